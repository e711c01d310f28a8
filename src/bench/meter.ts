// What a request and the background path cost, counted for the bench: calls into account
// objects, alarms they ran, queue messages sent, D1 statements prepared and the rows D1 says they
// read and wrote, and inside each account object the SQL statements run and the rows their
// cursors read and wrote (index entries included, as Cloudflare bills them). Off unless the
// worker runs with BENCH_METER=on (`npm run bench` and `npm run bench:cost` set it); then every
// binding the code reaches through `metered(env)` is wrapped in a counting proxy, and the
// account object's SQLite in meteredSql. The counts live in the isolate, which under
// `wrangler dev` (and in the test runtime) the worker and its Durable Objects share.
export interface MeterCounts {
  account_calls: number;
  account_alarms: number;
  queue_messages: number;
  d1_queries: number;
  /** rows D1 read and wrote, from each answer's meta */
  d1_rows_read: number;
  d1_rows_written: number;
  /** inside account objects: statements run, rows read and written, the request log's apart */
  object_statements: number;
  object_rows_read: number;
  object_rows_written: number;
  log_statements: number;
  log_rows_read: number;
  log_rows_written: number;
}

import { configureLogLines } from "../lib/log";

const counts: MeterCounts = {
  account_calls: 0, account_alarms: 0, queue_messages: 0, d1_queries: 0, d1_rows_read: 0, d1_rows_written: 0,
  object_statements: 0, object_rows_read: 0, object_rows_written: 0, log_statements: 0, log_rows_read: 0, log_rows_written: 0,
};
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
  foldCursors(0);
  return { ...counts };
}

/** What one kind of statement cost (the bench's breakdown): how often it ran, rows read and written. */
export interface StatementCost {
  runs: number;
  rows_read: number;
  rows_written: number;
}

/** Per statement kind ("INSERT INTO orders", "SELECT … FROM events"), since the isolate started. */
const byStatement = new Map<string, StatementCost>();

export function meterStatements(): Record<string, StatementCost> {
  foldCursors(0);
  return Object.fromEntries([...byStatement].map(([k, v]) => [k, { ...v }]));
}

/** A statement's kind: its verb and the table it is about, which is what the breakdown groups by. */
export function statementKind(query: string): string {
  const q = query.replace(/\s+/g, " ").trim();
  const write = /^(?:WITH .*?\) )?(INSERT(?: OR \w+)? INTO|UPDATE|DELETE FROM|REPLACE INTO) (\w+)/i.exec(q);
  if (write) return `${write[1]!.toUpperCase()} ${write[2]}`;
  const from = /\bFROM (\w+)/i.exec(q);
  return from ? `SELECT ${from[1]}` : q.slice(0, 40);
}

/**
 * A cursor's rows are counted once it has been read: the cursors handed out since the last fold
 * wait here. Folded when the counts are read, and (all but the newest few) when many wait.
 */
const pending: { cursor: SqlStorageCursor<Record<string, SqlStorageValue>>; log: boolean; kind: StatementCost }[] = [];

function foldCursors(keep: number): void {
  const n = Math.max(0, pending.length - keep);
  for (const { cursor, log, kind } of pending.splice(0, n)) {
    const read = cursor.rowsRead;
    const written = cursor.rowsWritten;
    kind.rows_read += read;
    kind.rows_written += written;
    if (log) {
      counts.log_rows_read += read;
      counts.log_rows_written += written;
    } else {
      counts.object_rows_read += read;
      counts.object_rows_written += written;
    }
  }
}

/**
 * An account object's SQLite that counts every statement and the rows its cursor read and wrote
 * (a trigger's writes and every index entry count with the statement that caused them). Lines of
 * the request log (table request_logs) are counted apart, as the bench measures them apart.
 * `onCursor`, when given, sees each statement too (a test's own count of one step).
 */
export function meteredSql(
  sql: SqlStorage,
  onCursor?: (query: string, cursor: SqlStorageCursor<Record<string, SqlStorageValue>>, params: SqlStorageValue[]) => void,
): SqlStorage {
  return new Proxy(sql, {
    get(target, prop) {
      if (prop === "exec") {
        return (query: string, ...params: SqlStorageValue[]) => {
          const cursor = target.exec(query, ...params);
          const log = query.includes("request_logs");
          if (log) counts.log_statements += 1;
          else counts.object_statements += 1;
          const kindName = statementKind(query);
          let kind = byStatement.get(kindName);
          if (!kind) byStatement.set(kindName, (kind = { runs: 0, rows_read: 0, rows_written: 0 }));
          kind.runs += 1;
          pending.push({ cursor, log, kind });
          if (pending.length > 4096) foldCursors(64);
          onCursor?.(query, cursor, params);
          return cursor;
        };
      }
      const v = Reflect.get(target, prop) as unknown;
      return typeof v === "function" ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
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

/** Adds the rows each D1 answer says it read and wrote (an answer, or a batch's list of them). */
function countD1Rows(answer: unknown): void {
  for (const r of Array.isArray(answer) ? answer : [answer]) {
    const meta = (r as { meta?: { rows_read?: number; rows_written?: number } } | null)?.meta;
    counts.d1_rows_read += meta?.rows_read ?? 0;
    counts.d1_rows_written += meta?.rows_written ?? 0;
  }
}

/**
 * D1's rows are in the meta of each answer, which `first()` and `raw()` do not hand back: the
 * binding's session is where every statement's answer passes (workerd's D1 binding, `_send` over
 * HTTP or `_queryOrThrow` over RPC), so its methods are wrapped on the instance. A binding of
 * another shape counts statements only.
 */
function meterSession(session: unknown): void {
  const s = session as Record<string, unknown> | null;
  if (!s || typeof s !== "object" || s.__metered) return;
  for (const name of ["_send", "_queryOrThrow"]) {
    const real = s[name];
    if (typeof real !== "function") continue;
    s[name] = async function (this: unknown, ...args: unknown[]) {
      const answer = await Reflect.apply(real as (...a: unknown[]) => Promise<unknown>, this, args);
      countD1Rows(answer);
      return answer;
    };
  }
  s.__metered = true;
}

function meteredDb(db: D1Database): D1Database {
  meterSession((db as unknown as { alwaysPrimarySession?: unknown }).alwaysPrimarySession);
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

/**
 * `GET /__meter`: the counts so far, for the bench to read between phases (`?statements=1` adds
 * the breakdown per kind of statement); 404 when off.
 */
export function meterResponse(env: unknown, url?: URL): Response {
  if (!meterOn(env)) return new Response(null, { status: 404 });
  if (url?.searchParams.get("statements") === "1") return Response.json({ ...meterCounts(), statements: meterStatements() });
  return Response.json(meterCounts());
}
