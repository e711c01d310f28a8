// Why a payout failed, as a partner reads it in `failure_reason`: one closed list of codes,
// never the text or HTTP status a remote server sent (that would let anyone who sets a payout
// address use us to probe a host and read back its answers). The detail behind a code is
// logged for the operator only. No I/O here.

export const PAYOUT_FAILURE_REASONS = [
  /** the address no longer parses, or its domain does not resolve to a public address */
  "invalid_lightning_address",
  /** the address's server or its callback could not be reached, or did not answer in time */
  "lnurl_unreachable",
  /** the server answered with a redirect, an error status, too much data, something not JSON or a malformed payRequest */
  "lnurl_invalid_response",
  /** the server answered with an LNURL error (`status: "ERROR"`) */
  "lnurl_refused",
  /** the payout's amount is outside the server's minSendable..maxSendable */
  "amount_outside_limits",
  /** the callback is not a public https URL, or its host resolves to a private address */
  "callback_not_public",
  /** the callback sent no invoice, or one that does not decode, is for another network or another amount */
  "invoice_invalid",
  /** the recorded invoice expired before it was paid */
  "invoice_expired",
  /** the node found no route to the recipient within the fee cap */
  "payment_no_route",
  /** the node gave up on the payment in time */
  "payment_timeout",
  /** the recipient's node rejected the payment */
  "payment_rejected",
  /** the node reported the payment failed for another reason */
  "payment_failed",
] as const;

export type PayoutFailureReason = (typeof PAYOUT_FAILURE_REASONS)[number];

export function isPayoutFailureReason(v: unknown): v is PayoutFailureReason {
  return typeof v === "string" && (PAYOUT_FAILURE_REASONS as readonly string[]).includes(v);
}

/** LND's Payment.failure_reason enum (routerrpc) in our vocabulary. */
export function lndFailureReason(lnd: string | undefined): PayoutFailureReason {
  switch (lnd) {
    case "FAILURE_REASON_NO_ROUTE":
      return "payment_no_route";
    case "FAILURE_REASON_TIMEOUT":
      return "payment_timeout";
    case "FAILURE_REASON_INCORRECT_PAYMENT_DETAILS":
      return "payment_rejected";
    default:
      return "payment_failed";
  }
}
