// The one step that sets the payout address, for PUT /v1/revenue/payout_address and the
// dashboard's form: an address that cannot be used (not LUD-16, or not resolving to public
// addresses only) is refused before anything is stored. It moves no money.
import { z } from "@hono/zod-openapi";
import { ApiError, unwrap } from "../../http/errors";
import { addressPolicy, checkLightningAddress } from "../../lib/lightning-address";
import type { OwnRef, OwnStub } from "../own";

export const SetPayoutAddressBody = z.strictObject({ lightning_address: z.string().max(320) });

export async function setPayoutAddress(env: Env, own: { stub: OwnStub; ref: OwnRef }, body: z.output<typeof SetPayoutAddressBody>) {
  const parsed = await checkLightningAddress(body.lightning_address, addressPolicy(env));
  if (!parsed.ok) {
    throw new ApiError("invalid_lightning_address", `lightning_address is not usable: ${parsed.reason}`, "lightning_address");
  }
  return unwrap(await own.stub.setPayoutAddress(own.ref, parsed.address));
}
