// What a partner may do with an eSIM now: the one rule. For each of the five things a partner can
// ask (top up, suspend, resume, revoke, refund) `esimRules` answers null (allowed now) or the
// refusal, with the error code and the sentence the partner reads; `actions` lists those it
// allows, in the spec's order. The top-up doors (POST /v1/quotes, GET …/topup_offers), the refund
// step and the three action routes each take their own entry of this one answer, so `actions`
// never says yes where a route says no. Pure: the account's object hands in the facts.
import { isFinal, STATE_WORDS, type EsimControl, type ProfileState, type ServiceState } from "./esim-state";
import { partnerRefundRefusal, refundRefusalMessage, type RefundableOrder, type RefundRefusal } from "./refunds";
import { topupRefusal, type TopupRefusal } from "./topups";

export const ESIM_ACTIONS = ["topup", "suspend", "resume", "revoke", "refund"] as const satisfies readonly ("topup" | EsimControl | "refund")[];
export type EsimAction = (typeof ESIM_ACTIONS)[number];

/** What the supplier that issued an eSIM offers for it (providers/types.ts EsimCapabilities). */
export interface EsimOffers {
  /** the controls it carries out */
  controls: readonly EsimControl[];
  /** it may add data to this eSIM (which top-ups: GET /v1/orders/{id}/topup_offers) */
  topups: boolean;
  /** it adds data to it once expired too */
  topupsOnceExpired: boolean;
}

/** Everything the rule reads of one eSIM order. */
export interface EsimFacts {
  profileState: ProfileState;
  serviceState: ServiceState;
  offers: EsimOffers;
  /** the order's refund, if it has one */
  refundStatus: "pending" | "succeeded" | "rejected" | null;
  /** the refund rules' view of the order (domain/refunds.ts) */
  refundable: Omit<RefundableOrder, "serviceState">;
  /** REFUND_WINDOW_DAYS */
  refundWindowDays: number;
}

/** Why one thing may not be done now: the error code its route answers with, and the sentence. */
export interface Refusal {
  code: "esim_action_unavailable" | TopupRefusal | RefundRefusal | "refund_exists";
  message: string;
}

export type EsimRules = Record<EsimAction, Refusal | null> & { actions: EsimAction[] };

const DONE: Record<EsimControl, string> = { suspend: "suspended", resume: "resumed", revoke: "revoked" };

/**
 * Why a control is not possible now, or null: the state first (final, then the control's own; a
 * revoke also waits for a pending refund's decision), then the supplier.
 */
function controlRefusal(f: EsimFacts, control: EsimControl): Refusal | null {
  const s = f.serviceState;
  const no = (why: string): Refusal => ({ code: "esim_action_unavailable", message: `This eSIM cannot be ${DONE[control]}: ${why}.` });
  if (isFinal(s)) return no(`it is ${STATE_WORDS[s]}, which is final`);
  if (control === "suspend" && s !== "ready" && s !== "active") return no(`it is ${STATE_WORDS[s]}; only a ready or active eSIM can be suspended`);
  if (control === "resume" && s !== "suspended") return no(`it is ${STATE_WORDS[s]}; only a suspended eSIM can be resumed`);
  // revoking gives no money back; a refund waiting to be decided would end it with its money back
  if (control === "revoke" && f.refundStatus === "pending") return no("its order has a refund pending, which stops it with the money back once it succeeds");
  if (!f.offers.controls.includes(control)) return no(`its supplier does not offer to ${control} an eSIM`);
  return null;
}

/** The rule, on the account's clock (`now`). */
export function esimRules(f: EsimFacts, now: number): EsimRules {
  const refundCode = f.refundStatus !== null ? null : partnerRefundRefusal({ ...f.refundable, serviceState: f.serviceState }, now, f.refundWindowDays);
  const rules: Record<EsimAction, Refusal | null> = {
    topup: topupRefusal({ refundStatus: f.refundStatus, serviceState: f.serviceState, supplierTopups: f.offers.topups, supplierTopupsOnceExpired: f.offers.topupsOnceExpired }),
    suspend: controlRefusal(f, "suspend"),
    resume: controlRefusal(f, "resume"),
    revoke: controlRefusal(f, "revoke"),
    refund:
      f.refundStatus !== null ? { code: "refund_exists", message: "This order already has a refund." }
      : refundCode ? { code: refundCode, message: refundRefusalMessage(refundCode, f.serviceState) }
      : null,
  };
  return { ...rules, actions: ESIM_ACTIONS.filter((a) => rules[a] === null) };
}
