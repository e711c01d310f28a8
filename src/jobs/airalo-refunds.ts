// Airalo refund requests, from a queue: a live eSIM refund is queued in D1
// (`supplier_refund_requests`) once its account's object committed it, and this job, run by the
// minute cron, sends the oldest due one to Airalo, one request per call (one ICCID), and records
// the answer: taken for review → `sent`, its id kept on the refund (still pending for an
// operator); refused → the refund rejected with supplier_refused; later → queued again; no
// answer after it may have reached Airalo → `failed`, for an operator. A refund resolved before
// its turn came (an operator decided it, or the supplier reversed it) is never asked for:
// `withdrawn`, and the send slot is given back.
//
// A duplicate purchase (an order bought twice, once at Airalo: providers/live/suppliers/duplicates.ts)
// is queued the same way with purpose "duplicate": no partner refund is behind it, so no object
// is told of Airalo's answer, and it is sent whatever became of the order.
//
// Invariants: at most one request reaches Airalo per AIRALO_REFUND_SPACING_MS from all runs
// together (a send slot in `settings`, taken by a conditional UPDATE before each attempt), and a
// request is sent by one run only (a conditional UPDATE leases it, `queued` → `sending`). A
// request that may have reached Airalo is never sent again by itself, since Airalo has no
// idempotency key. Telling the account's object is at least once: the answer is written to D1
// first and `told_at` only after the object took it, so a run that dies between them is
// followed by one that tells it again (both object steps are harmless twice).
import { accountObject } from "../account-object/stub";
import type { RefundReason } from "../domain/refunds";
import type { Mode } from "../http/context";
import { alert, logJob } from "../lib/log";
import { AIRALO, RefundRetryLater, RefundsUnavailable } from "../providers/live/suppliers/airalo";
import { AIRALO_REFUND_SPACING_MS } from "../providers/live/suppliers/airalo-refund-request";
import { airaloRefundsOn, supplierEnv } from "../providers/live/suppliers/config";
import { airaloClient } from "../providers/live/suppliers/supplier";

/** How long one run holds a request it is sending: far more than one call may take. */
export const SEND_LEASE_MS = 2 * 60_000;
/** After Airalo denied us its refund API (401/403), how long a request waits before it is tried again. */
export const UNAVAILABLE_RETRY_MS = 60 * 60_000;
/** The `settings` row holding when a request was last attempted (ms), from any run. */
export const LAST_ATTEMPT_KEY = "airalo_refunds.last_attempt_at";
/** The `settings` row present while Airalo denies us its refund API: its alert is raised once. */
const UNAVAILABLE_KEY = "airalo_refunds.unavailable_since";
/** answers told to their account objects per run */
const TELL_BATCH = 25;

export type RefundRequestState = "queued" | "sending" | "sent" | "refused" | "failed" | "withdrawn";

export interface RefundRequestRow {
  refund_id: string;
  account_id: string;
  mode: Mode;
  supplier: string;
  iccid: string;
  reason: RefundReason;
  state: RefundRequestState;
  attempts: number;
  next_attempt_at: number;
  supplier_refund_id: string | null;
  last_error: string | null;
  told_at: number | null;
  created_at: number;
  sent_at: number | null;
  purpose: "refund" | "duplicate";
}

export interface AiraloRefundRun {
  /** answers told to their account objects (this run's and earlier runs' not told yet) */
  told: number;
  /** requests leased by a run that never finished: marked failed */
  abandoned: number;
  /** what this run's one send did, if it sent */
  sent: null | "sent" | "refused" | "retry" | "failed" | "unavailable" | "withdrawn";
  /** why nothing was sent */
  idle?: "off" | "nothing_due" | "spacing" | "taken";
}

/** Tells the request's account object what Airalo answered, then marks it told. */
async function tell(env: Env, row: Pick<RefundRequestRow, "refund_id" | "account_id" | "mode" | "state" | "supplier_refund_id">, now: number): Promise<boolean> {
  const ref = { accountId: row.account_id, mode: row.mode };
  const stub = accountObject(env, ref.accountId, ref.mode);
  const out = row.state === "sent"
    ? await stub.noteSupplierRefund(ref, row.refund_id, row.supplier_refund_id!)
    : await stub.supplierRefusedRefund(ref, row.refund_id);
  if (!out.ok) {
    // the refund is not in its object (never committed there): nothing to tell, an operator looks
    alert({ msg: "airalo refund answer for an unknown refund", refund_id: row.refund_id, account_id: ref.accountId, mode: ref.mode, state: row.state });
  }
  await env.DB.prepare("UPDATE supplier_refund_requests SET told_at = ? WHERE refund_id = ? AND told_at IS NULL").bind(now, row.refund_id).run();
  return true;
}

/** Answers written to D1 whose account objects were not told yet (a run died between the two writes). */
async function tellPending(env: Env, now: number): Promise<number> {
  const { results } = await env.DB.prepare(
    "SELECT * FROM supplier_refund_requests WHERE supplier = ? AND state IN ('sent', 'refused') AND told_at IS NULL AND purpose = 'refund' ORDER BY created_at LIMIT ?",
  ).bind(AIRALO, TELL_BATCH).all<RefundRequestRow>();
  let told = 0;
  for (const row of results) {
    try {
      if (await tell(env, row, now)) told++;
    } catch (e) {
      console.error(`telling refund ${row.refund_id} of Airalo's answer failed; the next run tells it`, e);
    }
  }
  return told;
}

/** Requests a run leased and never finished: they may have reached Airalo, so an operator looks. */
async function failAbandoned(env: Env, now: number): Promise<number> {
  const { results } = await env.DB.prepare(
    `UPDATE supplier_refund_requests SET state = 'failed', last_error = 'the send was interrupted: it may have reached Airalo'
     WHERE supplier = ? AND state = 'sending' AND next_attempt_at <= ? RETURNING refund_id, account_id, mode`,
  ).bind(AIRALO, now).all<{ refund_id: string; account_id: string; mode: Mode }>();
  for (const r of results) {
    alert({ msg: "airalo refund request failed", refund_id: r.refund_id, account_id: r.account_id, mode: r.mode, error: "the send was interrupted: it may have reached Airalo" });
  }
  return results.length;
}

/** Takes the send slot: true when no attempt was made in the last AIRALO_REFUND_SPACING_MS, and none can be until the next slot. */
async function takeSendSlot(env: Env, now: number): Promise<boolean> {
  await env.DB.prepare("INSERT OR IGNORE INTO settings (key, value, updated_at) VALUES (?, '0', 0)").bind(LAST_ATTEMPT_KEY).run();
  const r = await env.DB.prepare("UPDATE settings SET value = ?, updated_at = ? WHERE key = ? AND CAST(value AS INTEGER) <= ?")
    .bind(String(now), now, LAST_ATTEMPT_KEY, now - AIRALO_REFUND_SPACING_MS)
    .run();
  return (r.meta.changes ?? 0) > 0;
}

/** Gives the slot back when it was taken for nothing (no request could be leased). */
async function giveSlotBack(env: Env, now: number): Promise<void> {
  await env.DB.prepare("UPDATE settings SET value = '0' WHERE key = ? AND value = ?").bind(LAST_ATTEMPT_KEY, String(now)).run();
}

/** Moves a request this run holds on from `sending`; false when it is no longer this run's. */
async function settle(env: Env, refundId: string, now: number, set: Record<string, string | number | null>): Promise<boolean> {
  const cols = Object.keys(set);
  const r = await env.DB.prepare(
    `UPDATE supplier_refund_requests SET ${cols.map((c) => `${c} = ?`).join(", ")} WHERE refund_id = ? AND state = 'sending' AND next_attempt_at = ?`,
  ).bind(...cols.map((c) => set[c]!), refundId, now + SEND_LEASE_MS).run();
  return (r.meta.changes ?? 0) > 0;
}

/**
 * One run: tells objects of answers not told yet, fails abandoned sends, then sends at most one
 * due request, if the send slot is free. While AIRALO_REFUNDS is off nothing is sent (queued
 * requests, if any were queued before it went off, wait).
 */
export async function sendAiraloRefunds(env: Env, now = Date.now()): Promise<AiraloRefundRun> {
  const run: AiraloRefundRun = { told: await tellPending(env, now), abandoned: await failAbandoned(env, now), sent: null };
  if (!airaloRefundsOn(supplierEnv(env))) return { ...run, idle: "off" };
  const due = await env.DB.prepare(
    "SELECT refund_id FROM supplier_refund_requests WHERE supplier = ? AND state = 'queued' AND next_attempt_at <= ? ORDER BY created_at, refund_id LIMIT 1",
  ).bind(AIRALO, now).first<{ refund_id: string }>();
  if (!due) return { ...run, idle: "nothing_due" };
  if (!(await takeSendSlot(env, now))) return { ...run, idle: "spacing" };
  const row = await env.DB.prepare(
    `UPDATE supplier_refund_requests SET state = 'sending', attempts = attempts + 1, next_attempt_at = ?
     WHERE refund_id = ? AND state = 'queued' AND next_attempt_at <= ? RETURNING *`,
  ).bind(now + SEND_LEASE_MS, due.refund_id, now).first<RefundRequestRow>();
  if (!row) {
    await giveSlotBack(env, now);
    return { ...run, idle: "taken" };
  }
  const started = Date.now();
  run.sent = await sendOne(env, row, now);
  logJob({
    kind: "airalo_refund", ids: { refund_id: row.refund_id, account_id: row.account_id, mode: row.mode }, outcome: run.sent === "failed" ? "failed" : "ok",
    result: run.sent, attempt: row.attempts, duration_ms: Date.now() - started,
  });
  if (run.sent === "sent" || run.sent === "refused") run.told += await tellPending(env, now);
  return run;
}

/** Sends one leased request and records Airalo's answer. */
async function sendOne(env: Env, row: RefundRequestRow, now: number): Promise<NonNullable<AiraloRefundRun["sent"]>> {
  const fields = { refund_id: row.refund_id, account_id: row.account_id, mode: row.mode };
  const client = airaloClient(env);
  const ref = { accountId: row.account_id, mode: row.mode };
  const duplicate = row.purpose === "duplicate";
  const current = duplicate ? null : await accountObject(env, ref.accountId, ref.mode).refund(ref, row.refund_id);
  const status = current?.ok ? (current.value as { status: string }).status : null;
  if (status !== null && status !== "pending") {
    await settle(env, row.refund_id, now, { state: "withdrawn", told_at: now, last_error: `the refund was ${status} before its turn: not sent` });
    await giveSlotBack(env, now);
    return "withdrawn";
  }
  try {
    if (!client) throw new RefundsUnavailable("airalo refund: Airalo is not configured");
    const answer = await client.requestRefund({ iccids: [row.iccid], reason: row.reason });
    await env.DB.prepare("DELETE FROM settings WHERE key = ?").bind(UNAVAILABLE_KEY).run();
    // a duplicate's answer is told to no account object: it is done once written
    const told: Record<string, number> = duplicate ? { told_at: now } : {};
    if (answer.status === "requested") {
      await settle(env, row.refund_id, now, { state: "sent", supplier_refund_id: answer.supplierRefundId, sent_at: now, last_error: null, ...told });
      return "sent";
    }
    await settle(env, row.refund_id, now, { state: "refused", sent_at: now, last_error: answer.reason.slice(0, 500), ...told });
    if (duplicate) alert({ msg: "airalo refused the refund of a duplicate purchase", ...fields, reason: answer.reason });
    return "refused";
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    if (e instanceof RefundRetryLater && !e.maybeApplied) {
      await settle(env, row.refund_id, now, { state: "queued", next_attempt_at: now + (e.retryAfterMs ?? AIRALO_REFUND_SPACING_MS), last_error: error });
      return "retry";
    }
    if (e instanceof RefundsUnavailable) {
      await settle(env, row.refund_id, now, { state: "queued", next_attempt_at: now + UNAVAILABLE_RETRY_MS, last_error: error });
      const first = await env.DB.prepare("INSERT OR IGNORE INTO settings (key, value, updated_at) VALUES (?, ?, ?)").bind(UNAVAILABLE_KEY, String(now), now).run();
      if ((first.meta.changes ?? 0) > 0) alert({ msg: "airalo refund requests unavailable", ...fields, error });
      return "unavailable";
    }
    // it may have reached Airalo (a timeout, a 5xx), or it can never be sent: an operator looks
    await settle(env, row.refund_id, now, { state: "failed", last_error: error.slice(0, 500) });
    alert({ msg: "airalo refund request failed", ...fields, error });
    return "failed";
  }
}
