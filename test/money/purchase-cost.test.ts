// What a wallet purchase costs its account's object, in SQL statements: the budget the load
// bench's purchase phases are measured against (bench/README.md). Reads that rarely change
// (the low balance alert) are kept by the object between steps, the 30-day volume a
// fulfilment's commission rate depends on is read from running totals (revenue.ts) instead of
// summed over the whole window, and a plan that just started has no fired thresholds to read.
// A sandbox order is answered in the step that opens it, so it is written once, already
// fulfilled; the quote and order rows are built by the step rather than read back (so what it
// answers and announces must be what is stored); the step's events are one INSERT.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, newAccount } from "../support/api";
import { accountStub, bankTransfer, buy, catalog, events, getQuote, sqlIn } from "../support/money";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";

interface Statement {
  query: string;
  params: unknown[];
}

/** Records every statement the account's object runs while `work` runs. */
async function statementsOf(accountId: string, work: () => Promise<void>): Promise<Statement[]> {
  const seen: Statement[] = [];
  const stub = accountStub(accountId);
  const swap = (record: boolean) =>
    runInDurableObject(stub, (instance) => {
      const inst = instance as unknown as { sql: SqlStorage; realSql?: SqlStorage };
      if (!record) {
        inst.sql = inst.realSql ?? inst.sql;
        return;
      }
      const real = (inst.realSql = inst.sql);
      inst.sql = new Proxy(real, {
        get: (target, prop) =>
          prop === "exec"
            ? (query: string, ...params: unknown[]) => {
                seen.push({ query: query.replace(/\s+/g, " ").trim(), params });
                return target.exec(query, ...(params as SqlStorageValue[]));
              }
            : Reflect.get(target, prop),
      });
    });
  await swap(true);
  try {
    await work();
  } finally {
    await swap(false);
  }
  return seen;
}

describe("a wallet purchase's statements", () => {
  it("stay within 12 for an eSIM bought and fulfilled in one step, none of them summing the 30-day volume", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 100_000);
    // the first purchase fills what the object keeps
    expect((await buy(acct.key, esim.id)).status).toBe(200);

    const statements = await statementsOf(acct.id, async () => {
      const res = await buy(acct.key, esim.id);
      expect(res.status, res.text).toBe(200);
    });
    // the request log's lines arrive in their own call; they are not the purchase's
    const purchase = statements.filter((s) => !/request_logs/.test(s.query));
    expect(purchase.length, purchase.map((s) => s.query.slice(0, 80)).join("\n")).toBeLessThanOrEqual(12);
    // an order is written once (never INSERT then UPDATE), and so are the step's events
    expect(purchase.filter((s) => /^UPDATE orders/.test(s.query))).toEqual([]);
    expect(purchase.filter((s) => /^INSERT INTO events/.test(s.query))).toHaveLength(1);
    expect(purchase.filter((s) => /FROM wallet_alerts/.test(s.query))).toEqual([]);
    expect(purchase.filter((s) => /FROM esim_alerts/.test(s.query))).toEqual([]);
    // the commission's volume comes from running totals: nothing sums the orders of the window
    // (only the refunded ones of two part-days, in their own index)
    expect(purchase.filter((s) => /SUM\(price\) FROM orders(?! INDEXED BY orders_refunded)/.test(s.query))).toEqual([]);
    // the eSIM's first states ride on the plan's own two statements (recorded, then started):
    // nothing else of the purchase reads or writes an eSIM's state (the upkeep's one read of due work aside)
    const plans = purchase.filter((s) => /esim_plans/.test(s.query) && !/^SELECT EXISTS/.test(s.query)).map((s) => s.query.slice(0, 40));
    expect(plans).toEqual([expect.stringMatching(/^INSERT OR IGNORE INTO esim_plans/), expect.stringMatching(/^UPDATE esim_plans SET order_id = \?/)]);
    expect(purchase.find((s) => /^UPDATE esim_plans SET order_id/.test(s.query))!.query).toContain("profile_state = ?");
  });

  it("answers and announces the very rows it stores: the quote, the order and its lease columns", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 100_000);
    const bought = await buy(acct.key, esim.id);
    expect(bought.status, bought.text).toBe(200);
    const quote = bought.body;
    // the answer was built by the step; a read comes from the stored row
    expect((await getQuote(acct.key, quote.id))).toEqual(quote);
    const fulfilled = (await events(acct.key, "order.fulfilled")).map((e) => e.data.object as { id: string });
    expect(fulfilled).toHaveLength(1);
    const order = await call<RetrieveOrderResponse>(`/v1/orders/${fulfilled[0]!.id}`, { key: acct.key });
    expect(order.body).toEqual(fulfilled[0]);
    expect((await events(acct.key, "quote.fulfilled")).map((e) => e.data.object)).toEqual([quote]);
    // a settled order is no run's any more; it was opened and dispatched at once
    const [row] = await sqlIn<{ status: string; supplier_lease_until: number; supplier_lease_owner: string | null; created_at: number; dispatched_at: number; due_at: number; followup_until: number; delayed_at: number | null; volume_to: number }>(
      acct.id, "SELECT * FROM orders WHERE id = ?", fulfilled[0]!.id,
    );
    expect(row).toMatchObject({ status: "fulfilled", supplier_lease_until: 0, supplier_lease_owner: null, followup_until: 0, delayed_at: null, volume_to: esim.price.amount });
    expect(row!.dispatched_at).toBe(row!.created_at);
    expect(row!.due_at).toBeGreaterThan(row!.created_at);
  });
});
