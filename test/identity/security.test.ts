// The signed-in area's defences, through the real app: CSRF and Origin on every form, the
// session cookie's flags, revocation that bites at once, log-in answers that do not tell an
// unknown email from a wrong password, and the brute-force limit.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { call } from "../support/api";
import { Browser, PASSWORD, signUp, uniqueEmail } from "./browser";
import { MAX_PER_EMAIL, MAX_PER_ADDRESS } from "../../src/identity/throttle";
import type { RetrieveAccountResponse } from "../../src/routes/account/retrieve";

const keyCount = async (key: string) => {
  const acct = await call<RetrieveAccountResponse>("/v1/account", { key });
  return (await env.DB.prepare("SELECT count(*) AS n FROM api_keys WHERE account_id = ?").bind(acct.body.id).first<{ n: number }>())!.n;
};

describe("forms and CSRF", () => {
  it("a form without the CSRF token, with a wrong one, or from a foreign Origin is 403 and changes nothing", async () => {
    const b = new Browser();
    const { key } = await signUp(b);
    const csrf = await b.csrf("/dashboard/api-keys");
    const before = await keyCount(key!);
    for (const attempt of [
      b.post("/dashboard/api-keys", { mode: "test" }),
      b.post("/dashboard/api-keys", { mode: "test", _csrf: "wrong" }),
      b.post("/dashboard/api-keys", { mode: "test", _csrf: csrf }, "https://evil.example"),
      b.post("/dashboard/api-keys", { mode: "test", _csrf: csrf }, null),
    ]) {
      expect((await attempt).status).toBe(403);
    }
    expect(await keyCount(key!)).toBe(before);
    // the same form with both is accepted
    const ok = await b.post("/dashboard/api-keys", { mode: "test", _csrf: csrf });
    expect(ok.status).toBe(201);
    expect(await keyCount(key!)).toBe(before + 1);
  });

  it("another session's CSRF token is refused", async () => {
    const a = new Browser();
    await signUp(a);
    const other = new Browser();
    await signUp(other);
    const foreign = await other.csrf();
    expect((await a.post("/dashboard/api-keys", { mode: "test", _csrf: foreign })).status).toBe(403);
  });

  it("log-out needs the token too", async () => {
    const b = new Browser();
    await signUp(b);
    expect((await b.post("/logout", {})).status).toBe(403);
    expect((await b.get("/dashboard")).status).toBe(200);
  });
});

describe("sessions", () => {
  it("the cookie is __Host-, Secure, HttpOnly, SameSite=Lax, Path=/", async () => {
    const res = await new Browser().post("/signup", { business_name: "Cookie Co", email: uniqueEmail(), password: PASSWORD });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__Host-session="))!;
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/Domain=/i);
    // only the token's hash is stored
    const token = cookie.split(";")[0]!.split("=")[1]!;
    expect(await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE token_hash = ?").bind(token).first("n")).toBe(0);
  });

  it("signed-out visits to /dashboard pages go to /login, naming the page to return to", async () => {
    for (const path of ["/dashboard", "/dashboard/api-keys", "/dashboard/security", "/dashboard/team"]) {
      const res = await new Browser().get(path);
      expect(res.status).toBe(303);
      expect(res.location).toBe(path === "/dashboard" ? "/login" : `/login?next=${encodeURIComponent(path)}`);
    }
  });

  it("a session revoked from the security page stops at once", async () => {
    const email = uniqueEmail();
    const first = new Browser();
    await signUp(first, email);
    const second = new Browser();
    expect((await second.post("/login", { email, password: PASSWORD })).location).toBe("/dashboard");
    const page = await first.get("/dashboard/security");
    const ids = [...page.html.matchAll(/\/dashboard\/security\/sessions\/(ses_[A-Z0-9]+)\/revoke/g)].map((m) => m[1]);
    expect(ids).toHaveLength(1); // the other one; this session is marked "This session"
    const csrf = await first.csrf("/dashboard/security");
    expect((await first.post(`/dashboard/security/sessions/${ids[0]}/revoke`, { _csrf: csrf })).status).toBe(200);
    expect((await second.get("/dashboard")).location).toBe("/login");
    expect((await first.get("/dashboard")).status).toBe(200);
  });

  it("log-out ends the session on the server, not only in the browser, and the log-in page says so", async () => {
    const b = new Browser();
    await signUp(b);
    const kept = new Map(b.cookies);
    const out = await b.post("/logout", { _csrf: await b.csrf() });
    expect(out.location).toBe("/login?logged_out=1");
    expect((await b.get(out.location!)).html).toContain("You are logged out.");
    b.cookies = kept;
    expect((await b.get("/dashboard")).location).toBe("/login");
  });

  it("a password change ends every other session", async () => {
    const email = uniqueEmail();
    const a = new Browser();
    await signUp(a, email);
    const other = new Browser();
    await other.post("/login", { email, password: PASSWORD });
    const res = await a.post("/dashboard/security/password", { _csrf: await a.csrf("/dashboard/security"), current_password: PASSWORD, new_password: "another long passphrase" });
    expect(res.status).toBe(200);
    expect((await other.get("/dashboard")).location).toBe("/login");
    expect((await a.get("/dashboard")).status).toBe(200);
    expect((await new Browser().post("/login", { email, password: "another long passphrase" })).location).toBe("/dashboard");
  });
});

describe("log-in", () => {
  it("an unknown email and a wrong password get the same status and words", async () => {
    const email = uniqueEmail();
    await signUp(new Browser(), email);
    const wrong = await new Browser().post("/login", { email, password: "not the password!" });
    const unknown = await new Browser().post("/login", { email: uniqueEmail("nobody"), password: "not the password!" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    const message = (html: string) => /role="alert">([^<]+)</.exec(html)?.[1];
    expect(message(wrong.html)).toBe("Email or password is incorrect.");
    expect(message(unknown.html)).toBe(message(wrong.html));
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it(`after ${MAX_PER_EMAIL} failures for one email, even the right password is refused for a while`, async () => {
    const email = uniqueEmail();
    await signUp(new Browser(), email);
    for (let i = 0; i < MAX_PER_EMAIL; i++) {
      // from different addresses, so only the per-email limit applies
      expect((await new Browser().request("/login", { form: { email, password: "wrong password " + i }, headers: { "cf-connecting-ip": `198.51.100.${i}` } })).status).toBe(401);
    }
    const blocked = await new Browser().request("/login", { form: { email, password: PASSWORD }, headers: { "cf-connecting-ip": "203.0.113.9" } });
    expect(blocked.status).toBe(429);
    expect(blocked.html).toContain("Too many failed log-ins");
    expect(blocked.headers.getSetCookie()).toEqual([]);
  });

  it(`after ${MAX_PER_ADDRESS} failures from one address, that address is refused the same way`, async () => {
    const email = uniqueEmail();
    await signUp(new Browser(), email);
    const ip = { "cf-connecting-ip": "192.0.2.77" };
    for (let i = 0; i < MAX_PER_ADDRESS; i++) await new Browser().request("/login", { form: { email: uniqueEmail("guess"), password: "wrong password!" }, headers: ip });
    const blocked = await new Browser().request("/login", { form: { email, password: PASSWORD }, headers: ip });
    expect(blocked.status).toBe(429);
    expect(blocked.html).toContain("Too many failed log-ins");
    // another address still gets in
    expect((await new Browser().request("/login", { form: { email, password: PASSWORD }, headers: { "cf-connecting-ip": "192.0.2.78" } })).location).toBe("/dashboard");
  });

  it("log-in with a foreign Origin is refused", async () => {
    const email = uniqueEmail();
    await signUp(new Browser(), email);
    expect((await new Browser().post("/login", { email, password: PASSWORD }, "https://evil.example")).status).toBe(403);
  });
});

describe("open forms per client address", () => {
  it("sign-up, log-in and the other open forms are limited per address (PAGES_LIMIT), in HTML", async () => {
    const { createExecutionContext, waitOnExecutionContext } = await import("cloudflare:test");
    const { default: worker } = await import("../../src/index");
    const limited = { ...env, RATE_LIMITS: "on" } as Env;
    // a browser's pre-session token and its cookie, as the log-in page hands them out
    const holder = new Browser();
    const csrf = await holder.formToken();
    const cookie = [...holder.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const send = async (ip: string) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(
        new Request("http://svc.test/login", {
          method: "POST",
          headers: { origin: "http://svc.test", "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": ip, cookie },
          body: new URLSearchParams({ email: uniqueEmail("x"), password: "wrong password!", _csrf: csrf }).toString(),
        }),
        limited,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return res;
    };
    const ip = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    // 20 per 60 s: 41 requests put at least 21 in one window even if a window boundary falls inside
    const replies: Response[] = [];
    for (let i = 0; i < 41; i++) replies.push(await send(ip));
    const refused = replies.find((r) => r.status === 429);
    expect(refused).toBeDefined();
    expect(refused!.headers.get("content-type")).toMatch(/text\/html/);
    expect(refused!.headers.get("retry-after")).toBe("60");
    expect(await refused!.text()).toContain("Too many requests from your address");
    expect((await send(`${ip}.other`)).status).toBe(401);
  });
});
