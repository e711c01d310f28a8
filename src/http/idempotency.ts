// The Idempotency-Key header and the request fingerprint it is bound to. Records themselves
// live in the account's Durable Object, written in the same transaction as the effect.
import { sha256Hex } from "../lib/crypto";
import { ApiError } from "./errors";

export interface IdempotencyKey {
  key: string;
  /** hash of method, path and canonical body: a different request under the same key is refused */
  fingerprint: string;
}

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export function readIdempotencyKey(header: string | undefined): string {
  if (header === undefined || header === "") {
    throw new ApiError("idempotency_key_required", "This request moves money: send an Idempotency-Key header.");
  }
  if (header.length > 255) {
    throw new ApiError("idempotency_key_invalid", "Idempotency-Key must be 1 to 255 characters long.");
  }
  return header;
}

export async function fingerprint(method: string, path: string, body: unknown): Promise<string> {
  return sha256Hex(`${method.toUpperCase()} ${path}\n${canonicalJson(body)}`);
}

/** JSON with object keys sorted, so key order and whitespace do not make a request "different". */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** What a Durable Object answers for an idempotent operation: the stored response, verbatim. */
export interface StoredResponse {
  status: number;
  body: string;
  replayed: boolean;
}

export function storedToResponse(stored: StoredResponse, requestId: string): Response {
  const headers: Record<string, string> = { "content-type": "application/json; charset=UTF-8", "Request-Id": requestId };
  if (stored.replayed) headers["Idempotent-Replayed"] = "true";
  return new Response(stored.body, { status: stored.status, headers });
}
