// Background work kept by the account's object. Every piece of it (an order to fulfil, a payout
// to send, a webhook attempt to make) has a durable due time here; the queue message that carries
// it is only the fast path. When a message is lost (a failed send, a dead letter, a crash between
// the commit and the consumer), the object's alarm finds the work overdue and hands it to its
// queue again, so nothing waits for the minute's cron or depends on a message arriving.
import { dueBy, handoverMs } from "./due";
import { enqueue } from "./outbox";
import { handBackDeliveries, nextDeliveryDue } from "./deliveries";
import { all, one, type Tx } from "./tx";

/**
 * Hands every overdue piece of work to its queue again (through the outbox) and gives it a new
 * due time. Overdue: still unfinished at its due time, and not held by a job that is working on
 * it now (an order's supplier lease, a webhook attempt's lease). An order refunded at the pending
 * limit is unfinished while it is still being looked up for a late success.
 */
export function handBackOverdue(tx: Tx): { orders: number; payouts: number; attempts: number; deliveries: number } {
  const grace = handoverMs(tx);
  const next = tx.now + grace;
  const orders = all<{ id: string }>(
    tx.sql,
    "SELECT id FROM orders WHERE status = 'pending' AND due_at <= ? AND supplier_lease_until <= ? ORDER BY due_at LIMIT 100",
    tx.now, tx.now,
  );
  // an order refunded at the pending limit is looked up again until its follow-up ends
  tx.sql.exec("UPDATE orders SET followup_until = 0 WHERE followup_until > 0 AND followup_until <= ?", tx.now);
  orders.push(...all<{ id: string }>(
    tx.sql,
    "SELECT id FROM orders WHERE followup_until > 0 AND due_at <= ? AND supplier_lease_until <= ? ORDER BY due_at LIMIT 100",
    tx.now, tx.now,
  ));
  for (const o of orders) {
    tx.sql.exec("UPDATE orders SET due_at = ?, dispatched_at = ? WHERE id = ?", next, tx.now, o.id);
    enqueue(tx, "fulfilment", { order_id: o.id });
  }
  const payouts = all<{ id: string }>(
    tx.sql,
    // one a sender is working on (its send lease runs) is that sender's until the lease ends
    "SELECT id FROM payouts WHERE status = 'pending' AND dispatched_at <= ? AND send_lease_until <= ? ORDER BY dispatched_at LIMIT 100",
    tx.now - grace, tx.now,
  );
  for (const p of payouts) {
    tx.sql.exec("UPDATE payouts SET dispatched_at = ? WHERE id = ?", tx.now, p.id);
    enqueue(tx, "payouts", { payout_id: p.id });
  }
  // an attempt's message arrives at next_attempt_at; one still pending a hand-over later was lost
  const attempts = all<{ id: string; delivery_id: string; attempt: number }>(
    tx.sql,
    `SELECT id, delivery_id, attempt FROM webhook_attempts
     WHERE status = 'pending' AND next_attempt_at <= ? AND lease_until <= ? ORDER BY next_attempt_at LIMIT 100`,
    tx.now - grace, tx.now,
  );
  for (const a of attempts) {
    tx.sql.exec("UPDATE webhook_attempts SET next_attempt_at = ? WHERE id = ?", tx.now, a.id);
    enqueue(tx, "webhooks", { delivery_id: a.delivery_id, attempt: a.attempt });
  }
  // an eSIM message still 'sending' at its due time (deliveries.ts) goes to the fulfilment queue again
  const deliveries = handBackDeliveries(tx, next);
  if (orders.length || payouts.length || attempts.length || deliveries) dueBy(tx, next);
  return { orders: orders.length, payouts: payouts.length, attempts: attempts.length, deliveries };
}

/** When the alarm must next ring: the earliest time any unfinished work becomes overdue. */
export function nextDueAt(tx: Tx): number | null {
  const grace = handoverMs(tx);
  const row = one<{ orders: number | null; followups: number | null; payouts: number | null; attempts: number | null }>(
    tx.sql,
    `SELECT
       (SELECT MIN(MAX(due_at, supplier_lease_until)) FROM orders WHERE status = 'pending') AS orders,
       (SELECT MIN(MAX(due_at, supplier_lease_until)) FROM orders WHERE followup_until > 0 AND followup_until > ?) AS followups,
       (SELECT MIN(MAX(dispatched_at, send_lease_until - ?)) FROM payouts WHERE status = 'pending') AS payouts,
       (SELECT MIN(MAX(next_attempt_at, lease_until - ?)) FROM webhook_attempts WHERE status = 'pending') AS attempts`,
    tx.now, grace, grace,
  )!;
  const candidates = [
    row.orders,
    row.followups,
    row.payouts === null ? null : row.payouts + grace,
    row.attempts === null ? null : row.attempts + grace,
    nextDeliveryDue(tx),
  ].filter((v): v is number => v !== null);
  return candidates.length ? Math.min(...candidates) : null;
}
