// The outside parties the service deals with, one interface per kind. Each has a sandbox
// implementation (deterministic, no network); live adapters plug in behind the same shape.
import type { Mode } from "../http/context";
import type { PayoutFailureReason } from "../domain/payout-failures";
import type { EsimControl, EsimReading } from "../domain/esim-state";
import type { RefundReason } from "../domain/refunds";

/**
 * Why a supplier's "no" may not be its last word on an order: our balance with it ran low, or
 * the call provably never reached it (refused connection, unresolved name, a request it rejected
 * before reading: signature, clock, address). Nothing was bought; another route may serve the
 * order now, and this one again later.
 */
export type RetryableRefusal = "balance" | "unreached";

/**
 * What a supplier answered about an order: one-way once fulfilled or failed. `pending` either
 * means the supplier has the order and is still working on it (`transactionId` then names it),
 * or that its fate is unknown (a timeout or 5xx whose look-up failed too), or, with `absent`,
 * that a look-up by our reference found nothing: nothing was bought (yet).
 */
export type SupplierOutcome =
  | {
      status: "fulfilled";
      deliverable: Record<string, unknown>;
      transactionId: string;
      /** the supplier's own id of what it delivered, where it keys its later calls on it (eSIM Access: esimTranNo) */
      supplierRef?: string | null;
      /** the states a fulfilled eSIM starts in, where the supplier says them; without them it starts `unknown` / `ready` */
      esim?: EsimReading;
      /** what the partner's order shows as `upstream.transaction_id`, where the supplier's order id would tell which supplier served it (absent: `transactionId`) */
      partnerRef?: string | null;
    }
  | { status: "failed"; reason: string; transactionId: string | null; retry?: RetryableRefusal }
  | { status: "pending"; transactionId: string | null; absent?: boolean; partnerRef?: string | null };

export interface SupplierOrder {
  orderId: string;
  sku: string;
  category: string;
  offerId: string;
  price: number;
  destination: string | null;
  /** a top-up of an eSIM already sold: the ICCID it adds data to (null or absent for any other order) */
  topupIccid?: string | null;
  /** and the supplier's own id of that eSIM, where the supplier keys on one (eSIM Access: esimTranNo) */
  topupRef?: string | null;
  /** when the order was created (ms) */
  createdAt: number;
  /**
   * When this run must be done talking to the supplier (ms): before its lease on the order ends,
   * so that no call of it is still in flight when another run may take the order.
   */
  callsUntil?: number;
  /** only ask the supplier what became of the order; never buy it (past the pending limit) */
  lookupOnly?: boolean;
  /**
   * The route attempt this call belongs to (1, 2, …): a supplier that keys each purchase on a
   * reference of its own takes the `ord_` id plus this number (eSIM Access's transactionId), so
   * a repeat of the same attempt is the same purchase and another route's never is.
   */
  attempt?: number;
  /** when this attempt was first sent (ms): a look-up by reference searches from a little before it */
  attemptStartedAt?: number;
  /** this attempt was never sent before (nothing can be under its reference yet): a supplier that keys on it need not look first */
  firstSend?: boolean;
  /** the supplier's own id of this attempt's purchase, once it told us (its order number): looked up by it */
  upstreamId?: string | null;
  /** the package's price as the supplier states it, where its order must repeat it (eSIM Access: USD × 10,000) */
  supplierPrice?: number | null;
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

/**
 * What the supplier that issued an eSIM offers for it, known from the SKU it was sold with alone
 * (no call): the account's object reads it in its steps, so `actions` (domain/esim-actions.ts)
 * and the refund's "at once" come from here and no route or object code names a supplier.
 */
export interface EsimCapabilities {
  /** the partner's controls it carries out (`controlEsim`) */
  controls: readonly EsimControl[];
  /** it may add data to this eSIM (`topupSkus` says which top-ups) */
  topups: boolean;
  /** it adds data to it once expired too (eSIM Access does not: the top-up entry of the eSIM rule refuses then) */
  topupsOnceExpired: boolean;
  /**
   * it answers `readEsimState`: the eSIM's states are read back from it when a partner reads one
   * not checked for 15 minutes, and by the sweep at most every 6 hours (and its notifications,
   * read back the same way, feed the same step: account-object/esim-state.ts recordEsimReading)
   */
  reportsState: boolean;
  /**
   * it cancels a never-installed profile at once (`cancelUnusedEsim`), so a partner's refund of
   * such an eSIM succeeds in the refund's own answer
   */
  cancelsUnusedAtOnce: boolean;
}

/**
 * An eSIM sold, as its supplier is asked about it: our order, its ICCID, the SKU it was sold with
 * (the route that served the order) and the supplier's own id of it where the supplier keys its
 * calls on that (eSIM Access: esimTranNo, since it reuses ICCIDs; null elsewhere).
 */
export interface SupplierEsim {
  orderId: string;
  iccid: string;
  sku: string;
  supplierRef: string | null;
}

/** A supplier's reading of an eSIM's two states (null: it reports nothing of that one), and when it was made (ms). */
export interface SupplierEsimReading extends EsimReading {
  checkedAt: number;
}

/**
 * A supplier's answer to a control or a cancel: carried out, or refused for good with its reason
 * (nothing changed there). An answer that leaves it open is never one of these: the adapter
 * throws, the partner's request fails without a change here, and may be sent again.
 */
export type SupplierControlAnswer = { status: "done" } | { status: "refused"; reason: string };

/**
 * A purchase an order made at a supplier it then left (a late success: the route's answer said
 * "not there", the order moved on, and the purchase turned up after all), to be undone there.
 */
export interface DuplicatePurchase {
  orderId: string;
  accountId: string;
  mode: Mode;
  /** the route it was bought on */
  sku: string;
  attempt: number;
  iccid: string | null;
  /** the supplier's own id of the eSIM (eSIM Access: esimTranNo) */
  supplierRef: string | null;
  /** the supplier's order id */
  upstreamId: string | null;
  /** the order itself was refunded (at the pending limit): the late success is listed for the operator already */
  orderRefunded: boolean;
}

/**
 * What became of a duplicate: cancelled at the supplier (an unused profile's price back to our
 * balance), a refund request queued for the supplier, or listed for the operator to settle by
 * hand. The adapter throws when it could not tell (asked again later).
 */
export interface DuplicateSettlement {
  outcome: "cancelled" | "refund_queued" | "listed";
  detail?: string;
}

/** How a route chooser sees a supplier's circuit now (domain/circuit.ts). */
export type RouteCircuit = "closed" | "open" | "probe";

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
  /**
   * Data usage of an eSIM we sold. `esim`: the route that sold it and the supplier's own id of it,
   * where the supplier keys its usage on that id (eSIM Access: ICCIDs are reused there); without
   * it the eSIM is asked about by its ICCID.
   */
  usage(iccid: string, esim?: { sku: string; supplierRef: string | null }): Promise<EsimUsage>;
  /**
   * The SKUs of the top-ups the supplier would add to this eSIM (`sku`: the plan it was sold
   * with). Empty when it allows none, or while the supplier is not configured.
   */
  topupSkus(esim: { iccid: string; sku: string }): Promise<string[]>;
  /** What it offers for an eSIM sold with `sku` (pure: no call). */
  esimCapabilities(sku: string): EsimCapabilities;
  /** The eSIM's states now, for a supplier whose capabilities say `reportsState`. */
  readEsimState(esim: SupplierEsim): Promise<SupplierEsimReading>;
  /** Suspends, resumes or revokes the eSIM, for a control its capabilities list (the caller checked). */
  controlEsim(esim: SupplierEsim, control: EsimControl, reason: string | null): Promise<SupplierControlAnswer>;
  /** Cancels a never-installed eSIM for its refund, where its capabilities say `cancelsUnusedAtOnce`. */
  cancelUnusedEsim(esim: SupplierEsim): Promise<SupplierControlAnswer>;
  /**
   * The eSIM's status in its supplier's own words (Airalo's usage status, eSIM Access's two
   * statuses), kept on a partner's refund for the operator who decides it; null where the supplier
   * gives none. Asked before the refund opens, within `deadline` (ms epoch); throws when unread.
   */
  esimStatusNote?(esim: SupplierEsim, deadline: number): Promise<string | null>;
  /**
   * Hands a partner's refund, committed pending, to the eSIM's supplier where it takes refund
   * requests (Airalo with AIRALO_REFUNDS on: queued for its job); false where it takes none.
   */
  requestRefund?(r: { refundId: string; accountId: string; mode: Mode; esim: SupplierEsim; reason: RefundReason }): Promise<boolean>;
  /**
   * Each supplier's circuit by name, as the route chooser reads it now (a supplier without
   * circuits, the sandbox, has none: every route is closed).
   */
  circuits?(): Promise<Map<string, RouteCircuit>>;
  /** Takes the one probe of a circuit open long enough (the SKU names its supplier); false when another order has it. */
  takeProbe?(sku: string): Promise<boolean>;
  /** Undoes a duplicate purchase at its supplier, or lists it for the operator; throws when it cannot tell yet. */
  settleDuplicate?(dup: DuplicatePurchase): Promise<DuplicateSettlement>;
}

/** What a supplier offers for an eSIM it does not know (a SKU of no supplier's): nothing. */
export const NO_ESIM_CAPABILITIES: EsimCapabilities = { controls: [], topups: false, topupsOnceExpired: false, reportsState: false, cancelsUnusedAtOnce: false };

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
