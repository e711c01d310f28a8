// eSIM usage alerts inside the account: `esim.low_data` ("75%", "90%") and `esim.expiring`
// ("3d", "1d"), each at most once per (ICCID, plan, threshold) — the esim_alerts row and its
// event are written in the same step, and a row already there means the threshold has fired.
// The plan an eSIM purchase bought is recorded with its quote and started when the order is
// fulfilled. In the sandbox the usage model (domain/esim-usage.ts) says when each threshold is
// reached: the plan keeps the next such time, and the per-step upkeep, the alarm and a test clock
// advance fire what is due (at its own time on an advance). Live, the supplier's low-data
// notice, confirmed by a fresh usage reading, fires it (routes/intake). A plan cancelled by a
// succeeded refund fires nothing more and reads `cancelled`.
// The plan's eSIM decides what its usage does (esim-state.ts): one never installed uses nothing,
// fires nothing and reads `not_installed`; one suspended or revoked uses nothing (its figure is
// frozen where it stood) and fires no usage event. In the sandbox the model is also the eSIM's
// news: all its data used makes it `depleted`, data again (a top-up) `active`, and the end of its
// validity `expired` (settleSandboxEsim, at the same due times as the thresholds).
// A threshold of 90 % or 1 day that fires also tells the traveller, where the brand says so
// (deliveries.ts noticeTraveller).
import { ApiError, notFound } from "../http/errors";
import { iso } from "../lib/time";
import {
  modelUsage, nextThresholdAt, reachedThresholds, THRESHOLD_EVENT, DAY_MS, usedPercent, usedUpAt, type PlanModel, type Threshold,
} from "../domain/esim-usage";
import { afterUsage, isFinal, type EsimReading, type ProfileState } from "../domain/esim-state";
import { sandboxUsage } from "../providers/sandbox/supplier";
import type { EsimUsage } from "../providers/types";
import { dueBy } from "./due";
import { emit } from "./events";
import { ESIM_ROW, findEsim, PLAN_OF_ORDER, PLANS_OF_ESIM, statesOf, writeStates, type EsimRow } from "./esim-state";
import { noticeTraveller } from "./deliveries";
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
  /** the eSIM this plan belongs to: its own order for an eSIM's plan, the topped-up eSIM's for a top-up's */
  esim_order_id: string | null;
  [k: string]: SqlStorageValue;
}

/** The esim_usage object an API answer or an event carries. */
export interface UsageObject extends EsimUsage {
  object: "esim_usage";
  iccid: string;
  checked_at: string;
}

/** A plan recorded in a step; `unwritten` until its row is written (see recordPlan). */
interface RecordedPlan extends PlanInput {
  unwritten: boolean;
}

/** Plans recorded in a step, so one started in the same step (a sandbox purchase) is not read back. */
const recordedInTx = new WeakMap<Tx, Map<string, RecordedPlan>>();

const INSERT_RECORDED = "INSERT OR IGNORE INTO esim_plans (quote_id, data_total_mb, unlimited, validity_days) VALUES (?, ?, ?, ?)";

/**
 * Records the plan a quote buys. In a step whose supplier answers before it ends (the sandbox's,
 * Tx.answersAtOnce) the row is not written yet: an order paid in the step starts its plan in it,
 * and startPlan writes the row once, started; a plan not started by the end of the step is
 * written as recorded then (writeRecordedPlans, the object's endStep).
 */
export function recordPlan(tx: Tx, quoteId: string, plan: PlanInput): void {
  const unwritten = tx.answersAtOnce === true && !tx.livemode;
  if (!unwritten) tx.sql.exec(INSERT_RECORDED, quoteId, plan.dataMb, plan.dataMb === null ? 1 : 0, plan.validityDays);
  let recorded = recordedInTx.get(tx);
  if (!recorded) recordedInTx.set(tx, (recorded = new Map()));
  recorded.set(quoteId, { ...plan, unwritten });
}

/** The end of a step: each plan it recorded and did not start is written as recorded. */
export function writeRecordedPlans(tx: Tx): void {
  for (const [quoteId, plan] of recordedInTx.get(tx) ?? []) {
    if (!plan.unwritten) continue;
    tx.sql.exec(INSERT_RECORDED, quoteId, plan.dataMb, plan.dataMb === null ? 1 : 0, plan.validityDays);
    plan.unwritten = false;
  }
}

function model(p: PlanRow, frozen = false): PlanModel {
  return { totalMb: p.unlimited ? null : p.data_total_mb, startsAt: p.starts_at, expiresAt: p.expires_at, basePercent: p.base_percent, baseAt: p.base_at, frozen };
}

/** What the plan's eSIM lets its usage do: nothing at all once final, nothing used while never installed, suspended or revoked. */
type Usage = "final" | "quiet" | "running";

function usageOf(esim: Pick<EsimRow, "service_state" | "installed_at"> | undefined): Usage {
  if (!esim || isFinal(esim.service_state)) return "final";
  return esim.installed_at === null || esim.service_state === "suspended" ? "quiet" : "running";
}

/** The state row of the eSIM a plan belongs to (the plan's own row for an eSIM's plan). */
function esimRowOf(tx: Tx, p: PlanRow): EsimRow | undefined {
  if ((p as Partial<EsimRow>).profile_state) return p as unknown as EsimRow;
  return p.esim_order_id ? one<EsimRow>(tx.sql, ESIM_ROW, p.esim_order_id) : undefined;
}

function fired(tx: Tx, p: PlanRow): Set<string> {
  return new Set(all<{ threshold: string }>(tx.sql, "SELECT threshold FROM esim_alerts WHERE iccid = ? AND order_id = ?", p.iccid, p.order_id).map((r) => r.threshold));
}

const seenInstalled = (p: ProfileState) => p === "installed" || p === "enabled";

/**
 * A fulfilled eSIM order starts its plan: validity runs from now on the account's clock. An
 * eSIM's own plan takes the states its supplier's answer gave (`start`; without them `unknown` /
 * `ready`) in the same statement, so a sale writes nothing more for them; a top-up's plan names
 * the eSIM it adds data to. In the sandbox the plan's first due time (a threshold, its data used
 * up, its end) becomes due work (the alarm rings by it), and a top-up gives a depleted eSIM data again.
 */
export function startPlan(tx: Tx, order: Pick<OrderRow, "id" | "quote_id" | "offer_id" | "esim_order_id">, iccid: string, start?: EsimReading): void {
  const recorded = tx.livemode ? undefined : recordedInTx.get(tx)?.get(order.quote_id);
  const topup = order.esim_order_id !== null;
  const profile = start?.profileState ?? "unknown";
  const installedAt = !topup && seenInstalled(profile) ? tx.now : null;
  // the state columns: null on a top-up's plan, the eSIM's first states on its own
  // (state_checked_at: when the supplier was asked, which is never for the sandbox's own states)
  const states = topup
    ? [null, null, null, null, null]
    : [profile, start?.serviceState ?? "ready", installedAt, tx.now, tx.livemode ? tx.now : null];
  const esimOrderId = order.esim_order_id ?? order.id;
  const STATE_SET = "esim_order_id = ?, profile_state = ?, service_state = ?, installed_at = ?, state_updated_at = ?, state_checked_at = ?";
  if (recorded) {
    // recorded in this very step (base_percent still 0): its first due time is known before
    // the write, so the plan starts and keeps it in one statement (its row's first, where the
    // row waited for it); a plan starts once, under its own new order, so none of its thresholds
    // has fired yet. An eSIM never installed uses nothing.
    const expiresAt = tx.now + recorded.validityDays * DAY_MS;
    const m: PlanModel = { totalMb: recorded.dataMb, startsAt: tx.now, expiresAt, basePercent: 0, baseAt: tx.now };
    const next = nextDue(m, new Set(), tx.now, !topup && installedAt === null ? "quiet" : "running");
    const started = recorded.unwritten
      ? tx.sql.exec(
        `INSERT INTO esim_plans (quote_id, data_total_mb, unlimited, validity_days, order_id, iccid, starts_at, expires_at, base_at, next_alert_at,
           esim_order_id, profile_state, service_state, installed_at, state_updated_at, state_checked_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        order.quote_id, recorded.dataMb, recorded.dataMb === null ? 1 : 0, recorded.validityDays,
        order.id, iccid, tx.now, expiresAt, tx.now, next, esimOrderId, ...states,
      ).rowsWritten
      : tx.sql.exec(
        `UPDATE esim_plans SET order_id = ?, iccid = ?, starts_at = ?, expires_at = ?, base_at = ?, next_alert_at = ?, ${STATE_SET}
         WHERE quote_id = ? AND order_id IS NULL`,
        order.id, iccid, tx.now, expiresAt, tx.now, next, esimOrderId, ...states, order.quote_id,
      ).rowsWritten;
    recorded.unwritten = false;
    if (started && next !== null) dueBy(tx, next);
    if (started && topup) settleSandboxEsim(tx, esimOrderId);
    if (!started && !topup) insertStatesOnly(tx, order, iccid, states);
    return;
  }
  const p = one<PlanRow>(
    tx.sql,
    `UPDATE esim_plans SET order_id = ?, iccid = ?, starts_at = ?, expires_at = ? + validity_days * ?, base_at = ?, ${STATE_SET}
     WHERE quote_id = ? AND order_id IS NULL RETURNING *`,
    order.id, iccid, tx.now, tx.now, DAY_MS, tx.now, esimOrderId, ...states, order.quote_id,
  );
  if (!p) {
    if (!topup) insertStatesOnly(tx, order, iccid, states);
    return;
  }
  // a plan starts once, under its own new order, so none of its thresholds has fired yet
  if (tx.livemode) return;
  scheduleNext(tx, p, new Set());
  if (topup) settleSandboxEsim(tx, esimOrderId);
}

/** An eSIM whose purchase recorded no plan (bought before plans were): a row with its states only, never started, so its usage reads as before. */
function insertStatesOnly(tx: Tx, order: Pick<OrderRow, "id" | "quote_id">, iccid: string, states: unknown[]): void {
  tx.sql.exec(
    `INSERT OR IGNORE INTO esim_plans (quote_id, order_id, iccid, unlimited, validity_days, esim_order_id, profile_state, service_state, installed_at,
       state_updated_at, state_checked_at) VALUES (?, ?, ?, 0, 0, ?, ?, ?, ?, ?, ?)`,
    order.quote_id, order.id, iccid, order.id, ...(states as SqlStorageValue[]),
  );
}

/**
 * The plan's next due time after `now`: its next threshold and the moment its data is all used
 * while its eSIM uses data, and its end of validity while the eSIM is not final (null: none).
 */
function nextDue(m: PlanModel, firedAlready: ReadonlySet<string>, now: number, usage: Usage): number | null {
  if (usage === "final") return null;
  const times = [m.expiresAt > now ? m.expiresAt : null];
  if (usage === "running") {
    const usedUp = usedUpAt(m);
    times.push(nextThresholdAt(m, firedAlready, now), usedUp !== null && usedUp > now ? usedUp : null);
  }
  const left = times.filter((t): t is number => t !== null);
  return left.length ? Math.min(...left) : null;
}

function scheduleNext(tx: Tx, p: PlanRow, firedAlready?: Set<string>, esim: EsimRow | undefined = esimRowOf(tx, p)): void {
  const usage = usageOf(esim);
  const next = nextDue(model(p, usage !== "running"), usage === "running" ? (firedAlready ?? fired(tx, p)) : new Set(), tx.now, usage);
  tx.sql.exec("UPDATE esim_plans SET next_alert_at = ? WHERE quote_id = ?", next, p.quote_id);
  if (next !== null) dueBy(tx, next);
}

function usageObject(iccid: string, u: EsimUsage, checkedAt: number): UsageObject {
  return { object: "esim_usage", iccid, status: u.status, data_total_mb: u.data_total_mb, data_remaining_mb: u.data_remaining_mb, unlimited: u.unlimited, expires_at: u.expires_at, checked_at: iso(checkedAt) };
}

function modelObject(p: PlanRow, now: number, frozen = false): UsageObject {
  const u = modelUsage(model(p, frozen), now);
  return usageObject(p.iccid, { ...u, expires_at: iso(u.expires_at) }, now);
}

/**
 * Records a threshold's event unless it fired before; answers whether it fired now. `esimOrderId`:
 * the eSIM the plan belongs to, whose traveller hears of 90 % and 1 day where the brand says so.
 */
function fire(tx: Tx, p: { iccid: string; order_id: string }, threshold: Threshold, usage: UsageObject, esimOrderId: string): boolean {
  const row = one(tx.sql, "SELECT 1 AS one FROM esim_alerts WHERE iccid = ? AND order_id = ? AND threshold = ?", p.iccid, p.order_id, threshold);
  if (row) return false;
  const event = emit(tx, THRESHOLD_EVENT[threshold], { ...usage, order_id: p.order_id, threshold });
  tx.sql.exec("INSERT INTO esim_alerts (iccid, order_id, threshold, event_id, fired_at) VALUES (?, ?, ?, ?, ?)", p.iccid, p.order_id, threshold, event.id, tx.now);
  noticeTraveller(tx, esimOrderId, threshold);
  return true;
}

/**
 * Fires what the model has reached by now for one plan (while its eSIM uses data), settles the
 * sandbox eSIM's state, then keeps the plan's next due time.
 */
function fireReached(tx: Tx, p: PlanRow): number {
  let n = 0;
  const esim = esimRowOf(tx, p);
  if (usageOf(esim) === "running") {
    for (const t of reachedThresholds(model(p), fired(tx, p), tx.now)) {
      if (fire(tx, p, t, modelObject(p, tx.now), p.esim_order_id ?? p.order_id)) n += 1;
    }
  }
  const settled = p.esim_order_id ? settleSandboxEsim(tx, p.esim_order_id) : esim;
  scheduleNext(tx, p, undefined, settled);
  return n;
}

/**
 * The sandbox eSIM's service state from its plans' usage on the account's clock (afterUsage):
 * expired once every plan's validity is over, depleted while every plan still valid has all its
 * data used (an eSIM never installed or suspended uses none), active again once one has data.
 * Answers the eSIM's state row as it now is.
 */
function settleSandboxEsim(tx: Tx, esimOrderId: string): EsimRow | undefined {
  if (tx.livemode) return undefined;
  const e = findEsim(tx, esimOrderId);
  if (!e) return undefined;
  const plans = all<PlanRow>(tx.sql, `SELECT * FROM esim_plans WHERE ${PLANS_OF_ESIM}`, esimOrderId);
  if (plans.length === 0) return e.row;
  const valid = plans.filter((p) => p.expires_at > tx.now);
  const usage = usageOf(e.row);
  const usedUp = usage === "running" && valid.length > 0 && valid.every((p) => !p.unlimited && usedPercent(model(p), tx.now) >= 100);
  const next = afterUsage(statesOf(e.row), { expired: valid.length === 0, usedUp });
  return writeStates(tx, e, next).row;
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
  return one<PlanRow>(tx.sql, `SELECT * FROM esim_plans WHERE ${PLAN_OF_ORDER} AND starts_at IS NOT NULL`, orderId);
}

/**
 * The sandbox's usage reading of an order, on the account's clock. An order whose plan was
 * never recorded (bought before plans were) reads the sandbox's fixed figures for its ICCID. An
 * eSIM never installed reads `not_installed` with all its data; a suspended or revoked one reads
 * its state with the figures it stopped at.
 */
export function sandboxOrderUsage(tx: Tx, orderId: string): UsageObject {
  const { iccid } = esimOrder(tx, orderId);
  const p = planOf(tx, orderId);
  if (!p) return usageObject(iccid, sandboxUsage(iccid), tx.now);
  if (p.cancelled_at !== null) return { ...modelObject(p, p.cancelled_at), status: "cancelled", checked_at: iso(tx.now) };
  const esim = esimRowOf(tx, p);
  if (esim?.installed_at === null) {
    const total = p.unlimited ? null : p.data_total_mb;
    return usageObject(iccid, { status: "not_installed", data_total_mb: total, data_remaining_mb: total, unlimited: p.unlimited === 1, expires_at: iso(p.expires_at) }, tx.now);
  }
  if (esim && (esim.service_state === "suspended" || esim.service_state === "revoked")) {
    const frozen = modelObject(p, tx.now, true);
    return frozen.status === "expired" ? frozen : { ...frozen, status: esim.service_state };
  }
  return modelObject(p, tx.now);
}

/**
 * The sandbox usage helper: the plan has `percent` of its data used from now on (growing from
 * there at the model's rate); thresholds it reaches fire now, once each, and all of it used makes
 * the eSIM depleted. An eSIM that uses no data (not installed yet, suspended, revoked, cancelled)
 * refuses it.
 */
export function setSandboxUsage(tx: Tx, orderId: string, percent: number): UsageObject {
  const { order } = esimOrder(tx, orderId);
  const p = planOf(tx, orderId);
  if (!p) throw new ApiError("invalid_state", `Order ${order.id} was bought before sandbox usage could be set.`);
  if (p.cancelled_at !== null) throw new ApiError("invalid_state", `Order ${order.id}'s eSIM was cancelled by its refund: it has no usage.`);
  const esim = esimRowOf(tx, p);
  if (esim?.installed_at === null) throw new ApiError("invalid_state", `Order ${order.id}'s eSIM is not installed yet: it has no usage.`);
  if (esim && esim.service_state !== "active" && esim.service_state !== "depleted") {
    throw new ApiError("invalid_state", `Order ${order.id}'s eSIM is ${esim.service_state}: it uses no data.`);
  }
  const moved = one<PlanRow>(tx.sql, "UPDATE esim_plans SET base_percent = ?, base_at = ? WHERE quote_id = ? RETURNING *", percent, tx.now, p.quote_id)!;
  fireReached(tx, moved);
  return modelObject(moved, tx.now);
}

/**
 * The eSIM stopped using data (suspended or revoked): each of its plans keeps the figure it has
 * now, and keeps only its end of validity as a due time (none once revoked).
 */
export function freezeUsage(tx: Tx, esimOrderId: string, final: boolean): void {
  for (const p of all<PlanRow>(tx.sql, `SELECT * FROM esim_plans WHERE ${PLANS_OF_ESIM}`, esimOrderId)) {
    const next = final || p.expires_at <= tx.now ? null : p.expires_at;
    tx.sql.exec(
      "UPDATE esim_plans SET base_percent = ?, base_at = ?, next_alert_at = ? WHERE quote_id = ?",
      usedPercent(model(p), tx.now), tx.now, next, p.quote_id,
    );
    if (next !== null) dueBy(tx, next);
  }
}

/**
 * The eSIM uses data again, or for the first time (resumed, or installed): each of its plans
 * grows again from the figure it kept, from now, and gets its next due time (sandbox).
 */
export function thawUsage(tx: Tx, esimOrderId: string): void {
  const plans = all<PlanRow>(tx.sql, `UPDATE esim_plans SET base_at = ?2 WHERE ${PLANS_OF_ESIM} RETURNING *`, esimOrderId, tx.now);
  if (tx.livemode) return;
  for (const p of plans) scheduleNext(tx, p);
}

/**
 * A supplier's threshold notice for an order of this account, confirmed by a fresh usage reading
 * (the caller's): the event with that reading, once per (ICCID, plan, threshold). Answers
 * whether it fired now; an order that is not this fulfilled eSIM fires nothing, and neither does
 * an eSIM that uses no data now (suspended, revoked, cancelled by its refund).
 */
export function recordSupplierThreshold(tx: Tx, orderId: string, iccid: string, threshold: Threshold, usage: UsageObject): { fired: boolean } {
  const e = findEsim(tx, orderId);
  if (!e || e.iccid !== iccid) return { fired: false };
  if (e.order.refund_status === "succeeded" || isFinal(e.row.service_state) || e.row.service_state === "suspended") return { fired: false };
  return { fired: fire(tx, { iccid, order_id: orderId }, threshold, usage, orderId) };
}
