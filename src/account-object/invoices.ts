// Lightning invoices recorded in the account: wallet top-ups of any amount and per-quote ones.
import { ApiError, notFound } from "../http/errors";
import { FIRST_POLL_MS, nextPollAt } from "../domain/lightning";
import { all, one, type Tx } from "./tx";
import type { InvoiceRow } from "./views";
import type { NodeInvoice } from "../providers/types";

export interface NewInvoice {
  id: string;
  bolt11: string;
  paymentHash: string;
  amount: number;
  amountSats: number;
  expiresAt: number;
  quoteId: string | null;
  /** USD per BTC the amount in sats was priced at */
  btcUsdRate: string;
}

/**
 * Records a minted invoice. A live one is asked about on the node from the first poll on (the
 * node sends no webhooks); a sandbox one is paid through the test helpers' webhook instead.
 */
export function recordInvoice(tx: Tx, inv: NewInvoice): InvoiceRow {
  tx.sql.exec(
    `INSERT INTO lightning_invoices (id, bolt11, payment_hash, amount, amount_sats, status, quote_id, expires_at, created_at,
       btc_usd_rate, next_poll_at) VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?)`,
    inv.id, inv.bolt11, inv.paymentHash, inv.amount, inv.amountSats, inv.quoteId, inv.expiresAt, tx.now,
    inv.btcUsdRate, tx.livemode ? tx.now + FIRST_POLL_MS : null,
  );
  return getInvoiceRow(tx, inv.id);
}

/** Invoices whose poll is due, oldest due first. */
export function invoicesDueForPoll(tx: Pick<Tx, "sql">, now: number, limit: number): InvoiceRow[] {
  return all<InvoiceRow>(tx.sql, "SELECT * FROM lightning_invoices WHERE next_poll_at <= ? ORDER BY next_poll_at LIMIT ?", now, limit);
}

/** The earliest poll still to come, for the alarm. */
export function nextInvoicePoll(tx: Pick<Tx, "sql">): number | null {
  return one<{ at: number | null }>(tx.sql, "SELECT MIN(next_poll_at) AS at FROM lightning_invoices")?.at ?? null;
}

/** What a look at the node found: its state of the invoice, not known to it, or no answer. */
export type NodeSeen = NodeInvoice["state"] | "unknown" | "error";

/**
 * After a look at the node: schedule the next look with the backoff, or stop once the invoice
 * is settled or cancelled on the node, or long past its expiry.
 */
export function rescheduleInvoicePoll(tx: Tx, paymentHash: string, nodeState: NodeSeen): void {
  const inv = one<InvoiceRow>(tx.sql, "SELECT * FROM lightning_invoices WHERE payment_hash = ?", paymentHash);
  if (!inv || inv.next_poll_at === null) return;
  const stop = inv.status === "paid" || nodeState === "canceled" || nodeState === "settled";
  const next = stop ? null : nextPollAt(tx.now, inv.polls, inv.expires_at);
  tx.sql.exec("UPDATE lightning_invoices SET polls = polls + 1, next_poll_at = ? WHERE id = ?", next, inv.id);
  if (next === null && inv.status === "pending") tx.sql.exec("UPDATE lightning_invoices SET status = 'expired' WHERE id = ?", inv.id);
}

/** The node was asked to cancel the invoice (or it cannot be: it settled); do not ask again. */
export function markCancelledOnNode(tx: Pick<Tx, "sql">, paymentHash: string): void {
  tx.sql.exec("UPDATE lightning_invoices SET cancel_on_node = 0 WHERE payment_hash = ?", paymentHash);
}

/** Only a pending, unexpired invoice can be paid. */
export function assertPayable(tx: Tx, invoiceId: string): InvoiceRow {
  const inv = getInvoiceRow(tx, invoiceId);
  if (inv.status !== "pending" || inv.expires_at <= tx.now) {
    const state = inv.status === "pending" ? "expired" : inv.status;
    throw new ApiError("invoice_not_pending", `Invoice ${inv.id} is ${state}; only a pending invoice can be paid.`);
  }
  return inv;
}

export function getInvoiceRow(tx: Pick<Tx, "sql">, invoiceId: string): InvoiceRow {
  const inv = one<InvoiceRow>(tx.sql, "SELECT * FROM lightning_invoices WHERE id = ?", invoiceId);
  if (!inv) throw notFound("lightning invoice", invoiceId, "invoice_id");
  return inv;
}
