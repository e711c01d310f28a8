// The pages' defences through the real app: the headers every page answer carries, a session
// renewed at log-in and after the two-factor step, the session's CSRF token wherever a session
// exists (the two-factor step, joining a team signed in), a reset that retires every older reset
// link, links stored only as hashes, and sign-ups with a taken email priced like a log-in.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { Secret, TOTP } from "otpauth";
import { MAX_PER_ADDRESS } from "../../src/identity/throttle";
import { Browser, lastMail, PASSWORD, signUp, uniqueEmail } from "./browser";

const SESSION = "__Host-session";
const tokenOf = (link: string) => new URL(link, "http://x").searchParams.get("token")!;
const codeFor = (secret: string, at = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

async function enrol(b: Browser): Promise<string> {
  const start = await b.post("/dashboard/security/2fa", { _csrf: await b.csrf("/dashboard/security") });
  const secret = /id="totp-secret">([A-Z2-7]+)</.exec(start.html)![1]!;
  expect((await b.post("/dashboard/security/2fa/confirm", { _csrf: await b.csrf("/dashboard/security"), code: codeFor(secret) })).status).toBe(200);
  return secret;
}

/** A browser holding only this session token. */
const holding = (token: string) => {
  const b = new Browser();
  b.cookies.set(SESSION, token);
  return b;
};

describe("headers on every page answer", () => {
  const expectPageHeaders = (h: Headers, what: string) => {
    const csp = h.get("content-security-policy");
    expect(csp, what).toBe("default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'");
    // only 'self' (and inline data: images): no other host anywhere in the policy
    expect(csp!.replace(/'self'|'none'|data:/g, "")).not.toMatch(/[a-z0-9-]+\.[a-z]{2,}|https?:|\*/i);
    expect(h.get("x-frame-options"), what).toBe("DENY");
    expect(h.get("x-content-type-options"), what).toBe("nosniff");
    // no Referer at all from a page whose URL holds a token; none to another host from the rest
    expect(h.get("referrer-policy"), what).toBe(/^\/(verify-email|reset-password|invite)\b/.test(what) ? "no-referrer" : "same-origin");
    expect(h.get("cache-control"), what).toBe("no-store");
  };

  it("signed-out pages, including those whose URL carries a token", async () => {
    const b = new Browser();
    for (const path of ["/signup", "/login", "/forgot-password", "/verify-email?token=nope", "/reset-password?token=nope", "/invite?token=nope", "/login/2fa", "/dashboard"]) {
      expectPageHeaders((await b.get(path)).headers, path);
    }
    // with a live token too
    const email = uniqueEmail();
    await signUp(new Browser(), email);
    const verify = await b.get((await lastMail(email)).link);
    expect(verify.status).toBe(200);
    expectPageHeaders(verify.headers, "/verify-email (a live link)");
    await b.post("/forgot-password", { email });
    const reset = await b.get((await lastMail(email)).link);
    expect(reset.status).toBe(200);
    expectPageHeaders(reset.headers, "/reset-password (a live link)");
  });

  it("signed-in pages and the answers that show a secret once", async () => {
    const b = new Browser();
    const signup = await b.post("/signup", { business_name: "Headers Co", email: uniqueEmail(), password: PASSWORD });
    expectPageHeaders(signup.headers, "sign-up answer");
    const home = await b.get("/dashboard");
    expect(home.html).toContain('id="new-key"');
    expectPageHeaders(home.headers, "home with the first key");
    for (const path of ["/dashboard/api-keys", "/dashboard/team", "/dashboard/security"]) expectPageHeaders((await b.get(path)).headers, path);
    const key = await b.post("/dashboard/api-keys", { _csrf: await b.csrf("/dashboard/api-keys"), mode: "test" });
    expect(key.status).toBe(201);
    expectPageHeaders(key.headers, "a new key");
    const start = await b.post("/dashboard/security/2fa", { _csrf: await b.csrf("/dashboard/security") });
    expectPageHeaders(start.headers, "the TOTP secret");
    const secret = /id="totp-secret">([A-Z2-7]+)</.exec(start.html)![1]!;
    const codes = await b.post("/dashboard/security/2fa/confirm", { _csrf: await b.csrf("/dashboard/security"), code: codeFor(secret) });
    expect(codes.html).toContain('id="recovery-codes"');
    expectPageHeaders(codes.headers, "recovery codes");
    expectPageHeaders((await b.post("/dashboard/api-keys", { mode: "test" })).headers, "a refused form");
    expectPageHeaders((await b.post("/logout", { _csrf: await b.csrf() })).headers, "log-out");
  });

  it("the assets are not sniffed", async () => {
    for (const path of ["/assets/pico.css", "/assets/app.css", "/assets/app.js"]) {
      expect((await new Browser().get(path)).headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });
});

describe("Origin: null from our own no-referrer pages", () => {
  it("a form posted from a token page (Origin null) passes only with Sec-Fetch-Site same-origin", async () => {
    const email = uniqueEmail();
    const b = new Browser();
    await signUp(b, email);
    const token = tokenOf((await lastMail(email)).link);
    const post = (site: string | null) =>
      new Browser().request("/verify-email", { form: { token }, origin: "null", headers: site ? { "sec-fetch-site": site } : {} });
    for (const site of [null, "cross-site", "same-site", "none"]) expect((await post(site)).status, String(site)).toBe(403);
    expect((await b.get("/dashboard/security")).html).toContain("not verified yet");
    expect((await post("same-origin")).html).toContain("Email verified");
    // a signed-in form from elsewhere cannot borrow it: a foreign Origin is refused whatever it claims
    expect((await b.request("/dashboard/api-keys", { form: { mode: "test", _csrf: await b.csrf() }, origin: "https://evil.example", headers: { "sec-fetch-site": "same-origin" } })).status).toBe(403);
  });
});

describe("a session made at sign-in, never one the browser brought", () => {
  it("log-in ends the session the browser had and hands out a new token", async () => {
    const email = uniqueEmail();
    const b = new Browser();
    await signUp(b, email);
    const before = b.cookies.get(SESSION)!;
    expect((await b.post("/login", { email, password: PASSWORD })).location).toBe("/dashboard");
    const after = b.cookies.get(SESSION)!;
    expect(after).not.toBe(before);
    expect((await holding(before).get("/dashboard")).location).toBe("/login");
    expect((await holding(after).get("/dashboard")).status).toBe(200);
  });

  it("sign-up does the same", async () => {
    const b = new Browser();
    await signUp(b);
    const before = b.cookies.get(SESSION)!;
    await signUp(b);
    expect(b.cookies.get(SESSION)).not.toBe(before);
    expect((await holding(before).get("/dashboard")).location).toBe("/login");
  });

  it("the two-factor step ends the half-signed-in session and starts a new one", async () => {
    const email = uniqueEmail();
    const owner = new Browser();
    await signUp(owner, email);
    const secret = await enrol(owner);
    const b = new Browser();
    expect((await b.post("/login", { email, password: PASSWORD })).location).toBe("/login/2fa");
    const half = b.cookies.get(SESSION)!;
    const res = await b.post("/login/2fa", { _csrf: await b.csrf("/login/2fa"), code: codeFor(secret, Date.now() + 30_000) });
    expect(res.location).toBe("/dashboard");
    const full = b.cookies.get(SESSION)!;
    expect(full).not.toBe(half);
    // whoever knew the half token (it only proved the password) has nothing
    expect((await holding(half).get("/dashboard")).location).toBe("/login");
    expect((await holding(half).get("/login/2fa")).location).toBe("/login");
    // the new session counts as freshly checked
    expect((await holding(full).get("/dashboard")).status).toBe(200);
    const row = await env.DB.prepare("SELECT second_factor_at, awaiting_second_factor FROM sessions WHERE token_hash = ?")
      .bind([...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(full)))].map((x) => x.toString(16).padStart(2, "0")).join(""))
      .first<{ second_factor_at: number | null; awaiting_second_factor: number }>();
    expect(row!.awaiting_second_factor).toBe(0);
    expect(row!.second_factor_at).not.toBeNull();
  });
});

describe("the session's CSRF token wherever a session exists", () => {
  it("the two-factor step refuses a post without the half session's token, and spends no code", async () => {
    const email = uniqueEmail();
    const owner = new Browser();
    await signUp(owner, email);
    const secret = await enrol(owner);
    const b = new Browser();
    await b.post("/login", { email, password: PASSWORD });
    const code = codeFor(secret, Date.now() + 30_000);
    expect((await b.post("/login/2fa", { code })).status).toBe(403);
    expect((await b.post("/login/2fa", { code, _csrf: "wrong" })).status).toBe(403);
    expect((await b.get("/dashboard")).location).toBe("/login");
    // the code was not used up by the refused posts
    expect((await b.post("/login/2fa", { code, _csrf: await b.csrf("/login/2fa") })).location).toBe("/dashboard");
  });

  it("joining a team signed in needs the session's token; refused, nothing joins and the link still works", async () => {
    const owner = new Browser();
    await signUp(owner, uniqueEmail(), "Join Co", { verified: true });
    const memberEmail = uniqueEmail("dev");
    const member = new Browser();
    await signUp(member, memberEmail, "Mine Co");
    await owner.post("/dashboard/team/invite", { _csrf: await owner.csrf("/dashboard/team"), email: memberEmail, role: "developer" });
    const token = tokenOf((await lastMail(memberEmail)).link);
    expect((await member.post("/invite", { token })).status).toBe(403);
    expect((await member.post("/invite", { token, _csrf: "wrong" })).status).toBe(403);
    expect((await member.get("/dashboard")).html).not.toContain("Join Co");
    expect((await member.post("/invite", { token, _csrf: await member.csrf(`/invite?token=${token}`) })).location).toBe("/dashboard");
    expect((await member.get("/dashboard")).html).toContain("<h1>Join Co</h1>");
  });
});

describe("links", () => {
  it("a password reset retires every older reset link, and ends every session", async () => {
    const email = uniqueEmail();
    const b = new Browser();
    await signUp(b, email);
    await new Browser().post("/forgot-password", { email });
    const first = tokenOf((await lastMail(email)).link);
    await new Browser().post("/forgot-password", { email });
    const second = tokenOf((await lastMail(email)).link);
    expect(second).not.toBe(first);
    expect((await new Browser().post("/reset-password", { token: second, password: "a brand new passphrase" })).location).toBe("/login?reset=1");
    expect((await new Browser().get(`/reset-password?token=${first}`)).status).toBe(400);
    expect((await new Browser().post("/reset-password", { token: first, password: "an attacker's passphrase" })).status).toBe(400);
    expect((await b.get("/dashboard")).location).toBe("/login");
    expect((await new Browser().post("/login", { email, password: "a brand new passphrase" })).location).toBe("/dashboard");
  });

  it("a password changed on the security page retires reset links too", async () => {
    const email = uniqueEmail();
    const b = new Browser();
    await signUp(b, email);
    await new Browser().post("/forgot-password", { email });
    const token = tokenOf((await lastMail(email)).link);
    await b.post("/dashboard/security/password", { _csrf: await b.csrf("/dashboard/security"), current_password: PASSWORD, new_password: "changed by its owner" });
    expect((await new Browser().post("/reset-password", { token, password: "an attacker's passphrase" })).status).toBe(400);
  });

  it("verification, reset and invitation tokens are stored only as their SHA-256", async () => {
    const email = uniqueEmail();
    const owner = new Browser();
    await signUp(owner, email);
    const verify = tokenOf((await lastMail(email)).link);
    await new Browser().post("/forgot-password", { email });
    const reset = tokenOf((await lastMail(email)).link);
    const invited = uniqueEmail("inv");
    const inviter = new Browser();
    await signUp(inviter, uniqueEmail(), "Acme Travel", { verified: true });
    await inviter.post("/dashboard/team/invite", { _csrf: await inviter.csrf("/dashboard/team"), email: invited, role: "viewer" });
    const invite = tokenOf((await lastMail(invited)).link);
    const rows = (await env.DB.prepare("SELECT * FROM user_links").all<Record<string, unknown>>()).results;
    const dump = JSON.stringify(rows);
    for (const token of [verify, reset, invite]) {
      expect(dump).not.toContain(token);
      const hash = [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)))].map((x) => x.toString(16).padStart(2, "0")).join("");
      expect(rows.some((r) => r.token_hash === hash)).toBe(true);
    }
    // the team page names a pending invitation by an id of its own, nothing derived from the token
    const team = (await owner.get("/dashboard/team")).html;
    for (const r of rows.filter((r) => r.purpose === "invite")) expect(team).not.toContain(String(r.token_hash));
  });
});

describe("sign-up with an email that already has a user", () => {
  it("answers clearly, but counts against the client address like a failed log-in", async () => {
    const taken = uniqueEmail();
    await signUp(new Browser(), taken);
    const ip = { "cf-connecting-ip": `192.0.2.${100 + Math.floor(Math.random() * 100)}` };
    const again = (email: string) => new Browser().request("/signup", { form: { business_name: "Probe", email, password: PASSWORD }, headers: ip });
    const first = await again(taken);
    expect(first.status).toBe(409);
    expect(first.html).toContain("This email already has a user");
    expect(first.headers.getSetCookie()).toEqual([]);
    for (let i = 1; i < MAX_PER_ADDRESS; i++) expect((await again(taken)).status).toBe(409);
    // past the log-in limit: refused with the log-in's words, whatever the email
    for (const email of [taken, uniqueEmail("fresh")]) {
      const blocked = await again(email);
      expect(blocked.status).toBe(429);
      expect(blocked.html).toContain("Too many failed log-ins");
    }
    expect((await new Browser().request("/login", { form: { email: taken, password: PASSWORD }, headers: ip })).status).toBe(429);
    // nothing was created for the refused fresh email; another address signs up as usual
    const fresh = uniqueEmail("other");
    expect((await new Browser().request("/signup", { form: { business_name: "Elsewhere", email: fresh, password: PASSWORD }, headers: { "cf-connecting-ip": "198.51.100.250" } })).location).toBe("/dashboard");
  });
});
