// POST /v1/revenue/payouts: earnings paid out over Lightning to the payout address. Refused
// while payouts are paused or the rail cannot be priced, before any earnings are touched.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { ownAccount } from "../own";
import { requestPayout } from "./payout-step";
import { optionalAmount, PayoutSchema } from "./schemas";

export type CreatePayoutRequest = z.input<typeof optionalAmount>;
export type CreatePayoutResponse = z.infer<typeof PayoutSchema>;

export function registerCreatePayout(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/revenue/payouts",
    tag: "Revenue",
    summary: "Pay earnings out over Lightning to the payout address (omit amount to pay everything payable)",
    security: "api_key",
    idempotent: true,
    body: optionalAmount,
    bodyExample: { amount: 2500 },
    response: PayoutSchema,
    errors: ["payout_address_required", "payout_below_minimum", "amount_above_payable", "nothing_to_pay_out", "payouts_unavailable", "parameter_invalid",
      "payment_source_unavailable", "rate_unavailable"],
    handler: async (c, { body, idem }) => requestPayout(c.env, ownAccount(c), c.get("caller").mode, idem, body.amount),
  });
}
