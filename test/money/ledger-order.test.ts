// A balance is its newest line's balance_after (ledger.ts), so a line is always written after every
// line of its balance in id order: a line whose id was minted before the newest one's (a clock
// that stepped back since) takes the next id after it instead, and the chain stays whole. So does
// an order (orders.ts newOrderId), whose id the minute sweep walks the orders by.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { balanceOf, post } from "../../src/account-object/ledger";
import { newAccount } from "../support/api";
import { accountStub, bankTransfer, buy, catalog, expectLedgerConsistent, sqlIn, wallet } from "../support/money";
import { idAfter, idsBefore } from "../../src/lib/ids";

/** An id from a clock a minute ahead, made by hand: minting it would move this isolate's ids a minute on. */
const aheadId = (prefix: "le" | "ord") => `${idsBefore(prefix, Date.now() + 60_000)}0000000000000000`;

describe("a ledger line minted before the newest line", () => {
  it("is written right after it, with the balance the newest line left", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 10_000);
    // a line from a clock ahead of this one (its id's time is a minute on)
    const ahead = aheadId("le");
    const line = await runInDurableObject(accountStub(acct.id), (_i, state) => {
      const sql = state.storage.sql;
      sql.exec(
        `INSERT INTO ledger_entries (id, balance, type, source, amount, balance_after, description, created_at)
         VALUES (?, 'wallet', 'credit', 'deposit', 500, 10500, 'from a clock ahead', ?)`,
        ahead, Date.now(),
      );
      const tx = { sql, now: Date.now(), livemode: false };
      const written = post(tx, { balance: "wallet", type: "debit", source: "quote", amount: 200, description: "after it" });
      return { written, balance: balanceOf(tx, "wallet") };
    });
    expect(line.written.id).toBe(idAfter(ahead));
    expect(line.written.balance_after).toBe(10_300);
    expect(line.balance).toBe(10_300);
    expect((await wallet(acct.key)).balance.amount).toBe(10_300);
    await expectLedgerConsistent(acct.id);
  });
});

describe("an order id minted before the newest order's", () => {
  it("is moved to right after it", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 10_000);
    const ahead = aheadId("ord");
    await sqlIn(
      acct.id,
      `INSERT INTO orders (id, quote_id, offer_id, offer_name, category, supplier_sku, cost, status, price, created_at)
       VALUES (?, 'qt_x', 'off_x', 'X', 'esim', 'sku', 0, 'failed', 100, ?)`,
      ahead, Date.now(),
    );
    const { esim } = await catalog(acct.key);
    const bought = await buy<{ order_id: string }>(acct.key, esim.id);
    expect(bought.status, bought.text).toBe(200);
    expect(bought.body.order_id).toBe(idAfter(ahead));
  });
});
