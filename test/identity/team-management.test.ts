// Team management through the real pages: owners list members (email, role, since) and pending
// invitations (email, role, expires), change roles, remove members and revoke invitations; the
// last owner stays; a change bites on the member's next request; everyone else reads the page
// and is refused (403, nothing changed) when posting its forms.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { Browser, lastMail, PASSWORD, signUp, uniqueEmail } from "./browser";

const tokenOf = (link: string) => new URL(link, "http://x").searchParams.get("token")!;

async function invite(owner: Browser, email: string, role: string): Promise<string> {
  const res = await owner.post("/dashboard/team/invite", { _csrf: await owner.csrf("/dashboard/team"), email, role });
  expect(res.status).toBe(200);
  return tokenOf((await lastMail(email)).link);
}

/** An owner with a team: one member who joined with `role` (a new user, in no other account). */
async function team(role: string) {
  const owner = new Browser();
  const ownerEmail = uniqueEmail("owner");
  await signUp(owner, ownerEmail, "Managed Co", { verified: true });
  const memberEmail = uniqueEmail(role);
  const member = new Browser();
  expect((await member.post("/invite", { token: await invite(owner, memberEmail, role), password: PASSWORD })).location).toBe("/dashboard");
  const page = (await owner.get("/dashboard/team")).html;
  const idOf = (email: string) => new RegExp(`${email}(?: \\(you\\))?</td><td data-label="Role"><form method="post" action="/dashboard/team/members/(usr_[A-Z0-9]+)/role"`).exec(page)![1]!;
  return { owner, ownerEmail, ownerId: idOf(ownerEmail), member, memberEmail, memberId: idOf(memberEmail) };
}

const roleIn = async (accountOf: Browser, userId: string) => {
  const page = (await accountOf.get("/dashboard")).html;
  const account = /<h1>([^<]+)<\/h1>/.exec(page)![1]!;
  return (await env.DB.prepare("SELECT m.role FROM memberships m JOIN accounts a ON a.id = m.account_id WHERE a.name = ? AND m.user_id = ?").bind(account, userId).first<{ role: string }>())?.role;
};
const membershipsOf = async (userId: string) => (await env.DB.prepare("SELECT count(*) AS n FROM memberships WHERE user_id = ?").bind(userId).first<{ n: number }>())!.n;
const createKey = async (b: Browser) => (await b.post("/dashboard/api-keys", { _csrf: await b.csrf("/dashboard/api-keys"), mode: "test" })).status;
const alertOf = (html: string) => /role="alert">([^<]+)</.exec(html)?.[1];

describe("the team page", () => {
  it("lists members with role and since, and pending invitations with role and expiry", async () => {
    const { owner, ownerEmail, memberEmail } = await team("developer");
    const pending = uniqueEmail("pending");
    await invite(owner, pending, "finance");
    const html = (await owner.get("/dashboard/team")).html;
    const today = new Date().toISOString().slice(0, 10);
    expect(html).toContain(`${ownerEmail} (you)`);
    expect(html).toMatch(new RegExp(`${memberEmail}</td><td data-label="Role">.*<option value="developer" selected="">Developer</option>.*?<td data-label="Since">${today}</td>`));
    const expires = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString().slice(0, 10);
    expect(html).toMatch(new RegExp(`<td data-label="Email">${pending}</td><td data-label="Role">finance</td><td data-label="Expires">${expires} \\d\\d:\\d\\d UTC</td>`));
    // the member who accepted is no longer pending
    expect(html).not.toMatch(new RegExp(`<td data-label="Email">${memberEmail}</td><td data-label="Role">developer</td><td data-label="Expires">`));
  });
});

describe("owners manage members", () => {
  it("a role change bites on the member's next request, both ways", async () => {
    const { owner, member, memberId } = await team("viewer");
    expect(await createKey(member)).toBe(403);
    const up = await owner.post(`/dashboard/team/members/${memberId}/role`, { _csrf: await owner.csrf("/dashboard/team"), role: "developer" });
    expect(up.status).toBe(200);
    expect(up.html).toContain("Role changed.");
    expect(await createKey(member)).toBe(201);
    await owner.post(`/dashboard/team/members/${memberId}/role`, { _csrf: await owner.csrf("/dashboard/team"), role: "viewer" });
    expect(await createKey(member)).toBe(403);
    expect((await owner.post(`/dashboard/team/members/${memberId}/role`, { _csrf: await owner.csrf("/dashboard/team"), role: "admin" })).status).toBe(400);
    expect(await roleIn(owner, memberId)).toBe("viewer");
  });

  it("a removed member's session no longer reaches the account, at once", async () => {
    const { owner, member, memberId, memberEmail } = await team("developer");
    expect((await member.get("/dashboard")).html).toContain("<h1>Managed Co</h1>");
    const res = await owner.post(`/dashboard/team/members/${memberId}/remove`, { _csrf: await owner.csrf("/dashboard/team"), });
    expect(res.status).toBe(200);
    expect(res.html).toContain("Member removed.");
    expect(res.html).not.toContain(memberEmail);
    expect(await membershipsOf(memberId)).toBe(0);
    // the same session, its very next request: no account page, no key created
    for (const path of ["/dashboard", "/dashboard/api-keys", "/dashboard/team"]) {
      const page = await member.get(path);
      expect(page.status).toBe(403);
      expect(page.html).not.toContain("Managed Co");
    }
    const keysBefore = (await env.DB.prepare("SELECT count(*) AS n FROM api_keys").first<{ n: number }>())!.n;
    expect((await member.post("/dashboard/api-keys", { _csrf: "x", mode: "test" })).status).toBe(403);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM api_keys").first<{ n: number }>())!.n).toBe(keysBefore);
  });

  it("a removed member who has an account of their own is back in it, and cannot switch to the old one", async () => {
    const owner = new Browser();
    await signUp(owner, uniqueEmail(), "Leaving Co", { verified: true });
    const memberEmail = uniqueEmail("dev");
    const member = new Browser();
    await signUp(member, memberEmail, "Home Co");
    const token = await invite(owner, memberEmail, "developer");
    expect((await member.post("/invite", { token, _csrf: await member.csrf(`/invite?token=${token}`) })).location).toBe("/dashboard");
    const leaving = /<option value="(acct_[A-Z0-9]+)"[^>]*>Leaving Co/.exec((await member.get("/dashboard")).html)![1]!;
    const memberId = new RegExp(`${memberEmail}</td><td data-label="Role"><form method="post" action="/dashboard/team/members/(usr_[A-Z0-9]+)/role"`).exec((await owner.get("/dashboard/team")).html)![1]!;
    expect((await owner.post(`/dashboard/team/members/${memberId}/remove`, { _csrf: await owner.csrf("/dashboard/team") })).status).toBe(200);
    const home = await member.get("/dashboard");
    expect(home.html).toContain("<h1>Home Co</h1>");
    expect(home.html).not.toContain("Leaving Co");
    await member.post("/dashboard/switch", { _csrf: await member.csrf(), account_id: leaving });
    expect((await member.get("/dashboard")).html).toContain("<h1>Home Co</h1>");
  });

  it("the last owner can be neither demoted nor removed; with a second owner, either may step down", async () => {
    const { owner, ownerId, member, memberId } = await team("developer");
    for (const [path, form] of [
      [`/dashboard/team/members/${ownerId}/role`, { role: "viewer" }],
      [`/dashboard/team/members/${ownerId}/remove`, {}],
    ] as const) {
      const res = await owner.post(path, { ...form, _csrf: await owner.csrf("/dashboard/team") });
      expect(res.status).toBe(409);
      expect(alertOf(res.html)).toBe("An account needs an owner: make another member an owner first.");
      expect(await roleIn(owner, ownerId)).toBe("owner");
    }
    // promote the member, then the first owner may leave the role
    expect((await owner.post(`/dashboard/team/members/${memberId}/role`, { _csrf: await owner.csrf("/dashboard/team"), role: "owner" })).status).toBe(200);
    const down = await owner.post(`/dashboard/team/members/${ownerId}/role`, { _csrf: await owner.csrf("/dashboard/team"), role: "viewer" });
    expect(down.status).toBe(200);
    // the page answers as the new role at once: read-only
    expect(down.html).toContain("Only owners manage members. Your role: viewer.");
    expect(down.html).not.toContain("Change role");
    // now the member is the last owner
    const res = await member.post(`/dashboard/team/members/${memberId}/remove`, { _csrf: await member.csrf("/dashboard/team") });
    expect(res.status).toBe(409);
    expect(await roleIn(member, memberId)).toBe("owner");
  });

  it("a revoked invitation disappears and its link stops working", async () => {
    const { owner } = await team("viewer");
    const email = uniqueEmail("invited");
    const token = await invite(owner, email, "developer");
    const id = /\/dashboard\/team\/invitations\/(lnk_[A-Z0-9]+)\/revoke/.exec((await owner.get("/dashboard/team")).html)![1]!;
    const res = await owner.post(`/dashboard/team/invitations/${id}/revoke`, { _csrf: await owner.csrf("/dashboard/team") });
    expect(res.status).toBe(200);
    expect(res.html).toContain("Invitation revoked.");
    expect(res.html).not.toContain(email);
    expect((await new Browser().get(`/invite?token=${token}`)).status).toBe(400);
    expect((await new Browser().post("/invite", { token, password: PASSWORD })).status).toBe(400);
    // twice: nothing left to revoke
    expect((await owner.post(`/dashboard/team/invitations/${id}/revoke`, { _csrf: await owner.csrf("/dashboard/team") })).status).toBe(404);
  });

  it("an owner cannot touch another account's members or invitations", async () => {
    const a = await team("developer");
    const b = await team("viewer");
    const foreignInvite = uniqueEmail("foreign");
    const token = await invite(b.owner, foreignInvite, "viewer");
    const inviteId = /\/dashboard\/team\/invitations\/(lnk_[A-Z0-9]+)\/revoke/.exec((await b.owner.get("/dashboard/team")).html)![1]!;
    const csrf = await a.owner.csrf("/dashboard/team");
    expect((await a.owner.post(`/dashboard/team/members/${b.memberId}/remove`, { _csrf: csrf })).status).toBe(404);
    expect((await a.owner.post(`/dashboard/team/members/${b.memberId}/role`, { _csrf: csrf, role: "owner" })).status).toBe(404);
    expect((await a.owner.post(`/dashboard/team/invitations/${inviteId}/revoke`, { _csrf: csrf })).status).toBe(404);
    expect(await membershipsOf(b.memberId)).toBe(1);
    expect(await roleIn(b.member, b.memberId)).toBe("viewer");
    expect((await new Browser().get(`/invite?token=${token}`)).status).toBe(200);
  });
});

describe("everyone else reads the team page", () => {
  for (const role of ["developer", "finance", "viewer"]) {
    it(`a ${role} sees members and invitations without forms, and every team POST is 403 with nothing changed`, async () => {
      const { owner, ownerId, member, memberId } = await team(role);
      const pendingEmail = uniqueEmail("pending");
      const token = await invite(owner, pendingEmail, "viewer");
      const inviteId = /\/dashboard\/team\/invitations\/(lnk_[A-Z0-9]+)\/revoke/.exec((await owner.get("/dashboard/team")).html)![1]!;
      const page = await member.get("/dashboard/team");
      expect(page.status).toBe(200);
      expect(page.html).toContain(pendingEmail);
      expect(page.html).toContain(`Only owners manage members. Your role: ${role}.`);
      expect(page.html).not.toMatch(/\/dashboard\/team\/(members|invitations|invite)/);
      const csrf = await member.csrf("/dashboard/team");
      for (const [path, form] of [
        [`/dashboard/team/members/${ownerId}/role`, { role: "viewer" }],
        [`/dashboard/team/members/${memberId}/role`, { role: "owner" }],
        [`/dashboard/team/members/${ownerId}/remove`, {}],
        [`/dashboard/team/invitations/${inviteId}/revoke`, {}],
        ["/dashboard/team/invite", { email: uniqueEmail(), role: "owner" }],
      ] as const) {
        const res = await member.post(path, { ...form, _csrf: csrf });
        expect(res.status).toBe(403);
        expect(alertOf(res.html)).toMatch(/^Only owners (manage|invite) members\.$/);
      }
      expect(await roleIn(owner, ownerId)).toBe("owner");
      expect(await roleIn(member, memberId)).toBe(role);
      expect((await new Browser().get(`/invite?token=${token}`)).status).toBe(200);
    });
  }

  it("the owner's forms need the CSRF token and our Origin like every other", async () => {
    const { owner, memberId } = await team("viewer");
    const csrf = await owner.csrf("/dashboard/team");
    expect((await owner.post(`/dashboard/team/members/${memberId}/remove`, {})).status).toBe(403);
    expect((await owner.post(`/dashboard/team/members/${memberId}/role`, { _csrf: csrf, role: "owner" }, "https://evil.example")).status).toBe(403);
    expect(await membershipsOf(memberId)).toBe(1);
  });
});
