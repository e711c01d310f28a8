// Live deposit addresses: one per account, address family (EVM serves Base and BEP20, Tron
// serves TRC20) and watch-only key, at an index allocated once in D1 and never handed to anyone
// else. Every allocation keeps its row and its key's fingerprint for ever, so an address once
// shown to a partner stays watched: a new configured key gives each account a new address (shown
// from then on; quotes keep the address they showed) and never re-derives an old one.
import type { Mode } from "../http/context";
import { deriveDepositAddress, xpubFingerprint, type AddressFamily } from "./chain/address";
import { addressKey } from "./destinations";
import type { ChainRail } from "./rails";

// what this isolate has already written to the reference index
const indexed = new Set<string>();

// allocations made before keys were recorded carry fingerprint '' until matched to a key
const UNRECORDED = "";

/**
 * Records the key of allocations made before keys were recorded, where the address is the one
 * this key derives at that index (`accountId`: only that account's). Safe to run any number of times.
 */
export async function adoptUnrecordedAllocations(env: Env, family: AddressFamily, mode: Mode, xpub: string, accountId?: string): Promise<void> {
  const { results } = await env.DB.prepare(
    `SELECT idx, address FROM deposit_addresses WHERE family = ? AND mode = ? AND xpub_fingerprint = ''${accountId ? " AND account_id = ?" : ""}`,
  ).bind(...[family, mode, ...(accountId ? [accountId] : [])]).all<{ idx: number; address: string | null }>();
  const fingerprint = xpubFingerprint(xpub);
  const mine = results.filter((r) => r.address === null || r.address === deriveDepositAddress(family, xpub, r.idx));
  if (mine.length === 0) return;
  await env.DB.batch(mine.map((r) =>
    env.DB.prepare("UPDATE deposit_addresses SET xpub_fingerprint = ? WHERE family = ? AND mode = ? AND xpub_fingerprint = ? AND idx = ?")
      .bind(fingerprint, family, mode, UNRECORDED, r.idx),
  ));
}

/**
 * The account's address for a family under the configured key, allocating the key's next free
 * index the first time. D1 runs one statement at a time, so `MAX(idx) + 1` inside the INSERT
 * cannot hand the same index to two accounts (indexes of unrecorded allocations count as
 * taken); the unique (account, mode, family, key) index makes a racing second allocation for
 * the same account a no-op. A stored address is never rewritten.
 */
export async function depositAddress(env: Env, accountId: string, mode: Mode, family: AddressFamily, xpub: string, networks: string[], now = Date.now()): Promise<string> {
  const fingerprint = xpubFingerprint(xpub);
  const find = () => env.DB.prepare("SELECT idx, address FROM deposit_addresses WHERE account_id = ? AND mode = ? AND family = ? AND xpub_fingerprint = ?")
    .bind(accountId, mode, family, fingerprint)
    .first<{ idx: number; address: string | null }>();
  let row = await find();
  if (!row) {
    await adoptUnrecordedAllocations(env, family, mode, xpub, accountId);
    await env.DB.prepare(
      `INSERT OR IGNORE INTO deposit_addresses (family, mode, xpub_fingerprint, idx, account_id, address, created_at)
       SELECT ?1, ?2, ?3, COALESCE(MAX(idx) + 1, 0), ?4, NULL, ?5 FROM deposit_addresses WHERE family = ?1 AND mode = ?2 AND xpub_fingerprint IN (?3, '')`,
    ).bind(family, mode, fingerprint, accountId, now).run();
    row = await find();
  }
  if (!row) throw new Error(`no deposit address index for ${accountId}`);
  const derived = deriveDepositAddress(family, xpub, row.idx);
  if (row.address !== null && row.address !== derived) {
    // another key with the same fingerprint: the address handed out stays the account's
    console.error(JSON.stringify({ msg: "deposit address does not match its key", account: accountId, family, fingerprint, idx: row.idx }));
  }
  const address = row.address ?? derived;
  const done = `${accountId}:${mode}:${address}:${networks.join(",")}`;
  if (row.address === null || !indexed.has(done)) {
    // first use, or a network added since: record the address and make it findable by the watchers
    const index = env.DB.prepare("INSERT OR IGNORE INTO reference_index (kind, value, account_id, mode, created_at) VALUES ('deposit_address', ?, ?, ?, ?)");
    await env.DB.batch([
      env.DB.prepare("UPDATE deposit_addresses SET address = ? WHERE family = ? AND mode = ? AND xpub_fingerprint = ? AND idx = ? AND address IS NULL")
        .bind(address, family, mode, fingerprint, row.idx),
      ...networks.map((n) => index.bind(addressKey(n, address), accountId, mode, now)),
    ]);
    indexed.add(done);
  }
  return address;
}

/** Addresses of a family in a mode under every key ever configured, for the watchers' filters. */
export async function allocatedAddresses(env: Env, family: AddressFamily, mode: Mode): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT DISTINCT address FROM deposit_addresses WHERE family = ? AND mode = ? AND address IS NOT NULL ORDER BY address")
    .bind(family, mode)
    .all<{ address: string }>();
  return results.map((r) => r.address);
}

/** How many addresses of each family were derived from each key (for /health); '' is not yet matched. */
export async function allocationKeys(env: Env, mode: Mode): Promise<{ family: AddressFamily; xpub_fingerprint: string; addresses: number }[]> {
  const { results } = await env.DB.prepare(
    "SELECT family, xpub_fingerprint, COUNT(*) AS addresses FROM deposit_addresses WHERE mode = ? GROUP BY family, xpub_fingerprint ORDER BY family, MIN(created_at)",
  ).bind(mode).all<{ family: AddressFamily; xpub_fingerprint: string; addresses: number }>();
  return results;
}

/** The account's address for each configured network (one allocation per family and key). */
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
