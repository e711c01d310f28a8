// `partner-commerce listen`: the account's events, streamed from GET /v1/events/stream, forwarded
// to a handler on your machine exactly as a webhook delivery arrives (same body, same headers,
// a `Service-Signature` made the same way), so a webhook handler can be developed against a
// hosted sandbox without a public URL. The signing secret is derived from the API key (an
// HMAC under a fixed label), so it is the same on every run with the same key and can live in
// the handler's configuration; it says nothing about the key. A dropped stream is resumed with
// the last event id it delivered (the service replays up to one hour back); that id is also
// kept in a small state file per key, so a restart resumes too.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { join } from "node:path";

export const SIGNATURE_HEADER = "Service-Signature";
/** The User-Agent of the service's own deliveries. */
export const DELIVERY_USER_AGENT = "PartnerCommerce-Webhooks/1";
const SECRET_LABEL = "partner-commerce listen: local webhook signing secret v1";

const encoder = new TextEncoder();

async function hmac(key: string, message: string): Promise<Uint8Array> {
  const k = await crypto.subtle.importKey("raw", encoder.encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", k, encoder.encode(message)));
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** The signing secret `listen` uses for an API key: the same on every run, `whsec_…`. */
export async function localSigningSecret(apiKey: string): Promise<string> {
  return "whsec_" + base64url(await hmac(apiKey, SECRET_LABEL));
}

/** A `Service-Signature` value, made as the service makes it: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export async function signWebhook(secret: string, rawBody: string, t = Math.floor(Date.now() / 1000)): Promise<string> {
  return `t=${t},v1=${hex(await hmac(secret, `${t}.${rawBody}`))}`;
}

export interface StreamedEvent {
  id: string;
  type: string;
  /** the event exactly as GET /v1/events/{id} shows it (and as a webhook delivery's body) */
  raw: string;
  created_at: string;
}

export interface ListenOptions {
  apiKey: string;
  /** e.g. http://localhost:8787 */
  baseUrl: string;
  /** where each event is POSTed; without it events are only printed */
  forwardTo?: string;
  /** event types to forward (default: all) */
  events?: string[];
  /** resume after this event instead of the one the state file remembers */
  lastEventId?: string;
  /** where the last delivered event id is kept per key; null keeps none */
  stateDir?: string | null;
  /** a line of output */
  log?: (line: string) => void;
  /** stops listening */
  signal?: AbortSignal;
  fetch?: typeof globalThis.fetch;
}

/** Thrown when the service refuses the key (no reconnect can help). */
export class ListenAuthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ListenAuthError";
  }
}

/** Default state folder: $XDG_STATE_HOME/partner-commerce, else ~/.local/state/partner-commerce. */
export function defaultStateDir(): string {
  return join(process.env.XDG_STATE_HOME || join(homedir(), ".local", "state"), "partner-commerce");
}

async function stateFile(dir: string, apiKey: string): Promise<string> {
  // named by a digest of the key, never the key
  return join(dir, `listen-${hex(await hmac(apiKey, "state file")).slice(0, 16)}.json`);
}

async function readLastEventId(file: string): Promise<string | undefined> {
  try {
    const v = (JSON.parse(await readFile(file, "utf8")) as { last_event_id?: unknown }).last_event_id;
    return typeof v === "string" && v ? v : undefined;
  } catch {
    return undefined;
  }
}

/** Reads server-sent events from a response body: one callback per event, comments apart. */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (e: { id?: string; event?: string; data: string }) => Promise<void>,
  onComment: (text: string) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let cur: { id?: string; event?: string; data: string[] } = { data: [] };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let nl: number;
    while ((nl = buffer.search(/\r\n|\n|\r/)) >= 0) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + (buffer.startsWith("\r\n", nl) ? 2 : 1));
      if (line === "") {
        if (cur.data.length) await onEvent({ id: cur.id, event: cur.event, data: cur.data.join("\n") });
        cur = { data: [] };
      } else if (line.startsWith(":")) onComment(line.slice(1).trim());
      else {
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        let v = colon < 0 ? "" : line.slice(colon + 1);
        if (v.startsWith(" ")) v = v.slice(1);
        if (field === "id") cur.id = v;
        else if (field === "event") cur.event = v;
        else if (field === "data") cur.data.push(v);
      }
    }
  }
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(t), resolve()), { once: true });
  });

/**
 * Listens until `signal` aborts (or the key is refused: ListenAuthError). Each event is
 * printed as one line (its time, type and id), forwarded signed with `localSigningSecret`, and
 * the forward's answer printed; events are forwarded one at a time, in order, each once.
 */
export async function listen(options: ListenOptions): Promise<void> {
  const log = options.log ?? ((line: string) => console.log(line));
  const send = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.baseUrl.replace(/\/$/, "");
  const secret = await localSigningSecret(options.apiKey);
  const wanted = options.events?.length ? new Set(options.events) : null;
  const stateDir = options.stateDir === undefined ? defaultStateDir() : options.stateDir;
  const file = stateDir ? await stateFile(stateDir, options.apiKey) : null;
  let lastEventId = options.lastEventId ?? (file ? await readLastEventId(file) : undefined);
  let failures = 0;

  const remember = async (id: string) => {
    lastEventId = id;
    if (!file || !stateDir) return;
    await mkdir(stateDir, { recursive: true });
    await writeFile(file, JSON.stringify({ last_event_id: id }) + "\n", { mode: 0o600 });
  };

  const forward = async (e: StreamedEvent) => {
    log(`${e.created_at}  ${e.type}  ${e.id}`);
    if (!options.forwardTo || (wanted && !wanted.has(e.type) && !wanted.has("*"))) return;
    try {
      const res = await send(options.forwardTo, {
        method: "POST",
        headers: { "Content-Type": "application/json", "User-Agent": DELIVERY_USER_AGENT, [SIGNATURE_HEADER]: await signWebhook(secret, e.raw) },
        body: e.raw,
        redirect: "manual",
      });
      await res.body?.cancel().catch(() => undefined);
      log(`  -> ${res.status} POST ${options.forwardTo}`);
    } catch (err) {
      log(`  -> failed POST ${options.forwardTo}: ${(err as Error).message}`);
    }
  };

  while (!options.signal?.aborted) {
    const headers: Record<string, string> = { authorization: `Bearer ${options.apiKey}`, accept: "text/event-stream" };
    if (lastEventId) headers["last-event-id"] = lastEventId;
    try {
      const res = await send(`${base}/v1/events/stream`, { headers, signal: options.signal });
      if (res.status === 401 || res.status === 403) {
        const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
        throw new ListenAuthError(body?.error?.message ?? `the service refused the API key (${res.status})`);
      }
      if (res.status !== 200 || !res.body) throw new Error(`GET /v1/events/stream answered ${res.status}`);
      failures = 0;
      log(lastEventId ? `Connected; resuming after ${lastEventId}.` : "Connected; waiting for events.");
      await readEvents(
        res.body,
        async (m) => {
          let created_at = "";
          try {
            created_at = (JSON.parse(m.data) as { created_at?: string }).created_at ?? "";
          } catch {
            // not an event body: passed on as it is
          }
          const e: StreamedEvent = { id: m.id ?? "", type: m.event ?? "message", raw: m.data, created_at };
          await forward(e);
          if (m.id) await remember(m.id);
        },
        (comment) => {
          if (comment !== "heartbeat") log(`(${comment})`);
        },
      );
      if (options.signal?.aborted) break;
      log("The stream ended; reconnecting.");
    } catch (err) {
      if (err instanceof ListenAuthError) throw err;
      if (options.signal?.aborted) break;
      failures++;
      log(`The stream dropped (${(err as Error).message}); reconnecting.`);
    }
    await sleep(Math.min(10_000, 500 * 2 ** Math.min(failures, 5)), options.signal);
  }
}
