// Money arriving: stablecoin deposits, bank transfers and Lightning invoices.
import { describe, expect, it } from "vitest";
import { call, expectError, newAccount } from "../support/api";
import {
  bankTransfer, buy, catalog, deposit, events, eventually, expectLedgerConsistent, getQuote, key, listAll, sqlIn, wallet,
} from "../support/money";
import { decodeInvoice } from "../../src/lib/bolt11";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import type { ConfirmDepositResponse } from "../../src/routes/test-helpers/confirm-deposit";
import type { PayLightningInvoiceResponse } from "../../src/routes/test-helpers/pay-lightning-invoice";
import type { SetSandboxCreditResponse } from "../../src/routes/test-helpers/set-credit";
import type { CreateLightningInvoiceResponse } from "../../src/routes/wallet/create-lightning-invoice";
import type { ListDepositsResponse } from "../../src/routes/wallet/list-deposits";
import type { ListFundingDestinationsResponse } from "../../src/routes/wallet/list-funding-destinations";
import type { RetrieveLightningInvoiceResponse } from "../../src/routes/wallet/retrieve-lightning-invoice";
import type { ListWalletLedgerResponse } from "../../src/routes/wallet/list-ledger";

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

function addressOf(dests: any[], asset: string, network: string): string {
  return dests.find((d) => d.type === "crypto_address" && d.asset === asset && d.network === network)!.address;
}

describe("funding the wallet", () => {
  it("credits a stablecoin deposit at once by default, with the asset's own decimals in raw_amount", async () => {
    const acct = await newAccount();
    const dests = await listAll<ListFundingDestinationsResponse>(acct.key, "/v1/wallet/funding_destinations");
    const cases = [
      { asset: "USDT", network: "trc20", raw: "12.340000", hash: /^[0-9a-f]{64}$/ },
      { asset: "USDT", network: "bep20", raw: "12.340000000000000000", hash: /^0x[0-9a-f]{64}$/ },
      { asset: "USDC", network: "base", raw: "12.340000", hash: /^0x[0-9a-f]{64}$/ },
    ];
    for (const c of cases) {
      const res = await deposit(acct.key, { amount: 1234, asset: c.asset, network: c.network });
      expect(res.status, res.text).toBe(200);
      const d = res.body;
      expect(d).toMatchObject({
        object: "deposit", rail: "crypto", status: "credited", amount: { amount: 1234, currency: "USD" },
        asset: c.asset, network: c.network, raw_amount: c.raw, reference: addressOf(dests, c.asset, c.network),
      });
      expect(d.id).toMatch(/^dep_/);
      expect(d.id.slice(4)).toMatch(ULID);
      expect(d.tx_hash).toMatch(c.hash);
      expect(d.received).toEqual({ amount: c.raw, currency: c.asset, rate: expect.stringMatching(/^\d+(\.\d+)?$/) });
      expect(Date.parse(d.credited_at!)).toBeGreaterThanOrEqual(Date.parse(d.created_at));
    }
    expect((await wallet(acct.key)).balance.amount).toBe(3 * 1234);
    expect(await events(acct.key, "deposit.detected")).toHaveLength(3);
    const confirmed = await events(acct.key, "deposit.confirmed");
    expect(confirmed).toHaveLength(3);
    expect(confirmed.every((e) => e.data.object.object === "deposit" && e.data.object.status === "credited")).toBe(true);
    const credited = await events(acct.key, "wallet.credited");
    expect(credited.map((e) => e.data.object.amount.amount)).toEqual([1234, 1234, 1234]);
    expect(credited[0]!.data.object).toMatchObject({ object: "ledger_entry", type: "credit", source: "deposit" });
    await expectLedgerConsistent(acct.id);
  });

  it("keeps a detected deposit in pending_credit until confirmed; confirming credits it and pays the waiting quote; a second confirm is 409", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const q = (await buy(acct.key, esim.id, "usdt")).body;
    expect(q.status).toBe("awaiting_funds");

    const res = await deposit(acct.key, { amount: esim.price.amount, asset: "USDT", network: "base", status: "detected" });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: "detected", credited_at: null, amount: esim.price });
    let w = await wallet(acct.key);
    expect(w.balance.amount).toBe(0);
    expect(w.pending_credit).toEqual({ amount: esim.price.amount, currency: "USD" });
    expect((await getQuote(acct.key, q.id)).status).toBe("awaiting_funds");
    expect(await events(acct.key, "deposit.detected")).toHaveLength(1);
    expect(await events(acct.key, "deposit.confirmed")).toHaveLength(0);
    expect(await events(acct.key, "wallet.credited")).toHaveLength(0);

    const confirm = await call<ConfirmDepositResponse>(`/v1/test_helpers/deposits/${res.body.id}/confirm`, { method: "POST", key: acct.key, idem: key() });
    expect(confirm.status, confirm.text).toBe(200);
    expect(confirm.body).toMatchObject({ id: res.body.id, status: "credited", tx_hash: res.body.tx_hash });
    expect(confirm.body.credited_at).not.toBeNull();
    w = await wallet(acct.key);
    expect(w.pending_credit.amount).toBe(0);
    expect(w.balance.amount).toBe(0); // the waiting quote took it
    const paid = await getQuote(acct.key, q.id);
    expect(paid.status).toBe("fulfilled");
    expect(paid.order_id).toMatch(/^ord_/);
    expect(await events(acct.key, "deposit.confirmed")).toHaveLength(1);
    expect(await events(acct.key, "wallet.credited")).toHaveLength(1);

    expectError(await call(`/v1/test_helpers/deposits/${res.body.id}/confirm`, { method: "POST", key: acct.key, idem: key() }), 409, "deposit_already_credited");
    expectError(await call(`/v1/test_helpers/deposits/dep_01JGXQRXG0SANDBXCATA000003/confirm`, { method: "POST", key: acct.key, idem: key() }), 404, "resource_not_found");
    expect((await listAll<ListDepositsResponse>(acct.key, "/v1/wallet/deposits"))).toHaveLength(1);
    await expectLedgerConsistent(acct.id);
  });

  it("credits a bank transfer at once, under the account's bank reference", async () => {
    const acct = await newAccount();
    const bank = (await listAll<ListFundingDestinationsResponse>(acct.key, "/v1/wallet/funding_destinations")).find((d) => d.type === "bank_account");
    const res = await bankTransfer(acct.key, 2500);
    expect(res.body).toMatchObject({
      object: "deposit", rail: "bank_transfer", status: "credited", amount: { amount: 2500, currency: "USD" },
      reference: bank!.reference, received: { amount: "25.00", currency: "USD" },
    });
    expect(res.body.credited_at).not.toBeNull();
    expect((await wallet(acct.key)).balance.amount).toBe(2500);
    // final on arrival: nothing to confirm
    expectError(await call(`/v1/test_helpers/deposits/${res.body.id}/confirm`, { method: "POST", key: acct.key, idem: key() }), 409, "deposit_already_credited");
    expect((await wallet(acct.key)).balance.amount).toBe(2500);
    await expectLedgerConsistent(acct.id);
  });

  it("lists deposits newest first and pages through them", async () => {
    const acct = await newAccount();
    const ids: string[] = [];
    ids.push((await bankTransfer(acct.key, 100)).body.id);
    ids.push((await deposit(acct.key, { amount: 200, asset: "USDC", network: "trc20" })).body.id);
    ids.push((await deposit(acct.key, { amount: 300, status: "detected" })).body.id);
    ids.push((await bankTransfer(acct.key, 400)).body.id);
    const all = await listAll<ListDepositsResponse>(acct.key, "/v1/wallet/deposits");
    expect(all.map((d) => d.id)).toEqual([...ids].reverse());
    const first = await call<ListDepositsResponse>("/v1/wallet/deposits?limit=3", { key: acct.key });
    expect(first.body.has_more).toBe(true);
    const second = await call<ListDepositsResponse>(`/v1/wallet/deposits?limit=3&cursor=${first.body.next_cursor}`, { key: acct.key });
    expect(second.body).toMatchObject({ has_more: false, next_cursor: null });
    expect([...first.body.data, ...second.body.data].map((d: any) => d.id)).toEqual([...ids].reverse());
    const w = await wallet(acct.key);
    expect(w.balance.amount).toBe(700);
    expect(w.pending_credit.amount).toBe(300);
    await expectLedgerConsistent(acct.id);
  });

  it("gives each account its own funding destinations, the same on every call", async () => {
    const a = await newAccount();
    const b = await newAccount();
    const first = await listAll<ListFundingDestinationsResponse>(a.key, "/v1/wallet/funding_destinations");
    const again = await listAll<ListFundingDestinationsResponse>(a.key, "/v1/wallet/funding_destinations");
    expect(again).toEqual(first);
    expect(first.filter((d) => d.type === "bank_account")).toHaveLength(1);
    const crypto = first.filter((d) => d.type === "crypto_address");
    expect(crypto.map((d) => `${d.asset}:${d.network}`).sort()).toEqual(
      ["USDC:base", "USDC:bep20", "USDC:trc20", "USDT:base", "USDT:bep20", "USDT:trc20"],
    );
    const other = await listAll<ListFundingDestinationsResponse>(b.key, "/v1/wallet/funding_destinations");
    const flat = (ds: any[]) => ds.flatMap((d) => [d.id, d.address ?? d.reference]);
    for (const v of flat(other)) expect(flat(first)).not.toContain(v);

    // a collection like any other: limit and cursor walk it
    const page1 = await call<ListFundingDestinationsResponse>("/v1/wallet/funding_destinations?limit=4", { key: a.key });
    expect(page1.status, page1.text).toBe(200);
    expect(page1.body.has_more).toBe(true);
    const page2 = await call<ListFundingDestinationsResponse>(`/v1/wallet/funding_destinations?limit=4&cursor=${page1.body.next_cursor}`, { key: a.key });
    expect([...page1.body.data, ...page2.body.data]).toEqual(first);
    expect(page2.body.next_cursor).toBeNull();

    // money sent to one account's address reaches that account only
    await deposit(b.key, { amount: 999, asset: "USDT", network: "trc20" });
    expect((await wallet(a.key)).balance.amount).toBe(0);
    expect((await wallet(b.key)).balance.amount).toBe(999);
  });
});

// The standard `bolt11` decoder does not load in workerd (its secp256k1 dependency needs
// Node's elliptic build), so invoices are decoded here with the project's own decoder.

const LNI = /^lni_[0-9A-HJKMNP-TV-Z]{26}$/;

const mint = (apiKey: string, amount: number, idem = key("lni")) =>
  call<CreateLightningInvoiceResponse>("/v1/wallet/lightning_invoices", { key: apiKey, body: { amount }, idem });
const pay = (apiKey: string, invoiceId: string, idem = key("pay")) =>
  call<PayLightningInvoiceResponse>(`/v1/test_helpers/lightning_invoices/${invoiceId}/pay`, { method: "POST", key: apiKey, idem });

describe("Lightning", () => {
  it("mints a pending top-up invoice; paying it credits the USD amount once and answers a lightning Deposit", async () => {
    const acct = await newAccount();
    const res = await mint(acct.key, 2500);
    expect(res.status, res.text).toBe(200);
    const inv = res.body;
    expect(inv).toMatchObject({ object: "lightning_invoice", status: "pending", amount: { amount: 2500, currency: "USD" }, quote_id: null, paid_at: null });
    expect(inv.id).toMatch(LNI);
    expect(inv.bolt11.startsWith("lntb")).toBe(true);
    expect(inv.payment_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Number.isInteger(inv.amount_sats) && inv.amount_sats > 0).toBe(true);
    expect(Math.abs(Date.parse(inv.expires_at) - Date.parse(inv.created_at) - 3600_000)).toBeLessThan(5000);
    const decoded = decodeInvoice(inv.bolt11);
    expect(decoded.network).toBe("testnet");
    expect(decoded.amountMsat).toBe(BigInt(inv.amount_sats) * 1000n);
    expect(decoded.paymentHash).toBe(inv.payment_hash);
    expect((await call<RetrieveLightningInvoiceResponse>(`/v1/wallet/lightning_invoices/${inv.id}`, { key: acct.key })).body).toEqual(inv);

    const paid = await pay(acct.key, inv.id);
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body).toMatchObject({ object: "deposit", rail: "lightning", status: "credited", amount: { amount: 2500, currency: "USD" } });
    expect(paid.body.id).toMatch(/^dep_/);
    // $25 at the sandbox's 100000.00 USD/BTC is 25000 sats: 0.00025000 BTC
    expect(inv.amount_sats).toBe(25_000);
    expect(paid.body.received).toEqual({ amount: "0.00025000", currency: "BTC", rate: "100000.00" });
    expect(paid.body.raw_amount).toBe("0.00025000");
    expect((await wallet(acct.key)).balance.amount).toBe(2500);
    const after = (await call<RetrieveLightningInvoiceResponse>(`/v1/wallet/lightning_invoices/${inv.id}`, { key: acct.key })).body;
    expect(after.status).toBe("paid");
    expect(after.paid_at).not.toBeNull();
    expect((await listAll<ListDepositsResponse>(acct.key, "/v1/wallet/deposits")).map((d) => d.id)).toEqual([paid.body.id]);

    expectError(await pay(acct.key, inv.id), 409, "invoice_not_pending");
    expect((await wallet(acct.key)).balance.amount).toBe(2500);
    expect(await events(acct.key, "wallet.credited")).toHaveLength(1);
    await expectLedgerConsistent(acct.id);
  });

  it("checks the invoice id: malformed is 400 parameter_invalid, unknown is 404; amount is required", async () => {
    const acct = await newAccount();
    expectError(await pay(acct.key, "lni_nope"), 400, "parameter_invalid", "invoice_id");
    expectError(await pay(acct.key, "inv_01JGXQRXG0SANDBXCATA000003"), 400, "parameter_invalid", "invoice_id");
    expectError(await pay(acct.key, "lni_01JGXQRXG0SANDBXCATA00000"), 400, "parameter_invalid", "invoice_id");
    expectError(await pay(acct.key, "lni_01JGXQRXG0SANDBXCATA000003"), 404, "resource_not_found");
    expectError(await call("/v1/wallet/lightning_invoices/lni_01JGXQRXG0SANDBXCATA000003", { key: acct.key }), 404, "resource_not_found");
    expectError(await call("/v1/wallet/lightning_invoices", { key: acct.key, body: {}, idem: key() }), 400, "parameter_missing", "amount");
    expectError(await mint(acct.key, 0), 400, "parameter_invalid", "amount");
    expectError(await mint(acct.key, 12.5), 400, "parameter_invalid", "amount");
    // another account's invoice does not exist for this one
    const other = await newAccount();
    const inv = (await mint(other.key, 100)).body;
    expectError(await pay(acct.key, inv.id), 404, "resource_not_found");
    expect((await wallet(acct.key)).balance.amount).toBe(0);
  });

  it("refuses to pay an expired invoice with 409 invoice_not_pending", async () => {
    const acct = await newAccount();
    const inv = (await mint(acct.key, 1000)).body;
    await sqlIn(acct.id, "UPDATE lightning_invoices SET expires_at = ? WHERE id = ?", Date.now() - 1000, inv.id);
    expectError(await pay(acct.key, inv.id), 409, "invoice_not_pending");
    expect((await call<RetrieveLightningInvoiceResponse>(`/v1/wallet/lightning_invoices/${inv.id}`, { key: acct.key })).body.status).toBe("expired");
    expect((await wallet(acct.key)).balance.amount).toBe(0);
    expect(await listAll<ListDepositsResponse>(acct.key, "/v1/wallet/deposits")).toEqual([]);
  });

  it("settles a lightning quote in the same move as the credit, ahead of an older quote and even below zero", async () => {
    const acct = await newAccount();
    const { esims } = await catalog(acct.key);
    const [cheap, dear] = [esims[0]!, esims.find((o) => o.price.amount > esims[0]!.price.amount)!];
    const credit = await call<SetSandboxCreditResponse>("/v1/test_helpers/credit", { key: acct.key, body: { overdraft_limit: { amount: 5000, currency: "USD" } } });
    expect(credit.status, credit.text).toBe(200);
    // the wallet goes below zero on a purchase
    expect((await buy(acct.key, cheap.id)).status).toBe(200);
    expect((await wallet(acct.key)).balance.amount).toBe(-cheap.price.amount);
    // an older quote at the same price waits for funds too
    const older = (await buy(acct.key, dear.id, "bank_transfer")).body;
    const q = (await buy(acct.key, dear.id, "lightning")).body;
    expect(q.status).toBe("awaiting_funds");

    const paid = await pay(acct.key, q.payment.lightning!.invoice_id);
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body).toMatchObject({ rail: "lightning", status: "credited", amount: dear.price });
    const settled = await getQuote(acct.key, q.id);
    expect(settled.status).toBe("fulfilled");
    expect(settled.order_id).toMatch(/^ord_/);
    expect((await getQuote(acct.key, older.id)).status).toBe("awaiting_funds");
    expect((await wallet(acct.key)).balance.amount).toBe(-cheap.price.amount);
    // credit and debit were written together: the debit follows the credit directly
    const ledger = await listAll<ListWalletLedgerResponse>(acct.key, "/v1/wallet/ledger");
    expect(ledger[0]).toMatchObject({ type: "debit", source: "quote", amount: dear.price });
    expect(ledger[1]).toMatchObject({ type: "credit", source: "deposit", amount: dear.price });
    const order = await eventually(
      async () => (await call<RetrieveOrderResponse>(`/v1/orders/${settled.order_id}`, { key: acct.key })).body,
      (o) => o.status !== "pending",
    );
    expect(order).toMatchObject({ status: "fulfilled", quote_id: q.id });
    expect((await call<RetrieveLightningInvoiceResponse>(`/v1/wallet/lightning_invoices/${q.payment.lightning!.invoice_id}`, { key: acct.key })).body.status).toBe("paid");
    expectError(await pay(acct.key, q.payment.lightning!.invoice_id), 409, "invoice_not_pending");
    await expectLedgerConsistent(acct.id);
  });

  it("pays the quote its invoice was minted for, not an older quote at the same price", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const older = (await buy(acct.key, esim.id, "usdc")).body;
    const q = (await buy(acct.key, esim.id, "lightning")).body;
    expect((await pay(acct.key, q.payment.lightning!.invoice_id)).status).toBe(200);
    expect((await getQuote(acct.key, q.id)).status).toBe("fulfilled");
    expect((await getQuote(acct.key, older.id)).status).toBe("awaiting_funds");
    expect((await wallet(acct.key)).balance.amount).toBe(0);
    await expectLedgerConsistent(acct.id);
  });

  it("a top-up invoice pays waiting quotes like any other credit", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const q = (await buy(acct.key, esim.id, "usdt")).body;
    const inv = (await mint(acct.key, esim.price.amount)).body;
    expect((await pay(acct.key, inv.id)).status).toBe(200);
    expect((await getQuote(acct.key, q.id)).status).toBe("fulfilled");
    expect((await wallet(acct.key)).balance.amount).toBe(0);
    await expectLedgerConsistent(acct.id);
  });

  it("replays a top-up mint under the same key instead of minting a second invoice", async () => {
    const acct = await newAccount();
    const k = key("mint");
    const a = await mint(acct.key, 700, k);
    const b = await mint(acct.key, 700, k);
    expect(b.text).toBe(a.text);
    expect(b.headers.get("idempotent-replayed")).toBe("true");
    expect(await sqlIn(acct.id, "SELECT id FROM lightning_invoices")).toHaveLength(1);
  });
});
