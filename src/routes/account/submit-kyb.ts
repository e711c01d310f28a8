// POST /v1/account/kyb: the business form, the first step to live access (kyb_state none or
// rejected → kyb_submitted). Out of turn it answers invalid_state and changes nothing.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { KybFormSchema } from "../../accounts/forms";
import { submitKyb } from "../../accounts/onboarding";
import { AccountSchema } from "./schemas";
import { callerView, FORM_ERRORS } from "./view";

export type SubmitKybRequest = z.input<typeof KybFormSchema>;
export type SubmitKybResponse = z.infer<typeof AccountSchema>;

export function registerSubmitKyb(app: App): void {
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
    handler: async (c, { body }) => callerView(c, await submitKyb(c.env, c.get("caller").accountId, body)),
  });
}
