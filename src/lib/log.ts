// Structured logs: one JSON line per request and one per background job, so Workers Logs can
// be filtered by field. Nothing secret is ever written: values under secret-looking names are
// dropped, and any string that looks like one of our credentials is masked wherever it appears.

export interface RequestLine {
  request_id: string;
  method: string;
  /** the matched route pattern (`/v1/orders/:order_id`), not the raw path */
  route: string;
  status: number;
  duration_ms: number;
  account: string | null;
  mode: "test" | "live" | null;
}

export interface JobLine {
  /** the queue the work came from, or the work itself when its account object runs it unprompted */
  kind: string;
  /** the queue message, when the work came from a queue */
  message_id?: string;
  /** the records the job is about: account, order, payout, event, delivery ids */
  ids: Record<string, string>;
  outcome: "ok" | "busy" | "failed";
  /** what the handler reported (`resolved`, `pending`, `skipped`, a delivery status…) */
  result?: string;
  attempt: number;
  duration_ms: number;
  error?: string;
}

/**
 * Field names whose values are never logged: credentials, signatures and everything a partner
 * submits about a person (KYC). Matched against every key at any depth.
 */
const SECRET_NAME = /secret|token|password|passphrase|authorization|api_?key|macaroon|signature|private|seed|mnemonic|id_number|document|date_of_birth|\bdob\b|kyc/i;

/** Credential shapes of this service: API keys, webhook signing secrets, bearer headers. */
const SECRET_VALUE = /\b(?:svc_(?:test|live)_[A-Za-z0-9_-]+|whsec_[A-Za-z0-9_+/=-]+)|Bearer\s+\S+/g;

export const REDACTED = "[redacted]";

/** A copy of `value` safe to log (see SECRET_NAME and SECRET_VALUE). */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return value.replace(SECRET_VALUE, REDACTED);
  if (value === null || typeof value !== "object") return value;
  if (depth > 6) return REDACTED;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_NAME.test(k) ? REDACTED : redact(v, depth + 1);
  return out;
}

let enabled = true;

/**
 * `LOG_LINES=off` silences the request and job lines (errors are still written). Only the load
 * bench sets it: under `wrangler dev` every console line is shipped through wrangler's own
 * process, which costs more than the request it describes; Workers Logs has no such cost.
 */
export function configureLogLines(env: { LOG_LINES?: string }): void {
  enabled = env.LOG_LINES !== "off";
}

function write(type: "request" | "job", fields: object, level: "log" | "error" = "log"): void {
  if (!enabled && level === "log") return;
  console[level](JSON.stringify({ type, ...(redact(fields) as object) }));
}

export function logRequest(line: RequestLine): void {
  write("request", line, line.status >= 500 ? "error" : "log");
}

export function logJob(line: JobLine): void {
  write("job", line, line.outcome === "failed" ? "error" : "log");
}

/**
 * An operator alert: one JSON line at level "alert" (Workers Logs alerts filter on it). Written
 * whatever LOG_LINES says.
 */
export function alert(fields: { msg: string } & Record<string, unknown>): void {
  console.log(JSON.stringify({ level: "alert", ...(redact(fields) as object) }));
}

/** The ids a job message carries (`*_id` fields and the mode), for its log line. */
export function jobIds(body: unknown): Record<string, string> {
  const ids: Record<string, string> = {};
  if (body && typeof body === "object") {
    for (const [k, v] of Object.entries(body)) if ((k.endsWith("_id") || k === "mode") && typeof v === "string") ids[k] = v;
  }
  return ids;
}

/** An error as one short line: its name and message, never its cause chain or data. */
export function errorLine(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}`.slice(0, 500) : String(e).slice(0, 500);
}
