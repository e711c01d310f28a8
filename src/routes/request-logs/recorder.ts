// Recording a request in its account's request log (account-object/request-log.ts) without
// costing it anything: the line is built once the response is decided (an error included: the
// app's error handler has rendered it and named its code), held in this isolate per account
// object (account-object/request-log-batches.ts) and handed over after the response has left.
// A batch a second old rides on the next call this isolate makes to that account's object
// anyway; one nothing carried is sent in a call of its own (waitUntil) when it is FLUSH_AFTER_MS
// old or BATCH_MAX lines long. So an account busy enough to be called again within 5 s costs its
// object no call for its log, and any account at most one per 5 s or per 100 requests (measured
// in bench/README.md). Reading the log (list.ts, the dashboard page) takes this isolate's waiting
// lines along, so they show at once here and within FLUSH_AFTER_MS everywhere. Recorded: every
// /v1 request whose key was recognised, whatever its answer (a key used from an address it is not
// allowed included: 403 ip_not_allowed); a request refused before a key was known (no key, an
// unknown or revoked key, the client address over its limit) belongs to no account and is only in
// the worker's own logs (http/request-log.ts). A line that cannot be
// handed over (the object unreachable, or a step carrying it that failed after writing) is
// dropped: the log is a developer's view, never a record money depends on.
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, Caller } from "../../http/context";
import { accountObject } from "../../account-object/stub";
import { addWaitingLine, BATCH_MAX, flushAfterMs, takeBatch, type WaitingBatch } from "../../account-object/request-log-batches";
import type { RequestLogEntry } from "../../account-object/request-log";
import { benchSkipsRequestLog } from "../../bench/meter";

/** Paths longer than this (only unknown routes can have them) are cut. */
const MAX_PATH = 512;
/** Idempotency keys the API accepts are 1 to 255 characters; any other is not recorded. */
const MAX_IDEMPOTENCY_KEY = 255;

async function send(env: Env, ref: WaitingBatch["ref"], entries: RequestLogEntry[]): Promise<void> {
  if (entries.length === 0) return;
  try {
    // the object itself, not callerAccount: this call hands over lines and must not carry others
    await accountObject(env, ref.accountId, ref.mode).recordRequests(entries);
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
  const batch = addWaitingLine(caller, entry);
  if (batch.entries.length >= BATCH_MAX) {
    if (takeBatch(batch)) inBackground(c, send(c.env, batch.ref, batch.entries));
  } else if (batch.entries.length === 1) {
    // the request that opens a batch sends it when it is due, unless a call carried it before
    const env = c.env;
    inBackground(
      c,
      new Promise<void>((resolve) => setTimeout(resolve, flushAfterMs(env))).then(() => (takeBatch(batch) ? send(env, batch.ref, batch.entries) : undefined)),
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
  // the key's, once recognised: also a request then refused for its address (ip_not_allowed)
  const caller = c.get("recognisedKey") as Caller | undefined;
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
