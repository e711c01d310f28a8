// Supplier reversals into refunds, run by the hourly cron. Reloadly: reads its transactions
// report for the top-ups it now shows REFUNDED and finds each one's account and mode by our order
// id (the `topup_order` reference written when the live top-up was fulfilled). Airalo: reads the
// orders it lists `refunded` over the same window and finds each one's account by an ICCID of
// its sims (the live `iccid` reference) and the order in that account (our `ord_` id Airalo keeps
// as the order's description, else the account object's eSIM order of that ICCID). Either way
// the account's object records a refund of origin `supplier`, which succeeds at once; a reversal
// that names nothing of ours, or an order that cannot take a refund, alerts for operators.
//
// Invariant: each order's money comes back once, however often a reversal is read: the object's
// step counts a reversal once per order (a repeat changes nothing), and a reversal is written to
// `supplier_reversals` (by supplier and its transaction, for Airalo its order id) only after its
// account took it or it was reported for an operator, so its alert fires once and a run that dies
// halfway leaves the rest for the next run, which repeats nothing harmful. One supplier's list
// that cannot be read fails that supplier's part of the run only.
import { accountObject } from "../account-object/stub";
import { findReference } from "../db/reference-index";
import { alert, logJob } from "../lib/log";
import { AIRALO, type AiraloRefundedOrder } from "../providers/live/suppliers/airalo";
import { RELOADLY } from "../providers/live/suppliers/reloadly";
import { airaloClient, reloadlyClient } from "../providers/live/suppliers/supplier";
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
  /** passed over: not an order of ours (a Reloadly top-up without an `ord_` reference) */
  foreign: number;
  /** a refund was recorded (or found recorded) in the order's account */
  refunded: number;
  /** reported for an operator: the order (or, at Airalo, every ICCID) is unknown here, or the order cannot take a refund */
  alerted: number;
  /** left for the next run: its account could not be asked */
  failed: number;
}

type Outcome = "refunded" | "unchanged" | "unknown_order" | "unknown_iccid" | "not_refundable";
type Supplier = typeof RELOADLY | typeof AIRALO;

/** Where each reversal already taken was recorded, by transaction id. */
async function alreadySeen(env: Env, supplier: Supplier, ids: string[]): Promise<Set<string>> {
  const seen = new Set<string>();
  // D1 binds at most 100 parameters per statement
  for (let i = 0; i < ids.length; i += 90) {
    const chunk = ids.slice(i, i + 90);
    const { results } = await env.DB.prepare(
      `SELECT transaction_id FROM supplier_reversals WHERE supplier = ? AND transaction_id IN (${chunk.map(() => "?").join(",")})`,
    ).bind(supplier, ...chunk).all<{ transaction_id: string }>();
    for (const r of results) seen.add(r.transaction_id);
  }
  return seen;
}

async function markSeen(env: Env, supplier: Supplier, transactionId: string, orderId: string | null, outcome: Outcome, now: number): Promise<void> {
  await env.DB.prepare("INSERT OR IGNORE INTO supplier_reversals (supplier, transaction_id, order_id, outcome, seen_at) VALUES (?, ?, ?, ?, ?)")
    .bind(supplier, transactionId, orderId, outcome, now)
    .run();
}

/** The order's refund of origin `supplier` in its account; an order that cannot take one is alerted. */
async function reverseOrder(env: Env, supplier: Supplier, transactionId: string, ref: { accountId: string; mode: "test" | "live" }, orderId: string): Promise<Outcome> {
  const out = await accountObject(env, ref.accountId, ref.mode).supplierReversal(ref, orderId);
  const value = out.ok ? out.value : null;
  if (value === null) {
    // not fulfilled, or its refund was already rejected: the supplier gave our money back, the partner's is not
    alert({
      msg: "supplier reversal the order cannot take", supplier, order_id: orderId, transaction_id: transactionId,
      account_id: ref.accountId, mode: ref.mode, error: "error" in out ? (out.error as { code: string }).code : null,
    });
    return "not_refundable";
  }
  return value.changed ? "refunded" : "unchanged";
}

/** One Reloadly reversal into its account; what became of it. */
async function takeReversal(env: Env, r: SupplierReversal & { customIdentifier: string }): Promise<Outcome> {
  // the top-up's own entry, written as it was fulfilled; else the sweep's index of every order
  const owner = (await findReference(env, "topup_order", r.customIdentifier)) ?? (await findReference(env, "order", r.customIdentifier));
  if (!owner) {
    alert({ msg: "supplier reversal of an unknown order", supplier: RELOADLY, order_id: r.customIdentifier, transaction_id: r.transactionId });
    return "unknown_order";
  }
  return reverseOrder(env, RELOADLY, r.transactionId, { accountId: owner.accountId, mode: owner.mode }, r.customIdentifier);
}

/**
 * One Airalo refunded order into its account: the first of its ICCIDs a live account holds names
 * the account; the order is the one Airalo's description names (ours, as placed), else the
 * account's eSIM order of that ICCID. What became of it, and the order taken.
 */
async function takeAiraloRefund(env: Env, o: AiraloRefundedOrder): Promise<{ outcome: Outcome; orderId: string | null }> {
  for (const iccid of o.iccids) {
    const owner = await findReference(env, "iccid", iccid);
    // the index holds live eSIMs only; a sandbox eSIM never reaches Airalo's live account
    if (!owner || owner.mode !== "live") continue;
    const ref = { accountId: owner.accountId, mode: owner.mode };
    const orderId = o.reference ?? (await accountObject(env, ref.accountId, ref.mode).esimOrderOfIccid(iccid));
    if (!orderId) continue;
    return { outcome: await reverseOrder(env, AIRALO, o.orderId, ref, orderId), orderId };
  }
  alert({ msg: "supplier reversal of an unknown eSIM", supplier: AIRALO, transaction_id: o.orderId, iccids: o.iccids, reference: o.reference });
  return { outcome: "unknown_iccid", orderId: o.reference };
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
  const seen = await alreadySeen(env, RELOADLY, reversals.map((r) => r.transactionId));
  // one order reversed under two transactions is still one refund: the object counts it once
  for (const r of reversals) {
    if (seen.has(r.transactionId)) { run.known++; continue; }
    const orderId = r.customIdentifier;
    if (!orderId || !orderId.startsWith("ord_")) { run.foreign++; continue; }
    try {
      const outcome = await takeReversal(env, { ...r, customIdentifier: orderId });
      if (outcome === "refunded" || outcome === "unchanged") run.refunded++;
      else run.alerted++;
      await markSeen(env, RELOADLY, r.transactionId, orderId, outcome, now);
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

/**
 * Reads the orders Airalo lists `refunded` among those created in the same window as Reloadly's
 * report and takes each one not taken yet, keyed by Airalo's order id. A list that cannot be read
 * fails the run (nothing taken from it); one order that fails is left for the next run.
 */
export async function takeAiraloReversals(env: Env, now = Date.now()): Promise<ReversalRun | null> {
  const client = airaloClient(env);
  if (!client) return null;
  const started = Date.now();
  const refunded = await client.refundedOrders({ from: now - REVERSAL_LOOKBACK_MS - REPORT_DATE_SLACK_MS, to: now + REPORT_DATE_SLACK_MS });
  const run: ReversalRun = { listed: refunded.length, known: 0, foreign: 0, refunded: 0, alerted: 0, failed: 0 };
  const seen = await alreadySeen(env, AIRALO, refunded.map((o) => o.orderId));
  for (const o of refunded) {
    if (seen.has(o.orderId)) { run.known++; continue; }
    try {
      const { outcome, orderId } = await takeAiraloRefund(env, o);
      if (outcome === "refunded" || outcome === "unchanged") run.refunded++;
      else run.alerted++;
      await markSeen(env, AIRALO, o.orderId, orderId, outcome, now);
    } catch (e) {
      run.failed++;
      console.error(`supplier reversal of Airalo order ${o.orderId} failed; the next run takes it`, e);
    }
  }
  logJob({
    kind: "supplier_reversals", ids: { supplier: AIRALO }, outcome: run.failed ? "failed" : "ok",
    result: `listed ${run.listed}, refunded ${run.refunded}, alerted ${run.alerted}, known ${run.known}, failed ${run.failed}`,
    attempt: 1, duration_ms: Date.now() - started,
  });
  return run;
}

/** The hourly run: each supplier's reversals, one supplier's failure leaving the other's part done. */
export async function takeSupplierReversals(env: Env, now = Date.now()): Promise<{ reloadly: ReversalRun | null; airalo: ReversalRun | null }> {
  const [reloadly, airalo] = await Promise.allSettled([takeReloadlyReversals(env, now), takeAiraloReversals(env, now)]);
  for (const [name, r] of [[RELOADLY, reloadly], [AIRALO, airalo]] as const) {
    if (r.status === "rejected") console.error(`supplier reversals of ${name} failed`, r.reason);
  }
  return { reloadly: reloadly.status === "fulfilled" ? reloadly.value : null, airalo: airalo.status === "fulfilled" ? airalo.value : null };
}
