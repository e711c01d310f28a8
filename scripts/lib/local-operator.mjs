// The local operator login `npm start` prints: an admin operator made on the first run through
// the operator API (bootstrap token) and set up the way a person does it, through the set-up
// link's two pages (a password, then an authenticator confirmed with a code computed here from
// the secret the page shows). Its email, password and TOTP secret are kept in
// .wrangler/dev-operator.json (mode 600) so later runs print the same login;
// `npm run console:code` prints the current second-factor code from it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";

export const LOCAL_OPERATOR_EMAIL = "operator@partner-commerce.test";

export function currentCode(totpSecret) {
  return new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(totpSecret) }).generate();
}

/** A tiny cookie-keeping form client for the set-up pages. */
function browser(base) {
  const jar = new Map();
  return async (path, form) => {
    const headers = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") };
    let body;
    if (form) {
      body = new URLSearchParams(form).toString();
      headers["content-type"] = "application/x-www-form-urlencoded";
      headers.origin = base;
    }
    const res = await fetch(`${base}${path}`, { method: form ? "POST" : "GET", headers, body, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return { status: res.status, location: res.headers.get("location"), html: await res.text() };
  };
}

const field = (html, name) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1];

async function setUp(base, api, adminToken, email) {
  let created = await api("/admin/v1/operators", adminToken, { method: "POST", body: JSON.stringify({ email, name: "Local operator", role: "admin" }) });
  if (created.status === 400) {
    // made by an earlier run whose record was deleted: send it a new set-up link
    const list = await api("/admin/v1/operators", adminToken);
    const op = list.body.data.find((o) => o.email === email);
    created = await api(`/admin/v1/operators/${op.id}/setup_link`, adminToken, { method: "POST" });
  }
  if (created.status !== 200) throw new Error(`creating the local operator answered ${created.status}: ${JSON.stringify(created.body)}`);
  const outbox = await api("/admin/v1/outbox?limit=50", adminToken);
  const mail = outbox.body.data.find((m) => m.to === email && m.text.includes("/admin/setup?token="));
  const token = /\/admin\/setup\?token=([\w-]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error("no set-up link for the local operator in the outbox");
  const go = browser(base);
  const page = await go(`/admin/setup?token=${token}`);
  const password = randomBytes(12).toString("base64url");
  const step1 = await go("/admin/setup", { _csrf: field(page.html, "_csrf"), token, password });
  if (step1.status !== 303) throw new Error(`the set-up page refused the password (${step1.status})`);
  const enrol = await go("/admin/setup/2fa");
  const totpSecret = /id="totp-secret">([A-Z2-7]+)</.exec(enrol.html)?.[1];
  if (!totpSecret) throw new Error("the set-up page showed no authenticator secret");
  const done = await go("/admin/setup/2fa", { _csrf: field(enrol.html, "_csrf"), code: currentCode(totpSecret) });
  if (done.status !== 200) throw new Error(`the set-up page refused the code (${done.status})`);
  return { email, password, totp_secret: totpSecret, created_at: new Date().toISOString() };
}

/** The stored local operator when its password still signs in, else a new one set up now. */
export async function ensureLocalOperator({ base, api, adminToken, path }) {
  if (existsSync(path)) {
    try {
      const stored = JSON.parse(readFileSync(path, "utf8"));
      const go = browser(base);
      const login = await go("/admin/login");
      const res = await go("/admin/login", { _csrf: field(login.html, "_csrf"), email: stored.email, password: stored.password });
      if (res.status === 303) return { ...stored, reused: true };
    } catch {
      // unreadable or refused: set one up again
    }
  }
  const record = await setUp(base, api, adminToken, LOCAL_OPERATOR_EMAIL);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
  return { ...record, reused: false };
}
