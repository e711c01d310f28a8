/** @jsxImportSource hono/jsx */
// POST /dashboard/revenue/payout-address: sets the Lightning address payouts go to, the very step
// PUT /v1/revenue/payout_address runs (its body schema and its address check, so an unusable
// address is refused and nothing is stored). Owners only (`payout_address.manage`); in live mode
// also a verified email and a second factor confirmed in the last 10 minutes, as for live keys.
import type { App } from "../../http/context";
import { validate } from "../../http/validation";
import { can } from "../../domain/roles";
import { SetPayoutAddressBody, setPayoutAddress } from "../../routes/revenue/payout-address-step";
import { freshSecondFactorRefusal } from "../live-check";
import { attempt, pageAccount } from "../own";
import { onSignedInForm } from "../session";
import { RevenuePage } from "./revenue";

export function registerPayoutAddressForm(app: App): void {
  onSignedInForm(app, "/dashboard/revenue/payout-address", async (c, me, f) => {
    const refusal = !can(me.account.role, "payout_address.manage")
      ? `Only owners set the payout address; your role is ${me.account.role}.`
      : me.mode === "live"
        ? freshSecondFactorRefusal(me, "The live payout address needs")
        : null;
    if (refusal) return c.html(<RevenuePage c={c} me={me} error={{ status: 403, code: "forbidden", message: refusal }} />, 403);
    const done = await attempt(async () => {
      const body = validate(SetPayoutAddressBody, { lightning_address: (f.lightning_address ?? "").trim() });
      return setPayoutAddress(c.env, pageAccount(c.env, me), body);
    });
    if (!done.ok) return c.html(<RevenuePage c={c} me={me} error={done.failure} />, done.failure.status);
    return c.html(<RevenuePage c={c} me={me} status={`Payouts will go to ${done.value.payout_address ?? ""}.`} />);
  });
}
