// Passwords: scrypt from @noble/hashes at one of OWASP's scrypt settings that fits a Worker's
// memory (N = 2^15, r = 8, p = 3: 32 MiB, about half a second of CPU). Each hash is stored as a
// PHC-style string with its algorithm and parameters ("$scrypt$ln=15,r=8,p=3$<salt>$<hash>"), so
// the setting can be raised later: a password that verifies against weaker parameters is
// re-hashed by the caller (`needsRehash`). Comparison is constant-time.
import { scryptAsync } from "@noble/hashes/scrypt.js";
import { base64url } from "@scure/base";

export const MIN_PASSWORD_LENGTH = 12;
/** Long enough for any passphrase, short enough that hashing one is not a denial of service. */
export const MAX_PASSWORD_LENGTH = 256;

export interface ScryptParams {
  ln: number; // log2 of N
  r: number;
  p: number;
}

/** The production setting. PASSWORD_SCRYPT_LOG_N may only lower N where tests run (see wrangler.jsonc). */
export const SCRYPT_DEFAULT: ScryptParams = { ln: 15, r: 8, p: 3 };
const DK_LEN = 32;
const encoder = new TextEncoder();

export function currentParams(env: { PASSWORD_SCRYPT_LOG_N?: string }): ScryptParams {
  const ln = Number(env.PASSWORD_SCRYPT_LOG_N);
  return Number.isInteger(ln) && ln >= 4 && ln <= 20 ? { ...SCRYPT_DEFAULT, ln } : SCRYPT_DEFAULT;
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  return null;
}

function derive(password: string, salt: Uint8Array, params: ScryptParams): Promise<Uint8Array> {
  return scryptAsync(encoder.encode(password.normalize("NFKC")), salt, { N: 2 ** params.ln, r: params.r, p: params.p, dkLen: DK_LEN, maxmem: 2 ** 26 + 2 ** 20 });
}

const b64 = (bytes: Uint8Array) => base64url.encode(bytes).replace(/=+$/, "");
const unb64 = (text: string) => base64url.decode(text + "=".repeat((4 - (text.length % 4)) % 4));

export async function hashPassword(password: string, params: ScryptParams = SCRYPT_DEFAULT): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, params);
  return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${b64(salt)}$${b64(hash)}`;
}

const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

export function parseHash(stored: string): { params: ScryptParams; salt: Uint8Array; hash: Uint8Array } | null {
  const m = PHC.exec(stored);
  if (!m) return null;
  return { params: { ln: Number(m[1]), r: Number(m[2]), p: Number(m[3]) }, salt: unb64(m[4]!), hash: unb64(m[5]!) };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || password.length > MAX_PASSWORD_LENGTH) return false;
  const candidate = await derive(password, parsed.salt, parsed.params);
  if (candidate.length !== parsed.hash.length) return false;
  return crypto.subtle.timingSafeEqual(candidate, parsed.hash);
}

/** True when the stored hash was made with weaker parameters than today's. */
export function needsRehash(stored: string, params: ScryptParams): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  const p = parsed.params;
  return p.ln < params.ln || p.r < params.r || p.p < params.p;
}

let dummy: Promise<string> | undefined;
/** Spends one hash's time, so an unknown email takes as long to refuse as a wrong password. */
export async function burnOneHash(params: ScryptParams): Promise<void> {
  dummy ??= hashPassword("not a password of anyone", params);
  await verifyPassword("still not a password", await dummy);
}
