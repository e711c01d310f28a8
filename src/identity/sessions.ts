// Sessions of people signed in with a browser. The cookie holds a random token; D1 keeps its
// SHA-256. A session ends after 12 hours unused or 7 days after it began, when revoked (from the
// security page, at log-out) and when the user's password changes. Each session has its own CSRF
// token that every state-changing form carries. Nothing here knows about partner accounts: a
// session's `scope` is whatever the signed-in area is looking at.
import { and, desc, eq, isNull, ne } from "drizzle-orm";
import { db } from "../db/client";
import { sessions, users } from "../db/schema";
import { randomToken, sha256Hex } from "../lib/crypto";
import { newId } from "../lib/ids";

export const IDLE_MS = 12 * 3_600_000;
export const ABSOLUTE_MS = 7 * 24 * 3_600_000;
/** Creating or revealing anything live needs a second factor checked this recently. */
export const FRESH_SECOND_FACTOR_MS = 10 * 60_000;
/** last_seen_at is written at most this often, so reading pages is not a write per request. */
const TOUCH_MS = 60_000;

/** The partner dashboard's cookie (browsers accept __Host- with Secure on http://localhost too). */
export const SESSION_COOKIE = "__Host-session";
/** The operator console's cookie: a session of one realm is never read at the other's door. */
export const OPERATOR_SESSION_COOKIE = "__Host-op_session";

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** Pure: whether a session is still valid at `now`. */
export function sessionAlive(row: Pick<SessionRow, "revokedAt" | "createdAt" | "lastSeenAt">, now: number): boolean {
  return row.revokedAt === null && now - row.createdAt < ABSOLUTE_MS && now - row.lastSeenAt < IDLE_MS;
}

/** Pure: whether the session's second-factor check is recent enough for something live. */
export function secondFactorFresh(row: Pick<SessionRow, "secondFactorAt">, now: number): boolean {
  return row.secondFactorAt !== null && now - row.secondFactorAt < FRESH_SECOND_FACTOR_MS;
}

export interface NewSession {
  token: string;
  row: SessionRow;
}

export async function startSession(
  env: Env,
  user: Pick<UserRow, "id" | "totpEnabledAt">,
  opts: { userAgent?: string | null; scope?: string | null; secondFactorAt?: number | null } = {},
  now = Date.now(),
): Promise<NewSession> {
  const token = randomToken(32);
  const row: SessionRow = {
    id: newId("ses"),
    tokenHash: await sha256Hex(token),
    userId: user.id,
    csrfToken: randomToken(24),
    scope: opts.scope ?? null,
    userAgent: (opts.userAgent ?? "").slice(0, 200) || null,
    createdAt: now,
    lastSeenAt: now,
    secondFactorAt: opts.secondFactorAt ?? null,
    awaitingSecondFactor: user.totpEnabledAt !== null && opts.secondFactorAt == null,
    revokedAt: null,
  };
  await db(env).insert(sessions).values(row);
  return { token, row };
}

/** The live session a cookie's token names, with its user; null for anything else. */
export async function resolveSession(env: Env, token: string | undefined, now = Date.now()): Promise<{ session: SessionRow; user: UserRow } | null> {
  if (!token || token.length > 100) return null;
  const hit = await db(env)
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, await sha256Hex(token)))
    .get();
  if (!hit || !sessionAlive(hit.session, now)) return null;
  if (now - hit.session.lastSeenAt > TOUCH_MS) {
    await db(env).update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, hit.session.id));
    hit.session.lastSeenAt = now;
  }
  return hit;
}

export async function updateSession(env: Env, id: string, patch: Partial<Pick<SessionRow, "scope" | "secondFactorAt" | "awaitingSecondFactor">>): Promise<void> {
  await db(env).update(sessions).set(patch).where(eq(sessions.id, id));
}

/** A user's live sessions, newest first. */
export async function listSessions(env: Env, userId: string, now = Date.now()): Promise<SessionRow[]> {
  const rows = await db(env).select().from(sessions).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt))).orderBy(desc(sessions.id)).all();
  return rows.filter((r) => sessionAlive(r, now));
}

/** Ends one of the user's sessions (another user's id changes nothing). */
export async function revokeSession(env: Env, userId: string, sessionId: string, now = Date.now()): Promise<void> {
  await db(env).update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Ends every session of the user, but `keep` if given (the one that changed the password). */
export async function revokeAllSessions(env: Env, userId: string, keep: string | null = null, now = Date.now()): Promise<void> {
  const where = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keep) where.push(ne(sessions.id, keep));
  await db(env).update(sessions).set({ revokedAt: now }).where(and(...where));
}
