/** @jsxImportSource hono/jsx */
// POST /dashboard/revenue/transfer: commission into the wallet as credit, the very step
// POST /v1/revenue/transfers runs (its body schema, the account object's transfer, its ledger
// lines on both balances and its events), under the idempotency key minted when the form was
// drawn, so a double submit moves money once. Needs `revenue.manage` (owner, finance); any other
// role's post is 403 and changes nothing.
import type { App } from "../../http/context";
import { validate } from "../../http/validation";
import { can } from "../../domain/roles";
import { optionalAmount, type CommissionTransferSchema } from "../../routes/revenue/schemas";
import type { z } from "@hono/zod-openapi";
import { money } from "../format";
import { formIdempotency } from "../money-form";
import { attempt, ownPage } from "../own";
import { onSignedInForm } from "../session";
import { optionalAmountBody } from "./amount";
import { RevenuePage } from "./revenue";

type Transfer = z.infer<typeof CommissionTransferSchema>;

export function registerTransferForm(app: App): void {
  onSignedInForm(app, "/dashboard/revenue/transfer", async (c, me, f) => {
    if (!can(me.account.role, "revenue.manage")) {
      return c.html(<RevenuePage c={c} me={me} error={{ status: 403, code: "forbidden", message: `Your role (${me.account.role}) cannot move commission.` }} />, 403);
    }
    const done = await attempt(async () => {
      const body = validate(optionalAmount, optionalAmountBody(f));
      const idem = await formIdempotency(f, me, "/v1/revenue/transfers", body);
      const stored = await ownPage(c.env, me, (s, r) => s.transferCommission(r, idem, body.amount));
      return JSON.parse(stored.body) as Transfer;
    });
    if (!done.ok) return c.html(<RevenuePage c={c} me={me} error={done.failure} />, done.failure.status);
    const t = done.value;
    return c.html(<RevenuePage c={c} me={me} status={`Moved ${money(t.amount)} to the wallet (transfer ${t.id}).`} />);
  });
}
