// Operator API: the KYB and KYC reviews. Approving KYC grants live access and answers the
// first live key, whose secret is shown only here.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { approveKyb, approveKyc, reject } from "../../accounts/onboarding";
import { operatorAccountView } from "../../accounts/operator-view";
import { ApiKeySchema } from "../schemas";
import { accountIdParams, OperatorAccountSchema } from "./schemas";
import { EXAMPLES } from "../examples";

const RejectBody = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1, "reason must not be empty")
    .max(1000, "reason must be at most 1000 characters")
    .openapi({ description: "why, for the record and for the partner's next attempt" }),
});

const REVIEW_ERRORS = ["resource_not_found", "invalid_state", "parameter_unknown", "invalid_json"] as const;

export function registerAdminOnboardingRoutes(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/admin/v1/accounts/{id}/kyb/approve",
    tag: "Operator",
    summary: "Approve a submitted KYB form: kyb_state kyb_submitted → kyc_pending",
    security: "admin",
    params: accountIdParams,
    response: OperatorAccountSchema,
    errors: [...REVIEW_ERRORS],
    handler: async (c, { params }) => operatorAccountView(c.env, await approveKyb(c.env, params.id)),
  });

  for (const stage of ["kyb", "kyc"] as const) {
    defineRoute(app, {
      method: "post",
      path: `/admin/v1/accounts/{id}/${stage}/reject`,
      tag: "Operator",
      summary: `Reject a submitted ${stage.toUpperCase()} form: kyb_state ${stage}_submitted → rejected (the partner may submit KYB again)`,
      security: "admin",
      params: accountIdParams,
      body: RejectBody,
      bodyExample: { reason: "The registration number does not match the company register." },
      response: OperatorAccountSchema,
      errors: [...REVIEW_ERRORS, "parameter_missing", "parameter_invalid"],
      handler: async (c, { params, body }) => operatorAccountView(c.env, await reject(c.env, params.id, stage, body.reason)),
    });
  }

  defineRoute(app, {
    method: "post",
    path: "/admin/v1/accounts/{id}/kyc/approve",
    tag: "Operator",
    summary: "Approve a submitted KYC form: kyb_state → approved, live access on, and a first live key (secret shown only here)",
    security: "admin",
    params: accountIdParams,
    response: z.object({ account: OperatorAccountSchema, api_key: ApiKeySchema }),
    responseExample: { account: { ...EXAMPLES.OperatorAccount, kyb_state: "approved", live_access: true }, api_key: { ...EXAMPLES.ApiKey, mode: "live", secret: "svc_live_9fQ2xTn4LmB7cV1zR8kW3yH6dJ0sA5gE2uN7pX4qZ1o" } },
    errors: [...REVIEW_ERRORS],
    handler: async (c, { params }) => {
      const { account, apiKey } = await approveKyc(c.env, params.id);
      return { account: await operatorAccountView(c.env, account), api_key: apiKey };
    },
  });
}
