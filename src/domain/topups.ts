// Top-ups of an eSIM already sold: which orders can take one. Only a fulfilled order that
// delivered an eSIM profile has an eSIM to add data to; a failed or pending order, a mobile
// top-up and a top-up of an eSIM (whose deliverable is `esim_topup`) have none.

/** The order fields the rule reads (the partner-facing order). */
export interface TopupTarget {
  status: string;
  deliverable: Record<string, unknown> | null;
}

/** The ICCID of the eSIM this order delivered, when it can take a top-up; null otherwise. */
export function topupIccid(order: TopupTarget): string | null {
  if (order.status !== "fulfilled" || order.deliverable?.type !== "esim_profile") return null;
  const iccid = order.deliverable.iccid;
  return typeof iccid === "string" && iccid.length > 0 ? iccid : null;
}
