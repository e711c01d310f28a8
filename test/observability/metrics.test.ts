// Business metrics: the data points written for purchases, deposits, fulfilment and webhook
// deliveries, and that a missing binding or a failing write never fails the work.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { call, newAccount } from "../support/api";
import { bankTransfer, buy, catalog, eventually, key } from "../support/money";
import { createEndpoint, receiver, status } from "../webhooks/support";
import { recordDeposit } from "../../src/lib/metrics";
import { observeJob } from "../../src/jobs/observe";
import type { CreateQuoteResponse } from "../../src/routes/quotes/create";

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
    const points = spy.mock.calls.map(([p]) => p!).filter((p) => p.indexes?.[0] === acct.id && ["deposit", "purchase"].includes(p.blobs![0] as string));
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
    for (let i = 0; i < 2; i++) await call<CreateQuoteResponse>("/v1/quotes", { key: acct.key, idem, body: { offer_id: esim.id, payment_source: "wallet" } });
    expect(spy.mock.calls.filter(([p]) => p!.indexes?.[0] === acct.id && p!.blobs?.[0] === "purchase")).toHaveLength(1);
  });

  it("record fulfilment latency from the order's creation, and each webhook attempt's outcome", async () => {
    const spy = vi.spyOn(env.METRICS, "writeDataPoint");
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const r = receiver(status(500));
    await createEndpoint(acct.key, { url: r.url, enabled_events: ["order.fulfilled"] });
    await bankTransfer(acct.key, 10_000);
    expect((await buy(acct.key, esim.id)).status).toBe(200);
    const mine = () => spy.mock.calls.map(([p]) => p!).filter((p) => p.indexes?.[0] === acct.id);
    await eventually(async () => mine().filter((p) => p.blobs?.[0] === "webhook_delivery"), (ps) => ps.length >= 1);
    const fulfilment = mine().find((p) => p.blobs?.[0] === "fulfilment")!;
    expect(fulfilment.blobs).toEqual(["fulfilment", "test", "fulfilled"]);
    // milliseconds since this order was opened: a moment, not an age measured from elsewhere
    expect(fulfilment.doubles![0]).toBeGreaterThanOrEqual(0);
    expect(fulfilment.doubles![0]).toBeLessThan(5_000);
    expect(fulfilment.doubles![1]).toBe(1);
    expect(mine().find((p) => p.blobs?.[0] === "webhook_delivery")).toEqual({ blobs: ["webhook_delivery", "test", "failed"], doubles: [500, 1], indexes: [acct.id] });
  });

  it("pass a job's error on unchanged", async () => {
    const boom = new Error("supplier down");
    const run = observeJob("pc-fulfilment", { id: "m", attempts: 1, body: {} }, async () => {
      throw boom;
    });
    await expect(run).rejects.toBe(boom);
  });

  it("are a no-op without the binding, and a failing write does not fail the caller", () => {
    expect(() => recordDeposit({}, { account: "a", mode: "test", rail: "crypto", status: "detected", cents: 1 })).not.toThrow();
    const broken = { writeDataPoint: () => { throw new Error("dataset unavailable"); } } as unknown as AnalyticsEngineDataset;
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => recordDeposit({ METRICS: broken }, { account: "a", mode: "test", rail: "crypto", status: "detected", cents: 1 })).not.toThrow();
  });
});
