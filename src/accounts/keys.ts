// API keys: random secrets shown once, stored as SHA-256 only.
import { db } from "../db/client";
import { apiKeys } from "../db/schema";
import { randomToken, sha256Hex } from "../lib/crypto";
import { newId } from "../lib/ids";
import { iso } from "../lib/time";
import type { Mode } from "../http/context";

export interface ApiKeyView {
  id: string;
  object: "api_key";
  mode: Mode;
  secret?: string;
  created_at: string;
}

/** Mints a key with 32 random bytes; the returned view is the only place the secret appears. */
export async function issueKey(env: Env, accountId: string, mode: Mode, now = Date.now()): Promise<ApiKeyView> {
  const secret = `svc_${mode}_${randomToken(32)}`;
  const id = newId("key");
  await db(env).insert(apiKeys).values({ id, accountId, mode, keyHash: await sha256Hex(secret), createdAt: now });
  return { id, object: "api_key", mode, secret, created_at: iso(now) };
}
