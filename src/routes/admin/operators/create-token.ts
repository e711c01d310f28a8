// POST /admin/v1/operators/{operator_id}/tokens: a named API token acting with the operator's
// role; its secret is in this answer only. Audited as operator_token.create. A named operator's
// token may issue one only for that operator (403 forbidden_for_role, param operator_id); the
// bootstrap token, for any operator.
import { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { auditContextOf } from "../../../http/operator-auth";
import { createOperatorToken } from "../../../operators/tokens";
import { operatorIdParams, OperatorTokenSchema } from "./schemas";

const CreateOperatorTokenBody = z.strictObject({ name: z.string().trim().min(1).max(100) });

export type CreateOperatorTokenRequest = z.input<typeof CreateOperatorTokenBody>;
export type CreateOperatorTokenResponse = z.infer<typeof OperatorTokenSchema>;

export function registerCreateOperatorToken(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/admin/v1/operators/{operator_id}/tokens",
    tag: "Operator",
    summary: "Issue a named API token for an operator (pco_…, shown only in this answer); an operator's own token issues only for that operator, the bootstrap token for anyone",
    security: "admin",
    permission: "operators.manage",
    params: operatorIdParams,
    body: CreateOperatorTokenBody,
    bodyExample: { name: "review script" },
    response: OperatorTokenSchema,
    errors: ["resource_not_found", "parameter_missing", "parameter_invalid", "parameter_unknown", "invalid_json"],
    handler: async (c, { params, body }) => createOperatorToken(c.env, params.operator_id, body.name, auditContextOf(c)),
  });
}
