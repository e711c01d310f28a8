// An eSIM's two states inside the account (esim-state.md): kept on the row of its own plan in
// esim_plans (migration 25), which the purchase writes anyway, so a sale writes nothing more for
// them: the statement that starts the plan sets the states the supplier's answer gave (esim-usage.ts
// startPlan). Every change of them goes through `writeStates`, in the step that learnt of it, with
// its event in the same transaction: `esim.updated` (the eSIM with its previous states, one per
// change however many of the states moved) and, for a partner's control, `esim.suspended`,
// `esim.resumed` or `esim.revoked`. What a partner may do now is `esimRules` (domain/esim-actions.ts),
// read from the facts gathered here; the view, the refund step and the top-up check all read it
// through `esimFacts`, so they can never disagree. Nothing here names a supplier: what the
// eSIM's supplier offers comes from the step's Tx (`esimCapabilities`, by the SKU it was sold with).
import { ApiError, notFound } from "../http/errors";
import { esimRules, type EsimFacts, type EsimRules } from "../domain/esim-actions";
import { isFinal, statesChanged, type EsimStates, type ProfileState, type ServiceState } from "../domain/esim-state";
import { iso, isoOrNull } from "../lib/time";
import { NO_ESIM_CAPABILITIES, type EsimCapabilities, type SupplierEsim } from "../providers/types";
import { emit } from "./events";
import { one, type Tx } from "./tx";
import type { OrderRow } from "./views";

/** The state columns of an eSIM's own plan row. */
export interface EsimRow {
  quote_id: string;
  order_id: string;
  iccid: string | null;
  expires_at: number | null;
  profile_state: ProfileState;
  service_state: ServiceState;
  resume_state: ServiceState | null;
  installed_at: number | null;
  state_updated_at: number;
  /** when its supplier was last asked (null: never, a sandbox eSIM, whose states are the sandbox's own) */
  state_checked_at: number | null;
  /** the partner's reason for the last control (suspend, resume, revoke), if it gave one */
  control_reason: string | null;
  [k: string]: SqlStorageValue;
}

/** An eSIM order and its state row, as every step here reads them. */
export interface EsimOrder {
  order: OrderRow;
  row: EsimRow;
  iccid: string;
}

/**
 * The plan of order ?1, found through the order's quote: plans are keyed by their quote, and no
 * index holds their order ids (account migration 35).
 */
export const PLAN_OF_ORDER = "quote_id = (SELECT quote_id FROM orders WHERE id = ?1) AND order_id = ?1";

/**
 * The started plans of eSIM ?1: its own (its order's) and its top-ups' (the index of top-up plans
 * by the eSIM they add to, esim_plans_topups).
 */
export const PLANS_OF_ESIM = `quote_id IN (SELECT quote_id FROM orders WHERE id = ?1
  UNION ALL SELECT quote_id FROM esim_plans WHERE esim_order_id = ?1 AND profile_state IS NULL) AND esim_order_id = ?1 AND starts_at IS NOT NULL`;

/**
 * The plans a supplier's notice or reversal may name by ICCID (the partial index esim_plans_iccid):
 * a live eSIM's own plan (its states are asked of its supplier) and every top-up's plan. A sandbox
 * eSIM's own plan stays out of the index: no supplier names a sandbox eSIM.
 */
export const NAMED_BY_SUPPLIERS = "(state_checked_at IS NOT NULL OR profile_state IS NULL)";

export const ESIM_ROW = `SELECT * FROM esim_plans WHERE ${PLAN_OF_ORDER} AND profile_state IS NOT NULL`;

const deliverableOf = (o: OrderRow) => (o.deliverable ? (JSON.parse(o.deliverable) as Record<string, unknown>) : null);

/** The eSIM order `orderId` (a fulfilled order that delivered an eSIM profile) and its states; undefined for any other order. */
export function findEsim(tx: Pick<Tx, "sql">, orderId: string): EsimOrder | undefined {
  const order = one<OrderRow>(tx.sql, "SELECT * FROM orders WHERE id = ?", orderId);
  if (!order) return undefined;
  return esimOf(tx, order);
}

/** The eSIM of an order already read; undefined when it delivered none. */
export function esimOf(tx: Pick<Tx, "sql">, order: OrderRow): EsimOrder | undefined {
  const d = deliverableOf(order);
  if (order.status !== "fulfilled" || d?.type !== "esim_profile" || typeof d.iccid !== "string") return undefined;
  const row = one<EsimRow>(tx.sql, ESIM_ROW, order.id);
  return row ? { order, row, iccid: d.iccid } : undefined;
}

/** The eSIM order `orderId`, or 404 (any other order reads as not found: it has no eSIM). */
export function getEsim(tx: Pick<Tx, "sql">, orderId: string, param = "order_id"): EsimOrder {
  const e = findEsim(tx, orderId);
  if (!e) throw notFound("eSIM order", orderId, param);
  return e;
}

export const statesOf = (r: EsimRow): EsimStates => ({
  profileState: r.profile_state, serviceState: r.service_state, installedAt: r.installed_at, resumeState: r.resume_state,
});

/** The eSIM as its supplier is asked about it: by the route that served its order and the supplier's own id of it. */
export function supplierEsimOf(e: EsimOrder): SupplierEsim {
  return { orderId: e.order.id, iccid: e.iccid, sku: e.order.supplier_sku, supplierRef: e.order.supplier_ref };
}

/** What the eSIM's supplier offers for it (nothing, where the step was not told how to ask). */
export function capabilitiesOf(tx: Tx, order: Pick<OrderRow, "supplier_sku">): EsimCapabilities {
  return tx.esimCapabilities?.(order.supplier_sku) ?? NO_ESIM_CAPABILITIES;
}

/** What the partner refund rules read of an order: its eSIM plan's end and whether it was topped up. */
export function refundFacts(tx: Pick<Tx, "sql">, order: Pick<OrderRow, "id">): { planExpiresAt: number | null; toppedUp: boolean } {
  const plan = one<{ expires_at: number | null }>(tx.sql, `SELECT expires_at FROM esim_plans WHERE ${PLAN_OF_ORDER}`, order.id);
  return { planExpiresAt: plan?.expires_at ?? null, toppedUp: toppedUp(tx, order) };
}

/** The eSIM has a top-up, fulfilled or still with its supplier (one that fails gives its price back). */
export function toppedUp(tx: Pick<Tx, "sql">, order: Pick<OrderRow, "id">): boolean {
  return one(tx.sql, "SELECT 1 AS one FROM orders INDEXED BY orders_topups WHERE esim_order_id = ? AND status IN ('fulfilled', 'pending') LIMIT 1", order.id) !== undefined;
}

/** Everything the rule reads of this eSIM, `states` as they are (or are about to be). */
export function esimFacts(tx: Tx, e: EsimOrder, states: EsimStates = statesOf(e.row)): EsimFacts {
  const caps = capabilitiesOf(tx, e.order);
  return {
    profileState: states.profileState,
    serviceState: states.serviceState,
    offers: { controls: caps.controls, topups: caps.topups, topupsOnceExpired: caps.topupsOnceExpired },
    refundStatus: e.order.refund_status,
    refundable: { status: e.order.status, category: e.order.category, esimOrderId: e.order.esim_order_id, resolvedAt: e.order.resolved_at, ...refundFacts(tx, e.order) },
    refundWindowDays: tx.refundWindowDays ?? 0,
  };
}

/** The rule's answer for this eSIM now. */
export function rulesOf(tx: Tx, e: EsimOrder, states?: EsimStates): EsimRules {
  return esimRules(esimFacts(tx, e, states), tx.now);
}

/**
 * The `esim` object. `checked_at` is when its supplier was last asked; the sandbox keeps its
 * eSIMs' states itself, so for a sandbox eSIM it is the time of the read.
 */
export function esimView(tx: Tx, e: EsimOrder, rules: EsimRules = rulesOf(tx, e)) {
  const r = e.row;
  const reports = capabilitiesOf(tx, e.order).reportsState;
  return {
    object: "esim" as const,
    order_id: e.order.id,
    iccid: e.iccid,
    profile_state: r.profile_state,
    service_state: r.service_state,
    installed_at: isoOrNull(r.installed_at),
    actions: rules.actions,
    updated_at: iso(r.state_updated_at),
    checked_at: iso(tx.livemode && reports && r.state_checked_at !== null ? r.state_checked_at : tx.now),
  };
}
export type EsimView = ReturnType<typeof esimView>;

/** The events a change of states may carry besides `esim.updated`. */
export type ControlEvent = "esim.suspended" | "esim.resumed" | "esim.revoked";

/**
 * Writes an eSIM's new states (and `checkedAt`, when a supplier was asked), with `esim.updated`
 * when either state or the install time moved, then `event` (a control's) if given. Answers the
 * eSIM as it now is. The caller decided the change is allowed; nothing is written when nothing moved
 * and nobody was asked.
 */
export function writeStates(tx: Tx, e: EsimOrder, next: EsimStates, opts: { event?: ControlEvent; checkedAt?: number } = {}): EsimOrder {
  const before = statesOf(e.row);
  const changed = statesChanged(before, next) || before.resumeState !== next.resumeState;
  if (!changed && opts.checkedAt === undefined) return e;
  const row = tx.sql.exec<EsimRow>(
    `UPDATE esim_plans SET profile_state = ?, service_state = ?, resume_state = ?, installed_at = ?, state_updated_at = ?, state_checked_at = ?
     WHERE quote_id = ? RETURNING *`,
    next.profileState, next.serviceState, next.resumeState, next.installedAt,
    statesChanged(before, next) ? tx.now : e.row.state_updated_at, opts.checkedAt ?? e.row.state_checked_at, e.row.quote_id,
  ).one();
  const after: EsimOrder = { ...e, row };
  if (statesChanged(before, next) || opts.event) {
    const view = esimView(tx, after);
    if (statesChanged(before, next)) {
      emit(tx, "esim.updated", { ...view, previous_profile_state: before.profileState, previous_service_state: before.serviceState });
    }
    if (opts.event) emit(tx, opts.event, view);
  }
  return after;
}

/**
 * A refund succeeded: the eSIM is cancelled (final), told as `esim.updated`. An order whose eSIM
 * has no state row (none delivered) changes nothing here.
 */
export function cancelEsim(tx: Tx, order: OrderRow): void {
  const e = esimOf(tx, order);
  if (!e || isFinal(e.row.service_state)) return;
  writeStates(tx, e, { ...statesOf(e.row), serviceState: "cancelled", resumeState: null });
}

/** Throws the rule's refusal of `action` for this eSIM (its code and sentence; `param` where one field is at fault). */
export function refuse(refusal: { code: ApiError["code"]; message: string }, param?: string): never {
  throw new ApiError(refusal.code, refusal.message, param);
}

/**
 * Why the eSIM of order `esimOrderId` cannot take a top-up now (null: it can), by the rule's
 * top-up entry. Read inside the step that opens or pays a top-up's quote, so a suspension, a
 * revocation or a refund that came between the door's check and the purchase is seen.
 */
export function topupRefusalOf(tx: Tx, esimOrderId: string): { code: ApiError["code"]; message: string } | null {
  const e = findEsim(tx, esimOrderId);
  if (!e) return { code: "parameter_invalid", message: `Order '${esimOrderId}' has no eSIM to top up.` };
  return rulesOf(tx, e).topup;
}
