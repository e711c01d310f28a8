// Airalo's refund request as pure rules: the reason values its Partner API accepts, which of
// them each of our refund reasons becomes, and the body of one POST /v2/refund (at most 5
// ICCIDs, notes cut to 255 characters and never missing when the reason is OTHERS). Nothing here
// talks to Airalo or reads a clock: a body these functions return is one Airalo's published
// validation accepts, and a request they cannot make valid is refused before anything is sent.
import type { RefundReason } from "../../../domain/refunds";

/** The `reason` values Airalo's reference lists for POST /v2/refund; anything else is a 422. */
export const AIRALO_REFUND_REASONS = [
  "INSTALLATION_FAILURE",
  "NO_COVERAGE",
  "APN_FAILURE",
  "TRIP_CANCELLATION",
  "INTERMITTENT_CONNECTION",
  "BLOCKED_NETWORK",
  "CHANGE_OF_PLAN",
  "DELETED_ESIM",
  "EARLY_EXPIRY",
  "HOTSPOT_NOT_WORKING",
  "IMSI_CHANGE",
  "INCOMPATIBLE_DEVICE",
  "LOCKED_DEVICE",
  "NO_VOICE_TEXT_SERVICES",
  "OVERCHARGED",
  "SLOW_SPEED",
  "TOP_UP_PACKAGE_FAILURE",
  "UNKNOWN_CHARGES",
  "WRONG_PURCHASE",
  "UNABLE_TO_ACCESS_APPS",
  "SERVICE_DEGRADATION",
  "QR_ISSUE_PARTNERS",
  "OTHERS",
] as const;
export type AiraloRefundReason = (typeof AIRALO_REFUND_REASONS)[number];

/** At most this many ICCIDs in one request. */
export const AIRALO_REFUND_MAX_ICCIDS = 5;
/** `notes` is at most this many characters. */
export const AIRALO_REFUND_NOTES_MAX = 255;
/**
 * The spacing to keep between two refund requests from one address: the reference limits the
 * endpoint to 1 request per 5 minutes per IP (a later revision says 5 per minute; the stricter
 * figure is kept until Airalo confirms which one holds).
 */
export const AIRALO_REFUND_SPACING_MS = 5 * 60_000;

const BY_OUR_REASON: Record<RefundReason, AiraloRefundReason> = {
  trip_cancelled: "TRIP_CANCELLATION",
  device_incompatible: "INCOMPATIBLE_DEVICE",
  installation_failed: "INSTALLATION_FAILURE",
  // a second purchase of the same plan by mistake: Airalo has no value of its own for it
  duplicate: "WRONG_PURCHASE",
  other: "OTHERS",
};

/** Airalo's reason value for one of our refund reasons. */
export function airaloRefundReason(reason: RefundReason): AiraloRefundReason {
  return BY_OUR_REASON[reason];
}

/** What Airalo is told when the reason is OTHERS and the caller gave no notes (Airalo requires them then). */
export const DEFAULT_OTHERS_NOTES = "Refund requested by our partner for an eSIM they did not use.";

export interface AiraloRefundBody {
  iccids: string[];
  reason: AiraloRefundReason;
  notes?: string;
  email?: string;
}

/** Cut to `max` characters, whole code points only. */
function cut(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join("");
}

/**
 * The body of one refund request. Throws RangeError, before anything is sent, when it could not
 * be valid: no ICCID, more than 5 distinct ones, an ICCID that is not digits, or an email that is
 * not an address.
 */
export function airaloRefundBody(req: { iccids: readonly string[]; reason: RefundReason; notes?: string | null; email?: string | null }): AiraloRefundBody {
  const iccids = [...new Set(req.iccids.map((i) => i.trim()))];
  if (iccids.length === 0) throw new RangeError("a refund request names at least one ICCID");
  if (iccids.length > AIRALO_REFUND_MAX_ICCIDS) throw new RangeError(`a refund request names at most ${AIRALO_REFUND_MAX_ICCIDS} ICCIDs`);
  const bad = iccids.find((i) => !/^\d{6,22}$/.test(i));
  if (bad !== undefined) throw new RangeError(`not an ICCID: ${bad}`);
  const reason = airaloRefundReason(req.reason);
  const given = (req.notes ?? "").trim();
  const notes = given !== "" ? cut(given, AIRALO_REFUND_NOTES_MAX) : reason === "OTHERS" ? DEFAULT_OTHERS_NOTES : undefined;
  const email = (req.email ?? "").trim();
  if (email !== "" && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new RangeError(`not an email address: ${email}`);
  return { iccids, reason, ...(notes !== undefined ? { notes } : {}), ...(email !== "" ? { email } : {}) };
}

/**
 * The ICCIDs of a request that an Airalo refusal names (its message lists the ones at fault, e.g.
 * "The following ICCIDs do not belong to your company: 894…, 894…"); all of them when it names
 * none, since the whole request was refused.
 */
export function iccidsNamedIn(message: string, sent: readonly string[]): string[] {
  const named = new Set(message.match(/\d{6,22}/g) ?? []);
  const hit = sent.filter((i) => named.has(i));
  return hit.length > 0 ? hit : [...sent];
}
