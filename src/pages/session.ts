// The signed-in area's door: reads the session cookie, sends signed-out visitors to /login, and
// refuses a state-changing form unless it comes from our own origin (Origin) and carries the
// session's CSRF token. Signed-out forms get the same two checks with the browser's pre-session
// token (its own cookie, signed by this service) in place of the session's. A refused form
// changes nothing: the check runs before the handler. No form's body is read past the API's own
// cap (64 KiB), but for the brand logo's upload (256 KiB and the form's framing): a larger one,
// declared or chunked, is refused with 413 before any of it is parsed.
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { MAX_BODY_BYTES } from "../http/body";
import { MAX_LOGO_BYTES } from "../brand/logo";
import type { App, AppEnv, Mode } from "../http/context";
import { csrfValid, FORM_COOKIE, formTokenValid, newFormToken, openFormCookie, sameOrigin } from "../identity/csrf";
import {
  ABSOLUTE_MS, IDLE_MS, OPERATOR_SESSION_COOKIE, resolveSession, revokeSession, SESSION_COOKIE, startSession, type SessionRow, type UserRow,
} from "../identity/sessions";
import type { Realm } from "../identity/users";
import { accountsOfSession } from "../team/members";
import { sha256Hex } from "../lib/crypto";
import type { Role } from "../domain/roles";
import { loginFor } from "./return-path";

/**
 * A signed-in area's door: its cookie and the realm of the users it lets in. The partner
 * dashboard and the operator console share every session rule below; only the door differs.
 */
export interface Door {
  cookie: string;
  realm: Realm;
}
export const PARTNER_DOOR: Door = { cookie: SESSION_COOKIE, realm: "partner" };
export const OPERATOR_DOOR: Door = { cookie: OPERATOR_SESSION_COOKIE, realm: "operator" };

export interface Signed {
  session: SessionRow;
  user: UserRow;
}

export interface MemberAccount {
  id: string;
  name: string;
  role: Role;
  liveAccess: boolean;
  /** where the account is in KYB and KYC (the Account's kyb_state) */
  kybState: string;
}

export interface Current extends Signed {
  account: MemberAccount;
  accounts: MemberAccount[];
  /** the mode every dashboard page shows and acts in: live only while the account has live access */
  mode: Mode;
}

/**
 * The session's `scope` names the account a partner looks at and, after a colon, the mode they
 * chose: `acct_…` (test, the default) or `acct_…:live`. Choosing an account (sign-up, the switch,
 * joining a team) writes the bare id, so every account starts in test mode.
 */
export function dashboardScope(accountId: string, mode: Mode): string {
  return mode === "live" ? `${accountId}:live` : accountId;
}

export function readScope(scope: string | null): { accountId: string | null; mode: Mode } {
  if (!scope) return { accountId: null, mode: "test" };
  const live = scope.endsWith(":live");
  return { accountId: live ? scope.slice(0, -":live".length) : scope, mode: live ? "live" : "test" };
}

/**
 * The flags of every cookie the pages set: `__Host-` names with Secure, HttpOnly and Path=/ and no
 * Domain, one rule everywhere (browsers accept __Host- with Secure on http://localhost too).
 */
const HOST_COOKIE = { path: "/", secure: true, httpOnly: true } as const;

export function setSessionCookie(c: Context<AppEnv>, token: string, door: Door = PARTNER_DOOR): void {
  setCookie(c, door.cookie, token, { ...HOST_COOKIE, sameSite: "Lax", maxAge: ABSOLUTE_MS / 1000 });
}

/**
 * Signs a user in with a session made now, never one the browser brought: whatever session its
 * cookie names (signed in, half signed in, another user's) is ended first, so a token planted in
 * or seen on this browser before the log-in is worth nothing after it (no session fixation).
 */
export async function beginSession(
  c: Context<AppEnv>,
  user: Pick<UserRow, "id" | "totpEnabledAt">,
  opts: { scope?: string | null; secondFactorAt?: number | null } = {},
  door: Door = PARTNER_DOOR,
): Promise<SessionRow> {
  const old = await resolveSession(c.env, getCookie(c, door.cookie));
  if (old) await revokeSession(c.env, old.user.id, old.session.id);
  const { token, row } = await startSession(c.env, user, { ...opts, userAgent: c.req.header("user-agent") });
  setSessionCookie(c, token, door);
  // signed in, the session's own token takes over from the pre-session one
  deleteCookie(c, FORM_COOKIE, { path: "/", secure: true });
  return row;
}

export function clearSessionCookie(c: Context<AppEnv>, door: Door = PARTNER_DOOR): void {
  deleteCookie(c, door.cookie, { path: "/", secure: true });
}

/** The live session the door's cookie names, if its user belongs to the door's realm. */
async function sessionAt(c: Context<AppEnv>, door: Door): Promise<Signed | null> {
  const hit = await resolveSession(c.env, getCookie(c, door.cookie));
  return hit && hit.user.realm === door.realm ? hit : null;
}

export async function signedIn(c: Context<AppEnv>, door: Door = PARTNER_DOOR): Promise<Signed | null> {
  const hit = await sessionAt(c, door);
  return hit && !hit.session.awaitingSecondFactor ? hit : null;
}

/** The session waiting for its second factor after the password was right. */
export async function halfSignedIn(c: Context<AppEnv>, door: Door = PARTNER_DOOR): Promise<Signed | null> {
  const hit = await sessionAt(c, door);
  return hit && hit.session.awaitingSecondFactor ? hit : null;
}

/** The signed-in user with the account they are looking at; null when signed out. */
export async function current(c: Context<AppEnv>): Promise<Current | null> {
  // the session and its user's accounts are read side by side (one round trip's wait, not two);
  // the accounts count only once the session is found alive
  const token = getCookie(c, SESSION_COOKIE);
  const [hit, rows] = await Promise.all([signedIn(c), token && token.length <= 100 ? accountsOfSession(c.env, await sha256Hex(token)) : []]);
  if (!hit) return null;
  const accounts = rows as Current["accounts"];
  const chosen = readScope(hit.session.scope);
  const account = accounts.find((a) => a.id === chosen.accountId) ?? accounts[0];
  if (!account) return null;
  // live access can be withdrawn after live was chosen: the pages then show test again
  const mode: Mode = account.id === chosen.accountId && chosen.mode === "live" && account.liveAccess ? "live" : "test";
  return { ...hit, account, accounts, mode };
}

export const forbidden = (c: Context<AppEnv>) =>
  c.html("<!doctype html><title>Forbidden</title><p>This form expired or came from another site. Go back, reload the page and try again.</p>", 403);

/**
 * The signed-in user and account, or the redirect to /login a signed-out visitor gets (naming the
 * page asked for, so the log-in returns there). A user
 * removed from every account they belonged to is still signed in but sees nothing of any account.
 */
export async function requireMe(c: Context<AppEnv>): Promise<Current | Response> {
  const me = await current(c);
  if (me) return me;
  const hit = await signedIn(c);
  // a page asked for while signed out is where the log-in returns (return-path.ts)
  if (!hit) return c.redirect(c.req.method === "GET" ? loginFor(`${c.req.path}${new URL(c.req.url).search}`) : "/login", 303);
  return c.html(
    `<!doctype html><title>No account</title><p>You are not a member of any account. Ask an account's owner for an invitation.</p><form method="post" action="/logout"><input type="hidden" name="_csrf" value="${hit.session.csrfToken}"><button type="submit">Log out</button></form>`,
    403,
  );
}

/** The request comes from our own origin, as the browser tells it. */
export function originOk(c: Context<AppEnv>): boolean {
  return sameOrigin(c.req.header("origin"), c.req.url, c.req.header("sec-fetch-site"));
}

/**
 * The pre-session token a signed-out form carries in `_csrf`: the one this browser's cookie
 * already holds when its signature is ours (so two open tabs both work), else a fresh one. The
 * cookie is set again either way, so it lasts as long as the form is in use.
 */
export async function formToken(c: Context<AppEnv>): Promise<string> {
  const held = getCookie(c, FORM_COOKIE);
  const kept = await openFormCookie(c.env.CURSOR_SECRET, held);
  const { token, cookie } = kept ? { token: kept, cookie: held! } : await newFormToken(c.env.CURSOR_SECRET);
  setCookie(c, FORM_COOKIE, cookie, { ...HOST_COOKIE, sameSite: "Strict", maxAge: IDLE_MS / 1000 });
  return token;
}

/** Whether `sent` is this browser's pre-session token, as its signed cookie holds it. */
export function formTokenOk(c: Context<AppEnv>, sent: unknown): Promise<boolean> {
  return formTokenValid(c.env.CURSOR_SECRET, sent, getCookie(c, FORM_COOKIE));
}

/**
 * The cap on every page form's body, the API's own (its longest fields are a few KiB). Runs
 * before the route: a body that declares more is refused unread, and a chunked one is counted as
 * it streams in and dropped once it passes the cap, so nothing larger is ever held, parsed or
 * checked for its token. The one form that carries a file, the brand logo's upload
 * (BRAND_LOGO_FORM), has a cap of its own on that path alone: the logo's 256 KiB and 16 KiB for
 * the multipart framing and the token; the image itself is then held to the API's rule.
 */
const pageFormLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) =>
    c.html(
      `<!doctype html><title>Form too large</title><p>This form sent more than ${MAX_BODY_BYTES / 1024} KiB, more than any form here takes. Nothing was done. Go back, shorten what you entered and try again.</p>`,
      413,
    ),
});

/** The dashboard's logo upload form (Settings → Brand), the only page form with a file. */
export const BRAND_LOGO_FORM = "/dashboard/settings/brand/logo";
export const LOGO_FORM_MAX_BYTES = MAX_LOGO_BYTES + 16 * 1024;

const logoFormLimit = bodyLimit({
  maxSize: LOGO_FORM_MAX_BYTES,
  onError: (c) =>
    c.html(
      `<!doctype html><title>Image too large</title><p>The logo may be at most ${MAX_LOGO_BYTES / 1024} KiB. Nothing was stored. Go back, choose a smaller image and try again.</p>`,
      413,
    ),
});

export const formBodyLimit: MiddlewareHandler<AppEnv> = (c, next) => (c.req.path === BRAND_LOGO_FORM ? logoFormLimit(c, next) : pageFormLimit(c, next));

/** A signed-out form's fields, or null when its Origin or pre-session token is missing or wrong. */
export async function signedOutForm(c: Context<AppEnv>): Promise<Record<string, string> | null> {
  if (!originOk(c)) return null;
  const fields = await plainForm(c);
  return (await formTokenOk(c, fields._csrf)) ? fields : null;
}

/** A signed-in form's fields, or null when its Origin or CSRF token is missing or wrong. */
export async function checkedForm(c: Context<AppEnv>, session: SessionRow): Promise<Record<string, string> | null> {
  if (!originOk(c)) return null;
  const body = await c.req.parseBody();
  if (!(await csrfValid(body._csrf, session.csrfToken))) return null;
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) if (typeof v === "string") fields[k] = v;
  return fields;
}

/**
 * A signed-in form's route: a signed-out visitor goes to /login, a form without our Origin or the
 * session's CSRF token is refused before the handler runs, and the answer is never cached.
 */
export function onSignedInForm(app: App, path: string, handler: (c: Context<AppEnv>, me: Current, fields: Record<string, string>) => Promise<Response>): void {
  app.post(path, async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    const f = await checkedForm(c, me.session);
    if (!f) return forbidden(c);
    c.header("cache-control", "no-store");
    return handler(c, me, f);
  });
}

export async function plainForm(c: Context<AppEnv>): Promise<Record<string, string>> {
  const body = await c.req.parseBody();
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) if (typeof v === "string") fields[k] = v;
  return fields;
}

export const clientAddress = (c: Context<AppEnv>) => c.req.header("cf-connecting-ip") ?? "unknown";
