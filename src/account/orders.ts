// Orders inside the account: opened when a quote is paid, resolved once by the supplier's
// outcome (or the sandbox complete helper). A failed order gives its price back at once.
import { ApiError, notFound } from "../http/errors";
import { enqueue, emit } from "./events";
import { one, type Tx } from "./tx";
import { orderView, type OrderRow, type QuoteRow } from "./views";
import { creditWallet } from "./wallet";
import { accrueCommission } from "./revenue";

export function createOrder(tx: Tx, q: QuoteRow, orderId: string): void {
  tx.sql.exec(
    `INSERT INTO orders (id, quote_id, offer_id, offer_name, category, supplier_sku, cost, destination, status, price, created_at, dispatched_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?)`,
    orderId, q.id, q.offer_id, q.offer_name, q.category, q.supplier_sku, q.cost, q.destination, q.price, tx.now, tx.now,
  );
  enqueue(tx, "fulfilment", { order_id: orderId });
}

export type SupplierOutcome =
  | { status: "fulfilled"; deliverable: Record<string, unknown>; transactionId: string }
  | { status: "failed"; reason: string; transactionId: string | null }
  | { status: "pending"; transactionId: string | null };

/**
 * Applies the supplier's outcome. Resolving is one-way: a second outcome for a resolved
 * order changes nothing, so a redelivered message or provider event can never fulfil or
 * refund twice.
 */
export function resolveOrder(tx: Tx, orderId: string, outcome: SupplierOutcome): { changed: boolean; order: OrderRow } {
  const o = getOrderRow(tx, orderId);
  if (o.status !== "pending") return { changed: false, order: o };
  if (outcome.status === "pending") {
    if (outcome.transactionId && !o.upstream_transaction_id) {
      tx.sql.exec("UPDATE orders SET upstream_transaction_id = ? WHERE id = ?", outcome.transactionId, o.id);
    }
    return { changed: false, order: getOrderRow(tx, orderId) };
  }
  if (outcome.status === "fulfilled") {
    tx.sql.exec(
      "UPDATE orders SET status = 'fulfilled', deliverable = ?, upstream_transaction_id = ?, resolved_at = ? WHERE id = ?",
      JSON.stringify(outcome.deliverable), outcome.transactionId, tx.now, o.id,
    );
    accrueCommission(tx, getOrderRow(tx, orderId));
    emit(tx, "order.fulfilled", orderView(getOrderRow(tx, orderId)));
  } else {
    tx.sql.exec(
      "UPDATE orders SET status = 'failed', failure_reason = ?, upstream_transaction_id = COALESCE(?, upstream_transaction_id), resolved_at = ? WHERE id = ?",
      outcome.reason, outcome.transactionId, tx.now, o.id,
    );
    emit(tx, "order.failed", orderView(getOrderRow(tx, orderId)));
    creditWallet(tx, { amount: o.price, source: "order_refund", description: `Refund of failed order ${o.id}`, orderId: o.id });
  }
  return { changed: true, order: getOrderRow(tx, orderId) };
}

/**
 * Hands pending orders to the fulfilment queue again when their last hand-over is older than
 * `staleMs`: a lost message, or a supplier that answers only when asked (polling).
 */
export function redispatchPendingOrders(tx: Tx, staleMs: number): number {
  const stale = tx.sql
    .exec<{ id: string }>("SELECT id FROM orders WHERE status = 'pending' AND dispatched_at <= ?", tx.now - staleMs)
    .toArray();
  for (const o of stale) {
    tx.sql.exec("UPDATE orders SET dispatched_at = ? WHERE id = ?", tx.now, o.id);
    enqueue(tx, "fulfilment", { order_id: o.id });
  }
  return stale.length;
}

/** The sandbox complete helper: like a supplier outcome, but refuses a resolved order. */
export function completeOrder(tx: Tx, orderId: string, outcome: SupplierOutcome): OrderRow {
  const o = getOrderRow(tx, orderId);
  if (o.status !== "pending") {
    throw new ApiError("order_already_resolved", `Order ${o.id} is already ${o.status}.`);
  }
  return resolveOrder(tx, orderId, outcome).order;
}

export function getOrderRow(tx: Pick<Tx, "sql">, orderId: string): OrderRow {
  const o = one<OrderRow>(tx.sql, "SELECT * FROM orders WHERE id = ?", orderId);
  if (!o) throw notFound("order", orderId);
  return o;
}
