// Reads a request body once: size cap, JSON, must be an object. Any content type is read
// as JSON, so `curl -d '{...}'` without a header works the same as a proper client.
import { readAtMost } from "../lib/bounded-read";
import { ApiError } from "./errors";

export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The body as text, refusing anything over the size limit. A body with a Content-Length within
 * the limit is read in one go (HTTP framing ends it there); a chunked body has none, so it is
 * streamed with a byte counter and cancelled past the cap.
 */
export async function readRawBody(req: Request): Promise<string> {
  const header = req.headers.get("content-length");
  const declared = header === null ? NaN : Number(header);
  if (declared > MAX_BODY_BYTES) throw tooLarge(MAX_BODY_BYTES);
  if (!req.body) return "";
  if (Number.isSafeInteger(declared) && declared >= 0) return req.text();
  const bytes = await readAtMost(req.body, MAX_BODY_BYTES);
  if (!bytes) throw tooLarge(MAX_BODY_BYTES);
  return new TextDecoder().decode(bytes);
}

/**
 * The body as bytes under a cap of the route's own, for the one operation that takes a file
 * (PUT /v1/brand/logo, 256 KiB); every other body stays under MAX_BODY_BYTES. Refused the same
 * way: a declared length over the cap unread, a chunked body once its count passes it.
 */
export async function readBodyBytes(req: Request, maxBytes: number): Promise<Uint8Array> {
  const header = req.headers.get("content-length");
  const declared = header === null ? NaN : Number(header);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  if (!req.body) return new Uint8Array(0);
  if (Number.isSafeInteger(declared) && declared >= 0) {
    const bytes = new Uint8Array(await req.arrayBuffer());
    if (bytes.byteLength > maxBytes) throw tooLarge(maxBytes);
    return bytes;
  }
  const bytes = await readAtMost(req.body, maxBytes);
  if (!bytes) throw tooLarge(maxBytes);
  return bytes;
}

export async function readJsonBody(req: Request): Promise<Record<string, unknown>> {
  const text = await readRawBody(req);
  if (text.trim() === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError("invalid_json", "The request body is not valid JSON.");
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new ApiError("invalid_json", "The request body must be a JSON object.");
  }
  return parsed as Record<string, unknown>;
}

function tooLarge(maxBytes: number) {
  return new ApiError("payload_too_large", `The request body is larger than ${maxBytes} bytes.`);
}
