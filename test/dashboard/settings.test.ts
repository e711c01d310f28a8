// The Settings pages: the business profile shows GET /v1/account's own values and lets owners
// rename the account; the verification page runs the API's KYB and KYC steps with the API's
// schemas, so a form sent from the page moves kyb_state as the API does, a refused field carries
// the API's words beside it and nothing is stored, and the state is said in words as the operator
// moves it. Other roles read both pages and their posts are 403 with nothing changed.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { admin, call, errorOf } from "../support/api";
import { KYB, KYC, ID_NUMBER } from "../accounts/support";
import { money, utc } from "../../src/pages/format";
import type { RetrieveAccountResponse } from "../../src/routes/account/retrieve";
import type { RetrieveOperatorAccountResponse } from "../../src/routes/admin/accounts/retrieve";
import type { ListEventsResponse } from "../../src/routes/events/list";
import { formFields, partner } from "./helpers";
import { expectAlert } from "../support/words";

const PROFILE = "/dashboard/settings";
const RENAME = "/dashboard/settings/name";
const VERIFY = "/dashboard/settings/verification";
const KYB_FORM = `${VERIFY}/kyb`;
const KYC_FORM = `${VERIFY}/kyc`;

const unescape = (s: string) => s.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
const fact = (html: string, id: string) => {
  const m = new RegExp(`data-fact="${id}"[^>]*>(.*?)</td>`).exec(html)?.[1];
  return m === undefined ? undefined : unescape(m.replace(/<[^>]+>/g, ""));
};
const fieldError = (html: string, field: string) => {
  const m = new RegExp(`data-error-for="${field}"[^>]*>([^<]*)<`).exec(html)?.[1];
  return m === undefined ? undefined : unescape(m);
};
const stateWords = (html: string) => unescape(/id="kyb-state-words"[^>]*>(.*?)<\/p>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "");
const stepState = (html: string, step: string) => new RegExp(`data-step="${step}" data-step-state="([a-z_]+)"`).exec(html)?.[1];

async function verified(email: string) {
  await env.DB.prepare("UPDATE users SET email_verified_at = ? WHERE email = ?").bind(Date.now(), email).run();
}
const account = async (key: string) => (await call<RetrieveAccountResponse>("/v1/account", { key })).body;
const operatorView = async (id: string) => (await admin<RetrieveOperatorAccountResponse>(`/admin/v1/accounts/${id}`)).body;
const events = async (key: string) => (await call<ListEventsResponse>("/v1/events?limit=100", { key })).body.data.map((e) => e.type);
const storedForms = (id: string) => env.DB.prepare("SELECT kyb_state, kyb_form, kyc_form, name FROM accounts WHERE id = ?").bind(id).first();
const asRole = (accountId: string, role: string) => env.DB.prepare("UPDATE memberships SET role = ? WHERE account_id = ?").bind(role, accountId).run();

describe("Business profile", () => {
  it("shows GET /v1/account's values and the owner's email", async () => {
    const { b, key, email } = await partner();
    const api = await account(key);
    const page = await b.get(PROFILE);
    expect(page.status).toBe(200);
    expect(fact(page.html, "name")).toBe(api.name);
    expect(fact(page.html, "id")).toBe(`${api.id}Copy`);
    expect(page.html).toContain(`data-copy-text="${api.id}"`);
    expect(fact(page.html, "created_at")).toBe(utc(api.created_at));
    expect(fact(page.html, "status")).toBe("Active");
    expect(api.status).toBe("active");
    expect(fact(page.html, "live_access")).toMatch(/^No: /);
    expect(fact(page.html, "kyb_state")).toBe("Not started");
    expect(fact(page.html, "overdraft_limit")).toBe(money(api.credit.overdraft_limit));
    expect(fact(page.html, "net_terms_days")).toBe(`${api.credit.net_terms_days} days`);
    expect(page.html).toMatch(new RegExp(`id="owner-emails">\\s*<li>${email.replace(/[.+]/g, "\\$&")}</li>`));
    expect(page.html).toContain("Times are in UTC");
  });

  it("an owner renames the account; GET /v1/account then answers the new name", async () => {
    const { b, key } = await partner();
    const form = formFields((await b.get(PROFILE)).html, RENAME);
    const res = await b.post(RENAME, { ...form, name: "  Roam & Co Travel  " });
    expect(res.status).toBe(200);
    expect(res.html).toContain("The business name is now Roam &amp; Co Travel.");
    expect((await account(key)).name).toBe("Roam & Co Travel");
    expect(fact((await b.get(PROFILE)).html, "name")).toBe("Roam & Co Travel");
  });

  it("a bad name is 400 beside the field and nothing changes", async () => {
    const { b, key, accountId } = await partner();
    const form = formFields((await b.get(PROFILE)).html, RENAME);
    for (const name of ["   ", "x".repeat(201)]) {
      const res = await b.post(RENAME, { ...form, name });
      expect(res.status).toBe(400);
      expect(fieldError(res.html, "name")).toBe("Business name: enter 1 to 200 characters, the name your team and travellers know you by.");
      expect(res.html).toContain('aria-invalid="true"');
    }
    expect((await account(key)).name).toBe("Acme Travel");
    expect((await storedForms(accountId))!.name).toBe("Acme Travel");
  });

  it("other roles read the profile without the form; their rename is 403 and changes nothing", async () => {
    const { b, key, accountId } = await partner();
    const form = formFields((await b.get(PROFILE)).html, RENAME);
    for (const role of ["developer", "finance", "viewer"]) {
      await asRole(accountId, role);
      const page = await b.get(PROFILE);
      expect(page.status).toBe(200);
      expect(page.html).not.toContain(`action="${RENAME}"`);
      expect(page.html).toContain(`Only owners change the business name. Your role: ${role}.`);
      expect((await b.post(RENAME, { ...form, name: "Taken Over Ltd" })).status).toBe(403);
    }
    expect((await account(key)).name).toBe("Acme Travel");
  });
});

describe("Verification", () => {
  it("KYB from the page has the API's effect: the same kyb_state, the same stored form, the same events", async () => {
    const viaApi = await partner();
    const viaPage = await partner();
    await verified(viaApi.email);
    await verified(viaPage.email);

    expect((await call("/v1/account/kyb", { key: viaApi.key, body: KYB })).status).toBe(200);
    const page = await viaPage.b.get(VERIFY);
    expect(stateWords(page.html)).toBe("Not started");
    const fields = { ...formFields(page.html, KYB_FORM), ...KYB, address: KYB.address.replace("\n", "\r\n") };
    const res = await viaPage.b.post(KYB_FORM, fields);
    expect(res.status, res.html.slice(0, 400)).toBe(200);

    const [a, p] = [await account(viaApi.key), await account(viaPage.key)];
    expect(p.kyb_state).toBe("kyb_submitted");
    expect(p.kyb_state).toBe(a.kyb_state);
    expect(p.live_access).toBe(a.live_access);
    const strip = (v: RetrieveOperatorAccountResponse) => ({ ...v.kyb, submitted_at: undefined });
    expect(strip(await operatorView(viaPage.accountId))).toEqual(strip(await operatorView(viaApi.accountId)));
    expect(await events(viaPage.key)).toEqual(await events(viaApi.key));

    // the form is gone; what was sent is shown, and the state in words
    const after = (await viaPage.b.get(VERIFY)).html;
    expect(after).not.toContain(`action="${KYB_FORM}"`);
    expect(after).toContain('id="kyb-submitted"');
    expect(after).toContain("HRB 123456");
    expect(stateWords(after)).toBe("Business form submitted, under review");
    expect(stepState(after, "kyb")).toBe("submitted");
    // sent again out of turn, refused as the API refuses it (409), in words that name no API field
    const again = await viaPage.b.post(KYB_FORM, fields);
    expect(again.status).toBe(409);
    expect((await call("/v1/account/kyb", { key: viaApi.key, body: KYB })).status).toBe(409);
    expectAlert(again.html, "The verification has moved on since this page was shown: its state is just below. Nothing was sent.");
  });

  it("a bad field comes back beside it, named by its label with how to put it right, and nothing is stored", async () => {
    const { b, key, accountId, email } = await partner();
    await verified(email);
    const form = formFields((await b.get(VERIFY)).html, KYB_FORM);
    const before = await storedForms(accountId);
    const bad = { ...KYB, country: "Deutschland" };
    const apiError = errorOf(await call("/v1/account/kyb", { key, body: bad }));
    expect(apiError.param).toBe("country");
    const res = await b.post(KYB_FORM, { ...form, ...bad });
    expect(res.status).toBe(400);
    expect(fieldError(res.html, "country")).toBe("Country of registration: enter the country's two letters, like DE.");
    expect(fieldError(res.html, "legal_name")).toBeUndefined();
    // what was typed stays in the form
    expect(res.html).toContain('value="Roam Partners GmbH"');
    expect(await storedForms(accountId)).toEqual(before);
    expect((await account(key)).kyb_state).toBe("none");

    // an empty optional website is left out, as an API client would; a bad one is the API's words
    const web = await b.post(KYB_FORM, { ...form, ...KYB, website: "ftp://roam.example.com" });
    expect(web.status).toBe(400);
    expect(errorOf(await call("/v1/account/kyb", { key, body: { ...KYB, website: "ftp://roam.example.com" } })).param).toBe("website");
    expect(fieldError(web.html, "website")).toBe("Website: enter an http:// or https:// address, like https://acme-travel.example.com.");
    expect(await storedForms(accountId)).toEqual(before);
  });

  it("KYC after KYB: refused fields as the API, then submitted; the ID number is shown masked", async () => {
    const { b, key, accountId, email } = await partner();
    await verified(email);
    // no KYC form before KYB is approved
    expect((await b.get(VERIFY)).html).not.toContain(`action="${KYC_FORM}"`);
    await b.post(KYB_FORM, { ...formFields((await b.get(VERIFY)).html, KYB_FORM), ...KYB });
    expect((await admin(`/admin/v1/accounts/${accountId}/kyb/approve`, { method: "POST" })).status).toBe(200);

    const page = (await b.get(VERIFY)).html;
    expect(stateWords(page)).toBe("Business approved, identity form awaited");
    expect(stepState(page, "kyb")).toBe("approved");
    const form = formFields(page, KYC_FORM);
    const before = await storedForms(accountId);
    const young = { ...KYC, date_of_birth: `${new Date().getUTCFullYear() - 10}-01-01` };
    const res = await b.post(KYC_FORM, { ...form, ...young });
    expect(res.status).toBe(400);
    // the API's words for the same body (a refused request stores nothing, so asking is harmless)
    const apiError = errorOf(await call("/v1/account/kyc", { key, body: young }));
    expect(apiError).toMatchObject({ param: "date_of_birth", message: "Invalid date_of_birth: the person must be at least 18 years old" });
    expect(fieldError(res.html, "date_of_birth")).toBe("Date of birth: the person must be at least 18 years old.");
    expect(res.html).not.toContain(ID_NUMBER);
    expect(await storedForms(accountId)).toEqual(before);

    const ok = await b.post(KYC_FORM, { ...form, ...KYC });
    expect(ok.status, ok.html.slice(0, 400)).toBe(200);
    expect((await account(key)).kyb_state).toBe("kyc_submitted");
    const after = (await b.get(VERIFY)).html;
    expect(after).not.toContain(`action="${KYC_FORM}"`);
    expect(after).not.toContain(ID_NUMBER);
    expect(after).toContain(`•••••${ID_NUMBER.slice(-4)}`);
    expect(after).toContain("Erika Mustermann");
    expect(stateWords(after)).toBe("Identity form submitted, under review");
    // the stored row holds only the sealed number and its last four characters
    expect(JSON.stringify(await storedForms(accountId))).not.toContain(ID_NUMBER);
  });

  it("says each operator decision in words: approval opens live access, a rejection shows its reason", async () => {
    const { b, key, accountId, email } = await partner();
    await verified(email);
    await call("/v1/account/kyb", { key, body: KYB });
    expect((await admin(`/admin/v1/accounts/${accountId}/kyb/reject`, { method: "POST", body: { reason: "The registration number does not match the register." } })).status).toBe(200);
    const rejected = (await b.get(VERIFY)).html;
    expect(stateWords(rejected)).toBe("Rejected. Reason given: The registration number does not match the register.");
    expect(stepState(rejected, "kyb")).toBe("rejected");
    // the form is offered again, starting from what was sent
    expect(rejected).toContain(`action="${KYB_FORM}"`);
    expect(rejected).toContain('value="HRB 123456"');

    await b.post(KYB_FORM, { ...formFields(rejected, KYB_FORM), ...KYB });
    await admin(`/admin/v1/accounts/${accountId}/kyb/approve`, { method: "POST" });
    await call("/v1/account/kyc", { key, body: KYC });
    expect(stateWords((await b.get(VERIFY)).html)).toBe("Identity form submitted, under review");
    expect((await admin(`/admin/v1/accounts/${accountId}/kyc/approve`, { method: "POST" })).status).toBe(200);
    const approved = (await b.get(VERIFY)).html;
    expect(stateWords(approved)).toBe("Verified: live access is on");
    expect(stepState(approved, "kyc")).toBe("approved");
    expect(approved).toContain("Switch to live mode in the header");
    expect(fact((await b.get(PROFILE)).html, "live_access")).toMatch(/^Yes: /);
  });

  it("other roles see the state without forms or identity details; their posts are 403 and store nothing", async () => {
    const { b, key, accountId, email } = await partner();
    await verified(email);
    const kybForm = formFields((await b.get(VERIFY)).html, KYB_FORM);
    for (const role of ["developer", "finance", "viewer"]) {
      await asRole(accountId, role);
      const page = await b.get(VERIFY);
      expect(page.status).toBe(200);
      expect(page.html).not.toContain(`action="${KYB_FORM}"`);
      expect(page.html).toContain(`Only owners submit the verification forms and see the identity details. Your role: ${role}.`);
      expect(stateWords(page.html)).toBe("Not started");
      expect((await b.post(KYB_FORM, { ...kybForm, ...KYB })).status).toBe(403);
    }
    expect((await account(key)).kyb_state).toBe("none");

    // at the KYC step, the identity details stay with the owners
    await asRole(accountId, "owner");
    await b.post(KYB_FORM, { ...kybForm, ...KYB });
    await admin(`/admin/v1/accounts/${accountId}/kyb/approve`, { method: "POST" });
    const kycForm = formFields((await b.get(VERIFY)).html, KYC_FORM);
    await asRole(accountId, "viewer");
    expect((await b.post(KYC_FORM, { ...kycForm, ...KYC })).status).toBe(403);
    expect((await account(key)).kyb_state).toBe("kyc_pending");
    await call("/v1/account/kyc", { key, body: KYC });
    const viewer = (await b.get(VERIFY)).html;
    expect(viewer).not.toContain("Erika Mustermann");
    expect(viewer).not.toContain("•••••");
    expect(viewer).toContain('id="kyb-submitted"');
  });
});
