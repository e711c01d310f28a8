// An order the supplier has not resolved 30 minutes after it was created fails and is refunded:
// a partner is never left waiting indefinitely on a supplier.
import type { SupplierOutcome } from "./types";

export const PENDING_LIMIT_MS = 30 * 60_000;

export function pastPendingLimit(createdAt: number, now: number): boolean {
  return now - createdAt > PENDING_LIMIT_MS;
}

/** What an order still unresolved at the limit becomes. */
export function expiredOutcome(transactionId: string | null): SupplierOutcome {
  return { status: "failed", reason: "supplier: the order was not completed within 30 minutes", transactionId };
}

/** Applies the limit to a supplier's answer: a pending answer past the limit becomes a failure. */
export function applyPendingLimit(outcome: SupplierOutcome, createdAt: number, now: number): SupplierOutcome {
  if (outcome.status !== "pending" || !pastPendingLimit(createdAt, now)) return outcome;
  return expiredOutcome(outcome.transactionId);
}
