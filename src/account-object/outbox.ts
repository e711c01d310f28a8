// The outbox: messages for the queues, written in the transaction that made the work, so a
// message exists exactly when its work does. The object drains it to the queues after the commit;
// a message lost on the way is handed over again by the alarm (background.ts). "audit" is not a
// queue: it holds the audit entry of an operator's change made here, drained into D1's audit
// trail (INSERT OR IGNORE by the entry's id, so a second drain writes nothing new).
import type { Tx } from "./tx";
import type { AuditRow } from "../audit/log";

export type QueueName = "fulfilment" | "payouts" | "webhooks" | "reports" | "audit";

/** Keeps an operator's audit entry with the change it records, in this step's transaction. */
export function keepAuditEntry(tx: Tx, row: AuditRow): void {
  enqueue(tx, "audit", row as unknown as Record<string, unknown>);
}

export function enqueue(tx: Tx, queue: QueueName, body: Record<string, unknown>, deliverAt = 0): void {
  tx.sql.exec("INSERT INTO outbox (queue, body, created_at, deliver_at) VALUES (?, ?, ?, ?)", queue, JSON.stringify(body), tx.now, deliverAt);
  tx.queued = true;
}
