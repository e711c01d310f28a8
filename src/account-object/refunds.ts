// Refunds inside the account: money back after the sale. A refund is opened `pending` for one
// order (one refund per order at most: the table's UNIQUE order_id, so two requests at once make
// one refund) and is resolved once. Succeeding is one step of this object, nothing in between:
// the price back to the wallet, the order's commission taken back from the Revenue Centre as far
// as its balance goes and from the wallet for the rest (domain/refunds.ts), the order out of the
// 30-day volume, the eSIM's plan cancelled (its service state `cancelled`, esim-state.ts), and the
// events, every ledger line in the same transaction as its balance. Rejecting moves no money. The
// order keeps its refund's id and status beside it, written in the same step as the refund's own
// row. A partner's request is judged by the eSIM rule's refund entry (domain/esim-actions.ts), the
// one `actions` lists, so a revoked eSIM is refused there as in its `actions`.
import { ApiError, notFound } from "../http/errors";
import { newId } from "../lib/ids";
import { partnerRefundRefusal, refundRefusalMessage, refundSplit, type RefundFailureReason, type RefundOrigin, type RefundReason } from "../domain/refunds";
import { cancelEsim, esimOf, PLAN_OF_ORDER, refundFacts, rulesOf, toppedUp } from "./esim-state";
import { emit } from "./events";
import { balanceOf } from "./ledger";
import { getOrderRow } from "./orders";
import { reverseCommission, takeOutOfVolume } from "./revenue";
import { one, type Tx } from "./tx";
import { refundView, type OrderRow, type RefundRow } from "./views";
import { creditWallet, debitCommissionReversal } from "./wallet";

export interface NewRefund {
  orderId: string;
  reason: RefundReason;
  metadata: Record<string, string>;
  origin: RefundOrigin;
  /** the refund window in days (REFUND_WINDOW_DAYS), for a partner's request */
  windowDays: number;
  /** live: the eSIM's status at the supplier, read just before (shown to the operator) */
  esimStatus?: string | null;
}

export function getRefundRow(tx: Pick<Tx, "sql">, refundId: string): RefundRow {
  const r = one<RefundRow>(tx.sql, "SELECT * FROM refunds WHERE id = ?", refundId);
  if (!r) throw notFound("refund", refundId, "refund_id");
  return r;
}

export function refundOfOrder(tx: Pick<Tx, "sql">, orderId: string): RefundRow | undefined {
  return one<RefundRow>(tx.sql, "SELECT * FROM refunds WHERE order_id = ?", orderId);
}

/**
 * Opens a refund for an order, `pending`, with its `refund.created` event; every check comes
 * before the first write. A partner may refund only what the partner rules allow; a supplier's
 * reversal and an operator's goodwill refund any fulfilled order. An order with a refund already
 * (in any state) answers refund_exists naming it.
 */
export function openRefund(tx: Tx, r: NewRefund): RefundRow {
  const order = getOrderRow(tx, r.orderId);
  const existing = refundOfOrder(tx, order.id);
  if (existing) {
    throw new ApiError("refund_exists", `Order ${order.id} already has a refund (${existing.id}, ${existing.status}).`, "order_id", { refund_id: existing.id });
  }
  if (r.origin === "partner") {
    // an eSIM: the rule its `actions` comes from; any other order (a top-up of any kind): the refund rules alone
    const esim = esimOf(tx, order);
    const refusal = esim
      ? rulesOf({ ...tx, refundWindowDays: r.windowDays }, esim).refund
      : (() => {
        const code = partnerRefundRefusal(
          { status: order.status, category: order.category, esimOrderId: order.esim_order_id, resolvedAt: order.resolved_at, ...refundFacts(tx, order) },
          tx.now, r.windowDays,
        );
        return code ? { code, message: refundRefusalMessage(code) } : null;
      })();
    if (refusal) throw new ApiError(refusal.code, refusal.message, "order_id");
  } else if (order.status !== "fulfilled") {
    throw new ApiError("order_not_refundable", `Order ${order.id} is ${order.status}: only a fulfilled order can be refunded.`, "order_id");
  }
  const row: RefundRow = {
    id: newId("re"),
    order_id: order.id,
    amount: order.price,
    status: "pending",
    reason: r.reason,
    origin: r.origin,
    failure_reason: null,
    commission_reversed: 0,
    wallet_credit: 0,
    metadata: JSON.stringify(r.metadata),
    esim_status: r.esimStatus ?? null,
    supplier_refund_id: null,
    created_at: tx.now,
    resolved_at: null,
  };
  tx.sql.exec(
    `INSERT INTO refunds (id, order_id, amount, status, reason, origin, failure_reason, commission_reversed, wallet_credit, metadata,
       esim_status, supplier_refund_id, created_at, resolved_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    row.id, row.order_id, row.amount, row.status, row.reason, row.origin, row.failure_reason, row.commission_reversed, row.wallet_credit,
    row.metadata, row.esim_status, row.supplier_refund_id, row.created_at, row.resolved_at,
  );
  tx.sql.exec("UPDATE orders SET refund_id = ?, refund_status = 'pending' WHERE id = ?", row.id, order.id);
  tx.refundsTouched = true;
  emit(tx, "refund.created", refundView(row, tx.livemode));
  return row;
}

/** A refund still pending, or refund_already_resolved. */
function pendingRefund(tx: Tx, refundId: string): RefundRow {
  const r = getRefundRow(tx, refundId);
  if (r.status !== "pending") throw new ApiError("refund_already_resolved", `Refund ${r.id} is already ${r.status}.`, "refund_id");
  return r;
}

/**
 * Succeeds a pending refund: the whole of its money in this one step (the file's header). The
 * order's commission is read from the order (`earned`), and the Revenue Centre's balance now.
 * A partner's refund is first checked again for what its request was checked against and a
 * later step can change: an eSIM topped up while the refund waited (a top-up its supplier
 * fulfilled late) is in use, so the refund is rejected `esim_in_use` instead of cancelling data
 * that was paid for. Its clock checks (validity, window) were the request's to judge, and stand.
 * `supplierReturned`: the supplier itself reported the money returned (a reversal), which is
 * recorded whatever the partner did since.
 */
export function succeedRefund(tx: Tx, refundId: string, opts: { supplierReturned?: boolean } = {}): RefundRow {
  const r = pendingRefund(tx, refundId);
  if (r.origin === "partner" && !opts.supplierReturned && toppedUp(tx, { id: r.order_id })) return rejectRefund(tx, r.id, "esim_in_use");
  const order = one<OrderRow>(tx.sql, "SELECT * FROM orders WHERE id = ?", r.order_id)!;
  const split = refundSplit(r.amount, order.earned ?? 0, balanceOf(tx, "revenue"));
  creditWallet(tx, { amount: split.price, source: "refund", description: `Refund ${r.id} of order ${order.id}`, orderId: order.id });
  reverseCommission(tx, order, split.fromRevenue);
  if (split.fromWallet > 0) debitCommissionReversal(tx, { amount: split.fromWallet, orderId: order.id });
  takeOutOfVolume(tx, order);
  // the eSIM is cancelled: no more usage alerts, its install page answers 410, its service state is final
  tx.sql.exec(`UPDATE esim_plans SET cancelled_at = ?2, next_alert_at = NULL WHERE ${PLAN_OF_ORDER}`, order.id, tx.now);
  cancelEsim(tx, order);
  const done = one<RefundRow>(
    tx.sql,
    "UPDATE refunds SET status = 'succeeded', commission_reversed = ?, wallet_credit = ?, resolved_at = ? WHERE id = ? AND status = 'pending' RETURNING *",
    split.commissionReversed, split.walletCredit, tx.now, r.id,
  )!;
  tx.sql.exec("UPDATE orders SET refund_status = 'succeeded' WHERE id = ?", order.id);
  tx.refundsTouched = true;
  emit(tx, "refund.succeeded", refundView(done, tx.livemode));
  return done;
}

/** Rejects a pending refund with its reason: no money moves. */
export function rejectRefund(tx: Tx, refundId: string, failureReason: RefundFailureReason): RefundRow {
  const r = pendingRefund(tx, refundId);
  const done = one<RefundRow>(
    tx.sql,
    "UPDATE refunds SET status = 'rejected', failure_reason = ?, resolved_at = ? WHERE id = ? AND status = 'pending' RETURNING *",
    failureReason, tx.now, r.id,
  )!;
  tx.sql.exec("UPDATE orders SET refund_status = 'rejected' WHERE id = ?", r.order_id);
  tx.refundsTouched = true;
  emit(tx, "refund.rejected", refundView(done, tx.livemode));
  return done;
}

/**
 * A supplier reported the order's money returned (a top-up reversed, an eSIM refunded): a refund
 * of origin `supplier` that succeeds at once, exactly once per order. Seen again, it changes
 * nothing; a partner's refund still pending for the order succeeds instead of a second one.
 * Null when the order cannot take it (not fulfilled, or its refund was already rejected: the
 * caller reports that for an operator to reconcile).
 */
export function recordSupplierReversal(tx: Tx, orderId: string): { refund: RefundRow; changed: boolean } | null {
  const order = getOrderRow(tx, orderId);
  const existing = refundOfOrder(tx, order.id);
  if (existing?.status === "succeeded") return { refund: existing, changed: false };
  if (existing?.status === "pending") return { refund: succeedRefund(tx, existing.id, { supplierReturned: true }), changed: true };
  if (existing || order.status !== "fulfilled") return null;
  const opened = openRefund(tx, { orderId: order.id, reason: "other", metadata: {}, origin: "supplier", windowDays: 0 });
  return { refund: succeedRefund(tx, opened.id), changed: true };
}
