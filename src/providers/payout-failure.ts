// How a payout sender (live or sandbox) says a payout cannot succeed, as opposed to a passing
// fault: the payout fails and its money goes back to the Revenue Centre.

/** A payout that cannot succeed: the money goes back to the Revenue Centre. */
export class PayoutFailure extends Error {}
