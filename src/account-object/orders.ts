// Orders inside the account: opened when a quote is paid, resolved once by the supplier's
// outcome (or the sandbox complete helper). A failed order gives its price back at once.
// A live order the supplier keeps pending is announced once as delayed at 30 minutes and
// refunded at the operator's hard limit, after which it is only looked up for a while, for a
// late success to reconcile (suppliers/pending-limit.ts).
// Its first run is the account object's own: a supplier that answers from the order alone (the
// sandbox) is answered in the step that opens the order, which then writes the order once, already
// settled; any other is asked as soon as the order is committed. While pending,
// an order has a due time: if it is still pending then, the alarm hands it to the fulfilment
// queue (background.ts), whose consumer tries again.
import { ApiError, notFound } from "../http/errors";
import { idAfter, isUlidId, newId } from "../lib/ids";
import { newInstallToken } from "../lib/install-links";
import { dueBy, handoverMs } from "./due";
import { emit } from "./events";
import { one, type OpenedOrder, type Tx } from "./tx";
import { orderView, type OrderRow, type QuoteRow } from "./views";
import { creditWallet } from "./wallet";
import { startPlan } from "./esim-usage";
import { commissionFor, creditCommission } from "./revenue";
import { DEFAULT_PENDING_LIMIT_HOURS, DELAY_NOTICE_MS, delayNoticeDue, expiredOutcome, pastPendingLimit } from "../providers/pending-limit";
import type { SupplierOutcome } from "../providers/types";
import { deliverToCustomer, parseCustomer } from "./deliveries";
import { batchOrderResolved } from "./batch-progress";
import { supplierOf } from "../domain/routing";

/** The last order id handed out, per Tx that keeps nothing between transactions (a test's). */
const lastOrderInTx = new WeakMap<Tx, string>();

/**
 * A new order's id, after every order id this account has: the orders are keyed by their ids, and
 * the minute sweep takes the orders made since it last ran by id (order-index.ts), so an id minted
 * by a clock behind an earlier one's is moved to just after the newest. The object keeps the last
 * between its transactions; a fresh object (or a Tx that keeps nothing) reads it once.
 */
export function newOrderId(tx: Tx): string {
  const kept = tx.kept;
  let last = kept ? kept.lastOrderId : lastOrderInTx.get(tx);
  if (last === undefined) last = one<{ last: string | null }>(tx.sql, "SELECT MAX(id) AS last FROM orders")?.last ?? "";
  let id = newId("ord");
  if (id <= last && isUlidId(last)) id = idAfter(last);
  if (kept) kept.lastOrderId = id;
  else lastOrderInTx.set(tx, id);
  return id;
}

export function createOrder(tx: Tx, q: QuoteRow, orderId: string, batchId: string | null = null): void {
  // The order is born leased to its first fulfilment run, which the object makes itself (no
  // separate claim step), for as long as any supplier call may take. The due
  // time is the lease's end (or the hand-over delay, if longer), so a start that never happens
  // (a crash) is handed over then, and never while that first run may still be talking.
  const leaseUntil = tx.now + SUPPLIER_LEASE_MS;
  const due = Math.max(leaseUntil, tx.now + handoverMs(tx));
  const owner = crypto.randomUUID();
  const opened: OpenedOrder = {
    id: orderId, quote_id: q.id, offer_name: q.offer_name, supplier_sku: q.supplier_sku, category: q.category, offer_id: q.offer_id, cost: q.cost,
    price: q.price, destination: q.destination, esim_order_id: q.esim_order_id, topup_iccid: q.topup_iccid, created_at: tx.now, due_at: due, owner,
    // a top-up names its eSIM to the supplier by the supplier's own id where it keys on one
    supplier_ref: q.esim_order_id ? (one<{ supplier_ref: string | null }>(tx.sql, "SELECT supplier_ref FROM orders WHERE id = ?", q.esim_order_id)?.supplier_ref ?? null) : null,
    supplier_lease_until: leaseUntil, customer: q.customer, batch_id: batchId, routes: q.routes,
  };
  // a supplier that answers from the order alone answers before the step ends (the object's
  // answerAtOnce): the order is written then, once, already settled when the answer is final
  if (tx.answersAtOnce) opened.unwritten = true;
  else writeOpenedOrder(tx, opened);
  (tx.opened ??= []).push(opened);
  dueBy(tx, due);
}

/** The row of an order as it is opened: pending, leased to its first run. */
export function writeOpenedOrder(tx: Tx, o: OpenedOrder): void {
  insertOrder(tx, openedRow(o));
  o.unwritten = false;
}

/**
 * How long one fulfilment run holds an order. Its supplier calls are all over
 * SUPPLIER_LEASE_MARGIN_MS before the lease ends (each call's timeout is cut to the time
 * left, see suppliers/http.ts), so nothing a run sent is still in flight when the next run may
 * take the order, look it up, and buy it.
 */
export const SUPPLIER_LEASE_MS = 60_000;
/** Between a run's last supplier call and the end of its lease: time to record the answer. */
export const SUPPLIER_LEASE_MARGIN_MS = 5_000;

/** When a run holding the lease until `leaseUntil` must be done talking to the supplier. */
export function supplierCallsUntil(leaseUntil: number): number {
  return leaseUntil - SUPPLIER_LEASE_MARGIN_MS;
}

/**
 * A claimed order: a pending one to fulfil, or a settled one to look up again (status failed:
 * refunded at the pending limit; fulfilled: one of its routes answered "not there" and is watched
 * for a late success, route-attempts.ts).
 */
export type FulfilmentClaim = (OrderRow & { supplier_lease_until: number }) | "resolved" | "busy";

/** How often an order refunded at the pending limit is looked up again (for as long as the limit once more). */
export const FOLLOW_UP_POLL_MS = 10 * 60_000;

/** The hard limit on a live order's pending time (SUPPLIER_PENDING_LIMIT_HOURS). */
export function pendingLimitMs(tx: Tx): number {
  return tx.pendingLimitMs ?? DEFAULT_PENDING_LIMIT_HOURS * 3600_000;
}


/**
 * Takes the order's supplier lease for `owner`, so a duplicate message cannot talk to the
 * supplier about the same order at the same time. "resolved" once the order is settled (unless it
 * is still followed up, or `notice`: a supplier's notification names it); "busy"
 * while another job holds the lease. The due time moves past the lease, so a job that dies
 * holding it is followed by a hand-over.
 */
export function claimFulfilment(tx: Tx, orderId: string, owner: string, notice = false): FulfilmentClaim {
  const o = one<OrderRow & { supplier_lease_until: number }>(tx.sql, "SELECT * FROM orders WHERE id = ?", orderId);
  if (!o) return "resolved";
  // a supplier's notice about a settled order is looked at whatever its follow-up window says
  const followUp = o.status !== "pending" && (o.followup_until > tx.now || notice);
  if (o.status !== "pending" && !followUp) return "resolved";
  if (o.supplier_lease_until > tx.now) return "busy";
  const leaseUntil = tx.now + SUPPLIER_LEASE_MS;
  // if this job dies, the order is handed over the moment its lease runs out
  const due = leaseUntil;
  tx.sql.exec("UPDATE orders SET supplier_lease_until = ?, supplier_lease_owner = ?, due_at = ? WHERE id = ?", leaseUntil, owner, due, orderId);
  dueBy(tx, due);
  return { ...o, supplier_lease_until: leaseUntil };
}

/**
 * Records what the supplier said (null: the call failed and may be retried). A final answer
 * settles the order, which ends any lease on it. Otherwise the lease is released if `owner`
 * still holds it: only one's own lease, never one a later job took after this one's ran out;
 * and the work still pending gets its next due time: soon after a failure, backing off while
 * the supplier keeps answering "pending". `opened`: see resolveOrder.
 */
export function finishFulfilment(
  tx: Tx, orderId: string, owner: string, outcome: SupplierOutcome | null, opened?: OpenedOrder,
): "resolved" | "pending" {
  if (outcome && outcome.status !== "pending") {
    // one-way: an order already settled stays as it is
    resolveOrder(tx, orderId, outcome, opened);
    return "resolved";
  }
  if (opened?.unwritten) writeOpenedOrder(tx, opened);
  tx.sql.exec(
    "UPDATE orders SET supplier_lease_until = 0, supplier_lease_owner = NULL WHERE id = ? AND supplier_lease_owner = ?",
    orderId, owner,
  );
  const settled = outcome ? resolveOrder(tx, orderId, outcome).order : getOrderRow(tx, orderId);
  if (settled.status !== "pending") return "resolved";
  if (tx.livemode) {
    const limit = pendingLimitMs(tx);
    if (pastPendingLimit(settled.created_at, tx.now, limit)) {
      // refunded like any failure; looked up for as long again, for a success it reports late
      const failed = settle(tx, settled, expiredOutcome(null, limit));
      const due = tx.now + FOLLOW_UP_POLL_MS;
      tx.sql.exec("UPDATE orders SET followup_until = ?, due_at = ? WHERE id = ?", tx.now + limit, due, orderId);
      dueBy(tx, due);
      (tx.alerts ??= []).push({
        msg: "order refunded at the supplier pending limit", order_id: orderId, supplier: supplierOf(settled.supplier_sku),
        upstream_transaction_id: failed.upstream_transaction_id, created_at: settled.created_at, limit_hours: limit / 3600_000,
      });
      return "resolved";
    }
    if (delayNoticeDue(settled.created_at, tx.now) && settled.delayed_at === null) {
      const row = tx.sql.exec<OrderRow>("UPDATE orders SET delayed_at = ? WHERE id = ? RETURNING *", tx.now, orderId).one();
      emit(tx, "order.delayed", orderView(row, tx.installBase ?? ""));
      (tx.alerts ??= []).push({
        msg: "order delayed at the supplier", order_id: orderId, supplier: supplierOf(settled.supplier_sku),
        upstream_transaction_id: settled.upstream_transaction_id, created_at: settled.created_at, limit_hours: limit / 3600_000,
      });
    }
  }
  const due = tx.now + (outcome ? pendingPollDelayMs(tx.now - settled.created_at, handoverMs(tx), tx.livemode ? pendingLimitMs(tx) : null) : handoverMs(tx));
  tx.sql.exec("UPDATE orders SET due_at = MAX(?, supplier_lease_until) WHERE id = ?", due, orderId);
  dueBy(tx, due);
  return "pending";
}

/**
 * How long to wait before asking again about an order the supplier still calls pending: a
 * quarter of its age, within [handover, 10 min], and never more than a second past the next
 * mark: the 30-minute delay notice and, for a live order, the hard limit (`limitMs`), when it
 * is refunded.
 */
export function pendingPollDelayMs(ageMs: number, handover: number, limitMs: number | null = null): number {
  let delay = Math.min(Math.max(Math.floor(ageMs / 4), handover), 10 * 60_000);
  for (const mark of [DELAY_NOTICE_MS, limitMs]) {
    if (mark !== null && ageMs < mark) delay = Math.min(delay, mark - ageMs + 1000);
  }
  return delay;
}

/**
 * Ends a follow-up run of a settled order (one refunded at the pending limit, or one watched for
 * a late success at a route it left: route-attempts.ts). `finished`: the look-ups found what
 * there was to find (a final answer, nothing left to watch); that, or the end of the follow-up
 * time, ends the follow-up; otherwise it is asked again later. A success found has been listed
 * for the operator (late-successes.ts) before this step; the order itself never changes here,
 * so no money moves.
 */
export function finishFollowUp(tx: Tx, orderId: string, owner: string, finished: boolean): "resolved" | "pending" {
  tx.sql.exec(
    "UPDATE orders SET supplier_lease_until = 0, supplier_lease_owner = NULL WHERE id = ? AND supplier_lease_owner = ?",
    orderId, owner,
  );
  const o = getOrderRow(tx, orderId);
  if (finished || o.followup_until <= tx.now) {
    tx.sql.exec("UPDATE orders SET followup_until = 0 WHERE id = ?", orderId);
    return "resolved";
  }
  const due = tx.now + FOLLOW_UP_POLL_MS;
  tx.sql.exec("UPDATE orders SET due_at = MAX(?, supplier_lease_until) WHERE id = ?", due, orderId);
  dueBy(tx, due);
  return "pending";
}

/**
 * Applies the supplier's outcome. Resolving is one-way: a second outcome for a resolved
 * order changes nothing, so a redelivered message or provider event can never fulfil or
 * refund twice.
 */
export function resolveOrder(
  tx: Tx, orderId: string, outcome: SupplierOutcome, opened?: OpenedOrder,
): { changed: boolean; order: OrderRow } {
  // `opened`: the caller opened the order in this very transaction, so it is pending and its
  // price is known without reading it back
  if (opened && outcome.status !== "pending") return { changed: true, order: settle(tx, opened, outcome) };
  if (opened?.unwritten) writeOpenedOrder(tx, opened);
  const o = getOrderRow(tx, orderId);
  if (o.status !== "pending") return { changed: false, order: o };
  if (outcome.status === "pending") {
    const shown = partnerRefOf(outcome);
    if (shown && !o.upstream_transaction_id) {
      tx.sql.exec("UPDATE orders SET upstream_transaction_id = ? WHERE id = ?", shown, o.id);
    }
    return { changed: false, order: getOrderRow(tx, orderId) };
  }
  return { changed: true, order: settle(tx, o, outcome) };
}

/**
 * What the partner sees as the order's `upstream.transaction_id`: the supplier's order id, unless
 * that id would tell which supplier served it (the adapter then says what to show instead).
 */
function partnerRefOf(outcome: Extract<SupplierOutcome, { status: "pending" | "fulfilled" }>): string | null {
  return outcome.partnerRef !== undefined ? outcome.partnerRef : outcome.transactionId;
}

/**
 * A pending order's final outcome: fulfilled with its commission, or failed with its refund.
 * A settled order is no job's any more: its supplier lease goes in the same write.
 */
function settle(tx: Tx, o: Pick<OrderRow, "id" | "price"> | OpenedOrder, outcome: Exclude<SupplierOutcome, { status: "pending" }>): OrderRow {
  const unwritten = "unwritten" in o && o.unwritten ? o : null;
  if (outcome.status === "fulfilled") {
    const { earned, bps, volumeTo } = commissionFor(tx, o);
    // an eSIM profile gets its install page's token with the deliverable, so every view of the
    // order (its order.fulfilled event included) carries the same link
    const d = outcome.deliverable;
    const token = d.type === "esim_profile" && typeof d.lpa === "string" ? newInstallToken() : null;
    const fulfilled: FulfilledColumns = [JSON.stringify(outcome.deliverable), partnerRefOf(outcome), tx.now, earned, bps, token, volumeTo];
    const delivered = unwritten ? insertFulfilled(tx, unwritten, fulfilled) : tx.sql.exec<OrderRow>(
      `UPDATE orders SET status = 'fulfilled', deliverable = ?, upstream_transaction_id = ?, resolved_at = ?, earned = ?, commission_rate_bps = ?,
         supplier_lease_until = 0, supplier_lease_owner = NULL, install_token = ?, volume_to = ?
       WHERE id = ? AND status = 'pending' RETURNING *`,
      ...fulfilled, o.id,
    ).one();
    // its validity starts now: usage alerts are reckoned from here (esim-usage.ts); a top-up
    // starts a plan of its own on the same eSIM, so its thresholds fire afresh
    // an eSIM's plan also starts its two states, as its supplier's answer gives them (esim-state.ts)
    if ((d.type === "esim_profile" || d.type === "esim_topup") && typeof d.iccid === "string") {
      startPlan(tx, delivered, d.iccid, d.type === "esim_profile" ? outcome.esim : undefined);
      // a live supplier's low-data notice names only the ICCID: it finds this account by it
      if (tx.livemode && d.type === "esim_profile") (tx.iccids ??= []).push(d.iccid);
    }
    creditCommission(tx, delivered);
    emit(tx, "order.fulfilled", orderView(delivered, tx.installBase ?? ""));
    // an order of a batch: the batch counts it (only then is the batch read, so a single purchase pays nothing for batches)
    if (delivered.batch_id) batchOrderResolved(tx, delivered.batch_id, "fulfilled");
    // a quote that named its traveller: the eSIM is sent there once, after this step commits
    // (an order opened in this step knows its quote's customer; any other reads it, and only then)
    if (d.type === "esim_profile") {
      const customer = parseCustomer("owner" in o ? o.customer : one<{ customer: string | null }>(tx.sql, "SELECT customer FROM quotes WHERE id = ?", delivered.quote_id)?.customer);
      if (customer) deliverToCustomer(tx, delivered, customer);
    }
    return delivered;
  }
  if (unwritten) writeOpenedOrder(tx, unwritten);
  const failed = tx.sql.exec<OrderRow>(
    `UPDATE orders SET status = 'failed', failure_reason = ?, upstream_transaction_id = COALESCE(?, upstream_transaction_id), resolved_at = ?,
       supplier_lease_until = 0, supplier_lease_owner = NULL
     WHERE id = ? AND status = 'pending' RETURNING *`,
    outcome.reason, outcome.transactionId, tx.now, o.id,
  ).one();
  emit(tx, "order.failed", orderView(failed, tx.installBase ?? ""));
  creditWallet(tx, { amount: o.price, source: "order_refund", description: `Refund of failed order ${o.id}`, orderId: o.id });
  if (failed.batch_id) batchOrderResolved(tx, failed.batch_id, "failed");
  return failed;
}

/** Every column of an order's row, in the order INSERT_ORDER lists them. */
const ORDER_COLUMNS = [
  "id", "quote_id", "offer_id", "offer_name", "category", "supplier_sku", "cost", "destination", "status", "price", "deliverable", "failure_reason",
  "upstream_transaction_id", "earned", "commission_rate_bps", "created_at", "resolved_at", "dispatched_at", "supplier_lease_until", "due_at",
  "supplier_lease_owner", "delayed_at", "followup_until", "install_token", "esim_order_id", "topup_iccid", "volume_to", "refund_id", "refund_status",
  "batch_id", "routes", "supplier_ref",
] as const;
const INSERT_ORDER = `INSERT INTO orders (${ORDER_COLUMNS.join(", ")}) VALUES (${ORDER_COLUMNS.map(() => "?").join(", ")})`;

/** An order's whole row: every column is given, so the row is known without reading it back. */
type FullOrderRow = OrderRow & Record<(typeof ORDER_COLUMNS)[number], SqlStorageValue>;

function insertOrder(tx: Tx, row: FullOrderRow): void {
  tx.sql.exec(INSERT_ORDER, ...ORDER_COLUMNS.map((c) => row[c]));
}

/** An opened order's row: pending, dispatched at once, leased to its first run. */
function openedRow(o: OpenedOrder): FullOrderRow {
  return {
    id: o.id, quote_id: o.quote_id, offer_id: o.offer_id, offer_name: o.offer_name, category: o.category, supplier_sku: o.supplier_sku, cost: o.cost,
    destination: o.destination, status: "pending", price: o.price, deliverable: null, failure_reason: null, upstream_transaction_id: null,
    earned: null, commission_rate_bps: null, created_at: o.created_at, resolved_at: null, dispatched_at: o.created_at,
    supplier_lease_until: o.supplier_lease_until, due_at: o.due_at, supplier_lease_owner: o.owner, delayed_at: null, followup_until: 0,
    install_token: null, esim_order_id: o.esim_order_id, topup_iccid: o.topup_iccid, volume_to: null, refund_id: null, refund_status: null,
    batch_id: o.batch_id, routes: o.routes, supplier_ref: o.supplier_ref,
  };
}

/** What fulfilment sets on an order: deliverable, upstream_transaction_id, resolved_at, earned, commission_rate_bps, install_token, volume_to. */
type FulfilledColumns = [string, string | null, number, number, number, string | null, number];

/**
 * An order answered in the step that opened it, written once, already fulfilled: its opened row
 * with the columns settle's UPDATE sets (test/money/purchase-cost.test.ts compares what the step
 * announces with the stored row).
 */
function insertFulfilled(tx: Tx, o: OpenedOrder, [deliverable, upstream, resolvedAt, earned, bps, token, volumeTo]: FulfilledColumns): OrderRow {
  const row: FullOrderRow = {
    ...openedRow(o), status: "fulfilled", deliverable, upstream_transaction_id: upstream, resolved_at: resolvedAt, earned, commission_rate_bps: bps,
    supplier_lease_until: 0, supplier_lease_owner: null, install_token: token, volume_to: volumeTo,
  };
  insertOrder(tx, row);
  o.unwritten = false;
  return row;
}

/** The sandbox complete helper: like a supplier outcome, but refuses a resolved order. */
export function forceOutcome(tx: Tx, orderId: string, outcome: SupplierOutcome): OrderRow {
  const o = getOrderRow(tx, orderId);
  if (o.status !== "pending") {
    throw new ApiError("order_already_resolved", `Order ${o.id} is already ${o.status}.`);
  }
  return resolveOrder(tx, orderId, outcome).order;
}

export function getOrderRow(tx: Pick<Tx, "sql">, orderId: string): OrderRow {
  const o = one<OrderRow>(tx.sql, "SELECT * FROM orders WHERE id = ?", orderId);
  if (!o) throw notFound("order", orderId, "order_id");
  return o;
}
