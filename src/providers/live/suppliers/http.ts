// Calls to a supplier: every call has a timeout; reads back off and retry on 429 and 5xx
// (honouring Retry-After); a purchase is never retried blindly (the adapter looks it up by our
// reference instead, since neither supplier deduplicates a repeated order for us). A fulfilment
// run's calls all end by its deadline (inside the order's supplier lease): each call's timeout is
// cut to the time left, and no call starts with less than MIN_CALL_MS left, so no call of a run
// is still in flight when the next run may take the order and look it up.
export type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** Looked up at call time, so a test's replacement of the global fetch is seen. */
export const globalFetch: FetchFn = (input, init) => fetch(input, init);

/** The supplier did not answer in time, or not at all: the request may or may not have been applied. */
export class SupplierUnreachable extends Error {}

/** Too little of the run's time is left to start another call: nothing was sent. */
export class NoTimeLeft extends SupplierUnreachable {}

/**
 * The call provably never reached the supplier (the connection was refused, the name did not
 * resolve, TLS failed before the request was sent): nothing was applied, so a purchase may move on.
 */
export class NeverReached extends SupplierUnreachable {}

/** What a network error says when the request cannot have left: refused, unresolved, no TLS. */
const NEVER_SENT = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|getaddrinfo|connection refused|name not resolved|DNS lookup failed|could not resolve/i;

/**
 * Cloudflare's own answers for a request its edge could not hand to the origin: 521 (refused),
 * 522 (connection never made), 523 (unreachable), 525/526 (TLS failed), 530 (name not resolved).
 * 524 (a timeout after the origin took the request) is not one of them: the origin may have acted.
 */
export const NEVER_REACHED_STATUSES: ReadonlySet<number> = new Set([521, 522, 523, 525, 526, 530]);

/** No call of a run starts with less than this left before its deadline. */
export const MIN_CALL_MS = 2_000;

/** Time left before `deadline` (none: unbounded). */
export function timeLeft(deadline: number | undefined): number {
  return deadline === undefined ? Infinity : deadline - Date.now();
}

/** The longest we wait for a Retry-After inside one job; longer waits leave the work for a later run. */
const MAX_WAIT_MS = 2_000;

export function retryAfterMs(res: Response, attempt: number): number {
  const header = res.headers.get("retry-after");
  const seconds = header !== null && /^\d+$/.test(header.trim()) ? Number(header) : NaN;
  return Number.isFinite(seconds) ? seconds * 1000 : 250 * 2 ** attempt;
}

export const retryable = (status: number) => status === 429 || status >= 500;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface CallOptions {
  fetchFn: FetchFn;
  timeoutMs: number;
  /** extra attempts after a 429 or 5xx; 0 for a purchase */
  retries: number;
  /** when the run this call belongs to must be done talking to the supplier (ms) */
  deadline?: number;
  /** waits for the supplier's service-wide pace before each request (rate-gate.ts); throws NoTimeLeft past the deadline */
  pace?: (deadline: number | undefined) => Promise<void>;
}

/**
 * One call with a timeout (cut to the run's time left); retries 429/5xx when allowed and time
 * remains. Throws SupplierUnreachable on a timeout or network error, NoTimeLeft (before sending
 * anything) once the run's deadline is too near.
 */
export async function supplierCall(url: string, init: RequestInit, opts: CallOptions): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const left = timeLeft(opts.deadline);
    if (left < MIN_CALL_MS) throw new NoTimeLeft(`${new URL(url).pathname}: no time left in this run`);
    if (opts.pace) await opts.pace(opts.deadline);
    let res: Response;
    try {
      res = await opts.fetchFn(url, { ...init, signal: AbortSignal.timeout(Math.min(opts.timeoutMs, timeLeft(opts.deadline))) });
    } catch (e) {
      const path = new URL(url).pathname;
      if (e instanceof Error && e.name !== "TimeoutError" && e.name !== "AbortError" && NEVER_SENT.test(e.message)) throw new NeverReached(`${path}: never reached (${e.message.slice(0, 80)})`);
      throw new SupplierUnreachable(`${path}: ${e instanceof Error ? e.name : "error"}`);
    }
    const wait = retryAfterMs(res, attempt);
    if (!retryable(res.status) || attempt >= opts.retries || wait > MAX_WAIT_MS || timeLeft(opts.deadline) - wait < MIN_CALL_MS) return res;
    await res.body?.cancel();
    await sleep(wait);
  }
}

export async function readJson(res: Response): Promise<any> {
  const text = await res.text();
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return { raw: text.slice(0, 200) };
  }
}

/** USD amount as the suppliers send it (number or decimal string) to cents, rounded up: never under-counts a cost. */
export function usdToCentsCeil(value: number | string): number {
  const s = typeof value === "number" ? value.toFixed(6) : value.trim();
  const m = /^(\d+)(?:\.(\d+))?$/.exec(s);
  if (!m) throw new Error(`not a USD amount: ${s}`);
  const frac = (m[2] ?? "").padEnd(6, "0").slice(0, 6);
  const micros = BigInt(m[1]!) * 1_000_000n + BigInt(frac);
  return Number((micros + 9_999n) / 10_000n);
}

/** Same, rounded down (a balance is never over-stated). */
export function usdToCentsFloor(value: number | string): number {
  const s = typeof value === "number" ? value.toFixed(6) : value.trim();
  const m = /^(-?\d+)(?:\.(\d+))?$/.exec(s);
  if (!m) throw new Error(`not a USD amount: ${s}`);
  const frac = (m[2] ?? "").padEnd(2, "0").slice(0, 2);
  const neg = m[1]!.startsWith("-");
  const cents = Math.abs(Number(m[1])) * 100 + Number(frac);
  return neg ? -cents : cents;
}
