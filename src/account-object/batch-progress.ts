// An order batch's progress: the step that resolves an order of a batch (orders.ts, and only for
// an order that names one, so a single purchase reads nothing of batches) counts it on the batch,
// and the batch's last order completes it, with its `order_batch.completed` event, in that step.
// A step that resolves many of a batch's orders (the sandbox answers a whole batch in the step
// that makes it) counts them as it goes and writes the batch once, as it ends (countBatches), so
// the batch row is not rewritten per order. Apart from order-batches.ts so that orders.ts, below
// the quotes, can reach it.
import { usd } from "../domain/money";
import { iso, isoOrNull } from "../lib/time";
import { emit } from "./events";
import type { Tx } from "./tx";

export type OrderBatchRow = {
  id: string;
  status: "processing" | "completed";
  total: number;
  orders: number;
  fulfilled: number;
  failed: number;
  metadata: string;
  created_at: number;
  completed_at: number | null;
  /** the first and last of its orders' ids: they were made in one step, so its orders are the orders of that range that name it */
  first_order_id: string | null;
  last_order_id: string | null;
};

export function orderBatchView(b: OrderBatchRow, livemode: boolean) {
  return {
    id: b.id,
    object: "order_batch" as const,
    livemode,
    status: b.status,
    total: usd(b.total),
    counts: { orders: b.orders, pending: b.orders - b.fulfilled - b.failed, fulfilled: b.fulfilled, failed: b.failed },
    metadata: JSON.parse(b.metadata) as Record<string, string>,
    created_at: iso(b.created_at),
    completed_at: isoOrNull(b.completed_at),
  };
}

/**
 * One of the batch's orders was resolved (orders.ts, in the step that resolved it; each order
 * resolves once). In a step that ends by counting (Tx.batchProgress, the object's steps) it is
 * noted, and written by countBatches; otherwise it is written now.
 */
export function batchOrderResolved(tx: Tx, batchId: string, outcome: "fulfilled" | "failed"): void {
  const counts = { fulfilled: outcome === "fulfilled" ? 1 : 0, failed: outcome === "failed" ? 1 : 0 };
  if (!tx.batchProgress) return countBatch(tx, batchId, counts);
  const noted = tx.batchProgress.get(batchId);
  if (noted) {
    noted.fulfilled += counts.fulfilled;
    noted.failed += counts.failed;
  } else tx.batchProgress.set(batchId, counts);
}

/** Writes what the step counted on each batch (the end of every object step, before its events are written). */
export function countBatches(tx: Tx): void {
  if (!tx.batchProgress?.size) return;
  for (const [batchId, counts] of tx.batchProgress) countBatch(tx, batchId, counts);
  tx.batchProgress.clear();
}

/**
 * Adds resolved orders to the batch's counts. The one that resolves its last order completes it
 * and announces it, once: a completed batch is never counted again.
 */
function countBatch(tx: Tx, batchId: string, counts: { fulfilled: number; failed: number }): void {
  const n = counts.fulfilled + counts.failed;
  const [row] = tx.sql.exec<OrderBatchRow>(
    `UPDATE order_batches SET fulfilled = fulfilled + ?, failed = failed + ?,
       status = CASE WHEN fulfilled + failed + ? >= orders THEN 'completed' ELSE status END,
       completed_at = CASE WHEN fulfilled + failed + ? >= orders THEN ? ELSE completed_at END
     WHERE id = ? AND status = 'processing' RETURNING *`,
    counts.fulfilled, counts.failed, n, n, tx.now, batchId,
  ).toArray();
  if (row?.status === "completed") emit(tx, "order_batch.completed", orderBatchView(row, tx.livemode));
}
