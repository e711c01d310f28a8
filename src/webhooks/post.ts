// One HTTP attempt at a receiver: the stored envelope as the body, signed; a 2xx within the
// timeout is the only success. Redirects are not followed: the registered URL must answer.
export const USER_AGENT = "PartnerCommerce-Webhooks/1";
export const DEFAULT_TIMEOUT_MS = 10_000;

export interface AttemptOutcome {
  succeeded: boolean;
  response_status: number | null;
  error: string | null;
  duration_ms: number;
}

export function timeoutMs(env: Pick<Env, "WEBHOOK_TIMEOUT_MS">): number {
  const n = Number(env.WEBHOOK_TIMEOUT_MS);
  return Number.isInteger(n) && n > 0 && n <= 60_000 ? n : DEFAULT_TIMEOUT_MS;
}

export async function postEvent(url: string, rawBody: string, signature: string, limitMs: number): Promise<AttemptOutcome> {
  const started = Date.now();
  const signal = AbortSignal.timeout(limitMs);
  try {
    // read at call time so a stand-in receiver (tests) sees the request
    const res = await globalThis.fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": USER_AGENT,
        "Service-Signature": signature,
      },
      body: rawBody,
      redirect: "manual",
      signal,
    });
    const duration_ms = Date.now() - started;
    // the answer's body is not used; release the connection
    await res.body?.cancel().catch(() => undefined);
    const status = res.status;
    if (status >= 200 && status < 300) return { succeeded: true, response_status: status, error: null, duration_ms };
    const error =
      status >= 300 && status < 400
        ? `redirect (HTTP ${status}) not followed: the registered URL must answer 2xx itself`
        : `receiver answered HTTP ${status}`;
    return { succeeded: false, response_status: status, error, duration_ms };
  } catch (e) {
    const duration_ms = Date.now() - started;
    if (signal.aborted) return { succeeded: false, response_status: null, error: `no answer within ${limitMs} ms`, duration_ms };
    const message = e instanceof Error ? e.message : String(e);
    return { succeeded: false, response_status: null, error: `connection failed: ${message.slice(0, 200)}`, duration_ms };
  }
}
