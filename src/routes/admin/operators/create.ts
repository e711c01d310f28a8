// POST /admin/v1/operators: a named operator with one role (admin or the bootstrap token only).
// They get a set-up link by mail to choose a password and enrol their second factor; a token
// made for them works before they ever sign in. Audited as operator.create.
import { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { auditContextOf } from "../../../http/operator-auth";
import { OPERATOR_ROLES } from "../../../domain/operator-roles";
import { EMAIL_SHAPE } from "../../../identity/users";
import { createOperator, operatorView } from "../../../operators/operators";
import { OperatorSchema } from "./schemas";

/** The operator's fields; the console's form is checked by this schema too. */
export const CreateOperatorBody = z.strictObject({
  email: z.string().max(320).regex(EMAIL_SHAPE, "email must be an email address"),
  name: z.string().trim().min(1).max(100),
  role: z.enum(OPERATOR_ROLES),
});

export type CreateOperatorRequest = z.input<typeof CreateOperatorBody>;
export type CreateOperatorResponse = z.infer<typeof OperatorSchema>;

export function registerCreateOperator(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/admin/v1/operators",
    tag: "Operator",
    summary: "Create an operator (they receive a set-up link by mail for their password and second factor)",
    security: "admin",
    permission: "operators.manage",
    body: CreateOperatorBody,
    bodyExample: { email: "dana@partnercommerce.example", name: "Dana Reyes", role: "compliance" },
    response: OperatorSchema,
    errors: ["parameter_missing", "parameter_invalid", "parameter_unknown", "invalid_json"],
    handler: async (c, { body }) => operatorView(await createOperator(c.env, body, auditContextOf(c))),
  });
}
