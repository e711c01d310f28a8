// A tiny browser for page tests: keeps cookies, sends forms with our Origin, follows nothing. A
// form for a signed-out page that does not name its `_csrf` gets the browser's pre-session token
// from a page first, as a person filling in the form would (`csrf: false` posts it as given).
import { exports } from "cloudflare:workers";
import { env } from "cloudflare:test";
import { call, ADMIN_TOKEN } from "../support/api";
import type { ListOutboxResponse } from "../../src/routes/admin/outbox/list";
import { Secret, TOTP } from "otpauth";

export const ORIGIN = "http://svc.test";

/** The forms posted without a session, which carry the pre-session token. */
export const SIGNED_OUT_FORMS = new Set(["/signup", "/login", "/forgot-password", "/reset-password", "/verify-email", "/invite"]);

export class Browser {
  cookies = new Map<string, string>();

  /** `base` is the origin the request is sent to (its URL and Host; the Origin header by default). */
  async request(path: string, init: { method?: string; form?: Record<string, string>; origin?: string | null; headers?: Record<string, string>; csrf?: false; base?: string } = {}) {
    if (init.form && !("_csrf" in init.form) && init.csrf !== false && SIGNED_OUT_FORMS.has(path.split("?")[0]!)) {
      init = { ...init, form: { ...init.form, _csrf: await this.formToken() } };
    }
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    let body: string | undefined;
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers.set("content-type", "application/x-www-form-urlencoded");
    }
    const base = init.base ?? ORIGIN;
    const origin = init.origin === undefined ? base : init.origin;
    if (origin !== null && (init.method ?? (body ? "POST" : "GET")) !== "GET") headers.set("origin", origin);
    const res = await exports.default.fetch(new Request(`${base}${path}`, { method: init.method ?? (body !== undefined ? "POST" : "GET"), headers, body, redirect: "manual" }));
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      if (/max-age=0/i.test(line) || value === "") this.cookies.delete(name!);
      else this.cookies.set(name!, value);
    }
    return { status: res.status, location: res.headers.get("location"), html: await res.text(), headers: res.headers };
  }

  get = (path: string) => this.request(path);
  post = (path: string, form: Record<string, string>, origin?: string | null) => this.request(path, { form, origin });

  /** The pre-session token a signed-out form carries (every such form has the same one). */
  async formToken(): Promise<string> {
    const page = await this.get("/login");
    const m = /name="_csrf" value="([^"]+)"/.exec(page.html);
    if (!m) throw new Error(`no form token on /login (status ${page.status})`);
    return m[1]!;
  }

  /** The CSRF token of the last page (every signed-in page has one in its log-out form). */
  async csrf(path = "/dashboard"): Promise<string> {
    const page = await this.get(path);
    const m = /name="_csrf" value="([^"]+)"/.exec(page.html);
    if (!m) throw new Error(`no CSRF token on ${path} (status ${page.status})`);
    return m[1]!;
  }
}

let n = 0;
export const uniqueEmail = (name = "owner") => `${name}-${Date.now()}-${n++}@example.com`;
export const PASSWORD = "a long enough passphrase";

/**
 * Signs up through the form and opens the dashboard; `verified` also uses the verification link
 * the sign-up mailed (as its owner would), which an owner needs before inviting anyone.
 */
export async function signUp(b: Browser, email = uniqueEmail(), business = "Acme Travel", opts: { verified?: boolean } = {}) {
  const res = await b.post("/signup", { business_name: business, email, password: PASSWORD });
  if (res.status !== 303) throw new Error(`sign-up answered ${res.status}: ${res.html.slice(0, 300)}`);
  if (opts.verified) await verifyEmail(email);
  const home = await b.get("/dashboard");
  const key = /id="new-key"[^>]*>([^<]+)</.exec(home.html)?.[1] ?? null;
  return { email, key, home };
}

/** Uses the newest verification link mailed to `email`, through the page, as its owner would. */
export async function verifyEmail(email: string): Promise<void> {
  const mail = await lastMail(email);
  if (!/Verify your email/.test(mail.subject)) throw new Error(`the newest mail to ${email} is not a verification link: ${mail.subject}`);
  const token = new URL(mail.link, "http://x").searchParams.get("token")!;
  const res = await new Browser().post("/verify-email", { token });
  if (res.status !== 200) throw new Error(`verifying ${email} answered ${res.status}`);
}

/**
 * The newest mail to `to` in the outbox, through the operator API; `link` is the path (and query)
 * of the first link in it that starts with the service's PUBLIC_BASE_URL, whatever that is, or of
 * its first link when none does.
 */
export async function lastMail(to: string): Promise<{ subject: string; text: string; link: string }> {
  const res = await call<ListOutboxResponse>("/admin/v1/outbox?limit=100", { key: ADMIN_TOKEN });
  const mail = res.body.data.find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const urls = mail.text.match(/https?:\/\/\S+/g) ?? [];
  const ours = urls.find((u) => env.PUBLIC_BASE_URL && u.startsWith(`${env.PUBLIC_BASE_URL}/`)) ?? urls[0];
  const link = ours ? new URL(ours) : null;
  return { ...mail, link: link ? `${link.pathname}${link.search}` : "" };
}

/** The code an authenticator app shows for `secret` at `at`. */
export const codeFor = (secret: string, at = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/** Turns two-factor on from the Security page, as its owner would (this step's code confirms it); the app's secret. */
export async function turnOnTwoFactor(b: Browser): Promise<string> {
  const start = await b.post("/dashboard/security/2fa", { _csrf: await b.csrf("/dashboard/security") });
  const secret = /id="totp-secret">([A-Z2-7]+)</.exec(start.html)![1]!;
  const done = await b.post("/dashboard/security/2fa/confirm", { _csrf: await b.csrf("/dashboard/security"), code: codeFor(secret) });
  if (done.status !== 200) throw new Error(`two-factor confirmation answered ${done.status}`);
  return secret;
}

export { env };
