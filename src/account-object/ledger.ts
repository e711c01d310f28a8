// The two balances (wallet and revenue) and their ledger. A balance changes only here, and
// only together with the ledger line that explains it, carrying the balance after it; a wallet
// line also notes on the step that the wallet moved, for the low balance alert (alerts.ts).
import { newId } from "../lib/ids";
import { one, type Tx } from "./tx";

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

export function balanceOf(tx: Pick<Tx, "sql">, name: BalanceName): number {
  return one<{ amount: number }>(tx.sql, "SELECT amount FROM balances WHERE name = ?", name)!.amount;
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
  const after = tx.sql.exec<{ balance_after: number }>(
    `INSERT INTO ledger_entries (id, balance, type, source, amount, balance_after, description, order_id, quote_id,
       deposit_id, payout_id, revenue_entry_id, rate_bps, created_at)
     VALUES (?, ?, ?, ?, ?, (SELECT amount FROM balances WHERE name = ?) + ?, ?, ?, ?, ?, ?, ?, ?, ?)
     RETURNING balance_after`,
    row.id, row.balance, row.type, row.source, row.amount, row.balance, delta, row.description, row.order_id, row.quote_id,
    row.deposit_id, row.payout_id, row.revenue_entry_id, row.rate_bps, row.created_at,
  ).one().balance_after;
  if (p.balance === "wallet") (tx.walletMoved ??= { credit: false, debit: false })[p.type] = true;
  return { ...row, balance_after: after };
}
