// POST /v1/test_helpers/refunds/{refund_id}/resolve: a pending sandbox refund succeeds (the
// money moves as a supplier's confirmation would move it) or is rejected (esim_in_use), once. The
// dashboard's "Simulate the supplier" on a pending refund runs the same step (resolveSandboxRefund).
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { unwrap } from "../../http/errors";
import type { IdempotencyKey } from "../../http/idempotency";
import { ownAccount, type OwnRef, type OwnStub } from "../own";
import { idParam } from "../schemas";
import { RefundSchema } from "../refunds/schemas";

export const ResolveRefundBody = z.strictObject({ outcome: z.enum(["succeeded", "rejected"]) });

export type ResolveRefundRequest = z.input<typeof ResolveRefundBody>;
export type ResolveRefundResponse = z.infer<typeof RefundSchema>;

export function registerResolveRefund(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/test_helpers/refunds/{refund_id}/resolve",
    tag: "Test helpers",
    summary: "Resolve a pending sandbox refund as the supplier would: succeeded (money back) or rejected (esim_in_use)",
    security: "api_key",
    idempotent: true,
    params: idParam("refund_id"),
    body: ResolveRefundBody,
    bodyExample: { outcome: "succeeded" },
    response: RefundSchema,
    errors: ["test_mode_only", "resource_not_found", "refund_already_resolved", "parameter_missing", "parameter_invalid"],
    handler: async (c, { params, body, idem }) => resolveSandboxRefund(ownAccount(c), idem, params.refund_id!, body.outcome),
  });
}

/** The helper's one step, for the route and the dashboard alike: its stored answer, once per key. */
export async function resolveSandboxRefund(account: { stub: OwnStub; ref: OwnRef }, idem: IdempotencyKey, refundId: string, outcome: "succeeded" | "rejected") {
  return unwrap(await account.stub.resolveSandboxRefund(account.ref, idem, refundId, outcome));
}
