// Failovers and duplicates, as operators see them. A failover is an order moving from one route
// to the next (the supplier said a definite no, or a look-up after an ambiguous answer found
// nothing); a duplicate is a purchase an order made at a supplier it had already left, found
// later (a look-up, a follow-up, a notification). The account's object decides both and keeps
// them on the order's attempts; these D1 rows are the service-wide list the Supply page reads
// (the last 24 hours), written after the object's step, each keyed by (order, attempt), so a
// second write of one changes only what became of it. A duplicate at Airalo is settled by a refund
// request queued here (`supplier_refund_requests`, purpose "duplicate": no partner refund is
// behind it, so no account object is told of Airalo's answer); a partner's refund of an Airalo
// eSIM, committed pending, is queued the same way (purpose "refund": jobs/airalo-refunds.ts sends
// both and tells the refund's account object what Airalo answered).
import type { RefundReason } from "../../../domain/refunds";
import type { Mode } from "../../../http/context";
import { AIRALO } from "./airalo";

export interface FailoverRow {
  order_id: string;
  attempt: number;
  account_id: string;
  mode: Mode;
  from_sku: string;
  reason: string;
  at: number;
}

export interface DuplicateRow {
  order_id: string;
  attempt: number;
  account_id: string;
  mode: Mode;
  sku: string;
  cost: number;
  supplier_reference: string | null;
  iccid: string | null;
  found_at: number;
  outcome: "pending" | "cancelled" | "refund_queued" | "listed";
  outcome_at: number;
  detail: string | null;
}

/** The refund request id of a duplicate (one per order and attempt). */
export const duplicateRefundId = (orderId: string, attempt: number) => `dup_${orderId}_${attempt}`;

export async function recordFailover(env: Env, f: FailoverRow): Promise<void> {
  await env.DB.prepare(
    "INSERT OR IGNORE INTO supplier_failovers (order_id, attempt, account_id, mode, from_sku, reason, at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  ).bind(f.order_id, f.attempt, f.account_id, f.mode, f.from_sku, f.reason.slice(0, 300), f.at).run();
}

/** Records a duplicate, or what became of it since (a later write keeps the first sighting). */
export async function recordDuplicate(env: Env, d: DuplicateRow): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO supplier_duplicates (order_id, attempt, account_id, mode, sku, cost, supplier_reference, iccid, found_at, outcome, outcome_at, detail)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (order_id, attempt) DO UPDATE SET outcome = excluded.outcome, outcome_at = excluded.outcome_at, detail = excluded.detail,
       supplier_reference = COALESCE(excluded.supplier_reference, supplier_duplicates.supplier_reference)`,
  ).bind(d.order_id, d.attempt, d.account_id, d.mode, d.sku, d.cost, d.supplier_reference, d.iccid, d.found_at, d.outcome, d.outcome_at, d.detail).run();
}

/** Queues an Airalo refund request: a partner's refund (by its id) or a duplicate's (writing either twice keeps the first). */
export async function queueAiraloRefundRequest(
  env: Env, r: { refundId: string; accountId: string; mode: Mode; iccid: string; reason: RefundReason | "duplicate"; purpose: "refund" | "duplicate" }, now = Date.now(),
): Promise<void> {
  await env.DB.prepare(
    `INSERT OR IGNORE INTO supplier_refund_requests (refund_id, account_id, mode, supplier, iccid, reason, state, attempts, next_attempt_at, created_at, purpose)
     VALUES (?, ?, ?, ?, ?, ?, 'queued', 0, ?, ?, ?)`,
  ).bind(r.refundId, r.accountId, r.mode, AIRALO, r.iccid, r.reason, now, now, r.purpose).run();
}

/** Queues Airalo's refund request for a duplicate. */
export function queueDuplicateRefund(env: Env, d: { orderId: string; attempt: number; accountId: string; mode: Mode; iccid: string }, now = Date.now()): Promise<void> {
  return queueAiraloRefundRequest(env, { ...d, refundId: duplicateRefundId(d.orderId, d.attempt), reason: "duplicate", purpose: "duplicate" }, now);
}

/** The failovers and duplicates since `since`, newest first (at most `limit` of each). */
export async function recentFailoversAndDuplicates(env: Env, since: number, limit = 100): Promise<{ failovers: FailoverRow[]; duplicates: DuplicateRow[] }> {
  const [f, d] = await env.DB.batch([
    env.DB.prepare("SELECT * FROM supplier_failovers WHERE at >= ? ORDER BY at DESC LIMIT ?").bind(since, limit),
    env.DB.prepare("SELECT * FROM supplier_duplicates WHERE found_at >= ? ORDER BY found_at DESC LIMIT ?").bind(since, limit),
  ]);
  return { failovers: (f!.results ?? []) as FailoverRow[], duplicates: (d!.results ?? []) as DuplicateRow[] };
}

/** How long taken supplier notifications' keys (to refuse repeats) and the failover and duplicate lists are kept. */
export const NOTICE_KEY_DAYS = 7;
export const SUPPLY_LIST_DAYS = 30;

/** The hourly sweep: call counts older than a day, notification keys older than a week, failovers and duplicates older than a month. */
export async function pruneSupplyRecords(env: Env, now = Date.now()): Promise<void> {
  const day = 86_400_000;
  await env.DB.batch([
    env.DB.prepare("DELETE FROM supplier_calls WHERE minute < ?").bind(now - day),
    env.DB.prepare("DELETE FROM supplier_notifications WHERE received_at < ?").bind(now - NOTICE_KEY_DAYS * day),
    env.DB.prepare("DELETE FROM supplier_failovers WHERE at < ?").bind(now - SUPPLY_LIST_DAYS * day),
    env.DB.prepare("DELETE FROM supplier_duplicates WHERE found_at < ?").bind(now - SUPPLY_LIST_DAYS * day),
  ]);
}
