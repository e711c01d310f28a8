// Live eSIM refunds asking Airalo, end to end with live keys against the Airalo fake: the eSIM's
// status is read fresh and kept on the refund; with AIRALO_REFUNDS on the refund is queued and
// the minute cron sends it, one request (the ICCID, Airalo's reason) at most every 5 minutes
// from all runs together; a 202 keeps Airalo's refund id on the refund, still pending for an
// operator; a refusal rejects it with supplier_refused; a 429 is asked again later; an answer
// that never came is failed for an operator, never sent again by itself; with the switch off
// nothing is queued or sent.
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LAST_ATTEMPT_KEY, SEND_LEASE_MS, sendAiraloRefunds, type RefundRequestRow } from "../../src/jobs/airalo-refunds";
import { AIRALO_REFUND_SPACING_MS } from "../../src/providers/live/suppliers/airalo-refund-request";
import { stableOfferId } from "../../src/providers/live/suppliers/catalog-sync";
import { admin, call } from "../support/api";
import { fundedLiveAccount } from "../support/live";
import { buy, eventually, key, runCron } from "../support/money";
import { installFakes } from "../fakes/install";
import type { FakeAiralo } from "../fakes/airalo";
import type { CreateRefundResponse } from "../../src/routes/refunds/create";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import type { SyncCatalogResponse } from "../../src/routes/admin/suppliers/sync-catalog";

const setRefunds = (value: "on" | "off") => Object.assign(env as object, { AIRALO_REFUNDS: value });

beforeEach(async () => {
  setRefunds("on");
  await env.DB.batch([
    env.DB.prepare("DELETE FROM supplier_refund_requests"),
    env.DB.prepare("DELETE FROM settings WHERE key LIKE 'airalo_refunds.%'"),
  ]);
});
afterEach(() => {
  setRefunds("off");
  vi.restoreAllMocks();
});

const MIN = 60_000;

async function liveAccountWithEsims(count: number) {
  const acct = await fundedLiveAccount();
  const live = acct.live;
  const orders: { id: string; iccid: string }[] = [];
  for (let i = 0; i < count; i++) {
    const q = await buy(live, stableOfferId("airalo:change-7days-1gb"), "wallet");
    expect(q.status, q.text).toBe(200);
    const id = (q.body as { order_id: string }).order_id;
    const o = await eventually(async () => (await call<RetrieveOrderResponse>(`/v1/orders/${id}`, { key: live })).body, (o) => o.status !== "pending");
    expect(o.status).toBe("fulfilled");
    orders.push({ id, iccid: String((o.deliverable as { iccid: string }).iccid) });
  }
  return { id: acct.id, live, orders };
}

async function setUp(count = 1) {
  const fakes = await installFakes();
  expect((await admin<SyncCatalogResponse>("/admin/v1/catalog/sync", { method: "POST" })).status).toBe(200);
  return { ...fakes, acct: await liveAccountWithEsims(count) };
}

const refund = (apiKey: string, orderId: string, reason = "trip_cancelled") =>
  call<CreateRefundResponse>("/v1/refunds", { key: apiKey, body: { order_id: orderId, reason }, idem: key("re") });
const getRefund = async (apiKey: string, id: string) => (await call<CreateRefundResponse>(`/v1/refunds/${id}`, { key: apiKey })).body;

/** What the account's object keeps of a refund beyond its view: the eSIM status and Airalo's id. */
async function refundRow(accountId: string, id: string) {
  return runInDurableObject(env.ACCOUNT.getByName(`${accountId}:live`), (_i, state) =>
    state.storage.sql.exec<{ esim_status: string | null; supplier_refund_id: string | null; status: string }>(
      "SELECT esim_status, supplier_refund_id, status FROM refunds WHERE id = ?", id,
    ).one());
}

const request = (refundId: string) =>
  env.DB.prepare("SELECT * FROM supplier_refund_requests WHERE refund_id = ?").bind(refundId).first<RefundRequestRow>();
const posts = (airalo: FakeAiralo) => airalo.refundRequests.filter((r) => r.status !== 429);

function alertsOf(logs: string[]) {
  return logs.flatMap((l) => { try { return [JSON.parse(l)]; } catch { return []; } }).filter((l) => l.level === "alert");
}

describe("live eSIM refunds at Airalo", () => {
  it("is queued once committed; the minute cron sends one request with the ICCID and Airalo's reason, at most one per 5 minutes", async () => {
    const { airalo, acct } = await setUp(2);
    airalo.usageOf.set(acct.orders[0]!.iccid, { remaining: 1024, total: 1024, expired_at: "2099-01-01 00:00:00", status: "NOT_ACTIVE" });
    const res = await refund(acct.live, acct.orders[0]!.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: "pending", origin: "partner", livemode: true });
    // the status read fresh before asking, kept for the operator; nothing sent yet
    expect(await refundRow(acct.id, res.body.id)).toMatchObject({ esim_status: "NOT_ACTIVE", supplier_refund_id: null });
    expect(await request(res.body.id)).toMatchObject({ state: "queued", iccid: acct.orders[0]!.iccid, reason: "trip_cancelled", mode: "live", account_id: acct.id });
    expect(airalo.refundRequests).toHaveLength(0);

    const t = Date.now();
    await runCron(t);
    expect(posts(airalo)).toHaveLength(1);
    expect(airalo.refundRequests[0]).toMatchObject({ iccids: [acct.orders[0]!.iccid], reason: "TRIP_CANCELLATION", status: 202 });
    const supplierId = airalo.refundRequests[0]!.refundId!;
    expect(await request(res.body.id)).toMatchObject({ state: "sent", supplier_refund_id: supplierId, attempts: 1, told_at: t });
    // Airalo's id is on the refund, which stays pending for an operator to record Airalo's decision
    expect(await refundRow(acct.id, res.body.id)).toMatchObject({ supplier_refund_id: supplierId, status: "pending" });
    expect((await getRefund(acct.live, res.body.id)).status).toBe("pending");

    // a second refund is due at once, but not within 5 minutes of the last request
    const second = await refund(acct.live, acct.orders[1]!.id, "device_incompatible");
    expect(await sendAiraloRefunds(env, t + MIN)).toMatchObject({ sent: null, idle: "spacing" });
    expect(await sendAiraloRefunds(env, t + AIRALO_REFUND_SPACING_MS - 1)).toMatchObject({ sent: null, idle: "spacing" });
    expect(posts(airalo)).toHaveLength(1);
    // past the spacing, two runs at once: one sends it, the other finds the slot taken
    airalo.now = () => Date.now() + AIRALO_REFUND_SPACING_MS;
    const runs = await Promise.all([sendAiraloRefunds(env, t + AIRALO_REFUND_SPACING_MS), sendAiraloRefunds(env, t + AIRALO_REFUND_SPACING_MS)]);
    expect(runs.map((r) => r.sent ?? "none").sort()).toEqual(["none", "sent"]);
    expect(posts(airalo)).toHaveLength(2);
    expect(airalo.refundRequests[1]).toMatchObject({ iccids: [acct.orders[1]!.iccid], reason: "INCOMPATIBLE_DEVICE" });
    // and again later: nothing is left to send, nothing is sent twice
    expect(await sendAiraloRefunds(env, t + 3 * AIRALO_REFUND_SPACING_MS)).toMatchObject({ sent: null, idle: "nothing_due" });
    expect(posts(airalo)).toHaveLength(2);
    expect(await request(second.body.id)).toMatchObject({ state: "sent", attempts: 1 });
  });

  it("Airalo's refusal rejects the refund with supplier_refused, once", async () => {
    const { airalo, acct } = await setUp();
    airalo.refundIneligible.add(acct.orders[0]!.iccid);
    const res = await refund(acct.live, acct.orders[0]!.id);
    const t = Date.now();
    expect(await sendAiraloRefunds(env, t)).toMatchObject({ sent: "refused", told: 1 });
    expect(await getRefund(acct.live, res.body.id)).toMatchObject({ status: "rejected", failure_reason: "supplier_refused" });
    expect(await request(res.body.id)).toMatchObject({ state: "refused", told_at: t });
    // told again (an answer whose telling was lost): nothing changes
    await env.DB.prepare("UPDATE supplier_refund_requests SET told_at = NULL WHERE refund_id = ?").bind(res.body.id).run();
    expect(await sendAiraloRefunds(env, t + MIN)).toMatchObject({ told: 1, sent: null });
    expect(await getRefund(acct.live, res.body.id)).toMatchObject({ status: "rejected", failure_reason: "supplier_refused" });
    expect(posts(airalo)).toHaveLength(1);
  });

  it("a refund an operator decided before its turn is never asked of Airalo, and the slot stays free", async () => {
    const { airalo, acct } = await setUp(2);
    const first = await refund(acct.live, acct.orders[0]!.id);
    const second = await refund(acct.live, acct.orders[1]!.id);
    const approved = await admin(`/admin/v1/refunds/${first.body.id}/approve`, { method: "POST" });
    expect(approved.status, approved.text).toBe(200);
    const t = Date.now();
    expect(await sendAiraloRefunds(env, t)).toMatchObject({ sent: "withdrawn" });
    expect(await request(first.body.id)).toMatchObject({ state: "withdrawn", told_at: t });
    expect(posts(airalo)).toHaveLength(0);
    // the slot was given back: the next request goes at once
    expect(await sendAiraloRefunds(env, t + 1)).toMatchObject({ sent: "sent" });
    expect(posts(airalo).map((p) => p.iccids)).toEqual([[acct.orders[1]!.iccid]]);
    expect(await getRefund(acct.live, first.body.id)).toMatchObject({ status: "succeeded" });
    void second;
  });

  it("a 429 is asked again after Airalo's Retry-After, and the spacing", async () => {
    const { airalo, acct } = await setUp();
    airalo.refundFaults.push({ kind: "status", status: 429, body: { message: "Too Many Attempts." }, headers: { "retry-after": "420" } });
    const res = await refund(acct.live, acct.orders[0]!.id);
    const t = Date.now();
    expect(await sendAiraloRefunds(env, t)).toMatchObject({ sent: "retry" });
    expect(await request(res.body.id)).toMatchObject({ state: "queued", attempts: 1, next_attempt_at: t + 420_000 });
    // past the spacing but before Retry-After: not yet
    expect(await sendAiraloRefunds(env, t + AIRALO_REFUND_SPACING_MS)).toMatchObject({ sent: null, idle: "nothing_due" });
    // (the fake's own window counted the refused request too)
    airalo.now = () => Date.now() + 420_000;
    expect(await sendAiraloRefunds(env, t + 420_000)).toMatchObject({ sent: "sent" });
    expect(await request(res.body.id)).toMatchObject({ state: "sent", attempts: 2 });
    expect(airalo.refundRequests.map((r) => r.status)).toEqual([429, 202]);
  });

  it("a request that may have reached Airalo unanswered is failed for an operator and never sent again by itself", async () => {
    const { airalo, acct } = await setUp();
    airalo.refundFaults.push({ kind: "status", status: 503, body: { message: "Service Unavailable" } });
    const logs: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void logs.push(String(line)));
    const res = await refund(acct.live, acct.orders[0]!.id);
    const t = Date.now();
    expect(await sendAiraloRefunds(env, t)).toMatchObject({ sent: "failed" });
    expect(await request(res.body.id)).toMatchObject({ state: "failed", attempts: 1 });
    expect(alertsOf(logs)).toEqual([expect.objectContaining({ msg: "airalo refund request failed", refund_id: res.body.id, account_id: acct.id, mode: "live" })]);
    expect(await sendAiraloRefunds(env, t + 2 * AIRALO_REFUND_SPACING_MS)).toMatchObject({ sent: null, idle: "nothing_due" });
    expect(airalo.refundRequests).toHaveLength(1);
    expect((await getRefund(acct.live, res.body.id)).status).toBe("pending");
  });

  it("a send a run never finished is failed for an operator once its lease ends", async () => {
    const { airalo, acct } = await setUp();
    const res = await refund(acct.live, acct.orders[0]!.id);
    const t = Date.now();
    // a run leased it and died before writing the answer
    await env.DB.prepare("UPDATE supplier_refund_requests SET state = 'sending', attempts = 1, next_attempt_at = ? WHERE refund_id = ?").bind(t + SEND_LEASE_MS, res.body.id).run();
    expect(await sendAiraloRefunds(env, t + MIN)).toMatchObject({ abandoned: 0, idle: "nothing_due" });
    expect(await sendAiraloRefunds(env, t + SEND_LEASE_MS)).toMatchObject({ abandoned: 1, idle: "nothing_due" });
    expect(await request(res.body.id)).toMatchObject({ state: "failed" });
    expect(airalo.refundRequests).toHaveLength(0);
  });

  it("with AIRALO_REFUNDS off nothing is queued or sent: the refund waits for an operator", async () => {
    const { airalo, acct } = await setUp();
    setRefunds("off");
    const res = await refund(acct.live, acct.orders[0]!.id);
    expect(res.body.status).toBe("pending");
    expect(await request(res.body.id)).toBeNull();
    // the status is still read, for the operator
    expect((await refundRow(acct.id, res.body.id)).esim_status).toEqual(expect.any(String));
    await runCron(Date.now());
    expect(await sendAiraloRefunds(env, Date.now() + 10 * MIN)).toMatchObject({ sent: null, idle: "off" });
    expect(airalo.refundRequests).toHaveLength(0);
    expect(await env.DB.prepare("SELECT value FROM settings WHERE key = ?").bind(LAST_ATTEMPT_KEY).first()).toBeNull();
  });
});
