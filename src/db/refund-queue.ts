// The operators' queue of pending refunds in D1 (table refund_queue): a copy of each refund still
// pending in an account's object, for the one list across accounts the console and
// GET /admin/v1/refunds read, oldest first. The object is the truth: a row is written (an upsert
// by id, so twice is once) after the step that opened or changed its refund commits and deleted
// once it is resolved; whoever reads a row checks it against its object, so a copy that lags or
// is lost never moves money or hides a decision.
type Mode = "test" | "live";

/** A pending refund as the queue keeps it (amounts in cents, times in ms). */
export interface QueuedRefundRow {
  refund_id: string;
  account_id: string;
  mode: Mode;
  order_id: string;
  amount: number;
  reason: string;
  origin: string;
  esim_status: string | null;
  supplier_refund_id: string | null;
  /** the refund's created_at, on its account's clock */
  created_at: number;
  queued_at: number;
  [column: string]: unknown;
}

/** Writes (or rewrites) one pending refund's row. */
export function queueRefundStatement(env: Env, r: Omit<QueuedRefundRow, "queued_at">, now = Date.now()): D1PreparedStatement {
  return env.DB.prepare(
    `INSERT INTO refund_queue (refund_id, account_id, mode, order_id, amount, reason, origin, esim_status, supplier_refund_id, created_at, queued_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (refund_id) DO UPDATE SET esim_status = excluded.esim_status, supplier_refund_id = excluded.supplier_refund_id`,
  ).bind(r.refund_id, r.account_id, r.mode, r.order_id, r.amount, r.reason, r.origin, r.esim_status, r.supplier_refund_id, r.created_at, now);
}

/** Deletes a resolved refund's row (nothing when there is none). */
export function unqueueRefundStatement(env: Env, refundId: string): D1PreparedStatement {
  return env.DB.prepare("DELETE FROM refund_queue WHERE refund_id = ?").bind(refundId);
}

export async function unqueueRefund(env: Env, refundId: string): Promise<void> {
  await unqueueRefundStatement(env, refundId).run();
}

/** One refund's row, or null. */
export async function queuedRefund(env: Env, refundId: string): Promise<QueuedRefundRow | null> {
  return env.DB.prepare("SELECT * FROM refund_queue WHERE refund_id = ?").bind(refundId).first<QueuedRefundRow>();
}

/** Oldest first (by id, a ULID), `limit + 1` rows after the `after` position (a refund id). */
export async function queuedRefunds(env: Env, page: { limit: number; after?: string }): Promise<QueuedRefundRow[]> {
  const { results } = await env.DB.prepare("SELECT * FROM refund_queue WHERE refund_id > ? ORDER BY refund_id LIMIT ?")
    .bind(page.after ?? "", page.limit + 1)
    .all<QueuedRefundRow>();
  return results;
}
