// A refund killed halfway: the account object dies in the middle of a refund's money step (after
// the wallet's credit, before the commission is taken back). The step is one transaction, so
// nothing of it is kept: the refund is still pending, the wallet and the Revenue Centre are as
// they were, and no event was recorded. Once the object is back, the same resolve moves the
// whole refund, once.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, newAccount } from "../support/api";
import { accountStub, bankTransfer, buy, catalog, eventually, expectLedgerConsistent, key, sqlIn, wallet } from "../support/money";
import type { CreateRefundResponse } from "../../src/routes/refunds/create";
import type { RetrieveRevenueResponse } from "../../src/routes/revenue/retrieve";

/** From now on the object's next commission reversal fails mid-step, as a process dying there would. */
async function dieAtCommissionReversal(accountId: string): Promise<void> {
  await sqlIn(
    accountId,
    `CREATE TRIGGER die_mid_refund BEFORE INSERT ON ledger_entries WHEN NEW.source = 'commission_reversed'
     BEGIN SELECT RAISE(ABORT, 'simulated crash in the middle of a refund'); END`,
  );
}

async function crashAndRecover(accountId: string): Promise<void> {
  await sqlIn(accountId, "DROP TRIGGER die_mid_refund");
  await runInDurableObject(accountStub(accountId), (_instance, state) => {
    try {
      state.abort("simulated crash");
    } catch {
      // abort throws in the caller by design
    }
  }).catch(() => undefined);
}

describe("a refund killed between its steps", () => {
  it("leaves nothing of itself, and the same resolve then moves the whole refund once", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 10_000);
    const q = await buy(acct.key, esim.id);
    const order = await eventually(async () => (await call<{ id: string; status: string; price: { amount: number } }>(`/v1/orders/${q.body.order_id}`, { key: acct.key })).body, (o) => o.status === "fulfilled");
    const made = await call<CreateRefundResponse>("/v1/refunds", { key: acct.key, body: { order_id: order.id, reason: "trip_cancelled" }, idem: key("refund") });
    expect(made.body.status).toBe("pending");
    const before = {
      wallet: (await wallet(acct.key)).balance.amount,
      revenue: (await call<RetrieveRevenueResponse>("/v1/revenue", { key: acct.key })).body,
      events: (await sqlIn(acct.id, "SELECT id FROM events")).length,
      lines: (await sqlIn(acct.id, "SELECT id FROM ledger_entries")).length,
    };

    await dieAtCommissionReversal(acct.id);
    const idem = key("resolve");
    const died = await call(`/v1/test_helpers/refunds/${made.body.id}/resolve`, { key: acct.key, body: { outcome: "succeeded" }, idem });
    expect(died.status).toBe(500);
    // nothing of the step was kept
    expect((await sqlIn<{ status: string }>(acct.id, "SELECT status FROM refunds WHERE id = ?", made.body.id))[0]!.status).toBe("pending");
    expect((await sqlIn(acct.id, "SELECT id FROM ledger_entries")).length).toBe(before.lines);
    expect((await sqlIn(acct.id, "SELECT id FROM events")).length).toBe(before.events);
    expect((await sqlIn<{ refund_status: string }>(acct.id, "SELECT refund_status FROM orders WHERE id = ?", order.id))[0]!.refund_status).toBe("pending");

    await crashAndRecover(acct.id);
    expect((await wallet(acct.key)).balance.amount).toBe(before.wallet);
    const again = await call<CreateRefundResponse>(`/v1/test_helpers/refunds/${made.body.id}/resolve`, { key: acct.key, body: { outcome: "succeeded" }, idem });
    expect(again.status, again.text).toBe(200);
    expect(again.body.status).toBe("succeeded");
    expect((await wallet(acct.key)).balance.amount).toBe(before.wallet + order.price.amount);
    const after = (await call<RetrieveRevenueResponse>("/v1/revenue", { key: acct.key })).body;
    expect(after.reversed.amount).toBe(before.revenue.balance.amount);
    expect((await sqlIn(acct.id, "SELECT type FROM events WHERE type LIKE 'refund.%'")).map((e) => e.type)).toEqual(["refund.created", "refund.succeeded"]);
    await expectLedgerConsistent(acct.id);
  });
});
