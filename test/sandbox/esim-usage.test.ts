// eSIM usage alerts in the sandbox, through the real app: the usage model on the account's
// clock (advancing it crosses the thresholds, each fired once at its own time), the usage helper,
// unlimited plans, other accounts, bad input and live keys.
import { env } from "cloudflare:workers";
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, expectError, newAccount } from "../support/api";
import { soldEsim as soldSupportEsim } from "../support/esim";
import { accountStub, bankTransfer, buy, catalog, events, eventually, key, sqlIn, withUnlimitedOffer, type ListedEvent } from "../support/money";
import { issueKey } from "../../src/accounts/keys";
import type { AdvanceTestClockResponse } from "../../src/routes/test-helpers/advance-clock";
import type { RetrieveOrderUsageResponse } from "../../src/routes/orders/retrieve-usage";
import type { SetSandboxUsageResponse } from "../../src/routes/test-helpers/set-usage";

const DAY = 86_400;
const ms = (iso: string) => Date.parse(iso);

async function advance(apiKey: string, seconds: number): Promise<AdvanceTestClockResponse> {
  const res = await call<AdvanceTestClockResponse>("/v1/test_helpers/clock/advance", { key: apiKey, body: { seconds }, idem: key("clock") });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

async function usage(apiKey: string, orderId: string): Promise<RetrieveOrderUsageResponse> {
  const res = await call<RetrieveOrderUsageResponse>(`/v1/orders/${orderId}/usage`, { key: apiKey });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

const setUsage = <T = SetSandboxUsageResponse>(apiKey: string, orderId: string, body: unknown, idem = key("usage")) =>
  call<T>(`/v1/test_helpers/orders/${orderId}/usage`, { key: apiKey, body, idem });

/** esim.low_data and esim.expiring, oldest first. */
async function usageEvents(apiKey: string): Promise<ListedEvent[]> {
  const all = [...(await events(apiKey, "esim.low_data")), ...(await events(apiKey, "esim.expiring"))];
  return all.sort((a, b) => ms(a.created_at) - ms(b.created_at) || a.data.object.threshold.localeCompare(b.data.object.threshold));
}

/** A sandbox account that bought one eSIM (of `offerId`, else the cheapest: 1 GB for 7 days). */
async function soldEsim(offerId?: string) {
  const { acct, orderId, offer } = await soldSupportEsim(offerId, 10_000);
  return { acct, orderId, offer };
}

describe("sandbox eSIM usage and its alerts", () => {
  it("a top-up starts thresholds of its own on the same eSIM: each fires once more, for the top-up's order", async () => {
    const { acct, orderId } = await soldEsim();
    await advance(acct.key, 8 * DAY);
    expect((await usageEvents(acct.key)).map((e) => e.data.object.threshold).sort()).toEqual(["1d", "3d", "75%", "90%"]);
    const offers = await call<{ data: { id: string; validity_days: number }[] }>(`/v1/orders/${orderId}/topup_offers`, { key: acct.key });
    expect(offers.status, offers.text).toBe(200);
    const topupOffer = offers.body.data[0]!;
    const q = await call<{ order_id: string | null }>("/v1/quotes", { key: acct.key, body: { offer_id: topupOffer.id, payment_source: "wallet", esim_order_id: orderId }, idem: key("topup") });
    expect(q.status, q.text).toBe(200);
    const topupId = q.body.order_id!;
    await eventually(async () => (await call<{ status: string }>(`/v1/orders/${topupId}`, { key: acct.key })).body, (o) => o.status !== "pending");
    await advance(acct.key, (topupOffer.validity_days + 1) * DAY);
    const fired = await usageEvents(acct.key);
    const ofTopup = fired.filter((e) => e.data.object.order_id === topupId).map((e) => e.data.object.threshold).sort();
    expect(ofTopup).toEqual(["1d", "3d", "75%", "90%"]);
    expect(fired.filter((e) => e.data.object.order_id === orderId)).toHaveLength(4);
    await advance(acct.key, 30 * DAY);
    expect(await usageEvents(acct.key)).toHaveLength(8);
  });

  it("advancing the clock through a 7-day plan fires esim.expiring 3d, esim.low_data 75%, esim.expiring 1d, esim.low_data 90%, each once at its own time, then reads expired", async () => {
    const { acct, orderId, offer } = await soldEsim();
    expect(offer.validity_days).toBe(7);
    const fresh = await usage(acct.key, orderId);
    expect(fresh).toMatchObject({ object: "esim_usage", status: "active", data_total_mb: 1024, data_remaining_mb: 1024, unlimited: false });
    const end = ms(fresh.expires_at!);
    const start = end - 7 * DAY * 1000;
    expect(await usageEvents(acct.key)).toEqual([]);

    await advance(acct.key, 5 * DAY);
    expect((await usageEvents(acct.key)).map((e) => e.data.object.threshold)).toEqual(["3d"]);
    const midway = await usage(acct.key, orderId);
    // five of seven days gone: 5/7 of the data used
    expect(midway.data_remaining_mb).toBe(1024 - Math.floor((1024 * 5) / 7));

    await advance(acct.key, 3 * DAY);
    const fired = await usageEvents(acct.key);
    expect(fired.map((e) => [e.type, e.data.object.threshold])).toEqual([
      ["esim.expiring", "3d"], ["esim.low_data", "75%"], ["esim.expiring", "1d"], ["esim.low_data", "90%"],
    ]);
    // each at the time it was reached, on the account's clock
    const at = Object.fromEntries(fired.map((e) => [e.data.object.threshold, ms(e.created_at)]));
    expect(at["3d"]).toBe(end - 3 * DAY * 1000);
    expect(at["1d"]).toBe(end - 1 * DAY * 1000);
    expect(at["75%"]).toBe(start + Math.ceil(0.75 * 7 * DAY * 1000));
    expect(at["90%"]).toBe(start + Math.ceil(0.9 * 7 * DAY * 1000));
    // data.object: the esim_usage object, its order and the threshold
    const ninety = fired.find((e) => e.data.object.threshold === "90%")!;
    expect(ninety.data.object).toMatchObject({ object: "esim_usage", order_id: orderId, threshold: "90%", status: "active", data_total_mb: 1024, unlimited: false, expires_at: fresh.expires_at });
    expect(ninety.data.object.data_remaining_mb).toBeLessThanOrEqual(Math.ceil(1024 * 0.1));
    expect(ninety.data.object.iccid).toBe(fresh.iccid);

    expect(await usage(acct.key, orderId)).toMatchObject({ status: "expired", data_remaining_mb: 0 });
    // nothing fires twice, however far the clock goes
    await advance(acct.key, 30 * DAY);
    expect((await usageEvents(acct.key)).map((e) => e.id)).toEqual(fired.map((e) => e.id));
  });

  it("in real time the alarm rings by the next threshold and fires it: the plan's next due time is where the alarm is set", async () => {
    const { acct, orderId } = await soldEsim();
    const fresh = await usage(acct.key, orderId);
    const end = ms(fresh.expires_at!);
    const alarmAt = () => runInDurableObject(accountStub(acct.id), (_i, state) => state.storage.getAlarm());
    // the first threshold (3 days before the end) is due work: the alarm rings by then
    await eventually(alarmAt, (a) => a !== null && a <= end - 3 * DAY * 1000);
    // five days pass in real time (the plan is moved back instead), and the alarm rings
    const back = 5 * DAY * 1000;
    await sqlIn(acct.id, "UPDATE esim_plans SET starts_at = starts_at - ?, expires_at = expires_at - ?, base_at = base_at - ?, next_alert_at = next_alert_at - ?", back, back, back, back);
    expect(await runDurableObjectAlarm(accountStub(acct.id))).toBe(true);
    // the alarm itself fired it (read inside the object, before any request's upkeep could)
    expect(await sqlIn(acct.id, "SELECT threshold FROM esim_alerts")).toEqual([{ threshold: "3d" }]);
    expect((await usageEvents(acct.key)).map((e) => e.data.object.threshold)).toEqual(["3d"]);
    // and is set again for the next one (75 % used, a quarter day from now)
    const next = await alarmAt();
    expect(next).not.toBeNull();
    const start = end - back - 7 * DAY * 1000;
    expect(next!).toBeLessThanOrEqual(start + Math.ceil(0.75 * 7 * DAY * 1000));
    // a second run fires nothing again
    await runDurableObjectAlarm(accountStub(acct.id));
    expect(await usageEvents(acct.key)).toHaveLength(1);
  });

  it("the usage helper crossing 75 % then 90 % fires esim.low_data once for each; setting it again fires nothing", async () => {
    const { acct, orderId } = await soldEsim();
    const first = await setUsage(acct.key, orderId, { data_used_percent: 80 });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ object: "esim_usage", status: "active", data_total_mb: 1024 });
    expect(first.body.data_remaining_mb).toBeGreaterThanOrEqual(204);
    expect(first.body.data_remaining_mb).toBeLessThanOrEqual(205);
    expect((await events(acct.key, "esim.low_data")).map((e) => e.data.object.threshold)).toEqual(["75%"]);

    const again = await setUsage(acct.key, orderId, { data_used_percent: 85 });
    expect(again.status, again.text).toBe(200);
    expect(await events(acct.key, "esim.low_data")).toHaveLength(1);

    expect((await setUsage(acct.key, orderId, { data_used_percent: 95 })).status).toBe(200);
    const low = (await events(acct.key, "esim.low_data")).reverse();
    expect(low.map((e) => e.data.object.threshold)).toEqual(["75%", "90%"]);
    expect(low[1]!.data.object).toMatchObject({ order_id: orderId, threshold: "90%" });

    // all data used: finished; going back down fires nothing again
    expect((await setUsage(acct.key, orderId, { data_used_percent: 100 })).body).toMatchObject({ status: "finished", data_remaining_mb: 0 });
    expect((await setUsage(acct.key, orderId, { data_used_percent: 10 })).status).toBe(200);
    expect((await setUsage(acct.key, orderId, { data_used_percent: 95 })).status).toBe(200);
    expect(await events(acct.key, "esim.low_data")).toHaveLength(2);
  });

  it("replays the helper by its Idempotency-Key without firing again", async () => {
    const { acct, orderId } = await soldEsim();
    const idem = key("usage");
    const a = await setUsage(acct.key, orderId, { data_used_percent: 76 }, idem);
    const b = await setUsage(acct.key, orderId, { data_used_percent: 76 }, idem);
    expect(b.status, b.text).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(await events(acct.key, "esim.low_data")).toHaveLength(1);
  });

  it("an unlimited plan has no data thresholds: only esim.expiring fires", async () => {
    await withUnlimitedOffer(async (id) => {
      const { acct, orderId } = await soldEsim(id);
      expect(await usage(acct.key, orderId)).toMatchObject({ unlimited: true, data_total_mb: null, data_remaining_mb: null, status: "active" });
      expect((await setUsage(acct.key, orderId, { data_used_percent: 95 })).status).toBe(200);
      await advance(acct.key, 6 * DAY);
      expect(await events(acct.key, "esim.low_data")).toEqual([]);
      expect((await events(acct.key, "esim.expiring")).map((e) => e.data.object.threshold).reverse()).toEqual(["3d", "1d"]);
      expect(await usage(acct.key, orderId)).toMatchObject({ status: "expired", unlimited: true });
    });
  });

  it("advancing one account's clock and setting its usage leaves another account's eSIM alone", async () => {
    const one = await soldEsim();
    const other = await soldEsim();
    const before = await usage(other.acct.key, other.orderId);
    await setUsage(one.acct.key, one.orderId, { data_used_percent: 95 });
    await advance(one.acct.key, 10 * DAY);
    expect((await usageEvents(one.acct.key)).length).toBe(4);
    expect(await usageEvents(other.acct.key)).toEqual([]);
    expect(await usage(other.acct.key, other.orderId)).toMatchObject({ status: "active", data_remaining_mb: before.data_remaining_mb });
    // another account's order is not found through this key
    expectError(await setUsage(one.acct.key, other.orderId, { data_used_percent: 50 }), 404, "resource_not_found", "order_id");
  });

  it("bad input gets 400 with its param and leaves no trace; unknown orders 404; non-eSIM or unfulfilled orders 409 invalid_state", async () => {
    const { acct, orderId } = await soldEsim();
    for (const body of [{ data_used_percent: 101 }, { data_used_percent: -1 }, { data_used_percent: 50.5 }, { data_used_percent: "50" }]) {
      expectError(await setUsage(acct.key, orderId, body), 400, "parameter_invalid", "data_used_percent");
    }
    expectError(await setUsage(acct.key, orderId, {}), 400, "parameter_missing", "data_used_percent");
    expectError(await setUsage(acct.key, orderId, { data_used_percent: 80, extra: 1 }), 400, "parameter_unknown", "extra");
    expect(await events(acct.key, "esim.low_data")).toEqual([]);
    expect((await usage(acct.key, orderId)).data_remaining_mb).toBe(1024);

    expectError(await setUsage(acct.key, "ord_nope", { data_used_percent: 80 }), 404, "resource_not_found", "order_id");
    const { topup } = await catalog(acct.key);
    const t = await buy(acct.key, topup.id, "wallet", { destination: "+919812345678" });
    expect(t.status, t.text).toBe(200);
    expectError(await setUsage(acct.key, t.body.order_id!, { data_used_percent: 80 }), 409, "invalid_state");
    const pending = await buy(acct.key, "off_test_stays_pending");
    expectError(await setUsage(acct.key, pending.body.order_id!, { data_used_percent: 80 }), 409, "invalid_state");
  });

  it("refuses a live key with 403 test_mode_only, and a live account's object refuses it too", async () => {
    const { acct, orderId } = await soldEsim();
    const live = (await issueKey(env, acct.id, "live")).secret!;
    expectError(await setUsage(live, orderId, { data_used_percent: 80 }), 403, "test_mode_only");
    const direct = await accountStub(acct.id, "live").setSandboxUsage({ accountId: acct.id, mode: "live" }, { key: key(), fingerprint: "x" }, orderId, 80);
    expect(direct).toMatchObject({ ok: false, error: { code: "test_mode_only" } });
  });
});
