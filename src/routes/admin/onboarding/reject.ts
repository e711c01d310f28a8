// POST /admin/v1/accounts/{id}/kyb/reject and …/kyc/reject: a submitted form rejected with a
// reason kept for the record; the partner may submit KYB again. One declaration for both stages.
import { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { auditContextOf } from "../../../http/operator-auth";
import { reject } from "../../../accounts/onboarding";
import { operatorAccountView } from "../../../accounts/operator-view";
import { accountIdParams, OperatorAccountSchema } from "../accounts/schemas";
import { REVIEW_ERRORS } from "./review";

const RejectBody = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1, "reason must not be empty")
    .max(1000, "reason must be at most 1000 characters")
    .openapi({ description: "why, for the record and for the partner's next attempt" }),
});

export type RejectReviewRequest = z.input<typeof RejectBody>;
export type RejectReviewResponse = z.infer<typeof OperatorAccountSchema>;

export function registerRejectReview(app: App): void {
  for (const stage of ["kyb", "kyc"] as const) {
    defineRoute(app, {
      method: "post",
      path: `/admin/v1/accounts/{id}/${stage}/reject`,
      tag: "Operator",
      summary: `Reject a submitted ${stage.toUpperCase()} form: kyb_state ${stage}_submitted → rejected (the partner may submit KYB again)`,
      security: "admin",
      permission: "review",
      params: accountIdParams,
      body: RejectBody,
      bodyExample: { reason: "The registration number does not match the company register." },
      response: OperatorAccountSchema,
      errors: [...REVIEW_ERRORS, "parameter_missing", "parameter_invalid"],
      handler: async (c, { params, body }) => operatorAccountView(c.env, await reject(c.env, params.id, stage, body.reason, auditContextOf(c))),
    });
  }
}
