// The one step that opens a payout, for POST /v1/revenue/payouts and the dashboard's payout form:
// refused while payouts are paused or the Lightning rail is off or cannot be priced, before any
// earnings are touched; then the account's object takes the amount under the caller's key.
import type { Mode } from "../../http/context";
import { ApiError, unwrap } from "../../http/errors";
import type { IdempotencyKey } from "../../http/idempotency";
import { payoutsPaused } from "../../accounts/settings";
import { providersFor } from "../../providers";
import { assertLightningAvailable } from "../../providers/lightning-availability";
import type { OwnRef, OwnStub } from "../own";

export async function requestPayout(env: Env, own: { stub: OwnStub; ref: OwnRef }, mode: Mode, idem: IdempotencyKey, amount: number | undefined) {
  if (await payoutsPaused(env)) {
    throw new ApiError("payouts_unavailable", "Payouts are paused on our side; your earnings are untouched. Retry later.");
  }
  // the rail must be there and priceable now; the amount in sats is fixed when it is sent
  const providers = providersFor(env, mode);
  assertLightningAvailable(providers);
  await providers.btcUsdRate("out");
  return unwrap(await own.stub.requestPayout(own.ref, idem, amount));
}
