// Recording a request in its account's request log (account-object/request-log.ts) without
// costing it anything: the line is built once the response is decided (an error included: the
// app's error handler has rendered it and named its code), held in this isolate per account
// object, and handed over in one call per batch after the response has left (waitUntil). A
// batch goes when it is FLUSH_AFTER_MS old or BATCH_MAX lines long, so an account costs its
// object at most one extra call per 5 s or per 100 requests, not one per request (measured in
// bench/README.md: with 1 s, 200 accounts each buying about once a second cost 0.57 extra calls
// per purchase; with 5 s, 0.11 to 0.14); reading the log (list.ts, the dashboard
// page) takes this isolate's waiting lines along, so they show at once here and within
// FLUSH_AFTER_MS everywhere. Recorded: every /v1 request that authenticated with a key, whatever
// its answer; a request refused before a key was known (no key, an unknown or revoked key, the
// client address over its limit) belongs to no account and is only in the worker's own logs
// (http/request-log.ts). A line that cannot be handed over (the object unreachable) is dropped
// and the failure logged: the log is a developer's view, never a record money depends on.
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, Caller, Mode } from "../../http/context";
import { callerAccount } from "../../account-object/stub";
import type { RequestLogEntry } from "../../account-object/request-log";
import { benchSkipsRequestLog } from "../../bench/meter";

export const FLUSH_AFTER_MS = 5_000;

/**
 * REQUEST_LOG_FLUSH_MS when set to a whole number of milliseconds, else FLUSH_AFTER_MS. Tests
 * set 0, so a test that waits for its request's background work finds the line stored; "off"
 * records nothing (the rate limit tests, which time bursts of requests).
 */
export function flushAfterMs(env: Pick<Env, "REQUEST_LOG_FLUSH_MS">): number {
  const n = Number(env.REQUEST_LOG_FLUSH_MS);
  return Number.isInteger(n) && n >= 0 && n <= 30_000 ? n : FLUSH_AFTER_MS;
}
const BATCH_MAX = 100;
/** Paths longer than this (only unknown routes can have them) are cut. */
const MAX_PATH = 512;
/** Idempotency keys the API accepts are 1 to 255 characters; any other is not recorded. */
const MAX_IDEMPOTENCY_KEY = 255;

interface Batch {
  ref: { accountId: string; mode: Mode };
  entries: RequestLogEntry[];
}

const waiting = new Map<string, Batch>();

const keyOf = (accountId: string, mode: Mode) => `${accountId}:${mode}`;

/** This isolate's lines for one account object that have not been handed over yet (taken: they will not be sent). */
export function takeWaiting(accountId: string, mode: Mode): RequestLogEntry[] {
  const key = keyOf(accountId, mode);
  const batch = waiting.get(key);
  if (!batch) return [];
  waiting.delete(key);
  return batch.entries;
}

async function send(env: Env, ref: Batch["ref"], entries: RequestLogEntry[]): Promise<void> {
  if (entries.length === 0) return;
  try {
    await callerAccount(env, ref).stub.recordRequests(entries);
  } catch (e) {
    console.error(`request log: ${entries.length} line(s) of ${ref.accountId} (${ref.mode}) could not be recorded`, e);
  }
}

function inBackground(c: Context<AppEnv>, work: Promise<void>): void {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    // no execution context (the app called directly): the work still runs
    void work;
  }
}

function hold(c: Context<AppEnv>, caller: Caller, entry: RequestLogEntry): void {
  const key = keyOf(caller.accountId, caller.mode);
  let batch = waiting.get(key);
  if (!batch) {
    batch = { ref: { accountId: caller.accountId, mode: caller.mode }, entries: [] };
    waiting.set(key, batch);
  }
  batch.entries.push(entry);
  if (batch.entries.length >= BATCH_MAX) {
    waiting.delete(key);
    inBackground(c, send(c.env, batch.ref, batch.entries));
  } else if (batch.entries.length === 1) {
    // the request that opens a batch sends it when it is due (what is left of it by then)
    const env = c.env;
    const opened = batch;
    inBackground(
      c,
      new Promise<void>((resolve) => setTimeout(resolve, flushAfterMs(env))).then(() => {
        if (waiting.get(key) !== opened) return;
        waiting.delete(key);
        return send(env, opened.ref, opened.entries);
      }),
    );
  }
}

function idempotencyKeyOf(header: string | undefined): string | null {
  return header !== undefined && header.length >= 1 && header.length <= MAX_IDEMPOTENCY_KEY ? header : null;
}

export const recordRequest: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.env.REQUEST_LOG_FLUSH_MS === "off" || benchSkipsRequestLog(c.env, c.req.raw.headers)) return next();
  const started = Date.now();
  await next();
  const caller = c.get("caller") as Caller | undefined;
  if (!caller) return;
  const status = c.res.status;
  hold(c, caller, {
    id: c.get("requestId"),
    method: c.req.method,
    path: c.req.path.slice(0, MAX_PATH),
    status,
    error_code: status >= 400 ? (c.get("errorCode") ?? null) : null,
    idempotency_key: idempotencyKeyOf(c.req.header("idempotency-key")),
    api_key_id: caller.keyId,
    duration_ms: Math.max(0, Date.now() - started),
    at: started,
  });
};
