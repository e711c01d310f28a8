// After a committed step: the operators' queue in D1 (db/refund-queue.ts) follows this account's
// pending refunds, and the reference index learns each new pending refund's id, so an operator
// route given only a refund id finds its account. The object knows which pending refunds the
// queue was last told of (Tx `kept.pendingRefunds`): a step that opened a pending refund, changed
// one (its supplier's refund id) or resolved one sends just that difference, in one D1 batch;
// any other step reads nothing and sends nothing, so a purchase pays no statement for the queue.
// Not known (a new isolate, or a send that failed): the next step, whatever it did, reads the
// pending rows (one seek of the status index) and sends every pending refund again, which is how a lost write is made
// good (the hourly sweep runs a step in every account). Nothing here moves money; a lost or late
// write leaves a row the readers check against the object.
import { queueRefundStatement, unqueueRefundStatement } from "../db/refund-queue";
import { pointReferenceStatement } from "../db/reference-index";
import { all, type Kept } from "./tx";

type Mode = "test" | "live";

interface PendingRow {
  id: string;
  order_id: string;
  amount: number;
  reason: string;
  origin: string;
  esim_status: string | null;
  supplier_refund_id: string | null;
  created_at: number;
  [column: string]: SqlStorageValue;
}

/** The read a step that touched refunds (or the first step whose queue state is not known) makes: one seek of the status index. */
export const PENDING_REFUNDS = `SELECT id, order_id, amount, reason, origin, esim_status, supplier_refund_id, created_at
  FROM refunds WHERE status = 'pending' ORDER BY id`;

/**
 * Sends what a committed step changed of the pending refunds to D1, in the background (a failure is logged
 * and makes the next step send every pending refund again).
 */
export function followPendingRefunds(env: Env, ref: { accountId: string; mode: Mode }, sql: SqlStorage, kept: Kept, touched: boolean): void {
  if (!touched && kept.pendingRefunds !== undefined) return;
  const failed = (e: unknown) => {
    kept.pendingRefunds = undefined;
    console.error("refund queue write failed; the next step sends every pending refund again", e);
  };
  // the step has committed: nothing here may fail its answer
  try {
    const statements = indexStatements(env, ref, sql, kept);
    if (statements.length > 0) void env.DB.batch(statements).catch(failed);
  } catch (e) {
    failed(e);
  }
}

/** The D1 statements a committed step leaves: the queue's difference and the new refunds' references. */
function indexStatements(env: Env, ref: { accountId: string; mode: Mode }, sql: SqlStorage, kept: Kept): D1PreparedStatement[] {
  const { accountId, mode } = ref;
  const out: D1PreparedStatement[] = [];
  const rows = all<PendingRow>(sql, PENDING_REFUNDS);
  const told = kept.pendingRefunds;
  // what the queue keeps that can change while a refund is pending
  const now = new Map(rows.map((r) => [r.id, JSON.stringify([r.esim_status, r.supplier_refund_id])]));
  kept.pendingRefunds = now;
  for (const r of rows) {
    const before = told?.get(r.id);
    if (before === now.get(r.id)) continue;
    out.push(queueRefundStatement(env, {
      refund_id: r.id, account_id: accountId, mode, order_id: r.order_id, amount: r.amount, reason: r.reason, origin: r.origin,
      esim_status: r.esim_status, supplier_refund_id: r.supplier_refund_id, created_at: r.created_at,
    }));
    if (before === undefined) out.push(pointReferenceStatement(env, "refund", r.id, accountId, mode));
  }
  for (const id of told?.keys() ?? []) if (!now.has(id)) out.push(unqueueRefundStatement(env, id));
  return out;
}
