// Webhook endpoints and their deliveries, kept in the account's object beside the events they
// carry. A delivery is one event sent to one endpoint; each attempt at it is a row that is also
// the partner's log item (`webhook_delivery`). An attempt is due at next_attempt_at: its queue
// message (through the outbox) is the fast path, and the object's alarm hands it over again if
// that message is lost. Each (delivery, attempt) is made at most once per lease.
import { notFound, ApiError } from "../http/errors";
import { newId } from "../lib/ids";
import { iso, isoOrNull } from "../lib/time";
import { disableReason, queueDelaySeconds, retryDelaySeconds } from "../webhooks/schedule";
import type { AttemptOutcome } from "../webhooks/post";
import { emit, eventById, type StoredEvent } from "./events";
import { activeSubscribers, deliverToSubscribers, endpointsChanged, scheduleAttempt, startDelivery, type AttemptRow } from "./fan-out";
import { all, one, page, type Tx } from "./tx";

export type EndpointRow = {
  id: string;
  url: string;
  description: string | null;
  enabled_events: string;
  status: "active" | "disabled";
  disabled_reason: string | null;
  secret_sealed: string;
  last_success_at: number | null;
  last_failure_at: number | null;
  last_dead_letter_at: number | null;
  enabled_at: number;
  created_at: number;
};

function eventRow(tx: Tx, eventId: string): StoredEvent | undefined {
  return eventById(tx.sql, eventId);
}

/** The endpoint as partners see it; `secret` only from creation and rotation, which just made it. */
export function endpointView(e: EndpointRow, secret?: string) {
  return {
    id: e.id,
    object: "webhook_endpoint" as const,
    url: e.url,
    description: e.description,
    enabled_events: JSON.parse(e.enabled_events) as string[],
    status: e.status,
    disabled_reason: e.disabled_reason,
    ...(secret !== undefined ? { secret } : {}),
    last_success_at: isoOrNull(e.last_success_at),
    last_failure_at: isoOrNull(e.last_failure_at),
    created_at: iso(e.created_at),
  };
}

export type WebhookDeliveryView = ReturnType<typeof deliveryView>;

/** One attempt in the delivery log. */
export function deliveryView(a: AttemptRow) {
  return {
    id: a.id,
    object: "webhook_delivery" as const,
    event_id: a.event_id,
    event_type: a.event_type,
    attempt: a.attempt,
    status: a.status,
    response_status: a.response_status,
    error: a.error,
    duration_ms: a.duration_ms,
    response_body_excerpt: a.response_body_excerpt ?? null,
    next_attempt_at: isoOrNull(a.next_attempt_at),
    created_at: iso(a.created_at),
  };
}

// ---- endpoints ------------------------------------------------------------------------------

export function getEndpointRow(tx: Tx, id: string): EndpointRow {
  const e = one<EndpointRow>(tx.sql, "SELECT * FROM webhook_endpoints WHERE id = ?", id);
  if (!e) throw notFound("webhook endpoint", id, "webhook_endpoint_id");
  return e;
}

function assertUrlFree(tx: Tx, url: string, except?: string): void {
  const taken = one<{ id: string }>(tx.sql, "SELECT id FROM webhook_endpoints WHERE url = ? AND id != ?", url, except ?? "");
  if (taken) throw new ApiError("webhook_url_in_use", `An endpoint for this URL already exists: ${taken.id}`, "url");
}

export interface NewEndpoint {
  id: string;
  url: string;
  description: string | null;
  enabledEvents: string[];
  sealedSecret: string;
}

/** Endpoints per account and mode: each event fans out to all of them, so the count is bounded. */
export const MAX_ENDPOINTS = 16;

export function createEndpoint(tx: Tx, e: NewEndpoint): EndpointRow {
  endpointsChanged(tx);
  assertUrlFree(tx, e.url);
  const { n } = one<{ n: number }>(tx.sql, "SELECT count(*) AS n FROM webhook_endpoints")!;
  if (n >= MAX_ENDPOINTS) {
    throw new ApiError("webhook_endpoint_limit", `An account may have at most ${MAX_ENDPOINTS} webhook endpoints per mode; delete one first.`);
  }
  tx.sql.exec(
    `INSERT INTO webhook_endpoints (id, url, description, enabled_events, status, secret_sealed, enabled_at, created_at)
     VALUES (?, ?, ?, ?, 'active', ?, ?, ?)`,
    e.id, e.url, e.description, JSON.stringify(e.enabledEvents), e.sealedSecret, tx.now, tx.now,
  );
  return getEndpointRow(tx, e.id);
}

export interface EndpointPatch {
  url?: string;
  description?: string | null;
  enabledEvents?: string[];
  /** `status: "active"`: re-enable a disabled endpoint */
  reactivate?: boolean;
  /** `status: "disabled"`: the account stops deliveries to it by hand */
  disable?: boolean;
}

/** The reason an endpoint its account disabled reads. */
export const DISABLED_BY_ACCOUNT = "disabled by the account";

export function updateEndpoint(tx: Tx, id: string, patch: EndpointPatch): EndpointRow {
  endpointsChanged(tx);
  const e = getEndpointRow(tx, id);
  if (patch.url !== undefined && patch.url !== e.url) {
    assertUrlFree(tx, patch.url, id);
    tx.sql.exec("UPDATE webhook_endpoints SET url = ? WHERE id = ?", patch.url, id);
  }
  if (patch.description !== undefined) tx.sql.exec("UPDATE webhook_endpoints SET description = ? WHERE id = ?", patch.description, id);
  if (patch.enabledEvents !== undefined) {
    tx.sql.exec("UPDATE webhook_endpoints SET enabled_events = ? WHERE id = ?", JSON.stringify(patch.enabledEvents), id);
  }
  // re-enabling starts a fresh three days before the disable rule can apply again
  if (patch.reactivate && e.status !== "active") {
    tx.sql.exec("UPDATE webhook_endpoints SET status = 'active', disabled_reason = NULL, enabled_at = ? WHERE id = ?", tx.now, id);
  }
  // deliveries still queued for it are dropped when they come due, as for one disabled by the rule
  if (patch.disable && e.status !== "disabled") {
    tx.sql.exec("UPDATE webhook_endpoints SET status = 'disabled', disabled_reason = ? WHERE id = ?", DISABLED_BY_ACCOUNT, id);
  }
  return getEndpointRow(tx, id);
}

/** Removes the endpoint and its log; queued attempts find nothing and are dropped. */
export function deleteEndpoint(tx: Tx, id: string): void {
  endpointsChanged(tx);
  getEndpointRow(tx, id);
  tx.sql.exec("DELETE FROM webhook_attempts WHERE endpoint_id = ?", id);
  tx.sql.exec("DELETE FROM webhook_endpoints WHERE id = ?", id);
}

export function replaceSecret(tx: Tx, id: string, sealedSecret: string): EndpointRow {
  endpointsChanged(tx);
  getEndpointRow(tx, id);
  tx.sql.exec("UPDATE webhook_endpoints SET secret_sealed = ? WHERE id = ?", sealedSecret, id);
  return getEndpointRow(tx, id);
}

export function endpointsPage(tx: Tx, after: string | undefined, limit: number) {
  return page<EndpointRow>(tx.sql, "webhook_endpoints", {}, after, limit).map((e) => endpointView(e));
}

export function deliveriesPage(tx: Tx, endpointId: string, after: string | undefined, limit: number) {
  getEndpointRow(tx, endpointId);
  return page<AttemptRow>(tx.sql, "webhook_attempts", { endpoint_id: endpointId }, after, limit).map(deliveryView);
}

/**
 * Events recorded before fan-out moved into the recording transaction left an outbox row for a
 * queue that no longer exists: fan each out once (webhook_fanouts remembers which were) and
 * drop the row. Runs when an object of that age wakes.
 */
export function fanOutLegacyOutbox(tx: Tx): number {
  const rows = all<{ id: number; body: string }>(tx.sql, "SELECT id, body FROM outbox WHERE queue = 'events'");
  for (const r of rows) {
    const eventId = (JSON.parse(r.body) as { event_id: string }).event_id;
    const ev = eventRow(tx, eventId);
    const seen = one(tx.sql, "SELECT event_id FROM webhook_fanouts WHERE event_id = ?", eventId);
    if (ev && !seen) {
      tx.sql.exec("INSERT INTO webhook_fanouts (event_id, created_at) VALUES (?, ?)", eventId, tx.now);
      deliverToSubscribers(tx, ev);
    }
    tx.sql.exec("DELETE FROM outbox WHERE id = ?", r.id);
  }
  return rows.length;
}

/**
 * Sends an event again, same id and body, as a new delivery to each active endpoint that
 * subscribes to its type now (a ping: to its own endpoint).
 */
export function replay(tx: Tx, eventId: string): AttemptRow[] {
  const ev = eventRow(tx, eventId);
  if (!ev) throw notFound("event", eventId, "event_id");
  if (ev.type === "ping") {
    const endpointId = (JSON.parse(ev.body) as { data?: { object?: { id?: string } } }).data?.object?.id;
    const own = endpointId ? one<EndpointRow>(tx.sql, "SELECT * FROM webhook_endpoints WHERE id = ?", endpointId) : undefined;
    return own ? [startDelivery(tx, ev, own.id)] : [];
  }
  return activeSubscribers(tx, ev.type).map((e) => startDelivery(tx, ev, e.id));
}

/**
 * Records a `ping` event for the endpoint and its first attempt, which the caller makes at once.
 * The attempt's message is queued for after that attempt's lease as well, so a caller that dies
 * mid-attempt does not lose it; a caller that finishes makes that message a no-op.
 */
export function ping(tx: Tx, endpointId: string, fallbackAfterMs: number): AttemptRow {
  const e = getEndpointRow(tx, endpointId);
  const event = emit(tx, "ping", endpointView(e), { fanOut: false });
  return startDelivery(tx, { id: event.id, type: event.type, created_at: tx.now }, e.id, tx.now + fallbackAfterMs);
}

// ---- making an attempt ----------------------------------------------------------------------

/** How long past the receiver's timeout an attempt stays claimed by the worker making it. */
export const WEBHOOK_LEASE_MARGIN_MS = 15_000;

export type Claim =
  /** nothing to do: the attempt is unknown (endpoint deleted) or already made */
  | { kind: "done"; item: WebhookDeliveryView | null }
  /** try again later: not yet due, or another worker holds it right now */
  | { kind: "later"; delaySeconds: number; item: WebhookDeliveryView }
  | { kind: "go"; item: WebhookDeliveryView; url: string; body: string; endpointId: string; sealedSecret: string };

const EARLY_TOLERANCE_MS = 250;

function attemptRow(tx: Tx, deliveryId: string, attempt: number): AttemptRow | undefined {
  return one<AttemptRow>(tx.sql, "SELECT * FROM webhook_attempts WHERE delivery_id = ? AND attempt = ?", deliveryId, attempt);
}

function drop(tx: Tx, a: AttemptRow, reason: string): Claim {
  tx.sql.exec("UPDATE webhook_attempts SET status = 'failed', error = ?, next_attempt_at = NULL, created_at = ? WHERE id = ?", reason, tx.now, a.id);
  return { kind: "done", item: deliveryView(attemptRow(tx, a.delivery_id, a.attempt)!) };
}

type ClaimRow = AttemptRow & { e_id: string | null; e_url: string | null; e_status: string | null; e_secret: string | null; ev_body: string | null };

/**
 * Takes each attempt asked for, for `leaseMs`: while the lease runs, a duplicate message waits
 * instead of sending again. A delivery whose endpoint was disabled meanwhile is dropped (a ping
 * still goes: it was asked for). All in one step: the rows with their endpoints and events in
 * one read, the leases of those that go in one write. A request repeated in the list is claimed
 * once; its copies are "done" with the same item, since the first one's outcome is theirs.
 */
export function claimAttempts(tx: Tx, requests: { delivery_id: string; attempt: number }[], leaseMs: number, recheckSeconds: number): Claim[] {
  const rows = all<ClaimRow>(
    tx.sql,
    `SELECT a.*, e.id AS e_id, e.url AS e_url, e.status AS e_status, e.secret_sealed AS e_secret, ev.body AS ev_body
     FROM json_each(?) AS j
     JOIN webhook_attempts a ON a.delivery_id = json_extract(j.value, '$.delivery_id') AND a.attempt = json_extract(j.value, '$.attempt')
     LEFT JOIN webhook_endpoints e ON e.id = a.endpoint_id
     LEFT JOIN events ev ON ev.id = a.event_id`,
    JSON.stringify(requests.map((r) => ({ delivery_id: r.delivery_id, attempt: r.attempt }))),
  );
  const byKey = new Map(rows.map((r) => [`${r.delivery_id}:${r.attempt}`, r]));
  const seen = new Map<string, Claim>();
  const going: string[] = [];
  const out = requests.map((r): Claim => {
    const key = `${r.delivery_id}:${r.attempt}`;
    const earlier = seen.get(key);
    if (earlier) return { kind: "done", item: earlier.item };
    const c = claimRow(tx, byKey.get(key), leaseMs, recheckSeconds);
    if (c.kind === "go") going.push(c.item.id);
    seen.set(key, c);
    return c;
  });
  if (going.length) {
    tx.sql.exec("UPDATE webhook_attempts SET lease_until = ?, created_at = ? WHERE id IN (SELECT value FROM json_each(?))", tx.now + leaseMs, tx.now, JSON.stringify(going));
  }
  return out;
}

/** The rules for one attempt read with its endpoint and event; the lease is the caller's write. */
function claimRow(tx: Tx, a: ClaimRow | undefined, leaseMs: number, recheckSeconds: number): Claim {
  if (!a) return { kind: "done", item: null };
  const row: AttemptRow = { ...a };
  for (const k of ["e_id", "e_url", "e_status", "e_secret", "ev_body"] as const) delete (row as Partial<ClaimRow>)[k];
  if (a.status !== "pending") return { kind: "done", item: deliveryView(row) };
  if (a.lease_until > tx.now) {
    return { kind: "later", delaySeconds: Math.max(1, Math.min(recheckSeconds, Math.ceil((a.lease_until - tx.now) / 1000))), item: deliveryView(row) };
  }
  // queue delays are whole seconds rounded up, so only a duplicate or a capped delay comes early
  if (a.next_attempt_at !== null && a.next_attempt_at > tx.now + EARLY_TOLERANCE_MS) {
    return { kind: "later", delaySeconds: Math.max(1, queueDelaySeconds(a.next_attempt_at, tx.now)), item: deliveryView(row) };
  }
  if (a.e_id === null) return { kind: "done", item: null };
  if (a.e_status !== "active" && a.event_type !== "ping") return drop(tx, row, "endpoint disabled; delivery dropped");
  if (a.ev_body === null) return drop(tx, row, "event no longer exists; delivery dropped");
  return {
    kind: "go",
    // the log item's time is when the attempt is made
    item: deliveryView({ ...row, lease_until: tx.now + leaseMs, created_at: tx.now }),
    url: a.e_url!,
    body: a.ev_body,
    endpointId: a.e_id,
    sealedSecret: a.e_secret!,
  };
}

/** An attempt made and how it went. */
export interface Made {
  deliveryId: string;
  attempt: number;
  /** the attempt's row */
  id: string;
  outcome: AttemptOutcome;
}

/**
 * finishAttempt for several attempts in one step: the successes in one UPDATE (a second report
 * for an attempt no longer pending changes nothing) and their endpoints' last success in one
 * more; each failure as finishAttempt records it, with its retry. One item per attempt, in order.
 */
export function finishAttempts(tx: Tx, made: Made[], schedule: readonly number[]): (WebhookDeliveryView | null)[] {
  const succeeded = made.filter((m) => m.outcome.succeeded);
  const done = new Map<string, AttemptRow>();
  if (succeeded.length) {
    const rows = all<AttemptRow>(
      tx.sql,
      `UPDATE webhook_attempts SET status = 'succeeded', response_status = json_extract(j.value, '$.status'),
         response_body_excerpt = json_extract(j.value, '$.excerpt'), error = NULL, duration_ms = json_extract(j.value, '$.duration'),
         next_attempt_at = NULL, lease_until = 0
       FROM json_each(?) AS j
       WHERE webhook_attempts.id = json_extract(j.value, '$.id') AND +webhook_attempts.status = 'pending'
       RETURNING *`,
      // "+status": looked up by id for each attempt, not by the status index (every pending attempt)
      JSON.stringify(succeeded.map((m) => ({
        id: m.id, status: m.outcome.response_status, excerpt: m.outcome.response_body_excerpt, duration: Math.max(0, Math.round(m.outcome.duration_ms)),
      }))),
    );
    for (const r of rows) done.set(r.id, r);
    const endpoints = [...new Set(rows.map((r) => r.endpoint_id))];
    if (endpoints.length) tx.sql.exec("UPDATE webhook_endpoints SET last_success_at = ? WHERE id IN (SELECT value FROM json_each(?))", tx.now, JSON.stringify(endpoints));
  }
  return made.map((m) => {
    if (!m.outcome.succeeded) return finishAttempt(tx, m.deliveryId, m.attempt, m.outcome, schedule);
    const row = done.get(m.id);
    // already recorded (a second report), or its endpoint was deleted meanwhile
    return row ? deliveryView(row) : attemptView(tx, m.deliveryId, m.attempt);
  });
}

/**
 * Records how an attempt went. A failure schedules the next attempt, or dead-letters the
 * delivery when the schedule is used up; the endpoint's health and the disable rule follow.
 * A second report for the same attempt changes nothing.
 */
export function finishAttempt(tx: Tx, deliveryId: string, attempt: number, outcome: AttemptOutcome, schedule: readonly number[]): WebhookDeliveryView | null {
  const a = attemptRow(tx, deliveryId, attempt);
  if (!a) return null;
  if (a.status !== "pending") return deliveryView(a);
  const e = one<EndpointRow>(tx.sql, "SELECT * FROM webhook_endpoints WHERE id = ?", a.endpoint_id);
  if (!e) return null;
  const duration = Math.max(0, Math.round(outcome.duration_ms));
  if (outcome.succeeded) {
    tx.sql.exec(
      "UPDATE webhook_attempts SET status = 'succeeded', response_status = ?, response_body_excerpt = ?, error = NULL, duration_ms = ?, next_attempt_at = NULL, lease_until = 0 WHERE id = ?",
      outcome.response_status, outcome.response_body_excerpt, duration, a.id,
    );
    tx.sql.exec("UPDATE webhook_endpoints SET last_success_at = ? WHERE id = ?", tx.now, e.id);
    return deliveryView(attemptRow(tx, deliveryId, attempt)!);
  }
  const delay = retryDelaySeconds(schedule, attempt);
  const nextAt = delay === null ? null : tx.now + delay * 1000;
  tx.sql.exec(
    "UPDATE webhook_attempts SET status = 'failed', response_status = ?, response_body_excerpt = ?, error = ?, duration_ms = ?, next_attempt_at = ?, lease_until = 0 WHERE id = ?",
    outcome.response_status, outcome.response_body_excerpt, outcome.error, duration, nextAt, a.id,
  );
  if (nextAt !== null) {
    scheduleAttempt(tx, { deliveryId, endpointId: e.id, eventId: a.event_id, eventType: a.event_type }, attempt + 1, nextAt);
  }
  const deadLetterAt = nextAt === null ? tx.now : e.last_dead_letter_at;
  tx.sql.exec("UPDATE webhook_endpoints SET last_failure_at = ?, last_dead_letter_at = ? WHERE id = ?", tx.now, deadLetterAt, e.id);
  if (e.status === "active") {
    const reason = disableReason({ enabledAt: e.enabled_at, lastSuccessAt: e.last_success_at, lastDeadLetterAt: deadLetterAt }, tx.now);
    if (reason) {
      // its last success and failure times are no part of fan-out; its status is
      endpointsChanged(tx);
      tx.sql.exec("UPDATE webhook_endpoints SET status = 'disabled', disabled_reason = ? WHERE id = ?", reason, e.id);
    }
  }
  return deliveryView(attemptRow(tx, deliveryId, attempt)!);
}

export function attemptView(tx: Tx, deliveryId: string, attempt: number): WebhookDeliveryView | null {
  const a = attemptRow(tx, deliveryId, attempt);
  return a ? deliveryView(a) : null;
}
