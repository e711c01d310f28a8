// The Partner Commerce client for TypeScript: openapi-fetch over the types generated from the
// API's OpenAPI document, plus what every call needs and is easy to get wrong by hand:
// - the API key as a bearer token;
// - an Idempotency-Key on every money-moving call (a fresh one unless you pass your own);
// - retries of 409 idempotency_key_in_use, 429, 5xx and network failures with the SAME key, so
//   a retried purchase is never a second purchase;
// - verification of the signature on the webhooks the service sends you.
import createClient, { type Client } from "openapi-fetch";

export { listen, localSigningSecret, signWebhook, ListenAuthError, type ListenOptions, type StreamedEvent } from "./listen.js";
import { IDEMPOTENT_OPERATIONS } from "./idempotent.js";
import type { components, paths, webhooks } from "./schema.js";

export type { components, paths, webhooks } from "./schema.js";
export type Schemas = components["schemas"];
/** The event types the service sends to webhook endpoints (the document's `webhooks` section). */
export type EventType = keyof webhooks;
/**
 * One event type's envelope, with `type` fixed and `data.object` typed:
 * `WebhookEvent<"order.fulfilled">["data"]["object"]` is an Order. Without an argument, the union
 * of all of them, which `switch (event.type)` narrows.
 */
export type WebhookEvent<T extends EventType = EventType> = { [K in T]: webhooks[K]["post"]["requestBody"]["content"]["application/json"] }[T];
/**
 * The operator API (/admin/v1, with ADMIN_API_TOKEN) and provider intake, typed from their own
 * document, for operators' tools: `createClient<OperatorPaths>(…)` from openapi-fetch.
 */
export type { components as OperatorComponents, paths as OperatorPaths } from "./operator-schema.js";

/** `paths`, with the Idempotency-Key header optional: the client supplies one when it is missing. */
export type ClientPaths = {
  [P in keyof paths]: { [M in keyof paths[P]]: OptionalIdempotencyKey<paths[P][M]> };
};
type OptionalIdempotencyKey<Op> = Op extends { parameters: { header: infer H } }
  ? Omit<Op, "parameters"> & { parameters: Omit<Op["parameters"], "header"> & { header?: Partial<H> } }
  : Op;

export type PartnerCommerceClient = Client<ClientPaths>;

export interface ClientOptions {
  /** svc_test_… (sandbox) or svc_live_… */
  apiKey: string;
  /** e.g. https://api.example.com or http://localhost:8787 */
  baseUrl: string;
  /** retries after the first attempt (default 3) */
  maxRetries?: number;
  /** milliseconds to wait before retry n (1-based); default 250 ms doubling, at most 5 s, with jitter */
  retryDelayMs?: (retry: number) => number;
  /** the fetch to send with (default globalThis.fetch) */
  fetch?: (request: Request) => Promise<Response>;
}

const RETRYABLE_STATUS = (status: number) => status === 429 || status >= 500;
const defaultDelay = (retry: number) => Math.min(5_000, 250 * 2 ** (retry - 1)) * (0.5 + Math.random() / 2);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const idempotentPatterns = IDEMPOTENT_OPERATIONS.map(
  ([method, path]) => [method, new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/]+")}$`)] as const,
);

/** Whether a request is one of the money-moving operations (by method and path). */
export function movesMoney(method: string, pathname: string): boolean {
  return idempotentPatterns.some(([m, pattern]) => m === method.toUpperCase() && pattern.test(pathname));
}

export function createPartnerCommerceClient(options: ClientOptions): PartnerCommerceClient {
  const maxRetries = options.maxRetries ?? 3;
  const delay = options.retryDelayMs ?? defaultDelay;
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const base = new URL(options.baseUrl);

  async function fetchWithRetries(input: Request): Promise<Response> {
    const request = new Request(input);
    request.headers.set("authorization", `Bearer ${options.apiKey}`);
    // the path below the base URL, as the API's operations name it
    const pathname = new URL(request.url).pathname.slice(base.pathname.replace(/\/$/, "").length);
    if (movesMoney(request.method, pathname) && !request.headers.has("idempotency-key")) {
      request.headers.set("idempotency-key", crypto.randomUUID());
    }
    // without a key, a POST that failed on the server's side may have happened: never repeat it
    const safeToRepeat = request.method !== "POST" || request.headers.has("idempotency-key");
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= maxRetries;
      let response: Response;
      try {
        response = await send(request.clone());
      } catch (err) {
        if (last || !safeToRepeat) throw err;
        await sleep(delay(attempt + 1));
        continue;
      }
      if (!last && (await shouldRetry(response, safeToRepeat))) {
        // not awaited: when shouldRetry read a clone, the cancel settles only with that clone
        response.body?.cancel().catch(() => {});
        await sleep(retryAfterMs(response) ?? delay(attempt + 1));
        continue;
      }
      return response;
    }
  }

  return createClient<ClientPaths>({ baseUrl: options.baseUrl.replace(/\/$/, ""), fetch: fetchWithRetries });
}

async function shouldRetry(response: Response, safeToRepeat: boolean): Promise<boolean> {
  // 429 means the request was not processed, so even a keyless POST may be sent again
  if (response.status === 429) return true;
  if (!safeToRepeat) return false;
  if (RETRYABLE_STATUS(response.status)) return true;
  if (response.status === 409) {
    // the same key is still being processed by an earlier attempt: its answer will be replayed
    const body = (await response.clone().json().catch(() => null)) as { error?: { code?: string } } | null;
    return body?.error?.code === "idempotency_key_in_use";
  }
  return false;
}

function retryAfterMs(response: Response): number | undefined {
  const value = response.headers.get("retry-after");
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.min(60_000, Math.max(0, seconds * 1000));
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.min(60_000, Math.max(0, at - Date.now()));
}

// ---- webhooks --------------------------------------------------------------------------------

export const SIGNATURE_HEADER = "Service-Signature";

export class WebhookSignatureError extends Error {
  constructor(readonly reason: "malformed" | "mismatch" | "stale") {
    super(`webhook signature ${reason}`);
    this.name = "WebhookSignatureError";
  }
}

/**
 * Checks the Service-Signature header (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`)
 * against your endpoint's signing secret (whsec_…) and returns the event. Pass the raw body
 * exactly as received, before any JSON parsing. Throws WebhookSignatureError when the signature
 * does not match or is older than `toleranceSeconds` (default 300, as the service signs afresh
 * on every attempt).
 */
export async function verifyWebhook(
  rawBody: string,
  header: string | null | undefined,
  secret: string,
  { toleranceSeconds = 300, now = Date.now() }: { toleranceSeconds?: number; now?: number } = {},
): Promise<Schemas["Event"]> {
  let t: number | undefined;
  const signatures: Uint8Array<ArrayBuffer>[] = [];
  for (const part of (header ?? "").split(",")) {
    const [k, v = ""] = part.trim().split("=", 2);
    if (k === "t" && /^\d{1,12}$/.test(v)) t = Number(v);
    if (k === "v1" && /^[0-9a-f]{64}$/.test(v)) signatures.push(Uint8Array.from(v.match(/../g)!, (h) => parseInt(h, 16)));
  }
  if (t === undefined || signatures.length === 0) throw new WebhookSignatureError("malformed");
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  const signed = encoder.encode(`${t}.${rawBody}`);
  // WebCrypto's verify compares in constant time
  let ok = false;
  for (const signature of signatures) if (await crypto.subtle.verify("HMAC", key, signature, signed)) ok = true;
  if (!ok) throw new WebhookSignatureError("mismatch");
  if (Math.abs(now / 1000 - t) > toleranceSeconds) throw new WebhookSignatureError("stale");
  return JSON.parse(rawBody) as Schemas["Event"];
}
