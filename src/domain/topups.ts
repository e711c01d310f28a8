// Top-ups of an eSIM already sold: which eSIMs can take one now. Only a fulfilled order that
// delivered an eSIM profile has an eSIM to add data to; a failed or pending order, a mobile
// top-up and a top-up of an eSIM (whose deliverable is `esim_topup`) have none (the account's
// object answers those as having no eSIM). An eSIM that has one takes data only while it can use
// it: not once a refund of its order succeeded (the eSIM is cancelled), nor while a refund of it is
// pending (data bought now would stay charged on an eSIM about to be cancelled), nor once revoked;
// not while suspended (that one answers esim_suspended, so the partner knows a resume makes it
// possible again); and only where its supplier adds data to its eSIMs at all. A depleted eSIM takes
// one: that is what a top-up is for (its plan runs again from the top-up); so does an expired one,
// where its supplier adds data to an expired eSIM (eSIM Access does not: New, In Use and Depleted
// only, research esim-lifecycle §1.4). This is the
// top-up entry of the eSIM rule (esim-actions.ts), which the top-up offers, a top-up quote at the
// door and the account's object as it pays one all ask.
import type { ServiceState } from "./esim-state";

export type TopupRefusal = "topup_not_available" | "esim_suspended";

/** What the rule reads of an eSIM (esim-actions.ts hands it in). */
export interface TopupFacts {
  refundStatus: "pending" | "succeeded" | "rejected" | null;
  serviceState: ServiceState;
  /** its supplier adds data to its eSIMs */
  supplierTopups: boolean;
  /** and to an expired one too */
  supplierTopupsOnceExpired: boolean;
}

/** Why this eSIM cannot take a top-up now (null: it can), with the sentence the partner reads. */
export function topupRefusal(f: TopupFacts): { code: TopupRefusal; message: string } | null {
  const no = (why: string) => ({ code: "topup_not_available" as const, message: `This eSIM takes no top-up: ${why}.` });
  if (f.refundStatus === "succeeded" || f.serviceState === "cancelled") return no("it was cancelled when its refund succeeded");
  if (f.refundStatus === "pending") return no("it has a refund pending, and takes none while the refund is decided");
  if (f.serviceState === "revoked") return no("it was revoked");
  if (f.serviceState === "suspended") return { code: "esim_suspended", message: "This eSIM is suspended: resume it (POST /v1/orders/{order_id}/esim/resume) before topping it up." };
  if (!f.supplierTopups) return no("its supplier adds no data to it");
  if (f.serviceState === "expired" && !f.supplierTopupsOnceExpired) return no("it has expired, and its supplier adds no data to an expired eSIM");
  return null;
}
