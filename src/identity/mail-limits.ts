// How often a person can make us send mail to someone, counted in one place for every purpose
// that has a limit: one row per mail sent (table mail_sends), counted over a rolling window per
// recipient (the SHA-256 of the lower-cased email) and, for invitations, per sending account.
// Taking a send is one conditional INSERT that counts in the same statement, so two requests at
// once cannot both take the last one. A row stays whatever later happens to the mail's link (a
// revoked invitation still counts), and rows older than the longest window are pruned as new ones
// are written. A live eSIM sent to a traveller (esim_delivery) counts per sending account and
// recipient over a day (one partner's sends never use up another's: a shared count would let any
// partner silence a traveller for everyone) and per sending account over an hour; only live sends
// are counted.
import { and, asc, count, eq, gt, lt, sql, type SQL } from "drizzle-orm";
import { db } from "../db/client";
import { mailSends } from "../db/schema";
import { sha256Hex } from "../lib/crypto";
import type { LinkPurpose } from "./links";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type LimitedMail = Extract<LinkPurpose, "invite" | "verify_email" | "reset_password"> | "esim_delivery";

export interface MailLimit {
  windowMs: number;
  /** mails of this purpose to one email within the window (from one sender, with `recipientPerSender`) */
  perRecipient: number;
  /** the recipient's count is the sender's own: each sender has its perRecipient to each email */
  recipientPerSender?: boolean;
  /** mails of this purpose from one account within the window (invitations) or senderWindowMs */
  perSender?: number;
  /** the sender's own window, when it is not the recipient's */
  senderWindowMs?: number;
}

export const MAIL_LIMITS: Record<LimitedMail, MailLimit> = {
  invite: { windowMs: DAY, perRecipient: 3, perSender: 20 },
  verify_email: { windowMs: HOUR, perRecipient: 5 },
  reset_password: { windowMs: HOUR, perRecipient: 5 },
  // brand.md: live eSIM messages, 5 per recipient per day (each account's own) and 200 per account per hour
  esim_delivery: { windowMs: DAY, perRecipient: 5, recipientPerSender: true, perSender: 200, senderWindowMs: HOUR },
};

const LONGEST_WINDOW_MS = Math.max(...Object.values(MAIL_LIMITS).map((l) => l.windowMs));

export type MailSend = { ok: true } | { ok: false; by: "recipient" | "sender"; retryAfterSeconds: number };

const recipientKey = (email: string) => sha256Hex(email.trim().toLowerCase());

/**
 * Takes one send of `purpose` to `email` (from the account `sender`, for invitations) when the
 * window still has room for it, and records it; otherwise says which limit is full and when the
 * oldest send in it leaves the window. Call it before the link is made and the mail sent: a
 * refused send leaves nothing behind.
 */
export async function takeMailSend(env: Env, purpose: LimitedMail, email: string, sender: string | null = null, now = Date.now()): Promise<MailSend> {
  const limit = MAIL_LIMITS[purpose];
  const recipient = await recipientKey(email);
  const since = now - limit.windowMs;
  const senderWindowMs = limit.senderWindowMs ?? limit.windowMs;
  const senderSince = now - senderWindowMs;
  const senderRoom =
    sender !== null && limit.perSender !== undefined
      ? sql`AND (SELECT count(*) FROM ${mailSends} WHERE purpose = ${purpose} AND sender = ${sender} AND at > ${senderSince}) < ${limit.perSender}`
      : sql``;
  // a recipient counted per sender: that sender's sends to them only (index mail_sends_sender_recipient)
  const perSender = limit.recipientPerSender === true && sender !== null;
  const ofSender = perSender ? sql`AND sender = ${sender}` : sql``;
  // in the table's column order, as drizzle lists the columns of an INSERT … SELECT
  const insert = db(env)
    .insert(mailSends)
    .select(
      sql`SELECT ${purpose}, ${recipient}, ${sender}, ${now} WHERE (SELECT count(*) FROM ${mailSends} WHERE purpose = ${purpose} ${ofSender} AND recipient = ${recipient} AND at > ${since}) < ${limit.perRecipient} ${senderRoom}`,
    )
    .returning({ at: mailSends.at });
  const [taken] = await db(env).batch([insert, db(env).delete(mailSends).where(lt(mailSends.at, now - LONGEST_WINDOW_MS))]);
  if (taken.length > 0) return { ok: true };

  const byRecipient = and(eq(mailSends.purpose, purpose), perSender ? eq(mailSends.sender, sender) : undefined, eq(mailSends.recipient, recipient), gt(mailSends.at, since));
  const bySender = sender !== null ? and(eq(mailSends.purpose, purpose), eq(mailSends.sender, sender), gt(mailSends.at, senderSince)) : undefined;
  const full = async (where: SQL | undefined, max: number | undefined) =>
    where !== undefined && max !== undefined && ((await db(env).select({ n: count() }).from(mailSends).where(where).get())?.n ?? 0) >= max;
  const by = (await full(bySender, limit.perSender)) ? "sender" : "recipient";
  const oldest = await db(env)
    .select({ at: mailSends.at })
    .from(mailSends)
    .where(by === "sender" ? bySender : byRecipient)
    .orderBy(asc(mailSends.at))
    .limit(1)
    .get();
  const window = by === "sender" ? senderWindowMs : limit.windowMs;
  const retryAfterMs = oldest ? oldest.at + window - now : window;
  return { ok: false, by, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
}
