// The console's words for an account's states, so a page never shows a bare code.
export const KYB_WORDS: Record<string, string> = {
  none: "Not started",
  kyb_submitted: "Business details submitted, awaiting review",
  kyc_pending: "Business approved, identity check not yet submitted",
  kyc_submitted: "Identity check submitted, awaiting review",
  approved: "Approved",
  rejected: "Rejected",
};
