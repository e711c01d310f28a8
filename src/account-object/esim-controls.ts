// What changes an eSIM's states besides its usage: a partner's control (suspend, resume, revoke),
// a reading of its supplier (live: read back on a stale read, by the sweep, or on a supplier's
// notification), and the sandbox's test helper that moves the device state. Each is one step of
// the account's object; the rule decides first (domain/esim-actions.ts), nothing is written when
// it refuses, and every change goes through writeStates with its events (esim-state.ts).
//
// A control reaches the supplier between two steps (routes/orders/esim-control.ts): `controlTarget`
// says what to ask the supplier, refusing with esim_action_unavailable before any call; once the
// supplier agreed, `applyControl` asks the rule again (a refund, a revocation, the clock may have
// come between) and records it, or refuses without a change. A suspension or revocation also stops
// the eSIM's usage where it stands (esim-usage.ts freezeUsage), a resume lets it run on.
import { ApiError, notFound } from "../http/errors";
import { afterControl, afterProfileMove, afterReading, isFinal, type EsimControl, type EsimReading, type ProfileState } from "../domain/esim-state";
import type { SupplierEsim } from "../providers/types";
import { capabilitiesOf, esimView, getEsim, refuse, rulesOf, statesOf, supplierEsimOf, writeStates, type ControlEvent, type EsimOrder, type EsimView } from "./esim-state";
import { emit } from "./events";
import { freezeUsage, thawUsage } from "./esim-usage";
import { all, type Tx } from "./tx";

/** What a control's supplier call names: the eSIM, the SKU that served it and the supplier's own id of it. */
export type ControlTarget = SupplierEsim;

/** The eSIM a control would act on, or the rule's refusal (esim_action_unavailable; 404 for an order with no eSIM). Writes nothing. */
export function controlTarget(tx: Tx, orderId: string, control: EsimControl): ControlTarget {
  const e = getEsim(tx, orderId);
  const refusal = rulesOf(tx, e)[control];
  if (refusal) refuse(refusal);
  return supplierEsimOf(e);
}

const EVENTS: Record<EsimControl, ControlEvent> = { suspend: "esim.suspended", resume: "esim.resumed", revoke: "esim.revoked" };

/**
 * Whether the eSIM already stands where a control its supplier just carried out puts it, because
 * a reading of that supplier (its notification read back, a re-read) was recorded between the
 * supplier's answer and this step. Only live, at a supplier that reports state: elsewhere nothing
 * but the control itself moves these states.
 */
function reachedByReading(tx: Tx, e: EsimOrder, control: EsimControl): boolean {
  if (!tx.livemode || !capabilitiesOf(tx, e.order).reportsState) return false;
  const s = e.row.service_state;
  if (control === "suspend") return s === "suspended";
  if (control === "resume") return s === "ready" || s === "active" || s === "depleted";
  return s === "revoked";
}

/**
 * Records a control its supplier carried out: the rule is asked again in this step (the state may
 * have moved since the supplier was asked), then the new states with `esim.updated` and the
 * control's own event, and the eSIM's usage stopped or let run. The supplier was asked just now,
 * so `checked_at` moves to this step: a reading made before it (a notification read back before
 * the control reached the supplier) is older and changes nothing. A reading made after it but
 * recorded first has already moved the states (and fired `esim.updated`): the control is done all
 * the same, and its own event fires.
 */
export function applyControl(tx: Tx, orderId: string, control: EsimControl, reason: string | null): EsimView {
  const e = getEsim(tx, orderId);
  const refusal = rulesOf(tx, e)[control];
  if (refusal) {
    if (!reachedByReading(tx, e, control)) refuse(refusal);
    tx.sql.exec("UPDATE esim_plans SET control_reason = ?, state_checked_at = MAX(COALESCE(state_checked_at, 0), ?) WHERE quote_id = ?", reason, tx.now, e.row.quote_id);
    const view = esimView(tx, getEsim(tx, orderId));
    emit(tx, EVENTS[control], view);
    return view;
  }
  tx.sql.exec("UPDATE esim_plans SET control_reason = ? WHERE quote_id = ?", reason, e.row.quote_id);
  // live: the supplier was asked just now; a sandbox eSIM is never asked, its check time stays none
  const checkedAt = tx.livemode ? Math.max(e.row.state_checked_at ?? 0, tx.now) : undefined;
  if (control === "resume") {
    const after = writeStates(tx, e, afterControl(statesOf(e.row), control), { event: EVENTS[control], checkedAt });
    thawUsage(tx, e.order.id);
    return esimView(tx, after);
  }
  freezeUsage(tx, e.order.id, control === "revoke");
  return esimView(tx, writeStates(tx, e, afterControl(statesOf(e.row), control), { event: EVENTS[control], checkedAt }));
}

/**
 * The sandbox's test helper: the device state moves to `to` as a traveller's phone would move it,
 * firing what live would fire. A first install of an eSIM never installed starts its usage. An
 * eSIM whose service ended for good (revoked, cancelled) keeps its profile as it was.
 */
export function moveSandboxProfile(tx: Tx, orderId: string, to: Exclude<ProfileState, "unknown">): EsimView {
  if (tx.livemode) throw new ApiError("test_mode_only", "Only a sandbox eSIM's device state can be moved.");
  const e = getEsim(tx, orderId);
  if (isFinal(e.row.service_state)) {
    throw new ApiError("invalid_state", `Order ${e.order.id}'s eSIM is ${e.row.service_state}: its profile no longer changes.`);
  }
  const next = afterProfileMove(statesOf(e.row), to, tx.now);
  const after = writeStates(tx, e, next);
  if (e.row.installed_at === null && next.installedAt !== null) thawUsage(tx, e.order.id);
  return esimView(tx, after);
}

/**
 * A supplier's reading of an eSIM (made outside the object, at `checkedAt`): what it reports is
 * applied (afterReading), `checked_at` moves, and a change fires `esim.updated`. A reading older
 * than the last one recorded changes nothing, so two readings crossing each other end on the newer.
 * A suspension or revocation the supplier reports stops the eSIM's usage like a control does.
 * `supplierRef`: the supplier's own id of the eSIM the reading is of (a notification read back):
 * recorded only on the order whose eSIM that is (the route that served it), never on an order
 * whose eSIM came from another supplier (a duplicate bought there and undone) or is another one.
 */
export function recordEsimReading(tx: Tx, orderId: string, reading: EsimReading, checkedAt: number, supplierRef?: string): EsimView {
  const e = getEsim(tx, orderId);
  if (supplierRef !== undefined && e.order.supplier_ref !== supplierRef) throw notFound("eSIM of that supplier id for order", orderId, "order_id");
  if (checkedAt < (e.row.state_checked_at ?? 0)) return esimView(tx, e);
  const before = statesOf(e.row);
  const next = afterReading(before, reading, tx.now);
  const after = writeStates(tx, e, next, { checkedAt });
  if (before.serviceState !== "suspended" && next.serviceState === "suspended") freezeUsage(tx, e.order.id, false);
  if (before.serviceState !== "revoked" && next.serviceState === "revoked") freezeUsage(tx, e.order.id, true);
  if (before.serviceState === "suspended" && next.serviceState !== "suspended") thawUsage(tx, e.order.id);
  return esimView(tx, after);
}

/** How stale a partner's read lets a state be before its supplier is asked again. */
export const READ_RECHECK_MS = 15 * 60_000;
/** How stale the sweep lets a state be: every eSIM neither final nor expired is re-read at most this often. */
export const SWEEP_RECHECK_MS = 6 * 3600_000;
/** eSIMs re-read per account per sweep run (a supplier's rate limit is shared by every account). */
export const SWEEP_RECHECK_BATCH = 20;

/**
 * The eSIMs the sweep re-reads now: neither final nor expired, last checked at least
 * SWEEP_RECHECK_MS ago, oldest first (the partial index esim_plans_recheck), at a supplier that
 * reports state. One whose supplier reports none is marked checked instead, so it never holds the
 * queue up (its `checked_at` is never shown: the view reads the time of the read for it).
 */
export function esimsToRecheck(tx: Tx, limit = SWEEP_RECHECK_BATCH): ControlTarget[] {
  const rows = all<{ quote_id: string; order_id: string; iccid: string | null; supplier_sku: string; supplier_ref: string | null }>(
    tx.sql,
    `SELECT p.quote_id, p.order_id, p.iccid, o.supplier_sku, o.supplier_ref FROM esim_plans p JOIN orders o ON o.id = p.order_id
     WHERE p.service_state IN ('ready', 'active', 'suspended', 'depleted') AND p.state_checked_at <= ?
     ORDER BY p.state_checked_at LIMIT ?`,
    tx.now - SWEEP_RECHECK_MS, limit,
  );
  const due: ControlTarget[] = [];
  for (const r of rows) {
    if (r.iccid !== null && capabilitiesOf(tx, { supplier_sku: r.supplier_sku }).reportsState) due.push({ orderId: r.order_id, iccid: r.iccid, sku: r.supplier_sku, supplierRef: r.supplier_ref });
    else tx.sql.exec("UPDATE esim_plans SET state_checked_at = ? WHERE quote_id = ?", tx.now, r.quote_id);
  }
  return due;
}

/** Whether a partner's read of this eSIM should ask its supplier first (live, a supplier that reports state, not checked for 15 minutes). */
export function readNeedsCheck(tx: Tx, orderId: string): ControlTarget | null {
  if (!tx.livemode) return null;
  const e = getEsim(tx, orderId);
  if (isFinal(e.row.service_state) || tx.now - (e.row.state_checked_at ?? 0) < READ_RECHECK_MS) return null;
  if (!capabilitiesOf(tx, e.order).reportsState) return null;
  return supplierEsimOf(e);
}
