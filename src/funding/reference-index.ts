// The D1 index from outside references (deposit address, bank reference, payment hash) to
// the account and mode they belong to: how a provider's webhook finds its account.
import type { Mode } from "../http/context";
import { addressKey, fundingDestinations } from "./destinations";

export type ReferenceKind = "deposit_address" | "bank_reference" | "payment_hash";

const registered = new Set<string>();

export async function indexReference(env: Env, kind: ReferenceKind, value: string, accountId: string, mode: Mode, now = Date.now()) {
  await env.DB.prepare("INSERT OR IGNORE INTO reference_index (kind, value, account_id, mode, created_at) VALUES (?, ?, ?, ?, ?)")
    .bind(kind, value, accountId, mode, now)
    .run();
}

/** Makes sure the account's funding destinations can be found by provider webhooks (once per isolate). */
export async function ensureFundingIndex(env: Env, accountId: string, mode: Mode, now = Date.now()): Promise<void> {
  const key = `${accountId}:${mode}`;
  if (registered.has(key)) return;
  const destinations = fundingDestinations(accountId, mode);
  if (destinations.length === 0) return;
  const stmt = env.DB.prepare("INSERT OR IGNORE INTO reference_index (kind, value, account_id, mode, created_at) VALUES (?, ?, ?, ?, ?)");
  await env.DB.batch(
    destinations.map((d) =>
      d.type === "bank_account"
        ? stmt.bind("bank_reference", d.reference, accountId, mode, now)
        : stmt.bind("deposit_address", addressKey(d.network, d.address), accountId, mode, now),
    ),
  );
  registered.add(key);
}

export async function findReference(env: Env, kind: ReferenceKind, value: string): Promise<{ accountId: string; mode: Mode } | null> {
  const row = await env.DB.prepare("SELECT account_id, mode FROM reference_index WHERE kind = ? AND value = ?")
    .bind(kind, value)
    .first<{ account_id: string; mode: Mode }>();
  return row ? { accountId: row.account_id, mode: row.mode } : null;
}
