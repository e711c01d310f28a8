// What the verification states mean, in the partner's words: for each kyb_state of the Account
// (src/accounts/onboarding.ts), what it says, what happens next and who acts. The business (KYB)
// and identity (KYC) steps are said apart; a rejection belongs to the step whose form was under
// review (a KYC form is kept with a rejected account only when it was the KYC that was rejected).
import type { KybState } from "../../accounts/onboarding";

export interface StateWords {
  /** the state in a few words */
  title: string;
  /** what happens next, and who acts */
  next: string;
}

export const STATE_WORDS: Record<KybState, StateWords> = {
  none: {
    title: "Not started",
    next: "An owner submits the business verification (KYB) form below. Until it and the identity form are approved, the account has test access only.",
  },
  kyb_submitted: {
    title: "Business form submitted, under review",
    next: "Our team reviews the business form; nothing is needed from you meanwhile. Once it is approved, an owner submits the identity verification (KYC) form.",
  },
  kyc_pending: {
    title: "Business approved, identity form awaited",
    next: "An owner submits the identity verification (KYC) form for the person responsible for the account.",
  },
  kyc_submitted: {
    title: "Identity form submitted, under review",
    next: "Our team reviews the identity form; nothing is needed from you meanwhile. Once it is approved, live access opens.",
  },
  approved: {
    title: "Verified: live access is on",
    next: "Switch to live mode in the header. Owners create live API keys on the API keys page (with two-factor on).",
  },
  rejected: {
    title: "Rejected",
    next: "An owner may submit the business (KYB) form again with corrected details; the identity form follows its approval again. Live access stays closed.",
  },
};

export type StepState = "to_do" | "waiting" | "submitted" | "approved" | "rejected";

/** Each step's state in words. */
export const STEP_WORDS: Record<StepState, string> = {
  to_do: "Not submitted",
  waiting: "After the business form is approved",
  submitted: "Submitted, under review",
  approved: "Approved",
  rejected: "Rejected",
};

/** Pure: where the business (KYB) and identity (KYC) steps are, from kyb_state and whether a KYC form is kept. */
export function stepStates(state: KybState, hasKycForm: boolean): { kyb: StepState; kyc: StepState } {
  switch (state) {
    case "none":
      return { kyb: "to_do", kyc: "waiting" };
    case "kyb_submitted":
      return { kyb: "submitted", kyc: "waiting" };
    case "kyc_pending":
      return { kyb: "approved", kyc: "to_do" };
    case "kyc_submitted":
      return { kyb: "approved", kyc: "submitted" };
    case "approved":
      return { kyb: "approved", kyc: "approved" };
    case "rejected":
      return hasKycForm ? { kyb: "approved", kyc: "rejected" } : { kyb: "rejected", kyc: "waiting" };
  }
}
