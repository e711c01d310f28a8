// Operator switches kept in D1's settings table, read where they take effect.
import { eq } from "drizzle-orm";
import { db } from "../db/client";
import { settings } from "../db/schema";

const PAYOUTS_PAUSED = "payouts_paused";

/** While true, payout requests answer 503 payouts_unavailable and earnings stay untouched. */
export async function payoutsPaused(env: Env): Promise<boolean> {
  const row = await db(env).select({ value: settings.value }).from(settings).where(eq(settings.key, PAYOUTS_PAUSED)).get();
  return row?.value === "true";
}

export async function setPayoutsPaused(env: Env, paused: boolean, now = Date.now()): Promise<boolean> {
  const value = paused ? "true" : "false";
  await db(env)
    .insert(settings)
    .values({ key: PAYOUTS_PAUSED, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
  return paused;
}
