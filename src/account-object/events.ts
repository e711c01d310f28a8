// Events, written in the transaction that made the change, so an event exists exactly when its
// change does (an object step collects its events and writes them in one statement as it ends).
// The event is fanned out to the account's webhook endpoints in that same transaction (this
// object knows them): an event nobody subscribes to is one row and nothing
// else, and one that somebody does gets its delivery attempts at once (fan-out.ts), each with a
// due time the alarm keeps.
import { newId } from "../lib/ids";
import { iso } from "../lib/time";
import type { EventRow, Tx } from "./tx";
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
 * for an event meant for one endpoint only (a ping), which the caller delivers itself. In a
 * step that collects its events (Tx.unwrittenEvents, the object's steps) the row is written
 * with the step's other events when it ends (writeEvents), in the same transaction; its
 * deliveries are started here, from the endpoints as they are at this point of the step.
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
  const row: EventRow = [event.id, type, JSON.stringify(event), tx.now];
  if (tx.unwrittenEvents) tx.unwrittenEvents.push(row);
  else insertEvents(tx.sql, [row]);
  if (opts.fanOut !== false) deliverToSubscribers(tx, { id: event.id, type, created_at: tx.now });
  return event;
}

/** Rows per INSERT: 4 parameters each, under the 100 parameters a statement may bind. */
const ROWS_PER_INSERT = 25;
const insertSql: string[] = [];

function insertEvents(sql: SqlStorage, rows: EventRow[]): void {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const chunk = rows.slice(i, i + ROWS_PER_INSERT);
    const text = (insertSql[chunk.length] ??= `INSERT INTO events (id, type, body, created_at) VALUES ${chunk.map(() => "(?, ?, ?, ?)").join(", ")}`);
    sql.exec(text, ...chunk.flat());
  }
}

/** Writes the events a step collected so far, in one statement (the end of every object step). */
export function writeEvents(tx: Tx): void {
  const rows = tx.unwrittenEvents;
  if (!rows?.length) return;
  tx.unwrittenEvents = [];
  insertEvents(tx.sql, rows);
}
