/** @jsxImportSource hono/jsx */
// POST /dashboard/settings/verification/kyc: the identity (KYC) form, run as POST /v1/account/kyc
// runs it: the route's own schema (KycFormSchema, with the API's words and field on a refusal)
// and the same step (submitKyc: only from kyc_pending, the document number sealed before it is
// stored). A refusal stores nothing. Owners only (`account.manage`); anyone else is 403.
import type { App } from "../../http/context";
import { can } from "../../domain/roles";
import { KycFormSchema } from "../../accounts/forms";
import { submitKyc } from "../../accounts/onboarding";
import { validate } from "../../http/validation";
import { attempt } from "../own";
import { onSignedInForm } from "../session";
import { apiBody } from "./body";
import { KYC_FIELDS, VerificationPage } from "./verification";

export function registerSubmitKycForm(app: App): void {
  onSignedInForm(app, "/dashboard/settings/verification/kyc", async (c, me, f) => {
    if (!can(me.account.role, "account.manage")) {
      return c.html(<VerificationPage c={c} me={me} forbidden="Only owners submit the verification forms." />, 403);
    }
    const body = apiBody(f, KYC_FIELDS);
    const done = await attempt(() => submitKyc(c.env, me.account.id, validate(KycFormSchema, body)));
    // the document number typed is not echoed back into the page
    const typed = { ...body, id_document_number: "" };
    if (!done.ok) return c.html(<VerificationPage c={c} me={me} sent={{ form: "kyc", failure: done.failure, typed }} />, done.failure.status);
    return c.html(<VerificationPage c={c} me={me} status="Identity verification submitted. Our team reviews it next." />);
  });
}
