// Quotes paid from outside the wallet: what each source asks for, which waiting quotes a
// payment settles, and the cancel and expiry rows of the quote's transition table.
import { describe, expect, it } from "vitest";
import { call, expectError, newAccount } from "../support/api";
import {
  bankTransfer, buy, catalog, deposit, events, expectLedgerConsistent, getQuote, key, listAll, sqlIn, wallet,
} from "../support/money";
import type { CancelQuoteResponse } from "../../src/routes/quotes/cancel";
import type { PayLightningInvoiceResponse } from "../../src/routes/test-helpers/pay-lightning-invoice";
import type { SetSandboxCreditResponse } from "../../src/routes/test-helpers/set-credit";
import type { RetrieveLightningInvoiceResponse } from "../../src/routes/wallet/retrieve-lightning-invoice";
import type { ListOrdersResponse } from "../../src/routes/orders/list";
import type { ListQuotesResponse } from "../../src/routes/quotes/list";
import type { ListFundingDestinationsResponse } from "../../src/routes/wallet/list-funding-destinations";

const MIN = 60_000;
const lifetime = (q: { created_at: string; expires_at: string }) => Date.parse(q.expires_at) - Date.parse(q.created_at);
const decimal = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

describe("quotes paid from outside the wallet", () => {
  it("usdt and usdc quotes await funds with one crypto address per network, for exactly the price, for 60 minutes", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const destinations = await listAll<ListFundingDestinationsResponse>(acct.key, "/v1/wallet/funding_destinations");
    for (const source of ["usdt", "usdc"] as const) {
      const asset = source.toUpperCase();
      const res = await buy(acct.key, esim.id, source);
      expect(res.status, res.text).toBe(200);
      const q = res.body;
      expect(q).toMatchObject({ object: "quote", status: "awaiting_funds", payment_source: source, offer_id: esim.id, price: esim.price, order_id: null });
      expect(q.wallet).toBeUndefined();
      expect(q.payment).toMatchObject({ rail: source, amount: esim.price, asset, asset_amount: decimal(esim.price.amount), lightning: null });
      const dests = q.payment.destinations as any[];
      expect(dests.map((d) => d.network).sort()).toEqual(["base", "bep20", "trc20"]);
      for (const d of dests) {
        expect(d).toMatchObject({ object: "funding_destination", type: "crypto_address", asset });
        expect(d.id).toMatch(/^fd_[0-9A-HJKMNP-TV-Z]{26}$/);
        expect(d.address).toMatch(d.network === "trc20" ? /^T[1-9A-HJ-NP-Za-km-z]{33}$/ : /^0x[0-9a-fA-F]{40}$/);
        // the quote points at the account's own standing addresses
        expect(destinations).toContainEqual(d);
      }
      expect(Math.abs(lifetime(q) - 60 * MIN)).toBeLessThan(5000);
    }
    const awaiting = await events(acct.key, "quote.awaiting_funds");
    expect(awaiting).toHaveLength(2);
    expect(awaiting.every((e) => e.data.object.object === "quote" && e.data.object.status === "awaiting_funds")).toBe(true);
  });

  it("a bank_transfer quote lists one bank account with the reference to quote, for 72 hours", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const res = await buy(acct.key, esim.id, "bank_transfer");
    expect(res.status, res.text).toBe(200);
    const q = res.body;
    expect(q).toMatchObject({ status: "awaiting_funds", payment_source: "bank_transfer", order_id: null });
    expect(q.payment).toMatchObject({ rail: "bank_transfer", amount: esim.price, asset: null, asset_amount: null, lightning: null });
    expect(q.payment.destinations).toHaveLength(1);
    const d = q.payment.destinations[0];
    expect(d).toMatchObject({ object: "funding_destination", type: "bank_account" });
    for (const f of ["bank_name", "account_number", "account_name", "reference"] as const) expect(typeof d![f] === "string" && d![f]!.length > 0, f).toBe(true);
    const bank = (await listAll<ListFundingDestinationsResponse>(acct.key, "/v1/wallet/funding_destinations")).find((x) => x.type === "bank_account");
    expect(d).toEqual(bank);
    expect(Math.abs(lifetime(q) - 72 * 60 * MIN)).toBeLessThan(5000);
    const ev = await events(acct.key, "quote.awaiting_funds");
    expect(ev.map((e) => e.data.object.id)).toEqual([q.id]);
  });

  it("a lightning quote carries its own invoice for the price, no destinations, and lives 15 minutes", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const res = await buy(acct.key, esim.id, "lightning");
    expect(res.status, res.text).toBe(200);
    const q = res.body;
    expect(q).toMatchObject({ status: "awaiting_funds", payment_source: "lightning", order_id: null });
    expect(q.payment).toMatchObject({ rail: "lightning", amount: esim.price, asset: null, asset_amount: null, destinations: [] });
    const ln = q.payment.lightning!;
    expect(ln.invoice_id).toMatch(/^lni_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(ln.bolt11.startsWith("lntb")).toBe(true);
    expect(ln.payment_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Number.isInteger(ln.amount_sats) && ln.amount_sats > 0).toBe(true);
    expect(ln.expires_at).toBe(q.expires_at);
    expect(Math.abs(lifetime(q) - 15 * MIN)).toBeLessThan(5000);

    const inv = await call<RetrieveLightningInvoiceResponse>(`/v1/wallet/lightning_invoices/${ln.invoice_id}`, { key: acct.key });
    expect(inv.status, inv.text).toBe(200);
    expect(inv.body).toMatchObject({
      id: ln.invoice_id, object: "lightning_invoice", status: "pending", quote_id: q.id, amount: esim.price,
      bolt11: ln.bolt11, payment_hash: ln.payment_hash, amount_sats: ln.amount_sats, expires_at: q.expires_at, paid_at: null,
    });
    expect((await events(acct.key, "quote.awaiting_funds")).map((e) => e.data.object.id)).toEqual([q.id]);
  });

  it("comes back fulfilled at once when the balance already covers the price, for every non-wallet source", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const sources = ["usdt", "usdc", "bank_transfer", "lightning"];
    await bankTransfer(acct.key, esim.price.amount * sources.length);
    for (const [i, source] of sources.entries()) {
      const res = await buy(acct.key, esim.id, source);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ status: "fulfilled", payment_source: source });
      expect(res.body.order_id).toMatch(/^ord_[0-9A-HJKMNP-TV-Z]{26}$/);
      expect((await wallet(acct.key)).balance.amount).toBe(esim.price.amount * (sources.length - 1 - i));
    }
    expect(await events(acct.key, "quote.awaiting_funds")).toEqual([]);
    expect(await events(acct.key, "quote.fulfilled")).toHaveLength(sources.length);
    expect(await listAll<ListOrdersResponse>(acct.key, "/v1/orders")).toHaveLength(sources.length);
    await expectLedgerConsistent(acct.id);
  });

  it("never counts the overdraft for a non-wallet quote: it waits for funds instead", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const credit = await call<SetSandboxCreditResponse>("/v1/test_helpers/credit", { key: acct.key, body: { overdraft_limit: { amount: 100_000, currency: "USD" } } });
    expect(credit.status, credit.text).toBe(200);
    await bankTransfer(acct.key, esim.price.amount - 1);
    for (const source of ["usdt", "bank_transfer", "lightning"]) {
      const res = await buy(acct.key, esim.id, source);
      expect(res.body.status, source).toBe("awaiting_funds");
    }
    expect((await wallet(acct.key)).balance.amount).toBe(esim.price.amount - 1);
    await expectLedgerConsistent(acct.id);
  });
});

/** Two real offers with different prices, cheaper first. */
async function twoPrices(apiKey: string) {
  const { esims } = await catalog(apiKey);
  const cheap = esims[0]!;
  const dear = esims.find((o) => o.price.amount > cheap.price.amount)!;
  expect(dear.price.amount).toBeLessThan(2 * cheap.price.amount);
  return { cheap, dear };
}

async function awaiting(apiKey: string, offerId: string, source = "bank_transfer") {
  const res = await buy(apiKey, offerId, source);
  expect(res.status, res.text).toBe(200);
  expect(res.body.status).toBe("awaiting_funds");
  return res.body;
}

describe("which waiting quotes a payment settles", () => {
  it("pays the quote priced exactly at what arrived first, even when an older one would fit", async () => {
    const acct = await newAccount();
    const { cheap, dear } = await twoPrices(acct.key);
    const older = await awaiting(acct.key, cheap.id, "usdt");
    const newer = await awaiting(acct.key, dear.id, "bank_transfer");
    // exactly the newer quote's price: the older, cheaper quote would fit too
    await bankTransfer(acct.key, dear.price.amount);
    expect((await getQuote(acct.key, newer.id)).status).toBe("fulfilled");
    expect((await getQuote(acct.key, older.id)).status).toBe("awaiting_funds");
    expect((await wallet(acct.key)).balance.amount).toBe(0);
    // the next payment of the older one's price settles it
    await deposit(acct.key, { amount: cheap.price.amount, asset: "USDC", network: "base" });
    expect((await getQuote(acct.key, older.id)).status).toBe("fulfilled");
    expect(await listAll<ListOrdersResponse>(acct.key, "/v1/orders")).toHaveLength(2);
    await expectLedgerConsistent(acct.id);
  });

  it("with no exact match, pays the oldest quotes that fit (not the cheapest, not the newest)", async () => {
    const acct = await newAccount();
    const { cheap, dear } = await twoPrices(acct.key);
    const oldest = await awaiting(acct.key, dear.id);
    const newest = await awaiting(acct.key, cheap.id);
    // covers either one, not both, and matches neither exactly
    const amount = dear.price.amount + 1;
    await bankTransfer(acct.key, amount);
    expect((await getQuote(acct.key, oldest.id)).status).toBe("fulfilled");
    expect((await getQuote(acct.key, newest.id)).status).toBe("awaiting_funds");
    expect((await wallet(acct.key)).balance.amount).toBe(1);
    await expectLedgerConsistent(acct.id);
  });

  it("pays several waiting quotes in age order when one payment covers them all", async () => {
    const acct = await newAccount();
    const { cheap, dear } = await twoPrices(acct.key);
    const a = await awaiting(acct.key, dear.id);
    const b = await awaiting(acct.key, cheap.id, "usdc");
    const c = await awaiting(acct.key, dear.id, "lightning");
    // a and b fit; c would need more
    await bankTransfer(acct.key, dear.price.amount + cheap.price.amount + 3);
    const [qa, qb, qc] = await Promise.all([a, b, c].map((q) => getQuote(acct.key, q.id)));
    expect([qa!.status, qb!.status, qc!.status]).toEqual(["fulfilled", "fulfilled", "awaiting_funds"]);
    const orders = await listAll<ListOrdersResponse>(acct.key, "/v1/orders");
    expect(orders.map((o) => o.quote_id).sort()).toEqual([a.id, b.id].sort());
    expect((await wallet(acct.key)).balance.amount).toBe(3);
    await expectLedgerConsistent(acct.id);
  });

  it("never pays a cancelled or expired quote: the money stays in the wallet", async () => {
    const acct = await newAccount();
    const { cheap } = await twoPrices(acct.key);
    const cancelled = await awaiting(acct.key, cheap.id);
    const expired = await awaiting(acct.key, cheap.id, "usdt");
    const cancel = await call<CancelQuoteResponse>(`/v1/quotes/${cancelled.id}/cancel`, { method: "POST", key: acct.key });
    expect(cancel.body.status).toBe("cancelled");
    await sqlIn(acct.id, "UPDATE quotes SET expires_at = ? WHERE id = ?", Date.now() - 1000, expired.id);
    await bankTransfer(acct.key, cheap.price.amount);
    expect((await getQuote(acct.key, cancelled.id)).status).toBe("cancelled");
    expect((await getQuote(acct.key, expired.id)).status).toBe("expired");
    expect((await wallet(acct.key)).balance.amount).toBe(cheap.price.amount);
    expect(await listAll<ListOrdersResponse>(acct.key, "/v1/orders")).toEqual([]);
    await expectLedgerConsistent(acct.id);
  });
});

const cancel = (apiKey: string, quoteId: string) => call<CancelQuoteResponse>(`/v1/quotes/${quoteId}/cancel`, { method: "POST", key: apiKey });
const lapse = (accountId: string, quoteId: string) =>
  sqlIn(accountId, "UPDATE quotes SET expires_at = ? WHERE id = ?", Date.now() - 1000, quoteId);

describe("cancelling and expiring quotes", () => {
  it("cancels an awaiting quote (status cancelled); cancelling again returns it unchanged", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const q = (await buy(acct.key, esim.id, "bank_transfer")).body;
    const first = await cancel(acct.key, q.id);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ id: q.id, object: "quote", status: "cancelled", order_id: null });
    const again = await cancel(acct.key, q.id);
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await getQuote(acct.key, q.id)).status).toBe("cancelled");
    expect((await listAll<ListQuotesResponse>(acct.key, "/v1/quotes?status=cancelled")).map((x) => x.id)).toEqual([q.id]);
    expect(await listAll<ListQuotesResponse>(acct.key, "/v1/quotes?status=awaiting_funds")).toEqual([]);
  });

  it("refuses to cancel a fulfilled quote with 409 already_fulfilled, and changes nothing", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, esim.price.amount);
    const q = (await buy(acct.key, esim.id)).body;
    expectError(await cancel(acct.key, q.id), 409, "already_fulfilled");
    expect((await getQuote(acct.key, q.id)).status).toBe("fulfilled");
    expect((await wallet(acct.key)).balance.amount).toBe(0);
    // a non-wallet quote paid by a later deposit is just as final
    const p = (await buy(acct.key, esim.id, "usdt")).body;
    await bankTransfer(acct.key, esim.price.amount);
    expectError(await cancel(acct.key, p.id), 409, "already_fulfilled");
    await expectLedgerConsistent(acct.id);
  });

  it("refuses to cancel an expired quote with 409 quote_expired", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const q = (await buy(acct.key, esim.id, "usdc")).body;
    await lapse(acct.id, q.id);
    expectError(await cancel(acct.key, q.id), 409, "quote_expired");
    expect((await getQuote(acct.key, q.id)).status).toBe("expired");
    expect(await events(acct.key, "quote.expired")).toHaveLength(1);
  });

  it("a quote past expires_at reads as expired and emits quote.expired once; its invoice can no longer be paid", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const bank = (await buy(acct.key, esim.id, "bank_transfer")).body;
    const ln = (await buy(acct.key, esim.id, "lightning")).body;
    await lapse(acct.id, bank.id);
    await lapse(acct.id, ln.id);
    // every call into the account applies expiry first (background webhook fan-out may be the
    // first to arrive), so the very next read can only see it expired
    const read = await getQuote(acct.key, bank.id);
    expect(read.status).toBe("expired");
    expect((await getQuote(acct.key, bank.id)).status).toBe("expired");
    expect((await listAll<ListQuotesResponse>(acct.key, "/v1/quotes")).map((x) => x.status)).toEqual(["expired", "expired"]);
    const expired = await events(acct.key, "quote.expired");
    expect(expired.map((e) => e.data.object.id).sort()).toEqual([bank.id, ln.id].sort());
    expect(expired.every((e) => e.data.object.status === "expired")).toBe(true);

    const inv = await call<RetrieveLightningInvoiceResponse>(`/v1/wallet/lightning_invoices/${ln.payment.lightning!.invoice_id}`, { key: acct.key });
    expect(inv.body.status).toBe("expired");
    expectError(
      await call(`/v1/test_helpers/lightning_invoices/${ln.payment.lightning!.invoice_id}/pay`, { method: "POST", key: acct.key, idem: key() }),
      409,
      "invoice_not_pending",
    );
    // money arriving later stays in the wallet
    await bankTransfer(acct.key, esim.price.amount);
    expect((await getQuote(acct.key, bank.id)).status).toBe("expired");
    expect((await wallet(acct.key)).balance.amount).toBe(esim.price.amount);
    expect(await events(acct.key, "quote.expired")).toHaveLength(2);
    await expectLedgerConsistent(acct.id);
  });

  it("a refused wallet purchase still keeps the expiry its upkeep applied first, with its quote.expired event, and nothing of the purchase", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const bank = (await buy(acct.key, esim.id, "bank_transfer")).body;
    await lapse(acct.id, bank.id);
    // the wallet is empty: the purchase is refused after the upkeep expired the waiting quote
    expectError(await buy(acct.key, esim.id), 402, "insufficient_funds");
    const stored = await sqlIn<{ status: string }>(acct.id, "SELECT status FROM quotes WHERE id = ?", bank.id);
    expect(stored.map((q) => q.status)).toEqual(["expired"]);
    const all = await events(acct.key);
    expect(all.filter((e) => e.type === "quote.expired").map((e) => e.data.object.id)).toEqual([bank.id]);
    expect(all.map((e) => e.type).filter((t) => t.startsWith("quote.") || t.startsWith("order."))).toEqual(["quote.expired", "quote.awaiting_funds"]);
    expect(await listAll<ListQuotesResponse>(acct.key, "/v1/quotes")).toHaveLength(1);
    await expectLedgerConsistent(acct.id);
  });

  it("money arriving after cancellation is credited to the wallet and does not pay the quote", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const bank = (await buy(acct.key, esim.id, "bank_transfer")).body;
    const ln = (await buy(acct.key, esim.id, "lightning")).body;
    expect((await cancel(acct.key, bank.id)).body.status).toBe("cancelled");
    expect((await cancel(acct.key, ln.id)).body.status).toBe("cancelled");

    await bankTransfer(acct.key, esim.price.amount);
    // the cancelled quote's own invoice, paid anyway, only credits the wallet
    const paid = await call<PayLightningInvoiceResponse>(`/v1/test_helpers/lightning_invoices/${ln.payment.lightning!.invoice_id}/pay`, { method: "POST", key: acct.key, idem: key() });
    expect(paid.status, paid.text).toBe(200);
    expect((await getQuote(acct.key, bank.id)).status).toBe("cancelled");
    expect((await getQuote(acct.key, ln.id)).status).toBe("cancelled");
    expect((await wallet(acct.key)).balance.amount).toBe(2 * esim.price.amount);
    expect(await listAll<ListOrdersResponse>(acct.key, "/v1/orders")).toEqual([]);
    expect(await events(acct.key, "quote.fulfilled")).toEqual([]);
    await expectLedgerConsistent(acct.id);
  });

  it("cancelling an unknown quote or another account's is 404", async () => {
    const a = await newAccount();
    const b = await newAccount();
    const { esim } = await catalog(a.key);
    const q = (await buy(a.key, esim.id, "usdt")).body;
    expectError(await cancel(b.key, q.id), 404, "resource_not_found");
    expectError(await cancel(a.key, "qt_01JGXQRXG0SANDBXCATA000003"), 404, "resource_not_found");
    expect((await getQuote(a.key, q.id)).status).toBe("awaiting_funds");
  });
});
