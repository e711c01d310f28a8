// The console's review queue through the real app: accounts waiting on KYB and KYC with their
// forms (the ID number masked), revealing it (one audited kyc.reveal_id_number, shown on that
// answer only), approving and rejecting (a reason required) through the same audited steps as
// /admin/v1, each writing exactly one audit entry naming the operator; support and finance see
// the queue without controls, and their forged forms change nothing and write no entry.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { admin, call, newAccount } from "../support/api";
import { ID_NUMBER, KYB, KYC } from "../accounts/support";
import { Browser } from "../identity/browser";
import { signedInOperator } from "./helpers";

const csrfOf = async (b: Browser, path = "/admin/review") => /name="_csrf" value="([^"]+)"/.exec((await b.get(path)).html)![1]!;

async function auditOf(actor: string) {
  const { results } = await env.DB.prepare("SELECT actor, action, target FROM audit_log WHERE actor = ? ORDER BY id").bind(actor).all<{ actor: string; action: string; target: string }>();
  return results;
}
const stateOf = async (id: string) => (await env.DB.prepare("SELECT kyb_state, live_access, rejection_reason FROM accounts WHERE id = ?").bind(id).first<{ kyb_state: string; live_access: number; rejection_reason: string | null }>())!;

async function atKyb(name = "Roam Partners") {
  const a = await newAccount(name);
  expect((await call("/v1/account/kyb", { key: a.key, body: KYB })).status).toBe(200);
  return a;
}
async function atKyc(name = "Roam Identity") {
  const a = await atKyb(name);
  expect((await admin(`/admin/v1/accounts/${a.id}/kyb/approve`, { method: "POST" })).status).toBe(200);
  expect((await call("/v1/account/kyc", { key: a.key, body: KYC })).status).toBe(200);
  return a;
}

describe("review queue", () => {
  it("lists KYB and KYC forms with the ID number masked; the home page counts them", async () => {
    const kyb = await atKyb("Queue Business");
    const kyc = await atKyc("Queue Identity");
    const me = await signedInOperator("compliance");
    const page = await me.b.get("/admin/review");
    expect(page.status).toBe(200);
    expect(page.html).toContain(kyb.id);
    expect(page.html).toContain(KYB.registration_number);
    expect(page.html).toContain(kyc.id);
    expect(page.html).toContain(KYC.full_name);
    expect(page.html).toContain(`•••••${ID_NUMBER.slice(-4)}`);
    expect(page.html).not.toContain(ID_NUMBER);
    expect(page.html).toContain(`/admin/review/${kyc.id}/reveal`);
    expect(page.html).toContain(`/admin/review/${kyb.id}/kyb/approve`);
    const home = await me.b.get("/admin");
    expect(home.html).toMatch(/\d+ accounts? waits? for KYB review, \d+ accounts? waits? for KYC review/);
  });

  it("approving KYB then KYC moves the account and writes one audit entry each, naming the operator", async () => {
    const a = await atKyb();
    const me = await signedInOperator("compliance");
    const kyb = await me.b.post(`/admin/review/${a.id}/kyb/approve`, { _csrf: await csrfOf(me.b) });
    expect(kyb.status).toBe(200);
    expect(kyb.html).toContain("KYB of Roam Partners approved");
    expect((await stateOf(a.id)).kyb_state).toBe("kyc_pending");
    expect(await auditOf(me.id)).toEqual([{ actor: me.id, action: "kyb.approve", target: a.id }]);

    expect((await call("/v1/account/kyc", { key: a.key, body: KYC })).status).toBe(200);
    const kyc = await me.b.post(`/admin/review/${a.id}/kyc/approve`, { _csrf: await csrfOf(me.b) });
    expect(kyc.status).toBe(200);
    expect(kyc.html).toContain("live access");
    expect(await stateOf(a.id)).toMatchObject({ kyb_state: "approved", live_access: 1 });
    expect((await auditOf(me.id)).map((r) => r.action)).toEqual(["kyb.approve", "kyc.approve"]);
    // a second click on a decided account changes nothing and records nothing
    const again = await me.b.post(`/admin/review/${a.id}/kyc/approve`, { _csrf: await csrfOf(me.b) });
    expect(again.status).toBe(409);
    expect(await auditOf(me.id)).toHaveLength(2);
  });

  it("rejecting needs a reason; with one it writes one audit entry", async () => {
    const a = await atKyc();
    const me = await signedInOperator("compliance");
    expect((await me.b.post(`/admin/review/${a.id}/kyc/reject`, { _csrf: await csrfOf(me.b), reason: "   " })).status).toBe(400);
    expect((await stateOf(a.id)).kyb_state).toBe("kyc_submitted");
    expect(await auditOf(me.id)).toEqual([]);
    const res = await me.b.post(`/admin/review/${a.id}/kyc/reject`, { _csrf: await csrfOf(me.b), reason: "The document is expired." });
    expect(res.status).toBe(200);
    expect(await stateOf(a.id)).toMatchObject({ kyb_state: "rejected", rejection_reason: "The document is expired." });
    expect(await auditOf(me.id)).toEqual([{ actor: me.id, action: "kyc.reject", target: a.id }]);
  });

  it("reveals the ID number on an explicit click only, once per click, audited", async () => {
    const a = await atKyc();
    const me = await signedInOperator("compliance");
    const res = await me.b.post(`/admin/review/${a.id}/reveal`, { _csrf: await csrfOf(me.b) });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(/id="revealed-id-number"[\s\S]*?<code>([^<]+)<\/code>/.exec(res.html)?.[1]).toBe(ID_NUMBER);
    expect(await auditOf(me.id)).toEqual([{ actor: me.id, action: "kyc.reveal_id_number", target: a.id }]);
    // the queue page itself never shows it
    expect((await me.b.get("/admin/review")).html).not.toContain(ID_NUMBER);
    // a form without the session's token reveals nothing and records nothing
    expect((await me.b.post(`/admin/review/${a.id}/reveal`, { _csrf: "forged" })).status).toBe(403);
    expect(await auditOf(me.id)).toHaveLength(1);
  });

  it("support and finance see the queue without controls; their forged forms are 403, change nothing and write no entry", async () => {
    const kyb = await atKyb("Forged Business");
    const kyc = await atKyc("Forged Identity");
    for (const role of ["support", "finance"] as const) {
      const me = await signedInOperator(role);
      const page = await me.b.get("/admin/review");
      expect(page.status).toBe(200);
      expect(page.html).toContain(kyb.id);
      expect(page.html).toContain(`Your role (${role}) cannot do this; it is for admin, compliance.`);
      expect(page.html).not.toContain("/approve");
      expect(page.html).not.toContain("/reject");
      expect(page.html).not.toContain("/reveal");
      const csrf = await csrfOf(me.b);
      for (const [path, form] of [
        [`/admin/review/${kyb.id}/kyb/approve`, {}],
        [`/admin/review/${kyb.id}/kyb/reject`, { reason: "no" }],
        [`/admin/review/${kyc.id}/kyc/approve`, {}],
        [`/admin/review/${kyc.id}/kyc/reject`, { reason: "no" }],
        [`/admin/review/${kyc.id}/reveal`, {}],
      ] as const) {
        const res = await me.b.post(path, { _csrf: csrf, ...form });
        expect(res.status).toBe(403);
        expect(res.html).not.toContain(ID_NUMBER);
      }
      expect((await stateOf(kyb.id)).kyb_state).toBe("kyb_submitted");
      expect(await stateOf(kyc.id)).toMatchObject({ kyb_state: "kyc_submitted", live_access: 0 });
      expect(await auditOf(me.id)).toEqual([]);
    }
  });

  it("refuses a reviewer's form from another origin, changing nothing", async () => {
    const a = await atKyb();
    const me = await signedInOperator("compliance");
    expect((await me.b.post(`/admin/review/${a.id}/kyb/approve`, { _csrf: await csrfOf(me.b) }, "https://evil.example")).status).toBe(403);
    expect((await me.b.request(`/admin/review/${a.id}/kyb/approve`, { form: { _csrf: await csrfOf(me.b) }, origin: null })).status).toBe(403);
    expect((await stateOf(a.id)).kyb_state).toBe("kyb_submitted");
    expect(await auditOf(me.id)).toEqual([]);
    expect((await new Browser().get("/admin/review")).location).toBe("/admin/login");
  });
});
