// Operator switches kept in D1's settings table, read where they take effect.
import { eq, sql } from "drizzle-orm";
import { db } from "../db/client";
import { settings } from "../db/schema";
import { auditInsert, auditRow } from "../audit/log";
import type { AuditContext } from "../audit/actor";

const PAYOUTS_PAUSED = "payouts_paused";

/** While true, payout requests answer 503 payouts_unavailable and earnings stay untouched. */
export async function payoutsPaused(env: Env): Promise<boolean> {
  const row = await db(env).select({ value: settings.value }).from(settings).where(eq(settings.key, PAYOUTS_PAUSED)).get();
  return row?.value === "true";
}

/**
 * The operator's payout switch. A change is written with its audit entry (payouts.pause /
 * payouts.resume) in one D1 batch; setting it to what it already is writes and records nothing.
 */
export async function setPayoutsPaused(env: Env, paused: boolean, ctx: AuditContext, now = Date.now()): Promise<boolean> {
  const was = await payoutsPaused(env);
  if (was === paused) return paused;
  const value = paused ? "true" : "false";
  const audit = auditRow(ctx, { action: paused ? "payouts.pause" : "payouts.resume", target: "payouts", before: { paused: was }, after: { paused } }, now);
  await db(env).batch([
    db(env)
      .insert(settings)
      .values({ key: PAYOUTS_PAUSED, value, updatedAt: now })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now }, setWhere: sql`${settings.value} <> excluded.value` }),
    auditInsert(env, audit, { whenChanged: true }),
  ]);
  return paused;
}
