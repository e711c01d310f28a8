// The worker's side of the request log (request-log.ts): the lines this isolate holds for each
// account object until they are handed over. The recorder (routes/request-logs/recorder.ts)
// adds each request's line and sends a batch on its own when it is FLUSH_AFTER_MS old or
// BATCH_MAX lines long. Before that, a batch at least CARRY_AFTER_MS old rides on the next call
// this isolate makes to the same account's object anyway (callerAccount puts it in the call's
// reference; the object appends it in that step, account-object/object.ts), so an account busy
// enough to be called within FLUSH_AFTER_MS costs its object no call of the log's own: across
// 200 accounts buying about once a second each, the bench counted 0.4 to 0.7 extra object calls
// (each with its own commit) per purchase before. A batch is only carried once it is a second
// old, so a read is made a write (its step commits the lines) at most once a second per account
// and isolate, not at every read. Whoever takes a batch takes all of it: a line is handed over
// once by this isolate (and appending it again would change nothing: the request id is its key).
import type { Mode } from "../http/context";
import type { RequestLogEntry } from "./request-log";

export const FLUSH_AFTER_MS = 5_000;
/** A batch this old rides on the account's next object call (when FLUSH_AFTER_MS is longer). */
export const CARRY_AFTER_MS = 1_000;
export const BATCH_MAX = 100;

/**
 * REQUEST_LOG_FLUSH_MS when set to a whole number of milliseconds, else FLUSH_AFTER_MS. Tests
 * set 0, so a test that waits for its request's background work finds the line stored; "off"
 * records nothing (the rate limit tests, which time bursts of requests).
 */
export function flushAfterMs(env: Pick<Env, "REQUEST_LOG_FLUSH_MS">): number {
  const n = Number(env.REQUEST_LOG_FLUSH_MS);
  return Number.isInteger(n) && n >= 0 && n <= 30_000 ? n : FLUSH_AFTER_MS;
}

export interface WaitingBatch {
  ref: { accountId: string; mode: Mode };
  entries: RequestLogEntry[];
  /** when its first line was added (ms) */
  opened: number;
}

const waiting = new Map<string, WaitingBatch>();

const keyOf = (accountId: string, mode: Mode) => `${accountId}:${mode}`;

/** Adds a line to its account's batch (opened now when there is none) and answers the batch. */
export function addWaitingLine(ref: { accountId: string; mode: Mode }, entry: RequestLogEntry, now = Date.now()): WaitingBatch {
  const key = keyOf(ref.accountId, ref.mode);
  let batch = waiting.get(key);
  if (!batch) {
    batch = { ref: { accountId: ref.accountId, mode: ref.mode }, entries: [], opened: now };
    waiting.set(key, batch);
  }
  batch.entries.push(entry);
  return batch;
}

/** Takes this batch if it is still the one waiting (nobody took it meanwhile); answers whether it did. */
export function takeBatch(batch: WaitingBatch): boolean {
  const key = keyOf(batch.ref.accountId, batch.ref.mode);
  if (waiting.get(key) !== batch) return false;
  waiting.delete(key);
  return true;
}

/** This isolate's lines for one account object that have not been handed over yet (taken: they will not be sent). */
export function takeWaiting(accountId: string, mode: Mode): RequestLogEntry[] {
  const key = keyOf(accountId, mode);
  const batch = waiting.get(key);
  if (!batch) return [];
  waiting.delete(key);
  return batch.entries;
}

/**
 * The account's lines to carry on a call about to be made to its object: the whole batch when it
 * is at least CARRY_AFTER_MS old and the recorder would wait longer than that to send it itself
 * (tests, which send at once, never carry); otherwise none.
 */
export function takeToCarry(env: Pick<Env, "REQUEST_LOG_FLUSH_MS">, accountId: string, mode: Mode, now = Date.now()): RequestLogEntry[] | undefined {
  const batch = waiting.get(keyOf(accountId, mode));
  if (!batch || now - batch.opened < CARRY_AFTER_MS || flushAfterMs(env) <= CARRY_AFTER_MS) return undefined;
  takeBatch(batch);
  return batch.entries;
}
