// Cross-site request forgery: a state-changing request from a page must come from our own
// origin (the browser's Origin header) and carry a CSRF token in its form. Either missing or
// wrong is refused before anything is read or written. A signed-in form carries its session's
// token; a signed-out form (sign-up, log-in, reset, verification, joining as a new user) has no
// session yet and carries the browser's pre-session token instead, checked against a cookie that
// holds the same token signed with a key only this service has (a signed double-submit cookie):
// another site can neither read the cookie nor, from a sibling host, plant one that verifies.
// A form on a page served with Referrer-Policy no-referrer is posted with `Origin: null` (the
// Fetch standard says so); such a post passes only when the browser also says it is
// same-origin (`Sec-Fetch-Site`, a header no page's script can set).
import { base64url } from "@scure/base";
import { randomToken, safeEqual } from "../lib/crypto";

/** Pure: the request comes from the origin it was made to, as the browser tells it. */
export function sameOrigin(originHeader: string | undefined, requestUrl: string, fetchSite?: string): boolean {
  if (originHeader === "null") return fetchSite === "same-origin";
  if (!originHeader) return false;
  return originHeader === new URL(requestUrl).origin;
}

export async function csrfValid(sent: unknown, expected: string): Promise<boolean> {
  return typeof sent === "string" && sent.length > 0 && sent.length <= 100 && (await safeEqual(sent, expected));
}

/** The pre-session token's cookie: one per browser, shared by every signed-out form. */
export const FORM_COOKIE = "__Host-pc_form";

const encoder = new TextEncoder();
const PURPOSE = "pre-session-form-token";
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const keys = new Map<string, Promise<CryptoKey>>();

/** The signing key, derived from the operator secret and this purpose (as sealed values are). */
function formKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .digest("SHA-256", encoder.encode(`${PURPOSE}:${secret}`))
      .then((raw) => crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]));
    keys.set(secret, key);
  }
  return key;
}

async function tag(secret: string, token: string): Promise<string> {
  return base64url.encode(new Uint8Array(await crypto.subtle.sign("HMAC", await formKey(secret), encoder.encode(token)))).replace(/=+$/, "");
}

/** A fresh pre-session token (32 random bytes) and the cookie value that carries it. */
export async function newFormToken(secret: string): Promise<{ token: string; cookie: string }> {
  const token = randomToken(32);
  return { token, cookie: `${token}.${await tag(secret, token)}` };
}

/** The token a cookie carries when its signature is ours; null for anything else. */
export async function openFormCookie(secret: string, cookie: string | undefined): Promise<string | null> {
  if (!cookie || cookie.length > 200) return null;
  const [token, sig, ...rest] = cookie.split(".");
  if (!token || !sig || rest.length || !TOKEN_SHAPE.test(token)) return null;
  return (await safeEqual(sig, await tag(secret, token))) ? token : null;
}

/** A signed-out form's `_csrf` against the browser's cookie: both present, signed, and equal. */
export async function formTokenValid(secret: string, sent: unknown, cookie: string | undefined): Promise<boolean> {
  const token = await openFormCookie(secret, cookie);
  return token !== null && (await csrfValid(sent, token));
}
