// A batch killed halfway: the account's object dies in the middle of a batch's step (after the
// first purchases' ledger lines, quotes and orders were written, before the rest). The step is one
// transaction, so nothing of it is kept: no batch, no quote, no order, no ledger line, no event,
// the wallet as it was, the key free. Once the object is back, the same request makes the whole
// batch, once.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newAccount } from "../support/api";
import { accountStub, bankTransfer, catalog, expectLedgerConsistent, key, sqlIn, wallet } from "../support/money";
import { buyBatch, holdings } from "./support";

/** From now on the object fails when it writes a batch's fourth order, as a process dying there would. */
async function dieAtFourthOrder(accountId: string): Promise<void> {
  await sqlIn(
    accountId,
    `CREATE TRIGGER die_mid_batch BEFORE INSERT ON orders
     WHEN NEW.batch_id IS NOT NULL AND (SELECT COUNT(*) FROM orders WHERE batch_id = NEW.batch_id) >= 3
     BEGIN SELECT RAISE(ABORT, 'simulated crash in the middle of a batch'); END`,
  );
}

async function crashAndRecover(accountId: string): Promise<void> {
  await sqlIn(accountId, "DROP TRIGGER die_mid_batch");
  await runInDurableObject(accountStub(accountId), (_instance, state) => {
    try {
      state.abort("simulated crash");
    } catch {
      // abort throws in the caller by design
    }
  }).catch(() => undefined);
}

describe("a batch killed in the middle of its step", () => {
  it("leaves none of itself, and the same request then makes the whole batch once", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 100_000);
    const before = await holdings(acct.id);

    await dieAtFourthOrder(acct.id);
    const idem = key("batch");
    const body = { items: [{ offer_id: esim.id, quantity: 6 }] };
    const died = await buyBatch(acct.key, body, idem);
    expect(died.status).toBe(500);
    // nothing of the step was kept
    expect(await holdings(acct.id)).toEqual(before);
    expect(await sqlIn(acct.id, "SELECT key FROM idempotency_keys WHERE key = ?", idem)).toEqual([]);

    await crashAndRecover(acct.id);
    expect((await wallet(acct.key)).balance.amount).toBe(100_000);
    const again = await buyBatch(acct.key, body, idem);
    expect(again.status, again.text).toBe(200);
    expect(again.body.counts).toEqual({ orders: 6, pending: 0, fulfilled: 6, failed: 0 });
    expect(await holdings(acct.id)).toMatchObject({ orders: 6, quotes: 6, batches: 1, ledger: before.ledger + 6 + 6 });
    expect((await wallet(acct.key)).balance.amount).toBe(100_000 - esim.price.amount * 6);
    await expectLedgerConsistent(acct.id);
  });
});
