// POST /admin/v1/operators/{operator_id}/disable: for someone who left. Their sessions end and
// their tokens stop at once; they can no longer sign in. The operator stays listed, and named in
// the audit trail. Disabling again answers the same and records nothing. Audited as
// operator.disable.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { auditContextOf } from "../../../http/operator-auth";
import { disableOperator, operatorView } from "../../../operators/operators";
import { operatorIdParams, OperatorSchema } from "./schemas";

export type DisableOperatorResponse = z.infer<typeof OperatorSchema>;

export function registerDisableOperator(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/admin/v1/operators/{operator_id}/disable",
    tag: "Operator",
    summary: "Disable an operator: their sessions and tokens stop at once and they cannot sign in",
    security: "admin",
    permission: "operators.manage",
    params: operatorIdParams,
    response: OperatorSchema,
    errors: ["resource_not_found", "parameter_unknown", "invalid_json"],
    handler: async (c, { params }) => operatorView(await disableOperator(c.env, params.operator_id, auditContextOf(c))),
  });
}
