// API keys: random secrets shown once, stored as SHA-256 only. A key may carry a name its
// account chose (KEY_NAME_MAX characters at most), which is not secret and never identifies it.
// A key is full-access or restricted (its permissions, fixed when it is made) and may be held to
// allowed addresses (changeable); the dashboard, the operator API and every other door make and
// change keys through issueKey and setAllowedIps here, which read both with the rules of
// domain/key-permissions.ts.
import { auditInsert, auditRow } from "../audit/log";
import type { AuditContext } from "../audit/actor";
import { and, asc, desc, eq, isNull, lt, lte } from "drizzle-orm";
import { db } from "../db/client";
import { apiKeys } from "../db/schema";
import { randomToken, sha256Hex } from "../lib/crypto";
import { newId } from "../lib/ids";
import { iso, isoOrNull } from "../lib/time";
import { forgetKey, forgetRefusals } from "../http/auth";
import { ApiError, notFound } from "../http/errors";
import { KeyRuleError, parseAllowedIps, parsePermissions, type Permissions } from "../domain/key-permissions";
import type { Mode } from "../http/context";
import type { PageRequest } from "../http/pagination";

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export const KEY_NAME_MAX = 100;

export interface ApiKeyView {
  id: string;
  object: "api_key";
  mode: Mode;
  name: string | null;
  secret?: string;
  /** null: full access; else each resource granted and its level (absent: none) */
  permissions: Permissions | null;
  /** null: anywhere; else the addresses and CIDR ranges the key may be used from */
  allowed_ips: string[] | null;
  created_at: string;
}

/** A key as listed or revoked: never its secret, which is not stored anywhere. */
export interface StoredKeyView extends ApiKeyView {
  revoked_at: string | null;
  /** when it last authenticated a request, to the minute */
  last_used_at: string | null;
}

/** What a key may do and where from, as stored. */
export interface KeyRestrictions {
  permissions: Permissions | null;
  allowedIps: string[] | null;
}

/** A stored key's permissions and allowed addresses, read back. */
export function restrictionsOf(row: Pick<ApiKeyRow, "permissions" | "allowedIps">): KeyRestrictions {
  return {
    permissions: row.permissions === null ? null : (JSON.parse(row.permissions) as Permissions),
    allowedIps: row.allowedIps === null ? null : (JSON.parse(row.allowedIps) as string[]),
  };
}

/** Runs a rule of domain/key-permissions.ts, a refusal becoming 400 parameter_invalid naming the field. */
function byRule<T>(read: () => T): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof KeyRuleError) throw new ApiError("parameter_invalid", e.message, e.param);
    throw e;
  }
}

/** Reads permissions and allowed addresses as any door received them (JSON values); refuses with 400 naming the field, nothing stored. */
export function readRestrictions(mode: Mode, input: { permissions?: unknown; allowedIps?: unknown }): KeyRestrictions {
  return { permissions: byRule(() => parsePermissions(input.permissions, mode)), allowedIps: byRule(() => parseAllowedIps(input.allowedIps)) };
}

/** Mints a key with 32 random bytes without storing it, for callers that write it in a batch. */
export async function newKey(
  accountId: string,
  mode: Mode,
  now = Date.now(),
  name: string | null = null,
  restrictions: KeyRestrictions = { permissions: null, allowedIps: null },
): Promise<{ row: ApiKeyRow; view: ApiKeyView }> {
  const secret = `svc_${mode}_${randomToken(32)}`;
  // nobody can have tried this secret yet, but no refusal remembered by this isolate may
  // outlive the issuing of a key
  forgetRefusals();
  const id = newId("key");
  return {
    row: {
      id,
      accountId,
      mode,
      keyHash: await sha256Hex(secret),
      name,
      createdAt: now,
      revokedAt: null,
      permissions: restrictions.permissions === null ? null : JSON.stringify(restrictions.permissions),
      allowedIps: restrictions.allowedIps === null ? null : JSON.stringify(restrictions.allowedIps),
      lastUsedAt: null,
    },
    view: { id, object: "api_key", mode, name, secret, permissions: restrictions.permissions, allowed_ips: restrictions.allowedIps, created_at: iso(now) },
  };
}

/**
 * Mints and stores a key; the returned view is the only place the secret appears. An operator's
 * issue (`audit`) writes its entry (api_key.create) in the key's D1 batch. `permissions` and
 * `allowedIps` are read as sent (absent or null: full access, anywhere); a bad one is refused with
 * 400 naming its field before anything is stored.
 */
export async function issueKey(
  env: Env,
  accountId: string,
  mode: Mode,
  opts: { name?: string | null; now?: number; audit?: AuditContext; permissions?: unknown; allowedIps?: unknown } = {},
): Promise<ApiKeyView> {
  const now = opts.now ?? Date.now();
  const restrictions = readRestrictions(mode, opts);
  const { row, view } = await newKey(accountId, mode, now, opts.name ?? null, restrictions);
  const insert = db(env).insert(apiKeys).values(row);
  if (!opts.audit) await insert;
  else {
    const after: Record<string, unknown> = { mode, name: row.name };
    // a full-access key's entry stays as it always was
    if (restrictions.permissions !== null) after.permissions = restrictions.permissions;
    if (restrictions.allowedIps !== null) after.allowed_ips = restrictions.allowedIps;
    const audit = auditRow(opts.audit, { action: "api_key.create", target: row.id, accountId, after }, now);
    await db(env).batch([insert, auditInsert(env, audit)]);
  }
  return view;
}

export function storedKeyView(row: ApiKeyRow): StoredKeyView {
  const { permissions, allowedIps } = restrictionsOf(row);
  return {
    id: row.id,
    object: "api_key",
    mode: row.mode,
    name: row.name,
    permissions,
    allowed_ips: allowedIps,
    created_at: iso(row.createdAt),
    revoked_at: isoOrNull(row.revokedAt),
    last_used_at: isoOrNull(row.lastUsedAt),
  };
}

/**
 * Changes the addresses an account's key may be used from (null: anywhere), read as sent; its
 * permissions never change (roll the key into a new one instead). This isolate forgets the key at
 * once, so the change holds here at once and on others within the key cache's lifetime. Audited
 * (api_key.update) when an operator makes it.
 */
export async function setAllowedIps(env: Env, accountId: string, keyId: string, input: unknown, opts: { now?: number; audit?: AuditContext } = {}): Promise<ApiKeyRow> {
  const now = opts.now ?? Date.now();
  const allowedIps = byRule(() => parseAllowedIps(input));
  const key = await db(env)
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.accountId, accountId)))
    .get();
  if (!key) throw notFound("API key", keyId, "key_id");
  if (key.revokedAt !== null) throw new ApiError("invalid_state", `API key ${keyId} is revoked; its addresses cannot change.`);
  const stored = allowedIps === null ? null : JSON.stringify(allowedIps);
  const update = db(env).update(apiKeys).set({ allowedIps: stored }).where(eq(apiKeys.id, keyId)).returning();
  let row: ApiKeyRow | undefined;
  if (!opts.audit) row = await update.get();
  else {
    const entry = auditRow(opts.audit, { action: "api_key.update", target: keyId, accountId, before: { allowed_ips: restrictionsOf(key).allowedIps }, after: { allowed_ips: allowedIps } }, now);
    const [rows] = await db(env).batch([update, auditInsert(env, entry)]);
    row = rows[0];
  }
  forgetKey(keyId);
  return row ?? key;
}

/** An account's keys, newest first (key ids are ULIDs, so they sort by creation). */
export function listKeys(env: Env, accountId: string, page: PageRequest): Promise<ApiKeyRow[]> {
  const where = [eq(apiKeys.accountId, accountId)];
  if (page.after !== undefined) where.push(lt(apiKeys.id, page.after));
  return db(env).select().from(apiKeys).where(and(...where)).orderBy(desc(apiKeys.id)).limit(page.limit + 1).all();
}

/**
 * Revokes a key. Revoking it again changes nothing and answers the same, so a retried
 * request is harmless. This isolate forgets the key at once; others within the auth
 * cache's lifetime.
 */
export async function revokeKey(env: Env, keyId: string, now = Date.now(), audit?: AuditContext): Promise<ApiKeyRow> {
  const update = db(env).update(apiKeys).set({ revokedAt: now }).where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt))).returning();
  let revoked: ApiKeyRow | undefined;
  if (!audit) revoked = await update.get();
  else {
    // an operator's revocation records its entry (api_key.revoke) only when it revoked the key
    const key = await db(env).select({ accountId: apiKeys.accountId }).from(apiKeys).where(eq(apiKeys.id, keyId)).get();
    const entry = auditRow(audit, { action: "api_key.revoke", target: keyId, accountId: key?.accountId, before: { revoked: false }, after: { revoked: true } }, now);
    const [rows] = await db(env).batch([update, auditInsert(env, entry, { whenChanged: true })]);
    revoked = rows[0];
  }
  forgetKey(keyId);
  if (revoked) return revoked;
  const existing = await db(env).select().from(apiKeys).where(eq(apiKeys.id, keyId)).get();
  if (!existing) throw notFound("API key", keyId, "key_id");
  return existing;
}

/** Revokes, each through revokeKey, every key of the account made at or before `before` and not revoked yet; answers them, oldest first. */
export async function revokeKeysMadeBefore(env: Env, accountId: string, before: number, now = Date.now()): Promise<ApiKeyRow[]> {
  const live = await db(env)
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt), lte(apiKeys.createdAt, before)))
    .orderBy(asc(apiKeys.id))
    .all();
  const revoked: ApiKeyRow[] = [];
  for (const key of live) revoked.push(await revokeKey(env, key.id, now));
  return revoked;
}

/** Whether the account holds a key of `mode` that is not revoked (the dashboard's checklist asks for a live one). */
export async function hasActiveKey(env: Env, accountId: string, mode: Mode): Promise<boolean> {
  const row = await db(env)
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.accountId, accountId), eq(apiKeys.mode, mode), isNull(apiKeys.revokedAt)))
    .limit(1)
    .get();
  return row !== undefined;
}
