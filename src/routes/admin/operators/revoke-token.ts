// DELETE /admin/v1/operator_tokens/{token_id}: the token stops working at once (tokens are never
// cached); revoking it again answers the same and records nothing new. Audited as
// operator_token.revoke.
import { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { auditContextOf } from "../../../http/operator-auth";
import { revokeOperatorToken } from "../../../operators/tokens";
import { OperatorTokenSchema } from "./schemas";

export type RevokeOperatorTokenResponse = z.infer<typeof OperatorTokenSchema>;

export function registerRevokeOperatorToken(app: App): void {
  defineRoute(app, {
    method: "delete",
    path: "/admin/v1/operator_tokens/{token_id}",
    tag: "Operator",
    summary: "Revoke an operator token; it stops working at once",
    security: "admin",
    permission: "operators.manage",
    params: { token_id: z.string().max(100).openapi({ param: { description: "opt_… id" } }) },
    response: OperatorTokenSchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => revokeOperatorToken(c.env, params.token_id, auditContextOf(c)),
  });
}
