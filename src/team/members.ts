// A partner account's team: which users belong to which accounts, with which role. The role
// rules themselves are in src/domain/roles.ts.
import { and, asc, eq } from "drizzle-orm";
import { db } from "../db/client";
import { accounts, memberships, users } from "../db/schema";
import type { Role } from "../domain/roles";

export type MembershipRow = typeof memberships.$inferSelect;

export async function addMember(env: Env, accountId: string, userId: string, role: Role, signedUp = false, now = Date.now()): Promise<void> {
  // joining twice keeps the first role: an invitation never demotes or promotes an existing member
  await db(env).insert(memberships).values({ accountId, userId, role, signedUp, createdAt: now }).onConflictDoNothing();
}

export async function membership(env: Env, accountId: string, userId: string): Promise<MembershipRow | undefined> {
  return db(env).select().from(memberships).where(and(eq(memberships.accountId, accountId), eq(memberships.userId, userId))).get();
}

/** The accounts a user belongs to, oldest membership first. */
export function accountsOf(env: Env, userId: string) {
  return db(env)
    .select({ id: accounts.id, name: accounts.name, role: memberships.role })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(eq(memberships.userId, userId))
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
