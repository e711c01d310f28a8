// The Service-Signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` under
// the endpoint's signing secret. The same scheme as Stripe's, so its verifiers accept it.
import { hmacSha256Hex, hmacSha256HexWith, safeEqual } from "../lib/crypto";

export const SIGNATURE_HEADER = "Service-Signature";
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export async function signatureHeader(secret: string, rawBody: string, t: number): Promise<string> {
  return `t=${t},v1=${await hmacSha256Hex(secret, `${t}.${rawBody}`)}`;
}

/** The same header, under a key made once from the secret (lib/crypto hmacKey). */
export async function signatureHeaderWith(key: CryptoKey, rawBody: string, t: number): Promise<string> {
  return `t=${t},v1=${await hmacSha256HexWith(key, `${t}.${rawBody}`)}`;
}

export interface ParsedSignature {
  t: number;
  v1: string[];
}

/** Parses a header value; several v1 entries are allowed (as during a secret roll-over elsewhere). */
export function parseSignatureHeader(value: string): ParsedSignature | null {
  let t: number | undefined;
  const v1: string[] = [];
  for (const part of value.split(",")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const k = part.slice(0, eq).trim();
    const v = part.slice(eq + 1).trim();
    if (k === "t" && /^\d{1,12}$/.test(v)) t = Number(v);
    else if (k === "v1" && /^[0-9a-f]{64}$/.test(v)) v1.push(v);
  }
  return t === undefined || v1.length === 0 ? null : { t, v1 };
}

export type VerifyResult = { ok: true; t: number } | { ok: false; reason: "malformed" | "mismatch" | "stale" };

/** What a receiver does: digest compared in constant time, then the timestamp's age. */
export async function verifySignature(
  secret: string,
  rawBody: string,
  header: string,
  nowSeconds: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): Promise<VerifyResult> {
  const parsed = parseSignatureHeader(header);
  if (!parsed) return { ok: false, reason: "malformed" };
  const expected = await hmacSha256Hex(secret, `${parsed.t}.${rawBody}`);
  let match = false;
  for (const candidate of parsed.v1) if (await safeEqual(candidate, expected)) match = true;
  if (!match) return { ok: false, reason: "mismatch" };
  if (Math.abs(nowSeconds - parsed.t) > toleranceSeconds) return { ok: false, reason: "stale" };
  return { ok: true, t: parsed.t };
}
