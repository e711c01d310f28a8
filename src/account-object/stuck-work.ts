// What an operator looks at when work seems stuck: this account's unfinished orders and payouts,
// each with the time it is next handed to its queue again, by the same rule the alarm uses
// (background.ts nextDueAt): an order when its due time and any supplier lease have passed; an
// order refunded at the pending limit while it is still looked up for a late success; a payout a
// hand-over after it was last dispatched and once its send lease has ended. Read-only.
import { handoverMs } from "./due";
import { all, type Tx } from "./tx";
import { iso } from "../lib/time";

/** At most this many of each are listed, the earliest due first. */
export const STUCK_WORK_LIMIT = 50;

export interface StuckItem {
  id: string;
  /** "pending" (an order or payout not yet resolved) or "followup" (a refunded order still looked up) */
  state: "pending" | "followup";
  amount: number;
  created_at: string;
  /** when it was last handed to its queue (null: never since it was created) */
  dispatched_at: string | null;
  /** when the object hands it to its queue again if it is still unfinished */
  next_due_at: string;
}

export function stuckWork(tx: Tx): { orders: StuckItem[]; payouts: StuckItem[] } {
  const grace = handoverMs(tx);
  const orders = all<{ id: string; status: string; price: number; created_at: number; dispatched_at: number | null; next: number }>(
    tx.sql,
    `SELECT id, status, price, created_at, dispatched_at, MAX(due_at, supplier_lease_until) AS next FROM orders
     WHERE status = 'pending' OR (followup_until > 0 AND followup_until > ?)
     ORDER BY next LIMIT ?`,
    tx.now, STUCK_WORK_LIMIT,
  );
  const payouts = all<{ id: string; amount: number; created_at: number; dispatched_at: number | null; next: number }>(
    tx.sql,
    `SELECT id, amount, created_at, dispatched_at, MAX(COALESCE(dispatched_at, created_at), send_lease_until - ?) + ? AS next FROM payouts
     WHERE status = 'pending' ORDER BY next LIMIT ?`,
    grace, grace, STUCK_WORK_LIMIT,
  );
  const at = (ms: number | null) => (ms === null ? null : iso(ms));
  return {
    orders: orders.map((o) => ({
      id: o.id,
      state: o.status === "pending" ? ("pending" as const) : ("followup" as const),
      amount: o.price,
      created_at: iso(o.created_at),
      dispatched_at: at(o.dispatched_at),
      next_due_at: iso(o.next),
    })),
    payouts: payouts.map((p) => ({
      id: p.id,
      state: "pending" as const,
      amount: p.amount,
      created_at: iso(p.created_at),
      dispatched_at: at(p.dispatched_at),
      next_due_at: iso(p.next),
    })),
  };
}
