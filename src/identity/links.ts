// Single-use links sent by mail: verify an email (24 h), reset a password (1 h), join a team
// (7 days), set up an operator's password and second factor (72 h). The token travels only in
// // the mail; the database keeps its SHA-256. Using a link is one conditional UPDATE (unused,
// unexpired, of this purpose), so a link works once even when two clicks race.
import { and, eq, gt, isNull } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { db } from "../db/client";
import { userLinks } from "../db/schema";
import { randomToken, sha256Hex } from "../lib/crypto";
import { newId } from "../lib/ids";

export type LinkPurpose = "verify_email" | "reset_password" | "invite" | "operator_setup";

const HOUR = 3_600_000;
export const LINK_TTL_MS: Record<LinkPurpose, number> = {
  verify_email: 24 * HOUR,
  reset_password: HOUR,
  invite: 7 * 24 * HOUR,
  operator_setup: 72 * HOUR,
};

export type LinkRow = typeof userLinks.$inferSelect;

/** Pure: whether a stored link can still be used at `now`. */
export function linkUsable(row: Pick<LinkRow, "usedAt" | "expiresAt">, now: number): boolean {
  return row.usedAt === null && now < row.expiresAt;
}

/** A new link's token; `alongside` are written in the same D1 batch as the link (an audit entry). */
export async function createLink(
  env: Env,
  purpose: LinkPurpose,
  target: { email: string; userId?: string | null; data?: unknown },
  now = Date.now(),
  alongside: BatchItem<"sqlite">[] = [],
): Promise<string> {
  const token = randomToken(32);
  const insert = db(env)
    .insert(userLinks)
    .values({
      tokenHash: await sha256Hex(token),
      id: newId("lnk"),
      purpose,
      userId: target.userId ?? null,
      email: target.email,
      data: target.data === undefined ? null : JSON.stringify(target.data),
      expiresAt: now + LINK_TTL_MS[purpose],
      usedAt: null,
      createdAt: now,
    });
  await db(env).batch([insert, ...alongside]);
  return token;
}

/** Reads a link without using it (to show the form it leads to); null when unusable. */
export async function peekLink(env: Env, purpose: LinkPurpose, token: string, now = Date.now()): Promise<LinkRow | null> {
  const row = await db(env).select().from(userLinks).where(and(eq(userLinks.tokenHash, await sha256Hex(token)), eq(userLinks.purpose, purpose))).get();
  return row && linkUsable(row, now) ? row : null;
}

/** Retires every unused link of the user for `purpose` (a new password makes older reset links worthless). */
export async function retireLinks(env: Env, userId: string, purpose: LinkPurpose, now = Date.now()): Promise<void> {
  await db(env).update(userLinks).set({ usedAt: now }).where(and(eq(userLinks.userId, userId), eq(userLinks.purpose, purpose), isNull(userLinks.usedAt)));
}

/** Uses a link: answers its row the first time, null ever after (or when expired or unknown). */
export async function useLink(env: Env, purpose: LinkPurpose, token: string, now = Date.now()): Promise<LinkRow | null> {
  const row = await db(env)
    .update(userLinks)
    .set({ usedAt: now })
    .where(and(eq(userLinks.tokenHash, await sha256Hex(token)), eq(userLinks.purpose, purpose), isNull(userLinks.usedAt), gt(userLinks.expiresAt, now)))
    .returning()
    .get();
  return row ?? null;
}
