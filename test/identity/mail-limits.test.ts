// Mail a person can make us send to someone else: only an owner whose email is verified invites
// anyone; invitations are limited per account (20 a day) and per invited email (3 a day),
// revoking one gives nothing back; a new verification link goes at most 5 times an hour; reset
// links at most 5 times an hour per email, past which the page answers exactly as always. The
// account's name appears in an invitation only quoted, flattened and cut, never in its subject.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { Browser, lastMail, signUp, uniqueEmail } from "./browser";

const HOUR = 3_600_000;
const mailsTo = async (to: string) => (await env.DB.prepare('SELECT count(*) AS n FROM mail_outbox WHERE "to" = ?').bind(to).first<{ n: number }>())!.n;
const invitesTo = async (email: string) => (await env.DB.prepare("SELECT count(*) AS n FROM user_links WHERE purpose = 'invite' AND email = ?").bind(email).first<{ n: number }>())!.n;
const alertOf = (html: string) => /role="alert">([^<]+)</.exec(html)?.[1];
const accountOf = async (email: string) =>
  (await env.DB.prepare("SELECT m.account_id AS id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = ?").bind(email).first<{ id: string }>())!.id;
/** Moves every counted send of `purpose` back in time, as if `ms` had passed. */
const age = (purpose: string, ms: number) => env.DB.prepare("UPDATE mail_sends SET at = at - ? WHERE purpose = ?").bind(ms, purpose).run();

async function inviteFrom(owner: Browser, email: string, role = "viewer") {
  return owner.post("/dashboard/team/invite", { _csrf: await owner.csrf("/dashboard/team"), email, role });
}
async function revokeAll(owner: Browser) {
  for (const id of [...(await owner.get("/dashboard/team")).html.matchAll(/\/dashboard\/team\/invitations\/(lnk_[A-Z0-9]+)\/revoke/g)].map((m) => m[1]!)) {
    expect((await owner.post(`/dashboard/team/invitations/${id}/revoke`, { _csrf: await owner.csrf("/dashboard/team") })).status).toBe(200);
  }
}

describe("invitations", () => {
  it("an owner whose email is not verified cannot invite anyone: 403, nothing stored, no mail; once verified, they can", async () => {
    const owner = new Browser();
    const { email } = await signUp(owner);
    const invitee = uniqueEmail("stranger");
    const refused = await inviteFrom(owner, invitee, "owner");
    expect(refused.status).toBe(403);
    expect(alertOf(refused.html)).toMatch(/^Verify your email before inviting anyone: /);
    expect(await invitesTo(invitee)).toBe(0);
    expect(await mailsTo(invitee)).toBe(0);
    expect(refused.html).not.toContain(invitee);

    const token = new URL((await lastMail(email)).link, "http://x").searchParams.get("token")!;
    expect((await new Browser().post("/verify-email", { token })).status).toBe(200);
    expect((await inviteFrom(owner, invitee, "owner")).status).toBe(200);
    expect(await mailsTo(invitee)).toBe(1);
  });

  it("an email gets at most 3 invitations a day, from any accounts; revoking gives none back; the window rolls", async () => {
    const first = new Browser();
    await signUp(first, uniqueEmail(), "First Co", { verified: true });
    const second = new Browser();
    await signUp(second, uniqueEmail(), "Second Co", { verified: true });
    const invitee = uniqueEmail("popular");
    expect((await inviteFrom(first, invitee)).status).toBe(200);
    await revokeAll(first);
    expect((await inviteFrom(first, invitee)).status).toBe(200);
    await revokeAll(first);
    expect((await inviteFrom(second, invitee)).status).toBe(200);
    const linksBefore = await invitesTo(invitee);
    for (const owner of [first, second]) {
      const refused = await inviteFrom(owner, invitee);
      expect(refused.status).toBe(429);
      expect(alertOf(refused.html)).toBe("This email has been sent 3 invitations in the last 24 hours, the most it may receive. Try again later.");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
    }
    expect(await invitesTo(invitee)).toBe(linksBefore);
    expect(await mailsTo(invitee)).toBe(3);
    // a day later the oldest have left the window
    await age("invite", 24 * 3_600_000);
    expect((await inviteFrom(second, invitee)).status).toBe(200);
  });

  it("an account sends at most 20 invitations a day; revoking gives none back", async () => {
    const owner = new Browser();
    await signUp(owner, uniqueEmail(), "Busy Co", { verified: true });
    for (let i = 0; i < 20; i++) {
      expect((await inviteFrom(owner, uniqueEmail(`guest${i}`))).status).toBe(200);
      if (i % 5 === 4) await revokeAll(owner);
    }
    const invitee = uniqueEmail("one-too-many");
    const refused = await inviteFrom(owner, invitee);
    expect(refused.status).toBe(429);
    expect(alertOf(refused.html)).toBe("This account has sent 20 invitations in the last 24 hours, the most it may. Try again later.");
    expect(await invitesTo(invitee)).toBe(0);
    expect(await mailsTo(invitee)).toBe(0);
    // another account is not held by this one's limit
    const other = new Browser();
    await signUp(other, uniqueEmail(), "Quiet Co", { verified: true });
    expect((await inviteFrom(other, invitee)).status).toBe(200);
  });

  it("the mail's subject names no account; the body quotes the account's chosen name, flattened and cut, as that", async () => {
    const owner = new Browser();
    const { email } = await signUp(owner, uniqueEmail(), "Plain Co", { verified: true });
    const planted = 'URGENT: sign in at https://evil.example\r\nYour account is "suspended"\u202E' + "x".repeat(200);
    await env.DB.prepare("UPDATE accounts SET name = ? WHERE id = ?").bind(planted, await accountOf(email)).run();
    const invitee = uniqueEmail("target");
    expect((await inviteFrom(owner, invitee, "developer")).status).toBe(200);
    const mail = await lastMail(invitee);
    expect(mail.subject).toBe("You are invited to join a team on Partner Commerce");
    expect(mail.subject).not.toMatch(/URGENT|evil/);
    // flattened, its quotes made single, cut at 60 characters
    const quoted = `"URGENT: sign in at https://evil.example Your account is 'su\u2026"`;
    expect(mail.text).toContain(`the account named ${quoted} (a name its owner chose, not checked by Partner Commerce)`);
    // no line of the mail starts with the planted words, and nothing of them is unquoted
    for (const line of mail.text.split("\n")) expect(line).not.toMatch(/^(URGENT|Your account)/);
    expect(mail.text).not.toMatch(/[\r\u202E]/);
    expect(mail.text.split(quoted).join("")).not.toMatch(/URGENT|suspended/);
    expect(mail.link).toMatch(/^\/invite\?token=/);
  });
});

describe("verification links", () => {
  it("a new link is sent at most 5 times an hour; then 429 with a clear sentence and no mail; the window rolls", async () => {
    const b = new Browser();
    const { email } = await signUp(b);
    const resend = async () => b.post("/dashboard/security/verify-email", { _csrf: await b.csrf("/dashboard/security") });
    for (let i = 0; i < 5; i++) expect((await resend()).status).toBe(200);
    const sent = await mailsTo(email);
    expect(sent).toBe(6); // the sign-up's and five more
    const refused = await resend();
    expect(refused.status).toBe(429);
    expect(alertOf(refused.html)).toBe("You asked for 5 verification links in the last hour, the most we send. Use the newest one, or try again later.");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(await mailsTo(email)).toBe(sent);
    await age("verify_email", HOUR);
    expect((await resend()).status).toBe(200);
    expect(await mailsTo(email)).toBe(sent + 1);
  });
});

describe("password reset links", () => {
  it("at most 5 reset mails per email an hour; past it the page answers exactly as for an unknown email, and sends nothing", async () => {
    const { email } = await signUp(new Browser());
    const before = await mailsTo(email);
    const ask = (who: string) => new Browser().post("/forgot-password", { email: who });
    const unknown = await ask(uniqueEmail("nobody"));
    for (let i = 0; i < 5; i++) {
      const res = await ask(email);
      expect(res.status).toBe(unknown.status);
      expect(res.html).toBe(unknown.html);
    }
    expect(await mailsTo(email)).toBe(before + 5);
    const past = await ask(email);
    expect(past.status).toBe(unknown.status);
    expect(past.html).toBe(unknown.html);
    expect(past.headers.get("retry-after")).toBeNull();
    expect(await mailsTo(email)).toBe(before + 5);
    // another email is not held by this one's limit
    const other = (await signUp(new Browser())).email;
    const otherBefore = await mailsTo(other);
    await ask(other);
    expect(await mailsTo(other)).toBe(otherBefore + 1);
    // an hour later there is room again
    await age("reset_password", HOUR);
    await ask(email);
    expect(await mailsTo(email)).toBe(before + 6);
  });

  it("the form is limited per client address too (PAGES_LIMIT), like every signed-out form", async () => {
    const { createExecutionContext, waitOnExecutionContext } = await import("cloudflare:test");
    const { default: worker } = await import("../../src/index");
    const limited = { ...env, RATE_LIMITS: "on" } as Env;
    const holder = new Browser();
    const csrf = await holder.formToken();
    const cookie = [...holder.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const send = async (ip: string) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(
        new Request("http://svc.test/forgot-password", {
          method: "POST",
          headers: { origin: "http://svc.test", "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": ip, cookie },
          body: new URLSearchParams({ email: uniqueEmail("nobody"), _csrf: csrf }).toString(),
        }),
        limited,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return res;
    };
    const ip = `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    // 20 per 60 s: 41 requests put at least 21 in one window even if a window boundary falls inside
    const statuses: number[] = [];
    for (let i = 0; i < 41; i++) statuses.push((await send(ip)).status);
    expect(statuses).toContain(429);
    expect((await send(`${ip}.other`)).status).toBe(200);
  });
});
