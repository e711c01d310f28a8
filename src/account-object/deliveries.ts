// eSIMs sent to travellers (brand.md "Sending the eSIM to the traveller"), as the account's
// object keeps them: table esim_deliveries (migration 22). A delivery is opened with its message
// rendered and recorded (esim-message.ts) in status 'sending'; a sender outside the object
// (jobs/esim-deliveries.ts) claims it under a lease, hands it to the mail provider (in test mode:
// to the sandbox's recorder, which sends nothing) and finishes it 'sent' or 'failed', once: a
// finished delivery never changes again, and the provider is given the delivery's id as its
// idempotency key, so a second send after a crash is not a second mail.
// Two origins: a request (POST /v1/orders/{id}/deliveries, the dashboard's Send to traveller),
// found again by its Idempotency-Key so a retried request sends once; and a quote's `customer`,
// opened by the step that fulfils the order (orders.ts), at most one per order by the unique index
// esim_deliveries_one_per_quote, and sent after the commit through the outbox (the fulfilment
// queue). A delivery left 'sending' (a lost message, a crashed sender) has a due time, at which
// the alarm hands it to the queue again (background.ts).
// A third origin, `notice`: where the brand says `notify_traveller`, an eSIM that was sent to its
// traveller also tells them when 90 % of its data is used and when 1 day of validity is left
// (noticeTraveller, called by the step that fires the threshold), once per order and notice (the
// unique index esim_deliveries_one_per_notice), to the address and in the language it was last
// sent in, sent like a quote's delivery (through the outbox, under the sending limits when live).
import { ApiError, notFound } from "../http/errors";
import { isLanguage, DEFAULT_LANGUAGE, type Language } from "../i18n";
import { newId } from "../lib/ids";
import { iso } from "../lib/time";
import { readBrand } from "./brand";
import { dueBy, handoverMs } from "./due";
import { PLAN_OF_ORDER } from "./esim-state";
import { renderEsimMessage, renderNoticeMessage, type EsimMessage, type MessageAttachment, type TravellerNotice } from "./esim-message";
import { enqueue } from "./outbox";
import { all, one, type Tx } from "./tx";
import type { OrderRow } from "./views";

/** A quote's traveller: where its eSIM is sent once the order is fulfilled (quotes.customer, JSON). */
export interface Customer {
  email: string;
  language?: Language;
}

export type DeliveryStatus = "sending" | "sent" | "failed";
export type DeliveryOrigin = "request" | "quote" | "notice";

export type DeliveryRow = {
  id: string;
  order_id: string;
  email: string;
  language: string;
  status: DeliveryStatus;
  failure_reason: string | null;
  origin: DeliveryOrigin;
  /** a notice's kind (90% or 1d); null for an eSIM's own message */
  notice: string | null;
  subject: string;
  html: string;
  text: string;
  from_name: string | null;
  reply_to: string | null;
  attachments: string;
  request_key: string | null;
  lease_until: number;
  lease_owner: string | null;
  due_at: number | null;
  attempts: number;
  counted: number;
  created_at: number;
  sent_at: number | null;
};

/** What the partner sees of a delivery (object `esim_delivery`). */
export function esimDeliveryView(r: DeliveryRow) {
  return {
    id: r.id,
    object: "esim_delivery" as const,
    order_id: r.order_id,
    email: r.email,
    language: r.language,
    status: r.status,
    failure_reason: r.failure_reason,
    origin: r.origin,
    notice: r.notice,
    created_at: iso(r.created_at),
    sent_at: r.sent_at === null ? null : iso(r.sent_at),
  };
}
export type EsimDeliveryView = ReturnType<typeof esimDeliveryView>;

/** What a sender needs to hand a claimed delivery to the mail provider: the message as rendered, and where it goes. */
export interface DeliveryToSend extends EsimMessage {
  id: string;
  email: string;
  origin: DeliveryOrigin;
  /** a live quote's (or notice's) delivery already took its place under the sending limits (an earlier try) */
  counted: boolean;
}

export type DeliveryClaim = { state: "claimed"; delivery: DeliveryToSend } | { state: "busy" | "finished"; view: EsimDeliveryView };

/** How a send ended: handed over, refused for good, or to be tried again later. */
export type DeliveryOutcome = { status: "sent" } | { status: "failed"; reason: string } | { status: "retry"; counted?: boolean };

/** How long one sender holds a delivery: longer than one provider call (10 s) and its record. */
export const DELIVERY_LEASE_MS = 30_000;
/** Tries before a delivery the provider keeps failing (not refusing) is given up as failed. */
export const DELIVERY_MAX_ATTEMPTS = 8;

/**
 * The fulfilled eSIM order of this account a delivery may send: 404 for an unknown order; 409
 * order_not_deliverable for a pending, failed or refunded order, or one that is not an eSIM (a
 * top-up). Answers the order and its profile.
 */
export function deliverableOrder(tx: Tx, orderId: string): { order: OrderRow; profile: Record<string, unknown> } {
  const order = one<OrderRow>(tx.sql, "SELECT * FROM orders WHERE id = ?", orderId);
  if (!order) throw notFound("order", orderId, "order_id");
  const refuse = (why: string) => new ApiError("order_not_deliverable", `Order ${order.id} ${why}; only a fulfilled eSIM order can be sent to a traveller.`);
  if (order.status === "pending") throw refuse("is not fulfilled yet");
  if (order.status === "failed") throw refuse("failed");
  if (order.refund_status === "succeeded") throw refuse("was refunded and its eSIM cancelled");
  if (one(tx.sql, `SELECT 1 AS x FROM esim_plans WHERE ${PLAN_OF_ORDER} AND service_state = 'revoked'`, order.id)) throw refuse("had its eSIM revoked");
  const profile = order.deliverable ? (JSON.parse(order.deliverable) as Record<string, unknown>) : null;
  if (!profile || profile.type !== "esim_profile" || typeof profile.lpa !== "string" || !order.install_token) throw refuse("is not an eSIM");
  return { order, profile };
}

/** The delivery a request under `requestKey` (its Idempotency-Key and claim) already made, if any. */
export function deliveryOfRequest(tx: Tx, requestKey: string): DeliveryRow | undefined {
  return one<DeliveryRow>(tx.sql, "SELECT * FROM esim_deliveries WHERE request_key = ?", requestKey);
}

const text = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);

/**
 * Opens a delivery of a fulfilled eSIM order: the message rendered in `language` (else the
 * brand's default language, else English) and recorded, status 'sending', due for a hand-over
 * should no sender finish it. `queue`: a message for the fulfilment queue goes with it (a quote's
 * delivery, sent after the commit); a request's delivery is sent by the request itself.
 */
export function openDelivery(
  tx: Tx,
  input: { orderId: string; email: string; language: Language | null; origin: "request" | "quote"; requestKey?: string; queue: boolean },
  deliverable = deliverableOrder(tx, input.orderId),
): DeliveryRow {
  const { order, profile } = deliverable;
  const brand = readBrand(tx.sql);
  const language = input.language ?? (isLanguage(brand.default_language) ? brand.default_language : DEFAULT_LANGUAGE);
  const base = tx.installBase ?? "";
  if (!/^https?:\/\//.test(base)) {
    throw new ApiError("internal_error", "The eSIM cannot be sent: PUBLIC_BASE_URL is not set to this environment's public origin, so its page has no link to send.");
  }
  const message = renderEsimMessage({
    language,
    brand,
    plan: order.offer_name,
    installUrl: base + order.install_token,
    assetOrigin: new URL(base).origin,
    profile: {
      lpa: profile.lpa as string,
      iccid: text(profile.iccid),
      smdp_address: text(profile.smdp_address),
      activation_code: text(profile.activation_code),
      confirmation_code: text(profile.confirmation_code),
    },
  });
  const id = newId("dlv");
  const due = tx.now + handoverMs(tx);
  const row = tx.sql.exec<DeliveryRow>(
    `INSERT INTO esim_deliveries (id, order_id, email, language, status, origin, subject, html, text, from_name, reply_to, attachments, request_key, due_at, created_at)
     VALUES (?, ?, ?, ?, 'sending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    id, order.id, input.email, language, input.origin, message.subject, message.html, message.text, message.from_name, message.reply_to,
    JSON.stringify(message.attachments), input.requestKey ?? null, due, tx.now,
  ).one();
  dueBy(tx, due);
  if (input.queue) enqueue(tx, "fulfilment", { delivery_id: id });
  return row;
}

/**
 * A quote's eSIM goes to its traveller: called by the step that fulfils the order, once per
 * order (the unique index: a second fulfilment report finds the order settled and never gets
 * here; should it, the delivery already there is kept). A message that cannot be rendered (no
 * public origin to link to) is recorded failed rather than failing the fulfilment.
 */
export function deliverToCustomer(tx: Tx, order: OrderRow, customer: Customer): void {
  if (one(tx.sql, "SELECT 1 AS x FROM esim_deliveries WHERE order_id = ? AND origin = 'quote'", order.id)) return;
  let deliverable: ReturnType<typeof deliverableOrder>;
  try {
    const profile = order.deliverable ? (JSON.parse(order.deliverable) as Record<string, unknown>) : null;
    if (!profile || profile.type !== "esim_profile" || typeof profile.lpa !== "string" || !order.install_token) return;
    deliverable = { order, profile };
    openDelivery(tx, { orderId: order.id, email: customer.email, language: customer.language ?? null, origin: "quote", queue: true }, deliverable);
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    tx.sql.exec(
      `INSERT INTO esim_deliveries (id, order_id, email, language, status, failure_reason, origin, subject, html, text, created_at)
       VALUES (?, ?, ?, ?, 'failed', 'message_unavailable', 'quote', '', '', '', ?)`,
      newId("dlv"), order.id, customer.email, customer.language ?? DEFAULT_LANGUAGE, tx.now,
    );
    (tx.alerts ??= []).push({ msg: "eSIM message could not be made", order_id: order.id, reason: e.message });
  }
}

/**
 * A threshold fired for an eSIM: its traveller hears of 90 % of the data used and 1 day of
 * validity left, where the brand says `notify_traveller` and the eSIM was sent to someone (its
 * newest delivery not failed gives the address and the language), once per order and notice.
 * Queued like a quote's delivery (the sender applies the sending limits; test mode records only).
 */
export function noticeTraveller(tx: Tx, esimOrderId: string, threshold: string): void {
  if (threshold !== "90%" && threshold !== "1d") return;
  const notice: TravellerNotice = threshold;
  const brand = readBrand(tx.sql);
  if (!brand.notify_traveller) return;
  const last = one<DeliveryRow>(
    tx.sql, "SELECT * FROM esim_deliveries WHERE order_id = ? AND origin IN ('request', 'quote') AND status != 'failed' ORDER BY id DESC LIMIT 1", esimOrderId,
  );
  if (!last) return;
  if (one(tx.sql, "SELECT 1 AS x FROM esim_deliveries WHERE order_id = ? AND origin = 'notice' AND notice = ?", esimOrderId, notice)) return;
  const order = one<OrderRow>(tx.sql, "SELECT * FROM orders WHERE id = ?", esimOrderId);
  const base = tx.installBase ?? "";
  if (!order?.install_token || !/^https?:\/\//.test(base)) return;
  const language = isLanguage(last.language) ? last.language : DEFAULT_LANGUAGE;
  const message = renderNoticeMessage({ language, brand, plan: order.offer_name, installUrl: base + order.install_token, assetOrigin: new URL(base).origin, notice });
  const id = newId("dlv");
  const due = tx.now + handoverMs(tx);
  tx.sql.exec(
    `INSERT INTO esim_deliveries (id, order_id, email, language, status, origin, notice, subject, html, text, from_name, reply_to, attachments, due_at, created_at)
     VALUES (?, ?, ?, ?, 'sending', 'notice', ?, ?, ?, ?, ?, ?, '[]', ?, ?)`,
    id, order.id, last.email, language, notice, message.subject, message.html, message.text, message.from_name, message.reply_to, due, tx.now,
  );
  dueBy(tx, due);
  enqueue(tx, "fulfilment", { delivery_id: id });
}

/** A quote's customer as stored (null: none, or not readable). */
export function parseCustomer(raw: unknown): Customer | null {
  if (typeof raw !== "string" || raw === "") return null;
  try {
    const c = JSON.parse(raw) as { email?: unknown; language?: unknown };
    if (typeof c.email !== "string") return null;
    return { email: c.email, ...(isLanguage(c.language) ? { language: c.language } : {}) };
  } catch {
    return null;
  }
}

export function getDeliveryRow(tx: Pick<Tx, "sql">, orderId: string, deliveryId: string): DeliveryRow {
  const r = one<DeliveryRow>(tx.sql, "SELECT * FROM esim_deliveries WHERE id = ? AND order_id = ?", deliveryId, orderId);
  if (!r) throw notFound("delivery", deliveryId, "delivery_id");
  return r;
}

/** A page of an order's deliveries, newest first (404 for an order that is not this account's). */
export function esimDeliveriesPage(tx: Tx, orderId: string, after: string | undefined, limit: number): EsimDeliveryView[] {
  if (!one(tx.sql, "SELECT 1 AS x FROM orders WHERE id = ?", orderId)) throw notFound("order", orderId, "order_id");
  const rows = after === undefined
    ? all<DeliveryRow>(tx.sql, "SELECT * FROM esim_deliveries WHERE order_id = ? ORDER BY id DESC LIMIT ?", orderId, limit + 1)
    : all<DeliveryRow>(tx.sql, "SELECT * FROM esim_deliveries WHERE order_id = ? AND id < ? ORDER BY id DESC LIMIT ?", orderId, after, limit + 1);
  return rows.map(esimDeliveryView);
}

/**
 * Takes a 'sending' delivery for `owner` for DELIVERY_LEASE_MS, so no second sender hands it to
 * the provider meanwhile; its due time moves past the lease, so a sender that dies holding it is
 * followed by a hand-over. A finished delivery, or one another sender holds, answers its view.
 */
export function claimDelivery(tx: Tx, deliveryId: string, owner: string): DeliveryClaim | null {
  const r = one<DeliveryRow>(tx.sql, "SELECT * FROM esim_deliveries WHERE id = ?", deliveryId);
  if (!r) return null;
  if (r.status !== "sending") return { state: "finished", view: esimDeliveryView(r) };
  if (r.lease_until > tx.now) return { state: "busy", view: esimDeliveryView(r) };
  const until = tx.now + DELIVERY_LEASE_MS;
  tx.sql.exec(
    "UPDATE esim_deliveries SET lease_until = ?, lease_owner = ?, due_at = ?, attempts = attempts + 1 WHERE id = ? AND status = 'sending'",
    until, owner, until, deliveryId,
  );
  dueBy(tx, until);
  return {
    state: "claimed",
    delivery: {
      id: r.id, email: r.email, origin: r.origin, subject: r.subject, html: r.html, text: r.text, from_name: r.from_name, reply_to: r.reply_to,
      attachments: JSON.parse(r.attachments) as MessageAttachment[], counted: r.counted === 1,
    },
  };
}

/**
 * Records how a send ended. One-way: a delivery already sent or failed stays as it is, whoever
 * reports. A retry is only the lease holder's to record: the lease is given back and the
 * delivery is due again after a back-off, until DELIVERY_MAX_ATTEMPTS, when it is failed.
 */
export function finishDelivery(tx: Tx, deliveryId: string, owner: string, outcome: DeliveryOutcome): EsimDeliveryView | null {
  const r = one<DeliveryRow>(tx.sql, "SELECT * FROM esim_deliveries WHERE id = ?", deliveryId);
  if (!r) return null;
  if (r.status !== "sending") return esimDeliveryView(r);
  if (outcome.status === "retry" && r.attempts >= DELIVERY_MAX_ATTEMPTS) {
    return finishDelivery(tx, deliveryId, owner, { status: "failed", reason: "mail_provider_unavailable" });
  }
  if (outcome.status === "retry") {
    if (r.lease_owner !== owner) return esimDeliveryView(r);
    const due = tx.now + Math.min(handoverMs(tx) * 2 ** Math.max(0, r.attempts - 1), 3600_000);
    tx.sql.exec(
      "UPDATE esim_deliveries SET lease_until = 0, lease_owner = NULL, due_at = ?, counted = MAX(counted, ?) WHERE id = ?",
      due, outcome.counted ? 1 : 0, deliveryId,
    );
    dueBy(tx, due);
    return esimDeliveryView({ ...r, lease_until: 0, lease_owner: null, due_at: due });
  }
  const row = tx.sql.exec<DeliveryRow>(
    `UPDATE esim_deliveries SET status = ?, failure_reason = ?, sent_at = ?, lease_until = 0, lease_owner = NULL, due_at = NULL
     WHERE id = ? AND status = 'sending' RETURNING *`,
    outcome.status, outcome.status === "failed" ? outcome.reason : null, outcome.status === "sent" ? tx.now : null, deliveryId,
  ).one();
  return esimDeliveryView(row);
}

/** Hands every overdue 'sending' delivery to the fulfilment queue again (the alarm's and the sweep's job, background.ts). */
export function handBackDeliveries(tx: Tx, next: number): number {
  const due = all<{ id: string }>(
    tx.sql,
    "SELECT id FROM esim_deliveries WHERE status = 'sending' AND due_at <= ? AND lease_until <= ? ORDER BY due_at LIMIT 100",
    tx.now, tx.now,
  );
  for (const d of due) {
    tx.sql.exec("UPDATE esim_deliveries SET due_at = ? WHERE id = ?", next, d.id);
    enqueue(tx, "fulfilment", { delivery_id: d.id });
  }
  return due.length;
}

/** The earliest time an unfinished delivery falls due (null: none), for the alarm. */
export function nextDeliveryDue(tx: Tx): number | null {
  return one<{ at: number | null }>(tx.sql, "SELECT MIN(MAX(due_at, lease_until)) AS at FROM esim_deliveries WHERE status = 'sending'")!.at;
}
