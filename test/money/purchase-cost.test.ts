// What a wallet purchase costs its account's object, in SQL statements: the budget the load
// bench's purchase phases are measured against (bench/README.md). Reads that rarely change
// (the low balance alert) are kept by the object between steps, the 30-day volume a
// fulfilment's commission rate depends on is carried forward from the last sum instead of
// summed over the whole window again, and a plan that just started has no fired thresholds to
// read. The volume carried forward must stay equal to the full sum however the clock moves.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { WINDOW_MS } from "../../src/domain/commission";
import { call, newAccount } from "../support/api";
import { accountStub, bankTransfer, buy, catalog, key } from "../support/money";

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

/** The window the object carries forward, and the full sum over it read directly. */
async function keptVolume(accountId: string): Promise<{ kept: { from: number; to: number; total: number } | undefined; summed: number | null }> {
  return runInDurableObject(accountStub(accountId), (instance, state) => {
    const kept = (instance as unknown as { kept: { volume?: { from: number; to: number; total: number } } }).kept.volume;
    if (!kept) return { kept, summed: null };
    const summed = state.storage.sql
      .exec<{ total: number | null }>(
        "SELECT SUM(price) AS total FROM orders WHERE status = 'fulfilled' AND resolved_at > ? AND resolved_at <= ?",
        kept.from,
        kept.to,
      )
      .one().total ?? 0;
    return { kept: { ...kept }, summed };
  });
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
    // the commission's read covers what changed since the last sum: slivers, not 30 days
    const volume = purchase.filter((s) => /SUM\(price\) FROM orders/.test(s.query));
    expect(volume).toHaveLength(1);
    const bounds = volume[0]!.params.filter((p): p is number => typeof p === "number");
    expect(bounds.length % 2).toBe(0);
    for (let i = 0; i < bounds.length; i += 2) expect(bounds[i + 1]! - bounds[i]!).toBeLessThan(WINDOW_MS);
  });
});

describe("the 30-day volume carried forward", () => {
  it("equals the full sum after purchases and after the sandbox clock moving orders out of the window", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 1_000_000);
    for (let i = 0; i < 3; i++) expect((await buy(acct.key, esim.id)).status).toBe(200);
    let v = await keptVolume(acct.id);
    expect(v.kept).toBeDefined();
    expect(v.kept!.total).toBe(v.summed);
    // each step's own fulfilment is in the sum it leaves
    expect(v.kept!.total).toBe(3 * esim.price.amount);

    // 20 days on: the orders are still in the window; 11 more: they have left it
    for (const days of [20, 11]) {
      const moved = await call("/v1/test_helpers/clock/advance", { key: acct.key, body: { seconds: days * 86_400 }, idem: key("clock") });
      expect(moved.status, moved.text).toBe(200);
      expect((await buy(acct.key, esim.id)).status).toBe(200);
      v = await keptVolume(acct.id);
      expect(v.kept!.total).toBe(v.summed);
    }
    // the first three have left the window; the two bought on days 20 and 31 are in it
    expect(v.kept!.total).toBe(2 * esim.price.amount);
  });
});
