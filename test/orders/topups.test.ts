// Top-ups of an eSIM already sold, through the real app against the sandbox supplier: a
// fulfilled eSIM order lists the two sandbox top-ups of its plan (never listed in the catalog),
// and buying one with esim_order_id is an ordinary purchase (wallet debit, order, commission,
// idempotency) whose order delivers an `esim_topup` for the same ICCID.
import { describe, expect, it } from "vitest";
import { call, expectError, newAccount } from "../support/api";
import { OFFER, bankTransfer, buy, catalog, eventually, expectLedgerConsistent, key, listAll, settled, sqlIn, wallet, withEsim, awaitingTopup } from "../support/money";
import type { CreateQuoteResponse } from "../../src/routes/quotes/create";
import type { ListTopupOffersResponse } from "../../src/routes/orders/list-topup-offers";
import type { ListOffersResponse } from "../../src/routes/offers/list";
import type { RetrieveRevenueResponse } from "../../src/routes/revenue/retrieve";

const topupOffers = (apiKey: string, orderId: string) => call<ListTopupOffersResponse>(`/v1/orders/${orderId}/topup_offers`, { key: apiKey });

describe("GET /v1/orders/{order_id}/topup_offers", () => {
  it("lists the two sandbox top-ups of the eSIM's plan (1 GB and 3 GB, valid as the plan), with topup_for esim", async () => {
    const { acct, esim, order } = await withEsim();
    const res = await topupOffers(acct.key, order.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.object).toBe("list");
    expect(res.body.has_more).toBe(false);
    expect(res.body.next_cursor).toBeNull();
    expect(res.body.data).toHaveLength(2);
    // the plan's id with SANDBXTP1G / SANDBXTP3G: the same ids in every environment
    const suffix = esim.id.slice(-6);
    expect(res.body.data.map((o) => o.id)).toEqual([`off_${esim.id.slice(4, 14)}SANDBXTP1G${suffix}`, `off_${esim.id.slice(4, 14)}SANDBXTP3G${suffix}`]);
    for (const o of res.body.data) {
      expect(o).toMatchObject({ object: "offer", category: "esim", topup_for: "esim", validity_days: esim.validity_days, coverage: esim.coverage, requires_destination: false, status: "active" });
      expect(o.id).toMatch(/^off_[0-9A-HJKMNP-TV-Z]{26}$/);
    }
    expect(res.body.data.map((o) => o.data)).toEqual([
      { amount: 1, unit: "GB", unlimited: false },
      { amount: 3, unit: "GB", unlimited: false },
    ]);
    // the same offer read by id says what it is
    const one = await call<ListTopupOffersResponse["data"][number]>(`/v1/offers/${res.body.data[0]!.id}`, { key: acct.key });
    expect(one.body.topup_for).toBe("esim");
  });

  it("is never part of GET /v1/offers, where every offer says topup_for null", async () => {
    const { acct, order } = await withEsim();
    const ids = new Set((await topupOffers(acct.key, order.id)).body.data.map((o) => o.id));
    const listed = await listAll<ListOffersResponse>(acct.key, "/v1/offers");
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((o) => ids.has(o.id))).toEqual([]);
    expect(listed.every((o) => o.topup_for === null)).toBe(true);
    const esims = await listAll<ListOffersResponse>(acct.key, "/v1/offers?category=esim&country=US");
    expect(esims.some((o) => ids.has(o.id) || o.topup_for !== null)).toBe(false);
  });

  it("answers 404 for another account's order, an unknown one, a pending or failed one, a mobile top-up and a top-up order", async () => {
    const { acct, order } = await withEsim();
    const other = await newAccount();
    expectError(await topupOffers(other.key, order.id), 404, "resource_not_found", "order_id");
    expectError(await topupOffers(acct.key, "ord_01JH8W5N1B3D5F7H9K1M3P5R7T"), 404, "resource_not_found", "order_id");

    const pending = (await buy(acct.key, OFFER.stays)).body;
    expectError(await topupOffers(acct.key, pending.order_id!), 404, "resource_not_found", "order_id");
    const failed = await settled(acct.key, (await buy(acct.key, OFFER.fails)).body.order_id);
    expect(failed.status).toBe("failed");
    expectError(await topupOffers(acct.key, failed.id), 404, "resource_not_found", "order_id");

    const { topup } = await catalog(acct.key);
    const number = ({ MX: "+525512345678", PH: "+639171234567", NG: "+2348031234567", IN: "+919812345678" } as Record<string, string>)[topup.coverage.countries[0]!];
    const mobile = await settled(acct.key, (await buy(acct.key, topup.id, "wallet", { destination: number })).body.order_id);
    expect(mobile.status).toBe("fulfilled");
    expectError(await topupOffers(acct.key, mobile.id), 404, "resource_not_found", "order_id");

    const offerId = (await topupOffers(acct.key, order.id)).body.data[0]!.id;
    const topped = await settled(acct.key, (await buy(acct.key, offerId, "wallet", { esim_order_id: order.id })).body.order_id);
    expect(topped.status).toBe("fulfilled");
    expectError(await topupOffers(acct.key, topped.id), 404, "resource_not_found", "order_id");
  });

  it("answers 409 topup_not_available for an eSIM whose supplier takes no top-up (the stays-pending fixture, completed)", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 1_000);
    const q = (await buy(acct.key, OFFER.stays)).body;
    const done = await call(`/v1/test_helpers/orders/${q.order_id}/complete`, { key: acct.key, body: { outcome: "fulfilled" }, idem: key("complete") });
    expect(done.status, done.text).toBe(200);
    expectError(await topupOffers(acct.key, q.order_id!), 409, "topup_not_available");
  });
});

describe("buying a top-up: POST /v1/quotes with esim_order_id", () => {
  it("from the wallet: debits the price, fulfils an esim_topup for the eSIM's ICCID and earns commission like any purchase", async () => {
    const { acct, esim, order } = await withEsim();
    const offer = (await topupOffers(acct.key, order.id)).body.data[1]!; // 3 GB
    const before = await wallet(acct.key);
    const q = await buy(acct.key, offer.id, "wallet", { esim_order_id: order.id });
    expect(q.status, q.text).toBe(200);
    expect(q.body).toMatchObject({ status: "fulfilled", offer_id: offer.id, price: offer.price, wallet: { debited: offer.price.amount } });
    expect((await wallet(acct.key)).balance.amount).toBe(before.balance.amount - offer.price.amount);

    const topped = await settled(acct.key, q.body.order_id);
    expect(topped.status).toBe("fulfilled");
    expect(topped.offer_id).toBe(offer.id);
    expect(topped.deliverable).toEqual({
      type: "esim_topup",
      iccid: order.deliverable!.iccid,
      data: { amount: 3, unit: "GB", unlimited: false },
      validity_days: esim.validity_days,
    });
    // the order records the eSIM order it tops up
    const [row] = await sqlIn<{ esim_order_id: string; topup_iccid: string; earned: number; commission_rate_bps: number }>(
      acct.id, "SELECT esim_order_id, topup_iccid, earned, commission_rate_bps FROM orders WHERE id = ?", topped.id,
    );
    expect(row).toMatchObject({ esim_order_id: order.id, topup_iccid: order.deliverable!.iccid, commission_rate_bps: 1500, earned: Math.floor((offer.price.amount * 1500) / 10_000) });
    const revenue = (await call<RetrieveRevenueResponse>("/v1/revenue", { key: acct.key })).body;
    expect(revenue.lifetime_earned.amount).toBe(Math.floor((esim.price.amount * 1500) / 10_000) + Math.floor((offer.price.amount * 1500) / 10_000));
    await expectLedgerConsistent(acct.id);
  });

  it("replays an idempotent retry: one quote, one order, one debit", async () => {
    const { acct, order } = await withEsim();
    const offer = (await topupOffers(acct.key, order.id)).body.data[0]!;
    const idem = key("topup");
    const body = { offer_id: offer.id, payment_source: "wallet", esim_order_id: order.id };
    const first = await call<CreateQuoteResponse>("/v1/quotes", { key: acct.key, body, idem });
    const again = await call<CreateQuoteResponse>("/v1/quotes", { key: acct.key, body, idem });
    expect(first.status, first.text).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const rows = await sqlIn<{ n: number }>(acct.id, "SELECT COUNT(*) AS n FROM orders WHERE esim_order_id = ?", order.id);
    expect(rows[0]!.n).toBe(1);
    await expectLedgerConsistent(acct.id);
  });

  it("needs esim_order_id for a top-up offer, and refuses one the offer cannot top up, or on any other offer, leaving no trace", async () => {
    const { acct, esim, order } = await withEsim();
    const offer = (await topupOffers(acct.key, order.id)).body.data[0]!;
    const balance = (await wallet(acct.key)).balance.amount;
    const quotesBefore = (await sqlIn<{ n: number }>(acct.id, "SELECT COUNT(*) AS n FROM quotes"))[0]!.n;

    expectError(await buy(acct.key, offer.id), 400, "parameter_missing", "esim_order_id");
    // another plan's eSIM: its top-ups are not this offer
    const { esims } = await catalog(acct.key);
    const otherPlan = esims.find((o) => o.id !== esim.id && o.price.amount <= 2_000)!;
    const otherEsim = await settled(acct.key, (await buy(acct.key, otherPlan.id)).body.order_id);
    const afterOther = (await wallet(acct.key)).balance.amount;
    expectError(await buy(acct.key, offer.id, "wallet", { esim_order_id: otherEsim.id }), 400, "parameter_invalid", "esim_order_id");
    // an order that is not an eSIM of this account: unknown, another account's, a pending one
    expectError(await buy(acct.key, offer.id, "wallet", { esim_order_id: "ord_01JH8W5N1B3D5F7H9K1M3P5R7T" }), 400, "parameter_invalid", "esim_order_id");
    const stranger = await withEsim();
    expectError(await buy(acct.key, offer.id, "wallet", { esim_order_id: stranger.order.id }), 400, "parameter_invalid", "esim_order_id");
    // an ordinary offer takes no esim_order_id
    expectError(await buy(acct.key, esim.id, "wallet", { esim_order_id: order.id }), 400, "parameter_invalid", "esim_order_id");
    // nor does any other rail take a top-up without it
    expectError(await buy(acct.key, offer.id, "usdt"), 400, "parameter_missing", "esim_order_id");

    expect((await wallet(acct.key)).balance.amount).toBe(afterOther);
    expect(afterOther).toBe(balance - otherPlan.price.amount);
    expect((await sqlIn<{ n: number }>(acct.id, "SELECT COUNT(*) AS n FROM quotes"))[0]!.n).toBe(quotesBefore + 1);
  });

  it("on another rail awaits funds like any quote and, once paid, fulfils the top-up", async () => {
    const { acct, order, offer, quote: q } = await awaitingTopup();
    await bankTransfer(acct.key, offer.price.amount);
    const paid = await eventually(async () => (await call<CreateQuoteResponse>(`/v1/quotes/${q.id}`, { key: acct.key })).body, (x) => x.status === "fulfilled");
    const topped = await settled(acct.key, paid.order_id);
    expect(topped.deliverable).toMatchObject({ type: "esim_topup", iccid: order.deliverable!.iccid });
  });
});
