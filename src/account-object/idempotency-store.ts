// Idempotency records inside the account's object. Only a success binds a key: an error
// rolls the whole transaction back, record included, leaving the key free for a retry.
import { ApiError } from "../http/errors";
import { IDEMPOTENCY_TTL_MS, type IdempotencyKey, type StoredResponse } from "../http/idempotency";

/** How long an operation with outside calls may hold its key before a retry may take it over. */
export const CLAIM_MS = 60_000;

type Row = {
  fingerprint: string;
  state: "in_progress" | "done";
  lock_expires_at: number | null;
  response_status: number | null;
  response_body: string | null;
  created_at: number;
};

function find(sql: SqlStorage, key: string, now: number): Row | undefined {
  const row = sql.exec<Row>("SELECT * FROM idempotency_keys WHERE key = ?", key).toArray()[0];
  // an expired record counts as absent (pruning may not have run yet)
  return row && row.created_at > now - IDEMPOTENCY_TTL_MS ? row : undefined;
}

/**
 * Looks the key up. Returns the stored response to replay, or undefined when the operation
 * should run. `claimed` is set by the caller that holds the key's in-progress lock.
 */
export function lookup(sql: SqlStorage, idem: IdempotencyKey, now: number, claimed = false): StoredResponse | undefined {
  const row = find(sql, idem.key, now);
  if (!row) return undefined;
  const held = row.state === "in_progress" && (row.lock_expires_at ?? 0) > now;
  // a released or lapsed claim leaves the key free, for this request or another
  if (row.state === "in_progress" && !held) return undefined;
  if (row.fingerprint !== idem.fingerprint) {
    throw new ApiError(
      "idempotency_key_reused",
      "This Idempotency-Key was used with a different request (method, path or body). Use a new key.",
    );
  }
  if (row.state === "done") return { status: row.response_status ?? 200, body: row.response_body ?? "{}", replayed: true };
  if (!claimed) {
    throw new ApiError("idempotency_key_in_use", "A request with this Idempotency-Key is still being processed. Retry shortly.");
  }
  return undefined;
}

/** Stores the response; called inside the transaction that made the effect. */
export function record(sql: SqlStorage, idem: IdempotencyKey, now: number, status: number, body: string): void {
  sql.exec(
    `INSERT INTO idempotency_keys (key, fingerprint, state, lock_expires_at, response_status, response_body, created_at)
     VALUES (?, ?, 'done', NULL, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET fingerprint = excluded.fingerprint, state = 'done', lock_expires_at = NULL,
       response_status = excluded.response_status, response_body = excluded.response_body, created_at = excluded.created_at`,
    idem.key, idem.fingerprint, status, body, now,
  );
}

export type Claim = { replay: StoredResponse } | { epoch: number };

/**
 * Takes the key for an operation that must await outside calls before its effect. The
 * claim's epoch stays the same when the same request takes the key again after a failure
 * or a crash, so work keyed by it (a sandbox transfer id, say) is recognised as the same
 * work; once the key has lapsed (24 h) a new epoch starts a new operation.
 */
export function claim(sql: SqlStorage, idem: IdempotencyKey, now: number): Claim {
  const replay = lookup(sql, idem, now);
  if (replay) return { replay };
  const prior = find(sql, idem.key, now);
  const epoch = prior && prior.state === "in_progress" && prior.fingerprint === idem.fingerprint ? prior.created_at : now;
  sql.exec(
    `INSERT INTO idempotency_keys (key, fingerprint, state, lock_expires_at, created_at) VALUES (?, ?, 'in_progress', ?, ?)
     ON CONFLICT (key) DO UPDATE SET fingerprint = excluded.fingerprint, state = 'in_progress',
       lock_expires_at = excluded.lock_expires_at, response_status = NULL, response_body = NULL, created_at = excluded.created_at`,
    idem.key, idem.fingerprint, now + CLAIM_MS, epoch,
  );
  return { epoch };
}

/**
 * Frees a claimed key after a failure, so the client may retry at once. The row stays, with
 * its epoch, in case the failure came after an effect: the retry then repeats the same work.
 */
export function release(sql: SqlStorage, key: string): void {
  sql.exec("UPDATE idempotency_keys SET lock_expires_at = 0 WHERE key = ? AND state = 'in_progress'", key);
}

/** Keys one prune walks at most (the hourly sweep): 24 runs a day reach every key of an account that makes up to about this many a day, times 24. */
export const PRUNE_SLICE = 20_000;
const PRUNE_CURSOR = "idempotency_prune_after";

/**
 * Deletes expired records. The table is keyed by the key alone (no index by age: a record is one
 * row), so a prune walks the next slice of keys from where the last one stopped and deletes the
 * expired it meets; the walk starts again from the first key once it reaches the end. Every key
 * is met at least once a day while an account makes fewer than 24 × PRUNE_SLICE a day, and an
 * expired record already reads as absent (`find`). Answers how many it deleted.
 */
export function prune(sql: SqlStorage, now: number, slice = PRUNE_SLICE): number {
  const from = sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = ?", PRUNE_CURSOR).toArray()[0]?.value ?? "";
  const last = sql.exec<{ key: string }>("SELECT key FROM idempotency_keys WHERE key > ? ORDER BY key LIMIT 1 OFFSET ?", from, slice - 1).toArray()[0]?.key;
  const deleted = sql.exec(
    `DELETE FROM idempotency_keys WHERE key > ?${last === undefined ? "" : " AND key <= ?"} AND created_at <= ?`,
    ...(last === undefined ? [from] : [from, last]), now - IDEMPOTENCY_TTL_MS,
  ).rowsWritten;
  // the end reached: the next walk starts at the first key (a cursor that is already '' is not written again)
  const next = last ?? "";
  if (next !== from) sql.exec("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value", PRUNE_CURSOR, next);
  return deleted;
}
