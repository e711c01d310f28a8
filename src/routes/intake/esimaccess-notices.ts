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
// of the order); an order not indexed yet is left to its own runs. The device and plan states
// (SMDP_EVENT, ESIM_STATUS) and the usage notices (DATA_USAGE, VALIDITY_USAGE) are taken and
// deduplicated but not acted on here: the eSIM's states and usage are read from eSIM Access by
// their own steps.
import { accountObject } from "../../account-object/stub";
import { findReference } from "../../db/reference-index";
import { sha256Hex } from "../../lib/crypto";
import { esimAccessClient } from "../../providers/live/suppliers/supplier";
import { ESIMACCESS } from "../../providers/live/suppliers/esimaccess-protocol";
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
export async function actOnNotice(env: Env, n: EsimAccessNotice, fetchFn: FetchFn = globalFetch): Promise<NoticeOutcome> {
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
