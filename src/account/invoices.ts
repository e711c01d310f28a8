// Lightning invoices recorded in the account: wallet top-ups of any amount and per-quote ones.
import { ApiError, notFound } from "../http/errors";
import { one, type Tx } from "./tx";
import type { InvoiceRow } from "./views";

export interface NewInvoice {
  id: string;
  bolt11: string;
  paymentHash: string;
  amount: number;
  amountSats: number;
  expiresAt: number;
  quoteId: string | null;
}

export function recordInvoice(tx: Tx, inv: NewInvoice): InvoiceRow {
  tx.sql.exec(
    `INSERT INTO lightning_invoices (id, bolt11, payment_hash, amount, amount_sats, status, quote_id, expires_at, created_at)
     VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?)`,
    inv.id, inv.bolt11, inv.paymentHash, inv.amount, inv.amountSats, inv.quoteId, inv.expiresAt, tx.now,
  );
  return getInvoiceRow(tx, inv.id);
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
  if (!inv) throw notFound("lightning invoice", invoiceId);
  return inv;
}
