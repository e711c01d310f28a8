// Events, written in the transaction that made the change, so an event exists exactly when its
// change does (an object step collects its events and writes them in one statement as it ends).
// The event is fanned out to the account's webhook endpoints in that same transaction (this
// object knows them): an event nobody subscribes to is one row and nothing
// else, and one that somebody does gets its delivery attempts at once (fan-out.ts), each with a
// due time the alarm keeps.
//
// The table is keyed by an integer (`key`, its rowid) that the event's id carries (lib/ids.ts
// keyedId): an event is found by its id through its key, so no index holds the ids, and an event
// costs its row and its entry in events_by_type. Keys grow in the order events are written, which
// is the order the list, the stream and a resume read them in. Events written before keyed ids
// keep their rowid as key and are found by id through events_legacy_id (account migration 28).
import { keyedId, keyOfId, nextKey } from "../lib/ids";
import { iso } from "../lib/time";
import type { EventRow, Tx } from "./tx";
import { deliverToSubscribers } from "./fan-out";
import { all, one } from "./tx";


export interface EventEnvelope {
  id: string;
  object: "event";
  type: string;
  created_at: string;
  livemode: boolean;
  data: { object: unknown };
}

/** Keys under this are the rowids events had before keyed ids (a keyed id's key is a time × 2048, far above). */
export const LEGACY_KEYS_BELOW = 1_000_000_000_000;

/** The last key handed out, per Tx that keeps nothing between transactions (a test's). */
const lastInTx = new WeakMap<Tx, number>();

/**
 * The key of the next event: after the last one written or handed out. The object keeps the last
 * between its transactions; a fresh object (or a Tx that keeps nothing) reads it once.
 */
function nextEventKey(tx: Tx): number {
  const kept = tx.kept;
  let last = kept ? kept.lastEventKey : lastInTx.get(tx);
  if (last === undefined) last = one<{ last: number | null }>(tx.sql, "SELECT MAX(key) AS last FROM events")!.last ?? 0;
  const key = nextKey(last);
  if (kept) kept.lastEventKey = key;
  else lastInTx.set(tx, key);
  return key;
}

/**
 * Records an event with the resource as it is now and starts its deliveries. `fanOut: false`
 * for an event meant for one endpoint only (a ping), which the caller delivers itself. In a
 * step that collects its events (Tx.unwrittenEvents, the object's steps) the row is written
 * with the step's other events when it ends (writeEvents), in the same transaction; its
 * deliveries are started here, from the endpoints as they are at this point of the step.
 */
export function emit(tx: Tx, type: string, object: unknown, opts: { fanOut?: boolean } = {}): EventEnvelope {
  const key = nextEventKey(tx);
  const event: EventEnvelope = {
    id: keyedId("evt", key),
    object: "event",
    type,
    created_at: iso(tx.now),
    livemode: tx.livemode,
    data: { object },
  };
  const row: EventRow = [key, event.id, type, JSON.stringify(event), tx.now];
  if (tx.unwrittenEvents) tx.unwrittenEvents.push(row);
  else insertEvents(tx.sql, [row]);
  if (opts.fanOut !== false) deliverToSubscribers(tx, { id: event.id, type, created_at: tx.now });
  return event;
}

/** Rows per INSERT: 5 parameters each, under the 100 parameters a statement may bind. */
const ROWS_PER_INSERT = 20;
const insertSql: string[] = [];

function insertEvents(sql: SqlStorage, rows: EventRow[]): void {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const chunk = rows.slice(i, i + ROWS_PER_INSERT);
    const text = (insertSql[chunk.length] ??= `INSERT INTO events (key, id, type, body, created_at) VALUES ${chunk.map(() => "(?, ?, ?, ?, ?)").join(", ")}`);
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

/** A stored event: its key (the table's rowid), id, type, the envelope as JSON, and when it happened. */
export type StoredEvent = { key: number; id: string; type: string; body: string; created_at: number };

/** The event with this id, found by the key its id carries (or, written before keyed ids, by the id). */
export function eventById(sql: SqlStorage, id: string): StoredEvent | undefined {
  const key = keyOfId("evt", id);
  const keyed = key === null ? undefined : one<StoredEvent>(sql, "SELECT key, id, type, body, created_at FROM events WHERE key = ? AND id = ?", key, id);
  return keyed ?? one<StoredEvent>(sql, `SELECT key, id, type, body, created_at FROM events WHERE key < ${LEGACY_KEYS_BELOW} AND id = ?`, id);
}

/**
 * A page of events, newest first (by key, the order they were written), of one type or all,
 * after the event `after` (a cursor's position: an event id); limit + 1 rows, as tx.ts page().
 * An `after` that names no event starts after nothing it could be, which is an empty page.
 */
export function eventsPage(sql: SqlStorage, type: string | undefined, after: string | undefined, limit: number): StoredEvent[] {
  const where: string[] = [];
  const params: SqlStorageValue[] = [];
  if (type !== undefined) {
    where.push("type = ?");
    params.push(type);
  }
  if (after !== undefined) {
    where.push("key < ?");
    params.push(eventById(sql, after)?.key ?? 0);
  }
  const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
  return all<StoredEvent>(sql, `SELECT key, id, type, body, created_at FROM events ${clause} ORDER BY key DESC LIMIT ?`, ...params, limit + 1);
}
