import { describe, expect, it } from "vitest";
import { call, expectError, newAccount, type ErrorBody } from "../support/api";
import {
  bankTransfer, buy, catalog, events, expectLedgerConsistent, runCron, sqlIn, storedEvents, wallet,
} from "../support/money";
import type { RetrieveQuoteResponse } from "../../src/routes/quotes/retrieve";
import type { PayLightningInvoiceResponse } from "../../src/routes/test-helpers/pay-lightning-invoice";
import type { SetSandboxCreditResponse } from "../../src/routes/test-helpers/set-credit";

const DAY = 24 * 60 * 60 * 1000;

const setCredit = (apiKey: string, body: Record<string, unknown>) => call<SetSandboxCreditResponse>("/v1/test_helpers/credit", { key: apiKey, body });
const usd = (amount: number) => ({ amount, currency: "USD" });

describe("overdraft and net terms", () => {
  it("the credit helper answers the Account with its credit terms and emits credit.updated on every change", async () => {
    const acct = await newAccount("Credit Co");
    const res = await setCredit(acct.key, { overdraft_limit: usd(50_000), net_terms_days: 14 });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      id: acct.id, object: "account", livemode: false, name: "Credit Co",
      credit: { overdraft_limit: usd(50_000), net_terms_days: 14, status: "active" },
    });
    // net terms omitted: kept
    const next = await setCredit(acct.key, { overdraft_limit: usd(20_000) });
    expect(next.body.credit).toMatchObject({ overdraft_limit: usd(20_000), net_terms_days: 14 });
    const updated = await events(acct.key, "credit.updated");
    expect(updated).toHaveLength(2);
    expect(updated[0]!.data.object).toMatchObject({ object: "account", id: acct.id, credit: { overdraft_limit: usd(20_000), net_terms_days: 14 } });
    expect(updated[1]!.data.object.credit.overdraft_limit).toEqual(usd(50_000));
    const w = await wallet(acct.key);
    expect(w.overdraft_limit).toEqual(usd(20_000));
    expect(w.available).toEqual(usd(20_000));

    // an account with no terms gets 30 days
    const fresh = await newAccount();
    expect((await setCredit(fresh.key, { overdraft_limit: usd(1000) })).body.credit.net_terms_days).toBe(30);
  });

  it("refuses limits above USD 10,000 and malformed terms with 400, changing nothing", async () => {
    const acct = await newAccount();
    expect((await setCredit(acct.key, { overdraft_limit: usd(1_000_000) })).status).toBe(200);
    expectError(await setCredit(acct.key, { overdraft_limit: usd(1_000_001) }), 400, "parameter_invalid");
    expectError(await setCredit(acct.key, { overdraft_limit: usd(-1) }), 400, "parameter_invalid");
    expectError(await setCredit(acct.key, { overdraft_limit: { amount: 100, currency: "EUR" } }), 400, "parameter_invalid");
    expectError(await setCredit(acct.key, { overdraft_limit: usd(100), net_terms_days: 366 }), 400, "parameter_invalid", "net_terms_days");
    expectError(await setCredit(acct.key, { overdraft_limit: usd(100), net_terms_days: 1.5 }), 400, "parameter_invalid", "net_terms_days");
    expectError(await setCredit(acct.key, { net_terms_days: 10 }), 400, "parameter_missing");
    expect((await wallet(acct.key)).overdraft_limit).toEqual(usd(1_000_000));
    expect(await events(acct.key, "credit.updated")).toHaveLength(1);
  });

  it("a wallet purchase may draw on the overdraft up to the limit; beyond it 402 insufficient_funds", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const price = esim.price.amount;
    const limit = price;
    await setCredit(acct.key, { overdraft_limit: usd(limit) });
    await bankTransfer(acct.key, 200);
    const res = await buy(acct.key, esim.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.wallet).toEqual({ debited: price, balance_after: 200 - price });
    const w = await wallet(acct.key);
    expect(w).toMatchObject({
      balance: usd(200 - price), overdraft_limit: usd(limit), overdraft_used: usd(price - 200),
      available: usd(200 - price + limit), overdue: false,
    });
    const used = await events(acct.key, "wallet.overdraft_used");
    expect(used).toHaveLength(1);
    expect(used[0]!.data.object).toMatchObject({ object: "ledger_entry", type: "debit", amount: esim.price });

    // what is left of the overdraft does not cover another one
    const refused = await buy<ErrorBody>(acct.key, esim.id);
    expectError(refused, 402, "insufficient_funds");
    expect(refused.body.error.available).toEqual(usd(200 - price + limit));
    expect(refused.body.error.shortfall).toEqual(usd(price - (200 - price + limit)));
    expect((await wallet(acct.key)).balance).toEqual(usd(200 - price));
    // a purchase fully in credit does not touch the overdraft
    await bankTransfer(acct.key, 10_000);
    expect((await buy(acct.key, esim.id)).status).toBe(200);
    expect(await events(acct.key, "wallet.overdraft_used")).toHaveLength(1);
    await expectLedgerConsistent(acct.id);
  });

  it("net terms of zero make the debt overdue at once: overdraft frozen, wallet quotes 403, other sources still quote; paying it down clears it", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const price = esim.price.amount;
    await setCredit(acct.key, { overdraft_limit: usd(100_000), net_terms_days: 0 });
    expect((await buy(acct.key, esim.id)).status).toBe(200);
    expect(await events(acct.key, "wallet.overdue")).toHaveLength(1);
    const w = await wallet(acct.key);
    expect(w).toMatchObject({ balance: usd(-price), overdraft_used: usd(price), overdue: true, available: usd(0) });
    // reads do not announce it again
    await wallet(acct.key);
    const overdue = await events(acct.key, "wallet.overdue");
    expect(overdue).toHaveLength(1);
    expect(overdue[0]!.data.object).toMatchObject({ object: "wallet", overdue: true });

    const refused = await buy<ErrorBody>(acct.key, esim.id);
    expectError(refused, 403, "account_overdue");
    for (const source of ["bank_transfer", "usdt", "lightning"]) {
      const res = await buy(acct.key, esim.id, source);
      expect(res.status, res.text).toBe(200);
      expect(res.body.status).toBe("awaiting_funds");
    }

    // partly paid down: still overdue
    await bankTransfer(acct.key, 1);
    expect((await wallet(acct.key)).overdue).toBe(true);
    expectError(await buy(acct.key, esim.id), 403, "account_overdue");
    // the rest of the debt: cleared, the overdraft is back
    await bankTransfer(acct.key, price - 1);
    const cleared = await wallet(acct.key);
    expect(cleared).toMatchObject({ balance: usd(0), overdraft_used: usd(0), overdue: false, available: usd(100_000) });
    expect((await buy(acct.key, esim.id)).status).toBe(200);
    // that new draw is overdue at once again: one more notice, for the new debit
    expect(await events(acct.key, "wallet.overdue")).toHaveLength(2);
    await expectLedgerConsistent(acct.id);
  });

  it("the cron notices debits that pass their terms later, once per debit", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await setCredit(acct.key, { overdraft_limit: usd(100_000), net_terms_days: 30 });
    expect((await buy(acct.key, esim.id)).status).toBe(200);
    expect((await buy(acct.key, esim.id)).status).toBe(200);
    const debits = await sqlIn<{ due_at: number; drawn_at: number }>(acct.id, "SELECT due_at, drawn_at FROM overdraft_debits");
    expect(debits).toHaveLength(2);
    for (const d of debits) expect(d.due_at - d.drawn_at).toBe(30 * DAY);
    expect((await wallet(acct.key)).overdue).toBe(false);

    await sqlIn(acct.id, "UPDATE overdraft_debits SET due_at = ?", Date.now() - 1000);
    expect(await storedEvents(acct.id, "wallet.overdue")).toHaveLength(0);
    await runCron();
    // the sweep itself announced it, before any request touched the account
    expect(await storedEvents(acct.id, "wallet.overdue")).toHaveLength(2);
    await runCron();
    const w = await wallet(acct.key);
    expect(w.overdue).toBe(true);
    expect(w.available).toEqual(usd(0));
    expect(await events(acct.key, "wallet.overdue")).toHaveLength(2);
    expectError(await buy(acct.key, esim.id), 403, "account_overdue");
    await expectLedgerConsistent(acct.id);
  });

  it("paying a Lightning quote's own invoice while overdue settles that quote only: the overdue debt is neither repaid nor swapped for a fresh one", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const price = esim.price.amount;
    await setCredit(acct.key, { overdraft_limit: usd(100_000), net_terms_days: 30 });
    expect((await buy(acct.key, esim.id)).status).toBe(200);
    // the debit passes its terms
    await sqlIn(acct.id, "UPDATE overdraft_debits SET due_at = ?", Date.now() - 1000);
    const before = await sqlIn<{ id: string; open: number; due_at: number }>(acct.id, "SELECT id, open, due_at FROM overdraft_debits ORDER BY id");
    expect((await wallet(acct.key)).overdue).toBe(true);

    for (let i = 0; i < 2; i++) {
      const q = (await buy(acct.key, esim.id, "lightning")).body;
      expect(q.status).toBe("awaiting_funds");
      const paid = await call<PayLightningInvoiceResponse>(`/v1/test_helpers/lightning_invoices/${q.payment.lightning!.invoice_id}/pay`, { method: "POST", key: acct.key, idem: `pay-${q.id}` });
      expect(paid.status, paid.text).toBe(200);
      expect((await call<RetrieveQuoteResponse>(`/v1/quotes/${q.id}`, { key: acct.key })).body.status).toBe("fulfilled");
      // still frozen, the same debt, no new debit
      const w = await wallet(acct.key);
      expect(w).toMatchObject({ overdue: true, balance: usd(-price), overdraft_used: usd(price), available: usd(0) });
      expect(await sqlIn(acct.id, "SELECT id, open, due_at FROM overdraft_debits ORDER BY id")).toEqual(before);
    }
    expectError(await buy(acct.key, esim.id), 403, "account_overdue");
    // real repayment still clears it
    await bankTransfer(acct.key, price);
    expect((await wallet(acct.key)).overdue).toBe(false);
    await expectLedgerConsistent(acct.id);
  });
});
