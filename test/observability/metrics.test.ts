// Business metrics: the data points written for purchases, deposits, fulfilment and webhook
// deliveries, and that a missing binding or a failing write never fails the work.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { call, newAccount } from "../support/api";
import { bankTransfer, buy, catalog, key } from "../support/money";
import { recordDeposit } from "../../src/lib/metrics";
import { observeJob } from "../../src/jobs/observe";

afterEach(() => {
  vi.restoreAllMocks();
});

function fakeDataset() {
  const points: AnalyticsEngineDataPoint[] = [];
  return { points, dataset: { writeDataPoint: (p?: AnalyticsEngineDataPoint) => void points.push(p!) } as AnalyticsEngineDataset };
}

describe("metrics", () => {
  it("are declared as an Analytics Engine binding that the service writes purchases and deposits to", async () => {
    expect(env.METRICS).toBeDefined();
    const spy = vi.spyOn(env.METRICS, "writeDataPoint");
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 10_000);
    expect((await buy(acct.key, esim.id)).status).toBe(200);
    const points = spy.mock.calls.map(([p]) => p!).filter((p) => p.indexes?.[0] === acct.id);
    expect(points).toEqual([
      { blobs: ["deposit", "test", "bank_transfer", "credited"], doubles: [10_000], indexes: [acct.id] },
      { blobs: ["purchase", "test", "wallet", "fulfilled"], doubles: [esim.price.amount], indexes: [acct.id] },
    ]);
  });

  it("count a replayed purchase once", async () => {
    const spy = vi.spyOn(env.METRICS, "writeDataPoint");
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 10_000);
    const idem = key("same");
    for (let i = 0; i < 2; i++) await call("/v1/quotes", { key: acct.key, idem, body: { offer_id: esim.id, payment_source: "wallet" } });
    expect(spy.mock.calls.filter(([p]) => p!.indexes?.[0] === acct.id && p!.blobs?.[0] === "purchase")).toHaveLength(1);
  });

  it("record fulfilment latency from hand-over and webhook delivery outcomes from the job's result", async () => {
    const { points, dataset } = fakeDataset();
    const fake = { METRICS: dataset } as unknown as Env;
    const sent = new Date(Date.now() - 1500);
    const msg = (body: object) => ({ id: "m1", attempts: 2, timestamp: sent, body });
    await observeJob(fake, "pc-fulfilment", msg({ order_id: "ord_1", account_id: "acct_1", mode: "live" }), async () => "resolved");
    await observeJob(fake, "pc-webhooks", msg({ delivery_id: "wd_1", account_id: "acct_1", mode: "test" }), async () => ({ status: "failed", response_status: 500 }));
    // a message that found its attempt not yet due made no attempt
    await observeJob(fake, "pc-webhooks", msg({ delivery_id: "wd_2", account_id: "acct_1", mode: "test" }), async () => ({ status: "pending", response_status: null }));
    expect(points).toHaveLength(2);
    expect(points[0]!.blobs).toEqual(["fulfilment", "live", "resolved"]);
    expect(points[0]!.doubles![0]).toBeGreaterThanOrEqual(1500);
    expect(points[0]!.doubles![1]).toBe(2);
    expect(points[1]).toEqual({ blobs: ["webhook_delivery", "test", "failed"], doubles: [500, 2], indexes: ["acct_1"] });
  });

  it("pass a job's error on unchanged and record nothing for it", async () => {
    const { points, dataset } = fakeDataset();
    const boom = new Error("supplier down");
    const run = observeJob({ METRICS: dataset } as unknown as Env, "pc-fulfilment", { id: "m", attempts: 1, timestamp: new Date(), body: {} }, async () => {
      throw boom;
    });
    await expect(run).rejects.toBe(boom);
    expect(points).toEqual([]);
  });

  it("are a no-op without the binding, and a failing write does not fail the caller", () => {
    expect(() => recordDeposit({}, { account: "a", mode: "test", rail: "crypto", status: "detected", cents: 1 })).not.toThrow();
    const broken = { writeDataPoint: () => { throw new Error("dataset unavailable"); } } as unknown as AnalyticsEngineDataset;
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => recordDeposit({ METRICS: broken }, { account: "a", mode: "test", rail: "crypto", status: "detected", cents: 1 })).not.toThrow();
  });
});
