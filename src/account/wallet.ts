// Wallet credits and debits. A credit repays overdraft debits first, then pays the quotes
// waiting for funds; a debit may draw on the overdraft and records the draw as a debit. Money
// the bank takes back after crediting it is debited whatever the balance: the part below zero
// is a debit due at once, so the account is overdue until it is paid back.
import { quotesToSettle } from "../domain/settlement";
import { overdraftDraw } from "../domain/overdraft";
import { emit } from "./events";
import { balanceOf, post, type LedgerRow } from "./ledger";
import { recordDraw, repay } from "./credit";
import { ledgerEntryView } from "./views";
import type { Tx } from "./tx";
import { expireDueQuotes, settleQuote, waitingQuotes } from "./quotes";

export interface WalletCredit {
  amount: number;
  source: "deposit" | "order_refund" | "commission_credit";
  description: string;
  depositId?: string;
  orderId?: string;
  /** a quote this credit was minted for (a Lightning invoice): settled first, whatever the balance */
  forQuoteId?: string | null;
}

export function creditWallet(tx: Tx, c: WalletCredit): LedgerRow {
  const line = post(tx, {
    balance: "wallet",
    type: "credit",
    source: c.source,
    amount: c.amount,
    description: c.description,
    depositId: c.depositId,
    orderId: c.orderId,
  });
  emit(tx, "wallet.credited", ledgerEntryView(line));
  expireDueQuotes(tx);
  // A quote's own invoice pays that quote: the money in and the purchase out match, so this
  // credit repays no earlier debt and the purchase draws no new one. (Repaying first and then
  // drawing again would swap an overdue debit for a fresh one while the debt stays the same.)
  const matched = c.forQuoteId && settleQuote(tx, c.forQuoteId, { evenIfNegative: true, matchedCredit: true }) ? c.amount : 0;
  const left = c.amount - matched;
  if (left > 0) {
    repay(tx, left);
    payWaitingQuotes(tx, left);
  }
  return line;
}

/** Pays waiting quotes from the balance (overdraft excluded), in the interface's priority. */
export function payWaitingQuotes(tx: Tx, arrived: number): string[] {
  const ids = quotesToSettle(balanceOf(tx, "wallet"), arrived, waitingQuotes(tx));
  for (const id of ids) settleQuote(tx, id);
  return ids;
}

export interface WalletDebit {
  amount: number;
  description: string;
  quoteId: string;
  orderId: string;
  /** paid by a credit of the same amount just received for it: nothing is drawn on the overdraft */
  matchedCredit?: boolean;
}

export function debitWallet(tx: Tx, d: WalletDebit): LedgerRow {
  const line = post(tx, {
    balance: "wallet",
    type: "debit",
    source: "quote",
    amount: d.amount,
    description: d.description,
    quoteId: d.quoteId,
    orderId: d.orderId,
  });
  // the part of the debit the balance before it could not cover is drawn on the overdraft
  const drawn = d.matchedCredit ? 0 : overdraftDraw(line.balance_after + d.amount, d.amount);
  emit(tx, "wallet.debited", ledgerEntryView(line));
  if (drawn > 0) {
    recordDraw(tx, drawn, line.id);
    emit(tx, "wallet.overdraft_used", ledgerEntryView(line));
  }
  return line;
}

export interface WalletClawback {
  amount: number;
  description: string;
}

/**
 * Takes back money that was credited and then left through the rail (a returned or reversed
 * bank transfer). The money is already gone, so no limit applies: the wallet may go below zero,
 * beyond the overdraft limit; that part is recorded as a debit due at once (terms do not apply),
 * which makes the account overdue (`wallet.overdue`) until credits pay it back.
 */
export function clawBackWallet(tx: Tx, c: WalletClawback): LedgerRow {
  const line = post(tx, { balance: "wallet", type: "debit", source: "deposit", amount: c.amount, description: c.description });
  emit(tx, "wallet.debited", ledgerEntryView(line));
  const drawn = overdraftDraw(line.balance_after + c.amount, c.amount);
  if (drawn > 0) recordDraw(tx, drawn, line.id, { dueAtOnce: true });
  return line;
}
