// The console's sign-in through the real app: the set-up link (password, authenticator, recovery
// codes; once only; ends earlier sessions and replaces the earlier factor), log-in that always
// stops at the second factor, the same answer for an unknown email and a wrong password, the
// throttle, Origin and CSRF refusals, log-out, and the two doors kept apart (a partner session
// never opens the console, an operator session never opens the dashboard).
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { Secret, TOTP } from "otpauth";
import { Browser, PASSWORD, lastMail, signUp, uniqueEmail } from "../identity/browser";
import { newOperator, signedInOperator } from "./helpers";
import { OPERATOR_SESSION_COOKIE, SESSION_COOKIE } from "../../src/identity/sessions";
import { getOperator, sendSetupLink } from "../../src/operators/operators";
import { MAX_PER_EMAIL } from "../../src/identity/throttle";
import type { OperatorRole } from "../../src/domain/operator-roles";

const codeFor = (secret: string, at = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
const nextCode = (secret: string) => codeFor(secret, Date.now() + 30_000);
let ip = 0;
/** A client address of its own, so the per-address throttle of one test leaves the others alone. */
const address = () => ({ "cf-connecting-ip": `203.0.113.${++ip}` });

async function formToken(b: Browser): Promise<string> {
  const page = await b.get("/admin/login");
  return /name="_csrf" value="([^"]+)"/.exec(page.html)![1]!;
}

async function login(b: Browser, email: string, password = PASSWORD, headers: Record<string, string> = {}) {
  return b.request("/admin/login", { form: { email, password, _csrf: await formToken(b) }, headers });
}

/** Follows a set-up link to the end: password, authenticator (the secret read from the page), recovery codes. */
async function setUp(b: Browser, link: string) {
  const page = await b.get(link);
  expect(page.status).toBe(200);
  const token = new URL(link, "http://x").searchParams.get("token")!;
  const pw = await b.post("/admin/setup", { token, password: PASSWORD, _csrf: await formToken(b) });
  expect(pw.location).toBe("/admin/setup/2fa");
  const enrol = await b.get("/admin/setup/2fa");
  expect(enrol.status).toBe(200);
  expect(enrol.html).toContain("<svg");
  const secret = /id="totp-secret">([A-Z2-7]+)</.exec(enrol.html)![1]!;
  const csrf = /name="_csrf" value="([^"]+)"/.exec(enrol.html)![1]!;
  const done = await b.post("/admin/setup/2fa", { _csrf: csrf, code: codeFor(secret) });
  expect(done.status).toBe(200);
  const codes = [...done.html.matchAll(/<li>([0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4})<\/li>/g)].map((m) => m[1]!);
  expect(codes).toHaveLength(10);
  return { token, secret, codes };
}

async function setUpOperator(role: OperatorRole = "compliance") {
  const op = await newOperator(role);
  const b = new Browser();
  const mail = await lastMail(op.email);
  const done = await setUp(b, mail.link);
  return { ...op, ...done, b };
}

async function csrfOf(b: Browser, path = "/admin") {
  const page = await b.get(path);
  return /name="_csrf" value="([^"]+)"/.exec(page.html)![1]!;
}

describe("the set-up link", () => {
  it("sets a password and an authenticator, shows recovery codes once, signs the operator in, and works once", async () => {
    const op = await newOperator("compliance");
    const mail = await lastMail(op.email);
    expect(mail.link).toMatch(/^\/admin\/setup\?token=/);
    const b = new Browser();
    const token = new URL(mail.link, "http://x").searchParams.get("token")!;
    // a refused password leaves the link usable
    const short = await b.post("/admin/setup", { token, password: "short", _csrf: await formToken(b) });
    expect(short.status).toBe(400);
    expect(short.html).toContain("at least 12 characters");
    expect((await b.get(mail.link)).status).toBe(200);

    const pw = await b.post("/admin/setup", { token, password: PASSWORD, _csrf: await formToken(b) });
    expect(pw.location).toBe("/admin/setup/2fa");
    // between the password and the code the console stays closed, and so does the log-in's code page
    expect((await b.get("/admin")).location).toBe("/admin/login");
    expect((await b.get("/admin/login/2fa")).location).toBe("/admin/login");
    const enrol = await b.get("/admin/setup/2fa");
    const secret = /id="totp-secret">([A-Z2-7]+)</.exec(enrol.html)![1]!;
    const csrf = /name="_csrf" value="([^"]+)"/.exec(enrol.html)![1]!;
    expect((await b.post("/admin/setup/2fa", { _csrf: csrf, code: "000000" })).status).toBe(400);
    expect((await b.get("/admin")).location).toBe("/admin/login");
    // an operator who has not confirmed the authenticator cannot log in, even with the right password
    const other = new Browser();
    const early = await login(other, op.email, PASSWORD, address());
    expect(early.status).toBe(403);
    expect(early.html).toContain("not set up yet");
    expect(other.cookies.has(OPERATOR_SESSION_COOKIE)).toBe(false);

    const done = await b.post("/admin/setup/2fa", { _csrf: csrf, code: codeFor(secret) });
    expect(done.status).toBe(200);
    expect([...done.html.matchAll(/<li>[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}<\/li>/g)]).toHaveLength(10);
    const home = await b.get("/admin");
    expect(home.status).toBe(200);
    expect(home.html).toContain(op.email);

    // the link worked once
    expect((await new Browser().get(mail.link)).status).toBe(400);
    const again = new Browser();
    const reuse = await again.post("/admin/setup", { token, password: "another long passphrase", _csrf: await formToken(again) });
    expect(reuse.status).toBe(400);
    expect(reuse.html).toContain("Link expired");
    expect(again.cookies.has(OPERATOR_SESSION_COOKIE)).toBe(false);
  });

  it("a new link ends every earlier session and replaces the earlier authenticator and recovery codes", async () => {
    const op = await setUpOperator("support");
    expect((await op.b.get("/admin")).status).toBe(200);
    await sendSetupLink(env, await getOperator(env, op.id));
    const b2 = new Browser();
    const second = await setUp(b2, (await lastMail(op.email)).link);
    expect(second.secret).not.toBe(op.secret);
    // the earlier session is over
    expect((await op.b.get("/admin")).location).toBe("/admin/login");
    // the earlier authenticator and recovery codes no longer pass the second factor
    const c = new Browser();
    expect((await login(c, op.email)).location).toBe("/admin/login/2fa");
    expect((await c.post("/admin/login/2fa", { _csrf: await csrfOf(c, "/admin/login/2fa"), code: nextCode(op.secret) })).status).toBe(401);
    expect((await c.post("/admin/login/2fa", { _csrf: await csrfOf(c, "/admin/login/2fa"), code: op.codes[0]! })).status).toBe(401);
    expect((await c.post("/admin/login/2fa", { _csrf: await csrfOf(c, "/admin/login/2fa"), code: second.codes[0]! })).location).toBe("/admin");
  });
});

describe("log-in", () => {
  it("always stops at the second factor; a right code starts a new session", async () => {
    const op = await setUpOperator();
    const b = new Browser();
    const res = await login(b, op.email);
    expect(res.location).toBe("/admin/login/2fa");
    const half = b.cookies.get(OPERATOR_SESSION_COOKIE)!;
    expect((await b.get("/admin")).location).toBe("/admin/login");
    // the code the set-up spent is refused; a wrong one too
    expect((await b.post("/admin/login/2fa", { _csrf: await csrfOf(b, "/admin/login/2fa"), code: codeFor(op.secret) })).status).toBe(401);
    const ok = await b.post("/admin/login/2fa", { _csrf: await csrfOf(b, "/admin/login/2fa"), code: nextCode(op.secret) });
    expect(ok.location).toBe("/admin");
    expect(b.cookies.get(OPERATOR_SESSION_COOKIE)).not.toBe(half);
    expect((await b.get("/admin")).status).toBe(200);
    // the token that only knew the password never becomes a signed-in one
    const planted = new Browser();
    planted.cookies.set(OPERATOR_SESSION_COOKIE, half);
    expect((await planted.get("/admin")).location).toBe("/admin/login");
  });

  it("answers an unknown email, a wrong password and an operator without a password alike", async () => {
    const op = await setUpOperator();
    const fresh = await newOperator("finance");
    const h = address();
    const unknown = await login(new Browser(), uniqueEmail("nobody"), PASSWORD, h);
    const wrong = await login(new Browser(), op.email, "not the password at all", h);
    const unset = await login(new Browser(), fresh.email, PASSWORD, h);
    for (const r of [unknown, wrong, unset]) {
      expect(r.status).toBe(401);
      expect(r.html).toContain("Email or password is incorrect.");
    }
    // a partner's email and password do not open the console
    const partner = new Browser();
    const { email } = await signUp(partner);
    const asPartner = await login(new Browser(), email, PASSWORD, h);
    expect(asPartner.status).toBe(401);
  });

  it("is throttled after repeated failures, even with the right password then", async () => {
    const op = await setUpOperator();
    const b = new Browser();
    const h = address();
    for (let i = 0; i < MAX_PER_EMAIL; i++) expect((await login(b, op.email, "wrong password here", h)).status).toBe(401);
    const blocked = await login(b, op.email, PASSWORD, h);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBe("900");
    expect(b.cookies.has(OPERATOR_SESSION_COOKIE)).toBe(false);
  });

  it("wrong codes at the second factor count as failed log-ins", async () => {
    const op = await setUpOperator();
    const b = new Browser();
    const h = address();
    expect((await login(b, op.email, PASSWORD, h)).location).toBe("/admin/login/2fa");
    for (let i = 0; i < MAX_PER_EMAIL; i++) {
      const r = await b.request("/admin/login/2fa", { form: { _csrf: await csrfOf(b, "/admin/login/2fa"), code: "000000" }, headers: h });
      expect(r.status).toBe(401);
    }
    const r = await b.request("/admin/login/2fa", { form: { _csrf: await csrfOf(b, "/admin/login/2fa"), code: nextCode(op.secret) }, headers: h });
    expect(r.status).toBe(429);
    expect((await b.get("/admin")).location).toBe("/admin/login");
  });

  it("refuses forms from another origin or without the token, changing nothing", async () => {
    const op = await setUpOperator();
    const b = new Browser();
    expect((await b.request("/admin/login", { form: { email: op.email, password: PASSWORD, _csrf: await formToken(b) }, origin: "https://evil.example" })).status).toBe(403);
    expect((await b.request("/admin/login", { form: { email: op.email, password: PASSWORD } })).status).toBe(403);
    expect(b.cookies.has(OPERATOR_SESSION_COOKIE)).toBe(false);
    expect((await login(b, op.email)).location).toBe("/admin/login/2fa");
    const csrf = await csrfOf(b, "/admin/login/2fa");
    expect((await b.post("/admin/login/2fa", { _csrf: "forged", code: nextCode(op.secret) })).status).toBe(403);
    expect((await b.post("/admin/login/2fa", { _csrf: csrf, code: nextCode(op.secret) }, "https://evil.example")).status).toBe(403);
    expect((await b.get("/admin")).location).toBe("/admin/login");
    // the set-up link's forms too
    const fresh = await newOperator("support");
    const token = new URL((await lastMail(fresh.email)).link, "http://x").searchParams.get("token")!;
    const c = new Browser();
    expect((await c.request("/admin/setup", { form: { token, password: PASSWORD, _csrf: await formToken(c) }, origin: "https://evil.example" })).status).toBe(403);
    expect((await c.get(`/admin/setup?token=${token}`)).status).toBe(200);
  });
});

describe("log-out", () => {
  it("ends the session on the server; a forged log-out does not", async () => {
    const op = await signedInOperator("finance");
    const token = op.b.cookies.get(OPERATOR_SESSION_COOKIE)!;
    expect((await op.b.post("/admin/logout", { _csrf: "forged" })).status).toBe(403);
    expect((await op.b.get("/admin")).status).toBe(200);
    const out = await op.b.post("/admin/logout", { _csrf: await csrfOf(op.b) });
    expect(out.location).toBe("/admin/login?out=1");
    const again = new Browser();
    again.cookies.set(OPERATOR_SESSION_COOKIE, token);
    expect((await again.get("/admin")).location).toBe("/admin/login");
  });
});

describe("the two doors", () => {
  it("a partner session never opens the console", async () => {
    const b = new Browser();
    await signUp(b);
    expect((await b.get("/dashboard")).status).toBe(200);
    expect((await b.get("/admin")).location).toBe("/admin/login");
    expect((await b.get("/admin/operators")).location).toBe("/admin/login");
    // the partner's token under the console's cookie name is not a console session either
    const moved = new Browser();
    moved.cookies.set(OPERATOR_SESSION_COOKIE, b.cookies.get(SESSION_COOKIE)!);
    expect((await moved.get("/admin")).location).toBe("/admin/login");
  });

  it("an operator session never opens the dashboard", async () => {
    const op = await signedInOperator("admin");
    expect((await op.b.get("/admin")).status).toBe(200);
    expect((await op.b.get("/dashboard")).location).toBe("/login");
    const moved = new Browser();
    moved.cookies.set(SESSION_COOKIE, op.b.cookies.get(OPERATOR_SESSION_COOKIE)!);
    expect((await moved.get("/dashboard")).location).toBe("/login");
  });
});

describe("the door's own audit trail", () => {
  const entriesAbout = async (email: string) =>
    (
      await env.DB.prepare("SELECT actor, operator_id, action, target, after, client_address FROM audit_log WHERE json_extract(after, '$.email') = ? AND action IN ('operator.login_failed', 'operator.second_factor_failed') ORDER BY id")
        .bind(email)
        .all<{ actor: string; operator_id: string | null; action: string; target: string | null; after: string; client_address: string }>()
    ).results;

  it("records each failed log-in and each wrong second-factor code with the email tried, by the signed-out actor", async () => {
    const op = await setUpOperator("finance");
    const b = new Browser();
    const from = address();
    expect((await login(b, op.email, "not the password at all", from)).status).toBe(401);
    const stranger = uniqueEmail("nobody");
    expect((await login(b, stranger, "not the password at all", from)).status).toBe(401);
    expect((await login(b, op.email, PASSWORD, from)).location).toBe("/admin/login/2fa");
    expect((await b.request("/admin/login/2fa", { form: { _csrf: await csrfOf(b, "/admin/login/2fa"), code: "000000" }, headers: from })).status).toBe(401);

    const mine = await entriesAbout(op.email);
    expect(mine.map((e) => [e.actor, e.operator_id, e.action, e.target, JSON.parse(e.after).stage, e.client_address])).toEqual([
      ["signed_out", null, "operator.login_failed", op.id, "password", from["cf-connecting-ip"]],
      ["signed_out", null, "operator.second_factor_failed", op.id, "second_factor", from["cf-connecting-ip"]],
    ]);
    // an email that is nobody's is recorded as typed, about no one
    expect((await entriesAbout(stranger)).map((e) => [e.action, e.target])).toEqual([["operator.login_failed", null]]);
  });

  it("records the use of a set-up link and a wrong code while enrolling", async () => {
    const op = await newOperator("support");
    const mail = await lastMail(op.email);
    const b = new Browser();
    const token = new URL(mail.link, "http://x").searchParams.get("token")!;
    expect((await b.post("/admin/setup", { token, password: PASSWORD, _csrf: await formToken(b) })).location).toBe("/admin/setup/2fa");
    const csrf = await csrfOf(b, "/admin/setup/2fa");
    expect((await b.post("/admin/setup/2fa", { _csrf: csrf, code: "000000" })).status).toBe(400);
    const used = await env.DB.prepare("SELECT actor, operator_id, target FROM audit_log WHERE action = 'operator.setup_link_use' AND target = ?").bind(op.id).all();
    expect(used.results).toEqual([{ actor: op.id, operator_id: op.id, target: op.id }]);
    expect((await entriesAbout(op.email)).map((e) => [e.action, JSON.parse(e.after).stage])).toEqual([["operator.second_factor_failed", "enrolment"]]);
  });
});
