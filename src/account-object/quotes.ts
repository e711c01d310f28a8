// Quotes inside the account: creation for every payment source, settlement into an order,
// cancellation and expiry. A top-up's eSIM is checked again here, in the step that pays it, by the
// rule the door used (the eSIM rule's top-up entry, domain/esim-actions.ts): a quote for an eSIM
// that cannot take data now is refused at creation, and one already awaiting funds stays unpaid.
import { ApiError, notFound } from "../http/errors";
import { canPurchase } from "../domain/overdraft";
import { cancelOutcome } from "../domain/quote-states";
import type { WaitingQuote } from "../domain/settlement";
import { newId } from "../lib/ids";
import { iso } from "../lib/time";
import { emit } from "./events";
import { balanceOf } from "./ledger";
import { spendingPosition } from "./credit";
import { createOrder, newOrderId } from "./orders";
import { recordPlan, type PlanInput } from "./esim-usage";
import { topupRefusalOf } from "./esim-state";
import { recordInvoice } from "./invoices";
import { all, one, type Tx } from "./tx";
import { quoteView, type QuoteRow } from "./views";
import { debitWallet } from "./wallet";
import type { Customer } from "./deliveries";

export type PaymentSource = "wallet" | "lightning" | "usdt" | "usdc" | "bank_transfer";

export interface NewQuote {
  offer: {
    id: string; name: string; category: string; supplierSku: string; cost: number; price: number;
    /** the offer's routes as the catalog stores them (JSON, cheapest first), carried as they are; null or absent: one route */
    routes?: string | null;
  };
  paymentSource: PaymentSource;
  destination: string | null;
  /** a top-up of an eSIM already sold: the fulfilled eSIM order and its ICCID */
  topup?: { esimOrderId: string; iccid: string };
  metadata: Record<string, string>;
  expiresAt: number;
  /** the `payment` object, built by the worker from the funding destinations or the invoice */
  payment: Record<string, unknown>;
  /** for an eSIM: the plan it buys, whose usage alerts start when the order is fulfilled */
  plan?: PlanInput;
  /** for an eSIM: the traveller it is sent to once the order is fulfilled (deliveries.ts) */
  customer?: Customer;
  /** for Lightning: the invoice minted for this quote, recorded with it */
  invoice?: { id: string; bolt11: string; paymentHash: string; amountSats: number; expiresAt: number; btcUsdRate: string };
}

/**
 * A new quote whose expiries the caller reckoned from real time, moved `offsetMs` onto the
 * account's clock (a sandbox account whose test clock was advanced): the quote, its invoice
 * and the invoice's expiry shown in `payment` all move together.
 */
export function shiftQuoteTimes(input: NewQuote, offsetMs: number): NewQuote {
  const lightning = input.payment.lightning as { expires_at: string } | null | undefined;
  return {
    ...input,
    expiresAt: input.expiresAt + offsetMs,
    payment: lightning ? { ...input.payment, lightning: { ...lightning, expires_at: iso(Date.parse(lightning.expires_at) + offsetMs) } } : input.payment,
    ...(input.invoice ? { invoice: { ...input.invoice, expiresAt: input.invoice.expiresAt + offsetMs } } : {}),
  };
}

/**
 * A new quote, paid at once from the wallet or left awaiting funds. `batchId`: a wallet purchase
 * made as one of an order batch's (order-batches.ts), whose order names the batch.
 */
export function openQuote(tx: Tx, input: NewQuote, batchId: string | null = null): QuoteRow {
  const { offer } = input;
  // a top-up: its eSIM must still take one now (checked at the door too; this read sees what came since)
  if (input.topup) {
    const refusal = topupRefusalOf(tx, input.topup.esimOrderId);
    if (refusal) throw new ApiError(refusal.code, refusal.message, "esim_order_id");
  }
  if (input.paymentSource === "wallet") {
    assertWalletCovers(tx, offer.price);
    return payFromWallet(tx, input, batchId);
  }
  const id = newId("qt");
  const created = insertQuote(tx, id, input);
  if (input.invoice) recordInvoice(tx, { ...input.invoice, amount: offer.price, quoteId: id });
  // money already in the wallet pays at once; the overdraft never counts here
  const paid = settle(tx, created);
  if (paid) return paid;
  emit(tx, "quote.awaiting_funds", quoteView(created));
  return created;
}

/**
 * The wallet's rule for a purchase of `amount` cents (one quote, or a whole order batch): the
 * balance plus the overdraft covers it and the account is not overdue; else the refusal, with
 * the shortfall. Reads only, so a step calls it before its first write.
 */
export function assertWalletCovers(tx: Tx, amount: number): void {
  const position = spendingPosition(tx);
  const check = canPurchase(position.balance, amount, position.overdraftLimit, position.overdue);
  if (check.ok) return;
  if (check.reason === "account_overdue") {
    throw new ApiError("account_overdue", "Debits are past their net terms: the overdraft is frozen until they are paid down.");
  }
  throw new ApiError("insufficient_funds", `The wallet cannot cover ${amount} cents.`, undefined, {
    shortfall: { amount: check.shortfall, currency: "USD" },
    available: { amount: check.available, currency: "USD" },
  });
}

/**
 * Records a quote: awaiting funds, or (`paidFromWallet`) already paid from the wallet. Every
 * column is given, so the row is known without reading it back (test/money/purchase-cost.test.ts
 * compares it with the stored one).
 */
function insertQuote(tx: Tx, id: string, input: NewQuote, paidFromWallet?: { orderId: string; balanceAfter: number }): QuoteRow {
  const { offer } = input;
  if (input.plan) recordPlan(tx, id, input.plan);
  const row: QuoteRow = {
    id, status: paidFromWallet ? "fulfilled" : "awaiting_funds", offer_id: offer.id, offer_name: offer.name, category: offer.category,
    supplier_sku: offer.supplierSku, cost: offer.cost, payment_source: input.paymentSource, price: offer.price, destination: input.destination,
    metadata: JSON.stringify(input.metadata), payment: JSON.stringify(input.payment), invoice_id: input.invoice?.id ?? null,
    expires_at: input.expiresAt, created_at: tx.now, order_id: paidFromWallet?.orderId ?? null, resolved_at: paidFromWallet ? tx.now : null,
    wallet_debited: paidFromWallet ? offer.price : null, wallet_balance_after: paidFromWallet?.balanceAfter ?? null,
    esim_order_id: input.topup?.esimOrderId ?? null, topup_iccid: input.topup?.iccid ?? null,
    customer: input.customer ? JSON.stringify(input.customer) : null,
    routes: offer.routes ?? null,
  };
  tx.sql.exec(INSERT_QUOTE, ...QUOTE_COLUMNS.map((c) => row[c]));
  return row;
}

/** Every column of a quote's row, in the order INSERT_QUOTE lists them. */
const QUOTE_COLUMNS = [
  "id", "status", "offer_id", "offer_name", "category", "supplier_sku", "cost", "payment_source", "price", "destination", "metadata", "payment",
  "invoice_id", "expires_at", "created_at", "order_id", "resolved_at", "wallet_debited", "wallet_balance_after", "esim_order_id", "topup_iccid",
  "customer", "routes",
] as const satisfies readonly (keyof QuoteRow)[];
const INSERT_QUOTE = `INSERT INTO quotes (${QUOTE_COLUMNS.join(", ")}) VALUES (${QUOTE_COLUMNS.map(() => "?").join(", ")})`;

/**
 * A wallet purchase (the balance already checked: assertWalletCovers): the wallet is debited and
 * the quote is recorded already paid, with its order, so it is written once and never waits.
 */
export function payFromWallet(tx: Tx, input: NewQuote, batchId: string | null): QuoteRow {
  const { offer } = input;
  const id = newId("qt");
  const orderId = newOrderId(tx);
  const line = debitWallet(tx, { amount: offer.price, description: `Purchase of ${offer.name} (${id})`, quoteId: id, orderId });
  const paid = insertQuote(tx, id, input, { orderId, balanceAfter: line.balance_after });
  createOrder(tx, paid, orderId, batchId);
  emit(tx, "quote.fulfilled", quoteView(paid));
  return paid;
}

/**
 * Pays an awaiting quote from the wallet and opens its order. Only a wallet purchase or a
 * quote's own Lightning invoice may take the balance below zero.
 */
export function settleQuote(tx: Tx, quoteId: string, opts: SettleOptions = {}): boolean {
  return settle(tx, quoteId, opts) !== null;
}

type SettleOptions = { evenIfNegative?: boolean; matchedCredit?: boolean };

/** settleQuote, answering the paid quote (null: not paid). Takes the quote or its id. */
function settle(tx: Tx, quote: QuoteRow | string, opts: SettleOptions = {}): QuoteRow | null {
  const q = typeof quote === "string" ? getRow(tx, quote) : quote;
  if (q.status !== "awaiting_funds" || q.expires_at <= tx.now) return null;
  // a top-up for an eSIM that can no longer take data (a refund, a suspension or a revocation since
  // the quote) waits unpaid: the money stays in the wallet and the quote lapses
  if (q.esim_order_id !== null && topupRefusalOf(tx, q.esim_order_id) !== null) return null;
  if (!opts.evenIfNegative && balanceOf(tx, "wallet") < q.price) return null;
  const orderId = newOrderId(tx);
  debitWallet(tx, {
    amount: q.price,
    description: `Purchase of ${q.offer_name} (${q.id})`,
    quoteId: q.id,
    orderId,
    matchedCredit: opts.matchedCredit,
  });
  createOrder(tx, q, orderId);
  const paid = tx.sql.exec<QuoteRow>(
    "UPDATE quotes SET status = 'fulfilled', order_id = ?, resolved_at = ? WHERE id = ? RETURNING *",
    orderId, tx.now, q.id,
  ).one();
  emit(tx, "quote.fulfilled", quoteView(paid));
  return paid;
}

export function waitingQuotes(tx: Tx): WaitingQuote[] {
  return all<{ id: string; price: number; created_at: number }>(
    tx.sql,
    "SELECT id, price, created_at FROM quotes WHERE status = 'awaiting_funds' AND expires_at > ?",
    tx.now,
  ).map((q) => ({ id: q.id, price: q.price, createdAt: q.created_at }));
}

/** An awaiting quote past its deadline (the parameter: now). */
export const QUOTE_LAPSED = "status = 'awaiting_funds' AND expires_at <= ?";

/**
 * Marks every awaiting quote past its deadline expired (with its invoice). Run on reads and by
 * the sweep. A live invoice is still looked up once more (a payment settled before the expiry
 * is credited to the wallet, whenever it is noticed) and the node is asked to cancel it.
 */
export function expireDueQuotes(tx: Tx): number {
  const due = all<QuoteRow>(tx.sql, `SELECT * FROM quotes WHERE ${QUOTE_LAPSED}`, tx.now);
  for (const q of due) {
    tx.sql.exec("UPDATE quotes SET status = 'expired', resolved_at = ? WHERE id = ?", q.expires_at, q.id);
    tx.sql.exec(
      `UPDATE lightning_invoices SET status = 'expired', cancel_on_node = (next_poll_at IS NOT NULL),
         next_poll_at = CASE WHEN next_poll_at IS NULL THEN NULL ELSE MIN(next_poll_at, ?) END
       WHERE quote_id = ? AND status = 'pending'`,
      tx.now, q.id,
    );
    emit(tx, "quote.expired", quoteView(getRow(tx, q.id)));
  }
  return due.length;
}

export function cancelAwaitingQuote(tx: Tx, quoteId: string): QuoteRow {
  expireDueQuotes(tx);
  const q = getRow(tx, quoteId);
  const outcome = cancelOutcome(q.status);
  if (outcome === "already_fulfilled") throw new ApiError("already_fulfilled", `Quote ${q.id} is already paid; it cannot be cancelled.`);
  if (outcome === "quote_expired") throw new ApiError("quote_expired", `Quote ${q.id} has expired; there is nothing to cancel.`);
  if (outcome === "cancel") {
    // money that later reaches this quote's invoice or address is credited to the wallet instead
    tx.sql.exec("UPDATE quotes SET status = 'cancelled', resolved_at = ? WHERE id = ?", tx.now, q.id);
  }
  return getRow(tx, q.id);
}

export function getRow(tx: Pick<Tx, "sql">, quoteId: string): QuoteRow {
  const q = one<QuoteRow>(tx.sql, "SELECT * FROM quotes WHERE id = ?", quoteId);
  if (!q) throw notFound("quote", quoteId, "quote_id");
  return q;
}
