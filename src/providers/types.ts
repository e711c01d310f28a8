// The outside parties the service deals with, one interface per kind. Each has a sandbox
// implementation (deterministic, no network); live adapters plug in behind the same shape.
import type { Mode } from "../http/context";
import type { SupplierOutcome } from "../account/orders";

export interface SupplierOrder {
  orderId: string;
  sku: string;
  category: string;
  offerId: string;
  price: number;
  destination: string | null;
  /** when the order was created (ms): an order still pending 30 minutes later fails */
  createdAt: number;
}

/** An eSIM's data usage as the supplier reports it. */
export interface EsimUsage {
  status: string;
  data_total_mb: number | null;
  data_remaining_mb: number | null;
  unlimited: boolean;
  expires_at: string | null;
}

/** eSIM and top-up supplier. Our order id travels as the supplier's reference, so a retry looks it up before buying again. */
export interface Supplier {
  purchase(order: SupplierOrder): Promise<SupplierOutcome>;
  /**
   * The SKU an order is bought with, once its destination is known (a top-up's operator is
   * detected from the number). Throws a 400 on `destination` when the number cannot take it.
   */
  skuFor(sku: string, destination: string | null): Promise<string>;
  /** Data usage of an eSIM we sold. */
  usage(iccid: string): Promise<EsimUsage>;
}

export interface MintedInvoice {
  bolt11: string;
  paymentHash: string;
  amountSats: number;
  expiresAt: number;
}

/** A Lightning node that mints invoices for incoming payments. */
export interface LightningNode {
  createInvoice(req: { amountCents: number; description: string; expirySeconds: number; now: number }): Promise<MintedInvoice>;
}

export interface Providers {
  mode: Mode;
  supplier: Supplier;
  lightning: LightningNode;
  payer: LightningPayer;
  /** USD per BTC as a decimal string, for indicative satoshi amounts */
  btcUsdRate: string;
}

export type PayOutcome = { status: "succeeded" } | { status: "failed"; reason: string };

/**
 * Sends payouts. `resolveInvoice` turns a Lightning address into a checked invoice (throws
 * PayoutFailure when it cannot); `payInvoice` pays it and must be safe to call again for the
 * same payment hash (a node refuses to pay an invoice twice; an already-paid one is success).
 * A thrown error that is not a PayoutFailure is transient: the send is retried.
 */
export interface LightningPayer {
  resolveInvoice(address: string, amountMsat: bigint): Promise<{ bolt11: string; paymentHash: string }>;
  payInvoice(bolt11: string, paymentHash: string): Promise<PayOutcome>;
}
