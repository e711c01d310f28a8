// The event types a partner can subscribe to. The set is an open enum for receivers, but an
// endpoint may only ask for types that exist (or "*", which includes types added later).
export const EVENT_TYPES = [
  "ping",
  "deposit.detected",
  "deposit.confirmed",
  "deposit.failed",
  "wallet.credited",
  "wallet.debited",
  "wallet.overdraft_used",
  "wallet.overdue",
  "wallet.balance_low",
  "quote.awaiting_funds",
  "quote.fulfilled",
  "quote.expired",
  "order.delayed",
  "order.fulfilled",
  "order.failed",
  "order_batch.completed",
  "refund.created",
  "refund.succeeded",
  "refund.rejected",
  "esim.low_data",
  "esim.expiring",
  "esim.updated",
  "esim.suspended",
  "esim.resumed",
  "esim.revoked",
  "credit.updated",
  "payout.succeeded",
  "payout.failed",
  "report_run.succeeded",
  "report_run.failed",
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

export const ALL_EVENTS = "*";

const KNOWN = new Set<string>([...EVENT_TYPES, ALL_EVENTS]);

/** The first entry that is neither a known type nor "*", if any. */
export function unknownEventType(types: readonly string[]): string | undefined {
  return types.find((t) => !KNOWN.has(t));
}

/** Whether an endpoint subscribed to `enabled` receives events of `type`. Ping never fans out. */
export function subscribes(enabled: readonly string[], type: string): boolean {
  if (type === "ping") return false;
  return enabled.includes(ALL_EVENTS) || enabled.includes(type);
}
