// Fan-out: a just-recorded event becomes one delivery per active endpoint that subscribes to it,
// in the transaction that records it, and every attempt at a delivery is a row with a due time
// and a queue message (through the outbox), so the alarm can hand it over if the message is lost.
// An event's first attempts are written in one statement and carried by one message for all of
// its endpoints (an account with 16 endpoints sends one message per event, not 16); a retry, a
// replay, a ping and a hand-over have a message of their own.
import { newId } from "../lib/ids";
import { subscribes } from "../webhooks/event-types";
import { dueBy, handoverMs } from "./due";
import { enqueue } from "./outbox";
import { all, one, type Subscriber, type Tx } from "./tx";

export type AttemptRow = {
  id: string;
  delivery_id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  attempt: number;
  status: "pending" | "succeeded" | "failed";
  response_status: number | null;
  error: string | null;
  duration_ms: number;
  /** the start of the receiver's answer (account migration 12); null before it, or with no answer */
  response_body_excerpt: string | null;
  next_attempt_at: number | null;
  lease_until: number;
  created_at: number;
};

export interface Delivery {
  deliveryId: string;
  endpointId: string;
  eventId: string;
  eventType: string;
}

/**
 * Writes attempt `attempt` as pending (due at `dueAt`) and queues its message to arrive at
 * `sendAt`, both in the caller's transaction; the alarm hands it over if the message is lost.
 */
export function scheduleAttempt(tx: Tx, d: Delivery, attempt: number, dueAt: number, sendAt = dueAt): AttemptRow {
  const id = newId("whd");
  tx.sql.exec(
    `INSERT INTO webhook_attempts (id, delivery_id, endpoint_id, event_id, event_type, attempt, status, next_attempt_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
    id, d.deliveryId, d.endpointId, d.eventId, d.eventType, attempt, dueAt, tx.now,
  );
  enqueue(tx, "webhooks", { delivery_id: d.deliveryId, attempt }, sendAt);
  dueBy(tx, Math.max(dueAt, sendAt) + handoverMs(tx));
  return one<AttemptRow>(tx.sql, "SELECT * FROM webhook_attempts WHERE id = ?", id)!;
}

export interface EventRef {
  id: string;
  type: string;
  created_at: number;
}

export function startDelivery(tx: Tx, ev: EventRef, endpointId: string, sendAt?: number): AttemptRow {
  const d = { deliveryId: newId("whd"), endpointId, eventId: ev.id, eventType: ev.type };
  return scheduleAttempt(tx, d, 1, tx.now, sendAt);
}

/**
 * The active endpoints are read once and kept by the object between its transactions (every
 * event of every step fans out). Every function that writes an endpoint (webhooks.ts) forgets them; a
 * transaction that wrote one keeps its own copy until it ends, so nothing a rolled-back step
 * saw outlives it. A Tx without `kept` (a test's) keeps them for itself only.
 */
const activeInTx = new WeakMap<Tx, Subscriber[]>();
const wroteEndpoints = new WeakSet<Tx>();

export function endpointsChanged(tx: Tx): void {
  activeInTx.delete(tx);
  wroteEndpoints.add(tx);
  if (tx.kept) tx.kept.subscribers = undefined;
}

export function activeSubscribers(tx: Tx, type: string): Subscriber[] {
  const kept = wroteEndpoints.has(tx) ? undefined : tx.kept;
  let active = kept ? kept.subscribers : activeInTx.get(tx);
  if (!active) {
    active = all<{ id: string; created_at: number; enabled_events: string }>(
      tx.sql, "SELECT id, created_at, enabled_events FROM webhook_endpoints WHERE status = 'active' ORDER BY id",
    ).map((e) => ({
      id: e.id, created_at: e.created_at, events: JSON.parse(e.enabled_events) as string[],
    }));
    if (kept) kept.subscribers = active;
    else activeInTx.set(tx, active);
  }
  return active.filter((e) => subscribes(e.events, type));
}

/**
 * Starts one delivery of a just-recorded event for every active endpoint that subscribes to it,
 * in the transaction that records it: their first attempts in one INSERT, due now, and one
 * message naming them all. With no endpoint this costs nothing (the endpoints are kept).
 */
export function deliverToSubscribers(tx: Tx, ev: EventRef): number {
  const targets = activeSubscribers(tx, ev.type).filter((e) => e.created_at <= ev.created_at);
  if (targets.length === 0) return 0;
  const attempts = targets.map((e) => ({ id: newId("whd"), delivery_id: newId("whd"), endpoint_id: e.id }));
  tx.sql.exec(
    `INSERT INTO webhook_attempts (id, delivery_id, endpoint_id, event_id, event_type, attempt, status, next_attempt_at, created_at)
     SELECT json_extract(j.value, '$.id'), json_extract(j.value, '$.delivery_id'), json_extract(j.value, '$.endpoint_id'), ?, ?, 1, 'pending', ?, ?
     FROM json_each(?) AS j`,
    ev.id, ev.type, tx.now, tx.now, JSON.stringify(attempts),
  );
  enqueue(tx, "webhooks", { attempts: attempts.map((a) => ({ delivery_id: a.delivery_id, attempt: 1 })) }, tx.now);
  dueBy(tx, tx.now + handoverMs(tx));
  return targets.length;
}
