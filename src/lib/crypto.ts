// Hashing and comparison for secrets: keys and tokens are never compared with ===.
import { sha256 } from "@noble/hashes/sha2.js";
import { base64url } from "@scure/base";

const encoder = new TextEncoder();

/**
 * SHA-256 of a short string (an API key, a request fingerprint), hex. Computed in the isolate
 * by @noble/hashes: for inputs this small, a crypto.subtle call spends more on its promise and
 * hand-off than on hashing, and every request hashes twice.
 */
export async function sha256Hex(input: string): Promise<string> {
  return toHex(sha256(encoder.encode(input)));
}

const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, "0"));

export function toHex(bytes: Uint8Array): string {
  let out = "";
  for (const b of bytes) out += HEX[b];
  return out;
}

/** Constant-time string equality (lengths are compared by hashing first, so they leak nothing). */
export async function safeEqual(a: string, b: string): Promise<boolean> {
  const [ha, hb] = await Promise.all([
    crypto.subtle.digest("SHA-256", encoder.encode(a)),
    crypto.subtle.digest("SHA-256", encoder.encode(b)),
  ]);
  return crypto.subtle.timingSafeEqual(ha, hb);
}

/** URL-safe random token with `bytes` bytes of entropy. */
export function randomToken(bytes = 32): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(bytes))).replace(/=+$/, "");
}

export async function hmacHex(hash: "SHA-256" | "SHA-512", secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash }, false, ["sign"]);
  return toHex(new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message))));
}

/** An HMAC-SHA256 signing key for `secret`, to sign many messages with (hmacSha256HexWith). */
export function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
}

export async function hmacSha256HexWith(key: CryptoKey, message: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message))));
}

export function hmacSha256Hex(secret: string, message: string): Promise<string> {
  return hmacHex("SHA-256", secret, message);
}
