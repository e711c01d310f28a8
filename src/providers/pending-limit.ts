// How long a live order may wait on its supplier. An order still pending 30 minutes after it was
// opened stays pending and is announced once as delayed (`order.delayed`, and an operator alert);
// it is refunded only on the supplier's final failure, or when it is still unresolved at the
// operator's hard limit (`SUPPLIER_PENDING_LIMIT_HOURS`, default 24), which alerts the operator
// too. Past the hard limit an order is only looked up, never bought; and for as long again after
// that refund it is still looked up, so that a success the supplier reports late is listed for
// the operator to reconcile (the partner's money never moves twice).
import type { SupplierOutcome } from "./types";

/** An order still pending this long after it was opened is announced as delayed. */
export const DELAY_NOTICE_MS = 30 * 60_000;

export const DEFAULT_PENDING_LIMIT_HOURS = 24;

/** `SUPPLIER_PENDING_LIMIT_HOURS` in ms (a missing, zero or malformed value: the default). */
export function pendingLimitMsFrom(env: { SUPPLIER_PENDING_LIMIT_HOURS?: string }): number {
  const h = Number(env.SUPPLIER_PENDING_LIMIT_HOURS ?? "");
  return (Number.isFinite(h) && h > 0 ? h : DEFAULT_PENDING_LIMIT_HOURS) * 3600_000;
}

export function pastPendingLimit(createdAt: number, now: number, limitMs: number): boolean {
  return now - createdAt >= limitMs;
}

export function delayNoticeDue(createdAt: number, now: number): boolean {
  return now - createdAt >= DELAY_NOTICE_MS;
}

/** What an order still unresolved at the hard limit becomes. */
export function expiredOutcome(transactionId: string | null, limitMs: number): Extract<SupplierOutcome, { status: "failed" }> {
  const hours = Math.round((limitMs / 3600_000) * 100) / 100;
  return { status: "failed", reason: `supplier: the order was not completed within ${hours} hours`, transactionId };
}
