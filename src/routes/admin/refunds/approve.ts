// POST /admin/v1/refunds/{refund_id}/approve: an operator approves a pending refund; its money
// moves in one step of the account's object (the price back, the commission taken back), once.
// Audited as refund.approve in that step.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { auditContextOf } from "../../../http/operator-auth";
import { OperatorRefundSchema, refundIdParams } from "./schemas";
import { recordRefundDecision } from "./steps";

export type ApproveRefundResponse = z.infer<typeof OperatorRefundSchema>;

export function registerApproveRefund(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/admin/v1/refunds/{refund_id}/approve",
    tag: "Operator",
    summary: "Approve a pending refund: it succeeds, the wallet gets the order's price and the commission is taken back",
    description:
      "The refund is found through the index written when it first waited for a decision (or was made by an operator); a refund that succeeded at once never waited and answers 404.",
    security: "admin",
    permission: "refunds.manage",
    params: refundIdParams,
    response: OperatorRefundSchema,
    errors: ["resource_not_found", "refund_already_resolved", "parameter_unknown"],
    handler: async (c, { params }) => recordRefundDecision(c.env, params.refund_id, { approve: true }, auditContextOf(c)),
  });
}
