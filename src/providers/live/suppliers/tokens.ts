// Supplier OAuth tokens. Cached in the isolate and in D1 (so every isolate shares one token),
// refreshed a few minutes before expiry, and only one isolate refreshes at a time: it holds a
// short lease in D1 while the others wait for its token rather than hitting the token endpoint
// (Airalo allows 5 token requests a minute). A caller with a deadline (a fulfilment run) never
// waits for a token past it.
import { MIN_CALL_MS, NoTimeLeft, timeLeft } from "./http";
export interface IssuedToken {
  token: string;
  /** lifetime in seconds as the supplier stated it */
  expiresIn: number;
}

const memory = new Map<string, { token: string; expiresAt: number }>();
const inflight = new Map<string, Promise<string>>();

/** Refresh this long before the stated expiry. */
export const REFRESH_MARGIN_MS = 5 * 60_000;
/** Never keep a token longer than a day, whatever its stated lifetime (Airalo states a year but asks for refreshes). */
export const MAX_TOKEN_LIFETIME_MS = 24 * 3600_000;
const LEASE_MS = 15_000;
const WAIT_STEP_MS = 200;

export function usable(entry: { token: string | null; expiresAt: number } | null | undefined, now: number): entry is { token: string; expiresAt: number } {
  return !!entry?.token && entry.expiresAt - REFRESH_MARGIN_MS > now;
}

export function expiryOf(issued: IssuedToken, now: number): number {
  return now + Math.min(issued.expiresIn * 1000, MAX_TOKEN_LIFETIME_MS);
}

/** Forgets a token the supplier refused (401), so the next call fetches a fresh one. */
export async function dropToken(env: Env, supplier: string): Promise<void> {
  memory.delete(supplier);
  await env.DB.prepare("UPDATE supplier_tokens SET token = NULL, expires_at = 0 WHERE supplier = ?").bind(supplier).run();
}

export async function cachedToken(env: Env, supplier: string, issue: () => Promise<IssuedToken>, deadline?: number): Promise<string> {
  const mine = memory.get(supplier);
  if (usable(mine, Date.now())) return mine.token;
  let pending = inflight.get(supplier);
  if (!pending) {
    pending = sharedToken(env, supplier, issue, deadline).finally(() => inflight.delete(supplier));
    inflight.set(supplier, pending);
  }
  if (deadline === undefined) return pending;
  // another caller's refresh may take longer than this caller has
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoTimeLeft(`${supplier} token: no time left in this run`)), Math.max(0, timeLeft(deadline) - MIN_CALL_MS));
  });
  try {
    return await Promise.race([pending, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function sharedToken(env: Env, supplier: string, issue: () => Promise<IssuedToken>, deadline?: number): Promise<string> {
  await env.DB.prepare("INSERT OR IGNORE INTO supplier_tokens (supplier) VALUES (?)").bind(supplier).run();
  for (let waited = 0; ; waited += WAIT_STEP_MS) {
    if (timeLeft(deadline) < MIN_CALL_MS) throw new NoTimeLeft(`${supplier} token: no time left in this run`);
    const now = Date.now();
    const row = await env.DB.prepare("SELECT token, expires_at AS expiresAt FROM supplier_tokens WHERE supplier = ?")
      .bind(supplier)
      .first<{ token: string | null; expiresAt: number }>();
    if (usable(row, now)) {
      memory.set(supplier, row);
      return row.token;
    }
    const lease = await env.DB.prepare("UPDATE supplier_tokens SET refresh_lease_until = ? WHERE supplier = ? AND refresh_lease_until < ?")
      .bind(now + LEASE_MS, supplier, now)
      .run();
    if (lease.meta.changes === 1 || waited >= LEASE_MS) {
      try {
        const issued = await issue();
        const expiresAt = expiryOf(issued, Date.now());
        await env.DB.prepare("UPDATE supplier_tokens SET token = ?, expires_at = ?, refresh_lease_until = 0 WHERE supplier = ?")
          .bind(issued.token, expiresAt, supplier)
          .run();
        memory.set(supplier, { token: issued.token, expiresAt });
        return issued.token;
      } catch (e) {
        await env.DB.prepare("UPDATE supplier_tokens SET refresh_lease_until = 0 WHERE supplier = ?").bind(supplier).run();
        throw e;
      }
    }
    await new Promise((r) => setTimeout(r, WAIT_STEP_MS));
  }
}

/** Tests only: forget what this isolate holds. */
export function forgetTokensInIsolate(): void {
  memory.clear();
}
