// Invitations: an owner invites an email with a role; the link (single use, 7 days) lets an
// existing user join, or a new one set a password and join. Until it is used an owner sees it on
// the team page and may revoke it, which deletes the link so it can never be used. Only a user
// whose email is verified invites anyone, and each invitation sent counts against the account
// (20 a day) and the invited email (3 a day) for good (identity/mail-limits.ts): revoking one
// gives nothing back. The account's name is the one its owner typed, so the mail quotes it as
// that and never puts it in the subject.
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { db } from "../db/client";
import { userLinks } from "../db/schema";
import type { Role } from "../domain/roles";
import { createLink, type LinkRow } from "../identity/links";
import { mailerFor, mailLinkBase, quotedName } from "../identity/mail";
import { takeMailSend } from "../identity/mail-limits";
import type { UserRow } from "../identity/sessions";
import { normalEmail } from "../identity/users";

export interface InviteData {
  accountId: string;
  accountName: string;
  role: Role;
}

export const INVITE_SUBJECT = "You are invited to join a team on Partner Commerce";

export type InviteResult = { ok: true } | { ok: false; reason: "unverified" } | { ok: false; reason: "account_limit" | "recipient_limit"; retryAfterSeconds: number };

/** The invitation's mail: what it says the account is called is only ever the quoted name its owner chose. */
export function invitationText(input: { accountName: string; role: Role; invitedBy: string; link: string }): string {
  return [
    `${quotedName(input.invitedBy)} invites you to join a team on Partner Commerce as ${input.role}: the account named ${quotedName(input.accountName)} (a name its owner chose, not checked by Partner Commerce).`,
    "",
    "Open this link within 7 days to accept:",
    "",
    input.link,
    "",
    "If you do not know this account, ignore this message: nothing happens unless you open the link and accept.",
  ].join("\n");
}

/**
 * Sends an invitation from `inviter` (a user of the account) unless their email is unverified or
 * a limit is reached; a refused one stores nothing and sends nothing.
 */
export async function invite(env: Env, input: InviteData & { email: string; inviter: Pick<UserRow, "email" | "emailVerifiedAt"> }, now = Date.now()): Promise<InviteResult> {
  if (input.inviter.emailVerifiedAt === null) return { ok: false, reason: "unverified" };
  const base = mailLinkBase(env);
  const email = normalEmail(input.email);
  const send = await takeMailSend(env, "invite", email, input.accountId, now);
  if (!send.ok) return { ok: false, reason: send.by === "sender" ? "account_limit" : "recipient_limit", retryAfterSeconds: send.retryAfterSeconds };
  const token = await createLink(env, "invite", { email, data: { accountId: input.accountId, accountName: input.accountName, role: input.role } }, now);
  await mailerFor(env).send({
    to: email,
    subject: INVITE_SUBJECT,
    text: invitationText({ accountName: input.accountName, role: input.role, invitedBy: input.inviter.email, link: `${base}/invite?token=${token}` }),
  });
  return { ok: true };
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

/** Deletes every unused invitation of the account, and answers those that could still have been used. */
export async function revokeAllInvitations(env: Env, accountId: string, now = Date.now()): Promise<PendingInvitation[]> {
  const rows = await db(env)
    .delete(userLinks)
    .where(and(eq(userLinks.purpose, "invite"), isNull(userLinks.usedAt), ofAccount(accountId)))
    .returning()
    .all();
  return rows
    .filter((r) => r.expiresAt > now)
    .sort((a, b) => a.createdAt - b.createdAt)
    .map((r) => ({ id: r.id ?? "", email: r.email, role: inviteData(r).role, expiresAt: r.expiresAt }));
}
