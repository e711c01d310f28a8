/** @jsxImportSource hono/jsx */
// POST /dashboard/settings/verification/kyb: the business (KYB) form, run as POST /v1/account/kyb
// runs it: the route's own schema (KybFormSchema, through the API's validation, so a refusal has
// the API's words and names its field) and the same step (submitKyb: the owner's email verified,
// the state moved only from where the step starts, in one conditional write). A refusal stores
// nothing. Owners only (`account.manage`); anyone else is 403 and nothing changes.
import type { App } from "../../http/context";
import { can } from "../../domain/roles";
import { KybFormSchema } from "../../accounts/forms";
import { submitKyb } from "../../accounts/onboarding";
import { validate } from "../../http/validation";
import { attempt } from "../own";
import { onSignedInForm } from "../session";
import { apiBody } from "./body";
import { KYB_FIELDS, VerificationPage } from "./verification";

export function registerSubmitKybForm(app: App): void {
  onSignedInForm(app, "/dashboard/settings/verification/kyb", async (c, me, f) => {
    if (!can(me.account.role, "account.manage")) {
      return c.html(<VerificationPage c={c} me={me} forbidden="Only owners submit the verification forms." />, 403);
    }
    const body = apiBody(f, KYB_FIELDS, { optional: ["website"], multiline: ["address"] });
    const done = await attempt(() => submitKyb(c.env, me.account.id, validate(KybFormSchema, body)));
    if (!done.ok) return c.html(<VerificationPage c={c} me={me} sent={{ form: "kyb", failure: done.failure, typed: body }} />, done.failure.status);
    return c.html(<VerificationPage c={c} me={me} status="Business verification submitted. Our team reviews it next." />);
  });
}
