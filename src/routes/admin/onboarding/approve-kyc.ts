// POST /admin/v1/accounts/{id}/kyc/approve: a submitted identity form approved, which grants
// live access and mints the first live key. Its secret is answered, only here, to an admin or the
// bootstrap credential, who may issue a partner's keys anyway (POST /admin/v1/accounts/{id}/api_keys);
// to any other role (compliance) `api_key` is null, as the console never shows it: a reviewer has
// no need to hold a partner's live secret, and the partner makes and sees live keys in the dashboard.
import { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { auditContextOf } from "../../../http/operator-auth";
import { approveKyc } from "../../../accounts/onboarding";
import { operatorAccountView } from "../../../accounts/operator-view";
import { EXAMPLES } from "../../examples";
import { accountIdParams, OperatorAccountSchema } from "../accounts/schemas";
import { ApiKeySchema } from "../api-keys/schemas";
import { REVIEW_ERRORS } from "./review";

const ApprovedKycSchema = z.object({
  account: OperatorAccountSchema,
  api_key: ApiKeySchema.nullable().openapi({ description: "the first live key with its secret, for an admin or the bootstrap token; null for other roles" }),
});

export type ApproveKycResponse = z.infer<typeof ApprovedKycSchema>;

export function registerApproveKyc(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/admin/v1/accounts/{id}/kyc/approve",
    tag: "Operator",
    summary: "Approve a submitted KYC form: kyb_state → approved, live access on, and a first live key (secret shown only here)",
    security: "admin",
    permission: "review",
    params: accountIdParams,
    response: ApprovedKycSchema,
    responseExample: { account: { ...EXAMPLES.OperatorAccount, kyb_state: "approved", live_access: true }, api_key: { ...EXAMPLES.ApiKey, mode: "live", secret: "svc_live_9fQ2xTn4LmB7cV1zR8kW3yH6dJ0sA5gE2uN7pX4qZ1o" } },
    errors: [...REVIEW_ERRORS],
    handler: async (c, { params }) => {
      const ctx = auditContextOf(c);
      const { account, apiKey } = await approveKyc(c.env, params.id, ctx);
      return { account: await operatorAccountView(c.env, account), api_key: ctx.actor.role === "admin" ? apiKey : null };
    },
  });
}
