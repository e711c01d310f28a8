// The outside parties the service deals with, one interface per kind. Each has a sandbox
// implementation (deterministic, no network); live adapters plug in behind the same shape.
import type { Mode } from "../http/context";
import type { PayoutFailureReason } from "../domain/payout-failures";

/** What a supplier answered about an order: one-way once fulfilled or failed. */
export type SupplierOutcome =
  | { status: "fulfilled"; deliverable: Record<string, unknown>; transactionId: string }
  | { status: "failed"; reason: string; transactionId: string | null }
  | { status: "pending"; transactionId: string | null };

export interface SupplierOrder {
  orderId: string;
  sku: string;
  category: string;
  offerId: string;
  price: number;
  destination: string | null;
  /** a top-up of an eSIM already sold: the ICCID it adds data to (null or absent for any other order) */
  topupIccid?: string | null;
  /** when the order was created (ms) */
  createdAt: number;
  /**
   * When this run must be done talking to the supplier (ms): before its lease on the order ends,
   * so that no call of it is still in flight when another run may take the order.
   */
  callsUntil?: number;
  /** only ask the supplier what became of the order; never buy it (past the pending limit) */
  lookupOnly?: boolean;
}

/** An eSIM's data usage as the supplier reports it. */
export interface EsimUsage {
  status: string;
  data_total_mb: number | null;
  data_remaining_mb: number | null;
  unlimited: boolean;
  expires_at: string | null;
}

/**
 * What a supplier answered to a refund request: taken for review under its own id (the outcome
 * comes later, out of band), or refused for good (`iccids`: the eSIMs the refusal names, every
 * one sent when it names none). An answer that leaves it open is never one of these: the adapter
 * throws instead, so the request is asked again later.
 */
export type SupplierRefundAnswer =
  | { status: "requested"; supplierRefundId: string }
  | { status: "refused"; reason: string; iccids: string[] };

/** A top-up the supplier reports it reversed after the fact (the money went back to our balance there). */
export interface SupplierReversal {
  /** the supplier's transaction id */
  transactionId: string;
  /** our `ord_` id, as the top-up's reference; null for a transaction not made by this service */
  customIdentifier: string | null;
  /** when the supplier reversed it (ms), where it says so */
  refundedAt?: number;
}

/** eSIM and top-up supplier. Our order id travels as the supplier's reference, so a retry looks it up before buying again. */
export interface Supplier {
  /** Buys the order, unless the supplier already has it (or `lookupOnly`): then says what became of it. */
  purchase(order: SupplierOrder): Promise<SupplierOutcome>;
  /**
   * Only for a supplier that needs nothing outside this service to answer (the sandbox): its
   * answer, at once. The account's object then records it in the same commit as the order.
   */
  answerAtOnce?(order: SupplierOrder): SupplierOutcome;
  /**
   * The SKU an order is bought with, once its destination is known (a top-up's operator is
   * detected from the number). Throws a 400 on `destination` when the number cannot take it.
   */
  skuFor(sku: string, destination: string | null): Promise<string>;
  /** Data usage of an eSIM we sold. */
  usage(iccid: string): Promise<EsimUsage>;
  /**
   * The SKUs of the top-ups the supplier would add to this eSIM (`sku`: the plan it was sold
   * with). Empty when it allows none, or while the supplier is not configured.
   */
  topupSkus(esim: { iccid: string; sku: string }): Promise<string[]>;
}

export interface MintedInvoice {
  bolt11: string;
  paymentHash: string;
  amountSats: number;
  expiresAt: number;
}

/** What the node says about one of its invoices. */
export interface NodeInvoice {
  paymentHash: string;
  state: "open" | "accepted" | "settled" | "canceled";
  /** when the node settled it (ms), for settled invoices */
  settledAt: number | null;
  amountPaidMsat: bigint;
}

/**
 * A Lightning node that mints invoices for incoming payments. It sends no webhooks: pending
 * invoices are looked up one by one, and recently settled ones listed, to find payments.
 */
export interface LightningNode {
  /** false while the node's address or credentials are missing: Lightning is then switched off */
  configured: boolean;
  createInvoice(req: { amountSats: number; description: string; expirySeconds: number; now: number }): Promise<MintedInvoice>;
  /** null when the node does not know the payment hash */
  lookupInvoice(paymentHash: string): Promise<NodeInvoice | null>;
  /** invoices settled at or after `since` (ms), newest first, as far as the node's recent list goes */
  listSettledInvoices(since: number): Promise<NodeInvoice[]>;
  /** best-effort: an open invoice stops accepting payment */
  cancelInvoice(paymentHash: string): Promise<void>;
}

export interface Providers {
  mode: Mode;
  supplier: Supplier;
  lightning: LightningNode;
  payer: LightningPayer;
  /**
   * USD per BTC as a decimal string for money coming in (invoices) or going out (payouts),
   * the spread applied in the service's favour. Throws 503 rate_unavailable when no current
   * price is known.
   */
  btcUsdRate(direction: "in" | "out", now?: number): Promise<string>;
}

export type PayOutcome =
  | { status: "succeeded"; feeSats: number }
  /** `reason` is what the partner reads; `detail` (the node's own words) is logged only */
  | { status: "failed"; reason: PayoutFailureReason; detail?: string }
  /** the node is still trying; ask again later */
  | { status: "in_flight" };

/**
 * Sends payouts. `resolveInvoice` turns a Lightning address into a checked invoice (throws
 * PayoutFailure when it cannot); `payInvoice` pays it with a fee cap and must be safe to call
 * again for the same payment hash (a node refuses to pay an invoice twice; an already-paid one
 * is success); `paymentStatus` asks what became of an earlier attempt ("unknown" when the
 * node never started one). A thrown error that is not a PayoutFailure is transient.
 */
export interface LightningPayer {
  configured: boolean;
  resolveInvoice(address: string, amountMsat: bigint): Promise<{ bolt11: string; paymentHash: string }>;
  payInvoice(bolt11: string, paymentHash: string, opts: { feeLimitSats: number }): Promise<PayOutcome>;
  paymentStatus(paymentHash: string): Promise<PayOutcome | "unknown">;
}
