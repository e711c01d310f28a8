import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { admin, call, expectError, newAccount, type Reply } from "../support/api";
import { goLive, ID_NUMBER, KYB, KYC } from "./support";
import type { RetrieveAccountResponse } from "../../src/routes/account/retrieve";
import type { SubmitKybResponse } from "../../src/routes/account/submit-kyb";
import type { SubmitKycResponse } from "../../src/routes/account/submit-kyc";
import type { ListAccountsResponse } from "../../src/routes/admin/accounts/list";
import type { RetrieveOperatorAccountResponse } from "../../src/routes/admin/accounts/retrieve";
import type { ApproveKybResponse } from "../../src/routes/admin/onboarding/approve-kyb";
import type { ApproveKycResponse } from "../../src/routes/admin/onboarding/approve-kyc";
import type { RejectReviewResponse } from "../../src/routes/admin/onboarding/reject";

describe("KYB → KYC → live", () => {
  it("walks the whole path over HTTP, and the approval's live key then works with livemode true", async () => {
    const { id, key } = await newAccount();
    const start = await call<RetrieveAccountResponse>("/v1/account", { key });
    expect(start.body).toMatchObject({ id, object: "account", livemode: false, kyb_state: "none", live_access: false });

    const kyb = await call<SubmitKybResponse>("/v1/account/kyb", { key, body: KYB });
    expect(kyb.status).toBe(200);
    expect(kyb.body).toMatchObject({ object: "account", kyb_state: "kyb_submitted", live_access: false });

    const kybOk = await admin<ApproveKybResponse>(`/admin/v1/accounts/${id}/kyb/approve`, { method: "POST" });
    expect(kybOk.status).toBe(200);
    expect(kybOk.body.kyb_state).toBe("kyc_pending");

    const kyc = await call<SubmitKycResponse>("/v1/account/kyc", { key, body: KYC });
    expect(kyc.status).toBe(200);
    expect(kyc.body).toMatchObject({ kyb_state: "kyc_submitted", live_access: false });

    const approved = await admin<ApproveKycResponse>(`/admin/v1/accounts/${id}/kyc/approve`, { method: "POST" });
    expect(approved.status).toBe(200);
    expect(approved.body.account).toMatchObject({ id, kyb_state: "approved", live_access: true });
    expect(approved.body.api_key).toMatchObject({ object: "api_key", mode: "live" });
    expect(approved.body.api_key!.id).toMatch(/^key_[0-9A-HJKMNP-TV-Z]{26}$/);
    const liveKey: string = approved.body.api_key!.secret!;
    expect(liveKey).toMatch(/^svc_live_/);

    const live = await call<RetrieveAccountResponse>("/v1/account", { key: liveKey });
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ id, livemode: true, kyb_state: "approved", live_access: true });
    // the test key keeps working, still in test mode
    const test = await call<RetrieveAccountResponse>("/v1/account", { key });
    expect(test.body).toMatchObject({ id, livemode: false, live_access: true });
  });

  it("refuses forms out of turn with 409 invalid_state", async () => {
    const { id, key } = await newAccount();
    expectError(await call("/v1/account/kyc", { key, body: KYC }), 409, "invalid_state");
    await call<SubmitKybResponse>("/v1/account/kyb", { key, body: KYB });
    expectError(await call("/v1/account/kyb", { key, body: KYB }), 409, "invalid_state");
    expectError(await call("/v1/account/kyc", { key, body: KYC }), 409, "invalid_state");
    await admin<ApproveKybResponse>(`/admin/v1/accounts/${id}/kyb/approve`, { method: "POST" });
    expectError(await call("/v1/account/kyb", { key, body: KYB }), 409, "invalid_state");
    await call<SubmitKycResponse>("/v1/account/kyc", { key, body: KYC });
    expectError(await call("/v1/account/kyc", { key, body: KYC }), 409, "invalid_state");
    const liveKey = (await admin<ApproveKycResponse>(`/admin/v1/accounts/${id}/kyc/approve`, { method: "POST" })).body.api_key!.secret;
    expectError(await call("/v1/account/kyb", { key: liveKey, body: KYB }), 409, "invalid_state");
    expectError(await call("/v1/account/kyc", { key, body: KYC }), 409, "invalid_state");
    // nothing out of turn moved the account
    expect((await call<RetrieveAccountResponse>("/v1/account", { key })).body.kyb_state).toBe("approved");
  });

  it("refuses approvals and rejections out of turn with 409 invalid_state", async () => {
    const { id, key } = await newAccount();
    const base = `/admin/v1/accounts/${id}`;
    const reason = { reason: "documents unreadable" };
    expectError(await admin(`${base}/kyb/approve`, { method: "POST" }), 409, "invalid_state");
    expectError(await admin(`${base}/kyb/reject`, { body: reason }), 409, "invalid_state");
    expectError(await admin(`${base}/kyc/approve`, { method: "POST" }), 409, "invalid_state");
    expectError(await admin(`${base}/kyc/reject`, { body: reason }), 409, "invalid_state");
    await call<SubmitKybResponse>("/v1/account/kyb", { key, body: KYB });
    // KYC decisions need a submitted KYC form
    expectError(await admin(`${base}/kyc/approve`, { method: "POST" }), 409, "invalid_state");
    expectError(await admin(`${base}/kyc/reject`, { body: reason }), 409, "invalid_state");
    expect((await admin<RetrieveOperatorAccountResponse>(base)).body.kyb_state).toBe("kyb_submitted");
    await admin(`${base}/kyb/approve`, { method: "POST" });
    expectError(await admin(`${base}/kyb/approve`, { method: "POST" }), 409, "invalid_state");
    expectError(await admin(`${base}/kyb/reject`, { body: reason }), 409, "invalid_state");
    expectError(await admin(`${base}/kyc/approve`, { method: "POST" }), 409, "invalid_state");
    expect((await admin(base)).body).toMatchObject({ kyb_state: "kyc_pending", live_access: false });
  });

  it("approves KYC once: a repeated approval is 409 and mints no second live key", async () => {
    const { id, key } = await newAccount();
    await goLive(id, key);
    expectError(await admin(`/admin/v1/accounts/${id}/kyc/approve`, { method: "POST" }), 409, "invalid_state");
    const keys = await env.DB.prepare("SELECT mode FROM api_keys WHERE account_id = ?").bind(id).all<{ mode: string }>();
    expect(keys.results.map((k) => k.mode).sort()).toEqual(["live", "test"]);
  });

  it("races two approvals: exactly one wins and exactly one live key exists", async () => {
    const { id, key } = await newAccount();
    await call<SubmitKybResponse>("/v1/account/kyb", { key, body: KYB });
    await admin<ApproveKybResponse>(`/admin/v1/accounts/${id}/kyb/approve`, { method: "POST" });
    await call<SubmitKycResponse>("/v1/account/kyc", { key, body: KYC });
    const both = await Promise.all([1, 2].map(() => admin<ApproveKycResponse>(`/admin/v1/accounts/${id}/kyc/approve`, { method: "POST" })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const live = await env.DB.prepare("SELECT COUNT(*) AS n FROM api_keys WHERE account_id = ? AND mode = 'live'").bind(id).first<{ n: number }>();
    expect(live?.n).toBe(1);
  });

  it("rejects at KYB with a reason; the partner may resubmit KYB and go on", async () => {
    const { id, key } = await newAccount();
    await call<SubmitKybResponse>("/v1/account/kyb", { key, body: KYB });
    expectError(await admin(`/admin/v1/accounts/${id}/kyb/reject`, { body: {} }), 400, "parameter_missing", "reason");
    expectError(await admin(`/admin/v1/accounts/${id}/kyb/reject`, { body: { reason: "  " } }), 400, "parameter_invalid", "reason");
    const rejected = await admin<RejectReviewResponse>(`/admin/v1/accounts/${id}/kyb/reject`, { body: { reason: "registry entry not found" } });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ kyb_state: "rejected", live_access: false, rejection_reason: "registry entry not found" });
    expect((await call<RetrieveAccountResponse>("/v1/account", { key })).body.kyb_state).toBe("rejected");
    expectError(await call("/v1/account/kyc", { key, body: KYC }), 409, "invalid_state");

    const again = await call<SubmitKybResponse>("/v1/account/kyb", { key, body: { ...KYB, registration_number: "HRB 654321" } });
    expect(again.status).toBe(200);
    expect(again.body.kyb_state).toBe("kyb_submitted");
    const seen = await admin<RetrieveOperatorAccountResponse>(`/admin/v1/accounts/${id}`);
    expect(seen.body).toMatchObject({ rejection_reason: null, kyb: { registration_number: "HRB 654321" } });
    await admin<ApproveKybResponse>(`/admin/v1/accounts/${id}/kyb/approve`, { method: "POST" });
    expect((await call<SubmitKycResponse>("/v1/account/kyc", { key, body: KYC })).status).toBe(200);
  });

  it("rejects at KYC; the account is not live, and the way back starts with KYB", async () => {
    const { id, key } = await newAccount();
    await call<SubmitKybResponse>("/v1/account/kyb", { key, body: KYB });
    await admin<ApproveKybResponse>(`/admin/v1/accounts/${id}/kyb/approve`, { method: "POST" });
    await call<SubmitKycResponse>("/v1/account/kyc", { key, body: KYC });
    const rejected = await admin<RejectReviewResponse>(`/admin/v1/accounts/${id}/kyc/reject`, { body: { reason: "document expired" } });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ kyb_state: "rejected", live_access: false, rejection_reason: "document expired" });
    expectError(await admin(`/admin/v1/accounts/${id}/api_keys`, { body: { mode: "live" } }), 409, "invalid_state");
    expectError(await call("/v1/account/kyc", { key, body: KYC }), 409, "invalid_state");
    expect((await call<SubmitKybResponse>("/v1/account/kyb", { key, body: KYB })).body.kyb_state).toBe("kyb_submitted");
    // the earlier KYC answers belonged to the rejected attempt
    expect((await admin<RetrieveOperatorAccountResponse>(`/admin/v1/accounts/${id}`)).body.kyc).toBeNull();
  });

  it("stores both forms for review, country codes upper-case, and never shows the ID document number", async () => {
    const { id, key } = await newAccount();
    const responses: Reply[] = [await call<SubmitKybResponse>("/v1/account/kyb", { key, body: KYB })];
    responses.push(await admin<ApproveKybResponse>(`/admin/v1/accounts/${id}/kyb/approve`, { method: "POST" }));
    responses.push(await call<SubmitKycResponse>("/v1/account/kyc", { key, body: { ...KYC, nationality: "at" } }));
    responses.push(await admin<RetrieveOperatorAccountResponse>(`/admin/v1/accounts/${id}`));
    responses.push(await admin<ListAccountsResponse>(`/admin/v1/accounts?limit=100`));
    responses.push(await admin<ApproveKycResponse>(`/admin/v1/accounts/${id}/kyc/approve`, { method: "POST" }));
    responses.push(await call<RetrieveAccountResponse>("/v1/account", { key }));
    for (const r of responses) {
      expect(r.status).toBe(200);
      expect(r.text).not.toContain(ID_NUMBER);
      expect(r.text).not.toContain("id_document_number\"");
    }
    const review = responses[3]!.body as RetrieveOperatorAccountResponse;
    expect(review.kyb).toMatchObject({ legal_name: KYB.legal_name, country: "DE", website: KYB.website });
    expect(review.kyb!.submitted_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(review.kyc).toEqual({ full_name: KYC.full_name, date_of_birth: KYC.date_of_birth, nationality: "AT", submitted_at: expect.any(String) });
    // kept for the reviewer in storage, only there, and sealed (test/security/kyc-sealing.test.ts)
    const row = await env.DB.prepare("SELECT kyb_form, kyc_form FROM accounts WHERE id = ?").bind(id).first<{ kyb_form: string; kyc_form: string }>();
    expect(JSON.parse(row!.kyc_form)).toMatchObject({ id_document_sealed: expect.stringMatching(/^v1\./), nationality: "AT" });
    expect(row!.kyc_form).not.toContain(ID_NUMBER);
    expect(JSON.parse(row!.kyb_form)).toMatchObject({ country: "DE" });
  });
});
