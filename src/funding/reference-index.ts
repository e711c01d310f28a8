// The funding side of the D1 reference index (src/db/reference-index.ts): an account's funding
// destinations registered so a provider's webhook finds the account they belong to.
import type { Mode } from "../http/context";
import { indexReference } from "../db/reference-index";
import { addressKey, fundingDestinations } from "./destinations";

const registered = new Set<string>();


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

export { findReference, indexReference, type ReferenceKind } from "../db/reference-index";
