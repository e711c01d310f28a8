// Live deposit addresses: one per account and address family (EVM serves Base and BEP20,
// Tron serves TRC20), at an index allocated once in D1 and never handed to anyone else.
import type { Mode } from "../http/context";
import { deriveDepositAddress, type AddressFamily } from "./chain/address";
import { addressKey } from "./destinations";
import type { ChainRail } from "./rails";

// what this isolate has already written to the reference index
const indexed = new Set<string>();

/**
 * The account's address for a family, allocating the next free index the first time.
 * D1 runs one statement at a time, so `MAX(idx) + 1` inside the INSERT cannot hand the same
 * index to two accounts; the unique (account, mode, family) index makes a racing second
 * allocation for the same account a no-op.
 */
export async function depositAddress(env: Env, accountId: string, mode: Mode, family: AddressFamily, xpub: string, networks: string[], now = Date.now()): Promise<string> {
  await env.DB.prepare(
    `INSERT OR IGNORE INTO deposit_addresses (family, mode, idx, account_id, address, created_at)
     SELECT ?1, ?2, COALESCE(MAX(idx) + 1, 0), ?3, NULL, ?4 FROM deposit_addresses WHERE family = ?1 AND mode = ?2`,
  ).bind(family, mode, accountId, now).run();
  const row = await env.DB.prepare("SELECT idx, address FROM deposit_addresses WHERE account_id = ? AND mode = ? AND family = ?")
    .bind(accountId, mode, family)
    .first<{ idx: number; address: string | null }>();
  if (!row) throw new Error(`no deposit address index for ${accountId}`);
  const address = deriveDepositAddress(family, xpub, row.idx);
  const done = `${accountId}:${mode}:${address}:${networks.join(",")}`;
  if (row.address !== address || !indexed.has(done)) {
    // first use, or a network added since: record the address and make it findable by the watchers
    const index = env.DB.prepare("INSERT OR IGNORE INTO reference_index (kind, value, account_id, mode, created_at) VALUES ('deposit_address', ?, ?, ?, ?)");
    await env.DB.batch([
      env.DB.prepare("UPDATE deposit_addresses SET address = ? WHERE family = ? AND mode = ? AND idx = ?").bind(address, family, mode, row.idx),
      ...networks.map((n) => index.bind(addressKey(n, address), accountId, mode, now)),
    ]);
    indexed.add(done);
  }
  return address;
}

/** Addresses of a family in a mode, for the watchers' filters. */
export async function allocatedAddresses(env: Env, family: AddressFamily, mode: Mode): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT address FROM deposit_addresses WHERE family = ? AND mode = ? AND address IS NOT NULL ORDER BY idx")
    .bind(family, mode)
    .all<{ address: string }>();
  return results.map((r) => r.address);
}

/** The account's address for each configured network (one allocation per family). */
export async function liveChainAddresses(env: Env, accountId: string, rails: ChainRail[], now = Date.now()): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const family of ["evm", "tron"] as const) {
    const of = rails.filter((r) => r.family === family);
    if (of.length === 0) continue;
    const address = await depositAddress(env, accountId, "live", family, of[0]!.xpub, of.map((r) => r.network), now);
    for (const r of of) out.set(r.network, address);
  }
  return out;
}
