// Work whose queue message went missing is handed over again at its due time, and two jobs
// never talk to the supplier about one order at the same time.
import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { nextDueAt } from "../../src/account-object/background";
import { DEFAULT_HANDOVER_MS } from "../../src/account-object/due";
import { claimFulfilment, finishFulfilment, pendingPollDelayMs, SUPPLIER_LEASE_MS } from "../../src/account-object/orders";
import { fulfilOrders } from "../../src/jobs/fulfilment";
import { call, newAccount } from "../support/api";
import { OFFER, bankTransfer, buy, accountStub, sqlIn, eventually } from "../support/money";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";

const MIN = 60_000;
const tx = (sql: SqlStorage, now = Date.now()) => ({ sql, now, livemode: false });

describe("recovering lost work", () => {
  it("gives every new order a due time a minute out, and the alarm is set to ring by then", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 5_000);
    const before = Date.now();
    const q = (await buy(acct.key, OFFER.stays)).body;
    // its fulfilment started at once in the object: the supplier was asked (its reference is
    // recorded) and the run gave its lease back
    const [row] = await eventually(
      () => sqlIn<{ due_at: number; created_at: number; supplier_lease_owner: string | null; upstream_transaction_id: string | null }>(
        acct.id, "SELECT due_at, created_at, supplier_lease_owner, upstream_transaction_id FROM orders WHERE id = ?", q.order_id),
      (rows) => rows[0]?.supplier_lease_owner === null,
    );
    expect(row!.upstream_transaction_id).not.toBeNull();
    // the supplier said "pending", so it is asked again in a minute
    expect(row!.due_at - row!.created_at).toBeGreaterThanOrEqual(DEFAULT_HANDOVER_MS);
    expect(row!.due_at - row!.created_at).toBeLessThan(DEFAULT_HANDOVER_MS + 5_000);
    const alarm = await runInDurableObject(accountStub(acct.id), (_i, state) => state.storage.getAlarm());
    expect(alarm).not.toBeNull();
    expect(alarm!).toBeGreaterThanOrEqual(before);
    expect(alarm!).toBeLessThanOrEqual(row!.due_at);
  });

  it("hands a pending order whose message was lost back to the fulfilment queue once it is due", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 5_000);
    const q = (await buy(acct.key, OFFER.stays)).body;
    const stub = accountStub(acct.id);
    expect((await stub.sweep(Date.now())).redispatchedOrders).toBe(0);
    await sqlIn(acct.id, "UPDATE orders SET due_at = ? WHERE id = ?", Date.now() - 1000, q.order_id);
    const first = await stub.sweep(Date.now());
    expect(first.redispatchedOrders).toBe(1);
    const again = await stub.sweep(Date.now());
    expect(again.redispatchedOrders).toBe(0);
    const [row] = await sqlIn<{ due_at: number }>(acct.id, "SELECT due_at FROM orders WHERE id = ?", q.order_id);
    expect(row!.due_at).toBeGreaterThan(Date.now() + MIN / 2);
  });

  it("hands a pending payout back to the payout queue", async () => {
    const acct = await newAccount();
    await accountStub(acct.id).revenue({ accountId: acct.id, mode: "test" });
    await sqlIn(
      acct.id,
      "INSERT INTO payouts (id, status, amount, lightning_address, created_at, dispatched_at) VALUES ('pyo_01M80XS6D4E5YTES7Z15787P96', 'pending', 500, 'alice@example.com', ?, ?)",
      Date.now() - 20 * MIN,
      Date.now() - 20 * MIN,
    );
    expect((await accountStub(acct.id).sweep(Date.now())).redispatchedPayouts).toBe(1);
  });

  it("leaves a payout whose sender still holds its send lease to that sender", async () => {
    const acct = await newAccount();
    await accountStub(acct.id).revenue({ accountId: acct.id, mode: "test" });
    const old = Date.now() - 20 * MIN;
    await sqlIn(
      acct.id,
      `INSERT INTO payouts (id, status, amount, lightning_address, created_at, dispatched_at, send_owner, send_lease_until)
       VALUES ('pyo_01M80XS6D4E5YTES7Z15787P97', 'pending', 500, 'alice@example.com', ?, ?, 'sender-a', ?)`,
      old, old, Date.now() + 2 * MIN,
    );
    expect((await accountStub(acct.id).sweep(Date.now())).redispatchedPayouts).toBe(0);
    // once the lease has run out, the payout is handed over
    expect((await accountStub(acct.id).sweep(Date.now() + 3 * MIN)).redispatchedPayouts).toBe(1);
  });

  it("lets only one job at a time talk to the supplier about an order; a duplicate leaves it to that job", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 5_000);
    const q = (await buy(acct.key, OFFER.stays)).body;
    const account = { accountId: acct.id, mode: "test" as const };
    // another job holds the lease
    await sqlIn(acct.id, "UPDATE orders SET supplier_lease_until = ?, supplier_lease_owner = 'other' WHERE id = ?", Date.now() + MIN, q.order_id);
    expect(await fulfilOrders(env, account, [q.order_id!])).toEqual(["busy"]);

    const batch = createMessageBatch("pc-fulfilment", [
      { id: "m1", timestamp: new Date(), attempts: 1, body: { order_id: q.order_id, account_id: acct.id, mode: "test" } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    const result = await getQueueResult(batch, ctx);
    // acknowledged: the holder finishes it, or the due time hands it over after its lease
    expect(result.explicitAcks).toEqual(["m1"]);
    const [held] = await sqlIn<{ supplier_lease_owner: string; due_at: number }>(acct.id, "SELECT supplier_lease_owner, due_at FROM orders WHERE id = ?", q.order_id);
    expect(held!.supplier_lease_owner).toBe("other");

    await sqlIn(acct.id, "UPDATE orders SET supplier_lease_until = 0, supplier_lease_owner = NULL WHERE id = ?", q.order_id);
    expect(await fulfilOrders(env, account, [q.order_id!])).toEqual(["pending"]);
    expect((await call<RetrieveOrderResponse>(`/v1/orders/${q.order_id}`, { key: acct.key })).body.status).toBe("pending");
  });

  it("releases only its own supplier lease, and a dead holder's lease is followed by a hand-over", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 5_000);
    const q = (await buy(acct.key, OFFER.stays)).body;
    await runInDurableObject(accountStub(acct.id), (_i, state) => {
      const now = Date.now();
      const a = claimFulfilment(tx(state.storage.sql, now), q.order_id!, "job-a");
      expect(typeof a).toBe("object");
      // job A's lease ran out; job B took the order over
      state.storage.sql.exec("UPDATE orders SET supplier_lease_until = ? WHERE id = ?", now - 1, q.order_id);
      expect(typeof claimFulfilment(tx(state.storage.sql, now), q.order_id!, "job-b")).toBe("object");
      // A finishes late: B's lease stays
      finishFulfilment(tx(state.storage.sql, now), q.order_id!, "job-a", null);
      const row = state.storage.sql.exec<{ supplier_lease_owner: string; supplier_lease_until: number; due_at: number }>(
        "SELECT supplier_lease_owner, supplier_lease_until, due_at FROM orders WHERE id = ?", q.order_id,
      ).one();
      expect(row.supplier_lease_owner).toBe("job-b");
      expect(row.supplier_lease_until).toBe(now + SUPPLIER_LEASE_MS);
      // if B dies holding it, the order falls due right after the lease
      expect(row.due_at).toBeGreaterThanOrEqual(row.supplier_lease_until);
      expect(nextDueAt({ ...tx(state.storage.sql, now), handoverMs: DEFAULT_HANDOVER_MS })).toBeLessThanOrEqual(row.due_at);
      finishFulfilment(tx(state.storage.sql, now), q.order_id!, "job-b", { status: "pending", transactionId: null });
      const after = state.storage.sql.exec<{ supplier_lease_owner: string | null }>("SELECT supplier_lease_owner FROM orders WHERE id = ?", q.order_id).one();
      expect(after.supplier_lease_owner).toBeNull();
    });
  });

  it("asks about an order the supplier keeps calling pending less and less often, at most every 10 minutes", () => {
    expect(pendingPollDelayMs(0, MIN)).toBe(MIN);
    expect(pendingPollDelayMs(8 * MIN, MIN)).toBe(2 * MIN);
    expect(pendingPollDelayMs(3 * 60 * MIN, MIN)).toBe(10 * MIN);
  });

  it("asks again right after the 30-minute pending limit, however the back-off falls", () => {
    // a quarter of 28 minutes is 7: without the cap the next question would come at 35 minutes
    expect(pendingPollDelayMs(28 * MIN, MIN)).toBe(2 * MIN + 1000);
    expect(pendingPollDelayMs(30 * MIN - 10, MIN)).toBe(1010);
    expect(pendingPollDelayMs(31 * MIN, MIN)).toBe(7 * MIN + 45_000);
  });

  it("acknowledges dead letters after logging them", async () => {
    const batch = createMessageBatch("pc-dead-letters", [{ id: "d1", timestamp: new Date(), attempts: 1, body: { order_id: "ord_x" } }]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["d1"]);
  });
});
