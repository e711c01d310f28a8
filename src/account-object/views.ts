// The partner-facing shape of each record kept in the account's object.
import { usd } from "../domain/money";
import { iso, isoOrNull } from "../lib/time";
import type { LedgerRow } from "./ledger";
import { appleInstallUrl } from "../lib/install-links";
import { qrCodePath } from "../lib/qr";

export type QuoteRow = {
  id: string;
  status: string;
  offer_id: string;
  offer_name: string;
  category: string;
  supplier_sku: string;
  cost: number;
  payment_source: string;
  price: number;
  destination: string | null;
  /** a top-up of an eSIM already sold: the eSIM's order and its ICCID (null otherwise) */
  esim_order_id: string | null;
  topup_iccid: string | null;
  metadata: string;
  payment: string;
  invoice_id: string | null;
  wallet_debited: number | null;
  wallet_balance_after: number | null;
  order_id: string | null;
  expires_at: number;
  created_at: number;
  resolved_at: number | null;
  /** the traveller its eSIM is sent to once fulfilled: JSON {email, language?} or null (deliveries.ts) */
  customer: string | null;
  /** the offer's routes when it was quoted (JSON, cheapest first); null: the one route supplier_sku at cost */
  routes: string | null;
};

export function quoteView(q: QuoteRow) {
  return {
    id: q.id,
    object: "quote" as const,
    status: q.status,
    offer_id: q.offer_id,
    payment_source: q.payment_source,
    price: usd(q.price),
    ...(q.wallet_debited !== null ? { wallet: { debited: q.wallet_debited, balance_after: q.wallet_balance_after } } : {}),
    payment: JSON.parse(q.payment) as Record<string, unknown>,
    destination: q.destination,
    expires_at: iso(q.expires_at),
    order_id: q.order_id,
    metadata: JSON.parse(q.metadata) as Record<string, string>,
    ...(q.customer ? { customer: JSON.parse(q.customer) as { email: string; language?: string } } : {}),
    created_at: iso(q.created_at),
  };
}

export type OrderRow = {
  id: string;
  quote_id: string;
  offer_id: string;
  offer_name: string;
  category: string;
  supplier_sku: string;
  cost: number;
  destination: string | null;
  status: "pending" | "fulfilled" | "failed";
  price: number;
  deliverable: string | null;
  failure_reason: string | null;
  upstream_transaction_id: string | null;
  earned: number | null;
  commission_rate_bps: number | null;
  created_at: number;
  resolved_at: number | null;
  /** when `order.delayed` fired (a live order still pending 30 minutes after it was opened) */
  delayed_at: number | null;
  /** an order refunded at the pending limit is looked up until then, for a late success (0: not) */
  followup_until: number;
  /** a fulfilled eSIM order's install page token (lib/install-links.ts); null for anything else */
  install_token: string | null;
  /** a top-up of an eSIM already sold: the eSIM's order and its ICCID (null otherwise) */
  esim_order_id: string | null;
  topup_iccid: string | null;
  /** the order's refund, if it has one (refunds.ts keeps these beside the refund) */
  refund_id: string | null;
  refund_status: "pending" | "succeeded" | "rejected" | null;
  /** the order batch it was bought in (order-batches.ts), or null for a single purchase */
  batch_id: string | null;
  /** the routes it may be fulfilled by (JSON, cheapest first; null: the one route supplier_sku at cost) */
  routes: string | null;
  /** the supplier's own id of the eSIM it delivered, where the supplier keys later calls on it (operators only) */
  supplier_ref: string | null;
};

/**
 * The supplier's deliverable; an eSIM profile also says where its QR code is served and gets
 * its install links: Apple's (from the lpa) and the public install page (`installBase`: the
 * service's public origin, PUBLIC_BASE_URL).
 */
function deliverableView(o: OrderRow, installBase: string): Record<string, unknown> | null {
  if (!o.deliverable) return null;
  const d = JSON.parse(o.deliverable) as Record<string, unknown>;
  if (d.type !== "esim_profile" || typeof d.lpa !== "string") return d;
  return {
    ...d,
    qr_code_url: qrCodePath(o.id),
    apple_install_url: appleInstallUrl(d.lpa),
    ...(o.install_token ? { install_url: installBase + o.install_token } : {}),
  };
}

export function orderView(o: OrderRow, installBase: string) {
  return {
    id: o.id,
    object: "order" as const,
    quote_id: o.quote_id,
    offer_id: o.offer_id,
    status: o.status,
    price: usd(o.price),
    deliverable: deliverableView(o, installBase),
    failure_reason: o.failure_reason,
    upstream: { transaction_id: o.upstream_transaction_id },
    refund: o.refund_id ? { id: o.refund_id, status: o.refund_status! } : null,
    batch_id: o.batch_id ?? null,
    created_at: iso(o.created_at),
    resolved_at: isoOrNull(o.resolved_at),
  };
}

export type RefundRow = {
  id: string;
  order_id: string;
  amount: number;
  status: "pending" | "succeeded" | "rejected";
  reason: string;
  origin: "partner" | "supplier" | "operator";
  failure_reason: string | null;
  commission_reversed: number;
  wallet_credit: number;
  metadata: string;
  /** live: the eSIM's status at the supplier, read when the refund was asked for (for the operator) */
  esim_status: string | null;
  /** live: the supplier's id of the refund request, once it was sent */
  supplier_refund_id: string | null;
  created_at: number;
  resolved_at: number | null;
};

export function refundView(r: RefundRow, livemode: boolean) {
  return {
    id: r.id,
    object: "refund" as const,
    livemode,
    order_id: r.order_id,
    amount: usd(r.amount),
    status: r.status,
    reason: r.reason,
    origin: r.origin,
    failure_reason: r.failure_reason,
    commission_reversed: usd(r.commission_reversed),
    wallet_credit: usd(r.wallet_credit),
    metadata: JSON.parse(r.metadata) as Record<string, string>,
    created_at: iso(r.created_at),
    resolved_at: isoOrNull(r.resolved_at),
  };
}

export type DepositRow = {
  id: string;
  rail: "crypto" | "bank_transfer" | "lightning";
  status: "detected" | "credited" | "failed";
  amount: number;
  asset: string | null;
  network: string | null;
  raw_amount: string | null;
  tx_hash: string | null;
  log_index: number;
  reference: string | null;
  received: string;
  invoice_id: string | null;
  created_at: number;
  credited_at: number | null;
};

export function depositView(d: DepositRow) {
  return {
    id: d.id,
    object: "deposit" as const,
    rail: d.rail,
    status: d.status,
    amount: usd(d.amount),
    asset: d.asset,
    network: d.network,
    raw_amount: d.raw_amount,
    tx_hash: d.tx_hash,
    ...(d.rail === "crypto" ? { log_index: d.log_index } : {}),
    reference: d.reference,
    received: JSON.parse(d.received) as { amount: string; currency: string; rate: string },
    ...(d.invoice_id ? { lightning_invoice_id: d.invoice_id } : {}),
    created_at: iso(d.created_at),
    credited_at: isoOrNull(d.credited_at),
  };
}

export type InvoiceRow = {
  id: string;
  bolt11: string;
  payment_hash: string;
  amount: number;
  amount_sats: number;
  status: "pending" | "paid" | "expired";
  quote_id: string | null;
  expires_at: number;
  created_at: number;
  paid_at: number | null;
  next_poll_at: number | null;
  polls: number;
  settled_at: number | null;
  btc_usd_rate: string | null;
  cancel_on_node: number;
};

export function invoiceView(i: InvoiceRow, now: number) {
  // an invoice past its expiry reads as expired even before a sweep marks it
  const status = i.status === "pending" && i.expires_at <= now ? "expired" : i.status;
  return {
    id: i.id,
    object: "lightning_invoice" as const,
    bolt11: i.bolt11,
    payment_hash: i.payment_hash,
    amount: usd(i.amount),
    amount_sats: i.amount_sats,
    status,
    quote_id: i.quote_id,
    expires_at: iso(i.expires_at),
    created_at: iso(i.created_at),
    paid_at: isoOrNull(i.paid_at),
  };
}

export function ledgerEntryView(l: LedgerRow) {
  return {
    id: l.id,
    object: "ledger_entry" as const,
    type: l.type,
    source: l.source,
    amount: usd(l.amount),
    balance_after: usd(l.balance_after),
    description: l.description,
    created_at: iso(l.created_at),
  };
}

/** A line of the account ledger: either balance, with the order it belongs to where there is one. */
export function accountLedgerEntryView(l: LedgerRow, order: OrderRow | undefined) {
  return {
    ...ledgerEntryView(l),
    object: "account_ledger_entry" as const,
    balance: l.balance,
    ...(order
      ? {
          order: {
            id: order.id,
            status: order.status,
            price: usd(order.price),
            earned: usd(order.earned ?? 0),
            commission_rate_bps: order.commission_rate_bps ?? 0,
          },
        }
      : {}),
  };
}
