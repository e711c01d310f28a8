// POST /admin/v1/operators/{operator_id}/setup_link: mails the operator a new set-up link (72 h);
// using it replaces their password and second factor (a lost authenticator, an expired first
// link). Audited as operator.send_setup_link.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { auditContextOf } from "../../../http/operator-auth";
import { operatorView, resendSetupLink } from "../../../operators/operators";
import { operatorIdParams, OperatorSchema } from "./schemas";

export type SendSetupLinkResponse = z.infer<typeof OperatorSchema>;

export function registerSendSetupLink(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/admin/v1/operators/{operator_id}/setup_link",
    tag: "Operator",
    summary: "Mail an operator a new set-up link for their password and second factor",
    security: "admin",
    permission: "operators.manage",
    params: operatorIdParams,
    response: OperatorSchema,
    errors: ["resource_not_found", "invalid_state", "parameter_unknown", "invalid_json"],
    handler: async (c, { params }) => operatorView(await resendSetupLink(c.env, params.operator_id, auditContextOf(c))),
  });
}
