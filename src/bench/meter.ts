// What the background path costs, counted for the load bench: calls into account objects,
// alarms they ran, queue messages sent and D1 statements prepared. Off unless the worker runs
// with BENCH_METER=on (only `npm run bench` sets it); then every binding the code reaches
// through `metered(env)` is wrapped in a counting proxy. The counts live in the isolate, which
// under `wrangler dev` the worker and its Durable Objects share.
export interface MeterCounts {
  account_calls: number;
  account_alarms: number;
  queue_messages: number;
  d1_queries: number;
}

import { configureLogLines } from "../lib/log";

const counts: MeterCounts = { account_calls: 0, account_alarms: 0, queue_messages: 0, d1_queries: 0 };
const wrapped = new WeakMap<object, Env>();

export function meterOn(env: unknown): boolean {
  return (env as { BENCH_METER?: string }).BENCH_METER === "on";
}

/**
 * The bench's request-log-off phases: with the meter on, a request asking with
 * `x-bench-request-log: off` is left out of its account's request log, so the same run measures
 * the same route with and without the log. Off (every deployment), the header means nothing.
 */
export function benchSkipsRequestLog(env: unknown, headers: Headers): boolean {
  return meterOn(env) && headers.get("x-bench-request-log") === "off";
}

export function meterCounts(): MeterCounts {
  return { ...counts };
}

export function countAlarm(env: unknown): void {
  if (meterOn(env)) counts.account_alarms += 1;
}

function countingCalls<T extends object>(target: T, onCall: (name: string, args: unknown[]) => void): T {
  return new Proxy(target, {
    get(t, prop) {
      const v = Reflect.get(t, prop) as unknown;
      if (typeof prop !== "string" || prop === "then" || typeof v !== "function") return v;
      return (...args: unknown[]) => {
        onCall(prop, args);
        // Reflect.apply, not v.apply: on an RPC stub, `.apply` would be a remote method
        return Reflect.apply(v as (...a: unknown[]) => unknown, t, args);
      };
    },
  });
}

function meteredAccounts(ns: DurableObjectNamespace): DurableObjectNamespace {
  return new Proxy(ns, {
    get(t, prop) {
      const v = Reflect.get(t, prop) as unknown;
      if ((prop === "getByName" || prop === "get") && typeof v === "function") {
        return (...args: unknown[]) => {
          const stub = Reflect.apply(v as (...a: unknown[]) => object, t, args);
          return countingCalls(stub, () => (counts.account_calls += 1));
        };
      }
      return typeof v === "function" ? (...a: unknown[]) => Reflect.apply(v as (...x: unknown[]) => unknown, t, a) : v;
    },
  });
}

function meteredQueue(q: Queue): Queue {
  return countingCalls(q, (name, args) => {
    if (name === "send") counts.queue_messages += 1;
    if (name === "sendBatch") counts.queue_messages += (args[0] as unknown[]).length;
  });
}

function meteredDb(db: D1Database): D1Database {
  return countingCalls(db, (name) => {
    if (name === "prepare" || name === "exec") counts.d1_queries += 1;
  });
}

/** The env with counting bindings when the meter is on; the env itself otherwise. */
export function metered(env: Env): Env {
  configureLogLines(env as { LOG_LINES?: string });
  if (!meterOn(env)) return env;
  const cached = wrapped.get(env);
  if (cached) return cached;
  // a plain copy with the counted bindings swapped in, built once: reading a var costs what
  // it costs unmetered, so the meter does not weigh on the figures it stands beside
  const out: Record<string, unknown> = { ...(env as unknown as Record<string, unknown>) };
  out.ACCOUNT = meteredAccounts(env.ACCOUNT as unknown as DurableObjectNamespace);
  out.DB = meteredDb(env.DB);
  for (const name of Object.keys(out)) if (name.endsWith("_QUEUE")) out[name] = meteredQueue(out[name] as Queue);
  wrapped.set(env, out as unknown as Env);
  return out as unknown as Env;
}

/** `GET /__meter`: the counts so far, for the bench to read between phases; 404 when off. */
export function meterResponse(env: unknown): Response {
  if (!meterOn(env)) return new Response(null, { status: 404 });
  return Response.json(meterCounts());
}
