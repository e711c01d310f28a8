// Users: people who sign in with an email and a password, in a realm ("partner"; operators will
// be another). Log-in answers the same for an unknown email and a wrong password, and spends the
// same time on both; failed attempts are limited (throttle.ts). An email counts as verified from
// the first time a link mailed to it was used, and stays so while it is the user's email.
import { and, eq, isNull } from "drizzle-orm";
import { db } from "../db/client";
import { users } from "../db/schema";
import { newId } from "../lib/ids";
import { burnOneHash, currentParams, hashPassword, needsRehash, verifyPassword } from "./password";
import { loginBlocked, recordLoginFailure } from "./throttle";
import { revokeAllSessions, type UserRow } from "./sessions";
import { retireLinks } from "./links";

export type Realm = "partner" | "operator";

export const normalEmail = (email: string) => email.trim().toLowerCase();
/** Enough to catch typing mistakes; the verification link proves the rest. */
export const EMAIL_SHAPE = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

export async function findUser(env: Env, realm: Realm, email: string): Promise<UserRow | undefined> {
  return db(env).select().from(users).where(and(eq(users.realm, realm), eq(users.email, normalEmail(email)))).get();
}

export async function getUser(env: Env, id: string): Promise<UserRow | undefined> {
  return db(env).select().from(users).where(eq(users.id, id)).get();
}

/** A new user's row, not yet stored, with a password hash already made (or one no password matches). */
export function newUserRow(realm: Realm, email: string, passwordHash: string, now = Date.now()): UserRow {
  return {
    id: newId("usr"),
    realm,
    email: normalEmail(email),
    passwordHash,
    emailVerifiedAt: null,
    totpSecret: null,
    totpEnabledAt: null,
    totpLastCounter: null,
    passwordChangedAt: now,
    createdAt: now,
  };
}

/** A new user, or null when the email is taken in the realm. */
export async function createUser(env: Env, realm: Realm, email: string, password: string, now = Date.now()): Promise<UserRow | null> {
  const row = newUserRow(realm, email, await hashPassword(password, currentParams(env)), now);
  const inserted = await db(env).insert(users).values(row).onConflictDoNothing().returning().get();
  return inserted ?? null;
}

export type LoginResult = { ok: true; user: UserRow } | { ok: false; reason: "invalid" | "throttled" };

export async function authenticate(env: Env, realm: Realm, email: string, password: string, address: string, now = Date.now()): Promise<LoginResult> {
  const normal = normalEmail(email);
  if (await loginBlocked(env, normal, address, now)) return { ok: false, reason: "throttled" };
  const user = await findUser(env, realm, normal);
  const params = currentParams(env);
  if (!user) {
    await burnOneHash(params);
  } else if (await verifyPassword(password, user.passwordHash)) {
    if (needsRehash(user.passwordHash, params)) {
      await db(env).update(users).set({ passwordHash: await hashPassword(password, params) }).where(eq(users.id, user.id));
    }
    return { ok: true, user };
  }
  await recordLoginFailure(env, normal, address, now);
  return { ok: false, reason: "invalid" };
}

/** Sets a new password, ends every session but `keep`, and retires every reset link still unused. */
export async function changePassword(env: Env, userId: string, password: string, keep: string | null, now = Date.now()): Promise<void> {
  await db(env).update(users).set({ passwordHash: await hashPassword(password, currentParams(env)), passwordChangedAt: now }).where(eq(users.id, userId));
  await revokeAllSessions(env, userId, keep, now);
  await retireLinks(env, userId, "reset_password", now);
}

/**
 * Marks the email verified (a link sent to it was used), keeping the time it was first proven;
 * true only when this is that first time.
 */
export async function markEmailVerified(env: Env, userId: string, email: string, now = Date.now()): Promise<boolean> {
  // the link proves the address it was sent to, so it verifies only while that is still the email
  const row = await db(env)
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), eq(users.email, email), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id })
    .get();
  return row !== undefined;
}

/** Starts enrolment with a new (sealed) secret, not yet active; codes of an earlier secret stop working. */
export async function startTotp(env: Env, userId: string, sealedSecret: string): Promise<void> {
  await db(env).update(users).set({ totpSecret: sealedSecret, totpEnabledAt: null, totpLastCounter: null }).where(eq(users.id, userId));
}

/** Activates the secret being enrolled (the code that confirmed it stays spent). */
export async function enableTotp(env: Env, userId: string, now = Date.now()): Promise<void> {
  await db(env).update(users).set({ totpEnabledAt: now }).where(eq(users.id, userId));
}
