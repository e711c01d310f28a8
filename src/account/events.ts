// Events and the outbox. Both are written in the transaction that made the change, so an
// event exists exactly when its change does; the outbox is drained to queues afterwards.
import { newId } from "../lib/ids";
import { iso } from "../lib/time";
import type { Tx } from "./tx";

export type QueueName = "events" | "fulfilment" | "payouts" | "webhooks";

export interface EventEnvelope {
  id: string;
  object: "event";
  type: string;
  created_at: string;
  livemode: boolean;
  data: { object: unknown };
}

/** Records an event with the resource as it is now, and queues it for delivery. */
export function emit(tx: Tx, type: string, object: unknown): EventEnvelope {
  const event: EventEnvelope = {
    id: newId("evt"),
    object: "event",
    type,
    created_at: iso(tx.now),
    livemode: tx.livemode,
    data: { object },
  };
  tx.sql.exec("INSERT INTO events (id, type, body, created_at) VALUES (?, ?, ?, ?)", event.id, type, JSON.stringify(event), tx.now);
  enqueue(tx, "events", { event_id: event.id, type });
  return event;
}

export function enqueue(tx: Tx, queue: QueueName, body: Record<string, unknown>): void {
  tx.sql.exec("INSERT INTO outbox (queue, body, created_at) VALUES (?, ?, ?)", queue, JSON.stringify(body), tx.now);
}
