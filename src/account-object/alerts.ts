// The wallet's low balance alert in this mode (one row): its threshold and whether it is armed.
// Every wallet line notes on its step that the wallet moved (ledger.ts post), and the end of
// every step runs checkLowBalance inside the step's transaction (object.ts endStep), so
// `wallet.balance_low` is written with the debit that crossed the threshold or not at all; the
// rule itself is pure (domain/low-balance.ts). The row is read once and kept by the object
// between its transactions (most steps move the wallet); both writes below forget it, and a
// transaction that wrote it reads its own, so nothing a rolled-back step saw outlives it.
import { afterStep, armedWhenSet } from "../domain/low-balance";
import { availableToSpend } from "../domain/overdraft";
import { spendingPosition, walletView } from "./credit";
import { emit } from "./events";
import { one, type Tx } from "./tx";

type AlertRow = { low_balance: number | null; low_balance_armed: number };

const wroteAlert = new WeakSet<Tx>();

function alertRow(tx: Tx): AlertRow {
  const wrote = wroteAlert.has(tx);
  const kept = wrote ? undefined : tx.kept?.lowBalance;
  if (kept) return kept;
  const row = one<AlertRow>(tx.sql, "SELECT low_balance, low_balance_armed FROM wallet_alerts WHERE id = 1")!;
  if (!wrote && tx.kept) tx.kept.lowBalance = { low_balance: row.low_balance, low_balance_armed: row.low_balance_armed };
  return row;
}

function alertWritten(tx: Tx): void {
  wroteAlert.add(tx);
  if (tx.kept) tx.kept.lowBalance = undefined;
}

function available(tx: Tx): number {
  const p = spendingPosition(tx);
  return availableToSpend(p.balance, p.overdraftLimit, p.overdue);
}

/** At the end of a step that moved the wallet: fires `wallet.balance_low` (data.object: the wallet) when its debits crossed the threshold. */
export function checkLowBalance(tx: Tx, moved: { credit: boolean; debit: boolean }): void {
  const row = alertRow(tx);
  // no threshold: nothing else, which is what nearly every step costs
  if (row.low_balance === null) return;
  const armed = row.low_balance_armed === 1;
  const next = afterStep({ threshold: row.low_balance, armed }, moved, available(tx));
  if (next.armed !== armed) {
    alertWritten(tx);
    tx.sql.exec("UPDATE wallet_alerts SET low_balance_armed = ? WHERE id = 1", next.armed ? 1 : 0);
  }
  if (next.fire) emit(tx, "wallet.balance_low", walletView(tx));
}

/** Sets (or with null clears) the threshold; armed unless the wallet is already below it. */
export function setLowBalance(tx: Tx, threshold: number | null): void {
  const armed = armedWhenSet(threshold, available(tx));
  alertWritten(tx);
  tx.sql.exec("UPDATE wallet_alerts SET low_balance = ?, low_balance_armed = ?, updated_at = ? WHERE id = 1", threshold, armed ? 1 : 0, tx.now);
}
