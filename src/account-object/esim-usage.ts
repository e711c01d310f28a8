// eSIM usage alerts inside the account: `esim.low_data` ("75%", "90%") and `esim.expiring`
// ("3d", "1d"), each at most once per (ICCID, plan, threshold) — the esim_alerts row and its
// event are written in the same step, and a row already there means the threshold has fired.
// The plan an eSIM purchase bought is recorded with its quote and started when the order is
// fulfilled. In the sandbox the usage model (domain/esim-usage.ts) says when each threshold is
// reached: the plan keeps the next such time, and the per-step upkeep, the alarm and a test clock
// advance fire what is due (at its own time on an advance). Live, the supplier's low-data
// notice, confirmed by a fresh usage reading, fires it (routes/intake). A plan cancelled by a
// succeeded refund fires nothing more and reads `cancelled`; the sandbox's never-installed eSIM
// fires nothing and reads `not_installed`.
import { ApiError, notFound } from "../http/errors";
import { iso } from "../lib/time";
import { modelUsage, nextThresholdAt, reachedThresholds, THRESHOLD_EVENT, DAY_MS, type PlanModel, type Threshold } from "../domain/esim-usage";
import { NEVER_INSTALLED, sandboxUsage } from "../providers/sandbox/supplier";
import type { EsimUsage } from "../providers/types";
import { dueBy } from "./due";
import { emit } from "./events";
import { all, one, type Tx } from "./tx";
import type { OrderRow } from "./views";

/** What a purchase records of the eSIM plan it buys. */
export interface PlanInput {
  /** MB; null: unlimited */
  dataMb: number | null;
  validityDays: number;
}

interface PlanRow {
  quote_id: string;
  order_id: string;
  iccid: string;
  data_total_mb: number | null;
  unlimited: number;
  validity_days: number;
  starts_at: number;
  expires_at: number;
  base_percent: number;
  base_at: number;
  next_alert_at: number | null;
  /** when a succeeded refund cancelled the eSIM (null: not cancelled) */
  cancelled_at: number | null;
  [k: string]: SqlStorageValue;
}

/** The esim_usage object an API answer or an event carries. */
export interface UsageObject extends EsimUsage {
  object: "esim_usage";
  iccid: string;
  checked_at: string;
}

/** Plans recorded in a step, so one started in the same step (a sandbox purchase) is not read back. */
const recordedInTx = new WeakMap<Tx, Map<string, PlanInput>>();

export function recordPlan(tx: Tx, quoteId: string, plan: PlanInput): void {
  tx.sql.exec(
    "INSERT OR IGNORE INTO esim_plans (quote_id, data_total_mb, unlimited, validity_days) VALUES (?, ?, ?, ?)",
    quoteId, plan.dataMb, plan.dataMb === null ? 1 : 0, plan.validityDays,
  );
  let recorded = recordedInTx.get(tx);
  if (!recorded) recordedInTx.set(tx, (recorded = new Map()));
  recorded.set(quoteId, plan);
}

function model(p: PlanRow): PlanModel {
  return { totalMb: p.unlimited ? null : p.data_total_mb, startsAt: p.starts_at, expiresAt: p.expires_at, basePercent: p.base_percent, baseAt: p.base_at };
}

function fired(tx: Tx, p: PlanRow): Set<string> {
  return new Set(all<{ threshold: string }>(tx.sql, "SELECT threshold FROM esim_alerts WHERE iccid = ? AND order_id = ?", p.iccid, p.order_id).map((r) => r.threshold));
}

/**
 * A fulfilled eSIM order starts its plan: validity runs from now on the account's clock. In the
 * sandbox the plan's first threshold becomes due work (the alarm rings by it).
 */
export function startPlan(tx: Tx, order: Pick<OrderRow, "id" | "quote_id" | "offer_id">, iccid: string): void {
  const recorded = tx.livemode ? undefined : recordedInTx.get(tx)?.get(order.quote_id);
  // the sandbox's never-installed eSIM uses nothing, so none of its thresholds is ever reached
  const silent = !tx.livemode && order.offer_id === NEVER_INSTALLED;
  if (recorded) {
    // recorded in this very step (base_percent still 0): its first threshold is known before
    // the write, so the plan starts and keeps it in one statement; a plan starts once, under its
    // own new order, so none of its thresholds has fired yet
    const expiresAt = tx.now + recorded.validityDays * DAY_MS;
    const next = silent ? null : nextThresholdAt({ totalMb: recorded.dataMb, startsAt: tx.now, expiresAt, basePercent: 0, baseAt: tx.now }, new Set(), tx.now);
    const started = tx.sql.exec(
      `UPDATE esim_plans SET order_id = ?, iccid = ?, starts_at = ?, expires_at = ?, base_at = ?, next_alert_at = ?
       WHERE quote_id = ? AND order_id IS NULL`,
      order.id, iccid, tx.now, expiresAt, tx.now, next, order.quote_id,
    ).rowsWritten;
    if (started && next !== null) dueBy(tx, next);
    return;
  }
  const p = one<PlanRow>(
    tx.sql,
    `UPDATE esim_plans SET order_id = ?, iccid = ?, starts_at = ?, expires_at = ? + validity_days * ?, base_at = ?
     WHERE quote_id = ? AND order_id IS NULL RETURNING *`,
    order.id, iccid, tx.now, tx.now, DAY_MS, tx.now, order.quote_id,
  );
  // a plan starts once, under its own new order, so none of its thresholds has fired yet
  if (p && !tx.livemode && !silent) scheduleNext(tx, p, new Set());
}

function scheduleNext(tx: Tx, p: PlanRow, firedAlready: Set<string> = fired(tx, p)): void {
  const next = nextThresholdAt(model(p), firedAlready, tx.now);
  tx.sql.exec("UPDATE esim_plans SET next_alert_at = ? WHERE quote_id = ?", next, p.quote_id);
  if (next !== null) dueBy(tx, next);
}

function usageObject(iccid: string, u: EsimUsage, checkedAt: number): UsageObject {
  return { object: "esim_usage", iccid, status: u.status, data_total_mb: u.data_total_mb, data_remaining_mb: u.data_remaining_mb, unlimited: u.unlimited, expires_at: u.expires_at, checked_at: iso(checkedAt) };
}

function modelObject(p: PlanRow, now: number): UsageObject {
  const u = modelUsage(model(p), now);
  return usageObject(p.iccid, { ...u, expires_at: iso(u.expires_at) }, now);
}

/** Records a threshold's event unless it fired before; answers whether it fired now. */
function fire(tx: Tx, p: { iccid: string; order_id: string }, threshold: Threshold, usage: UsageObject): boolean {
  const row = one(tx.sql, "SELECT 1 AS one FROM esim_alerts WHERE iccid = ? AND order_id = ? AND threshold = ?", p.iccid, p.order_id, threshold);
  if (row) return false;
  const event = emit(tx, THRESHOLD_EVENT[threshold], { ...usage, order_id: p.order_id, threshold });
  tx.sql.exec("INSERT INTO esim_alerts (iccid, order_id, threshold, event_id, fired_at) VALUES (?, ?, ?, ?, ?)", p.iccid, p.order_id, threshold, event.id, tx.now);
  return true;
}

/** Fires what the model has reached by now for one plan, then keeps its next due time. */
function fireReached(tx: Tx, p: PlanRow): number {
  let n = 0;
  for (const t of reachedThresholds(model(p), fired(tx, p), tx.now)) {
    if (fire(tx, p, t, modelObject(p, tx.now))) n += 1;
  }
  scheduleNext(tx, p);
  return n;
}

/** The per-step upkeep's part (and the alarm's): sandbox thresholds due by now. */
export function fireDueUsageAlerts(tx: Tx): number {
  let n = 0;
  for (const p of all<PlanRow>(tx.sql, "SELECT * FROM esim_plans WHERE next_alert_at IS NOT NULL AND next_alert_at <= ?", tx.now)) {
    n += fireReached(tx, p);
  }
  return n;
}

/** The earliest due time of a sandbox threshold, if any by `until` (null: none). */
export const USAGE_ALERT_DUE = "SELECT MIN(next_alert_at) AS at FROM esim_plans WHERE next_alert_at IS NOT NULL AND next_alert_at <= ?";
export const USAGE_ALERT_NEXT = "SELECT MIN(next_alert_at) AS at FROM esim_plans WHERE next_alert_at IS NOT NULL";

export function nextUsageAlertAt(sql: SqlStorage): number | null {
  return one<{ at: number | null }>(sql, USAGE_ALERT_NEXT)?.at ?? null;
}

/** A fulfilled eSIM order of this account and its ICCID; invalid_state for any other order. */
function esimOrder(tx: Tx, orderId: string): { order: OrderRow; iccid: string } {
  const order = one<OrderRow>(tx.sql, "SELECT * FROM orders WHERE id = ?", orderId);
  if (!order) throw notFound("order", orderId, "order_id");
  const d = order.deliverable ? (JSON.parse(order.deliverable) as Record<string, unknown>) : null;
  if (order.status !== "fulfilled" || d?.type !== "esim_profile" || typeof d.iccid !== "string") {
    throw new ApiError("invalid_state", `Order ${order.id} is not a fulfilled eSIM order.`);
  }
  return { order, iccid: d.iccid };
}

function planOf(tx: Tx, orderId: string): PlanRow | undefined {
  return one<PlanRow>(tx.sql, "SELECT * FROM esim_plans WHERE order_id = ? AND starts_at IS NOT NULL", orderId);
}

/**
 * The sandbox's usage reading of an order, on the account's clock. An order whose plan was
 * never recorded (bought before plans were) reads the sandbox's fixed figures for its ICCID.
 */
export function sandboxOrderUsage(tx: Tx, orderId: string): UsageObject {
  const { order, iccid } = esimOrder(tx, orderId);
  const p = planOf(tx, orderId);
  if (!p) return usageObject(iccid, sandboxUsage(iccid), tx.now);
  if (p.cancelled_at !== null) return { ...modelObject(p, p.cancelled_at), status: "cancelled", checked_at: iso(tx.now) };
  if (order.offer_id === NEVER_INSTALLED) {
    const total = p.unlimited ? null : p.data_total_mb;
    return usageObject(iccid, { status: "not_installed", data_total_mb: total, data_remaining_mb: total, unlimited: p.unlimited === 1, expires_at: iso(p.expires_at) }, tx.now);
  }
  return modelObject(p, tx.now);
}

/**
 * The sandbox usage helper: the plan has `percent` of its data used from now on (growing from
 * there at the model's rate); thresholds it reaches fire now, once each.
 */
export function setSandboxUsage(tx: Tx, orderId: string, percent: number): UsageObject {
  const { order } = esimOrder(tx, orderId);
  const p = planOf(tx, orderId);
  if (!p) throw new ApiError("invalid_state", `Order ${order.id} was bought before sandbox usage could be set.`);
  if (p.cancelled_at !== null) throw new ApiError("invalid_state", `Order ${order.id}'s eSIM was cancelled by its refund: it has no usage.`);
  if (order.offer_id === NEVER_INSTALLED) throw new ApiError("invalid_state", `Order ${order.id}'s eSIM is never installed: it has no usage.`);
  const moved = one<PlanRow>(tx.sql, "UPDATE esim_plans SET base_percent = ?, base_at = ? WHERE quote_id = ? RETURNING *", percent, tx.now, p.quote_id)!;
  fireReached(tx, moved);
  return modelObject(moved, tx.now);
}

/**
 * A supplier's threshold notice for an order of this account, confirmed by a fresh usage reading
 * (the caller's): the event with that reading, once per (ICCID, plan, threshold). Answers
 * whether it fired now; an order that is not this fulfilled eSIM fires nothing.
 */
export function recordSupplierThreshold(tx: Tx, orderId: string, iccid: string, threshold: Threshold, usage: UsageObject): { fired: boolean } {
  const order = one<OrderRow>(tx.sql, "SELECT * FROM orders WHERE id = ? AND status = 'fulfilled'", orderId);
  if (!order || json(order.deliverable)?.iccid !== iccid) return { fired: false };
  // a refunded eSIM is cancelled: no more usage events
  if (order.refund_status === "succeeded") return { fired: false };
  return { fired: fire(tx, { iccid, order_id: orderId }, threshold, usage) };
}

function json(s: string | null): Record<string, unknown> | null {
  return s ? (JSON.parse(s) as Record<string, unknown>) : null;
}
