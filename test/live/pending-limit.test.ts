// A live order its supplier keeps pending: announced once as delayed at 30 minutes (still
// pending, wallet untouched, an operator alert), refunded on the supplier's final failure or at
// the hard limit (SUPPLIER_PENDING_LIMIT_HOURS, alerted, only looked up past it), and a success
// the supplier reports after that refund is listed for the operator, never paid out twice.
// Time is driven by moving the order's creation back; fulfilment runs as the queue consumer does.
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { issueKey } from "../../src/accounts/keys";
import { pendingPollDelayMs } from "../../src/account-object/orders";
import { fulfilOrders } from "../../src/jobs/fulfilment";
import { stableOfferId } from "../../src/providers/live/suppliers/catalog-sync";
import { pendingLimitMsFrom } from "../../src/providers/pending-limit";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import type { ListOffersResponse } from "../../src/routes/offers/list";
import type { ListLateSupplierSuccessesResponse } from "../../src/routes/admin/late-supplier-successes/list";
import type { ReconcileLateSupplierSuccessResponse } from "../../src/routes/admin/late-supplier-successes/reconcile";
import type { ListSuppliersResponse } from "../../src/routes/admin/suppliers/list";
import { admin, call, expectError, newAccount } from "../support/api";
import { accountStub, buy, eventually, events, expectLedgerConsistent, key, wallet } from "../support/money";
import { installFakes } from "../fakes/install";

const MIN = 60_000;
const HOUR = 60 * MIN;
const FUNDS = 50_000;

let alerts: Record<string, unknown>[] = [];
beforeEach(() => {
  alerts = [];
  const log = console.log.bind(console);
  vi.spyOn(console, "log").mockImplementation((line: unknown, ...rest: unknown[]) => {
    if (typeof line === "string" && line.startsWith("{")) {
      const parsed = JSON.parse(line) as Record<string, unknown>;
      if (parsed.level === "alert") return void alerts.push(parsed);
    }
    log(line, ...rest);
  });
});
afterEach(() => vi.restoreAllMocks());

async function fundedLiveAccount() {
  const acct = await newAccount();
  const live = (await issueKey(env, acct.id, "live")).secret!;
  const transferId = `tr_${key()}`;
  await accountStub(acct.id, "live").applyProviderEvent({ accountId: acct.id, mode: "live" }, "bank", transferId, {
    kind: "bank.received", reference: `REF${transferId}`, amount: FUNDS, transferId, received: { amount: (FUNDS / 100).toFixed(2), currency: "USD", rate: "1.00" },
  });
  return { ...acct, live, ref: { accountId: acct.id, mode: "live" as const } };
}

/** SQL inside the account's live object. */
function liveSql<T extends Record<string, SqlStorageValue>>(accountId: string, query: string, ...params: SqlStorageValue[]): Promise<T[]> {
  return runInDurableObject(accountStub(accountId, "live"), (_i, state) => state.storage.sql.exec<T>(query, ...params).toArray());
}

/** The order's first run (the object's own) has asked the supplier and let go of the order. */
const firstRunDone = (accountId: string, orderId: string) =>
  eventually(
    () => liveSql<{ supplier_lease_owner: string | null }>(accountId, "SELECT supplier_lease_owner FROM orders WHERE id = ?", orderId),
    (rows) => rows[0]?.supplier_lease_owner === null,
  );

/** As if the order had been opened `ageMs` ago. */
const age = (accountId: string, orderId: string, ageMs: number) =>
  liveSql(accountId, "UPDATE orders SET created_at = ? WHERE id = ?", Date.now() - ageMs, orderId);

const order = async (apiKey: string, id: string) => (await call<RetrieveOrderResponse>(`/v1/orders/${id}`, { key: apiKey })).body;
const refunds = async (accountId: string, orderId: string) =>
  (await accountStub(accountId, "live").audit()).ledger.filter((l) => l.order_id === orderId && l.source === "order_refund");
const alertsNamed = (msg: string) => alerts.filter((a) => a.msg === msg);

async function mexicoTopup(acct: Awaited<ReturnType<typeof fundedLiveAccount>>) {
  const offers = (await call<ListOffersResponse>("/v1/offers?limit=100", { key: acct.live })).body.data;
  const mx10 = offers.find((o) => o.name === "Mexico top-up USD 10")!;
  const q = await buy(acct.live, mx10.id, "wallet", { destination: "+525512345678" });
  expect(q.status, q.text).toBe(200);
  await firstRunDone(acct.id, q.body.order_id!);
  return { id: q.body.order_id!, price: mx10.price.amount };
}

async function esim(acct: Awaited<ReturnType<typeof fundedLiveAccount>>) {
  const q = await buy(acct.live, stableOfferId("airalo:change-7days-1gb"));
  expect(q.status, q.text).toBe(200);
  await firstRunDone(acct.id, q.body.order_id!);
  return { id: q.body.order_id!, price: q.body.price.amount };
}

describe("a live order the supplier keeps pending", () => {
  it("is announced once as delayed at 30 minutes and stays pending with the wallet untouched; the supplier's final failure then refunds it", async () => {
    const { reloadly } = await installFakes();
    await admin("/admin/v1/catalog/sync", { method: "POST" });
    const acct = await fundedLiveAccount();
    reloadly.topupStatus = "PROCESSING";
    const o = await mexicoTopup(acct);
    expect((await order(acct.live, o.id)).status).toBe("pending");

    await age(acct.id, o.id, 31 * MIN);
    expect(await fulfilOrders(env, acct.ref, [o.id])).toEqual(["pending"]);
    const delayed = await events(acct.live, "order.delayed");
    expect(delayed).toHaveLength(1);
    expect(delayed[0]!.data.object).toMatchObject({ id: o.id, object: "order", status: "pending" });
    expect((await order(acct.live, o.id)).status).toBe("pending");
    expect((await wallet(acct.live)).balance.amount).toBe(FUNDS - o.price);
    expect(await refunds(acct.id, o.id)).toHaveLength(0);
    expect(alertsNamed("order delayed at the supplier")).toEqual([
      expect.objectContaining({ level: "alert", order_id: o.id, supplier: "reloadly", account_id: acct.id, mode: "live", limit_hours: 24 }),
    ]);

    // asked again later, still processing: no second notice
    await age(acct.id, o.id, 45 * MIN);
    expect(await fulfilOrders(env, acct.ref, [o.id])).toEqual(["pending"]);
    expect(await events(acct.live, "order.delayed")).toHaveLength(1);
    expect(alertsNamed("order delayed at the supplier")).toHaveLength(1);
    expect(reloadly.topupPosts).toBe(1);

    // the supplier's final answer: failed, refunded as any failure
    reloadly.transactions[0]!.status = "FAILED";
    expect(await fulfilOrders(env, acct.ref, [o.id])).toEqual(["resolved"]);
    expect(await order(acct.live, o.id)).toMatchObject({ status: "failed", failure_reason: "supplier: the top-up was failed" });
    expect(await refunds(acct.id, o.id)).toHaveLength(1);
    expect(await events(acct.live, "order.failed")).toHaveLength(1);
    expect((await wallet(acct.live)).balance.amount).toBe(FUNDS);
    expect(alertsNamed("order refunded at the supplier pending limit")).toHaveLength(0);
    await expectLedgerConsistent(acct.id, "live");
  });

  it("an Airalo order found without its eSIM at 30 minutes is delayed too, and delivered when the eSIM comes", async () => {
    const { airalo } = await installFakes();
    await admin("/admin/v1/catalog/sync", { method: "POST" });
    const acct = await fundedLiveAccount();
    airalo.processOrders = true;
    const o = await esim(acct);
    await age(acct.id, o.id, 31 * MIN);
    expect(await fulfilOrders(env, acct.ref, [o.id])).toEqual(["pending"]);
    expect(await events(acct.live, "order.delayed")).toHaveLength(1);
    expect((await wallet(acct.live)).balance.amount).toBe(FUNDS - o.price);
    airalo.orders[0]!.processing = false;
    expect(await fulfilOrders(env, acct.ref, [o.id])).toEqual(["resolved"]);
    expect((await order(acct.live, o.id)).status).toBe("fulfilled");
    expect(await refunds(acct.id, o.id)).toHaveLength(0);
    expect(airalo.orderPosts).toBe(1);
  });

  it("is refunded at the hard limit with an alert, only looked up there (never bought), and looked up again afterwards", async () => {
    const { reloadly } = await installFakes();
    await admin("/admin/v1/catalog/sync", { method: "POST" });
    const acct = await fundedLiveAccount();
    // the purchase is answered 503 and nothing is placed: the order stays pending, unknown to the supplier
    reloadly.topupFaults.push({ kind: "status", status: 503, body: { message: "unavailable" } });
    const o = await mexicoTopup(acct);
    expect(reloadly.topupPosts).toBe(1);
    expect(reloadly.transactions).toHaveLength(0);

    await age(acct.id, o.id, 24 * HOUR + MIN);
    expect(await fulfilOrders(env, acct.ref, [o.id])).toEqual(["resolved"]);
    expect(reloadly.topupPosts).toBe(1); // looked up, not bought
    expect(await order(acct.live, o.id)).toMatchObject({ status: "failed", failure_reason: "supplier: the order was not completed within 24 hours" });
    expect(await refunds(acct.id, o.id)).toHaveLength(1);
    expect((await wallet(acct.live)).balance.amount).toBe(FUNDS);
    expect(alertsNamed("order refunded at the supplier pending limit")).toEqual([
      expect.objectContaining({ level: "alert", order_id: o.id, supplier: "reloadly", account_id: acct.id, mode: "live", limit_hours: 24 }),
    ]);

    // the follow-up: for as long as the limit again, every 10 minutes, and only a look-up
    const [row] = await liveSql<{ followup_until: number; due_at: number }>(acct.id, "SELECT followup_until, due_at FROM orders WHERE id = ?", o.id);
    expect(row!.followup_until).toBeGreaterThan(Date.now() + 23 * HOUR);
    expect(row!.due_at).toBeGreaterThan(Date.now() + 9 * MIN);
    expect(await fulfilOrders(env, acct.ref, [o.id])).toEqual(["pending"]);
    expect(reloadly.topupPosts).toBe(1);
    expect(await refunds(acct.id, o.id)).toHaveLength(1);
    expect(await events(acct.live, "order.failed")).toHaveLength(1);
    await expectLedgerConsistent(acct.id, "live");
    // the alarm hands it back to the queue when it falls due, as any unfinished work
    const [next] = await liveSql<{ due_at: number }>(acct.id, "SELECT due_at FROM orders WHERE id = ?", o.id);
    expect((await accountStub(acct.id, "live").sweep(next!.due_at - 1000)).redispatchedOrders).toBe(0);
    expect((await accountStub(acct.id, "live").sweep(next!.due_at + 1)).redispatchedOrders).toBe(1);
  });

  it("a success the supplier reports after the refund is listed for the operator once, and moves no money", async () => {
    const { airalo } = await installFakes();
    await admin("/admin/v1/catalog/sync", { method: "POST" });
    const acct = await fundedLiveAccount();
    airalo.processOrders = true;
    const o = await esim(acct);
    await age(acct.id, o.id, 24 * HOUR + MIN);
    expect(await fulfilOrders(env, acct.ref, [o.id])).toEqual(["resolved"]);
    expect((await order(acct.live, o.id)).status).toBe("failed");
    expect((await wallet(acct.live)).balance.amount).toBe(FUNDS);

    // the eSIM arrives; the next follow-up look-up finds it
    airalo.orders[0]!.processing = false;
    const sim = airalo.orders[0]!.sims[0]!;
    expect(await fulfilOrders(env, acct.ref, [o.id])).toEqual(["resolved"]);
    const mine = async (q = "") => ((await admin<ListLateSupplierSuccessesResponse>(`/admin/v1/late_supplier_successes${q}`)).body.data).filter((s) => s.order_id === o.id);
    expect(await mine()).toEqual([
      {
        object: "late_supplier_success", order_id: o.id, account_id: acct.id, mode: "live", supplier: "airalo", supplier_reference: String(airalo.orders[0]!.id),
        refunded: { amount: o.price, currency: "USD" }, refunded_at: expect.any(String), found_at: expect.any(String),
        deliverable: expect.objectContaining({ type: "esim_profile", iccid: sim.iccid }), reconciled_at: null,
      },
    ]);
    expect(alertsNamed("late supplier success after a refund")).toEqual([expect.objectContaining({ order_id: o.id, account_id: acct.id })]);
    expect((await admin<ListSuppliersResponse>("/admin/v1/suppliers")).body.data[0]).toMatchObject({ id: "airalo", late_successes_to_reconcile: 1 });

    // the follow-up runs again (as if the step that ended it had been lost): still listed once
    await liveSql(acct.id, "UPDATE orders SET followup_until = ? WHERE id = ?", Date.now() + HOUR, o.id);
    expect(await fulfilOrders(env, acct.ref, [o.id])).toEqual(["resolved"]);
    expect(await mine()).toHaveLength(1);
    // and once it has ended, a stray message changes nothing
    expect(await fulfilOrders(env, acct.ref, [o.id])).toEqual(["skipped"]);

    const after = await order(acct.live, o.id);
    expect(after).toMatchObject({ status: "failed", deliverable: null });
    expect((await wallet(acct.live)).balance.amount).toBe(FUNDS);
    expect(await refunds(acct.id, o.id)).toHaveLength(1);
    expect(await events(acct.live, "order.fulfilled")).toHaveLength(0);
    expect(airalo.orderPosts).toBe(1);
    await expectLedgerConsistent(acct.id, "live");

    // the operator reconciles it: it leaves the open list for the reconciled one
    const done = await admin<ReconcileLateSupplierSuccessResponse>(`/admin/v1/late_supplier_successes/${o.id}/reconcile`, { method: "POST" });
    expect(done.status, done.text).toBe(200);
    expect(done.body.reconciled_at).toEqual(expect.any(String));
    const again = await admin<ReconcileLateSupplierSuccessResponse>(`/admin/v1/late_supplier_successes/${o.id}/reconcile`, { method: "POST" });
    expect(again.body.reconciled_at).toBe(done.body.reconciled_at);
    expect(await mine()).toEqual([]);
    expect(await mine("?reconciled=true")).toEqual([done.body]);
    expect((await admin<ListSuppliersResponse>("/admin/v1/suppliers")).body.data[0]).toMatchObject({ late_successes_to_reconcile: 0 });
    expectError(await admin("/admin/v1/late_supplier_successes/ord_NONE/reconcile", { method: "POST" }), 404, "resource_not_found", "order_id");
    expectError(await admin("/admin/v1/late_supplier_successes?reconciled=yes"), 400, "parameter_invalid", "reconciled");
    expect((await call("/admin/v1/late_supplier_successes", { key: acct.live })).status).toBe(401);
  });
});

describe("the pending limit's rules", () => {
  it("reads SUPPLIER_PENDING_LIMIT_HOURS, falling back to 24 hours on a missing, zero, negative or malformed value", () => {
    expect(pendingLimitMsFrom({})).toBe(24 * HOUR);
    expect(pendingLimitMsFrom({ SUPPLIER_PENDING_LIMIT_HOURS: "6" })).toBe(6 * HOUR);
    expect(pendingLimitMsFrom({ SUPPLIER_PENDING_LIMIT_HOURS: "1.5" })).toBe(90 * MIN);
    for (const bad of ["", "0", "-3", "abc", "Infinity", "12h"]) expect(pendingLimitMsFrom({ SUPPLIER_PENDING_LIMIT_HOURS: bad })).toBe(24 * HOUR);
  });

  it("asks again a second past the 30-minute notice and the hard limit, however the back-off falls", () => {
    expect(pendingPollDelayMs(28 * MIN, MIN, 24 * HOUR)).toBe(2 * MIN + 1000);
    expect(pendingPollDelayMs(31 * MIN, MIN, 24 * HOUR)).toBe(7 * MIN + 45_000);
    expect(pendingPollDelayMs(3 * HOUR, MIN, 24 * HOUR)).toBe(10 * MIN);
    expect(pendingPollDelayMs(24 * HOUR - 3 * MIN, MIN, 24 * HOUR)).toBe(3 * MIN + 1000);
    expect(pendingPollDelayMs(2 * HOUR - 30_000, MIN, 2 * HOUR)).toBe(31_000);
    // the sandbox has no hard limit
    expect(pendingPollDelayMs(24 * HOUR - 3 * MIN, MIN)).toBe(10 * MIN);
  });
});
