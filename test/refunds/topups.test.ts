// A refund and the eSIM's top-ups, through the real app against the sandbox supplier: an eSIM
// whose refund succeeded (cancelled) or is still pending takes no top-up (409 topup_not_available,
// nothing charged: neither the offers nor a quote on any rail; an order batch buys no eSIM top-up), a top-up quote that
// was awaiting funds is not paid while the refund stands, a rejected refund gives the eSIM its
// top-ups back, and a refund that meets a top-up fulfilled while it waited is rejected esim_in_use
// instead of cancelling an eSIM whose added data was paid for.
import { describe, expect, it } from "vitest";
import { call, errorOf, expectError } from "../support/api";
import { awaitingTopup, bankTransfer, buy, catalog, expectLedgerConsistent, getQuote, key, settled, sqlIn, wallet, withEsim } from "../support/money";
import type { CreateRefundResponse } from "../../src/routes/refunds/create";
import type { ListTopupOffersResponse } from "../../src/routes/orders/list-topup-offers";

/** An account with $100, a fulfilled sandbox eSIM order, and the id of a top-up offer for it. */
async function withTopup() {
  const { acct, order } = await withEsim();
  const offers = await call<ListTopupOffersResponse>(`/v1/orders/${order.id}/topup_offers`, { key: acct.key });
  expect(offers.status, offers.text).toBe(200);
  return { acct, order, topupId: offers.body.data[0]!.id };
}

const requestRefund = (apiKey: string, orderId: string) =>
  call<CreateRefundResponse>("/v1/refunds", { key: apiKey, body: { order_id: orderId, reason: "trip_cancelled" }, idem: key("refund") });
const resolve = (apiKey: string, refundId: string, outcome: "succeeded" | "rejected") =>
  call<CreateRefundResponse>(`/v1/test_helpers/refunds/${refundId}/resolve`, { key: apiKey, body: { outcome }, idem: key("resolve") });
const topupOffers = (apiKey: string, orderId: string) => call<ListTopupOffersResponse>(`/v1/orders/${orderId}/topup_offers`, { key: apiKey });
const countOf = async (accountId: string, sql: string, ...params: string[]) => (await sqlIn<{ n: number }>(accountId, sql, ...params))[0]!.n;

/** Every way to buy data for the eSIM is refused 409 topup_not_available, and nothing is charged or stored. */
async function expectNoTopup(acct: { id: string; key: string }, orderId: string, topupId: string, why: RegExp) {
  const before = { balance: (await wallet(acct.key)).balance.amount, quotes: await countOf(acct.id, "SELECT COUNT(*) AS n FROM quotes") };
  const offers = await topupOffers(acct.key, orderId);
  expectError(offers, 409, "topup_not_available");
  expect(errorOf(offers).message).toMatch(why);
  for (const source of ["wallet", "bank_transfer", "lightning"]) {
    const q = await buy(acct.key, topupId, source, { esim_order_id: orderId });
    expectError(q, 409, "topup_not_available", "esim_order_id");
  }
  expect((await wallet(acct.key)).balance.amount).toBe(before.balance);
  expect(await countOf(acct.id, "SELECT COUNT(*) AS n FROM quotes")).toBe(before.quotes);
  expect(await countOf(acct.id, "SELECT COUNT(*) AS n FROM orders WHERE esim_order_id = ?", orderId)).toBe(0);
}

describe("an eSIM with a refund takes no top-up", () => {
  it("once the refund succeeded (the eSIM is cancelled): neither listed nor sold, on any rail", async () => {
    const { acct, order, topupId } = await withTopup();
    const made = await requestRefund(acct.key, order.id);
    expect((await resolve(acct.key, made.body.id, "succeeded")).body.status).toBe("succeeded");
    await expectNoTopup(acct, order.id, topupId, /cancelled/);
    await expectLedgerConsistent(acct.id);
  });

  it("while the refund is pending; a rejected refund gives the eSIM its top-ups back", async () => {
    const { acct, order, topupId } = await withTopup();
    const made = await requestRefund(acct.key, order.id);
    expect(made.body.status).toBe("pending");
    await expectNoTopup(acct, order.id, topupId, /refund .*pending/);

    expect((await resolve(acct.key, made.body.id, "rejected")).body.status).toBe("rejected");
    expect((await topupOffers(acct.key, order.id)).status).toBe(200);
    const q = await buy(acct.key, topupId, "wallet", { esim_order_id: order.id });
    expect(q.status, q.text).toBe(200);
    expect((await settled(acct.key, q.body.order_id)).deliverable).toMatchObject({ type: "esim_topup", iccid: order.deliverable!.iccid });
  });

  it("a refund requested, then a top-up bought, then the refund succeeding: the top-up is refused, so no price stays charged for a cancelled eSIM", async () => {
    const { acct, order, topupId } = await withTopup();
    const made = await requestRefund(acct.key, order.id);
    const balance = (await wallet(acct.key)).balance.amount;
    expectError(await buy(acct.key, topupId, "wallet", { esim_order_id: order.id }), 409, "topup_not_available", "esim_order_id");
    const done = await resolve(acct.key, made.body.id, "succeeded");
    expect(done.body.status).toBe("succeeded");
    // the whole price came back and nothing was spent on the eSIM after the request
    expect((await wallet(acct.key)).balance.amount).toBe(balance + order.price.amount);
    await expectLedgerConsistent(acct.id);
  });

  it("a top-up quote awaiting funds is not paid while the refund stands: the money that arrives stays in the wallet", async () => {
    const { acct, order, offer, quote } = await awaitingTopup();

    const made = await requestRefund(acct.key, order.id);
    expect(made.body.status).toBe("pending");
    await bankTransfer(acct.key, offer.price.amount);
    expect((await getQuote(acct.key, quote.id)).status).toBe("awaiting_funds");
    expect((await wallet(acct.key)).balance.amount).toBe(offer.price.amount);
    expect(await countOf(acct.id, "SELECT COUNT(*) AS n FROM orders WHERE esim_order_id = ?", order.id)).toBe(0);

    // refunded: the quote stays unpaid however much more arrives
    await resolve(acct.key, made.body.id, "succeeded");
    await bankTransfer(acct.key, offer.price.amount);
    expect((await getQuote(acct.key, quote.id)).status).toBe("awaiting_funds");
    expect(await countOf(acct.id, "SELECT COUNT(*) AS n FROM orders WHERE esim_order_id = ?", order.id)).toBe(0);
    await expectLedgerConsistent(acct.id);
  });
});

describe("a refund succeeding re-checks what its request was checked against", () => {
  it("a top-up fulfilled while the refund waited (a supplier answering late) rejects the refund esim_in_use: no money moves, the eSIM stays live", async () => {
    const { acct, order, topupId } = await withTopup();
    // a top-up of another eSIM, fulfilled, then made to stand for one of this eSIM that a slow
    // supplier fulfilled after the refund was requested (every door now refuses to sell one)
    const other = await settled(acct.key, (await buy(acct.key, (await catalog(acct.key)).esim.id)).body.order_id);
    const otherTopup = (await topupOffers(acct.key, other.id)).body.data[0]!.id;
    const topped = await settled(acct.key, (await buy(acct.key, otherTopup, "wallet", { esim_order_id: other.id })).body.order_id);
    expect(topped.status).toBe("fulfilled");
    expect(topupId).toMatch(/^off_/);

    const made = await requestRefund(acct.key, order.id);
    expect(made.body.status).toBe("pending");
    await sqlIn(acct.id, "UPDATE orders SET esim_order_id = ?, topup_iccid = ? WHERE id = ?", order.id, order.deliverable!.iccid, topped.id);
    const before = (await wallet(acct.key)).balance.amount;

    const done = await resolve(acct.key, made.body.id, "succeeded");
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ status: "rejected", failure_reason: "esim_in_use", commission_reversed: { amount: 0 }, wallet_credit: { amount: 0 } });
    expect((await wallet(acct.key)).balance.amount).toBe(before);
    expect((await call<{ status: string }>(`/v1/orders/${order.id}/usage`, { key: acct.key })).body.status).not.toBe("cancelled");
    const types = (await sqlIn<{ type: string }>(acct.id, "SELECT type FROM events WHERE type LIKE 'refund.%' ORDER BY id")).map((e) => e.type);
    expect(types).toEqual(["refund.created", "refund.rejected"]);
  });

  it("a top-up still with its supplier counts as in use when the refund is requested, as it will add data to the eSIM", async () => {
    const { acct, order, topupId } = await withTopup();
    const topped = await settled(acct.key, (await buy(acct.key, topupId, "wallet", { esim_order_id: order.id })).body.order_id);
    // as a live supplier that has not answered yet leaves it
    await sqlIn(acct.id, "UPDATE orders SET status = 'pending', resolved_at = NULL WHERE id = ?", topped.id);
    const refused = await requestRefund(acct.key, order.id);
    expectError(refused, 409, "esim_in_use", "order_id");
    expect(errorOf(refused).message).toMatch(/still with its supplier/);
    expect(await countOf(acct.id, "SELECT COUNT(*) AS n FROM refunds")).toBe(0);
  });
});
