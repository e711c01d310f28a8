// An order batch's progress: the step that resolves an order of a batch (orders.ts, and only for
// an order that names one, so a single purchase reads nothing of batches) counts it on the batch,
// and the batch's last order completes it, with its `order_batch.completed` event, in that step.
// Apart from order-batches.ts so that orders.ts, below the quotes, can reach it.
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
 * resolves once). The last one completes the batch and announces it, once: a completed batch
 * is never counted again.
 */
export function batchOrderResolved(tx: Tx, batchId: string, outcome: "fulfilled" | "failed"): void {
  const [row] = tx.sql.exec<OrderBatchRow>(
    `UPDATE order_batches SET fulfilled = fulfilled + ?, failed = failed + ?,
       status = CASE WHEN fulfilled + failed + 1 >= orders THEN 'completed' ELSE status END,
       completed_at = CASE WHEN fulfilled + failed + 1 >= orders THEN ? ELSE completed_at END
     WHERE id = ? AND status = 'processing' RETURNING *`,
    outcome === "fulfilled" ? 1 : 0, outcome === "failed" ? 1 : 0, tx.now, batchId,
  ).toArray();
  if (row?.status === "completed") emit(tx, "order_batch.completed", orderBatchView(row, tx.livemode));
}
