// eSIM Access's notifications (research esim-lifecycle §1.6): `{notifyType, notifyId?,
// eventGenerateTime?, content}`. They carry no signature, so the door takes them only from the
// senders' addresses (ESIMACCESS_WEBHOOK_IPS, by CF-Connecting-IP), answers 200 at once, and
// takes each one once: by its notifyId, or for a type without one by its type, its profile or
// order and the status it reports. Every notice is a hint. Nothing is recorded on its word: what
// it names is read back from eSIM Access first (esim/query), and only what eSIM Access confirms is
// acted on. ORDER_STATUS (profiles ready) starts the run of the order the confirmed profile's
// transactionId names (our `ord_` id and the route attempt): a pending order's run finds its eSIM
// now, and a settled order's attempt is looked at now (a purchase it left that turned up is a
// duplicate, undone there). The account is found through D1's order index (written within a minute
// of the order); an order not indexed yet is left to its own runs.
// The device and plan states (SMDP_EVENT, ESIM_STATUS): the profile is read back by the esimTranNo
// the notice names, and eSIM Access's reading of it is recorded (esim-state.md) on the order its
// transactionId names, only where that order's eSIM is that profile (a duplicate bought there and
// undone, or another eSIM, is never touched). The usage notices (DATA_USAGE at 20 % and 10 % left:
// esim.low_data at 75 % and 90 % used; VALIDITY_USAGE, one day left: esim.expiring) go the way
// Airalo's do: the newest usage reading must bear them out, and each (eSIM, plan, threshold) is
// announced once by the account's object. eSIM Access sends no 50 %-used threshold of ours, nor a
// three-days notice: those are not announced for its eSIMs.
import { accountObject } from "../../account-object/stub";
import { findReference } from "../../db/reference-index";
import { readingConfirms, type Threshold } from "../../domain/esim-usage";
import { unwrap } from "../../http/errors";
import { sha256Hex } from "../../lib/crypto";
import { esimUsage } from "../../providers/usage";
import { esimAccessClient, liveSupplier } from "../../providers/live/suppliers/supplier";
import { ESIMACCESS, esimAccessReading } from "../../providers/live/suppliers/esimaccess-protocol";
import type { EsimAccessClient } from "../../providers/live/suppliers/esimaccess";
import { type FetchFn, globalFetch } from "../../providers/live/suppliers/http";

export const NOTICE_TYPES = ["ORDER_STATUS", "SMDP_EVENT", "ESIM_STATUS", "DATA_USAGE", "VALIDITY_USAGE", "CHECK_HEALTH"] as const;

export interface EsimAccessNotice {
  notifyType: string;
  notifyId?: string;
  content: Record<string, unknown>;
}

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : typeof v === "number" ? String(v) : null);

/** The notice as sent, or null when the body is not one. */
export function parseNotice(raw: string): EsimAccessNotice | null {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof body !== "object" || body === null) return null;
  const b = body as { notifyType?: unknown; notifyId?: unknown; content?: unknown };
  const type = str(b.notifyType);
  if (!type) return null;
  const content = typeof b.content === "object" && b.content !== null ? (b.content as Record<string, unknown>) : {};
  return { notifyType: type, ...(str(b.notifyId) ? { notifyId: str(b.notifyId)! } : {}), content };
}

/** What a notice is taken once by: its notifyId, else its type, what it names and the status it reports. */
export async function noticeKey(n: EsimAccessNotice): Promise<string> {
  if (n.notifyId) return `id:${n.notifyId}`;
  const c = n.content;
  const subject = str(c.esimTranNo) ?? str(c.orderNo) ?? str(c.iccid) ?? "";
  const status = [c.orderStatus, c.esimStatus, c.smdpStatus, c.remainThreshold, c.expiredTime].map((v) => str(v) ?? "").join("|");
  return `h:${await sha256Hex(`${n.notifyType}|${subject}|${status}`)}`;
}

/** Takes the notice's key; false when it was taken before (a repeat: nothing more is done). */
export async function takeNotice(env: Env, n: EsimAccessNotice, now = Date.now()): Promise<boolean> {
  const res = await env.DB.prepare("INSERT OR IGNORE INTO supplier_notifications (supplier, notify_key, received_at) VALUES (?, ?, ?)")
    .bind(ESIMACCESS, await noticeKey(n), now)
    .run();
  return (res.meta.changes ?? 0) > 0;
}

/** Our order and route attempt in a transactionId this service sent (`ord_…-2`); null for any other. */
export function attemptOfTransaction(transactionId: unknown): { orderId: string; attempt: number } | null {
  const m = /^(ord_[0-9A-HJKMNP-TV-Z]{26})-(\d{1,3})$/.exec(str(transactionId) ?? "");
  return m ? { orderId: m[1]!, attempt: Number(m[2]) } : null;
}

export interface NoticeOutcome {
  /** the orders whose run the confirmed notice started, with what the run did */
  orders: { order_id: string; result: string }[];
  ignored?: string;
}

/**
 * Acts on a notice already taken: reads what it names back from eSIM Access and starts the run of
 * the order each confirmed profile belongs to. Never throws for a notice it cannot use.
 */
export async function actOnNotice(env: Env, n: EsimAccessNotice, fetchFn: FetchFn = globalFetch, now = Date.now()): Promise<NoticeOutcome> {
  if (n.notifyType === "SMDP_EVENT" || n.notifyType === "ESIM_STATUS") return recordState(env, n, fetchFn);
  if (n.notifyType === "DATA_USAGE" || n.notifyType === "VALIDITY_USAGE") return announceUsage(env, n, fetchFn, now);
  if (n.notifyType !== "ORDER_STATUS") return { orders: [], ignored: `${n.notifyType} is taken, not acted on` };
  const orderNo = str(n.content.orderNo);
  if (!orderNo) return { orders: [], ignored: "no orderNo" };
  const client = esimAccessClient(env, fetchFn);
  if (!client) return { orders: [], ignored: "eSIM Access is not configured" };
  let profiles: unknown[];
  try {
    // the read-back: only what eSIM Access itself lists under this order is acted on
    const listed = await client.orderProfiles(orderNo);
    profiles = Array.isArray(listed) ? listed : [];
  } finally {
    await client.flush();
  }
  if (profiles.length === 0) return { orders: [], ignored: "not confirmed by eSIM Access" };
  const out: NoticeOutcome = { orders: [] };
  for (const p of profiles) {
    const ours = attemptOfTransaction((p as { transactionId?: unknown }).transactionId);
    if (!ours) continue;
    const owner = await findReference(env, "order", ours.orderId);
    if (!owner || owner.mode !== "live") continue;
    const result = await accountObject(env, owner.accountId, owner.mode).supplierNotice({ accountId: owner.accountId, mode: owner.mode }, ours.orderId, ours.attempt);
    out.orders.push({ order_id: ours.orderId, result });
  }
  return out.orders.length ? out : { orders: [], ignored: "no order of this service" };
}

/** A profile eSIM Access confirmed, and the live order of ours whose eSIM it is (its account and the route that sold it). */
interface ConfirmedEsim {
  profile: any;
  orderId: string;
  ref: { accountId: string; mode: "live" };
  stub: ReturnType<typeof accountObject>;
  esim: { iccid: string; sku: string; supplierRef: string };
}

/**
 * The profile a notice names, read back from eSIM Access (by its esimTranNo, or for a notice that
 * names none, VALIDITY_USAGE, by its orderNo and ICCID), and the order whose eSIM it is: the one
 * its transactionId names, when that order's eSIM is this very profile. A string says why not.
 * Throws when eSIM Access cannot be read.
 */
async function confirmedEsim(env: Env, n: EsimAccessNotice, fetchFn: FetchFn): Promise<ConfirmedEsim | string> {
  const esimTranNo = str(n.content.esimTranNo);
  const orderNo = str(n.content.orderNo);
  if (!esimTranNo && !orderNo) return "no esimTranNo or orderNo";
  const client = esimAccessClient(env, fetchFn);
  if (!client) return "eSIM Access is not configured";
  const profile = await metered(client, async (c) => {
    if (esimTranNo) return c.profile(esimTranNo);
    const listed = await c.orderProfiles(orderNo!);
    const profiles = Array.isArray(listed) ? listed : [];
    const iccid = str(n.content.iccid);
    return profiles.find((p) => iccid === null || str(p?.iccid) === iccid) ?? null;
  });
  const tranNo = str(profile?.esimTranNo);
  if (!profile || !tranNo) return "not confirmed by eSIM Access";
  const ours = attemptOfTransaction(profile.transactionId);
  if (!ours) return "no order of this service";
  const owner = await findReference(env, "order", ours.orderId);
  if (!owner || owner.mode !== "live") return "no order of this service";
  const ref = { accountId: owner.accountId, mode: "live" as const };
  const stub = accountObject(env, owner.accountId, "live");
  const read = await stub.esimOfSupplierRef(ref, ours.orderId, tranNo);
  const esim = read.ok ? read.value : null;
  if (!esim) return "not the eSIM of its order";
  return { profile, orderId: ours.orderId, ref, stub, esim: { iccid: esim.iccid, sku: esim.sku, supplierRef: tranNo } };
}

async function metered<T>(client: EsimAccessClient, work: (c: EsimAccessClient) => Promise<T>): Promise<T> {
  try {
    return await work(client);
  } finally {
    await client.flush();
  }
}

/** SMDP_EVENT, ESIM_STATUS: eSIM Access's own reading of the profile, recorded on its order's eSIM. */
async function recordState(env: Env, n: EsimAccessNotice, fetchFn: FetchFn): Promise<NoticeOutcome> {
  const checkedAt = Date.now();
  const found = await confirmedEsim(env, n, fetchFn);
  if (typeof found === "string") return { orders: [], ignored: found };
  const reading = esimAccessReading(found.profile);
  const out = await found.stub.recordEsimReading(found.ref, found.orderId, reading, checkedAt, found.esim.supplierRef);
  if (!out.ok) return { orders: [], ignored: "not recorded: the order's eSIM is not that profile" };
  return { orders: [{ order_id: found.orderId, result: "recorded" }] };
}

/** The threshold of ours a usage notice stands for (null: none). */
export function noticeThreshold(n: EsimAccessNotice): Threshold | null {
  if (n.notifyType === "VALIDITY_USAGE") return "1d";
  if (n.notifyType !== "DATA_USAGE") return null;
  const left = Number(n.content.remainThreshold);
  if (!Number.isFinite(left)) return null;
  // the share left: 0.1 is 90 % used, 0.2 is 80 % used (past our 75 %); 0.5 is no threshold of ours
  return left <= 0.1 ? "90%" : left <= 0.2 ? "75%" : null;
}

/** DATA_USAGE, VALIDITY_USAGE: esim.low_data or esim.expiring, once, when the newest usage reading bears the notice out. */
async function announceUsage(env: Env, n: EsimAccessNotice, fetchFn: FetchFn, now: number): Promise<NoticeOutcome> {
  const threshold = noticeThreshold(n);
  if (!threshold) return { orders: [], ignored: "no threshold of ours" };
  const found = await confirmedEsim(env, n, fetchFn);
  if (typeof found === "string") return { orders: [], ignored: found };
  const { stub, ref, orderId, esim } = found;
  if (await stub.usageThresholdFired(orderId, esim.iccid, threshold)) return { orders: [{ order_id: orderId, result: "already announced" }] };
  const usage = await esimUsage(env, liveSupplier(env, fetchFn), "live", esim.iccid, now, { fresh: true, esim: { sku: esim.sku, supplierRef: esim.supplierRef } });
  if (!readingConfirms(threshold, usage, now)) {
    console.warn(JSON.stringify({ msg: "supplier usage notice not borne out by its reading", provider: ESIMACCESS, notify_type: n.notifyType, order_id: orderId }));
    return { orders: [], ignored: "not borne out by the usage reading" };
  }
  const out = unwrap(await stub.recordUsageThreshold(ref, orderId, esim.iccid, threshold, usage));
  return { orders: [{ order_id: orderId, result: out.fired ? "announced" : "already announced" }] };
}
