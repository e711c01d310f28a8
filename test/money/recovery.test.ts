// Work whose queue message went missing is handed over again by the sweep, and two jobs never
// talk to the supplier about one order at the same time.
import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { fulfilOrder } from "../../src/jobs/fulfilment";
import { call, newAccount } from "../support/api";
import { OFFER, bankTransfer, buy, accountStub, sqlIn } from "../support/money";

const MIN = 60_000;

describe("recovering lost work", () => {
  it("hands a pending order whose message was lost back to the fulfilment queue, every 10 minutes at most", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 5_000);
    const q = (await buy(acct.key, OFFER.stays)).body;
    const stub = accountStub(acct.id);
    await sqlIn(acct.id, "UPDATE orders SET dispatched_at = ? WHERE id = ?", Date.now() - 11 * MIN, q.order_id);
    const first = await stub.sweep(Date.now());
    expect(first.redispatchedOrders).toBe(1);
    const again = await stub.sweep(Date.now());
    expect(again.redispatchedOrders).toBe(0);
    const [row] = await sqlIn<{ dispatched_at: number }>(acct.id, "SELECT dispatched_at FROM orders WHERE id = ?", q.order_id);
    expect(Date.now() - row!.dispatched_at).toBeLessThan(MIN);
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

  it("lets only one job at a time talk to the supplier about an order; a duplicate is retried later", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 5_000);
    const q = (await buy(acct.key, OFFER.stays)).body;
    const stub = accountStub(acct.id);
    const held = await stub.orderForFulfilment(q.order_id);
    expect(typeof held).toBe("object");
    await expect(fulfilOrder(env, { order_id: q.order_id, account_id: acct.id, mode: "test" })).rejects.toThrow(/another job/);

    const batch = createMessageBatch("pc-fulfilment", [
      { id: "m1", timestamp: new Date(), attempts: 1, body: { order_id: q.order_id, account_id: acct.id, mode: "test" } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(["m1"]);

    await stub.releaseFulfilment(q.order_id);
    expect(await fulfilOrder(env, { order_id: q.order_id, account_id: acct.id, mode: "test" })).toBe("pending");
    expect((await call(`/v1/orders/${q.order_id}`, { key: acct.key })).body.status).toBe("pending");
  });

  it("acknowledges dead letters after logging them", async () => {
    const batch = createMessageBatch("pc-dead-letters", [{ id: "d1", timestamp: new Date(), attempts: 1, body: { order_id: "ord_x" } }]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["d1"]);
  });
});
