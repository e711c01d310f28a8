// eSIM Access's protocol as pure rules (research esim-lifecycle §1): the HMAC headers every
// request carries, the answer's envelope in both documented shapes, money in USD × 10,000
// converted exactly, what each error code means for a purchase, and a profile as our eSIM
// deliverable, and its two statuses as the eSIM's states. Nothing here sends a request or reads a
// clock.
//
// Two readings the research leaves open are both taken: the envelope's `success` as a boolean or
// the string "true", its message as `errorMsg` or `errorMessage`; and a code this file does not
// know (a repeated transactionId's answer among them, UNCONFIRMED) is ambiguous, so a purchase
// that gets one looks the order up before anything else.
import type { EsimReading, ProfileState, ServiceState } from "../../../domain/esim-state";
import { hmacHex } from "../../../lib/crypto";

export const ESIMACCESS = "esimaccess";

/** Requests a second for the whole eSIM Access account (research §1.1). */
export const ESIMACCESS_RATE_PER_SECOND = 8;

/** USD × 10,000 per cent. */
const UNITS_PER_CENT = 100;

/** An amount in eSIM Access units (integer USD × 10,000). */
function units(value: unknown): number {
  const n = typeof value === "string" && /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : value;
  if (typeof n !== "number" || !Number.isSafeInteger(n)) throw new Error(`not an eSIM Access amount: ${String(value).slice(0, 40)}`);
  return n;
}

/** A cost in USD × 10,000 as cents, rounded up: any fraction of a cent is a whole cent more, never less. */
export function costCents(value: unknown): number {
  const u = units(value);
  return Math.ceil(u / UNITS_PER_CENT);
}

/** A balance in USD × 10,000 as cents, rounded down: a balance is never over-stated. */
export function balanceCents(value: unknown): number {
  const u = units(value);
  return Math.floor(u / UNITS_PER_CENT);
}

/** The headers of research §1.2: the access code, and the HMAC-SHA256 of timestamp + request id + access code + body (lower-case hex). */
export async function signedHeaders(
  cfg: { accessCode: string; secretKey: string }, body: string, timestampMs: number, requestId: string,
): Promise<Record<string, string>> {
  const ts = String(timestampMs);
  return {
    "content-type": "application/json",
    "RT-AccessCode": cfg.accessCode,
    "RT-Timestamp": ts,
    "RT-RequestID": requestId,
    "RT-Signature": await hmacHex("SHA-256", cfg.secretKey, ts + requestId + cfg.accessCode + body),
  };
}

/** An answer's envelope: its `obj`, or its error code and message; null when the body is no envelope at all. */
export type Envelope = { ok: true; obj: any } | { ok: false; code: string; message: string };

export function envelopeOf(body: unknown): Envelope | null {
  if (typeof body !== "object" || body === null || !("success" in body)) return null;
  const b = body as { success?: unknown; errorCode?: unknown; errorMsg?: unknown; errorMessage?: unknown; obj?: unknown };
  if (b.success === true || b.success === "true") return { ok: true, obj: b.obj ?? {} };
  const code = b.errorCode === null || b.errorCode === undefined || String(b.errorCode).trim() === "" ? "unknown" : String(b.errorCode).trim();
  const message = String(b.errorMsg ?? b.errorMessage ?? "").slice(0, 200);
  return { ok: false, code, message };
}

/** The profile is still being allocated: ask again (a purchase stays pending). */
export const ALLOCATING = "200010";

/** Business refusals of a purchase: nothing was bought, and asking again will not change it. */
const REFUSED: Record<string, string> = {
  "200011": "out of stock",
  "310241": "the package is unknown",
  "310243": "the package is unknown",
  "310201": "the package is unknown",
  "310211": "the package's location is unknown",
  "310221": "the package's currency is unknown",
  "310231": "the package's carrier is unknown",
  "200005": "the package's price changed",
  "200006": "the package's price changed",
  "200002": "the supplier refused the order",
  "200009": "the supplier refused the order",
  "000103": "the supplier refused the request",
  "000104": "the supplier refused the request",
  "000105": "the supplier refused the request",
  "000106": "the supplier refused the request",
  "000107": "the supplier refused the request",
};
/** Our balance with eSIM Access is too low: nothing bought; another route now, this one once topped up. */
const BALANCE = "200007";
/** Refused before the request was read (headers, clock, address, signature): nothing was applied. */
const UNREACHED = new Set(["000101", "000102", "101001", "101002", "101003"]);

/** What an error code means for a purchase. Unknown codes (server error, busy, a repeated transactionId…) are ambiguous. */
export type PurchaseError =
  | { kind: "refused"; reason: string }
  | { kind: "balance" }
  | { kind: "unreached"; reason: string }
  | { kind: "ambiguous"; reason: string };

export function purchaseError(code: string, message = ""): PurchaseError {
  if (code === BALANCE) return { kind: "balance" };
  if (UNREACHED.has(code)) return { kind: "unreached", reason: `code ${code}` };
  const refused = REFUSED[code];
  if (refused) return { kind: "refused", reason: refused };
  return { kind: "ambiguous", reason: `code ${code}${message ? ` ${message}` : ""}` };
}

/** Whether an error answer says the supplier is unwell (counted against its circuit) rather than giving a business answer. */
export function unwellCode(code: string): boolean {
  const e = purchaseError(code);
  return e.kind === "ambiguous" || e.kind === "unreached";
}

/** `LPA:1$<SM-DP+>$<matching id>` split into its parts (null when it is not one). */
export function splitActivationCode(ac: unknown): { smdp: string; matchingId: string } | null {
  if (typeof ac !== "string") return null;
  const parts = ac.trim().split("$");
  if (parts.length < 3 || !/^LPA:1$/i.test(parts[0]!) || !parts[1] || !parts[2]) return null;
  return { smdp: parts[1], matchingId: parts[2] };
}

/** An allocated profile (an `esimList[]` item) as our deliverable; null while it has no activation code yet. */
export function profileDeliverable(esim: any): Record<string, unknown> | null {
  const ac = splitActivationCode(esim?.ac);
  if (!ac || !esim?.iccid) return null;
  return {
    type: "esim_profile",
    iccid: String(esim.iccid),
    lpa: String(esim.ac).trim(),
    activation_code: ac.matchingId,
    smdp_address: ac.smdp,
    confirmation_code: null,
  };
}

/** The device side (`smdpStatus`) in our words (research §5.1); null for a value it does not document. */
const PROFILE_OF: Readonly<Record<string, ProfileState>> = {
  RELEASED: "released", DOWNLOAD: "downloaded", INSTALLATION: "installed", ENABLED: "enabled", DISABLED: "disabled", DELETED: "deleted",
};

/**
 * The plan side (`esimStatus`) in our words (research §5.1): both spellings of the revoked status
 * (`REVOKED` as the docs write it, `REVOKE` as a third party does) and `SUSPENDED` (a raw value
 * only a third party shows) are read. The provisioning values (CREATE … GETTING_RESOURCE) have no
 * state of ours: an eSIM is only ours once allocated, so they say nothing (null), as any value
 * this file does not know.
 */
const SERVICE_OF: Readonly<Record<string, ServiceState>> = {
  GOT_RESOURCE: "ready", IN_USE: "active", USED_UP: "depleted", USED_EXPIRED: "expired", UNUSED_EXPIRED: "expired",
  SUSPENDED: "suspended", REVOKED: "revoked", REVOKE: "revoked", CANCEL: "cancelled",
};

/** A profile (an `esimList[]` item) as a reading of the eSIM's two states; null for a side it reports nothing known of. */
export function esimAccessReading(esim: any): EsimReading {
  return {
    profileState: PROFILE_OF[String(esim?.smdpStatus ?? "").trim().toUpperCase()] ?? null,
    serviceState: SERVICE_OF[String(esim?.esimStatus ?? "").trim().toUpperCase()] ?? null,
  };
}

/** The eSIM's status in eSIM Access's own words, as an operator deciding a refund reads it (`IN_USE / ENABLED`). */
export function esimAccessStatusNote(esim: any): string | null {
  const plan = String(esim?.esimStatus ?? "").trim();
  const device = String(esim?.smdpStatus ?? "").trim();
  return plan || device ? [plan || "?", device || "?"].join(" / ") : null;
}

/**
 * eSIM Access's plan status in the words of the partner's usage status (`not_active`, `active`,
 * `finished`, `expired`, `cancelled`, `unknown`), so a partner's answer reads the same whichever
 * supplier sold the eSIM. The device side and suspension belong to the eSIM's own state.
 */
export function usageStatusOf(esimStatus: unknown): string {
  switch (String(esimStatus ?? "").toUpperCase()) {
    case "GOT_RESOURCE":
      return "not_active";
    case "IN_USE":
    case "SUSPENDED":
      return "active";
    case "USED_UP":
      return "finished";
    case "USED_EXPIRED":
    case "UNUSED_EXPIRED":
      return "expired";
    case "CANCEL":
    case "REVOKED":
    case "REVOKE":
      return "cancelled";
    default:
      return "unknown";
  }
}

/** A time as eSIM Access writes them (`2024-08-21T08:45:04+0000`, UTC). */
export function esimAccessTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19) + "+0000";
}

/** A package as the catalog needs it. */
export interface EsimAccessPackage {
  packageCode: string;
  title: string;
  countries: string[];
  /** megabytes (volume in bytes / 2^20, rounded to the nearest whole megabyte) */
  dataMb: number;
  days: number;
  /** our cost in cents, rounded up */
  costCents: number;
  /** the price as eSIM Access states it (USD × 10,000): an order repeats it */
  price: number;
  /** a TOPUP package: sold only for an eSIM that takes it */
  topup: boolean;
}

/**
 * A `packageList[]` item as a package we can sell, or null for one we do not: a daily plan
 * (`dataType` other than 1: its volume is per day, no product of another supplier is the same),
 * a duration not counted in days, or one without a price, volume or country.
 */
export function packageOf(p: any, topup: boolean): EsimAccessPackage | null {
  if (!p?.packageCode) return null;
  const dataType = p.dataType === undefined || p.dataType === null ? 1 : Number(p.dataType);
  if (dataType !== 1) return null;
  if (String(p.durationUnit ?? "DAY").toUpperCase() !== "DAY") return null;
  const days = Number(p.duration);
  const volume = Number(p.volume);
  if (!Number.isInteger(days) || days <= 0 || !Number.isFinite(volume) || volume <= 0) return null;
  let price: number;
  try {
    price = units(p.price);
  } catch {
    return null;
  }
  const countries = [...new Set(String(p.location ?? p.locationCode ?? "").split(",").map((c) => c.trim().toUpperCase()).filter((c) => /^[A-Z]{2}$/.test(c)))].sort();
  if (countries.length === 0) return null;
  return {
    packageCode: String(p.packageCode),
    title: String(p.name ?? p.packageCode),
    countries,
    dataMb: Math.round(volume / 1_048_576),
    days,
    costCents: costCents(price),
    price,
    topup,
  };
}
