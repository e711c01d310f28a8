// POST /admin/v1/late_supplier_successes/{order_id}/reconcile: marks a late supplier success
// settled with the supplier; a repeat keeps the first time. No partner money moves here.
import { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { ApiError } from "../../../http/errors";
import { defineRoute } from "../../../http/route";
import { auditContextOf } from "../../../http/operator-auth";
import { reconcileLateSuccess } from "../../../providers/live/suppliers/late-successes";
import { LateSupplierSuccessSchema } from "./schemas";

export type ReconcileLateSupplierSuccessResponse = z.infer<typeof LateSupplierSuccessSchema>;

export function registerReconcileLateSupplierSuccess(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/admin/v1/late_supplier_successes/{order_id}/reconcile",
    tag: "Operator",
    summary: "Mark a late supplier success reconciled once it is settled with the supplier (repeating it keeps the first time)",
    security: "admin",
    permission: "supply.manage",
    params: { order_id: z.string().max(255) },
    response: LateSupplierSuccessSchema,
    errors: ["resource_not_found", "parameter_unknown", "invalid_json"],
    handler: async (c, { params }) => {
      const done = await reconcileLateSuccess(c.env, params.order_id, Date.now(), auditContextOf(c));
      if (!done) throw new ApiError("resource_not_found", `No late supplier success for order '${params.order_id}'`, "order_id");
      return done;
    },
  });
}
