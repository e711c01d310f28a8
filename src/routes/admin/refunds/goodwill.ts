// POST /admin/v1/orders/{order_id}/refund: an operator's goodwill refund of any fulfilled order of
// either mode, top-ups included; origin operator, it succeeds at once (the price back, the
// commission taken back). The order id alone finds its account through the order index (written
// by each account's minute sweep); the body may name the account and mode instead, for an order
// made in the last minute. Audited as refund.create, its target the new refund, in the account
// object's step.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { auditContextOf } from "../../../http/operator-auth";
import { GoodwillRefundBody, OperatorRefundSchema, orderIdParams } from "./schemas";
import { makeGoodwillRefund } from "./steps";

export type GoodwillRefundRequest = z.input<typeof GoodwillRefundBody>;
export type GoodwillRefundResponse = z.infer<typeof OperatorRefundSchema>;

export function registerGoodwillRefund(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/admin/v1/orders/{order_id}/refund",
    tag: "Operator",
    summary: "Refund a fulfilled order as goodwill (any kind, top-ups included): it succeeds at once, origin operator",
    description:
      "The order id alone finds the order's account about a minute after the order was made (the accounts' sweep indexes new orders each minute); for an order made just now, give `account_id` and `mode` (both or neither). An order with a refund already (pending, succeeded or rejected) answers 409 refund_exists with the refund's `refund_id`; a pending or failed order answers 409 order_not_refundable.",
    security: "admin",
    permission: "refunds.manage",
    params: orderIdParams,
    body: GoodwillRefundBody,
    bodyExample: { reason: "other", note: "Operator outage on the partner's launch day." },
    response: OperatorRefundSchema,
    errors: ["resource_not_found", "order_not_refundable", "refund_exists", "parameter_missing", "parameter_invalid", "parameter_unknown"],
    handler: async (c, { params, body }) =>
      makeGoodwillRefund(c.env, { accountId: body.account_id, mode: body.mode, orderId: params.order_id, reason: body.reason, note: body.note }, auditContextOf(c)),
  });
}
