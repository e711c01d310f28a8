// A signed-in user's code or current password is checked like a log-in: the step-up code, the
// code that turns two-factor on and the current password of a password change count their
// failures with the log-in failures of the same email and client address, and once those are
// blocked every attempt, a right one too, gets 429 with the log-in's throttle words and
// Retry-After, and changes nothing.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { Secret, TOTP } from "otpauth";
import { Browser, PASSWORD, signUp, uniqueEmail } from "./browser";
import { MAX_PER_EMAIL, WINDOW_MS } from "../../src/identity/throttle";
import { THROTTLED } from "../../src/pages/auth/login";

const codeFor = (secret: string, at = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
const notice = (html: string) => /role="alert">([^<]+)</.exec(html)?.[1];
let ips = 0;
/**
 * A client address no other test uses, so only this test's failures count against it (other
 * files, whose failures stay in the same runtime's storage, count theirs from 198.51.100.x).
 */
const freshAddress = () => `198.51.${200 + (ips >> 8)}.${ips++ & 255}`;

/** A form of the security page posted from `ip`. */
async function securityForm(b: Browser, path: string, fields: Record<string, string>, ip: string) {
  return b.request(path, { form: { _csrf: await b.csrf("/dashboard/security"), ...fields }, headers: { "cf-connecting-ip": ip } });
}

async function enrolled(b: Browser) {
  const start = await b.post("/dashboard/security/2fa", { _csrf: await b.csrf("/dashboard/security") });
  const secret = /id="totp-secret">([A-Z2-7]+)</.exec(start.html)![1]!;
  expect((await b.post("/dashboard/security/2fa/confirm", { _csrf: await b.csrf("/dashboard/security"), code: codeFor(secret) })).status).toBe(200);
  return secret;
}

const user = (email: string) =>
  env.DB.prepare("SELECT password_hash, totp_enabled_at FROM users WHERE email = ?").bind(email).first<{ password_hash: string; totp_enabled_at: number | null }>();
const failures = (key: string) => env.DB.prepare("SELECT count(*) AS n FROM login_failures WHERE key = ?").bind(key).first<number>("n");

function expectThrottled(res: { status: number; html: string; headers: Headers }) {
  expect(res.status).toBe(429);
  expect(notice(res.html)).toBe(THROTTLED);
  expect(res.headers.get("retry-after")).toBe(String(WINDOW_MS / 1000));
}

describe("a signed-in user's secrets are throttled as log-ins", () => {
  it(`after ${MAX_PER_EMAIL} wrong step-up codes a right one is 429, the session stays unconfirmed, and /login is blocked for the email`, async () => {
    const email = uniqueEmail();
    const b = new Browser();
    await signUp(b, email);
    const secret = await enrolled(b);
    await env.DB.prepare("UPDATE sessions SET second_factor_at = NULL WHERE user_id = (SELECT id FROM users WHERE email = ?)").bind(email).run();
    const ip = freshAddress();
    for (let i = 0; i < MAX_PER_EMAIL; i++) {
      expect((await securityForm(b, "/dashboard/security/2fa/check", { code: "000000" }, ip)).status).toBe(400);
    }
    // counted per address as well as per email
    expect(await failures(`ip:${ip}`)).toBe(MAX_PER_EMAIL);
    expectThrottled(await securityForm(b, "/dashboard/security/2fa/check", { code: codeFor(secret, Date.now() + 30_000) }, ip));
    // from another address too, since the email is blocked
    expectThrottled(await securityForm(b, "/dashboard/security/2fa/check", { code: codeFor(secret, Date.now() + 30_000) }, freshAddress()));
    const row = await env.DB.prepare("SELECT second_factor_at FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = ?) AND revoked_at IS NULL").bind(email).first<{ second_factor_at: number | null }>();
    expect(row!.second_factor_at).toBeNull();
    // the step-up's failures are the log-in's: the right password is refused at /login for a while
    const login = await new Browser().request("/login", { form: { email, password: PASSWORD }, headers: { "cf-connecting-ip": freshAddress() } });
    expect(login.status).toBe(429);
    expect(login.headers.getSetCookie().some((c) => c.startsWith("__Host-session="))).toBe(false);
  });

  it(`after ${MAX_PER_EMAIL} wrong current passwords the right one is 429 and the password is unchanged`, async () => {
    const email = uniqueEmail();
    const b = new Browser();
    await signUp(b, email);
    const before = (await user(email))!.password_hash;
    const ip = freshAddress();
    for (let i = 0; i < MAX_PER_EMAIL; i++) {
      const wrong = await securityForm(b, "/dashboard/security/password", { current_password: `not the password ${i}`, new_password: "another long passphrase" }, ip);
      expect(wrong.status).toBe(400);
    }
    expectThrottled(await securityForm(b, "/dashboard/security/password", { current_password: PASSWORD, new_password: "another long passphrase" }, ip));
    expect((await user(email))!.password_hash).toBe(before);
  });

  it("log-in failures count against the password change too", async () => {
    const email = uniqueEmail();
    const b = new Browser();
    await signUp(b, email);
    for (let i = 0; i < MAX_PER_EMAIL; i++) {
      await new Browser().request("/login", { form: { email, password: `wrong password ${i}` }, headers: { "cf-connecting-ip": freshAddress() } });
    }
    expectThrottled(await securityForm(b, "/dashboard/security/password", { current_password: PASSWORD, new_password: "another long passphrase" }, freshAddress()));
  });

  it(`after ${MAX_PER_EMAIL} wrong codes at enrolment a right one is 429 and two-factor stays off`, async () => {
    const email = uniqueEmail();
    const b = new Browser();
    await signUp(b, email);
    const start = await b.post("/dashboard/security/2fa", { _csrf: await b.csrf("/dashboard/security") });
    const secret = /id="totp-secret">([A-Z2-7]+)</.exec(start.html)![1]!;
    const ip = freshAddress();
    for (let i = 0; i < MAX_PER_EMAIL; i++) {
      expect((await securityForm(b, "/dashboard/security/2fa/confirm", { code: "000000" }, ip)).status).toBe(400);
    }
    expectThrottled(await securityForm(b, "/dashboard/security/2fa/confirm", { code: codeFor(secret) }, ip));
    expect((await user(email))!.totp_enabled_at).toBeNull();
  });

  it("the log-in's code step answers its 429 with Retry-After", async () => {
    const email = uniqueEmail();
    const b = new Browser();
    await signUp(b, email);
    const secret = await enrolled(b);
    const c = new Browser();
    expect((await c.post("/login", { email, password: PASSWORD })).location).toBe("/login/2fa");
    const ip = freshAddress();
    for (let i = 0; i < MAX_PER_EMAIL; i++) {
      await c.request("/login/2fa", { form: { _csrf: await c.csrf("/login/2fa"), code: "000000" }, headers: { "cf-connecting-ip": ip } });
    }
    expectThrottled(await c.request("/login/2fa", { form: { _csrf: await c.csrf("/login/2fa"), code: codeFor(secret, Date.now() + 30_000) }, headers: { "cf-connecting-ip": ip } }));
  });
});
