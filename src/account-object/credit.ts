// Overdraft debits and net terms inside the account: draws, repayments, overdue detection.
import { availableToSpend, isOverdue, pastDue, repayDebits, stillOwedBeyond, DAY_MS, type OpenDebit } from "../domain/overdraft";
import { newId } from "../lib/ids";
import { emit } from "./events";
import { balanceOf, balanceSql } from "./ledger";
import { all, one, type Tx } from "./tx";

/** An account's credit in one mode, as its Account object shows it. */
export interface CreditTerms {
  overdraftLimit: number;
  netTermsDays: number;
  status: "active" | "frozen";
}

export type CreditView = ReturnType<typeof creditView>;

export function creditView(credit: CreditTerms) {
  return {
    overdraft_limit: { amount: credit.overdraftLimit, currency: "USD" as const },
    net_terms_days: credit.netTermsDays,
    status: credit.status,
  };
}

export interface Terms {
  overdraftLimit: number;
  netTermsDays: number;
}

export function terms(tx: Pick<Tx, "sql">): Terms {
  const row = one<{ overdraft_limit: number; net_terms_days: number }>(
    tx.sql,
    "SELECT overdraft_limit, net_terms_days FROM credit_terms WHERE id = 1",
  )!;
  return { overdraftLimit: row.overdraft_limit, netTermsDays: row.net_terms_days };
}

export function setTerms(tx: Tx, next: Partial<Terms>): Terms {
  const cur = terms(tx);
  const updated = { ...cur, ...Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)) } as Terms;
  tx.sql.exec(
    "UPDATE credit_terms SET overdraft_limit = ?, net_terms_days = ?, updated_at = ? WHERE id = 1",
    updated.overdraftLimit, updated.netTermsDays, tx.now,
  );
  // terms apply to what is owed now, too: net terms of zero make any open debt due at once;
  // money the bank took back (a debit of the deposit source) is due at once whatever the terms
  if (updated.netTermsDays !== cur.netTermsDays) {
    tx.sql.exec(
      `UPDATE overdraft_debits SET due_at = drawn_at + ? WHERE open > 0
         AND ledger_entry_id NOT IN (SELECT id FROM ledger_entries WHERE source = 'deposit' AND type = 'debit')`,
      updated.netTermsDays * DAY_MS,
    );
  }
  return updated;
}

type DebitRow = { id: string; open: number; drawn_at: number; due_at: number; overdue_notified: number };

export function openDebits(tx: Pick<Tx, "sql">): OpenDebit[] {
  return all<DebitRow>(tx.sql, "SELECT * FROM overdraft_debits WHERE open > 0 ORDER BY drawn_at, id").map((d) => ({
    id: d.id,
    open: d.open,
    drawnAt: d.drawn_at,
    dueAt: d.due_at,
  }));
}

export function overdue(tx: Pick<Tx, "sql" | "now">): boolean {
  return isOverdue(openDebits(tx), tx.now);
}

const WALLET_BALANCE = balanceSql("wallet");

/**
 * What a wallet purchase is checked against (balance, overdraft limit, overdue or not), read in
 * one statement: it runs on every purchase.
 */
export function spendingPosition(tx: Pick<Tx, "sql" | "now">): { balance: number; overdraftLimit: number; overdue: boolean } {
  const row = one<{ balance: number; overdraft_limit: number; earliest_due: number | null }>(
    tx.sql,
    `SELECT ${WALLET_BALANCE} AS balance,
            (SELECT overdraft_limit FROM credit_terms WHERE id = 1) AS overdraft_limit,
            (SELECT MIN(due_at) FROM overdraft_debits WHERE open > 0) AS earliest_due`,
  )!;
  return { balance: row.balance, overdraftLimit: row.overdraft_limit, overdue: pastDue(row.earliest_due, tx.now) };
}

/**
 * Records a draw below zero as an open debit due after the net terms, or at once (`dueAtOnce`:
 * money the bank took back, which no terms were agreed for).
 */
export function recordDraw(tx: Tx, amount: number, ledgerEntryId: string, opts: { dueAtOnce?: boolean } = {}): void {
  const days = opts.dueAtOnce ? 0 : terms(tx).netTermsDays;
  tx.sql.exec(
    "INSERT INTO overdraft_debits (id, ledger_entry_id, amount, open, drawn_at, due_at) VALUES (?, ?, ?, ?, ?, ?)",
    newId("le"), ledgerEntryId, amount, amount, tx.now, tx.now + days * DAY_MS,
  );
  // net terms of zero make the debt overdue at once
  notifyOverdue(tx);
}

/**
 * A credit first repays open debits, oldest first, but never below the debt the balance still
 * shows: a step may credit the wallet and then draw on it again before its credits are settled
 * (a refund gives the price back, then takes back commission the Revenue Centre no longer holds).
 * That draw was reckoned on the balance the credit had already raised, so the credit must not pay
 * it too: it stays open and falls due under the terms like any other (domain/overdraft.ts).
 */
export function repay(tx: Tx, credit: number): void {
  const debits = openDebits(tx);
  const repayable = Math.min(credit, stillOwedBeyond(debits, balanceOf(tx, "wallet")));
  for (const r of repayDebits(debits, repayable)) {
    tx.sql.exec("UPDATE overdraft_debits SET open = open - ? WHERE id = ?", r.repaid, r.id);
  }
}

/** An open debit past its due date that `wallet.overdue` has not yet announced (the parameter: now). */
export const DEBIT_NEWLY_OVERDUE = "open > 0 AND due_at <= ? AND overdue_notified = 0";

/** Emits `wallet.overdue` once per debit that has passed its due date while still open. */
export function notifyOverdue(tx: Tx): number {
  const due = all<DebitRow>(tx.sql, `SELECT * FROM overdraft_debits WHERE ${DEBIT_NEWLY_OVERDUE}`, tx.now);
  for (const d of due) {
    tx.sql.exec("UPDATE overdraft_debits SET overdue_notified = 1 WHERE id = ?", d.id);
    emit(tx, "wallet.overdue", walletView(tx));
  }
  return due.length;
}

export function walletView(tx: Tx) {
  const balance = balanceOf(tx, "wallet");
  const { overdraftLimit } = terms(tx);
  const isOver = overdue(tx);
  const pending = one<{ total: number | null }>(tx.sql, "SELECT SUM(amount) AS total FROM deposits WHERE status = 'detected'")!.total ?? 0;
  const used = Math.max(0, -balance);
  const lowBalance = one<{ low_balance: number | null }>(tx.sql, "SELECT low_balance FROM wallet_alerts WHERE id = 1")!.low_balance;
  return {
    object: "wallet" as const,
    livemode: tx.livemode,
    balance: { amount: balance, currency: "USD" },
    pending_credit: { amount: pending, currency: "USD" },
    overdraft_limit: { amount: overdraftLimit, currency: "USD" },
    overdraft_used: { amount: used, currency: "USD" },
    available: { amount: availableToSpend(balance, overdraftLimit, isOver), currency: "USD" },
    overdue: isOver,
    alerts: { low_balance: lowBalance === null ? null : { amount: lowBalance, currency: "USD" } },
  };
}
