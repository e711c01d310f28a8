// Reads a request body once: size cap, JSON, must be an object. Any content type is read
// as JSON, so `curl -d '{...}'` without a header works the same as a proper client.
import { ApiError } from "./errors";

export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The body as text, refusing anything over the size limit. The body is streamed with a byte
 * counter and cancelled as soon as it passes the cap: a chunked body has no Content-Length,
 * and buffering it whole first would let a caller make us hold any amount of data.
 */
export async function readRawBody(req: Request): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  if (!req.body) return "";
  const reader = req.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    parts.push(value);
  }
  const buf = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    buf.set(part, at);
    at += part.byteLength;
  }
  return new TextDecoder().decode(buf);
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

function tooLarge() {
  return new ApiError("payload_too_large", `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
}
