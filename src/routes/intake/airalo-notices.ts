// Airalo's low-data webhook (research §1 Webhooks): `{level: "75%" | "90%" | "3days" | "1days",
// iccid, package_name, remaining_percentage}` POSTed to the URL the operator opted in, signed in
// `airalo-signature` (hex HMAC-SHA512 of the JSON payload under the client secret). Airalo's own
// code hashes a re-serialised body, so the raw body is checked first, then its compact form.
// There is no timestamp, so replays are not refused by age: a notice is only a hint. It is
// matched to its account by the ICCID (the D1 reference index, written when the eSIM was
// delivered) and to its order in that account's object; usage is read again from Airalo,
// and only a reading that bears the notice out records esim.low_data or esim.expiring, once per
// (ICCID, plan, threshold) in the account's object; a repeat is acknowledged and does nothing.
import type { Mode } from "../../http/context";
import { ApiError, unwrap } from "../../http/errors";
import { hmacHex, safeEqual } from "../../lib/crypto";
import { NOTICE_LEVELS, readingConfirms } from "../../domain/esim-usage";
import { findReference } from "../../db/reference-index";
import { accountObject } from "../../account-object/stub";
import { esimUsage } from "../../providers/usage";
import { airaloConfig, supplierEnv } from "../../providers/live/suppliers/config";
import { liveSupplier } from "../../providers/live/suppliers/supplier";
import { type FetchFn, globalFetch } from "../../providers/live/suppliers/http";

export const AIRALO_PROVIDER = "airalo";
export const AIRALO_SIGNATURE_HEADER = "airalo-signature";

export interface NoticeResult {
  /** the order the notice was for, when found */
  order_id?: string;
  /** why nothing was recorded */
  ignored?: string;
}

/** The raw body's signature, or (as Airalo's SDK hashes it) its compact re-serialisation's. */
export async function verifyAiraloSignature(secret: string, rawBody: string, header: string | null): Promise<boolean> {
  const given = header?.trim().toLowerCase();
  if (!given) return false;
  if (await safeEqual(given, await hmacHex("SHA-512", secret, rawBody))) return true;
  let compact: string;
  try {
    compact = JSON.stringify(JSON.parse(rawBody));
  } catch {
    return false;
  }
  return compact !== rawBody && safeEqual(given, await hmacHex("SHA-512", secret, compact));
}

export async function ingestAiraloNotice(
  env: Env, mode: Mode, rawBody: string, signature: string | null, now = Date.now(), fetchFn: FetchFn = globalFetch,
): Promise<NoticeResult> {
  const cfg = mode === "live" ? airaloConfig(supplierEnv(env)) : null;
  if (!cfg) throw new ApiError("resource_not_found", "The eSIM supplier is not configured in this mode.", "provider");
  if (!(await verifyAiraloSignature(cfg.clientSecret, rawBody, signature))) {
    throw new ApiError("invalid_api_key", "The provider signature is missing or invalid.");
  }
  let notice: { level?: unknown; iccid?: unknown };
  try {
    notice = JSON.parse(rawBody) as typeof notice;
  } catch {
    throw new ApiError("invalid_json", "The provider notice is not valid JSON.");
  }
  if (typeof notice !== "object" || notice === null) throw new ApiError("parameter_invalid", "The provider notice does not have a known shape.");
  // the other notices Airalo sends (async orders, credit limit) are not announced to partners
  if (typeof notice.level !== "string" || typeof notice.iccid !== "string") return { ignored: "not a low-data notice" };
  const threshold = NOTICE_LEVELS[notice.level];
  if (!threshold) return { ignored: `level ${notice.level} is not announced` };
  const iccid = notice.iccid;
  const owner = await findReference(env, "iccid", iccid);
  if (!owner || owner.mode !== mode) return { ignored: "unknown ICCID" };
  const stub = accountObject(env, owner.accountId, mode);
  const orderId = await stub.esimOrderOfIccid(iccid);
  if (!orderId) return { ignored: "unknown ICCID" };
  const link = { account_id: owner.accountId, order_id: orderId };
  const ref = { accountId: link.account_id, mode };
  if (await stub.usageThresholdFired(link.order_id, iccid, threshold)) return { order_id: link.order_id, ignored: "already announced" };
  // the notice is a hint: the newest reading Airalo gives decides
  const usage = await esimUsage(env, liveSupplier(env, fetchFn), mode, iccid, now, { fresh: true });
  if (!readingConfirms(threshold, usage, now)) {
    console.warn(JSON.stringify({ msg: "supplier usage notice not borne out by its reading", provider: AIRALO_PROVIDER, iccid, level: notice.level, order_id: link.order_id }));
    return { order_id: link.order_id, ignored: "not borne out by the usage reading" };
  }
  const out = unwrap(await stub.recordUsageThreshold(ref, link.order_id, iccid, threshold, usage));
  return out.fired ? { order_id: link.order_id } : { order_id: link.order_id, ignored: "already announced" };
}
