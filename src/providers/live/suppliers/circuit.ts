// Each supplier's circuit and call counts, shared by every isolate through D1 (the rule itself is
// domain/circuit.ts). A supplier client notes each call it makes in a CallMeter (ok, or failed:
// a timeout, a 5xx or 429, a call that never reached the supplier); the meter is written once
// per operation (a purchase, a sync, a usage read): one statement adds the minute's counts,
// and the circuit row is read, moved on by the rule and written back where its version is still
// the one read (another isolate's write in between: read again). A meter of successes alone
// writes no circuit row while this isolate knows the circuit closed and clean. Opening and
// closing are alerted once each (the write that changes the state is the one that alerts).
// A failure to write is logged and never fails the operation the calls belonged to.
import { afterCalls, type CallResult, type Circuit, circuitView, CIRCUIT_PROBE_AFTER_MS, CLOSED, type CircuitView } from "../../../domain/circuit";
import { alert } from "../../../lib/log";

/** How long an isolate trusts the circuits it read. */
export const CIRCUIT_CACHE_MS = 2_000;
/** How long the one order let through an open circuit holds it (a fulfilment run's lease). */
export const PROBE_LEASE_MS = 60_000;

interface CircuitRow {
  supplier: string;
  state: "closed" | "open";
  failures: string;
  opened_at: number;
  probe_until: number;
  last_error: string | null;
  last_error_at: number | null;
  changed_at: number;
  version: number;
}

const cache = new Map<string, { circuit: Circuit; probeUntil: number; version: number; until: number }>();

function fromRow(r: CircuitRow | null | undefined): { circuit: Circuit; probeUntil: number; version: number } {
  if (!r) return { circuit: CLOSED, probeUntil: 0, version: -1 };
  let failures: number[] = [];
  try {
    const parsed = JSON.parse(r.failures) as unknown;
    if (Array.isArray(parsed)) failures = parsed.filter((n): n is number => typeof n === "number");
  } catch {
    failures = [];
  }
  return {
    circuit: { state: r.state, failures, openedAt: r.opened_at, lastError: r.last_error, lastErrorAt: r.last_error_at },
    probeUntil: r.probe_until,
    version: r.version,
  };
}

/** Notes the calls of one operation to one supplier, for its circuit and its counts. */
export class CallMeter {
  readonly calls: CallResult[] = [];
  constructor(readonly supplier: string) {}

  ok(): void {
    this.calls.push({ at: Date.now(), ok: true });
  }

  failed(error: string): void {
    this.calls.push({ at: Date.now(), ok: false, error: error.slice(0, 200) });
  }

  /** Writes the calls noted so far (and forgets them); never throws. */
  async flush(env: Env): Promise<void> {
    if (this.calls.length === 0) return;
    const calls = this.calls.splice(0);
    try {
      await recordCalls(env, this.supplier, calls);
    } catch (e) {
      console.error(JSON.stringify({ level: "error", msg: "supplier call counts not recorded", supplier: this.supplier, error: e instanceof Error ? e.message : String(e) }));
    }
  }
}

const minuteOf = (ms: number) => ms - (ms % 60_000);

async function recordCalls(env: Env, supplier: string, calls: CallResult[]): Promise<void> {
  const byMinute = new Map<number, { calls: number; failures: number }>();
  for (const c of calls) {
    const m = byMinute.get(minuteOf(c.at)) ?? { calls: 0, failures: 0 };
    m.calls++;
    if (!c.ok) m.failures++;
    byMinute.set(minuteOf(c.at), m);
  }
  const counts = [...byMinute].map(([minute, n]) =>
    env.DB.prepare(
      `INSERT INTO supplier_calls (supplier, minute, calls, failures) VALUES (?, ?, ?, ?)
       ON CONFLICT (supplier, minute) DO UPDATE SET calls = calls + excluded.calls, failures = failures + excluded.failures`,
    ).bind(supplier, minute, n.calls, n.failures),
  );
  await env.DB.batch(counts);
  const known = cache.get(supplier);
  // successes alone on a circuit this isolate knows closed and clean change nothing
  if (calls.every((c) => c.ok) && known && known.until > Date.now() && known.circuit.state === "closed" && known.circuit.failures.length === 0) return;
  for (let tries = 0; tries < 5; tries++) {
    const row = await env.DB.prepare("SELECT * FROM supplier_circuits WHERE supplier = ?").bind(supplier).first<CircuitRow>();
    const was = fromRow(row);
    const { circuit, change } = afterCalls(was.circuit, calls);
    const now = Date.now();
    const changedAt = circuit.state !== was.circuit.state ? now : (row?.changed_at ?? 0);
    const probeUntil = circuit.state === "closed" ? 0 : was.probeUntil;
    const write = row
      ? env.DB.prepare(
          `UPDATE supplier_circuits SET state = ?, failures = ?, opened_at = ?, probe_until = ?, last_error = ?, last_error_at = ?, changed_at = ?, version = version + 1
           WHERE supplier = ? AND version = ?`,
        ).bind(circuit.state, JSON.stringify(circuit.failures), circuit.openedAt, probeUntil, circuit.lastError, circuit.lastErrorAt, changedAt, supplier, was.version)
      : env.DB.prepare(
          `INSERT OR IGNORE INTO supplier_circuits (supplier, state, failures, opened_at, probe_until, last_error, last_error_at, changed_at, version)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)`,
        ).bind(supplier, circuit.state, JSON.stringify(circuit.failures), circuit.openedAt, probeUntil, circuit.lastError, circuit.lastErrorAt, changedAt);
    const res = await write.run();
    if ((res.meta.changes ?? 0) === 0) continue; // another isolate wrote first: read again
    cache.set(supplier, { circuit, probeUntil, version: row ? was.version + 1 : 0, until: now + CIRCUIT_CACHE_MS });
    if (change === "opened") {
      alert({ msg: "supplier circuit opened", supplier, failures: circuit.failures.length, last_error: circuit.lastError, opened_at: new Date(circuit.openedAt).toISOString() });
    } else if (change === "closed") {
      alert({ msg: "supplier circuit closed", supplier, was_open_since: new Date(was.circuit.openedAt).toISOString() });
    }
    return;
  }
  throw new Error("the circuit row kept changing under this write");
}

/** The circuits of these suppliers as a route chooser sees them now (read at most every CIRCUIT_CACHE_MS per isolate). */
export async function circuitViews(env: Env, suppliers: readonly string[], now = Date.now()): Promise<Map<string, CircuitView>> {
  const stale = suppliers.filter((s) => (cache.get(s)?.until ?? 0) <= now);
  if (stale.length > 0) {
    const { results } = await env.DB.prepare(`SELECT * FROM supplier_circuits WHERE supplier IN (${stale.map(() => "?").join(", ")})`)
      .bind(...stale)
      .all<CircuitRow>();
    for (const s of stale) cache.set(s, { ...fromRow(results.find((r) => r.supplier === s)), until: now + CIRCUIT_CACHE_MS });
  }
  return new Map(suppliers.map((s) => {
    const c = cache.get(s)!;
    const view = circuitView(c.circuit, now);
    // another order holds the probe: open for this one
    return [s, view === "probe" && c.probeUntil > now ? "open" : view];
  }));
}

/** Takes the one probe of a circuit open long enough; false when it is closed, too fresh, or another order holds it. */
export async function takeProbe(env: Env, supplier: string, now = Date.now()): Promise<boolean> {
  const res = await env.DB.prepare(
    "UPDATE supplier_circuits SET probe_until = ?, version = version + 1 WHERE supplier = ? AND state = 'open' AND opened_at <= ? AND probe_until <= ?",
  ).bind(now + PROBE_LEASE_MS, supplier, now - CIRCUIT_PROBE_AFTER_MS, now).run();
  const took = (res.meta.changes ?? 0) > 0;
  const known = cache.get(supplier);
  if (known) cache.set(supplier, { ...known, probeUntil: took ? now + PROBE_LEASE_MS : known.probeUntil, until: took ? known.until : 0 });
  return took;
}

/** A supplier's circuit and its last hour of calls, for operators. */
export interface CircuitReport {
  state: "closed" | "open" | "half_open";
  opened_at: number | null;
  last_error: string | null;
  last_error_at: number | null;
  calls_last_hour: number;
  failures_last_hour: number;
}

export async function circuitReports(env: Env, suppliers: readonly string[], now = Date.now()): Promise<Map<string, CircuitReport>> {
  const [circuits, calls] = await Promise.all([
    env.DB.prepare("SELECT * FROM supplier_circuits").all<CircuitRow>(),
    env.DB.prepare("SELECT supplier, SUM(calls) AS calls, SUM(failures) AS failures FROM supplier_calls WHERE minute >= ? GROUP BY supplier")
      .bind(minuteOf(now - 3600_000))
      .all<{ supplier: string; calls: number; failures: number }>(),
  ]);
  return new Map(suppliers.map((s) => {
    const { circuit } = fromRow(circuits.results.find((r) => r.supplier === s));
    const view = circuitView(circuit, now);
    const n = calls.results.find((r) => r.supplier === s);
    return [s, {
      state: view === "closed" ? "closed" : view === "probe" ? "half_open" : "open",
      opened_at: circuit.state === "open" ? circuit.openedAt : null,
      last_error: circuit.lastError,
      last_error_at: circuit.lastErrorAt,
      calls_last_hour: n?.calls ?? 0,
      failures_last_hour: n?.failures ?? 0,
    } satisfies CircuitReport];
  }));
}

/** Tests only: forget the circuits this isolate read. */
export function forgetCircuitsInIsolate(): void {
  cache.clear();
}
