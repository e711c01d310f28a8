// Delivering events through the real queues: retries on the schedule (1, 2, 3 s in tests),
// the receiver's timeout (1 s in tests), dead-lettering, disabling and re-enabling; and, since
// queue messages can arrive twice, that a duplicate neither sends again, nor logs twice, nor is
// signed with anything but the endpoint's secret, and that nothing is lost. Accounts and modes
// share nothing: an account's secret never signs another's delivery, and test-mode events never
// reach live-mode endpoints (nor the other way round).
import { createExecutionContext, createMessageBatch, getQueueResult, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { issueKey } from "../../src/accounts/keys";
import { getAccount, renderAccount } from "../../src/accounts/store";
import { call, newAccount } from "../support/api";
import { accountStub, buy, catalog, eventually, sqlIn } from "../support/money";
import {
  createEndpoint, deliveries, expectNotSignedBy, expectSignedBy, fireEvent, hang, latestEventId, logUntil, ok, receiver, received, sequence, sleep,
  status, type Answer,
} from "./support";
import type { ListEventsResponse } from "../../src/routes/events/list";
import type { ListOrdersResponse } from "../../src/routes/orders/list";
import type { DeleteWebhookEndpointResponse } from "../../src/routes/webhook-endpoints/delete";
import type { PingWebhookEndpointResponse } from "../../src/routes/webhook-endpoints/ping";
import type { RetrieveWebhookEndpointResponse } from "../../src/routes/webhook-endpoints/retrieve";
import type { UpdateWebhookEndpointResponse } from "../../src/routes/webhook-endpoints/update";

const refused: Answer = () => Promise.reject(new TypeError("Network connection lost."));
const slowOk: Answer = () => new Promise((resolve) => setTimeout(() => resolve(new Response("ok")), 600));

let n = 0;

/** Runs the worker's queue handler on one batch, as the queue would, and says what it acked. */
async function deliverBatch(queue: string, bodies: unknown[]) {
  const batch = createMessageBatch(
    queue,
    bodies.map((body) => ({ id: `dup-${++n}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

describe.concurrent("delivery", () => {
  it("retries a receiver that fails, redirects and hangs past the timeout, until it recovers", async () => {
    const acct = await newAccount();
    const r = receiver(sequence(status(500), status(302), hang, ok));
    const ep = await createEndpoint(acct.key, { url: r.url });
    const fired = Date.now();
    await fireEvent(acct.key);

    const got = await received(r, 4, 20_000);
    const [event] = (await call<ListEventsResponse>("/v1/events?type=credit.updated", { key: acct.key })).body.data;
    const [stored] = await sqlIn<{ body: string }>(acct.id, "SELECT body FROM events WHERE id = ?", event!.id);
    // the envelope as stored, byte for byte, every time, each signed validly at its own time
    for (const req of got) {
      expect(req.body).toBe(stored!.body);
      expect(JSON.parse(req.body)).toEqual(event);
      expect(req.headers.get("content-type")).toBe("application/json");
      expect(req.headers.get("user-agent")).toBe("PartnerCommerce-Webhooks/1");
      await expectSignedBy(req, ep.secret);
    }
    // the schedule: about 1 s, then 2 s, then 3 s after the failed attempt ended
    const gaps = got.slice(1).map((req, i) => req.at - got[i]!.at);
    expect(gaps[0]).toBeGreaterThanOrEqual(900);
    expect(gaps[1]).toBeGreaterThanOrEqual(1900);
    expect(gaps[2]).toBeGreaterThanOrEqual(2900 + 900); // the hang itself took the 1 s timeout

    const log = await logUntil(acct.key, ep.id, (items) => items.length === 4 && items[0].status === "succeeded");
    const byAttempt = [...log].reverse();
    expect(byAttempt.map((d) => [d.attempt, d.status, d.response_status])).toEqual([
      [1, "failed", 500],
      [2, "failed", 302],
      [3, "failed", null],
      [4, "succeeded", 200],
    ]);
    expect(byAttempt[0].error).toMatch(/HTTP 500/);
    expect(byAttempt[1].error).toMatch(/redirect/);
    expect(byAttempt[2].error).toMatch(/no answer within 1000 ms/);
    expect(byAttempt[2].duration_ms).toBeGreaterThanOrEqual(900);
    expect(byAttempt[3].error).toBeNull();
    for (const d of byAttempt) {
      expect(Object.keys(d).sort()).toEqual(
        ["object", "id", "event_id", "event_type", "attempt", "status", "response_status", "error", "duration_ms", "response_body_excerpt", "next_attempt_at", "created_at"].sort(),
      );
      expect(d).toMatchObject({ object: "webhook_delivery", event_id: event!.id, event_type: "credit.updated" });
      expect(d.id).toMatch(/^whd_[0-9A-HJKMNP-TV-Z]{26}$/);
      expect(Number.isInteger(d.duration_ms)).toBe(true);
    }
    // each failed attempt says when the next one is due, and that is when it was made
    for (let i = 0; i < 3; i++) {
      expect(byAttempt[i].next_attempt_at).not.toBeNull();
      expect(Date.parse(byAttempt[i + 1].created_at)).toBeGreaterThanOrEqual(Date.parse(byAttempt[i].next_attempt_at) - 5);
    }
    expect(byAttempt[3].next_attempt_at).toBeNull();

    const after = (await call<RetrieveWebhookEndpointResponse>(`/v1/webhook_endpoints/${ep.id}`, { key: acct.key })).body;
    expect(Date.parse(after.last_success_at!)).toBeGreaterThan(fired);
    expect(Date.parse(after.last_failure_at!)).toBeGreaterThan(fired);
    expect(Date.parse(after.last_success_at!)).toBeGreaterThan(Date.parse(after.last_failure_at!));
    expect(after.status).toBe("active");
  });

  it("dead-letters after the schedule, disables an endpoint failing for 3 days, and re-enabling brings events back", async () => {
    const acct = await newAccount();
    const r = receiver(sequence(status(404), refused, status(503)));
    const ep = await createEndpoint(acct.key, { url: r.url, enabled_events: ["credit.updated"] });
    // the endpoint has been there, without a success, for four days
    const fourDaysAgo = Date.now() - 4 * 24 * 3600 * 1000;
    await sqlIn(acct.id, "UPDATE webhook_endpoints SET created_at = ?, enabled_at = ? WHERE id = ?", fourDaysAgo, fourDaysAgo, ep.id);

    await fireEvent(acct.key);
    const log = await logUntil(acct.key, ep.id, (items) => items.length === 4 && items[0].status !== "pending", 25_000);
    expect([...log].reverse().map((d) => [d.attempt, d.status, d.response_status])).toEqual([
      [1, "failed", 404],
      [2, "failed", null],
      [3, "failed", 503],
      [4, "failed", 503],
    ]);
    expect(log[3].next_attempt_at).not.toBeNull();
    expect(log[2].error).toMatch(/connection failed: Network connection lost/);
    // dead-lettered: the last attempt has nothing after it
    expect(log[0].next_attempt_at).toBeNull();
    expect(r.received).toHaveLength(4);

    const disabled = (await call<RetrieveWebhookEndpointResponse>(`/v1/webhook_endpoints/${ep.id}`, { key: acct.key })).body;
    expect(disabled.status).toBe("disabled");
    expect(disabled.disabled_reason).toMatch(/3 days/);

    // a disabled endpoint gets nothing
    await fireEvent(acct.key, 20);
    expect(await deliveries(acct.key, ep.id)).toHaveLength(4);

    // re-enabled (and fixed) it receives new events again
    r.answer(ok);
    const res = await call<UpdateWebhookEndpointResponse>(`/v1/webhook_endpoints/${ep.id}`, { key: acct.key, body: { status: "active" } });
    expect(res.body).toMatchObject({ status: "active", disabled_reason: null });
    await fireEvent(acct.key, 21);
    const got = await received(r, 5);
    expect(JSON.parse(got[4]!.body).data.object.credit.net_terms_days).toBe(21);
    await expectSignedBy(got[4]!, ep.secret);
    // the event fired while it was disabled is not sent late
    expect(await deliveries(acct.key, ep.id)).toHaveLength(5);
  });

  it("drops a delivery whose endpoint was disabled or deleted between attempts", async () => {
    const acct = await newAccount();
    const a = receiver(status(500));
    const b = receiver(status(500));
    const epA = await createEndpoint(acct.key, { url: a.url });
    const epB = await createEndpoint(acct.key, { url: b.url });
    await fireEvent(acct.key);
    await Promise.all([received(a, 1), received(b, 1)]);
    // both now wait for attempt 2; meanwhile A is disabled and B deleted
    await sqlIn(acct.id, "UPDATE webhook_endpoints SET status = 'disabled', disabled_reason = 'test' WHERE id = ?", epA.id);
    expect((await call<DeleteWebhookEndpointResponse>(`/v1/webhook_endpoints/${epB.id}`, { key: acct.key, method: "DELETE" })).status).toBe(200);

    const log = await logUntil(acct.key, epA.id, (items) => items.length === 2 && items[0].status !== "pending");
    expect(log[0]).toMatchObject({ attempt: 2, status: "failed", response_status: null, next_attempt_at: null });
    expect(log[0].error).toMatch(/disabled/);
    await sleep(2500);
    expect(a.received).toHaveLength(1);
    expect(b.received).toHaveLength(1);
    expect(await deliveries(acct.key, epA.id)).toHaveLength(2);
  });

  it("delivers only the types an endpoint asked for, to every endpoint that asked", async () => {
    const acct = await newAccount();
    const all = receiver();
    const credit = receiver();
    const orders = receiver();
    await createEndpoint(acct.key, { url: all.url });
    await createEndpoint(acct.key, { url: credit.url, enabled_events: ["credit.updated"] });
    const epOrders = await createEndpoint(acct.key, { url: orders.url, enabled_events: ["order.fulfilled", "order.failed"] });
    await fireEvent(acct.key);
    const [x] = await received(all, 1);
    const [y] = await received(credit, 1);
    expect(y!.body).toBe(x!.body);
    expect(await deliveries(acct.key, epOrders.id)).toEqual([]);
    expect(orders.received).toHaveLength(0);
  });

  describe("at-least-once", () => {
    it("a duplicate of an attempt in flight, or already made, sends nothing and logs nothing", async () => {
      const acct = await newAccount();
      const r = receiver(slowOk);
      const ep = await createEndpoint(acct.key, { url: r.url });
      await fireEvent(acct.key);
      // the queue's own consumer is in the middle of attempt 1 (the receiver takes 600 ms)
      await received(r, 1);
      const [row] = await sqlIn<{ delivery_id: string; attempt: number }>(acct.id, "SELECT delivery_id, attempt FROM webhook_attempts WHERE endpoint_id = ?", ep.id);
      const msg = { delivery_id: row!.delivery_id, attempt: 1, account_id: acct.id, mode: "test" };

      const during = await deliverBatch("pc-webhooks", [msg, msg]);
      expect(during.explicitAcks).toHaveLength(2);
      expect(during.retryMessages).toEqual([]);
      expect(r.received).toHaveLength(1);

      const log = await logUntil(acct.key, ep.id, (items) => items[0]?.status === "succeeded");
      expect(log).toHaveLength(1);

      const after = await deliverBatch("pc-webhooks", [msg, msg, { ...msg, attempt: 2 }]);
      expect(after.explicitAcks).toHaveLength(3);
      // the duplicates sent back for later come and go too
      await sleep(3000);
      expect(r.received).toHaveLength(1);
      expect(await deliveries(acct.key, ep.id)).toEqual(log);
      await expectSignedBy(r.received[0]!, ep.secret);
    });

    it("a duplicate of a retry that is not yet due waits for its time instead of sending early", async () => {
      const acct = await newAccount();
      const r = receiver(sequence(status(500), ok));
      const ep = await createEndpoint(acct.key, { url: r.url });
      await fireEvent(acct.key);
      await received(r, 1);
      const pending = await logUntil(acct.key, ep.id, (items) => items[0]?.attempt === 2);
      const [row] = await sqlIn<{ delivery_id: string }>(acct.id, "SELECT delivery_id FROM webhook_attempts WHERE id = ?", pending[0].id);
      const msg = { delivery_id: row!.delivery_id, attempt: 2, account_id: acct.id, mode: "test" };
      const res = await deliverBatch("pc-webhooks", [msg, msg]);
      expect(res.explicitAcks).toHaveLength(2);

      // attempt 2 went once, and not before its time
      const got = await received(r, 2);
      expect(got[1]!.at - got[0]!.at).toBeGreaterThanOrEqual(900);
      await sleep(2500);
      expect(r.received).toHaveLength(2);
      const log = await deliveries(acct.key, ep.id);
      expect(log.map((d) => [d.attempt, d.status])).toEqual([[2, "succeeded"], [1, "failed"]]);
      for (const req of got) await expectSignedBy(req, ep.secret);
    });

    it("an attempt whose queue message was lost is queued again by the sweep", async () => {
      const acct = await newAccount();
      const r = receiver();
      await fireEvent(acct.key);
      const eventId = await latestEventId(acct.key);
      const ep = await createEndpoint(acct.key, { url: r.url });
      // an attempt that was due ten minutes ago and whose message never arrived
      const due = Date.now() - 10 * 60 * 1000;
      await sqlIn(
        acct.id,
        `INSERT INTO webhook_attempts (id, delivery_id, endpoint_id, event_id, event_type, attempt, status, next_attempt_at, created_at)
         VALUES ('whd_01JX00000000000000000000A1', 'whd_01JX00000000000000000000D1', ?, ?, 'credit.updated', 1, 'pending', ?, ?)`,
        ep.id, eventId, due, due,
      );
      expect((await accountStub(acct.id).sweep()).requeuedDeliveries).toBe(1);
      const [got] = await received(r, 1);
      expect(JSON.parse(got!.body).id).toBe(eventId);
      await expectSignedBy(got!, ep.secret);
      const log = await logUntil(acct.key, ep.id, (items) => items[0]?.status === "succeeded");
      expect(log).toHaveLength(1);
      expect((await accountStub(acct.id).sweep()).requeuedDeliveries).toBe(0);
    });

    it("fans an event out in the transaction that records it: nothing queued where nobody listens", async () => {
      const quiet = await newAccount();
      await fireEvent(quiet.key);
      const eventId = await latestEventId(quiet.key);
      expect(eventId).toMatch(/^evt_/);
      expect(await sqlIn(quiet.id, "SELECT id FROM webhook_attempts")).toEqual([]);
      expect(await sqlIn(quiet.id, "SELECT id FROM outbox")).toEqual([]);

      const acct = await newAccount();
      const r = receiver();
      const ep = await createEndpoint(acct.key, { url: r.url });
      await fireEvent(acct.key);
      // the attempt exists as soon as the request that recorded the event has answered
      const rows = await sqlIn<{ event_id: string; next_attempt_at: number }>(acct.id, "SELECT event_id, next_attempt_at FROM webhook_attempts WHERE endpoint_id = ?", ep.id);
      expect(rows.map((x) => x.event_id)).toEqual([await latestEventId(acct.key)]);
      await received(r, 1);
      await sleep(1500);
      expect(r.received).toHaveLength(1);
      expect(await deliveries(acct.key, ep.id)).toHaveLength(1);
    });
  });

  describe("isolation: accounts and modes share nothing", () => {
    it("signs each account's deliveries with its own secret and sends them only to its own endpoints", async () => {
      const a = await newAccount();
      const b = await newAccount();
      const ra = receiver();
      const rb = receiver();
      const epA = await createEndpoint(a.key, { url: ra.url });
      const epB = await createEndpoint(b.key, { url: rb.url });
      expect(epA.secret).not.toBe(epB.secret);

      await Promise.all([fireEvent(a.key), fireEvent(b.key)]);
      const [[fromA], [fromB]] = await Promise.all([received(ra, 1), received(rb, 1)]);
      await expectSignedBy(fromA!, epA.secret);
      await expectNotSignedBy(fromA!, epB.secret);
      expect(JSON.parse(fromA!.body).data.object.id).toBe(a.id);
      await expectSignedBy(fromB!, epB.secret);
      await expectNotSignedBy(fromB!, epA.secret);
      expect(JSON.parse(fromB!.body).data.object.id).toBe(b.id);

      // each event went to one endpoint: its own account's
      expect((await deliveries(a.key, epA.id)).map((d) => d.event_id)).toEqual([JSON.parse(fromA!.body).id]);
      expect((await deliveries(b.key, epB.id)).map((d) => d.event_id)).toEqual([JSON.parse(fromB!.body).id]);
      expect(ra.received).toHaveLength(1);
      expect(rb.received).toHaveLength(1);
    });

    it("never sends test-mode events to live-mode endpoints, nor live ones to test endpoints", async () => {
      const acct = await newAccount();
      const live = await issueKey(env, acct.id, "live");
      const testR = receiver();
      const liveR = receiver();
      const epTest = await createEndpoint(acct.key, { url: testR.url });
      const epLive = await createEndpoint(live.secret!, { url: liveR.url });

      // a test-mode event
      await fireEvent(acct.key);
      const [t] = await received(testR, 1);
      expect(JSON.parse(t!.body)).toMatchObject({ type: "credit.updated", livemode: false });
      await expectSignedBy(t!, epTest.secret);

      // a live-mode event: the operator's credit approval does this in the live object
      const ref = { accountId: acct.id, mode: "live" as const };
      const res = await accountStub(acct.id, "live").setCredit(ref, { netTermsDays: 10 }, renderAccount(await getAccount(env, acct.id), "live", null));
      expect(res.ok).toBe(true);
      const [l] = await received(liveR, 1);
      expect(JSON.parse(l!.body)).toMatchObject({ type: "credit.updated", livemode: true });
      await expectSignedBy(l!, epLive.secret);
      await expectNotSignedBy(l!, epTest.secret);
      expect(testR.received).toHaveLength(1);
      expect(liveR.received).toHaveLength(1);
      expect((await deliveries(acct.key, epTest.id)).map((d) => d.event_id)).toEqual([JSON.parse(t!.body).id]);
      expect((await deliveries(live.secret!, epLive.id)).map((d) => d.event_id)).toEqual([JSON.parse(l!.body).id]);

      // a live ping carries livemode true and reaches only the live endpoint
      const ping = await call<PingWebhookEndpointResponse>(`/v1/webhook_endpoints/${epLive.id}/ping`, { key: live.secret!, method: "POST" });
      expect(ping.body.status).toBe("succeeded");
      expect(JSON.parse(liveR.received[1]!.body)).toMatchObject({ type: "ping", livemode: true });
      expect(testR.received).toHaveLength(1);
    });
  });
});

/** An account whose endpoint takes quote.expired, and a waiting quote already past its expiry (the next step's upkeep expires it). */
async function lapsedQuote() {
  const acct = await newAccount();
  const r = receiver();
  await createEndpoint(acct.key, { url: r.url, enabled_events: ["quote.expired"] });
  const { esim } = await catalog(acct.key);
  const q = (await buy(acct.key, esim.id, "bank_transfer")).body;
  await sqlIn(acct.id, "UPDATE quotes SET expires_at = ? WHERE id = ?", Date.now() - 1000, q.id);
  return { acct, r, q, esim };
}

describe("deliveries started by a step's upkeep", () => {
  it("a quote that expires while an order is read is delivered at once, not at the next alarm", async () => {
    const { acct, r, q } = await lapsedQuote();
    // a read's upkeep expires the quote and starts the delivery; its message leaves right away
    expect((await call<ListOrdersResponse>("/v1/orders", { key: acct.key })).status).toBe(200);
    const got = await eventually(async () => r.received.length, (n) => n >= 1, 5_000);
    expect(got).toBe(1);
    expect(JSON.parse(r.received[0]!.body)).toMatchObject({ type: "quote.expired", data: { object: { id: q.id, status: "expired" } } });
  });

  it("a quote that expires in the upkeep of a purchase then refused is delivered at once, and the alarm is set for it", async () => {
    const { acct, r, q, esim } = await lapsedQuote();
    const alarmAt = () => runInDurableObject(accountStub(acct.id), (_i, state) => state.storage.getAlarm());
    const before = await alarmAt();
    // the wallet is empty: the purchase's upkeep expires the quote, then the purchase is refused
    const started = Date.now();
    const refusedBuy = await buy(acct.key, esim.id);
    expect(refusedBuy.status, refusedBuy.text).toBe(402);
    // the alarm rings by the time the attempt would be handed over if its message were lost
    const after = await alarmAt();
    expect(after).not.toBeNull();
    expect(after!).toBeLessThanOrEqual(Date.now() + 61_000);
    expect(after!).toBeGreaterThanOrEqual(started);
    if (before !== null) expect(after!).toBeLessThanOrEqual(before);
    // and the delivery leaves with the refusal's step, not at that alarm
    const got = await eventually(async () => r.received.length, (n) => n >= 1, 5_000);
    expect(got).toBe(1);
    expect(JSON.parse(r.received[0]!.body)).toMatchObject({ type: "quote.expired", data: { object: { id: q.id, status: "expired" } } });
  });
});

describe("the endpoints an account's object keeps between transactions", () => {
  it("sees every endpoint change at the next event: created, narrowed, deleted", async () => {
    const acct = await newAccount();
    // an event before any endpoint: the object now keeps "no subscribers"
    await fireEvent(acct.key);
    const r = receiver();
    const ep = await createEndpoint(acct.key, { url: r.url });
    await fireEvent(acct.key);
    expect((await deliveries(acct.key, ep.id)).map((d) => d.event_type)).toEqual(["credit.updated"]);

    const narrowed = await call<UpdateWebhookEndpointResponse>(`/v1/webhook_endpoints/${ep.id}`, { key: acct.key, body: { enabled_events: ["order.fulfilled"] } });
    expect(narrowed.status, narrowed.text).toBe(200);
    await fireEvent(acct.key);
    expect(await deliveries(acct.key, ep.id)).toHaveLength(1);

    const other = await createEndpoint(acct.key, { url: receiver().url });
    await fireEvent(acct.key);
    expect(await deliveries(acct.key, other.id)).toHaveLength(1);
    expect((await call<DeleteWebhookEndpointResponse>(`/v1/webhook_endpoints/${other.id}`, { key: acct.key, method: "DELETE" })).status).toBe(200);
    await fireEvent(acct.key);
    // the last event went nowhere: one endpoint no longer takes it, the other is gone
    const attempts = await sqlIn(acct.id, "SELECT COUNT(*) AS n FROM webhook_attempts WHERE event_id = ?", await latestEventId(acct.key));
    expect(attempts[0]!.n).toBe(0);
    expect(await deliveries(acct.key, ep.id)).toHaveLength(1);
  });
});
