import { describe, expect, it } from "vitest";
import { admin, call, expectError, newAccount, type ErrorBody } from "../support/api";
import { goLive, KYB } from "../accounts/support";
import type { RetrieveAccountResponse } from "../../src/routes/account/retrieve";
import type { SubmitKybResponse } from "../../src/routes/account/submit-kyb";
import type { CreateAccountResponse } from "../../src/routes/admin/accounts/create";
import type { RetrieveOperatorAccountResponse } from "../../src/routes/admin/accounts/retrieve";
import type { SetCommissionResponse } from "../../src/routes/admin/accounts/set-commission";
import type { ApproveKybResponse } from "../../src/routes/admin/onboarding/approve-kyb";
import type { RetrievePricingResponse } from "../../src/routes/admin/suppliers/retrieve-pricing";
import type { SetPricingResponse } from "../../src/routes/admin/suppliers/set-pricing";
import type { RetrieveRevenueResponse } from "../../src/routes/revenue/retrieve";

const UNKNOWN = "acct_01JC0000000000000000000000";

describe("operator: one account", () => {
  it("creates an account with a test key shown once, and the key works", async () => {
    const res = await admin<CreateAccountResponse>("/admin/v1/accounts", { body: { name: "  Globetrotter  " } });
    expect(res.status).toBe(200);
    expect(res.body.account).toMatchObject({ object: "account", name: "Globetrotter", kyb_state: "none", live_access: false, commission_bps: null, kyb: null, kyc: null, live_credit: null });
    expect(res.body.api_key).toEqual({ id: expect.stringMatching(/^key_/), object: "api_key", mode: "test", name: null, secret: expect.stringMatching(/^svc_test_/), permissions: null, allowed_ips: null, created_at: expect.any(String) });
    expect((await call<RetrieveAccountResponse>("/v1/account", { key: res.body.api_key.secret })).body.id).toBe(res.body.account.id);
  });

  it("retrieves any account by id, whichever account it is", async () => {
    const a = await newAccount("Alpha");
    const b = await newAccount("Beta");
    await call<SubmitKybResponse>("/v1/account/kyb", { key: b.key, body: KYB });
    const ra = await admin<RetrieveOperatorAccountResponse>(`/admin/v1/accounts/${a.id}`);
    const rb = await admin<RetrieveOperatorAccountResponse>(`/admin/v1/accounts/${b.id}`);
    expect(ra.body).toMatchObject({ id: a.id, name: "Alpha", kyb_state: "none", livemode: false });
    expect(rb.body).toMatchObject({ id: b.id, name: "Beta", kyb_state: "kyb_submitted", kyb: { legal_name: KYB.legal_name } });
    // and acts on any account too
    expect((await admin<ApproveKybResponse>(`/admin/v1/accounts/${b.id}/kyb/approve`, { method: "POST" })).body.id).toBe(b.id);
    expect((await admin<RetrieveOperatorAccountResponse>(`/admin/v1/accounts/${a.id}`)).body.kyb_state).toBe("none");
  });

  it("answers 404 resource_not_found for an unknown account on every account route", async () => {
    const base = `/admin/v1/accounts/${UNKNOWN}`;
    expectError(await admin(base), 404, "resource_not_found");
    expectError(await admin("/admin/v1/accounts/not-even-an-id"), 404, "resource_not_found");
    expectError(await admin(`${base}/kyb/approve`, { method: "POST" }), 404, "resource_not_found");
    expectError(await admin(`${base}/kyb/reject`, { body: { reason: "x" } }), 404, "resource_not_found");
    expectError(await admin(`${base}/kyc/approve`, { method: "POST" }), 404, "resource_not_found");
    expectError(await admin(`${base}/kyc/reject`, { body: { reason: "x" } }), 404, "resource_not_found");
    expectError(await admin(`${base}/api_keys`, { body: { mode: "test" } }), 404, "resource_not_found");
    expectError(await admin(`${base}/api_keys`), 404, "resource_not_found");
    expectError(await admin(`${base}/commission`, { body: { commission_bps: 100 } }), 404, "resource_not_found");
  });

  it("shows live credit once the account is live", async () => {
    const { id, key } = await newAccount();
    expect((await admin<RetrieveOperatorAccountResponse>(`/admin/v1/accounts/${id}`)).body.live_credit).toBeNull();
    await goLive(id, key);
    const seen = await admin<RetrieveOperatorAccountResponse>(`/admin/v1/accounts/${id}`);
    expect(seen.body).toMatchObject({ live_access: true, kyb_state: "approved", livemode: false });
    expect(seen.body.live_credit).toEqual({ overdraft_limit: { amount: 0, currency: "USD" }, net_terms_days: 30, status: "active" });
  });
});

describe("operator: commission", () => {
  it("sets a negotiated rate and clears it with null", async () => {
    const { id } = await newAccount();
    const set = await admin<SetCommissionResponse>(`/admin/v1/accounts/${id}/commission`, { body: { commission_bps: 2250 } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ id, object: "account", commission_bps: 2250 });
    expect((await admin<RetrieveOperatorAccountResponse>(`/admin/v1/accounts/${id}`)).body.commission_bps).toBe(2250);
    for (const bps of [0, 2000]) {
      expect((await admin<SetCommissionResponse>(`/admin/v1/accounts/${id}/commission`, { body: { commission_bps: bps } })).body.commission_bps).toBe(bps);
    }
    const cleared = await admin<SetCommissionResponse>(`/admin/v1/accounts/${id}/commission`, { body: { commission_bps: null } });
    expect(cleared.body.commission_bps).toBeNull();
    expect((await admin<RetrieveOperatorAccountResponse>(`/admin/v1/accounts/${id}`)).body.commission_bps).toBeNull();
  });

  it("validates commission_bps: required, an integer from 0 to 10000 or null", async () => {
    const { id } = await newAccount();
    const path = `/admin/v1/accounts/${id}/commission`;
    await admin(path, { body: { commission_bps: 1800 } });
    expectError(await admin(path, { body: {} }), 400, "parameter_missing", "commission_bps");
    for (const bad of [-1, 10001, 17.5, "1800", true]) {
      expectError(await admin(path, { body: { commission_bps: bad } }), 400, "parameter_invalid", "commission_bps");
    }
    expectError(await admin(path, { body: { commission_bps: 100, tier: "scale" } }), 400, "parameter_unknown", "tier");
    // nothing above changed the stored rate
    expect((await admin<RetrieveOperatorAccountResponse>(`/admin/v1/accounts/${id}`)).body.commission_bps).toBe(1800);
  });

  it("refuses a rate above the loss guard's 2000 bps unless the pricing margins cover it, and leaves the rate as it was", async () => {
    const { id, key } = await newAccount();
    const path = `/admin/v1/accounts/${id}/commission`;
    expect((await admin<SetCommissionResponse>(path, { body: { commission_bps: 1800 } })).status).toBe(200);
    // default margins (30%): a price of cost × 1.3 pays at most 2307 bps without a loss
    expect((await admin<RetrievePricingResponse>("/admin/v1/pricing")).body).toMatchObject({ esim_margin_bps: 3000, topup_margin_bps: 3000 });
    for (const bps of [2308, 2500, 10000]) {
      const res = await admin<ErrorBody>(path, { body: { commission_bps: bps } });
      expectError(res, 400, "parameter_invalid", "commission_bps");
      expect(res.body.error.message).toMatch(/at most 2307/);
    }
    expect((await admin<RetrieveOperatorAccountResponse>(`/admin/v1/accounts/${id}`)).body.commission_bps).toBe(1800);
    // nor did the account's objects take it: an order still earns 18%
    expect((await call<RetrieveRevenueResponse>("/v1/revenue", { key })).body.commission_bps).toBe(1800);
    expect((await admin<SetCommissionResponse>(path, { body: { commission_bps: 2307 } })).body.commission_bps).toBe(2307);
    // the lower margin decides: top-ups at 25% cover at most 2000
    expect((await admin<SetPricingResponse>("/admin/v1/pricing", { method: "PUT", body: { esim_margin_bps: 5000, topup_margin_bps: 2500 } })).status).toBe(200);
    try {
      expectError(await admin(path, { body: { commission_bps: 2001 } }), 400, "parameter_invalid", "commission_bps");
      expect((await admin<SetCommissionResponse>(path, { body: { commission_bps: 2000 } })).body.commission_bps).toBe(2000);
      // wider margins (50% on both) cover a third of the price
      expect((await admin<SetPricingResponse>("/admin/v1/pricing", { method: "PUT", body: { esim_margin_bps: 5000, topup_margin_bps: 5000 } })).status).toBe(200);
      expect((await admin<SetCommissionResponse>(path, { body: { commission_bps: 3333 } })).body.commission_bps).toBe(3333);
      expectError(await admin(path, { body: { commission_bps: 3334 } }), 400, "parameter_invalid", "commission_bps");
    } finally {
      await admin("/admin/v1/pricing", { method: "PUT", body: { esim_margin_bps: 3000, topup_margin_bps: 3000 } });
    }
  });

  it("does not show the commission override to the partner's Account", async () => {
    const { id, key } = await newAccount();
    await admin<SetCommissionResponse>(`/admin/v1/accounts/${id}/commission`, { body: { commission_bps: 1900 } });
    const mine = await call<RetrieveAccountResponse>("/v1/account", { key });
    expect(mine.body).not.toHaveProperty("commission_bps");
    expect(mine.body).not.toHaveProperty("kyb");
  });
});
