// A supplier's circuit breaker as a pure rule. Closed: every route of the supplier may be tried.
// It opens after CIRCUIT_FAILURES ambiguous or failed calls in a row (a timeout, a 5xx or 429,
// a call that never reached the supplier) that all fall within CIRCUIT_WINDOW_MS; while open no
// new order is routed to it. CIRCUIT_PROBE_AFTER_MS after it opened, one order may go through
// (the probe, taken by one runner at a time); a success closes it, a failure opens it again from
// then. Any answer the supplier gives (a sale, a refusal, a look-up) is a success: the supplier
// is up. Only the two changes of state, opening and closing, are announced (once each); a probe
// that fails keeps it open without a second announcement. Nothing here reads a clock or storage.

export const CIRCUIT_FAILURES = 5;
export const CIRCUIT_WINDOW_MS = 2 * 60_000;
export const CIRCUIT_PROBE_AFTER_MS = 60_000;

export type CircuitState = "closed" | "open";

export interface Circuit {
  state: CircuitState;
  /** times (ms) of the current run of consecutive failures, oldest first, the last CIRCUIT_FAILURES at most */
  failures: number[];
  /** when it last opened (ms); 0 while it never has */
  openedAt: number;
  lastError: string | null;
  lastErrorAt: number | null;
}

export const CLOSED: Circuit = { state: "closed", failures: [], openedAt: 0, lastError: null, lastErrorAt: null };

/** One call's result as the circuit counts it. */
export type CallResult = { at: number; ok: true } | { at: number; ok: false; error: string };

/** What a change announces: "opened" or "closed", once each way; null when nothing is announced. */
export type CircuitChange = "opened" | "closed" | null;

/** The circuit after these calls, in the order they were made, and the change to announce. */
export function afterCalls(c: Circuit, calls: readonly CallResult[]): { circuit: Circuit; change: CircuitChange } {
  let next: Circuit = { ...c, failures: [...c.failures] };
  let change: CircuitChange = null;
  const announce = (to: "opened" | "closed") => {
    // opened then closed in one batch (or the other way round) announces nothing overall
    change = change === null ? to : change === to ? to : null;
  };
  for (const call of calls) {
    if (call.ok) {
      if (next.state === "open") announce("closed");
      next = { ...next, state: "closed", failures: [] };
      continue;
    }
    const failures = [...next.failures, call.at].slice(-CIRCUIT_FAILURES);
    next = { ...next, failures, lastError: call.error, lastErrorAt: call.at };
    if (next.state === "open") {
      // a failed probe (or a failure while open): open again from now, without a new announcement
      next.openedAt = call.at;
      continue;
    }
    if (failures.length >= CIRCUIT_FAILURES && failures[failures.length - 1]! - failures[0]! <= CIRCUIT_WINDOW_MS) {
      next = { ...next, state: "open", openedAt: call.at };
      announce("opened");
    }
  }
  return { circuit: next, change };
}

/** How a route chooser sees the circuit now: closed, open, or open long enough to let one order probe it. */
export type CircuitView = "closed" | "open" | "probe";

export function circuitView(c: Pick<Circuit, "state" | "openedAt">, now: number): CircuitView {
  if (c.state === "closed") return "closed";
  return now - c.openedAt >= CIRCUIT_PROBE_AFTER_MS ? "probe" : "open";
}
