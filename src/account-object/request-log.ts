// The request log of one account in one mode: a line per API request its keys made (method,
// path, status, error code, idempotency key, key id, duration), never a body. The worker hands
// the lines over in batches after the responses have left (routes/request-logs/recorder.ts);
// they are appended here outside any money step, so recording never delays or fails a request.
// A line's time is on the account's clock (clock.ts), like every record of the account; lines
// older than RETENTION_MS are never listed and are deleted when the next batch arrives and by
// the hourly sweep. Appending a line again (same request id) changes nothing, and pruning
// twice deletes nothing the second time. A line is one row (the table is keyed by the request's
// id, a ULID minted when the request started): the prune deletes a range of ids by their real
// time, which no index by time is needed for; only a sandbox account whose test clock was moved
// on (its lines' account times ahead of their ids') is also pruned by its lines' times, hourly.
import { idsBefore } from "../lib/ids";
import { iso } from "../lib/time";
import { all } from "./tx";

export const REQUEST_LOG_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** One request as the worker saw it; `at` is when it started, in real time. */
export interface RequestLogEntry {
  id: string;
  method: string;
  path: string;
  status: number;
  error_code: string | null;
  idempotency_key: string | null;
  api_key_id: string;
  duration_ms: number;
  at: number;
}

/** A stored line: the entry's fields, its time on the account's clock in `created_at`. */
type RequestLogRow = Omit<RequestLogEntry, "at"> & { created_at: number; [column: string]: SqlStorageValue };

/** A line as GET /v1/request_logs shows it. */
export type RequestLogView = Omit<RequestLogEntry, "at"> & { object: "request_log"; created_at: string };

/** `status`: one code ("402") or a class ("4xx"); `error_code`: exactly that code. */
export interface RequestLogFilter {
  status?: string;
  error_code?: string;
}

const INSERT_COLUMNS = "(id, method, path, status, error_code, idempotency_key, api_key_id, duration_ms, created_at)";
/** Rows per INSERT statement (9 parameters each, under SQLite's 100-parameter limit for a statement). */
const ROWS_PER_INSERT = 10;

/**
 * Appends lines (`offsetMs`: the account's clock offset, so a line's time is the account's) and
 * deletes those past retention. Answers how many lines were new.
 */
export function appendRequestLogs(sql: SqlStorage, entries: readonly RequestLogEntry[], offsetMs: number, now: number): number {
  let added = 0;
  for (let i = 0; i < entries.length; i += ROWS_PER_INSERT) {
    const chunk = entries.slice(i, i + ROWS_PER_INSERT);
    const params: SqlStorageValue[] = [];
    for (const e of chunk) {
      params.push(e.id, e.method, e.path, e.status, e.error_code, e.idempotency_key, e.api_key_id, e.duration_ms, e.at + offsetMs);
    }
    const values = chunk.map(() => "(?, ?, ?, ?, ?, ?, ?, ?, ?)").join(", ");
    added += sql.exec(`INSERT OR IGNORE INTO request_logs ${INSERT_COLUMNS} VALUES ${values}`, ...params).rowsWritten;
  }
  pruneByRequestTime(sql, now - offsetMs);
  return added;
}

/** Deletes the lines of requests made longer than the retention before `realNow`: a range of ids. */
function pruneByRequestTime(sql: SqlStorage, realNow: number): number {
  return sql.exec("DELETE FROM request_logs WHERE id < ?", idsBefore("req", realNow - REQUEST_LOG_RETENTION_MS)).rowsWritten;
}

/**
 * Deletes lines older than the retention at `now` (the account's clock, `offsetMs` ahead of real
 * time); answers how many. With the clock moved on, lines younger in real time may be past it on
 * the account's: those are found by their times, a walk of the log that only such a sandbox
 * account's hourly sweep makes.
 */
export function pruneRequestLogs(sql: SqlStorage, now: number, offsetMs: number): number {
  const byId = pruneByRequestTime(sql, now - offsetMs);
  if (offsetMs <= 0) return byId;
  return byId + sql.exec("DELETE FROM request_logs WHERE created_at < ?", now - REQUEST_LOG_RETENTION_MS).rowsWritten;
}

/** Newest first, keyset-paged by request id (ULIDs sort by time), within the retention. */
export function requestLogsPage(sql: SqlStorage, now: number, filter: RequestLogFilter, after: string | undefined, limit: number): RequestLogView[] {
  const where = ["created_at >= ?"];
  const params: SqlStorageValue[] = [now - REQUEST_LOG_RETENTION_MS];
  const status = filter.status;
  if (status !== undefined) {
    if (/^[1-5]xx$/.test(status)) {
      const low = Number(status[0]) * 100;
      where.push("status >= ? AND status < ?");
      params.push(low, low + 100);
    } else {
      where.push("status = ?");
      params.push(Number(status));
    }
  }
  if (filter.error_code !== undefined) {
    where.push("error_code = ?");
    params.push(filter.error_code);
  }
  if (after !== undefined) {
    where.push("id < ?");
    params.push(after);
  }
  return all<RequestLogRow>(sql, `SELECT * FROM request_logs WHERE ${where.join(" AND ")} ORDER BY id DESC LIMIT ?`, ...params, limit + 1).map(
    requestLogView,
  );
}

export function requestLogView(r: RequestLogRow): RequestLogView {
  return {
    id: r.id,
    object: "request_log",
    method: r.method,
    path: r.path,
    status: r.status,
    error_code: r.error_code,
    idempotency_key: r.idempotency_key,
    api_key_id: r.api_key_id,
    duration_ms: r.duration_ms,
    created_at: iso(r.created_at),
  };
}
