// Calls to outside services: each attempt has a timeout; network errors, 429 and 5xx are
// retried a bounded number of times with backoff. Only for reads and for writes the
// provider de-duplicates (an idempotency key), since a timed-out write may have happened.
export interface OutboundOptions {
  timeoutMs?: number;
  attempts?: number;
  backoffMs?: number;
}

export class OutboundError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
  }
}

const retryable = (status: number) => status === 408 || status === 429 || status >= 500;

export async function fetchRetrying(url: string, init: RequestInit = {}, opts: OutboundOptions = {}): Promise<Response> {
  const attempts = opts.attempts ?? 3;
  let last: unknown;
  for (let i = 0; i < attempts; i++) {
    if (i > 0) await new Promise((r) => setTimeout(r, (opts.backoffMs ?? 200) * 2 ** (i - 1)));
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000) });
      if (!retryable(res.status) || i === attempts - 1) return res;
      last = new OutboundError(`${res.status} from ${new URL(url).host}`, res.status);
      await res.body?.cancel();
    } catch (e) {
      last = e;
    }
  }
  throw last instanceof Error ? last : new OutboundError(String(last));
}

/** GET or POST JSON; a non-2xx answer is an OutboundError carrying the status. */
export async function fetchJson<T>(url: string, init: RequestInit = {}, opts: OutboundOptions = {}): Promise<T> {
  const res = await fetchRetrying(url, init, opts);
  if (!res.ok) {
    await res.body?.cancel();
    throw new OutboundError(`${res.status} from ${new URL(url).host}`, res.status);
  }
  return (await res.json()) as T;
}
