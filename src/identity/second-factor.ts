// The second factor: TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, as every authenticator
// app reads them) through the otpauth library, accepting the step before and after for clock
// drift, and never the same step twice; and ten single-use recovery codes, stored hashed. The
// TOTP secret is sealed at rest under its own purpose label.
import { and, eq, isNull, or, lt } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { db } from "../db/client";
import { recoveryCodes, users } from "../db/schema";
import { sha256Hex } from "../lib/crypto";
import { open, seal } from "../lib/seal";
import { base32crockford } from "@scure/base";

export const TOTP_PERIOD = 30;
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = "Partner Commerce";
const PURPOSE = "totp-secret";

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpFor(secretBase32: string, email: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: email, algorithm: "SHA1", digits: 6, period: TOTP_PERIOD, secret: Secret.fromBase32(secretBase32) });
}

/** The otpauth:// URI an authenticator app scans from the QR code. */
export function totpUri(secretBase32: string, email: string): string {
  return totpFor(secretBase32, email).toString();
}

/**
 * Pure: the time step a code matches at `now` (within one step either side), or null. A step at
 * or before `lastCounter` was already used and is refused.
 */
export function matchTotp(secretBase32: string, code: string, now: number, lastCounter: number | null): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secretBase32, "").validate({ token, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return null;
  const counter = Math.floor(now / 1000 / TOTP_PERIOD) + delta;
  return lastCounter !== null && counter <= lastCounter ? null : counter;
}

const sealKey = (env: Env) => env.KYC_ENCRYPTION_KEY;

export function sealTotpSecret(env: Env, userId: string, secret: string): Promise<string> {
  return seal(sealKey(env), PURPOSE, secret, userId);
}

export function openTotpSecret(env: Env, userId: string, sealed: string): Promise<string> {
  return open(sealKey(env), PURPOSE, sealed, userId);
}

/**
 * Checks a code against the user's enrolled secret and records its step, so a code seen once
 * (over a shoulder, in a log) cannot be used again. The record is a conditional UPDATE: two
 * requests with the same code cannot both pass.
 */
export async function checkTotp(env: Env, user: { id: string; totpSecret: string | null; totpLastCounter: number | null }, code: string, now = Date.now()): Promise<boolean> {
  if (!user.totpSecret) return false;
  const counter = matchTotp(await openTotpSecret(env, user.id, user.totpSecret), code, now, user.totpLastCounter);
  if (counter === null) return false;
  const row = await db(env)
    .update(users)
    .set({ totpLastCounter: counter })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastCounter), lt(users.totpLastCounter, counter))))
    .returning({ id: users.id })
    .get();
  return row !== undefined;
}

/** Ten fresh recovery codes (shown once); the user's earlier codes stop working. */
export async function newRecoveryCodes(env: Env, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = base32crockford.encode(crypto.getRandomValues(new Uint8Array(10))).toLowerCase();
    return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8, 12)}-${raw.slice(12, 16)}`;
  });
  const rows = await Promise.all(codes.map(async (c) => ({ userId, codeHash: await sha256Hex(c), usedAt: null })));
  await db(env).batch([db(env).delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)), db(env).insert(recoveryCodes).values(rows)]);
  return codes;
}

/** Uses a recovery code once; true the first time it is given. */
export async function useRecoveryCode(env: Env, userId: string, code: string, now = Date.now()): Promise<boolean> {
  const normal = code.trim().toLowerCase();
  if (!/^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/.test(normal)) return false;
  const row = await db(env)
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, await sha256Hex(normal)), isNull(recoveryCodes.usedAt)))
    .returning({ userId: recoveryCodes.userId })
    .get();
  return row !== undefined;
}

/** A code from the app or a recovery code, whichever it looks like. */
export async function checkSecondFactor(env: Env, user: { id: string; totpSecret: string | null; totpLastCounter: number | null }, code: string, now = Date.now()): Promise<boolean> {
  return /^\s*\d{3}\s*\d{3}\s*$/.test(code) ? checkTotp(env, user, code, now) : useRecoveryCode(env, user.id, code, now);
}
