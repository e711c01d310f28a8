// POST /admin/v1/accounts/{id}/kyb/approve: a submitted business form approved; the partner
// may now submit the identity form (kyb_submitted → kyc_pending).
import type { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { auditContextOf } from "../../../http/operator-auth";
import { approveKyb } from "../../../accounts/onboarding";
import { operatorAccountView } from "../../../accounts/operator-view";
import { accountIdParams, OperatorAccountSchema } from "../accounts/schemas";
import { REVIEW_ERRORS } from "./review";

export type ApproveKybResponse = z.infer<typeof OperatorAccountSchema>;

export function registerApproveKyb(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/admin/v1/accounts/{id}/kyb/approve",
    tag: "Operator",
    summary: "Approve a submitted KYB form: kyb_state kyb_submitted → kyc_pending",
    security: "admin",
    permission: "review",
    params: accountIdParams,
    response: OperatorAccountSchema,
    errors: [...REVIEW_ERRORS],
    handler: async (c, { params }) => operatorAccountView(c.env, await approveKyb(c.env, params.id, auditContextOf(c))),
  });
}
