// Events, written in the transaction that made the change, so an event exists exactly when its
// change does. The event is fanned out to the account's webhook endpoints in that same
// transaction (this object knows them): an event nobody subscribes to is one row and nothing
// else, and one that somebody does gets its delivery attempts at once (fan-out.ts), each with a
// due time the alarm keeps.
import { newId } from "../lib/ids";
import { iso } from "../lib/time";
import type { Tx } from "./tx";
import { deliverToSubscribers } from "./fan-out";


export interface EventEnvelope {
  id: string;
  object: "event";
  type: string;
  created_at: string;
  livemode: boolean;
  data: { object: unknown };
}

/**
 * Records an event with the resource as it is now and starts its deliveries. `fanOut: false`
 * for an event meant for one endpoint only (a ping), which the caller delivers itself.
 */
export function emit(tx: Tx, type: string, object: unknown, opts: { fanOut?: boolean } = {}): EventEnvelope {
  const event: EventEnvelope = {
    id: newId("evt"),
    object: "event",
    type,
    created_at: iso(tx.now),
    livemode: tx.livemode,
    data: { object },
  };
  tx.sql.exec("INSERT INTO events (id, type, body, created_at) VALUES (?, ?, ?, ?)", event.id, type, JSON.stringify(event), tx.now);
  if (opts.fanOut !== false) deliverToSubscribers(tx, { id: event.id, type, created_at: tx.now });
  return event;
}
