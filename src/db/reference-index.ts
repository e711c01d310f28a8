// The D1 index from outside references (deposit address, bank reference, payment hash, a live
// eSIM's ICCID) and from refund ids to the account and mode they belong to: how a provider's
// webhook or notice, or an operator route given only a refund id, finds its account. A money
// reference belongs to the first account it was written for (INSERT OR IGNORE, so writing it
// twice is harmless); an ICCID to the account it was delivered to last; a refund id only ever to
// the one account object that made it.
type Mode = "test" | "live";

/**
 * `iccid`: a live eSIM delivered to the account, which its supplier's usage notices name;
 * `refund`: a refund of the account's object that waited for a decision or was made by an
 * operator (written once that step has committed), for the operator routes that name only its id;
 * `topup_order`: a live mobile top-up, written once it was fulfilled (INSERT OR IGNORE: an order
 * is one account's for good), which a supplier's reversal report names by our order id;
 * `order`: every order of every mode, written by the account object's minute sweep in one batch
 * for the orders made since its last one (account-object/order-index.ts), so an operator route
 * given only an order id finds its account within about a minute, and a purchase itself makes
 * no D1 write.
 */
export type ReferenceKind = "deposit_address" | "bank_reference" | "payment_hash" | "iccid" | "refund" | "topup_order" | "order";

export async function indexReference(env: Env, kind: ReferenceKind, value: string, accountId: string, mode: Mode, now = Date.now()) {
  await indexReferenceStatement(env, kind, value, accountId, mode, now).run();
}

/** indexReference as a statement, for a D1 batch that indexes several at once. */
export function indexReferenceStatement(env: Env, kind: ReferenceKind, value: string, accountId: string, mode: Mode, now = Date.now()): D1PreparedStatement {
  return env.DB.prepare("INSERT OR IGNORE INTO reference_index (kind, value, account_id, mode, created_at) VALUES (?, ?, ?, ?, ?)")
    .bind(kind, value, accountId, mode, now);
}

/**
 * Points a reference at the account it was delivered to last: for an eSIM's ICCID, which names
 * no money (a supplier's notice about it goes to whoever holds the eSIM now), and for a refund
 * id, which only one account object ever makes. Writing it twice is harmless. Money
 * references keep their first owner (indexReference).
 */
export async function pointReference(env: Env, kind: PointedKind, value: string, accountId: string, mode: Mode, now = Date.now()) {
  await pointReferenceStatement(env, kind, value, accountId, mode, now).run();
}

type PointedKind = "iccid" | "refund";

/** pointReference as a statement, for a D1 batch that points several at once. */
export function pointReferenceStatement(env: Env, kind: PointedKind, value: string, accountId: string, mode: Mode, now = Date.now()): D1PreparedStatement {
  return env.DB.prepare(
    `INSERT INTO reference_index (kind, value, account_id, mode, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (kind, value) DO UPDATE SET account_id = excluded.account_id, mode = excluded.mode, created_at = excluded.created_at`,
  ).bind(kind, value, accountId, mode, now);
}

export async function findReference(env: Env, kind: ReferenceKind, value: string): Promise<{ accountId: string; mode: Mode } | null> {
  const row = await env.DB.prepare("SELECT account_id, mode FROM reference_index WHERE kind = ? AND value = ?")
    .bind(kind, value)
    .first<{ account_id: string; mode: Mode }>();
  return row ? { accountId: row.account_id, mode: row.mode } : null;
}
