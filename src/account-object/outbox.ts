// The outbox: messages for the queues, written in the transaction that made the work, so a
// message exists exactly when its work does. The object drains it to the queues after the commit;
// a message lost on the way is handed over again by the alarm (background.ts).
import type { Tx } from "./tx";

export type QueueName = "fulfilment" | "payouts" | "webhooks";

export function enqueue(tx: Tx, queue: QueueName, body: Record<string, unknown>, deliverAt = 0): void {
  tx.sql.exec("INSERT INTO outbox (queue, body, created_at, deliver_at) VALUES (?, ?, ?, ?)", queue, JSON.stringify(body), tx.now, deliverAt);
  tx.queued = true;
}
