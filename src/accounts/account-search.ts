// The operator's account search: one box, every key an operator is handed by a partner or a
// provider. Read-only, D1 only (money stays in the account objects):
// - an account id (exact) or a name (substring, any case);
// - a member's email (substring, any case), through memberships and the partner realm's users;
// - a deposit address: live allocations in deposit_addresses, and every address registered in
//   the reference index (test mode's derived addresses live only there, keyed network:address);
//   a bank reference likewise;
// - a Lightning payment hash: only the reference index holds it (the invoice itself is in the
//   account object);
// - a chain transaction hash: chain_transfers (what the live watchers saw) names the receiving
//   address, which leads to its account through the reference index or the allocation. A test
//   mode deposit's transaction hash lives only in its account object and is not found here.
// Each hit says which key matched; an account matched twice is listed once.
import { addressKey, NETWORKS } from "../funding/destinations";
import type { AccountRow } from "./store";

export type SearchKey = "id" | "name" | "email" | "deposit_address" | "bank_reference" | "payment_hash" | "tx_hash";

export interface AccountHit {
  account: AccountRow;
  /** how the query matched, in the order above */
  matched: SearchKey[];
}

/** At most this many accounts per key. */
export const SEARCH_LIMIT = 50;

/** The longest query looked up: no key is longer. */
export const SEARCH_MAX = 200;

interface D1Account {
  id: string;
  name: string;
  status: string;
  kyb_state: string;
  kyb_form: string | null;
  kyc_form: string | null;
  rejection_reason: string | null;
  live_access: number;
  commission_bps: number | null;
  created_at: number;
}

const row = (r: D1Account): AccountRow => ({
  id: r.id,
  name: r.name,
  status: r.status,
  kybState: r.kyb_state,
  kybForm: r.kyb_form,
  kycForm: r.kyc_form,
  rejectionReason: r.rejection_reason,
  liveAccess: Boolean(r.live_access),
  commissionBps: r.commission_bps,
  createdAt: r.created_at,
});

const ids = async (stmt: D1PreparedStatement): Promise<string[]> => (await stmt.all<{ account_id: string }>()).results.map((r) => r.account_id);

/** The accounts the query names by any key, newest first; an empty query finds nothing. */
export async function searchAccounts(env: Env, query: string): Promise<AccountHit[]> {
  const q = query.trim().slice(0, SEARCH_MAX);
  if (q === "") return [];
  const db = env.DB;
  // a substring by instr(), not LIKE: no wildcards to escape, and no pattern length limit
  const part = q.toLowerCase();
  const addressKeys = NETWORKS.map((n) => addressKey(n, q));
  const marks = addressKeys.map(() => "?").join(", ");
  const [byId, byName, byEmail, byAllocation, byIndexedAddress, byBankReference, byPaymentHash, byTxHash] = await Promise.all([
    ids(db.prepare("SELECT id AS account_id FROM accounts WHERE id = ?").bind(q)),
    ids(db.prepare("SELECT id AS account_id FROM accounts WHERE instr(lower(name), ?) > 0 ORDER BY id DESC LIMIT ?").bind(part, SEARCH_LIMIT)),
    ids(
      db.prepare(
        `SELECT DISTINCT m.account_id FROM users u JOIN memberships m ON m.user_id = u.id
         WHERE u.realm = 'partner' AND instr(u.email, ?) > 0 ORDER BY m.account_id DESC LIMIT ?`,
      ).bind(part, SEARCH_LIMIT),
    ),
    ids(db.prepare("SELECT DISTINCT account_id FROM deposit_addresses WHERE lower(address) = lower(?) LIMIT ?").bind(q, SEARCH_LIMIT)),
    ids(db.prepare(`SELECT DISTINCT account_id FROM reference_index WHERE kind = 'deposit_address' AND value IN (${marks}) LIMIT ?`).bind(...addressKeys, SEARCH_LIMIT)),
    ids(db.prepare("SELECT account_id FROM reference_index WHERE kind = 'bank_reference' AND value = ?").bind(q.toUpperCase())),
    ids(db.prepare("SELECT account_id FROM reference_index WHERE kind = 'payment_hash' AND value IN (?, ?)").bind(q, q.toLowerCase())),
    ids(
      // the receiving address of each transfer in the transaction, to its account: the index
      // entry the watcher delivered through, else the allocation it came from
      db.prepare(
        `SELECT DISTINCT COALESCE(
           (SELECT r.account_id FROM reference_index r WHERE r.kind = 'deposit_address'
              AND r.value = t.network || ':' || CASE WHEN t.network = 'trc20' THEN t.to_address ELSE lower(t.to_address) END),
           (SELECT d.account_id FROM deposit_addresses d WHERE d.mode = 'live' AND lower(d.address) = lower(t.to_address))
         ) AS account_id
         FROM chain_transfers t WHERE t.tx_hash IN (?, ?) LIMIT ?`,
      ).bind(q, q.toLowerCase(), SEARCH_LIMIT),
    ),
  ]);
  const found = new Map<string, SearchKey[]>();
  const note = (key: SearchKey, accountIds: string[]) => {
    for (const id of accountIds) {
      if (!id) continue;
      const keys = found.get(id) ?? [];
      if (!keys.includes(key)) keys.push(key);
      found.set(id, keys);
    }
  };
  note("id", byId);
  note("name", byName);
  note("email", byEmail);
  note("deposit_address", [...byAllocation, ...byIndexedAddress]);
  note("bank_reference", byBankReference);
  note("payment_hash", byPaymentHash);
  note("tx_hash", byTxHash);
  if (found.size === 0) return [];
  // D1 binds at most 100 values a statement
  const accountIds = [...found.keys()].sort().reverse().slice(0, 90);
  const { results } = await db
    .prepare(`SELECT * FROM accounts WHERE id IN (${accountIds.map(() => "?").join(", ")}) ORDER BY id DESC`)
    .bind(...accountIds)
    .all<D1Account>();
  return results.map((r) => ({ account: row(r), matched: found.get(r.id)! }));
}
