// Invitations: an owner invites an email with a role; the link (single use, 7 days) lets an
// existing user join, or a new one set a password and join. Until it is used an owner sees it on
// the team page and may revoke it, which deletes the link so it can never be used.
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { db } from "../db/client";
import { userLinks } from "../db/schema";
import type { Role } from "../domain/roles";
import { createLink, type LinkRow } from "../identity/links";
import { mailerFor } from "../identity/mail";
import { normalEmail } from "../identity/users";

export interface InviteData {
  accountId: string;
  accountName: string;
  role: Role;
}

export async function invite(env: Env, input: InviteData & { email: string; invitedBy: string }, origin: string): Promise<void> {
  const email = normalEmail(input.email);
  const token = await createLink(env, "invite", { email, data: { accountId: input.accountId, accountName: input.accountName, role: input.role } });
  await mailerFor(env).send({
    to: email,
    subject: `${input.invitedBy} invited you to ${input.accountName} on Partner Commerce`,
    text: `You are invited to join ${input.accountName} as ${input.role}. Open this link within 7 days to accept:\n\n${origin}/invite?token=${token}`,
  });
}

export function inviteData(link: LinkRow): InviteData {
  return JSON.parse(link.data ?? "{}") as InviteData;
}

export interface PendingInvitation {
  id: string;
  email: string;
  role: Role;
  expiresAt: number;
}

const ofAccount = (accountId: string) => sql`json_extract(${userLinks.data}, '$.accountId') = ${accountId}`;

/** The account's invitations not yet used and not expired, oldest first. */
export async function pendingInvitations(env: Env, accountId: string, now = Date.now()): Promise<PendingInvitation[]> {
  const rows = await db(env)
    .select()
    .from(userLinks)
    .where(and(eq(userLinks.purpose, "invite"), isNull(userLinks.usedAt), gt(userLinks.expiresAt, now), ofAccount(accountId)))
    .orderBy(asc(userLinks.createdAt))
    .all();
  return rows.filter((r) => r.id !== null).map((r) => ({ id: r.id!, email: r.email, role: inviteData(r).role, expiresAt: r.expiresAt }));
}

/** Deletes one of the account's unused invitations; false when there is none by that id. */
export async function revokeInvitation(env: Env, accountId: string, id: string): Promise<boolean> {
  const row = await db(env)
    .delete(userLinks)
    .where(and(eq(userLinks.id, id), eq(userLinks.purpose, "invite"), isNull(userLinks.usedAt), ofAccount(accountId)))
    .returning({ id: userLinks.id })
    .get();
  return row !== undefined;
}
