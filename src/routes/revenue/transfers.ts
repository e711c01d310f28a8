// POST /v1/revenue/transfers: commission into the wallet as credit, one-way.
import type { App } from "../../http/context";
import { unwrap } from "../../http/errors";
import { defineRoute } from "../../http/route";
import { callerAccount } from "../../account-object/stub";
import { CommissionTransferSchema, optionalAmount } from "./schemas";

export function registerTransferRoute(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/revenue/transfers",
    tag: "Revenue",
    summary: "Move earnings into the wallet as credit (omit amount to move everything)",
    security: "api_key",
    idempotent: true,
    body: optionalAmount,
    bodyExample: { amount: 255 },
    response: CommissionTransferSchema,
    errors: ["nothing_to_transfer", "amount_above_balance", "parameter_invalid", "parameter_unknown"],
    handler: async (c, { body, idem }) => {
      const { stub, ref } = callerAccount(c.env, c.get("caller"));
      return unwrap(await stub.transferCommission(ref, idem, body.amount));
    },
  });
}
