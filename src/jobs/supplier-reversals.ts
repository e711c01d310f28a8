// Supplier reversals into refunds: reads Reloadly's transactions report for the top-ups it now
// shows REFUNDED, finds each one's account and mode by our order id (the `topup_order` reference
// written when the live top-up was fulfilled) and has that account's object record a refund of
// origin `supplier`, which succeeds at once. Run by the hourly cron.
//
// Invariant: each order's money comes back once, however often a reversal is read: the object's
// step counts a reversal once per order (a repeat changes nothing), and a reversal is written to
// `supplier_reversals` only after its account took it (or it was reported for an operator), so a
// run that dies halfway leaves the rest for the next run, which repeats nothing harmful.
import { accountObject } from "../account-object/stub";
import { findReference } from "../db/reference-index";
import { alert, logJob } from "../lib/log";
import { RELOADLY } from "../providers/live/suppliers/reloadly";
import { reloadlyClient } from "../providers/live/suppliers/supplier";
import type { SupplierReversal } from "../providers/types";

const DAY = 86_400_000;
/**
 * How far back the report is read, by the top-up's date: Reloadly does not say how late a
 * reversal can come, so a few days, plus a day each way because the report's dates may not be
 * UTC (docs/operations.md, "Refunds at the suppliers").
 */
export const REVERSAL_LOOKBACK_MS = 3 * DAY;
export const REPORT_DATE_SLACK_MS = DAY;

export interface ReversalRun {
  /** reversals the report listed in the range */
  listed: number;
  /** passed over: already taken by an earlier run */
  known: number;
  /** passed over: not a top-up of ours (no `ord_` reference) */
  foreign: number;
  /** a refund was recorded (or found recorded) in the order's account */
  refunded: number;
  /** reported for an operator: the order is unknown here, or cannot take a refund */
  alerted: number;
  /** left for the next run: its account could not be asked */
  failed: number;
}

type Outcome = "refunded" | "unchanged" | "unknown_order" | "not_refundable";

/** Where each reversal already taken was recorded, by transaction id. */
async function alreadySeen(env: Env, ids: string[]): Promise<Set<string>> {
  const seen = new Set<string>();
  // D1 binds at most 100 parameters per statement
  for (let i = 0; i < ids.length; i += 90) {
    const chunk = ids.slice(i, i + 90);
    const { results } = await env.DB.prepare(
      `SELECT transaction_id FROM supplier_reversals WHERE supplier = ? AND transaction_id IN (${chunk.map(() => "?").join(",")})`,
    ).bind(RELOADLY, ...chunk).all<{ transaction_id: string }>();
    for (const r of results) seen.add(r.transaction_id);
  }
  return seen;
}

async function markSeen(env: Env, r: SupplierReversal, outcome: Outcome, now: number): Promise<void> {
  await env.DB.prepare("INSERT OR IGNORE INTO supplier_reversals (supplier, transaction_id, order_id, outcome, seen_at) VALUES (?, ?, ?, ?, ?)")
    .bind(RELOADLY, r.transactionId, r.customIdentifier, outcome, now)
    .run();
}

/** One reversal into its account; what became of it. */
async function takeReversal(env: Env, r: SupplierReversal & { customIdentifier: string }): Promise<Outcome> {
  const owner = await findReference(env, "topup_order", r.customIdentifier);
  if (!owner) {
    alert({ msg: "supplier reversal of an unknown order", supplier: RELOADLY, order_id: r.customIdentifier, transaction_id: r.transactionId });
    return "unknown_order";
  }
  const ref = { accountId: owner.accountId, mode: owner.mode };
  const out = await accountObject(env, ref.accountId, ref.mode).supplierReversal(ref, r.customIdentifier);
  const value = out.ok ? out.value : null;
  if (value === null) {
    // not fulfilled, or its refund was already rejected: the supplier gave our money back, the partner's is not
    alert({
      msg: "supplier reversal the order cannot take", supplier: RELOADLY, order_id: r.customIdentifier, transaction_id: r.transactionId,
      account_id: ref.accountId, mode: ref.mode, error: "error" in out ? (out.error as { code: string }).code : null,
    });
    return "not_refundable";
  }
  return value.changed ? "refunded" : "unchanged";
}

/**
 * Reads the reversals of the last REVERSAL_LOOKBACK_MS (with a day's slack each way) and takes
 * each one not taken yet. A report that cannot be read fails the run (nothing taken from it);
 * one reversal that fails is left for the next run and does not stop the others.
 */
export async function takeReloadlyReversals(env: Env, now = Date.now()): Promise<ReversalRun | null> {
  const client = reloadlyClient(env);
  if (!client) return null;
  const started = Date.now();
  const reversals = await client.reversedTopups({ from: now - REVERSAL_LOOKBACK_MS - REPORT_DATE_SLACK_MS, to: now + REPORT_DATE_SLACK_MS });
  const run: ReversalRun = { listed: reversals.length, known: 0, foreign: 0, refunded: 0, alerted: 0, failed: 0 };
  const seen = await alreadySeen(env, reversals.map((r) => r.transactionId));
  // one order reversed under two transactions is still one refund: the object counts it once
  for (const r of reversals) {
    if (seen.has(r.transactionId)) { run.known++; continue; }
    const orderId = r.customIdentifier;
    if (!orderId || !orderId.startsWith("ord_")) { run.foreign++; continue; }
    try {
      const outcome = await takeReversal(env, { ...r, customIdentifier: orderId });
      if (outcome === "refunded" || outcome === "unchanged") run.refunded++;
      else run.alerted++;
      await markSeen(env, r, outcome, now);
    } catch (e) {
      run.failed++;
      console.error(`supplier reversal ${r.transactionId} of ${orderId} failed; the next run takes it`, e);
    }
  }
  logJob({
    kind: "supplier_reversals", ids: { supplier: RELOADLY }, outcome: run.failed ? "failed" : "ok",
    result: `listed ${run.listed}, refunded ${run.refunded}, alerted ${run.alerted}, known ${run.known}, failed ${run.failed}`,
    attempt: 1, duration_ms: Date.now() - started,
  });
  return run;
}
