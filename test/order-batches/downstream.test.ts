// A batch's orders are orders like any other downstream: each earns its commission at
// fulfilment, a refund of one moves that order's money alone, a customer named on an item is sent
// each eSIM once, and a purchase made on its own still pays nothing for batches.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, newAccount } from "../support/api";
import { accountStub, bankTransfer, buy, catalog, eventually, expectLedgerConsistent, key, listAll, sqlIn, wallet } from "../support/money";
import type { ListOrderBatchOrdersResponse } from "../../src/routes/order-batches/list-orders";
import type { RetrieveRevenueResponse } from "../../src/routes/revenue/retrieve";
import type { ListRevenueEntriesResponse } from "../../src/routes/revenue/list-entries";
import type { CreateRefundResponse } from "../../src/routes/refunds/create";
import type { ListDeliveriesResponse } from "../../src/routes/deliveries/list";
import type { RetrieveOrderBatchResponse } from "../../src/routes/order-batches/read";
import { buyBatch } from "./support";

describe("a purchase made on its own", () => {
  it("reads and writes nothing of batches: its order names none", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 100_000);
    // the first purchase fills what the object keeps
    expect((await buy(acct.key, esim.id)).status).toBe(200);
    const seen: string[] = [];
    await runInDurableObject(accountStub(acct.id), (instance) => {
      const inst = instance as unknown as { sql: SqlStorage; realSql?: SqlStorage };
      const real = (inst.realSql = inst.sql);
      inst.sql = new Proxy(real, {
        get: (target, prop) =>
          prop === "exec" ? (query: string, ...params: SqlStorageValue[]) => (seen.push(query), target.exec(query, ...params)) : Reflect.get(target, prop),
      });
    });
    try {
      const q = await buy(acct.key, esim.id);
      expect(q.status, q.text).toBe(200);
      expect((await call<{ batch_id: string | null }>(`/v1/orders/${q.body.order_id}`, { key: acct.key })).body.batch_id).toBeNull();
    } finally {
      await runInDurableObject(accountStub(acct.id), (instance) => {
        const inst = instance as unknown as { sql: SqlStorage; realSql?: SqlStorage };
        inst.sql = inst.realSql ?? inst.sql;
      });
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((q) => /order_batches/.test(q))).toEqual([]);
  });
});

describe("a batch's orders downstream", () => {
  it("each earn their commission, as the same purchases made one by one would", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 100_000);
    const res = await buyBatch(acct.key, { items: [{ offer_id: esim.id, quantity: 4 }] });
    expect(res.status, res.text).toBe(200);
    const orders = await listAll<ListOrderBatchOrdersResponse>(acct.key, `/v1/order_batches/${res.body.id}/orders`);
    const revenue = (await call<RetrieveRevenueResponse>("/v1/revenue", { key: acct.key })).body;
    const perOrder = Math.floor((esim.price.amount * revenue.commission_bps) / 10_000);
    expect(revenue.lifetime_earned.amount).toBe(perOrder * 4);
    const earned = (await listAll<ListRevenueEntriesResponse>(acct.key, "/v1/revenue/entries")).filter((e) => e.kind === "earned");
    expect(earned.map((e) => e.order_id).sort()).toEqual(orders.map((o) => o.id).sort());
    expect(earned.every((e) => e.amount.amount === perOrder)).toBe(true);
    await expectLedgerConsistent(acct.id);
  });

  it("are refunded one at a time as any order is, the batch left as it was", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 100_000);
    const res = await buyBatch(acct.key, { items: [{ offer_id: esim.id, quantity: 2 }] });
    const [order] = await listAll<ListOrderBatchOrdersResponse>(acct.key, `/v1/order_batches/${res.body.id}/orders`);
    const balance = (await wallet(acct.key)).balance.amount;
    const made = await call<CreateRefundResponse>("/v1/refunds", { key: acct.key, body: { order_id: order!.id, reason: "trip_cancelled" }, idem: key("refund") });
    expect(made.status, made.text).toBe(200);
    const done = await call<CreateRefundResponse>(`/v1/test_helpers/refunds/${made.body.id}/resolve`, { key: acct.key, body: { outcome: "succeeded" }, idem: key("resolve") });
    expect(done.status, done.text).toBe(200);
    expect(done.body.status).toBe("succeeded");
    // the price back in the wallet, less the commission the Revenue Centre could not give back
    const revenue = (await call<RetrieveRevenueResponse>("/v1/revenue", { key: acct.key })).body;
    expect(revenue.reversed.amount).toBeGreaterThan(0);
    expect((await wallet(acct.key)).balance.amount).toBeGreaterThan(balance);
    expect((await call<{ refund: { status: string } }>(`/v1/orders/${order!.id}`, { key: acct.key })).body.refund!.status).toBe("succeeded");
    // the batch is what it was: its orders were fulfilled, and nothing was retried
    const after = (await call<RetrieveOrderBatchResponse>(`/v1/order_batches/${res.body.id}`, { key: acct.key })).body;
    expect(after).toEqual(res.body);
    expect((await sqlIn(acct.id, "SELECT id FROM orders")).length).toBe(2);
    await expectLedgerConsistent(acct.id);
  });

  it("send each eSIM to the item's customer once", async () => {
    const acct = await newAccount();
    const { esim, esims } = await catalog(acct.key);
    await bankTransfer(acct.key, 100_000);
    const res = await buyBatch(acct.key, {
      items: [
        { offer_id: esim.id, quantity: 3, customer: { email: "guide@example.com", language: "ja" } },
        { offer_id: esims[1]!.id },
      ],
    });
    expect(res.status, res.text).toBe(200);
    const orders = await listAll<ListOrderBatchOrdersResponse>(acct.key, `/v1/order_batches/${res.body.id}/orders`);
    const deliveries = async (id: string) => (await call<ListDeliveriesResponse>(`/v1/orders/${id}/deliveries`, { key: acct.key })).body.data;
    for (const o of orders) {
      const sent = o.offer_id === esim.id ? 1 : 0;
      const list = await eventually(() => deliveries(o.id), (d) => d.length === sent && d.every((x) => x.status !== "sending"));
      if (sent) expect(list[0]).toMatchObject({ email: "guide@example.com", language: "ja" });
    }
    expect((await sqlIn(acct.id, "SELECT id FROM esim_deliveries")).length).toBe(3);
  });
});
