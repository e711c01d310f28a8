// How a payout sender (live or sandbox) says a payout cannot succeed, as opposed to a passing
// fault: the payout fails with a reason from a fixed list and its money goes back to the
// Revenue Centre.
import type { PayoutFailureReason } from "../domain/payout-failures";

/**
 * A payout that cannot succeed: the money goes back to the Revenue Centre. `reason` is what the
 * partner sees; the message is the detail, logged only.
 */
export class PayoutFailure extends Error {
  constructor(
    readonly reason: PayoutFailureReason,
    detail: string,
  ) {
    super(detail);
  }
}
