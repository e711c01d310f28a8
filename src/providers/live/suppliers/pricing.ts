// Live prices: supplier cost plus the operator's margin per category, rounded up to the cent,
// and the loss guard: never publish an offer that would sell at a loss at the top commission tier.
// The guard assumes no partner earns more than that tier, so a negotiated rate above it is
// accepted only while every margin still covers the cost after paying it.
import { db } from "../../../db/client";
import { settings } from "../../../db/schema";
import { inArray } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { auditInsert, auditRow } from "../../../audit/log";
import { sellsAtLoss, TOP_COMMISSION_BPS } from "../../../domain/commission";
import type { AuditContext } from "../../../audit/actor";

export const DEFAULT_MARGIN_BPS = 3000;

export interface Margins {
  esim_margin_bps: number;
  topup_margin_bps: number;
}

export function priceFor(costCents: number, marginBps: number): number {
  return Math.ceil((costCents * (10_000 + marginBps)) / 10_000);
}


/**
 * The highest commission every price made with these margins pays without a loss (at least
 * the top tier, which the catalog's guard already holds offers to). A price is at least
 * cost × (1 + margin), since priceFor rounds up, so a cost of 10,000 is the exact worst case.
 */
export function highestCoveredCommissionBps(m: Margins): number {
  const margin = Math.min(m.esim_margin_bps, m.topup_margin_bps);
  let bps = TOP_COMMISSION_BPS;
  while (bps < 10_000 && !sellsAtLoss(10_000 + margin, 10_000, bps + 1)) bps++;
  return bps;
}

const KEYS = ["esim_margin_bps", "topup_margin_bps"] as const;

export async function margins(env: Env): Promise<Margins> {
  const rows = await db(env).select().from(settings).where(inArray(settings.key, [...KEYS])).all();
  const get = (k: string) => {
    const v = rows.find((r) => r.key === k)?.value;
    return v !== undefined && /^\d+$/.test(v) ? Number(v) : DEFAULT_MARGIN_BPS;
  };
  return { esim_margin_bps: get("esim_margin_bps"), topup_margin_bps: get("topup_margin_bps") };
}

/**
 * The operator's margins. Both settings and the audit entry (pricing.update, the margins that
 * changed) are one D1 batch; margins set to what they are record nothing.
 */
export async function setMargins(env: Env, next: Margins, ctx: AuditContext, now = Date.now()): Promise<Margins> {
  const was = await margins(env);
  const audit = auditRow(ctx, { action: "pricing.update", target: "pricing", before: { ...was }, after: { ...next } }, now);
  const changed = KEYS.some((k) => was[k] !== next[k]);
  const upsert = (key: (typeof KEYS)[number]) => {
    const value = String(next[key]);
    return db(env).insert(settings).values({ key, value, updatedAt: now }).onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
  };
  const rest: BatchItem<"sqlite">[] = [upsert("topup_margin_bps"), ...(changed ? [auditInsert(env, audit)] : [])];
  await db(env).batch([upsert("esim_margin_bps"), ...rest]);
  return margins(env);
}
