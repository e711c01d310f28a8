// Reloadly reversals end to end with live keys: a top-up fulfilled against the Reloadly fake and
// later reversed there becomes, when the reversal job runs, one refund of origin `supplier` that
// succeeded (the price back in the wallet, the commission taken back); running the job again, or
// reading the reversal twice in the report, changes nothing more. A reversal naming an order the
// service does not know, or one that cannot take a refund, is reported for an operator. Airalo
// refunds the same way: a live eSIM whose Airalo order the supplier later lists `refunded` is
// found by its ICCID and refunded once (a partner's pending refund of it succeeds instead of a
// second one); a refunded order whose ICCIDs nobody holds is alerted once.
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { issueKey } from "../../src/accounts/keys";
import { takeAiraloReversals, takeReloadlyReversals } from "../../src/jobs/supplier-reversals";
import { stableOfferId } from "../../src/providers/live/suppliers/catalog-sync";
import type { CreateRefundResponse } from "../../src/routes/refunds/create";
import { findReference } from "../../src/db/reference-index";
import { admin, call, newAccount } from "../support/api";
import { buy, eventually, expectLedgerConsistent, key, runCron, wallet } from "../support/money";
import { installFakes } from "../fakes/install";
import { reloadlyDate } from "../fakes/reloadly";
import type { ListRefundsResponse } from "../../src/routes/refunds/list";
import type { ListOffersResponse } from "../../src/routes/offers/list";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import type { RetrieveRevenueResponse } from "../../src/routes/revenue/retrieve";
import type { SyncCatalogResponse } from "../../src/routes/admin/suppliers/sync-catalog";

afterEach(() => vi.restoreAllMocks());
// each test's fake numbers its transactions from the start again: forget what earlier tests took
beforeEach(async () => void (await env.DB.prepare("DELETE FROM supplier_reversals").run()));

async function fundedLiveAccount(cents = 50_000) {
  const acct = await newAccount();
  const live = (await issueKey(env, acct.id, "live")).secret!;
  const ref = { accountId: acct.id, mode: "live" as const };
  const transferId = `tr_${key()}`;
  await env.ACCOUNT.getByName(`${acct.id}:live`).applyProviderEvent(ref, "bank", transferId, {
    kind: "bank.received", reference: `REF${transferId}`, amount: cents, transferId, received: { amount: (cents / 100).toFixed(2), currency: "USD", rate: "1.00" },
  });
  return { ...acct, live };
}

/** A fulfilled live Mexico top-up of USD 10, and its Reloadly transaction id. */
async function fulfilledTopup(apiKey: string) {
  const offers = (await call<ListOffersResponse>("/v1/offers?limit=100", { key: apiKey })).body.data;
  const mx10 = offers.find((o) => o.name === "Mexico top-up USD 10")!;
  const q = await buy(apiKey, mx10.id, "wallet", { destination: "+525512345678" });
  expect(q.status, q.text).toBe(200);
  const orderId = (q.body as { order_id: string }).order_id;
  const order = await eventually(async () => (await call<RetrieveOrderResponse>(`/v1/orders/${orderId}`, { key: apiKey })).body, (o) => o.status !== "pending");
  expect(order.status).toBe("fulfilled");
  return order;
}

const refundsOf = async (apiKey: string, orderId: string) =>
  (await call<ListRefundsResponse>(`/v1/refunds?order_id=${orderId}`, { key: apiKey })).body.data;
const revenue = async (apiKey: string) => (await call<RetrieveRevenueResponse>("/v1/revenue", { key: apiKey })).body;

function alerts(logs: string[]) {
  return logs.flatMap((l) => { try { return [JSON.parse(l)]; } catch { return []; } }).filter((l) => l.level === "alert");
}

describe("Reloadly reversals into refunds", () => {
  it("a reversed live top-up is refunded once: origin supplier, succeeded, the price back, the commission taken back", async () => {
    const { reloadly } = await installFakes();
    expect((await admin<SyncCatalogResponse>("/admin/v1/catalog/sync", { method: "POST" })).status).toBe(200);
    const acct = await fundedLiveAccount();
    const order = await fulfilledTopup(acct.live);
    // the fulfilled live top-up is indexed by its order id, after its step committed
    await eventually(() => findReference(env, "topup_order", order.id), (r) => r !== null);
    expect(await findReference(env, "topup_order", order.id)).toEqual({ accountId: acct.id, mode: "live" });

    const before = await wallet(acct.live);
    const earned = (await revenue(acct.live)).balance.amount;
    expect(earned).toBeGreaterThan(0);

    // nothing reversed yet: the job refunds nothing
    expect(await takeReloadlyReversals(env)).toMatchObject({ listed: 0, refunded: 0 });
    expect(await refundsOf(acct.live, order.id)).toEqual([]);

    reloadly.reverse(order.upstream.transaction_id!);
    const first = await takeReloadlyReversals(env);
    expect(first).toMatchObject({ listed: 1, refunded: 1, alerted: 0, failed: 0 });
    const [refund, ...more] = await refundsOf(acct.live, order.id);
    expect(more).toEqual([]);
    expect(refund).toMatchObject({ order_id: order.id, origin: "supplier", status: "succeeded", amount: order.price, livemode: true });
    expect(refund!.commission_reversed.amount).toBe(earned);
    const after = await wallet(acct.live);
    expect(after.balance.amount).toBe(before.balance.amount + order.price.amount);
    expect((await revenue(acct.live)).balance.amount).toBe(0);
    expect((await call<RetrieveOrderResponse>(`/v1/orders/${order.id}`, { key: acct.live })).body.refund).toEqual({ id: refund!.id, status: "succeeded" });

    // the job again, and the reversal listed twice in the report (pages shifting), and the hourly cron: money once
    const tx = reloadly.transactions.find((t) => String(t.transactionId) === order.upstream.transaction_id)!;
    reloadly.transactions.push({ ...tx });
    expect(await takeReloadlyReversals(env)).toMatchObject({ listed: 1, known: 1, refunded: 0 });
    await env.DB.prepare("DELETE FROM supplier_reversals").run();
    // even forgetting what was taken, the account's object counts the order once
    expect(await takeReloadlyReversals(env)).toMatchObject({ listed: 1, refunded: 1, failed: 0 });
    await runCron(Date.now(), "0 * * * *");
    expect(await refundsOf(acct.live, order.id)).toHaveLength(1);
    expect((await wallet(acct.live)).balance.amount).toBe(after.balance.amount);
    expect((await revenue(acct.live)).balance.amount).toBe(0);
    await expectLedgerConsistent(acct.id, "live");
  });

  it("a reversal of an order not ours is passed over; one of an unknown order, or one that cannot take a refund, is alerted once", async () => {
    const { reloadly } = await installFakes();
    await admin<SyncCatalogResponse>("/admin/v1/catalog/sync", { method: "POST" });
    const acct = await fundedLiveAccount();
    const order = await fulfilledTopup(acct.live);
    await eventually(() => findReference(env, "topup_order", order.id), (r) => r !== null);
    const now = Date.now();
    const row = (id: number, customIdentifier: string | null) =>
      reloadly.transactions.push({ transactionId: id, status: "REFUNDED", customIdentifier, operatorId: 1001, operatorName: "Telcel Mexico", transactionDate: reloadlyDate(now), balanceInfo: null });
    row(990_001, null);
    row(990_002, "ord_NOTOURS");
    reloadly.reverse(order.upstream.transaction_id!);
    const logs: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void logs.push(String(line)));
    // an order of the index whose object does not have it
    await env.DB.prepare("INSERT OR IGNORE INTO reference_index (kind, value, account_id, mode, created_at) VALUES ('topup_order', 'ord_ELSEWHERE', ?, 'live', 0)").bind(acct.id).run();
    row(990_003, "ord_ELSEWHERE");
    const run = await takeReloadlyReversals(env);
    expect(run).toMatchObject({ listed: 4, foreign: 1, refunded: 1, alerted: 2, failed: 0 });
    expect(alerts(logs).map((a) => [a.msg, a.order_id]).sort()).toEqual([
      ["supplier reversal of an unknown order", "ord_NOTOURS"],
      ["supplier reversal the order cannot take", "ord_ELSEWHERE"],
    ].sort());
    logs.length = 0;
    expect(await takeReloadlyReversals(env)).toMatchObject({ listed: 4, known: 3, foreign: 1, alerted: 0 });
    expect(alerts(logs)).toEqual([]);
  });
});

/** A fulfilled live Airalo eSIM, its ICCID indexed to its account, and its order at the fake. */
async function fulfilledEsim(apiKey: string, airalo: Awaited<ReturnType<typeof installFakes>>["airalo"]) {
  const q = await buy(apiKey, stableOfferId("airalo:change-30days-5gb"));
  expect(q.status, q.text).toBe(200);
  const orderId = (q.body as { order_id: string }).order_id;
  const order = await eventually(async () => (await call<RetrieveOrderResponse>(`/v1/orders/${orderId}`, { key: apiKey })).body, (o) => o.status !== "pending");
  expect(order.status).toBe("fulfilled");
  const placed = airalo.orders.find((o) => o.description === order.id)!;
  const iccid = String(placed.sims[0]!.iccid);
  await eventually(() => findReference(env, "iccid", iccid), (r) => r !== null);
  return { order, placed, iccid };
}

describe("Airalo refunded orders into refunds", () => {
  it("a live eSIM whose Airalo order is refunded is refunded once: origin supplier, succeeded, the price back, the commission taken back", async () => {
    const { airalo } = await installFakes();
    expect((await admin<SyncCatalogResponse>("/admin/v1/catalog/sync", { method: "POST" })).status).toBe(200);
    const acct = await fundedLiveAccount();
    const { order, placed, iccid } = await fulfilledEsim(acct.live, airalo);
    expect(await findReference(env, "iccid", iccid)).toEqual({ accountId: acct.id, mode: "live" });
    const before = await wallet(acct.live);
    const earned = (await revenue(acct.live)).balance.amount;
    expect(earned).toBeGreaterThan(0);

    // nothing refunded at Airalo yet: the job refunds nothing
    expect(await takeAiraloReversals(env)).toMatchObject({ listed: 0, refunded: 0 });
    expect(await refundsOf(acct.live, order.id)).toEqual([]);

    airalo.refundOrder({ iccid });
    expect(await takeAiraloReversals(env)).toMatchObject({ listed: 1, refunded: 1, alerted: 0, failed: 0 });
    const [refund, ...more] = await refundsOf(acct.live, order.id);
    expect(more).toEqual([]);
    expect(refund).toMatchObject({ order_id: order.id, origin: "supplier", status: "succeeded", amount: order.price, livemode: true });
    expect(refund!.commission_reversed.amount).toBe(earned);
    const after = await wallet(acct.live);
    expect(after.balance.amount).toBe(before.balance.amount + order.price.amount);
    expect((await revenue(acct.live)).balance.amount).toBe(0);
    const taken = await env.DB.prepare("SELECT supplier, transaction_id, order_id, outcome FROM supplier_reversals WHERE supplier = 'airalo'").all();
    expect(taken.results).toEqual([{ supplier: "airalo", transaction_id: String(placed.id), order_id: order.id, outcome: "refunded" }]);

    // the job again, the order listed twice (pages shifting), the hourly cron, and even a run
    // that forgot what it took: one refund, the money once
    expect(await takeAiraloReversals(env)).toMatchObject({ listed: 1, known: 1, refunded: 0 });
    airalo.orders.push({ ...placed });
    expect(await takeAiraloReversals(env)).toMatchObject({ listed: 1, known: 1, refunded: 0 });
    await runCron(Date.now(), "0 * * * *");
    await env.DB.prepare("DELETE FROM supplier_reversals").run();
    expect(await takeAiraloReversals(env)).toMatchObject({ listed: 1, refunded: 1, failed: 0 });
    expect(await refundsOf(acct.live, order.id)).toHaveLength(1);
    expect((await wallet(acct.live)).balance.amount).toBe(after.balance.amount);
    expect((await revenue(acct.live)).balance.amount).toBe(0);
    await expectLedgerConsistent(acct.id, "live");
  });

  it("a partner's pending refund of the eSIM succeeds instead of a second one", async () => {
    const { airalo } = await installFakes();
    await admin<SyncCatalogResponse>("/admin/v1/catalog/sync", { method: "POST" });
    const acct = await fundedLiveAccount();
    const { order, placed, iccid } = await fulfilledEsim(acct.live, airalo);
    // an order Airalo lists without our reference: the account's eSIM order of its ICCID is the one
    placed.description = "";
    const before = await wallet(acct.live);
    const asked = await call<CreateRefundResponse>("/v1/refunds", { key: acct.live, body: { order_id: order.id, reason: "trip_cancelled" }, idem: key("refund") });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body).toMatchObject({ status: "pending", origin: "partner" });

    airalo.refundOrder({ iccid });
    expect(await takeAiraloReversals(env)).toMatchObject({ listed: 1, refunded: 1, alerted: 0 });
    const refunds = await refundsOf(acct.live, order.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ id: asked.body.id, origin: "partner", status: "succeeded", amount: order.price });
    expect((await wallet(acct.live)).balance.amount).toBe(before.balance.amount + order.price.amount);
    expect(await takeAiraloReversals(env)).toMatchObject({ listed: 1, known: 1, refunded: 0 });
    expect(await refundsOf(acct.live, order.id)).toHaveLength(1);
    await expectLedgerConsistent(acct.id, "live");
  });

  it("a refunded order whose ICCID nobody holds, or one the order cannot take, is alerted once", async () => {
    const { airalo } = await installFakes();
    await admin<SyncCatalogResponse>("/admin/v1/catalog/sync", { method: "POST" });
    const acct = await fundedLiveAccount();
    const { order, iccid } = await fulfilledEsim(acct.live, airalo);
    const unknown = airalo.addOrder({ iccid: "8944000000000000001", at: Date.now(), refunded: true, description: "bought by hand" });
    // an ICCID of the index whose account has no such eSIM, under an order of ours it does not have either
    await env.DB.prepare("INSERT OR IGNORE INTO reference_index (kind, value, account_id, mode, created_at) VALUES ('iccid', '8944000000000000002', ?, 'live', 0)").bind(acct.id).run();
    await env.DB.prepare("INSERT OR IGNORE INTO reference_index (kind, value, account_id, mode, created_at) VALUES ('iccid', '8944000000000000003', ?, 'live', 0)").bind(acct.id).run();
    const noEsim = airalo.addOrder({ iccid: "8944000000000000002", at: Date.now(), refunded: true });
    const elsewhere = airalo.addOrder({ iccid: "8944000000000000003", at: Date.now(), refunded: true, description: "ord_ELSEWHERE" });
    airalo.refundOrder({ iccid });
    const logs: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void logs.push(String(line)));
    expect(await takeAiraloReversals(env)).toMatchObject({ listed: 4, refunded: 1, alerted: 3, failed: 0 });
    expect(alerts(logs).map((a) => [a.msg, a.transaction_id]).sort()).toEqual([
      ["supplier reversal of an unknown eSIM", String(unknown.id)],
      ["supplier reversal of an unknown eSIM", String(noEsim.id)],
      ["supplier reversal the order cannot take", String(elsewhere.id)],
    ].sort());
    expect(await refundsOf(acct.live, order.id)).toHaveLength(1);
    logs.length = 0;
    expect(await takeAiraloReversals(env)).toMatchObject({ listed: 4, known: 4, alerted: 0 });
    expect(alerts(logs)).toEqual([]);
  });
});
