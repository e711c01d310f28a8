// Supplier successes that arrived after their order was refunded at the pending limit. The
// partner keeps the refund and the order stays failed: such a success never moves a partner's
// money. It is listed here for the operator, who reconciles it with the supplier (a refund
// request, or keeping the product) and marks it reconciled. Recording is safe to repeat: one
// row per order.
import { auditRow, auditStatement } from "../../../audit/log";
import type { AuditContext } from "../../../audit/actor";
import type { Mode } from "../../../http/context";
import { iso } from "../../../lib/time";

export interface LateSuccess {
  orderId: string;
  accountId: string;
  mode: Mode;
  supplier: string;
  supplierReference: string | null;
  /** what the partner paid and got back (cents, USD) */
  price: number;
  refundedAt: number;
  foundAt: number;
  deliverable: Record<string, unknown>;
}

interface Row {
  order_id: string;
  account_id: string;
  mode: Mode;
  supplier: string;
  supplier_reference: string | null;
  price: number;
  refunded_at: number;
  found_at: number;
  deliverable: string;
  reconciled_at: number | null;
}

export async function recordLateSuccess(env: Env, s: LateSuccess): Promise<void> {
  await env.DB.prepare(
    `INSERT OR IGNORE INTO late_supplier_successes
       (order_id, account_id, mode, supplier, supplier_reference, price, refunded_at, found_at, deliverable)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(s.orderId, s.accountId, s.mode, s.supplier, s.supplierReference, s.price, s.refundedAt, s.foundAt, JSON.stringify(s.deliverable))
    .run();
}

export function lateSuccessView(r: Row) {
  return {
    object: "late_supplier_success" as const,
    order_id: r.order_id,
    account_id: r.account_id,
    mode: r.mode,
    supplier: r.supplier,
    supplier_reference: r.supplier_reference,
    refunded: { amount: r.price, currency: "USD" },
    refunded_at: iso(r.refunded_at),
    found_at: iso(r.found_at),
    deliverable: JSON.parse(r.deliverable) as Record<string, unknown>,
    reconciled_at: r.reconciled_at === null ? null : iso(r.reconciled_at),
  };
}

export const LATE_SUCCESS_PAGE = 100;

/**
 * Those not yet reconciled, the oldest first; or (reconciled) the latest reconciled first. At
 * most LATE_SUCCESS_PAGE; `has_more` says there are others.
 */
export async function lateSuccesses(env: Env, reconciled: boolean) {
  const { results } = await env.DB.prepare(
    reconciled
      ? "SELECT * FROM late_supplier_successes WHERE reconciled_at IS NOT NULL ORDER BY reconciled_at DESC, order_id LIMIT ?"
      : "SELECT * FROM late_supplier_successes WHERE reconciled_at IS NULL ORDER BY found_at, order_id LIMIT ?",
  )
    .bind(LATE_SUCCESS_PAGE + 1)
    .all<Row>();
  return { data: results.slice(0, LATE_SUCCESS_PAGE).map(lateSuccessView), has_more: results.length > LATE_SUCCESS_PAGE };
}

/** How many late successes each supplier has that the operator has not reconciled yet. */
export async function unreconciledBySupplier(env: Env): Promise<Map<string, number>> {
  const { results } = await env.DB.prepare(
    "SELECT supplier, COUNT(*) AS n FROM late_supplier_successes WHERE reconciled_at IS NULL GROUP BY supplier",
  ).all<{ supplier: string; n: number }>();
  return new Map(results.map((r) => [r.supplier, r.n]));
}

/**
 * Marks one reconciled (once: a second call keeps the first time and records nothing); null when
 * there is none. The first marking and its audit entry (late_success.reconcile) are one D1 batch.
 */
export async function reconcileLateSuccess(env: Env, orderId: string, now: number, ctx: AuditContext) {
  const audit = auditRow(ctx, { action: "late_success.reconcile", target: orderId, before: { reconciled: false }, after: { reconciled: true } }, now);
  await env.DB.batch([
    env.DB.prepare("UPDATE late_supplier_successes SET reconciled_at = ? WHERE order_id = ? AND reconciled_at IS NULL").bind(now, orderId),
    auditStatement(env, audit, { whenChanged: true }),
  ]);
  const row = await env.DB.prepare("SELECT * FROM late_supplier_successes WHERE order_id = ?").bind(orderId).first<Row>();
  return row ? lateSuccessView(row) : null;
}
