// The two balances (wallet and revenue) and their ledger. A balance changes only here, and
// only together with the ledger line that explains it, carrying the balance after it; a wallet
// line also notes on the step that the wallet moved, for the low balance alert (alerts.ts).
//
// A balance is the balance after its newest line: the ledger is keyed by (balance, id) (account
// migration 31), so that line is one seek, and a line is one row (no index, no balance row to
// update). A line's id is after every id of its balance (post() makes sure), so the newest line is
// the last one written. An account whose stored balance was not its newest line's when it was
// carried over keeps that balance in `balances`, which the trigger keeps moving with each line;
// for every other account the table holds no row and the trigger writes nothing.
import { idAfter, newId } from "../lib/ids";
import { all, one, type Tx } from "./tx";

export type BalanceName = "wallet" | "revenue";

export type LedgerRow = {
  id: string;
  balance: BalanceName;
  type: "credit" | "debit";
  source: string;
  amount: number;
  balance_after: number;
  description: string;
  order_id: string | null;
  quote_id: string | null;
  deposit_id: string | null;
  payout_id: string | null;
  revenue_entry_id: string | null;
  rate_bps: number | null;
  created_at: number;
};

export interface Posting {
  balance: BalanceName;
  type: "credit" | "debit";
  source: string;
  amount: number;
  description: string;
  orderId?: string;
  quoteId?: string;
  depositId?: string;
  payoutId?: string;
  revenueEntryId?: string;
  rateBps?: number;
}

/** A balance, as an SQL expression: the stored one where one is kept, else its newest line's balance_after (0 before any line). */
export function balanceSql(name: BalanceName): string {
  return `COALESCE((SELECT amount FROM balances WHERE name = '${name}'),
    (SELECT balance_after FROM ledger_entries WHERE balance = '${name}' ORDER BY id DESC LIMIT 1), 0)`;
}

const BALANCE_OF: Record<BalanceName, string> = { wallet: `SELECT ${balanceSql("wallet")} AS amount`, revenue: `SELECT ${balanceSql("revenue")} AS amount` };

export function balanceOf(tx: Pick<Tx, "sql">, name: BalanceName): number {
  return one<{ amount: number }>(tx.sql, BALANCE_OF[name])!.amount;
}

const POST_SQL: Record<BalanceName, string> = {
  wallet: postSql("wallet"),
  revenue: postSql("revenue"),
};

/** The line's INSERT: its balance_after computed from the balance, and only if its id is after every id of that balance. */
function postSql(name: BalanceName): string {
  return `INSERT INTO ledger_entries (id, balance, type, source, amount, balance_after, description, order_id, quote_id,
       deposit_id, payout_id, revenue_entry_id, rate_bps, created_at)
     SELECT ?1, '${name}', ?2, ?3, ?4, ${balanceSql(name)} + ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13
     WHERE NOT EXISTS (SELECT 1 FROM ledger_entries WHERE balance = '${name}' AND id >= ?1)
     RETURNING balance_after`;
}

/**
 * Writes one ledger line. Its balance_after is the balance plus the line's amount, computed in
 * the same statement, and the trigger `ledger_line_sets_balance` (migrations.ts) sets the
 * balance to it: one statement moves the balance and records why. A wallet line also notes that
 * the step debited or credited the wallet; the end of the step (object.ts endStep, inside its
 * transaction) runs the low balance alert's rule on that, so no debit or credit path can cross
 * the threshold unnoticed.
 */
export function post(tx: Tx, p: Posting): LedgerRow {
  if (!Number.isSafeInteger(p.amount) || p.amount <= 0) throw new Error(`ledger amount must be a positive integer, got ${p.amount}`);
  const delta = p.type === "credit" ? p.amount : -p.amount;
  const row: Omit<LedgerRow, "balance_after"> = {
    id: newId("le"),
    balance: p.balance,
    type: p.type,
    source: p.source,
    amount: p.amount,
    description: p.description,
    order_id: p.orderId ?? null,
    quote_id: p.quoteId ?? null,
    deposit_id: p.depositId ?? null,
    payout_id: p.payoutId ?? null,
    revenue_entry_id: p.revenueEntryId ?? null,
    rate_bps: p.rateBps ?? null,
    created_at: tx.now,
  };
  const insert = () => tx.sql.exec<{ balance_after: number }>(
    POST_SQL[p.balance], row.id, row.type, row.source, row.amount, delta, row.description, row.order_id, row.quote_id,
    row.deposit_id, row.payout_id, row.revenue_entry_id, row.rate_bps, row.created_at,
  ).toArray()[0]?.balance_after;
  let after = insert();
  if (after === undefined) {
    // an id minted before one already there (a clock that stepped back since): the next id after the newest
    const newest = one<{ id: string }>(tx.sql, "SELECT id FROM ledger_entries WHERE balance = ? ORDER BY id DESC LIMIT 1", p.balance)!.id;
    row.id = idAfter(newest);
    after = insert();
    if (after === undefined) throw new Error(`ledger line ${row.id} could not be written after ${newest}`);
  }
  if (p.balance === "wallet") (tx.walletMoved ??= { credit: false, debit: false })[p.type] = true;
  return { ...row, balance_after: after };
}

/**
 * A page of the ledger, newest first, after the line `after` (a cursor's position: a line's id),
 * limit + 1 lines as tx.ts page(): one balance's lines are a range of the table's key; both
 * balances' are the two ranges merged in id order.
 */
export function ledgerPage(sql: SqlStorage, balance: BalanceName | undefined, after: string | undefined, limit: number): LedgerRow[] {
  const bound = after === undefined ? "" : " AND id < ?";
  const params = after === undefined ? [] : [after];
  if (balance) return all<LedgerRow>(sql, `SELECT * FROM ledger_entries WHERE balance = ?${bound} ORDER BY id DESC LIMIT ?`, balance, ...params, limit + 1);
  return all<LedgerRow>(
    sql,
    `SELECT * FROM ledger_entries WHERE balance = 'wallet'${bound} UNION ALL SELECT * FROM ledger_entries WHERE balance = 'revenue'${bound}
     ORDER BY id DESC LIMIT ?`,
    ...params, ...params, limit + 1,
  );
}
