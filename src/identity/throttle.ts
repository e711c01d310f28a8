// Failed log-ins are limited per email and per client address: at most 10 failures for one
// email and 50 from one address in 15 minutes. Past either, every attempt is refused with the
// same answer (which limit was hit is never said), even with the right password, until the
// window has moved on. Emails are kept only as hashes here.
import { and, count, eq, gt, lt, or } from "drizzle-orm";
import { db } from "../db/client";
import { loginFailures } from "../db/schema";
import { sha256Hex } from "../lib/crypto";

export const WINDOW_MS = 15 * 60_000;
export const MAX_PER_EMAIL = 10;
export const MAX_PER_ADDRESS = 50;

const keys = async (email: string, address: string) => ({ email: `email:${await sha256Hex(email)}`, address: `ip:${address}` });

export async function loginBlocked(env: Env, email: string, address: string, now = Date.now()): Promise<boolean> {
  const k = await keys(email, address);
  const since = now - WINDOW_MS;
  const [byEmail, byAddress] = await Promise.all(
    [k.email, k.address].map((key) =>
      db(env).select({ n: count() }).from(loginFailures).where(and(eq(loginFailures.key, key), gt(loginFailures.at, since))).get(),
    ),
  );
  return (byEmail?.n ?? 0) >= MAX_PER_EMAIL || (byAddress?.n ?? 0) >= MAX_PER_ADDRESS;
}

/** The per-address limit alone: for sign-ups, which must not be a cheaper way to test emails than log-in. */
export async function addressBlocked(env: Env, address: string, now = Date.now()): Promise<boolean> {
  const row = await db(env).select({ n: count() }).from(loginFailures).where(and(eq(loginFailures.key, `ip:${address}`), gt(loginFailures.at, now - WINDOW_MS))).get();
  return (row?.n ?? 0) >= MAX_PER_ADDRESS;
}

/** A sign-up refused for a taken email counts against its client address like a failed log-in. */
export async function recordAddressFailure(env: Env, address: string, now = Date.now()): Promise<void> {
  const key = `ip:${address}`;
  await db(env).batch([
    db(env).insert(loginFailures).values({ key, at: now }),
    db(env).delete(loginFailures).where(and(eq(loginFailures.key, key), lt(loginFailures.at, now - WINDOW_MS))),
  ]);
}

export async function recordLoginFailure(env: Env, email: string, address: string, now = Date.now()): Promise<void> {
  const k = await keys(email, address);
  await db(env).batch([
    db(env).insert(loginFailures).values([{ key: k.email, at: now }, { key: k.address, at: now }]),
    // forget what is out of every window
    db(env).delete(loginFailures).where(and(or(eq(loginFailures.key, k.email), eq(loginFailures.key, k.address)), lt(loginFailures.at, now - WINDOW_MS))),
  ]);
}
