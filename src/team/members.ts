// A partner account's team: which users belong to which accounts, with which role. The role
// rules themselves are in src/domain/roles.ts. An account always keeps an owner: changing a role
// or removing a member is one conditional statement that counts the owners in the same write, so
// two owners demoting each other at once cannot leave the account without one. Nothing about a
// membership is copied into sessions: a change bites on the member's next request. Removing
// everyone but one user (removeOthers) needs no such guard: that user is an owner who stays.
import { and, asc, eq, ne, or, sql } from "drizzle-orm";
import { db } from "../db/client";
import { accounts, memberships, sessions, users } from "../db/schema";
import { keepsAnOwner, type Role } from "../domain/roles";

export type MembershipRow = typeof memberships.$inferSelect;

export async function addMember(env: Env, accountId: string, userId: string, role: Role, signedUp = false, now = Date.now()): Promise<void> {
  // joining twice keeps the first role: an invitation never demotes or promotes an existing member
  await db(env).insert(memberships).values({ accountId, userId, role, signedUp, createdAt: now }).onConflictDoNothing();
}

export async function membership(env: Env, accountId: string, userId: string): Promise<MembershipRow | undefined> {
  return db(env).select().from(memberships).where(and(eq(memberships.accountId, accountId), eq(memberships.userId, userId))).get();
}

/**
 * The accounts (with the member's role) of the user a session token's hash belongs to, oldest
 * membership first, found from the session so a page can ask for them while the session itself is
 * being checked: whoever calls this must still check that the session is alive.
 */
export function accountsOfSession(env: Env, tokenHash: string) {
  return db(env)
    .select({ id: accounts.id, name: accounts.name, role: memberships.role, liveAccess: accounts.liveAccess, kybState: accounts.kybState })
    .from(sessions)
    .innerJoin(memberships, eq(memberships.userId, sessions.userId))
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(eq(sessions.tokenHash, tokenHash))
    .orderBy(asc(memberships.createdAt))
    .all();
}

export function membersOf(env: Env, accountId: string) {
  return db(env)
    .select({ userId: users.id, email: users.email, role: memberships.role, since: memberships.createdAt })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.accountId, accountId))
    .orderBy(asc(memberships.createdAt))
    .all();
}

export type MemberChange = "done" | "not_member" | "last_owner";

/** Another owner than this member remains: the guard both writes carry. */
const anotherOwner = (accountId: string, userId: string) =>
  sql`exists (select 1 from ${memberships} m2 where m2.account_id = ${accountId} and m2.user_id != ${userId} and m2.role = 'owner')`;

/** Why a change was not made: the member is gone, or it would leave the account without an owner. */
async function refusal(env: Env, accountId: string, userId: string, to: Role | null): Promise<MemberChange> {
  const row = await membership(env, accountId, userId);
  if (!row) return "not_member";
  const owners = (await membersOf(env, accountId)).filter((m) => m.role === "owner").length;
  return keepsAnOwner(owners, row.role, to) ? "done" : "last_owner";
}

export async function changeRole(env: Env, accountId: string, userId: string, role: Role): Promise<MemberChange> {
  const row = await db(env)
    .update(memberships)
    .set({ role })
    .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, userId), role === "owner" ? undefined : or(ne(memberships.role, "owner"), anotherOwner(accountId, userId))))
    .returning({ userId: memberships.userId })
    .get();
  return row ? "done" : await refusal(env, accountId, userId, role);
}

export async function removeMember(env: Env, accountId: string, userId: string): Promise<MemberChange> {
  const row = await db(env)
    .delete(memberships)
    .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, userId), or(ne(memberships.role, "owner"), anotherOwner(accountId, userId))))
    .returning({ userId: memberships.userId })
    .get();
  return row ? "done" : await refusal(env, accountId, userId, null);
}

/** Removes every member of the account but `keep` (an owner), and answers who they were. */
export async function removeOthers(env: Env, accountId: string, keep: string): Promise<{ email: string; role: Role }[]> {
  const others = await db(env)
    .select({ userId: users.id, email: users.email, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.accountId, accountId), ne(memberships.userId, keep)))
    .orderBy(asc(memberships.createdAt))
    .all();
  const removed = await db(env)
    .delete(memberships)
    .where(and(eq(memberships.accountId, accountId), ne(memberships.userId, keep)))
    .returning({ userId: memberships.userId })
    .all();
  const gone = new Set(removed.map((r) => r.userId));
  return others.filter((o) => gone.has(o.userId)).map(({ email, role }) => ({ email, role }));
}

/** The accounts the user owns, with their names. */
export function ownedAccounts(env: Env, userId: string) {
  return db(env)
    .select({ id: accounts.id, name: accounts.name })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.userId, userId), eq(memberships.role, "owner")))
    .orderBy(asc(memberships.createdAt))
    .all();
}
