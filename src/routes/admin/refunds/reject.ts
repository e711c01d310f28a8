// POST /admin/v1/refunds/{refund_id}/reject: an operator rejects a pending refund with a reason;
// its failure_reason becomes rejected_by_operator and no money moves. Audited as refund.reject
// (the reason kept in the entry) in the account object's step.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { auditContextOf } from "../../../http/operator-auth";
import { OperatorRefundSchema, RejectRefundBody, refundIdParams } from "./schemas";
import { recordRefundDecision } from "./steps";

export type RejectRefundRequest = z.input<typeof RejectRefundBody>;
export type RejectRefundResponse = z.infer<typeof OperatorRefundSchema>;

export function registerRejectRefund(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/admin/v1/refunds/{refund_id}/reject",
    tag: "Operator",
    summary: "Reject a pending refund with a reason: failure_reason rejected_by_operator, no money moves",
    security: "admin",
    permission: "refunds.manage",
    params: refundIdParams,
    body: RejectRefundBody,
    bodyExample: { reason: "Airalo declined the refund: the eSIM was installed and used." },
    response: OperatorRefundSchema,
    errors: ["resource_not_found", "refund_already_resolved", "parameter_missing", "parameter_invalid", "parameter_unknown"],
    handler: async (c, { params, body }) => recordRefundDecision(c.env, params.refund_id, { approve: false, reason: body.reason }, auditContextOf(c)),
  });
}
