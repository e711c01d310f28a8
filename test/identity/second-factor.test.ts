// Two-factor through the pages: enrolment with a QR code and recovery codes, log-in that stops at
// the code, a code that works once, recovery codes that work once, and live keys that need a
// fresh check.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { Secret, TOTP } from "otpauth";
import { call } from "../support/api";
import { Browser, PASSWORD, signUp, uniqueEmail, lastMail } from "./browser";
import type { RetrieveAccountResponse } from "../../src/routes/account/retrieve";

const codeFor = (secret: string, at = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

async function enrol(b: Browser) {
  const start = await b.post("/dashboard/security/2fa", { _csrf: await b.csrf("/dashboard/security") });
  expect(start.status).toBe(200);
  expect(start.html).toContain("<svg");
  const secret = /id="totp-secret">([A-Z2-7]+)</.exec(start.html)![1]!;
  const done = await b.post("/dashboard/security/2fa/confirm", { _csrf: await b.csrf("/dashboard/security"), code: codeFor(secret) });
  expect(done.status).toBe(200);
  const codes = [...done.html.matchAll(/<li>([0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4})<\/li>/g)].map((m) => m[1]!);
  expect(codes).toHaveLength(10);
  return { secret, codes };
}

describe("two-factor", () => {
  it("a wrong code does not turn it on", async () => {
    const b = new Browser();
    await signUp(b);
    await b.post("/dashboard/security/2fa", { _csrf: await b.csrf("/dashboard/security") });
    const bad = await b.post("/dashboard/security/2fa/confirm", { _csrf: await b.csrf("/dashboard/security"), code: "000000" });
    expect(bad.status).toBe(400);
    expect((await b.get("/dashboard/security")).html).toContain("Set up two-factor");
  });

  it("once on, log-in asks for a code; a code works once; each recovery code works once", async () => {
    const email = uniqueEmail();
    const b = new Browser();
    await signUp(b, email);
    const { secret, codes } = await enrol(b);
    // recovery codes are stored hashed
    const stored = await env.DB.prepare("SELECT code_hash FROM recovery_codes").all<{ code_hash: string }>();
    expect(stored.results.map((r) => r.code_hash)).not.toContain(codes[0]);

    const c = new Browser();
    expect((await c.post("/login", { email, password: PASSWORD })).location).toBe("/login/2fa");
    // half signed in: the dashboard is still closed
    expect((await c.get("/dashboard")).location).toBe("/login");
    // the code used at enrolment is spent; the next step's code works
    const next = codeFor(secret, Date.now() + 30_000);
    expect((await c.post("/login/2fa", { _csrf: await c.csrf("/login/2fa"), code: codeFor(secret) })).status).toBe(401);
    expect((await c.post("/login/2fa", { _csrf: await c.csrf("/login/2fa"), code: next })).location).toBe("/dashboard");
    expect((await c.get("/dashboard")).status).toBe(200);
    // the same code again, in another log-in, is refused
    const d = new Browser();
    await d.post("/login", { email, password: PASSWORD });
    expect((await d.post("/login/2fa", { _csrf: await d.csrf("/login/2fa"), code: next })).status).toBe(401);
    expect((await d.post("/login/2fa", { _csrf: await d.csrf("/login/2fa"), code: codes[0]! })).location).toBe("/dashboard");
    const e = new Browser();
    await e.post("/login", { email, password: PASSWORD });
    expect((await e.post("/login/2fa", { _csrf: await e.csrf("/login/2fa"), code: codes[0]! })).status).toBe(401);
  });

  it("live keys need live access, a verified email, two-factor and a check within 10 minutes", async () => {
    const email = uniqueEmail();
    const b = new Browser();
    const { key } = await signUp(b, email);
    const accountId = (await call<RetrieveAccountResponse>("/v1/account", { key: key! })).body.id;
    const create = async () => b.post("/dashboard/api-keys", { _csrf: await b.csrf("/dashboard/api-keys"), mode: "live" });
    expect((await create()).html).toContain("Live keys need live access");
    await env.DB.prepare("UPDATE accounts SET live_access = 1, kyb_state = 'approved' WHERE id = ?").bind(accountId).run();
    expect((await create()).html).toContain("Verify your email first");
    const mail = await lastMail(email);
    await b.post("/verify-email", { token: new URL(mail.link, "http://x").searchParams.get("token")! });
    expect((await create()).html).toContain("need two-factor");
    const { secret } = await enrol(b);
    // enrolment itself is a fresh check
    const made = await create();
    expect(made.status).toBe(201);
    const live = /id="new-key"[^>]*>([^<]+)</.exec(made.html)![1]!;
    expect(live).toMatch(/^svc_live_/);
    expect((await call<RetrieveAccountResponse>("/v1/account", { key: live })).body.livemode).toBe(true);
    // eleven minutes later the check is stale
    await env.DB.prepare("UPDATE sessions SET second_factor_at = second_factor_at - 660000 WHERE user_id = (SELECT id FROM users WHERE email = ?)").bind(email).run();
    expect((await create()).html).toContain("Confirm your two-factor code");
    const check = await b.post("/dashboard/security/2fa/check", { _csrf: await b.csrf("/dashboard/security"), code: codeFor(secret, Date.now() + 30_000) });
    expect(check.status).toBe(200);
    expect((await create()).status).toBe(201);
  });
});
