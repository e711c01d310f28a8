// The partner's own account: reading it, and the two onboarding forms that lead to live access.
import type { Context } from "hono";
import type { App, AppEnv } from "../../http/context";
import { defineRoute } from "../../http/route";
import { KybFormSchema, KycFormSchema } from "../../accounts/forms";
import { submitKyb, submitKyc } from "../../accounts/onboarding";
import { accountView, getAccount, type AccountRow } from "../../accounts/store";
import { AccountSchema } from "../schemas";

const FORM_ERRORS = ["invalid_state", "parameter_missing", "parameter_invalid", "parameter_unknown", "invalid_json"] as const;

const view = (c: Context<AppEnv>, row: AccountRow) => accountView(c.env, row, c.get("caller").mode);

export function registerAccountRoutes(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/account",
    tag: "Account",
    summary: "Retrieve your account as seen in the key's mode (livemode and credit are per mode)",
    security: "api_key",
    response: AccountSchema,
    handler: async (c) => view(c, await getAccount(c.env, c.get("caller").accountId)),
  });

  defineRoute(app, {
    method: "post",
    path: "/v1/account/kyb",
    tag: "Account",
    summary: "Submit the business (KYB) form: kyb_state none or rejected → kyb_submitted",
    description:
      "`country` is an ISO 3166-1 alpha-2 code in either case, stored upper-case. A rejected account starts again here. " +
      "Out of turn: 409 invalid_state.",
    security: "api_key",
    body: KybFormSchema,
    response: AccountSchema,
    errors: [...FORM_ERRORS],
    handler: async (c, { body }) => view(c, await submitKyb(c.env, c.get("caller").accountId, body)),
  });

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
    handler: async (c, { body }) => view(c, await submitKyc(c.env, c.get("caller").accountId, body)),
  });
}
