// What a wallet purchase costs its account's object, in SQL statements: the budget the load
// bench's purchase phases are measured against (bench/README.md). Reads that rarely change
// (the low balance alert) are kept by the object between steps, the 30-day volume a
// fulfilment's commission rate depends on is read from running totals (revenue.ts) instead of
// summed over the whole window, and a plan that just started has no fired thresholds to read.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newAccount } from "../support/api";
import { accountStub, bankTransfer, buy, catalog } from "../support/money";

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
  it("stay within 15 for an eSIM bought and fulfilled in one step, none of them summing the 30-day volume", async () => {
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
    expect(purchase.length, purchase.map((s) => s.query.slice(0, 80)).join("\n")).toBeLessThanOrEqual(15);
    expect(purchase.filter((s) => /FROM wallet_alerts/.test(s.query))).toEqual([]);
    expect(purchase.filter((s) => /FROM esim_alerts/.test(s.query))).toEqual([]);
    // the commission's volume comes from running totals: nothing sums the orders of the window
    expect(purchase.filter((s) => /SUM\(price\)/.test(s.query))).toEqual([]);
  });
});
