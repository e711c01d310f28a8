// A small client for driving the real app through its fetch handler, as a partner would.
import { exports } from "cloudflare:workers";
import type { CreateAccountResponse } from "../../src/routes/admin/accounts/create";

export const ADMIN_TOKEN = "test-admin-token";

export interface CallOptions {
  method?: string;
  key?: string | null;
  body?: unknown;
  rawBody?: string;
  idem?: string;
  headers?: Record<string, string>;
}

/** The envelope every error answers with; pass it as the type of a call that is meant to fail. */
export interface ErrorBody {
  error: { code: string; message: string; param?: string; request_id: string; [detail: string]: unknown };
}

/** An answer; `T` is the route's exported response type where a test reads the body. */
export interface Reply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

/** The error of an answer whose success type is its route's: for batches where some calls fail. */
export function errorOf(res: Reply<unknown>): ErrorBody["error"] {
  return (res.body as ErrorBody).error;
}

export async function call<T = unknown>(path: string, opts: CallOptions = {}): Promise<Reply<T>> {
  const headers = new Headers(opts.headers);
  if (opts.key) headers.set("authorization", `Bearer ${opts.key}`);
  if (opts.idem !== undefined) headers.set("idempotency-key", opts.idem);
  let body: string | undefined;
  if (opts.rawBody !== undefined) body = opts.rawBody;
  else if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
  const res = await exports.default.fetch(new Request(`http://svc.test${path}`, { method: opts.method ?? (body !== undefined ? "POST" : "GET"), headers, body }));
  const text = await res.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  // the caller names the route's type; the parsed JSON is taken to be it, as a client would
  return { status: res.status, body: parsed as T, headers: res.headers, text };
}

export const admin = <T = unknown>(path: string, opts: Omit<CallOptions, "key"> = {}) => call<T>(path, { ...opts, key: ADMIN_TOKEN });

let seq = 0;
/** A fresh account with a test key: tests share one storage per file, so each makes its own. */
export async function newAccount(name = `Partner ${++seq}`): Promise<{ id: string; key: string }> {
  const res = await admin<CreateAccountResponse>("/admin/v1/accounts", { body: { name } });
  if (res.status !== 200) throw new Error(`account creation failed: ${res.status} ${res.text}`);
  return { id: res.body.account.id, key: res.body.api_key.secret! };
}

export function expectError(res: Reply, status: number, code: string, param?: string): void {
  // any answer may be passed, also one that is not an error envelope at all
  const error = (res.body as Partial<ErrorBody> | null | undefined)?.error;
  if (res.status !== status || error?.code !== code || (param !== undefined && error.param !== param)) {
    throw new Error(`expected ${status} ${code}${param ? ` (${param})` : ""}, got ${res.status} ${res.text}`);
  }
}
