// One HTTP attempt at a receiver: the stored envelope as the body, signed; a 2xx within the
// timeout is the only success. Redirects are not followed: the registered URL must answer. The
// first RESPONSE_EXCERPT_CHARS characters of the answer's body are kept for the delivery log (at
// most RESPONSE_EXCERPT_BYTES bytes are read, so a large answer costs nothing more).
export const USER_AGENT = "PartnerCommerce-Webhooks/1";
export const DEFAULT_TIMEOUT_MS = 10_000;
export const RESPONSE_EXCERPT_CHARS = 500;
/** enough bytes for 500 characters of any UTF-8 text */
const RESPONSE_EXCERPT_BYTES = RESPONSE_EXCERPT_CHARS * 4;

export interface AttemptOutcome {
  succeeded: boolean;
  response_status: number | null;
  error: string | null;
  duration_ms: number;
  /** the start of the answer's body as text; null when there was no answer or it was empty */
  response_body_excerpt: string | null;
}

/**
 * The first characters of a response body, reading no more than needed: a receiver's answer is
 * shown in its delivery log, never interpreted. A body that fails mid-read keeps what arrived.
 */
export async function bodyExcerpt(res: Response): Promise<string | null> {
  const reader = res.body?.getReader();
  if (!reader) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < RESPONSE_EXCERPT_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    // keep what arrived
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  const bytes = new Uint8Array(Math.min(size, RESPONSE_EXCERPT_BYTES));
  let at = 0;
  for (const c of chunks) {
    if (at >= bytes.length) break;
    const part = c.subarray(0, bytes.length - at);
    bytes.set(part, at);
    at += part.byteLength;
  }
  // not UTF-8, or a character cut at the byte limit: U+FFFD in its place, never a failure
  const text = Array.from(new TextDecoder().decode(bytes)).slice(0, RESPONSE_EXCERPT_CHARS).join("");
  return text === "" ? null : text;
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
    // the answer's body decides nothing; its start is kept for the log and the connection released
    const response_body_excerpt = await bodyExcerpt(res);
    const status = res.status;
    if (status >= 200 && status < 300) return { succeeded: true, response_status: status, error: null, duration_ms, response_body_excerpt };
    const error =
      status >= 300 && status < 400
        ? `redirect (HTTP ${status}) not followed: the registered URL must answer 2xx itself`
        : `receiver answered HTTP ${status}`;
    return { succeeded: false, response_status: status, error, duration_ms, response_body_excerpt };
  } catch (e) {
    const duration_ms = Date.now() - started;
    if (signal.aborted) return { succeeded: false, response_status: null, error: `no answer within ${limitMs} ms`, duration_ms, response_body_excerpt: null };
    const message = e instanceof Error ? e.message : String(e);
    return { succeeded: false, response_status: null, error: `connection failed: ${message.slice(0, 200)}`, duration_ms, response_body_excerpt: null };
  }
}
