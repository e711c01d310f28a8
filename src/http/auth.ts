// API key authentication: one indexed D1 read by the key's SHA-256, cached briefly per isolate.
import { and, eq, isNull } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { db } from "../db/client";
import { accounts, apiKeys } from "../db/schema";
import { safeEqual, sha256Hex } from "../lib/crypto";
import type { AppEnv, Caller, Mode } from "./context";
import { ApiError } from "./errors";

const KEY_SHAPE = /^svc_(test|live)_[A-Za-z0-9_-]{20,200}$/;
// A revoked key must stop working within a minute on every isolate.
const CACHE_MS = 30_000;
const cache = new Map<string, { caller: Caller | null; until: number }>();

/** Called when a key is revoked, so this isolate forgets it at once. */
export function forgetKey(keyId: string): void {
  for (const [hash, entry] of cache) if (entry.caller?.keyId === keyId) cache.delete(hash);
}

export async function resolveKey(env: Env, secret: string, now = Date.now()): Promise<Caller | null> {
  const shape = KEY_SHAPE.exec(secret);
  if (!shape) return null;
  const hash = await sha256Hex(secret);
  const hit = cache.get(hash);
  if (hit && hit.until > now) return hit.caller;
  const row = await db(env)
    .select({ id: apiKeys.id, accountId: apiKeys.accountId, mode: apiKeys.mode, keyHash: apiKeys.keyHash })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .where(and(eq(apiKeys.keyHash, hash), isNull(apiKeys.revokedAt), eq(accounts.status, "active")))
    .get();
  // the prefix must agree with the mode the key was issued for
  const ok = row && row.mode === (shape[1] as Mode) && (await safeEqual(row.keyHash, hash));
  const caller = ok ? { accountId: row.accountId, mode: row.mode, keyId: row.id } : null;
  cache.set(hash, { caller, until: now + CACHE_MS });
  if (cache.size > 10_000) cache.clear();
  return caller;
}

export const requireApiKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) {
    throw new ApiError("api_key_required", "Send your API key as 'Authorization: Bearer <API_KEY>'.");
  }
  const caller = await resolveKey(c.env, match[1]);
  if (!caller) throw new ApiError("invalid_api_key", "The API key is unknown, malformed or revoked.");
  c.set("caller", caller);
  await next();
};

/** Throws unless the Authorization header carries the operator token. */
export async function assertAdminToken(env: Env, header: string): Promise<void> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw new ApiError("api_key_required", "Send the operator token as 'Authorization: Bearer <ADMIN_API_TOKEN>'.");
  const expected = env.ADMIN_API_TOKEN;
  if (!expected || !(await safeEqual(match[1], expected))) {
    throw new ApiError("invalid_api_key", "The operator token is not valid.");
  }
}

export const requireAdminToken: MiddlewareHandler<AppEnv> = async (c, next) => {
  await assertAdminToken(c.env, c.req.header("authorization") ?? "");
  await next();
};

export const testModeOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get("caller").mode !== "test") {
    throw new ApiError("test_mode_only", "Test helpers only accept test keys (svc_test_...).");
  }
  await next();
};
