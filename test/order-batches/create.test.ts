// POST /v1/order_batches and the batch's reads: every purchase made in one step of the account's
// object, as single wallet quotes are made (a quote, an order, a ledger line and events each);
// a refusal names the item at fault and stores nothing; the whole price is checked against the
// wallet like one wallet quote; the key replays the stored answer; two batches racing for one
// wallet's money cannot both pass; the batch completes once, when its last order resolves.
import { describe, expect, it } from "vitest";
import { call, errorOf, expectError, newAccount, type ErrorBody } from "../support/api";
import { bankTransfer, catalog, events, expectLedgerConsistent, key, listAll, OFFER, sqlIn, wallet } from "../support/money";
import type { CompleteOrderResponse } from "../../src/routes/test-helpers/complete-order";
import type { RetrieveOrderBatchResponse } from "../../src/routes/order-batches/read";
import type { ListOrderBatchesResponse } from "../../src/routes/order-batches/list";
import type { ListOrderBatchOrdersResponse } from "../../src/routes/order-batches/list-orders";
import type { ListQuotesResponse } from "../../src/routes/quotes/list";
import type { ListTopupOffersResponse } from "../../src/routes/orders/list-topup-offers";
import { buyBatch, holdings, numberIn } from "./support";

const usd = (amount: number) => ({ amount, currency: "USD" });

describe("an order batch", () => {
  it("buys every purchase at once: a wallet quote, an order and a ledger line each, the sandbox's answers in the same step", async () => {
    const acct = await newAccount();
    const { esim, topup } = await catalog(acct.key);
    await bankTransfer(acct.key, 100_000);
    const number = numberIn(topup.coverage.countries[0]!);
    const res = await buyBatch(acct.key, {
      items: [{ offer_id: esim.id, quantity: 3, metadata: { traveller: "group-a" } }, { offer_id: topup.id, destination: number }],
      metadata: { tour: "kyoto" },
    });
    expect(res.status, res.text).toBe(200);
    const total = esim.price.amount * 3 + topup.price.amount;
    expect(res.body).toMatchObject({
      object: "order_batch", livemode: false, status: "completed", total: usd(total),
      counts: { orders: 4, pending: 0, fulfilled: 4, failed: 0 }, metadata: { tour: "kyoto" },
    });
    expect(res.body.id).toMatch(/^bat_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(res.body.completed_at).not.toBeNull();
    expect((await wallet(acct.key)).balance.amount).toBe(100_000 - total);

    // the reads agree with the answer
    expect((await call<RetrieveOrderBatchResponse>(`/v1/order_batches/${res.body.id}`, { key: acct.key })).body).toEqual(res.body);
    expect((await listAll<ListOrderBatchesResponse>(acct.key, "/v1/order_batches"))).toEqual([res.body]);
    const orders = await listAll<ListOrderBatchOrdersResponse>(acct.key, `/v1/order_batches/${res.body.id}/orders`);
    expect(orders).toHaveLength(4);
    expect(orders.every((o) => o.batch_id === res.body.id && o.status === "fulfilled")).toBe(true);
    // newest first, and the same orders GET /v1/orders shows
    expect(orders.map((o) => o.id)).toEqual([...orders.map((o) => o.id)].sort().reverse());
    for (const o of orders) expect((await call(`/v1/orders/${o.id}`, { key: acct.key })).body).toEqual(o);
    expect(orders.filter((o) => o.offer_id === topup.id)).toHaveLength(1);

    // one wallet quote per purchase, each paid, each with the item's metadata
    const quotes = (await listAll<ListQuotesResponse>(acct.key, "/v1/quotes")).filter((q) => orders.some((o) => o.quote_id === q.id));
    expect(quotes).toHaveLength(4);
    expect(quotes.every((q) => q.status === "fulfilled" && q.payment_source === "wallet")).toBe(true);
    expect(quotes.filter((q) => q.metadata.traveller === "group-a")).toHaveLength(3);
    expect(quotes.find((q) => q.offer_id === topup.id)!.destination).toBe(number);
    // one debit line per purchase, and the events a single purchase makes, once per purchase
    const debits = await sqlIn<{ amount: number; order_id: string }>(acct.id, "SELECT amount, order_id FROM ledger_entries WHERE type = 'debit' AND balance = 'wallet'");
    expect(debits.map((d) => d.order_id).sort()).toEqual(orders.map((o) => o.id).sort());
    expect((await events(acct.key, "wallet.debited"))).toHaveLength(4);
    expect((await events(acct.key, "quote.fulfilled"))).toHaveLength(4);
    expect((await events(acct.key, "order.fulfilled"))).toHaveLength(4);
    const completed = await events(acct.key, "order_batch.completed");
    expect(completed.map((e) => e.data.object)).toEqual([res.body]);
    await expectLedgerConsistent(acct.id);
  });

  it("stays processing while an order is pending, completes once when the last one resolves, and a failed order's price comes back", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 100_000);
    const res = await buyBatch(acct.key, { items: [{ offer_id: esim.id }, { offer_id: OFFER.stays, quantity: 2 }] });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: "processing", counts: { orders: 3, pending: 2, fulfilled: 1, failed: 0 }, completed_at: null });
    const pending = await listAll<ListOrderBatchOrdersResponse>(acct.key, `/v1/order_batches/${res.body.id}/orders?status=pending`);
    expect(pending).toHaveLength(2);
    const stayPrice = pending[0]!.price.amount;
    const balance = (await wallet(acct.key)).balance.amount;

    const complete = (id: string, outcome: string) =>
      call<CompleteOrderResponse>(`/v1/test_helpers/orders/${id}/complete`, { key: acct.key, body: { outcome }, idem: key("complete") });
    expect((await complete(pending[0]!.id, "fulfilled")).status).toBe(200);
    const midway = (await call<RetrieveOrderBatchResponse>(`/v1/order_batches/${res.body.id}`, { key: acct.key })).body;
    expect(midway).toMatchObject({ status: "processing", counts: { orders: 3, pending: 1, fulfilled: 2, failed: 0 }, completed_at: null });
    expect(await events(acct.key, "order_batch.completed")).toEqual([]);

    expect((await complete(pending[1]!.id, "failed")).status).toBe(200);
    const done = (await call<RetrieveOrderBatchResponse>(`/v1/order_batches/${res.body.id}`, { key: acct.key })).body;
    expect(done).toMatchObject({ status: "completed", counts: { orders: 3, pending: 0, fulfilled: 2, failed: 1 } });
    expect(done.completed_at).not.toBeNull();
    // credited back as any failed order is; the batch is not retried
    expect((await wallet(acct.key)).balance.amount).toBe(balance + stayPrice);
    expect(await listAll<ListOrderBatchOrdersResponse>(acct.key, `/v1/order_batches/${res.body.id}/orders?status=failed`)).toHaveLength(1);
    expect((await sqlIn(acct.id, "SELECT id FROM orders")).length).toBe(3);
    // announced once, with the batch as it was completed; a resolved order cannot resolve again
    expectError(await complete(pending[1]!.id, "fulfilled"), 409, "order_already_resolved");
    const completed = await events(acct.key, "order_batch.completed");
    expect(completed.map((e) => e.data.object)).toEqual([done]);
    await expectLedgerConsistent(acct.id);
  });

  it("refuses an invalid item naming it, by POST /v1/quotes's own rules, and stores nothing", async () => {
    const acct = await newAccount();
    const { esim, topup, withdrawn } = await catalog(acct.key);
    await bankTransfer(acct.key, 100_000);
    const number = numberIn(topup.coverage.countries[0]!);
    const before = await holdings(acct.id);
    const ok = { offer_id: esim.id };
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ items: [] }, 400, "parameter_invalid", "items"],
      [{ items: [ok], payment_source: "lightning" }, 400, "parameter_invalid", "payment_source"],
      [{ items: [ok, { offer_id: esim.id, quantity: 0 }] }, 400, "parameter_invalid", "items[1].quantity"],
      [{ items: [{ offer_id: esim.id, quantity: 51 }] }, 400, "parameter_invalid", "items[0].quantity"],
      [{ items: [{ offer_id: esim.id, quantity: 1.5 }] }, 400, "parameter_invalid", "items[0].quantity"],
      [{ items: Array.from({ length: 101 }, () => ok) }, 400, "parameter_invalid", "items"],
      [{ items: Array.from({ length: 11 }, () => ({ offer_id: esim.id, quantity: 50 })) }, 400, "parameter_invalid", "items"],
      [{ items: [ok, { offer_id: topup.id, destination: number, quantity: 2 }] }, 400, "parameter_invalid", "items[1].quantity"],
      [{ items: [ok, ok, { offer_id: topup.id }] }, 400, "parameter_missing", "items[2].destination"],
      [{ items: [ok, { offer_id: topup.id, destination: "+1555" }] }, 400, "parameter_invalid", "items[1].destination"],
      [{ items: [ok, { offer_id: topup.id, destination: "5512345678" }] }, 400, "parameter_invalid", "items[1].destination"],
      [{ items: [{ offer_id: esim.id, destination: "+14155550123" }] }, 400, "parameter_invalid", "items[0].destination"],
      [{ items: [ok, { offer_id: "off_nope" }] }, 404, "resource_not_found", "items[1].offer_id"],
      [{ items: [{ offer_id: withdrawn }, ok] }, 409, "offer_withdrawn", "items[0].offer_id"],
      [{ items: [ok, { offer_id: topup.id, destination: number, customer: { email: "t@example.com" } }] }, 400, "parameter_invalid", "items[1].customer.email"],
      [{ items: [{ offer_id: esim.id, customer: { email: "not-an-address" } }] }, 400, "parameter_invalid", "items[0].customer.email"],
      [{ items: [{ offer_id: esim.id, colour: "red" }] }, 400, "parameter_unknown", "items[0].colour"],
      [{ items: [ok], metadata: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, "v"])) }, 400, "parameter_invalid", "metadata"],
      [{ items: [{ offer_id: esim.id, metadata: { ref: "x".repeat(501) } }] }, 400, "parameter_invalid", "items[0].metadata.ref"],
    ];
    for (const [body, status, code, param] of cases) {
      const res = await buyBatch<ErrorBody>(acct.key, body);
      expectError(res, status, code, param);
      expect(errorOf(res).message.length).toBeGreaterThan(0);
    }
    expectError(await buyBatch(acct.key, { items: [ok] }, null), 400, "idempotency_key_required");
    // the first item at fault is the one named
    expectError(await buyBatch(acct.key, { items: [ok, { offer_id: topup.id }, { offer_id: "off_nope" }] }), 400, "parameter_missing", "items[1].destination");
    // nothing was stored: no quote, no order, no ledger line, no batch, no event
    expect(await holdings(acct.id)).toEqual(before);
    expect((await wallet(acct.key)).balance.amount).toBe(100_000);
  });

  it("refuses an eSIM top-up, which names the order it tops up and is bought on its own", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 100_000);
    const bought = await call<{ order_id: string }>("/v1/quotes", { key: acct.key, body: { offer_id: esim.id, payment_source: "wallet" }, idem: key("quote") });
    const offers = await call<ListTopupOffersResponse>(`/v1/orders/${bought.body.order_id}/topup_offers`, { key: acct.key });
    expect(offers.body.data.length).toBeGreaterThan(0);
    const before = await holdings(acct.id);
    expectError(await buyBatch(acct.key, { items: [{ offer_id: esim.id }, { offer_id: offers.body.data[0]!.id }] }), 400, "parameter_invalid", "items[1].offer_id");
    expect(await holdings(acct.id)).toEqual(before);
  });

  it("checks the whole price against the wallet like one wallet quote: 402 with the batch's shortfall, 403 when overdue, nothing bought", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const price = esim.price.amount;
    await bankTransfer(acct.key, price * 5 - 1);
    const before = await holdings(acct.id);
    const short = await buyBatch<ErrorBody>(acct.key, { items: [{ offer_id: esim.id, quantity: 4 }, { offer_id: esim.id }] });
    expectError(short, 402, "insufficient_funds");
    expect(errorOf(short).shortfall).toEqual(usd(1));
    expect(errorOf(short).available).toEqual(usd(price * 5 - 1));
    expect(await holdings(acct.id)).toEqual(before);

    // the overdraft counts, as for one wallet quote
    expect((await call("/v1/test_helpers/credit", { key: acct.key, body: { overdraft_limit: usd(price), net_terms_days: 0 } })).status).toBe(200);
    const covered = await buyBatch(acct.key, { items: [{ offer_id: esim.id, quantity: 4 }, { offer_id: esim.id }] });
    expect(covered.status, covered.text).toBe(200);
    expect((await wallet(acct.key)).balance.amount).toBe(-1);
    // net terms of zero: the cent drawn is overdue at once, and the overdraft is frozen
    const before2 = await holdings(acct.id);
    expectError(await buyBatch(acct.key, { items: [{ offer_id: esim.id }] }), 403, "account_overdue");
    expect(await holdings(acct.id)).toEqual(before2);
    await expectLedgerConsistent(acct.id);
  });

  it("answers a replay of its key with the stored batch, and refuses the key for another body", async () => {
    const acct = await newAccount();
    const { esim, esims } = await catalog(acct.key);
    await bankTransfer(acct.key, 100_000);
    const idem = key("batch");
    const first = await buyBatch(acct.key, { items: [{ offer_id: esim.id, quantity: 2 }] }, idem);
    expect(first.status, first.text).toBe(200);
    const again = await buyBatch(acct.key, { items: [{ offer_id: esim.id, quantity: 2 }] }, idem);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.text).toBe(first.text);
    expect((await holdings(acct.id)).orders).toBe(2);
    expect((await holdings(acct.id)).batches).toBe(1);
    expectError(await buyBatch(acct.key, { items: [{ offer_id: esims[1]!.id, quantity: 2 }] }, idem), 422, "idempotency_key_reused");
    expect((await wallet(acct.key)).balance.amount).toBe(100_000 - esim.price.amount * 2);
  });

  it("lets only one of two batches racing for a wallet that covers one through", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, esim.price.amount * 10);
    const body = { items: [{ offer_id: esim.id, quantity: 10 }] };
    const [a, b] = await Promise.all([buyBatch<ErrorBody>(acct.key, body), buyBatch<ErrorBody>(acct.key, body)]);
    expect([a.status, b.status].sort()).toEqual([200, 402]);
    expect((await holdings(acct.id))).toMatchObject({ orders: 10, batches: 1, quotes: 10 });
    expect((await wallet(acct.key)).balance.amount).toBe(0);
    await expectLedgerConsistent(acct.id);
  });

  it("makes 500 purchases at the limit in one step, and its CSV has 500 rows", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, esim.price.amount * 500);
    const res = await buyBatch(acct.key, { items: Array.from({ length: 10 }, (_, i) => ({ offer_id: esim.id, quantity: 50, metadata: { group: String(i) } })) });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: "completed", counts: { orders: 500, pending: 0, fulfilled: 500, failed: 0 }, total: usd(esim.price.amount * 500) });
    expect((await wallet(acct.key)).balance.amount).toBe(0);
    expect((await holdings(acct.id))).toMatchObject({ orders: 500, quotes: 500, batches: 1 });
    const csv = await call<string>(`/v1/order_batches/${res.body.id}/orders.csv`, { key: acct.key });
    expect(csv.text.trimEnd().split("\r\n")).toHaveLength(501);
    await expectLedgerConsistent(acct.id);
  });

  it("answers 404 for a batch that is not the caller's, and pages a batch's orders", async () => {
    const acct = await newAccount();
    const other = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 100_000);
    const res = await buyBatch(acct.key, { items: [{ offer_id: esim.id, quantity: 5 }] });
    expect(res.status, res.text).toBe(200);
    for (const path of [`/v1/order_batches/${res.body.id}`, `/v1/order_batches/${res.body.id}/orders`, `/v1/order_batches/${res.body.id}/orders.csv`]) {
      expectError(await call(path, { key: other.key }), 404, "resource_not_found", "batch_id");
    }
    expectError(await call("/v1/order_batches/bat_nope/orders", { key: acct.key }), 404, "resource_not_found", "batch_id");
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; body: ListOrderBatchOrdersResponse } = await call<ListOrderBatchOrdersResponse>(
        `/v1/order_batches/${res.body.id}/orders?limit=2${cursor ? `&cursor=${cursor}` : ""}`, { key: acct.key },
      );
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((o) => o.id));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    expectError(await call(`/v1/order_batches/${res.body.id}/orders?status=lost`, { key: acct.key }), 400, "parameter_invalid", "status");
  });
});
