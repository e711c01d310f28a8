// What a wallet purchase costs its account's object, in SQL statements: the budget the load
// bench's purchase phases are measured against (bench/README.md). Reads that rarely change
// (the low balance alert) are kept by the object between steps, the 30-day volume a
// fulfilment's commission rate depends on is read from running totals (revenue.ts) instead of
// summed over the whole window, and a plan that just started has no fired thresholds to read.
// A sandbox order is answered in the step that opens it, so it is written once, already
// fulfilled; the quote and order rows are built by the step rather than read back (so what it
// answers and announces must be what is stored); the step's events are one INSERT, and the eSIM's
// plan is written once, started. And the rows it writes (index entries included), which are what
// the object costs on the bill: held at their figures, so a change that adds rows fails here.
import { describe, expect, it } from "vitest";
import { call, newAccount } from "../support/api";
import { bankTransfer, buy, catalog, events, getQuote, key, sqlIn } from "../support/money";
import { rowsOf } from "../support/rows";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";

describe("a wallet purchase's statements", () => {
  it("stay within 11 for an eSIM bought and fulfilled in one step, none of them summing the 30-day volume", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 100_000);
    // the first purchase fills what the object keeps
    expect((await buy(acct.key, esim.id)).status).toBe(200);

    // (the request log's lines arrive in their own call; they are not the purchase's, and rowsOf leaves them out)
    const { statements: purchase } = await rowsOf(acct.id, async () => {
      const res = await buy(acct.key, esim.id);
      expect(res.status, res.text).toBe(200);
    });
    expect(purchase.length, purchase.map((s) => s.query.slice(0, 80)).join("\n")).toBeLessThanOrEqual(11);
    // an order is written once (never INSERT then UPDATE), and so are the step's events
    expect(purchase.filter((s) => /^UPDATE orders/.test(s.query))).toEqual([]);
    expect(purchase.filter((s) => /^INSERT INTO events/.test(s.query))).toHaveLength(1);
    expect(purchase.filter((s) => /FROM wallet_alerts/.test(s.query))).toEqual([]);
    expect(purchase.filter((s) => /FROM esim_alerts/.test(s.query))).toEqual([]);
    // the commission's volume comes from running totals: nothing sums the orders of the window
    // (only the refunded ones of two part-days, in their own index)
    expect(purchase.filter((s) => /SUM\(price\) FROM orders(?! INDEXED BY orders_refunded)/.test(s.query))).toEqual([]);
    // the plan is written once, recorded and started with the eSIM's first states in one statement:
    // nothing else of the purchase reads or writes a plan or an eSIM's state (the upkeep's one read of due work aside)
    const plans = purchase.filter((s) => /esim_plans/.test(s.query) && !/^SELECT EXISTS/.test(s.query)).map((s) => s.query);
    expect(plans).toEqual([expect.stringMatching(/^INSERT INTO esim_plans \(quote_id, data_total_mb, unlimited, validity_days, order_id, .*profile_state/)]);
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

/** The rows a wallet purchase writes in its account's object (index entries included), held at their figures (bench/README.md). */
const ROWS_WRITTEN = { esim: 16, topup: 13 };

describe("a wallet purchase's rows written", () => {
  it("stay at or below their figures for an eSIM, a mobile top-up and each purchase of a batch (no more than a single one)", async () => {
    const acct = await newAccount();
    const { esim, topup } = await catalog(acct.key);
    await bankTransfer(acct.key, 1_000_000);
    // the first purchase fills what the object keeps
    expect((await buy(acct.key, esim.id)).status).toBe(200);
    const counted = async (work: () => Promise<{ status: number; text: string }>) => {
      const c = await rowsOf(acct.id, async () => {
        const res = await work();
        expect(res.status, res.text).toBe(200);
      });
      return { rows: c.rowsWritten, where: JSON.stringify(c.written) };
    };

    const single = await counted(() => buy(acct.key, esim.id));
    expect(single.rows, single.where).toBeLessThanOrEqual(ROWS_WRITTEN.esim);
    const mobile = await counted(() => buy(acct.key, topup.id, "wallet", { destination: "+919812345678" }));
    expect(mobile.rows, mobile.where).toBeLessThanOrEqual(ROWS_WRITTEN.topup);
    const batch = await counted(() => call("/v1/order_batches", { key: acct.key, body: { payment_source: "wallet", items: [{ offer_id: esim.id, quantity: 10 }] }, idem: key("batch") }));
    expect(batch.rows / 10, batch.where).toBeLessThanOrEqual(single.rows);
  });
});
