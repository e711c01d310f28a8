// The console's operators page through the real app: admins add operators (mailed a set-up
// link), send a new set-up link, create a named token shown once and revoke it, each writing
// exactly one audit entry naming the operator; other roles see the lists without controls and
// their forged forms change nothing and write no entry; forms from elsewhere are refused.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { admin, call } from "../support/api";
import { Browser, uniqueEmail } from "../identity/browser";
import { newOperator, signedInOperator } from "./helpers";

const csrfOf = async (b: Browser, path = "/admin/operators") => /name="_csrf" value="([^"]+)"/.exec((await b.get(path)).html)![1]!;

async function auditOf(actor: string) {
  const { results } = await env.DB.prepare("SELECT actor, operator_id, action, target FROM audit_log WHERE actor = ? ORDER BY id").bind(actor).all<{ actor: string; operator_id: string; action: string; target: string }>();
  return results;
}
const operatorCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM operators").first<{ n: number }>())!.n;
const tokenRows = async (operatorId: string) =>
  (await env.DB.prepare("SELECT id, revoked_at FROM operator_tokens WHERE operator_id = ?").bind(operatorId).all<{ id: string; revoked_at: number | null }>()).results;
const mailsTo = async (to: string) => (await env.DB.prepare('SELECT count(*) AS n FROM mail_outbox WHERE "to" = ?').bind(to).first<{ n: number }>())!.n;

describe("operators page", () => {
  it("an admin adds an operator, who is mailed a set-up link; one audit entry names the admin", async () => {
    const me = await signedInOperator("admin");
    const page = await me.b.get("/admin/operators");
    expect(page.status).toBe(200);
    expect(page.html).toContain('action="/admin/operators"');
    expect(page.html).toContain("Compliance: KYB and KYC review, accounts");
    const email = uniqueEmail("dana");
    const res = await me.b.post("/admin/operators", { _csrf: await csrfOf(me.b), email, name: "Dana Reyes", role: "compliance" });
    expect(res.status).toBe(200);
    expect(res.html).toContain("mailed a set-up link");
    const row = await env.DB.prepare("SELECT o.id, o.role FROM operators o JOIN users u ON u.id = o.user_id WHERE u.email = ?").bind(email).first<{ id: string; role: string }>();
    expect(row?.role).toBe("compliance");
    expect(await mailsTo(email)).toBe(1);
    expect(await auditOf(me.id)).toEqual([{ actor: me.id, operator_id: me.id, action: "operator.create", target: row!.id }]);
    expect(me.id).toMatch(/^op_/);
    expect((await me.b.get("/admin/operators")).html).toContain("Dana Reyes");
  });

  it("refuses a bad or taken email and a made-up role, changing nothing", async () => {
    const me = await signedInOperator("admin");
    const taken = await newOperator("support");
    const before = await operatorCount();
    for (const form of [
      { email: "not an email", name: "X", role: "support" },
      { email: uniqueEmail(), name: "X", role: "root" },
      { email: uniqueEmail(), name: "  ", role: "support" },
      { email: taken.email, name: "Again", role: "support" },
    ]) {
      expect((await me.b.post("/admin/operators", { _csrf: await csrfOf(me.b), ...form })).status).toBe(400);
    }
    expect(await operatorCount()).toBe(before);
    expect(await auditOf(me.id)).toEqual([]);
  });

  it("an admin mails a new set-up link; one audit entry", async () => {
    const me = await signedInOperator("admin");
    const other = await newOperator("finance");
    const res = await me.b.post(`/admin/operators/${other.id}/setup-link`, { _csrf: await csrfOf(me.b) });
    expect(res.status).toBe(200);
    expect(await mailsTo(other.email)).toBe(2);
    expect(await auditOf(me.id)).toEqual([{ actor: me.id, operator_id: me.id, action: "operator.send_setup_link", target: other.id }]);
    expect((await me.b.post("/admin/operators/op_unknown/setup-link", { _csrf: await csrfOf(me.b) })).status).toBe(404);
    expect(await auditOf(me.id)).toHaveLength(1);
  });

  it("an admin disables an operator who left: their session and tokens stop, one audit entry; never themselves", async () => {
    const me = await signedInOperator("admin");
    const other = await signedInOperator("support");
    expect((await other.b.get("/admin")).status).toBe(200);
    const res = await me.b.post(`/admin/operators/${other.id}/disable`, { _csrf: await csrfOf(me.b) });
    expect(res.status).toBe(200);
    expect(res.html).toContain("is disabled");
    expect((await other.b.get("/admin")).status).toBe(303);
    expect(await auditOf(me.id)).toEqual([{ actor: me.id, operator_id: me.id, action: "operator.disable", target: other.id }]);
    expect((await me.b.post(`/admin/operators/${me.id}/disable`, { _csrf: await csrfOf(me.b) })).status).toBe(400);
    expect((await me.b.get("/admin")).status).toBe(200);
    expect(await auditOf(me.id)).toHaveLength(1);
  });

  it("an admin creates a token for themself, shown once, that works on /admin/v1, then revokes it; one audit entry each", async () => {
    const me = await signedInOperator("admin");
    const other = await newOperator("support");
    // a token for another operator would act as them: refused, nothing made, nothing recorded
    const forged = await me.b.post("/admin/operator-tokens", { _csrf: await csrfOf(me.b), operator_id: other.id, name: "as them" });
    expect(forged.status).toBe(403);
    expect(forged.html).toContain("only for themselves");
    expect(await tokenRows(other.id)).toEqual([]);
    const made = await me.b.post("/admin/operator-tokens", { _csrf: await csrfOf(me.b), name: "reporting" });
    expect(made.status).toBe(200);
    const secret = /id="new-operator-token"[^>]*>(pco_[\w-]+)</.exec(made.html)![1]!;
    const [token] = await tokenRows(me.id);
    expect(token).toBeDefined();
    expect((await call("/admin/v1/accounts", { key: secret })).status).toBe(200);
    // the secret is on that answer only
    const later = await me.b.get("/admin/operators");
    expect(later.html).toContain(token!.id);
    expect(later.html).not.toContain(secret);

    const revoked = await me.b.post(`/admin/operator-tokens/${token!.id}/revoke`, { _csrf: await csrfOf(me.b) });
    expect(revoked.status).toBe(200);
    expect((await call("/admin/v1/accounts", { key: secret })).status).toBe(401);
    // revoking again records nothing new
    await me.b.post(`/admin/operator-tokens/${token!.id}/revoke`, { _csrf: await csrfOf(me.b) });
    expect(await auditOf(me.id)).toEqual([
      { actor: me.id, operator_id: me.id, action: "operator_token.create", target: token!.id },
      { actor: me.id, operator_id: me.id, action: "operator_token.revoke", target: token!.id },
    ]);
  });

  it("other roles see the lists without controls; their forged forms are 403, change nothing and write no entry", async () => {
    const victim = await newOperator("support");
    await admin(`/admin/v1/operators/${victim.id}/tokens`, { body: { name: "kept" } });
    const [token] = await tokenRows(victim.id);
    for (const role of ["compliance", "finance", "support"] as const) {
      const me = await signedInOperator(role);
      const page = await me.b.get("/admin/operators");
      expect(page.status).toBe(200);
      expect(page.html).toContain(victim.email);
      expect(page.html).toContain(`Your role (${role}) cannot do this; it is for admin.`);
      expect(page.html).not.toContain('action="/admin/operators"');
      expect(page.html).not.toContain("setup-link");
      expect(page.html).not.toContain("/revoke");
      const before = { ops: await operatorCount(), mails: await mailsTo(victim.email) };
      const csrf = await csrfOf(me.b);
      for (const [path, form] of [
        ["/admin/operators", { email: uniqueEmail(), name: "Sneaky", role: "admin" }],
        [`/admin/operators/${victim.id}/setup-link`, {}],
        ["/admin/operator-tokens", { operator_id: me.id, name: "mine" }],
        [`/admin/operator-tokens/${token!.id}/revoke`, {}],
      ] as const) {
        const res = await me.b.post(path, { _csrf: csrf, ...form });
        expect(res.status).toBe(403);
        expect(res.html).toContain("Nothing was changed");
      }
      expect(await operatorCount()).toBe(before.ops);
      expect(await mailsTo(victim.email)).toBe(before.mails);
      expect(await tokenRows(me.id)).toEqual([]);
      expect((await tokenRows(victim.id))[0]!.revoked_at).toBeNull();
      expect(await auditOf(me.id)).toEqual([]);
    }
  });

  it("refuses an admin's form from another origin or without the session's token", async () => {
    const me = await signedInOperator("admin");
    const before = await operatorCount();
    const form = { email: uniqueEmail(), name: "Elsewhere", role: "support" };
    expect((await me.b.post("/admin/operators", { _csrf: await csrfOf(me.b), ...form }, "https://evil.example")).status).toBe(403);
    expect((await me.b.post("/admin/operators", { _csrf: "forged", ...form })).status).toBe(403);
    expect((await me.b.request("/admin/operators", { form: { _csrf: await csrfOf(me.b), ...form }, origin: null })).status).toBe(403);
    expect(await operatorCount()).toBe(before);
    expect(await auditOf(me.id)).toEqual([]);
    // signed out, the page and its forms send the visitor to log in
    const stranger = new Browser();
    expect((await stranger.get("/admin/operators")).location).toBe("/admin/login");
    expect((await stranger.post("/admin/operators", form)).location).toBe("/admin/login");
  });
});
