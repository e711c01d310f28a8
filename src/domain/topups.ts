// Top-ups of an eSIM already sold: which orders can take one now. Only a fulfilled order that
// delivered an eSIM profile has an eSIM to add data to; a failed or pending order, a mobile
// top-up and a top-up of an eSIM (whose deliverable is `esim_topup`) have none. An eSIM that has
// one takes data only while it can use it: not once a refund of its order succeeded (the eSIM is
// cancelled), nor while a refund of it is pending (data bought now would stay charged on an eSIM
// about to be cancelled). This is the one check: the top-up offers, a top-up quote at the door and
// the account's object as it pays one all ask it, so a state that cannot take data is added here.

/** The order fields the rule reads (the partner-facing order). */
export interface TopupTarget {
  id: string;
  status: string;
  deliverable: Record<string, unknown> | null;
  /** the order's refund, if it has one */
  refund: { status: string } | null;
}

/**
 * Why no top-up now: `no_esim` (the order has no eSIM to add data to: it reads as not found) or
 * a refusal the partner is told with its code and sentence.
 */
export type TopupRefusal = { code: "no_esim" } | { code: "topup_not_available"; message: string };

export type TopupCheck = { ok: true; iccid: string } | { ok: false; refusal: TopupRefusal };

/** The ICCID of the eSIM this order delivered when it can take a top-up now; else why not. */
export function topupIccid(order: TopupTarget): TopupCheck {
  const iccid = order.deliverable?.iccid;
  if (order.status !== "fulfilled" || order.deliverable?.type !== "esim_profile" || typeof iccid !== "string" || iccid.length === 0) {
    return { ok: false, refusal: { code: "no_esim" } };
  }
  if (order.refund?.status === "succeeded") {
    return notAvailable(`The eSIM of order ${order.id} was cancelled when its refund succeeded: it takes no top-up.`);
  }
  if (order.refund?.status === "pending") {
    return notAvailable(`The eSIM of order ${order.id} has a refund pending: it takes no top-up while the refund is decided.`);
  }
  return { ok: true, iccid };
}

const notAvailable = (message: string): TopupCheck => ({ ok: false, refusal: { code: "topup_not_available", message } });
