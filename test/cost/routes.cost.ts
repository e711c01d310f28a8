// `npm run bench:cost` (bench/cost.mjs runs this file in its own workerd runtime, with
// BENCH_METER=on): what each measured route costs the platform, counted by the service's own meter
// (src/bench/meter.ts) through the real app. Every route is measured SAMPLES times, one request
// at a time on accounts of its own, and each figure is the median of the samples: rows the account
// object read and wrote (every index entry and trigger write counted, as Cloudflare bills them),
// its SQL statements, calls into account objects, D1 statements and rows, queue messages. The
// request log is left out of each route (the bench's header) and measured as a line of its own.
// Prints one line `BENCH_COST_JSON {…}` that bench/cost.mjs turns into the table and the dollars.
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, newAccount } from "../support/api";
import { catalog, key } from "../support/money";
import type { MeterCounts, StatementCost } from "../../src/bench/meter";

const SAMPLES = 20;
const LOG_OFF = { "x-bench-request-log": "off" };
const NEVER_INSTALLED = "off_test_never_installed";
/** A valid number in the top-up offer's country. */
const NUMBERS: Record<string, string> = { MX: "+525512345678", PH: "+639171234567", NG: "+2348031234567", IN: "+919812345678" };

type Figures = Omit<MeterCounts, "account_alarms"> & { requests: number };
interface Measured {
  route: string;
  samples: number;
  /** purchases (or lines) each sample made: the figures are per one of them */
  per: number;
  median: Figures;
  /** the breakdown of one sample (the median's, by object rows written), per kind of statement */
  statements?: Record<string, StatementCost>;
}

async function meter(): Promise<MeterCounts & { statements: Record<string, StatementCost> }> {
  const res = await exports.default.fetch(new Request("http://svc.test/__meter?statements=1"));
  expect(res.status, "the meter is on (BENCH_METER=on)").toBe(200);
  return res.json();
}

const FIGURES: (keyof Omit<Figures, "requests">)[] = [
  "object_rows_written", "object_rows_read", "object_statements", "account_calls", "d1_queries", "d1_rows_read", "d1_rows_written", "queue_messages",
  "log_statements", "log_rows_read", "log_rows_written",
];

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

function diffStatements(a: Record<string, StatementCost>, b: Record<string, StatementCost>): Record<string, StatementCost> {
  const out: Record<string, StatementCost> = {};
  for (const [k, v] of Object.entries(b)) {
    const was = a[k] ?? { runs: 0, rows_read: 0, rows_written: 0 };
    const d = { runs: v.runs - was.runs, rows_read: v.rows_read - was.rows_read, rows_written: v.rows_written - was.rows_written };
    if (d.runs) out[k] = d;
  }
  return out;
}

const results: Measured[] = [];

/**
 * Measures `route`: `prepare(i)` sets up sample i unmetered, `act(i)` is the measured request(s),
 * each sample standing for `per` purchases; `requests` API requests per sample.
 */
async function measure<P>(route: string, opts: { per?: number; requests?: number; samples?: number; logOnly?: boolean }, prepare: (i: number) => Promise<P>, act: (p: P, i: number) => Promise<void>): Promise<Measured> {
  const per = opts.per ?? 1;
  const samples: { figures: Figures; statements: Record<string, StatementCost> }[] = [];
  for (let i = 0; i < (opts.samples ?? SAMPLES); i++) {
    const p = await prepare(i);
    const before = await meter();
    await act(p, i);
    const after = await meter();
    const figures = { requests: (opts.requests ?? 1) / per } as Figures;
    for (const f of FIGURES) figures[f] = (after[f] - before[f]) / per;
    if (opts.logOnly) {
      // the request log's line alone: its statements, and its call beyond the request's own
      Object.assign(figures, {
        object_statements: figures.log_statements, object_rows_read: figures.log_rows_read, object_rows_written: figures.log_rows_written,
        log_statements: 0, log_rows_read: 0, log_rows_written: 0, account_calls: figures.account_calls - figures.requests, requests: 0,
      });
    }
    samples.push({ figures, statements: diffStatements(before.statements, after.statements) });
  }
  const med = { requests: samples[0]!.figures.requests } as Figures;
  for (const f of FIGURES) med[f] = median(samples.map((s) => s.figures[f]));
  const typical = samples.find((s) => s.figures.object_rows_written === med.object_rows_written) ?? samples[0]!;
  const m: Measured = { route, samples: samples.length, per, median: med, statements: typical.statements };
  results.push(m);
  return m;
}

async function ok(res: Promise<{ status: number; text: string }>): Promise<void> {
  const r = await res;
  expect(r.status, r.text).toBe(200);
}

/** An account with money and one purchase made (what the object keeps between steps is filled). */
async function funded(): Promise<{ key: string; esimId: string; topupId: string; topupTo: string }> {
  const acct = await newAccount();
  await ok(call("/v1/test_helpers/bank_transfers", { key: acct.key, body: { amount: 100_000_000 }, idem: key("fund") }));
  const { esim, topup } = await catalog(acct.key);
  await ok(buy(acct.key, esim.id));
  return { key: acct.key, esimId: esim.id, topupId: topup.id, topupTo: NUMBERS[topup.coverage.countries[0]!]! };
}

function buy<T = { order_id: string }>(apiKey: string, offerId: string, extra: Record<string, unknown> = {}) {
  return call<T>("/v1/quotes", { key: apiKey, body: { offer_id: offerId, payment_source: "wallet", ...extra }, idem: key("quote"), headers: LOG_OFF });
}

function batch(apiKey: string, items: Record<string, unknown>[]) {
  return call<{ status: string }>("/v1/order_batches", { key: apiKey, body: { payment_source: "wallet", items }, idem: key("batch"), headers: LOG_OFF });
}

/** `count` fulfilled eSIM orders, bought in batches of up to 500 (10 items of 50). */
async function manyOrders(apiKey: string, offerId: string, count: number): Promise<void> {
  for (let left = count; left > 0; left -= 500) {
    const n = Math.min(500, left);
    const items = Array.from({ length: Math.ceil(n / 50) }, (_, j) => ({ offer_id: offerId, quantity: Math.min(50, n - j * 50) }));
    const res = await batch(apiKey, items);
    expect(res.status, res.text).toBe(200);
  }
}

function refund(apiKey: string, orderId: string) {
  return call<{ status: string }>("/v1/refunds", { key: apiKey, body: { order_id: orderId, reason: "trip_cancelled" }, idem: key("refund"), headers: LOG_OFF });
}

describe("what each route costs", () => {
  it("measures the purchases, the refunds and the reads", async () => {
    const a = await funded();
    await measure("POST /v1/quotes eSIM, wallet", {}, async () => a, async (p) => ok(buy(p.key, p.esimId)));
    await measure("POST /v1/quotes mobile top-up, wallet", {}, async () => a, async (p) => ok(buy(p.key, p.topupId, { destination: p.topupTo })));
    await measure("POST /v1/order_batches 10 eSIMs, per purchase", { per: 10 }, async () => a, async (p) => {
      const res = await batch(p.key, [{ offer_id: p.esimId, quantity: 10 }]);
      expect(res.status, res.text).toBe(200);
      expect(res.body.status).toBe("completed");
    });

    const r = await funded();
    const refundAfter = (later: number) => async () => {
      const bought = await buy(r.key, NEVER_INSTALLED);
      expect(bought.status, bought.text).toBe(200);
      if (later) await manyOrders(r.key, r.esimId, later);
      return bought.body.order_id;
    };
    const refundIt = async (orderId: string) => {
      const res = await refund(r.key, orderId);
      expect(res.status, res.text).toBe(200);
      expect(res.body.status).toBe("succeeded");
    };
    await measure("POST /v1/refunds, never installed, no later orders", {}, refundAfter(0), refundIt);
    await measure("POST /v1/refunds, 20 fulfilled orders after it", {}, refundAfter(20), refundIt);
    await measure("POST /v1/refunds, 500 fulfilled orders after it", { samples: 5 }, refundAfter(500), refundIt);

    const read = (path: string) => async () => {
      const res = await call(path, { key: a.key, headers: LOG_OFF });
      expect(res.status, res.text).toBe(200);
    };
    const anOrder = (await buy(a.key, a.esimId)).body.order_id;
    await measure("GET /v1/wallet", {}, async () => a, read("/v1/wallet"));
    await measure("GET /v1/orders/{id}", {}, async () => a, read(`/v1/orders/${anOrder}`));
    await measure("GET /v1/orders (a page of 10)", {}, async () => a, read("/v1/orders?limit=10"));
    await measure("GET /v1/orders?status=fulfilled (10)", {}, async () => a, read("/v1/orders?status=fulfilled&limit=10"));
    await measure("GET /v1/wallet/ledger (a page of 10)", {}, async () => a, read("/v1/wallet/ledger?limit=10"));
    await measure("GET /v1/events (a page of 10)", {}, async () => a, read("/v1/events?limit=10"));
    await measure("GET /v1/events?type=order.fulfilled (10)", {}, async () => a, read("/v1/events?type=order.fulfilled&limit=10"));

    // the request log: a line per API request, here each sent on its own (REQUEST_LOG_FLUSH_MS=0);
    // in production it is carried on the account's next call, so its own object call is not made
    await measure("request log line, per API request (sent on its own)", { logOnly: true }, async () => a, async () => {
      const start = (await meter()).log_statements;
      await ok(call("/v1/wallet", { key: a.key }));
      // the line's batch is handed over in the background: wait until the object has appended it
      for (let t = 0; t < 100 && (await meter()).log_statements === start; t++) await new Promise((res) => setTimeout(res, 10));
    });

    console.log(`BENCH_COST_JSON ${JSON.stringify({ samples: SAMPLES, results })}`);
  }, 600_000);
});
