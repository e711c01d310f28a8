// Refunds as pure rules: which orders a partner may refund, and how a succeeded refund's money
// splits. A refund gives back the order's whole price; the commission the order earned is taken
// back from the Revenue Centre as far as its balance goes (never below zero), and the rest from
// the wallet, so `wallet_credit` is the price less that rest. Nothing here reads a clock or a
// database: the account object hands in what it read, in the step that acts on the answer.
import type { ServiceState } from "./esim-state";

export const REFUND_REASONS = ["trip_cancelled", "device_incompatible", "installation_failed", "duplicate", "other"] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const REFUND_STATUSES = ["pending", "succeeded", "rejected"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_ORIGINS = ["partner", "supplier", "operator"] as const;
export type RefundOrigin = (typeof REFUND_ORIGINS)[number];

export const REFUND_FAILURE_REASONS = ["esim_in_use", "esim_expired", "supplier_refused", "rejected_by_operator"] as const;
export type RefundFailureReason = (typeof REFUND_FAILURE_REASONS)[number];

export const DEFAULT_REFUND_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/** What a partner's refund request is checked against: the order, its eSIM plan, and its top-ups. */
export interface RefundableOrder {
  status: "pending" | "fulfilled" | "failed";
  category: string;
  /** set on an eSIM top-up order (added data is delivered at once) */
  esimOrderId: string | null;
  resolvedAt: number | null;
  /** the eSIM plan's end of validity; null when the order has no plan (not an eSIM) */
  planExpiresAt: number | null;
  /** the eSIM has a top-up, fulfilled or still with its supplier */
  toppedUp: boolean;
  /** the eSIM's service state (esim-state.ts), where the order has one: a revoked eSIM brings no money back, an expired one is over */
  serviceState?: ServiceState | null;
}

export type RefundRefusal = "order_not_refundable" | "esim_expired" | "esim_in_use" | "outside_refund_window";

/**
 * Why a partner may not refund this order now (null: they may), in the order the spec lists the
 * refusals: only a fulfilled eSIM order (not a top-up of any kind) whose eSIM was not revoked is
 * refundable by its partner; then its validity must not have ended (by its plan, or as its
 * supplier reports it), it must have no top-up (fulfilled or still with its supplier), and it must
 * have been fulfilled within the refund window. A suspended eSIM may be refunded like an active one.
 */
export function partnerRefundRefusal(o: RefundableOrder, now: number, windowDays: number): RefundRefusal | null {
  if (o.status !== "fulfilled" || o.category !== "esim" || o.esimOrderId !== null || o.serviceState === "revoked" || o.serviceState === "cancelled") return "order_not_refundable";
  if ((o.planExpiresAt !== null && now >= o.planExpiresAt) || o.serviceState === "expired") return "esim_expired";
  if (o.toppedUp) return "esim_in_use";
  if (o.resolvedAt === null || now - o.resolvedAt > windowDays * DAY_MS) return "outside_refund_window";
  return null;
}

/** The sentence each refusal answers with. */
export const REFUSAL_MESSAGES: Record<RefundRefusal, string> = {
  order_not_refundable:
    "Only a fulfilled eSIM order can be refunded by its partner: a pending order is not yet charged, a failed one was already credited back, and top-ups are delivered at once.",
  esim_expired: "This eSIM's validity has ended, so it cannot be refunded.",
  esim_in_use: "This eSIM has a top-up (fulfilled, or still with its supplier), so it is in use and cannot be refunded.",
  outside_refund_window: "This order was fulfilled more than the refund window ago, so it cannot be refunded.",
};

/** The sentence a refusal answers with: a revoked eSIM says why nothing comes back for it. */
export function refundRefusalMessage(refusal: RefundRefusal, serviceState?: ServiceState | null): string {
  if (refusal === "order_not_refundable" && serviceState === "revoked") {
    return "This eSIM was revoked: it stopped for good and no money comes back for it (a refund is for an eSIM that was not revoked).";
  }
  return REFUSAL_MESSAGES[refusal];
}

/** How a succeeded refund's money moves. All amounts in cents, never negative. */
export interface RefundSplit {
  /** credited to the wallet: the order's price */
  price: number;
  /** the commission the order earned, all taken back */
  commissionReversed: number;
  /** the part of it the Revenue Centre balance covers */
  fromRevenue: number;
  /** the rest, debited from the wallet */
  fromWallet: number;
  /** what the wallet finally received: price less fromWallet */
  walletCredit: number;
}

/** The split of a refund of an order of `price` that earned `earned`, with the Revenue Centre at `revenueBalance`. */
export function refundSplit(price: number, earned: number, revenueBalance: number): RefundSplit {
  const commissionReversed = Math.max(0, earned);
  const fromRevenue = Math.min(commissionReversed, Math.max(0, revenueBalance));
  const fromWallet = commissionReversed - fromRevenue;
  return { price, commissionReversed, fromRevenue, fromWallet, walletCredit: price - fromWallet };
}
