// POST /admin/v1/accounts/{id}/kyc/approve: a submitted identity form approved, which grants
// live access and answers the first live key, whose secret is shown only here.
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

const ApprovedKycSchema = z.object({ account: OperatorAccountSchema, api_key: ApiKeySchema });

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
      const { account, apiKey } = await approveKyc(c.env, params.id, auditContextOf(c));
      return { account: await operatorAccountView(c.env, account), api_key: apiKey };
    },
  });
}
