// POST /v1/account/kyc: the identity form after KYB approval (kyb_state kyc_pending →
// kyc_submitted). The document number is never shown again in any response.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { KycFormSchema } from "../../accounts/forms";
import { submitKyc } from "../../accounts/onboarding";
import { AccountSchema } from "./schemas";
import { callerView, FORM_ERRORS } from "./view";

export type SubmitKycRequest = z.input<typeof KycFormSchema>;
export type SubmitKycResponse = z.infer<typeof AccountSchema>;

export function registerSubmitKyc(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/account/kyc",
    tag: "Account",
    summary: "Submit the identity (KYC) form after KYB approval: kyb_state kyc_pending → kyc_submitted",
    description:
      "`date_of_birth` is YYYY-MM-DD; the person must be at least 18. The identity document number is never shown " +
      "again in any response. Out of turn: 409 invalid_state.",
    security: "api_key",
    body: KycFormSchema,
    response: AccountSchema,
    errors: [...FORM_ERRORS],
    handler: async (c, { body }) => callerView(c, await submitKyc(c.env, c.get("caller").accountId, body)),
  });
}
