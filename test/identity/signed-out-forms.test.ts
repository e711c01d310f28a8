// The signed-out forms (sign-up, log-in, forgot and reset password, email verification, joining
// a team as a new user) through the real app: each page hands the browser one pre-session token,
// in the form and in a `__Host-` cookie signed by this service, and each form is refused (403,
// nothing changed: no user, no mail, no failed log-in counted, no link spent) unless it comes
// from our Origin with the token its cookie holds, under a signature made with our key.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { FORM_COOKIE, newFormToken } from "../../src/identity/csrf";
import { sha256Hex } from "../../src/lib/crypto";
import { Browser, lastMail, PASSWORD, signUp, uniqueEmail } from "./browser";

const tokenOf = (link: string) => new URL(link, "http://x").searchParams.get("token")!;
const count = async (sql: string, ...args: unknown[]) => (await env.DB.prepare(sql).bind(...args).first<number>("n")) ?? 0;
const usersWith = (email: string) => count("SELECT count(*) AS n FROM users WHERE email = ?", email);
const mailsTo = (email: string) => count("SELECT count(*) AS n FROM mail_outbox WHERE \"to\" = ?", email);
const failuresAt = (ip: string) => count("SELECT count(*) AS n FROM login_failures WHERE key = ?", `ip:${ip}`);
const failuresFor = async (email: string) => count("SELECT count(*) AS n FROM login_failures WHERE key = ?", `email:${await sha256Hex(email)}`);
const linkUsed = async (token: string) => (await env.DB.prepare("SELECT used_at FROM user_links WHERE token_hash = ?").bind(await sha256Hex(token)).first<{ used_at: number | null }>())!.used_at !== null;

let ipN = 0;
const newIp = () => `192.0.2.${(ipN++ % 250) + 1}`;

/**
 * Every way a forged or stale signed-out form can arrive, each from its own browser and each
 * expected to be 403: no token, another browser's token, the token with no cookie, a cookie
 * signed with another key (as a sibling host without ours would plant), a cookie whose signature
 * was altered, and the right token from a foreign Origin.
 */
async function forgeries(path: string, form: Record<string, string>, ip: string): Promise<[string, number][]> {
  const headers = { "cf-connecting-ip": ip };
  const ready = async () => {
    const b = new Browser();
    return { b, token: await b.formToken() };
  };
  const out: [string, number][] = [];
  const send = async (what: string, b: Browser, fields: Record<string, string>, origin?: string | null) =>
    out.push([what, (await b.request(path, { form: fields, origin, headers, csrf: false })).status]);

  const none = await ready();
  await send("no _csrf", none.b, form);
  const other = await ready();
  const mine = await ready();
  await send("another browser's _csrf", mine.b, { ...form, _csrf: other.token });
  await send("a wrong _csrf", mine.b, { ...form, _csrf: "wrong" });
  await send("no cookie", new Browser(), { ...form, _csrf: other.token });
  const planted = new Browser();
  const foreign = await newFormToken("a key this service does not have");
  planted.cookies.set(FORM_COOKIE, foreign.cookie);
  await send("a cookie signed with another key", planted, { ...form, _csrf: foreign.token });
  const altered = await ready();
  const [tok, sig] = altered.b.cookies.get(FORM_COOKIE)!.split(".");
  altered.b.cookies.set(FORM_COOKIE, `${tok}.${sig!.slice(0, -2)}${sig!.endsWith("AA") ? "BB" : "AA"}`);
  await send("a cookie with an altered signature", altered.b, { ...form, _csrf: altered.token });
  const wrongOrigin = await ready();
  await send("a foreign Origin", wrongOrigin.b, { ...form, _csrf: wrongOrigin.token }, "https://evil.example");
  await send("no Origin", wrongOrigin.b, { ...form, _csrf: wrongOrigin.token }, null);
  return out;
}

const expectAllRefused = (results: [string, number][]) => {
  for (const [what, status] of results) expect(status, what).toBe(403);
};

describe("the pre-session token", () => {
  it("every signed-out form carries the browser's one token, and its cookie is __Host-, Secure, HttpOnly, SameSite=Strict, signed", async () => {
    const owner = new Browser();
    const { email } = await signUp(owner);
    const verifyLink = (await lastMail(email)).link;
    await new Browser().post("/forgot-password", { email });
    const resetLink = (await lastMail(email)).link;
    const invitee = uniqueEmail("invitee");
    const inviter = new Browser();
    await signUp(inviter, uniqueEmail(), "Acme Travel", { verified: true });
    await inviter.post("/dashboard/team/invite", { _csrf: await inviter.csrf("/dashboard/team"), email: invitee, role: "viewer" });
    const inviteLink = (await lastMail(invitee)).link;

    const b = new Browser();
    const first = await b.get("/signup");
    const line = first.headers.getSetCookie().find((c) => c.startsWith(`${FORM_COOKIE}=`))!;
    expect(line).toMatch(/; Path=\/(;|$)/);
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Strict/);
    expect(line).not.toMatch(/Domain=/i);
    const token = /name="_csrf" value="([^"]+)"/.exec(first.html)![1]!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    expect(b.cookies.get(FORM_COOKIE)).toMatch(new RegExp(`^${token}\\.[A-Za-z0-9_-]{43}$`));
    // one token per browser, whichever form and however many tabs
    for (const path of ["/login", "/forgot-password", "/signup", resetLink, verifyLink, inviteLink]) {
      const page = await b.get(path);
      expect(page.status, path).toBe(200);
      expect(/name="_csrf" value="([^"]+)"/.exec(page.html)?.[1], path).toBe(token);
    }
    // another browser gets another one
    expect(await new Browser().formToken()).not.toBe(token);
    // a cookie this service did not sign is not taken up: the page hands out a fresh token
    const planted = new Browser();
    const foreign = await newFormToken("a key this service does not have");
    planted.cookies.set(FORM_COOKIE, foreign.cookie);
    const fresh = await planted.formToken();
    expect(fresh).not.toBe(foreign.token);
    expect(planted.cookies.get(FORM_COOKIE)!.startsWith(`${fresh}.`)).toBe(true);
  });

  it("signing in clears it; the session's own token takes over", async () => {
    const b = new Browser();
    await b.formToken();
    expect(b.cookies.has(FORM_COOKIE)).toBe(true);
    const { email } = await signUp(b);
    expect(b.cookies.has(FORM_COOKIE)).toBe(false);
    await b.formToken();
    expect((await b.post("/login", { email, password: PASSWORD })).location).toBe("/dashboard");
    expect(b.cookies.has(FORM_COOKIE)).toBe(false);
  });
});

describe("signed-out forms without the right token are 403 and change nothing", () => {
  it("sign-up: no user, no mail, no failure counted", async () => {
    const ip = newIp();
    const email = uniqueEmail("forged");
    expectAllRefused(await forgeries("/signup", { business_name: "Forged Co", email, password: PASSWORD }, ip));
    expect(await usersWith(email)).toBe(0);
    expect(await mailsTo(email)).toBe(0);
    // a taken email, which otherwise counts against the address
    const { email: taken } = await signUp(new Browser());
    expectAllRefused(await forgeries("/signup", { business_name: "Taken Co", email: taken, password: PASSWORD }, ip));
    expect(await failuresAt(ip)).toBe(0);
    // with the token
    const b = new Browser();
    expect((await b.request("/signup", { form: { business_name: "Real Co", email, password: PASSWORD }, headers: { "cf-connecting-ip": ip } })).location).toBe("/dashboard");
    expect(await usersWith(email)).toBe(1);
    expect(await mailsTo(email)).toBe(1);
  });

  it("log-in: no failure counted, no session", async () => {
    const ip = newIp();
    const { email } = await signUp(new Browser());
    expectAllRefused(await forgeries("/login", { email, password: "not the password!" }, ip));
    expectAllRefused(await forgeries("/login", { email, password: PASSWORD }, ip));
    expect(await failuresAt(ip)).toBe(0);
    expect(await failuresFor(email)).toBe(0);
    // with the token: a wrong password counts, the right one signs in
    const b = new Browser();
    expect((await b.request("/login", { form: { email, password: "not the password!" }, headers: { "cf-connecting-ip": ip } })).status).toBe(401);
    expect(await failuresAt(ip)).toBe(1);
    expect((await b.request("/login", { form: { email, password: PASSWORD }, headers: { "cf-connecting-ip": ip } })).location).toBe("/dashboard");
  });

  it("forgot password: no mail", async () => {
    const { email } = await signUp(new Browser());
    const before = await mailsTo(email);
    expectAllRefused(await forgeries("/forgot-password", { email }, newIp()));
    expect(await mailsTo(email)).toBe(before);
    expect((await new Browser().post("/forgot-password", { email })).status).toBe(200);
    expect(await mailsTo(email)).toBe(before + 1);
  });

  it("reset password: the link is not spent and the password is unchanged", async () => {
    const { email } = await signUp(new Browser());
    await new Browser().post("/forgot-password", { email });
    const token = tokenOf((await lastMail(email)).link);
    const hash = () => env.DB.prepare("SELECT password_hash AS h FROM users WHERE email = ?").bind(email).first<string>("h");
    const before = await hash();
    expectAllRefused(await forgeries("/reset-password", { token, password: "an attacker's passphrase" }, newIp()));
    expect(await linkUsed(token)).toBe(false);
    expect(await hash()).toBe(before);
    expect((await new Browser().post("/reset-password", { token, password: "a brand new passphrase" })).location).toBe("/login?reset=1");
    expect(await hash()).not.toBe(before);
  });

  it("email verification: the link is not spent and the email stays unverified", async () => {
    const { email } = await signUp(new Browser());
    const token = tokenOf((await lastMail(email)).link);
    const verified = () => env.DB.prepare("SELECT email_verified_at AS v FROM users WHERE email = ?").bind(email).first<number | null>("v");
    expectAllRefused(await forgeries("/verify-email", { token }, newIp()));
    expect(await linkUsed(token)).toBe(false);
    expect(await verified()).toBeNull();
    expect((await new Browser().post("/verify-email", { token })).html).toContain("Email verified");
    expect(await verified()).not.toBeNull();
  });

  it("joining a team as a new user: no user, no member, the invitation not spent", async () => {
    const owner = new Browser();
    await signUp(owner, uniqueEmail(), "Acme Travel", { verified: true });
    const email = uniqueEmail("joiner");
    await owner.post("/dashboard/team/invite", { _csrf: await owner.csrf("/dashboard/team"), email, role: "viewer" });
    const token = tokenOf((await lastMail(email)).link);
    expectAllRefused(await forgeries("/invite", { token, password: PASSWORD }, newIp()));
    expect(await usersWith(email)).toBe(0);
    expect(await linkUsed(token)).toBe(false);
    const joiner = new Browser();
    expect((await joiner.get(`/invite?token=${token}`)).html).toContain('name="_csrf"');
    expect((await joiner.post("/invite", { token, password: PASSWORD })).location).toBe("/dashboard");
    expect(await usersWith(email)).toBe(1);
    expect((await joiner.get("/dashboard/team")).status).toBe(200);
  });
});
