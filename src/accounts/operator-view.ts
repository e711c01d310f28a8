// The account as an operator sees it: the partner's Account (as in test mode) plus what a
// reviewer needs and the partner never sees.
import { accountObject } from "../account-object/stub";
import { kybReview, kycReview } from "./forms";
import { creditView } from "../account-object/credit";
import { accountView, type AccountRow } from "./store";

export async function operatorAccountView(env: Env, row: AccountRow) {
  const [account, liveCredit] = await Promise.all([
    accountView(env, row, "test"),
    // there is no live wallet to speak of before live access
    row.liveAccess ? accountObject(env, row.id, "live").creditTerms() : null,
  ]);
  return {
    ...account,
    live_credit: liveCredit ? creditView(liveCredit) : null,
    commission_bps: row.commissionBps,
    rejection_reason: row.rejectionReason,
    kyb: kybReview(row.kybForm),
    kyc: kycReview(row.kycForm),
  };
}
