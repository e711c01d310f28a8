// API key authentication: one indexed D1 read by the key's SHA-256, cached briefly per isolate.
// A key found is remembered for CACHE_MS (a revoked key stops working everywhere within that);
// a key not found is remembered apart, for REFUSAL_CACHE_MS only and at most REFUSAL_CACHE_MAX
// of them, so repeating a wrong key costs no read, a flood of random keys cannot push the good
// keys out, and a key issued after a refusal works at once on this isolate (issuing forgets
// every refusal) and within a few seconds on every other. resolveKeyNow reads past both caches,
// for a check that must see a revocation made on another isolate at once (an open event stream's);
// what it reads replaces what this isolate remembered, so a key it finds gone stops working for
// this isolate's other requests too.
//
// The row read carries a restricted key's permissions and allowed addresses, so both are decided
// from the cached caller with no read of their own: the address here, before anything else of the
// request is looked at (403 ip_not_allowed; the per-address limit in front has already counted the
// request, as it counts a wrong key), the permission by the route (http/route.ts). A key's
// last_used_at is kept to the minute: written in the background, only when the minute this isolate
// knows it stored differs from the current one, so at most once a minute per key per isolate.
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { db } from "../db/client";
import { accounts, apiKeys } from "../db/schema";
import { safeEqual, sha256Hex } from "../lib/crypto";
import type { AppEnv, Caller, Mode } from "./context";
import { ApiError } from "./errors";
import { addressAllowed, compileAllowedIps, type Permissions } from "../domain/key-permissions";

const KEY_SHAPE = /^svc_(test|live)_[A-Za-z0-9_-]{20,200}$/;
// A revoked key stops working within 30 s on every isolate (the cache below), at once on the one
// that revoked it (forgetKey).
const CACHE_MS = 30_000;
const CACHE_MAX = 10_000;
const cache = new Map<string, { caller: Caller; until: number }>();
export const REFUSAL_CACHE_MS = 5_000;
export const REFUSAL_CACHE_MAX = 1_000;
const refusals = new Map<string, number>();
const MINUTE_MS = 60_000;
// key id → the minute (ms, floored) this isolate knows last_used_at holds
const lastUsedMinute = new Map<string, number>();

/** Called when a key is revoked, so this isolate forgets it at once. */
export function forgetKey(keyId: string): void {
  for (const [hash, entry] of cache) if (entry.caller.keyId === keyId) cache.delete(hash);
}

/** Called when a key is issued: no refusal remembered here can outlive a key that now exists. */
export function forgetRefusals(): void {
  refusals.clear();
}

/** The answer a request with a key that resolves to nothing gets. */
export const invalidApiKey = () => new ApiError("invalid_api_key", "The API key is unknown, malformed or revoked.");

export async function resolveKey(env: Env, secret: string, now = Date.now()): Promise<Caller | null> {
  const shape = KEY_SHAPE.exec(secret);
  if (!shape) return null;
  const hash = await sha256Hex(secret);
  const hit = cache.get(hash);
  if (hit && hit.until > now) return hit.caller;
  const refusedUntil = refusals.get(hash);
  if (refusedUntil !== undefined && refusedUntil > now) return null;
  return readKey(env, hash, shape[1] as Mode, now);
}

/** The key as D1 holds it now, whatever this isolate remembers of it; remembered afresh either way. */
export async function resolveKeyNow(env: Env, secret: string, now = Date.now()): Promise<Caller | null> {
  const shape = KEY_SHAPE.exec(secret);
  if (!shape) return null;
  return readKey(env, await sha256Hex(secret), shape[1] as Mode, now);
}

/** One indexed read of the key by its hash; the answer goes into the cache of keys or of refusals. */
async function readKey(env: Env, hash: string, mode: Mode, now: number): Promise<Caller | null> {
  const row = await db(env)
    .select({
      id: apiKeys.id,
      accountId: apiKeys.accountId,
      mode: apiKeys.mode,
      keyHash: apiKeys.keyHash,
      permissions: apiKeys.permissions,
      allowedIps: apiKeys.allowedIps,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .where(and(eq(apiKeys.keyHash, hash), isNull(apiKeys.revokedAt), eq(accounts.status, "active")))
    .get();
  // the prefix must agree with the mode the key was issued for
  const ok = row && row.mode === mode && (await safeEqual(row.keyHash, hash));
  if (!ok) {
    cache.delete(hash);
    // oldest first out: Map keeps insertion order, and a re-inserted refusal moves to the end
    refusals.delete(hash);
    refusals.set(hash, now + REFUSAL_CACHE_MS);
    if (refusals.size > REFUSAL_CACHE_MAX) refusals.delete(refusals.keys().next().value!);
    return null;
  }
  const caller: Caller = { accountId: row.accountId, mode: row.mode, keyId: row.id };
  // full access and anywhere stay absent, so a full key's caller is what it always was
  if (row.permissions !== null) caller.permissions = JSON.parse(row.permissions) as Permissions;
  const ranges = compileAllowedIps(row.allowedIps === null ? null : (JSON.parse(row.allowedIps) as string[]));
  if (ranges !== null) caller.allowedIps = ranges;
  if (row.lastUsedAt !== null) {
    lastUsedMinute.delete(row.id);
    lastUsedMinute.set(row.id, Math.floor(row.lastUsedAt / MINUTE_MS) * MINUTE_MS);
    if (lastUsedMinute.size > CACHE_MAX) lastUsedMinute.delete(lastUsedMinute.keys().next().value!);
  }
  cache.delete(hash);
  cache.set(hash, { caller, until: now + CACHE_MS });
  if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!);
  return caller;
}

export const requireApiKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) {
    throw new ApiError("api_key_required", "Send your API key as 'Authorization: Bearer <API_KEY>'.");
  }
  const caller = await resolveKey(c.env, match[1]);
  if (!caller) throw invalidApiKey();
  // from here on the request is the key's account's, in its request log even if refused
  c.set("recognisedKey", caller);
  const client = c.req.header("cf-connecting-ip");
  if (!addressAllowed(caller.allowedIps ?? null, client)) {
    throw new ApiError("ip_not_allowed", `This key cannot be used from ${client ?? "an unknown address"}; the key's allowed addresses do not include it.`);
  }
  c.set("caller", caller);
  noteKeyUse(c, caller.keyId);
  await next();
};

/** Records the key's use to the minute, in the background and only when the stored minute is not this one. */
export function noteKeyUse(c: Context<AppEnv>, keyId: string, now = Date.now()): void {
  const minute = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  if (lastUsedMinute.get(keyId) === minute) return;
  lastUsedMinute.delete(keyId);
  lastUsedMinute.set(keyId, minute);
  if (lastUsedMinute.size > CACHE_MAX) lastUsedMinute.delete(lastUsedMinute.keys().next().value!);
  const write = db(c.env)
    .update(apiKeys)
    .set({ lastUsedAt: minute })
    .where(and(eq(apiKeys.id, keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, minute))))
    .run()
    .then(
      () => undefined,
      (e: unknown) => console.error("api_key last_used_at", e),
    );
  try {
    c.executionCtx.waitUntil(write);
  } catch {
    // no execution context (a direct app.request in a test): the write simply runs on
  }
}

export const testModeOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get("caller").mode !== "test") {
    throw new ApiError("test_mode_only", "Test helpers only accept test keys (svc_test_...).");
  }
  await next();
};
