import { describe, expect, it } from "vitest";
import { call, expectError, newAccount, type ErrorBody } from "../support/api";
import { OFFER, bankTransfer, buy, catalog, events, eventually, expectLedgerConsistent, key, wallet } from "../support/money";
import type { ListOrdersResponse } from "../../src/routes/orders/list";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import type { ListQuotesResponse } from "../../src/routes/quotes/list";
import type { CompleteOrderResponse } from "../../src/routes/test-helpers/complete-order";
import type { ListWalletLedgerResponse } from "../../src/routes/wallet/list-ledger";

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

describe("wallet purchases", () => {
  it("debits the wallet at once, creates a pending order, and fulfils it in the background with a real-looking eSIM", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 10_000);
    const res = await buy(acct.key, esim.id);
    expect(res.status, res.text).toBe(200);
    const q = res.body;
    expect(q).toMatchObject({ object: "quote", status: "fulfilled", payment_source: "wallet", offer_id: esim.id, price: esim.price });
    expect(q.id).toMatch(/^qt_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(q.wallet).toEqual({ debited: esim.price.amount, balance_after: 10_000 - esim.price.amount });
    expect(q.order_id).toMatch(/^ord_/);
    expect((await wallet(acct.key)).balance.amount).toBe(10_000 - esim.price.amount);

    const order = await eventually(
      async () => (await call<RetrieveOrderResponse>(`/v1/orders/${q.order_id}`, { key: acct.key })).body,
      (o) => o.status !== "pending",
    );
    expect(order.status).toBe("fulfilled");
    const d = order.deliverable as Record<string, string>;
    expect(d.type).toBe("esim_profile");
    expect(d.iccid).toMatch(/^89\d{17,18}$/);
    expect(luhnValid(d.iccid!)).toBe(true);
    expect(d.lpa).toBe(`LPA:1$${d.smdp_address}$${d.activation_code}`);
    expect(order.upstream.transaction_id).toBeTruthy();
    expect(order.resolved_at).not.toBeNull();
    expect(JSON.stringify(order)).not.toMatch(/cost/i);

    const types = (await events(acct.key)).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(["wallet.credited", "wallet.debited", "quote.fulfilled", "order.fulfilled"]));
    await expectLedgerConsistent(acct.id);
  });

  it("refuses a purchase the wallet cannot cover with 402 insufficient_funds, shortfall and available, and charges nothing", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, esim.price.amount - 1);
    const res = await buy<ErrorBody>(acct.key, esim.id);
    expectError(res, 402, "insufficient_funds");
    expect(res.body.error.shortfall).toEqual({ amount: 1, currency: "USD" });
    expect(res.body.error.available).toEqual({ amount: esim.price.amount - 1, currency: "USD" });
    expect((await wallet(acct.key)).balance.amount).toBe(esim.price.amount - 1);
    expect((await call<ListQuotesResponse>("/v1/quotes", { key: acct.key })).body.data).toEqual([]);
    expect((await call<ListWalletLedgerResponse>("/v1/wallet/ledger", { key: acct.key })).body.data).toHaveLength(1);
  });

  it("gives the price back at once when the supplier fails the order (order.failed, wallet.credited)", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 5_000);
    const res = await buy(acct.key, OFFER.fails);
    expect(res.status, res.text).toBe(200);
    const order = await eventually(
      async () => (await call<RetrieveOrderResponse>(`/v1/orders/${res.body.order_id}`, { key: acct.key })).body,
      (o) => o.status !== "pending",
    );
    expect(order.status).toBe("failed");
    expect(order.failure_reason).toBeTruthy();
    expect(order.deliverable).toBeNull();
    expect((await wallet(acct.key)).balance.amount).toBe(5_000);
    const ledger = (await call<ListWalletLedgerResponse>("/v1/wallet/ledger", { key: acct.key })).body.data;
    expect(ledger[0]).toMatchObject({ type: "credit", source: "order_refund", amount: { amount: res.body.price.amount } });
    const types = (await events(acct.key)).map((e) => e.type);
    expect(types).toContain("order.failed");
    await expectLedgerConsistent(acct.id);
  });

  it("leaves off_test_stays_pending pending until the complete helper resolves it, once", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 5_000);
    const q = (await buy(acct.key, OFFER.stays)).body;
    await new Promise((r) => setTimeout(r, 1500));
    expect((await call<RetrieveOrderResponse>(`/v1/orders/${q.order_id}`, { key: acct.key })).body.status).toBe("pending");
    const done = await call<CompleteOrderResponse>(`/v1/test_helpers/orders/${q.order_id}/complete`, { key: acct.key, body: { outcome: "fulfilled" }, idem: key() });
    expect(done.status, done.text).toBe(200);
    expect(done.body.status).toBe("fulfilled");
    expect(done.body.deliverable!.type).toBe("esim_profile");
    const again = await call<CompleteOrderResponse>(`/v1/test_helpers/orders/${q.order_id}/complete`, { key: acct.key, body: { outcome: "failed" }, idem: key() });
    expectError(again, 409, "order_already_resolved");
    expect((await wallet(acct.key)).balance.amount).toBe(5_000 - q.price.amount);
  });

  it("refunds through the complete helper's failed outcome", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 5_000);
    const q = (await buy(acct.key, OFFER.stays)).body;
    const res = await call<CompleteOrderResponse>(`/v1/test_helpers/orders/${q.order_id}/complete`, { key: acct.key, body: { outcome: "failed" }, idem: key() });
    expect(res.body.status).toBe("failed");
    expect((await wallet(acct.key)).balance.amount).toBe(5_000);
    await expectLedgerConsistent(acct.id);
  });

  it("validates the top-up destination as E.164 and returns a masked receipt", async () => {
    const acct = await newAccount();
    const { topup, esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 50_000);
    expectError(await buy(acct.key, topup.id), 400, "parameter_missing", "destination");
    expectError(await buy(acct.key, topup.id, "wallet", { destination: "5512345678" }), 400, "parameter_invalid", "destination");
    expectError(await buy(acct.key, topup.id, "wallet", { destination: "+1555" }), 400, "parameter_invalid", "destination");
    expectError(await buy(acct.key, esim.id, "wallet", { destination: "+14155550123" }), 400, "parameter_invalid", "destination");
    // a valid number of another country than the top-up's
    const foreign = topup.coverage.countries[0] === "DE" ? "+33612345678" : "+4915123456789";
    expectError(await buy(acct.key, topup.id, "wallet", { destination: foreign }), 400, "parameter_invalid", "destination");
    const country = topup.coverage.countries[0];
    const number = ({ MX: "+525512345678", PH: "+639171234567", NG: "+2348031234567", IN: "+919812345678" } as Record<string, string>)[country!];
    const res = await buy(acct.key, topup.id, "wallet", { destination: number });
    expect(res.status, res.text).toBe(200);
    expect(res.body.destination).toBe(number);
    const order = await eventually(
      async () => (await call<RetrieveOrderResponse>(`/v1/orders/${res.body.order_id}`, { key: acct.key })).body,
      (o) => o.status !== "pending",
    );
    expect(order.deliverable!.type).toBe("topup_receipt");
    expect(order.deliverable!.destination).toMatch(/\*+\d{4}$/);
    expect(order.deliverable!.destination).not.toBe(number);
  });

  it("checks metadata limits and keeps metadata on the quote", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 50_000);
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, "v"]));
    expectError(await buy(acct.key, esim.id, "wallet", { metadata: many }), 400, "parameter_invalid", "metadata");
    expectError(await buy(acct.key, esim.id, "wallet", { metadata: { ["k".repeat(41)]: "v" } }), 400, "parameter_invalid");
    expectError(await buy(acct.key, esim.id, "wallet", { metadata: { k: "v".repeat(501) } }), 400, "parameter_invalid");
    expectError(await buy(acct.key, esim.id, "wallet", { metadata: { k: 1 } }), 400, "parameter_invalid");
    const ok = await buy(acct.key, esim.id, "wallet", { metadata: { customer: "c_42" } });
    expect(ok.body.metadata).toEqual({ customer: "c_42" });
  });

  it("refuses unknown and withdrawn offers and unknown sources, charging nothing", async () => {
    const acct = await newAccount();
    const { withdrawn } = await catalog(acct.key);
    await bankTransfer(acct.key, 50_000);
    expectError(await buy(acct.key, "off_nope"), 404, "resource_not_found");
    expectError(await buy(acct.key, withdrawn), 409, "offer_withdrawn");
    expectError(await buy(acct.key, "off_test_fails", "paypal"), 400, "parameter_invalid", "payment_source");
    expect((await wallet(acct.key)).balance.amount).toBe(50_000);
  });

  it("keeps one account's quotes and orders invisible to another account and to the other mode", async () => {
    const a = await newAccount();
    const b = await newAccount();
    await bankTransfer(a.key, 5_000);
    const q = (await buy(a.key, OFFER.stays)).body;
    expectError(await call(`/v1/quotes/${q.id}`, { key: b.key }), 404, "resource_not_found");
    expectError(await call(`/v1/orders/${q.order_id}`, { key: b.key }), 404, "resource_not_found");
    expect((await call<ListOrdersResponse>("/v1/orders", { key: b.key })).body.data).toEqual([]);
  });
});
