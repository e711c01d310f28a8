// The KYC ID document number is personal data: D1 must hold it sealed (AES-GCM under
// KYC_ENCRYPTION_KEY, bound to the account), no response shows it, and rows written before
// sealing existed are sealed by the cron sweep, once.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { admin, call, newAccount } from "../support/api";
import { ID_NUMBER, KYB, KYC } from "../accounts/support";
import { openKycDocument, sealLegacyKycForms } from "../../src/accounts/kyc-document";
import type { SubmitKybResponse } from "../../src/routes/account/submit-kyb";
import type { SubmitKycResponse } from "../../src/routes/account/submit-kyc";
import type { RetrieveOperatorAccountResponse } from "../../src/routes/admin/accounts/retrieve";
import type { ApproveKybResponse } from "../../src/routes/admin/onboarding/approve-kyb";

async function storedForm(id: string): Promise<string> {
  const row = await env.DB.prepare("SELECT kyc_form FROM accounts WHERE id = ?").bind(id).first<{ kyc_form: string }>();
  return row!.kyc_form;
}

async function submitKyc() {
  const acct = await newAccount();
  await call<SubmitKybResponse>("/v1/account/kyb", { key: acct.key, body: KYB });
  await admin<ApproveKybResponse>(`/admin/v1/accounts/${acct.id}/kyb/approve`, { method: "POST" });
  expect((await call<SubmitKycResponse>("/v1/account/kyc", { key: acct.key, body: KYC })).status).toBe(200);
  return acct;
}

describe("KYC document number at rest", () => {
  it("stores the ID document number sealed to its account, never in plaintext", async () => {
    const { id } = await submitKyc();
    const stored = await storedForm(id);
    expect(stored).not.toContain(ID_NUMBER);
    const form = JSON.parse(stored);
    expect(form.id_document_number).toBeUndefined();
    expect(form.full_name).toBe(KYC.full_name);
    expect(await openKycDocument(env, form.id_document_sealed, id)).toBe(ID_NUMBER);
    // bound to the account: the same sealed value opens for no other account
    await expect(openKycDocument(env, form.id_document_sealed, "acct_other")).rejects.toThrow();
  });

  it("shows the operator the form without the number, sealed or not", async () => {
    const { id } = await submitKyc();
    const view = await admin<RetrieveOperatorAccountResponse>(`/admin/v1/accounts/${id}`);
    expect(view.status).toBe(200);
    expect(view.text).not.toContain(ID_NUMBER);
    expect(view.text).not.toContain("id_document");
    expect(view.body.kyc).toMatchObject({ full_name: KYC.full_name, nationality: "DE" });
  });

  it("seals rows stored in plaintext before sealing existed, and running again changes nothing", async () => {
    const { id } = await submitKyc();
    const legacy = JSON.stringify({ ...KYC, submitted_at: "2026-01-01T00:00:00.000Z" });
    await env.DB.prepare("UPDATE accounts SET kyc_form = ? WHERE id = ?").bind(legacy, id).run();
    expect((await admin<RetrieveOperatorAccountResponse>(`/admin/v1/accounts/${id}`)).text).not.toContain(ID_NUMBER);

    await sealLegacyKycForms(env);
    const sealed = await storedForm(id);
    expect(sealed).not.toContain(ID_NUMBER);
    expect(await openKycDocument(env, JSON.parse(sealed).id_document_sealed, id)).toBe(ID_NUMBER);
    expect(JSON.parse(sealed).submitted_at).toBe("2026-01-01T00:00:00.000Z");

    await sealLegacyKycForms(env);
    expect(await storedForm(id)).toBe(sealed);
  });
});
