// Wallet credits and debits, each a ledger line and its event. A credit notes that money arrived;
// what it pays for (overdraft debits first, then quotes waiting for funds) is settled at the end
// of the step (settlement.ts). A debit may draw on the overdraft and records the draw as a debit.
// Money the bank takes back after crediting it is debited whatever the balance: the part below
// zero is a debit due at once, so the account is overdue until it is paid back.
import { overdraftDraw } from "../domain/overdraft";
import { emit } from "./events";
import { post, type LedgerRow } from "./ledger";
import { recordDraw } from "./credit";
import { ledgerEntryView } from "./views";
import type { Tx } from "./tx";

export interface WalletCredit {
  amount: number;
  source: "deposit" | "order_refund" | "commission_credit" | "refund";
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
  // what the money pays for (overdraft debits, waiting quotes) is settled at the end of the step
  (tx.arrived ??= []).push({ amount: c.amount, forQuoteId: c.forQuoteId ?? null });
  return line;
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

/**
 * Takes from the wallet the part of a refunded order's commission the Revenue Centre could not
 * cover (it was moved to the wallet or paid out). Like a purchase's debit, the part below zero is
 * drawn on the overdraft, whatever its limit: the money was credited with the refund in the same
 * step, so the wallet only goes below zero when it was already there.
 */
export function debitCommissionReversal(tx: Tx, c: { amount: number; orderId: string }): LedgerRow {
  const line = post(tx, {
    balance: "wallet",
    type: "debit",
    source: "commission_reversal",
    amount: c.amount,
    description: `Commission on order ${c.orderId} reversed: the part the Revenue Centre could not cover`,
    orderId: c.orderId,
  });
  emit(tx, "wallet.debited", ledgerEntryView(line));
  const drawn = overdraftDraw(line.balance_after + c.amount, c.amount);
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
