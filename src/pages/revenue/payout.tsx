/** @jsxImportSource hono/jsx */
// POST /dashboard/revenue/payouts: a payout over Lightning to the payout address, the very step
// POST /v1/revenue/payouts runs (refused while payouts are paused or the rail is off or cannot be
// priced, before anything is taken), under the idempotency key minted when the form was drawn, so
// a double submit opens one payout. Needs `revenue.manage` (owner, finance); any other role's
// post is 403 and changes nothing.
import type { App } from "../../http/context";
import { validate } from "../../http/validation";
import { can } from "../../domain/roles";
import { requestPayout } from "../../routes/revenue/payout-step";
import { optionalAmount, type PayoutSchema } from "../../routes/revenue/schemas";
import type { z } from "@hono/zod-openapi";
import { money } from "../format";
import { formIdempotency } from "../money-form";
import { attempt, pageAccount } from "../own";
import { onSignedInForm } from "../session";
import { optionalAmountBody } from "./amount";
import { RevenuePage } from "./revenue";

type Payout = z.infer<typeof PayoutSchema>;

export function registerPayoutForm(app: App): void {
  onSignedInForm(app, "/dashboard/revenue/payouts", async (c, me, f) => {
    if (!can(me.account.role, "revenue.manage")) {
      return c.html(<RevenuePage c={c} me={me} error={{ status: 403, code: "forbidden", message: `Your role (${me.account.role}) cannot request payouts.` }} />, 403);
    }
    const done = await attempt(async () => {
      const body = validate(optionalAmount, optionalAmountBody(f));
      const idem = await formIdempotency(f, me, "/v1/revenue/payouts", body);
      const stored = await requestPayout(c.env, pageAccount(c.env, me), me.mode, idem, body.amount);
      return JSON.parse(stored.body) as Payout;
    });
    if (!done.ok) return c.html(<RevenuePage c={c} me={me} error={done.failure} />, done.failure.status);
    const p = done.value;
    return c.html(<RevenuePage c={c} me={me} status={`Payout ${p.id} of ${money(p.amount)} requested: it is being sent and its status shows below.`} />);
  });
}
