// What arriving money pays for is settled at the end of the step that credited it. These tests
// pin, through the real app, the events a partner sees from such steps (their order and their
// data), so that where in a step the settlement runs can never change what partners receive:
// a bank transfer paying waiting quotes, a quote's own Lightning invoice, and a refund.
import { describe, expect, it } from "vitest";
import { call, newAccount } from "../support/api";
import { bankTransfer, buy, catalog, events, key, OFFER, wallet } from "../support/money";
import type { RetrieveOfferResponse } from "../../src/routes/offers/retrieve";
import type { ListQuotesResponse } from "../../src/routes/quotes/list";

/** The account's events from oldest to newest, each as its type and the fields that tell it apart. */
async function story(apiKey: string): Promise<string[]> {
  const all = (await events(apiKey)).reverse();
  return all.map((e) => {
    const o = e.data.object;
    switch (o.object) {
      case "ledger_entry":
        return `${e.type} ${o.type} ${o.amount.amount} → ${o.balance_after.amount}`;
      case "quote":
        return `${e.type} ${o.payment_source} ${o.status} ${o.price.amount}${o.order_id ? " with order" : ""}`;
      case "order":
        return `${e.type} ${o.status} ${o.price.amount}`;
      case "deposit":
        return `${e.type} ${o.rail} ${o.status} ${o.amount.amount}`;
      default:
        return `${e.type} ${o.object}`;
    }
  });
}

describe("settlement of arriving money, as partners see it", () => {
  it("a bank transfer pays the waiting quotes it covers, oldest first, after its own credit", async () => {
    const acct = await newAccount();
    const { esims } = await catalog(acct.key);
    const [cheap, next] = [esims[0]!, esims[1]!];
    expect((await buy(acct.key, cheap.id, "bank_transfer")).status).toBe(200);
    expect((await buy(acct.key, next.id, "bank_transfer")).status).toBe(200);
    const before = (await story(acct.key)).length;

    await bankTransfer(acct.key, cheap.price.amount + next.price.amount);

    const p1 = cheap.price.amount;
    const p2 = next.price.amount;
    const total = p1 + p2;
    expect((await story(acct.key)).slice(before)).toEqual([
      `deposit.confirmed bank_transfer credited ${total}`,
      `wallet.credited credit ${total} → ${total}`,
      `wallet.debited debit ${p1} → ${p2}`,
      `quote.fulfilled bank_transfer fulfilled ${p1} with order`,
      `wallet.debited debit ${p2} → 0`,
      `quote.fulfilled bank_transfer fulfilled ${p2} with order`,
      // the sandbox answers the orders the step opened once its money is settled
      `order.fulfilled fulfilled ${p1}`,
      `order.fulfilled fulfilled ${p2}`,
    ]);
    expect((await wallet(acct.key)).balance.amount).toBe(0);
  });

  it("a quote's own Lightning invoice pays that quote, even past a waiting quote created before it", async () => {
    const acct = await newAccount();
    const { esims } = await catalog(acct.key);
    const [waiting, own] = [esims[0]!, esims[1]!];
    expect((await buy(acct.key, waiting.id, "bank_transfer")).status).toBe(200);
    const q = await buy(acct.key, own.id, "lightning");
    expect(q.status, q.text).toBe(200);
    const before = (await story(acct.key)).length;

    const paid = await call(`/v1/test_helpers/lightning_invoices/${q.body.payment.lightning!.invoice_id}/pay`, { method: "POST", key: acct.key, idem: key("pay") });
    expect(paid.status, paid.text).toBe(200);

    const p = own.price.amount;
    expect((await story(acct.key)).slice(before)).toEqual([
      `deposit.confirmed lightning credited ${p}`,
      `wallet.credited credit ${p} → ${p}`,
      `wallet.debited debit ${p} → 0`,
      `quote.fulfilled lightning fulfilled ${p} with order`,
      `order.fulfilled fulfilled ${p}`,
    ]);
  });

  it("a refund of a failed order is credited after the failure and leaves a quote it cannot cover waiting", async () => {
    const acct = await newAccount();
    const { esims } = await catalog(acct.key);
    const waiting = esims[0]!;
    const failing = (await call<RetrieveOfferResponse>(`/v1/offers/${OFFER.fails}`, { key: acct.key })).body;
    await bankTransfer(acct.key, failing.price.amount);
    expect((await buy(acct.key, waiting.id, "bank_transfer")).status).toBe(200);
    const before = (await story(acct.key)).length;

    const bought = await buy(acct.key, OFFER.fails);
    expect(bought.status, bought.text).toBe(200);

    const f = failing.price.amount;
    const w = waiting.price.amount;
    expect((await story(acct.key)).slice(before)).toEqual([
      `wallet.debited debit ${f} → 0`,
      `quote.fulfilled wallet fulfilled ${f} with order`,
      `order.failed failed ${f}`,
      `wallet.credited credit ${f} → ${f}`,
    ]);
    expect(w).toBeGreaterThan(f);
    const quotes = (await call<ListQuotesResponse>("/v1/quotes?status=awaiting_funds", { key: acct.key })).body.data;
    expect(quotes.map((q: { offer_id: string }) => q.offer_id)).toEqual([waiting.id]);
  });
});
