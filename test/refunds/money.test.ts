// What a succeeded refund does to the two balances, through the real app: the worked example of
// docs/refunds.md line by line (a commission partly moved to the wallet before the refund), and a
// reversal that takes the wallet below zero, which is overdraft drawn like any other: it stays
// open and falls due under the account's net terms (the test clock runs past them). The Revenue
// Centre's `reversed` is what the refunds took back, whichever balance paid it.
import { describe, expect, it } from "vitest";
import { call, expectError, newAccount } from "../support/api";
import { bankTransfer, buy, eventually, expectLedgerConsistent, key, sqlIn, storedEvents, wallet, withMadeUpOffer } from "../support/money";
import type { CreateRefundResponse } from "../../src/routes/refunds/create";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import type { RetrieveRevenueResponse } from "../../src/routes/revenue/retrieve";

const DAY_MS = 86_400_000;
const usd = (amount: number) => ({ amount, currency: "USD" });

/** The worked example's eSIM: USD 20.00, so the standard tier's 1500 bps earn 3.00 on it. */
const TWENTY_DOLLAR_ESIM = { name: "United States 1 GB", dataGb: 1, unlimited: false, validityDays: 7, priceCents: 2000, costCents: 1500, sku: "sandbox-esim-us-1gb-7d" };

async function fulfilled(apiKey: string, offerId: string) {
  const q = await buy(apiKey, offerId);
  expect(q.status, q.text).toBe(200);
  return eventually(async () => (await call<RetrieveOrderResponse>(`/v1/orders/${q.body.order_id}`, { key: apiKey })).body, (o) => o.status === "fulfilled");
}

async function refund(apiKey: string, orderId: string): Promise<CreateRefundResponse> {
  const made = await call<CreateRefundResponse>("/v1/refunds", { key: apiKey, body: { order_id: orderId, reason: "trip_cancelled" }, idem: key("refund") });
  expect(made.status, made.text).toBe(200);
  const done = await call<CreateRefundResponse>(`/v1/test_helpers/refunds/${made.body.id}/resolve`, { key: apiKey, body: { outcome: "succeeded" }, idem: key("resolve") });
  expect(done.status, done.text).toBe(200);
  return done.body;
}

const revenue = async (apiKey: string) => (await call<RetrieveRevenueResponse>("/v1/revenue", { key: apiKey })).body;
const transfer = async (apiKey: string, body: Record<string, unknown>) => {
  const res = await call("/v1/revenue/transfers", { key: apiKey, body, idem: key("transfer") });
  expect(res.status, res.text).toBe(200);
};
const openDebits = (accountId: string) =>
  sqlIn<{ open: number; drawn_at: number; due_at: number; source: string }>(
    accountId,
    "SELECT d.open, d.drawn_at, d.due_at, l.source FROM overdraft_debits d JOIN ledger_entries l ON l.id = d.ledger_entry_id WHERE d.open > 0 ORDER BY d.drawn_at",
  );

describe("the worked example of docs/refunds.md", () => {
  it("a reversal that had to come from the wallet: the wallet back where it started, reversed 3.00, kept 0.00", () =>
    withMadeUpOffer(TWENTY_DOLLAR_ESIM, async (offerId) => {
      const acct = await newAccount();
      await bankTransfer(acct.key, 10_000);
      const order = await fulfilled(acct.key, offerId);
      expect((await wallet(acct.key)).balance).toEqual(usd(8_000));
      expect((await revenue(acct.key)).balance).toEqual(usd(300));
      await transfer(acct.key, { amount: 200 });
      expect((await wallet(acct.key)).balance).toEqual(usd(8_200));

      const done = await refund(acct.key, order.id);
      expect(done).toMatchObject({ amount: usd(2_000), commission_reversed: usd(300), wallet_credit: usd(1_800) });
      const lines = await sqlIn<{ balance: string; type: string; source: string; amount: number; balance_after: number }>(
        acct.id,
        "SELECT balance, type, source, amount, balance_after FROM ledger_entries WHERE order_id = ? AND source IN ('refund', 'commission_reversed', 'commission_reversal') ORDER BY id",
        order.id,
      );
      expect(lines).toEqual([
        { balance: "wallet", type: "credit", source: "refund", amount: 2_000, balance_after: 10_200 },
        { balance: "revenue", type: "debit", source: "commission_reversed", amount: 100, balance_after: 0 },
        { balance: "wallet", type: "debit", source: "commission_reversal", amount: 200, balance_after: 10_000 },
      ]);
      const w = await wallet(acct.key);
      expect(w).toMatchObject({ balance: usd(10_000), overdraft_used: usd(0), overdue: false });
      const r = await revenue(acct.key);
      expect(r).toMatchObject({ lifetime_earned: usd(300), taken_as_credit: usd(200), paid_out: usd(0), reversed: usd(300), balance: usd(0) });
      // the commission the partner keeps: none of a refunded order's
      expect(r.lifetime_earned.amount - r.reversed.amount).toBe(0);
      // the balance: earned − reversed − taken as credit (less what the wallet gave back) − paid out
      expect(r.balance.amount).toBe(r.lifetime_earned.amount - r.reversed.amount - (r.taken_as_credit.amount - 200) - r.paid_out.amount);
      expect(await openDebits(acct.id)).toEqual([]);
      await expectLedgerConsistent(acct.id);
    }));
});

describe("a reversal that takes the wallet below zero is overdraft drawn", () => {
  it("stays open after the refund's own credit and falls due under the net terms: 31 days on the account is overdue", () =>
    withMadeUpOffer(TWENTY_DOLLAR_ESIM, async (offerId) => {
      const acct = await newAccount();
      const credit = await call("/v1/test_helpers/credit", { key: acct.key, body: { overdraft_limit: usd(100_000), net_terms_days: 30 } });
      expect(credit.status, credit.text).toBe(200);
      // two purchases on the overdraft, their commission moved to the wallet, and a deposit that
      // leaves the wallet at −17.67: the refund's 20.00 repays that debt, and the 3.00 taken back
      // then leaves the wallet at −0.67, a draw of its own
      const order = await fulfilled(acct.key, offerId);
      await fulfilled(acct.key, offerId);
      await transfer(acct.key, {});
      await bankTransfer(acct.key, -1_767 - (await wallet(acct.key)).balance.amount);
      expect((await wallet(acct.key)).balance).toEqual(usd(-1_767));
      expect((await revenue(acct.key)).balance).toEqual(usd(0));

      const refundedAt = Date.now();
      const done = await refund(acct.key, order.id);
      expect(done).toMatchObject({ commission_reversed: usd(300), wallet_credit: usd(1_700) });
      expect(await wallet(acct.key)).toMatchObject({ balance: usd(-67), overdraft_used: usd(67), overdue: false });
      // the old debt is repaid by the refund; the reversal's draw is a debit of its own, due in 30 days
      const debits = await openDebits(acct.id);
      expect(debits.map(({ open, source }) => ({ open, source }))).toEqual([{ open: 67, source: "commission_reversal" }]);
      expect(debits[0]!.due_at - debits[0]!.drawn_at).toBe(30 * DAY_MS);
      expect(debits[0]!.drawn_at).toBeGreaterThanOrEqual(refundedAt - 1000);
      expect((await revenue(acct.key)).reversed).toEqual(usd(300));
      await expectLedgerConsistent(acct.id);

      expect((await call("/v1/test_helpers/clock/advance", { key: acct.key, body: { seconds: 31 * 86_400 }, idem: key("clock") })).status).toBe(200);
      expect(await wallet(acct.key)).toMatchObject({ balance: usd(-67), overdue: true, available: usd(0) });
      expectError(await buy(acct.key, offerId), 403, "account_overdue");
      expect(await storedEvents(acct.id, "wallet.overdue")).toHaveLength(1);
      // paying it back ends it
      await bankTransfer(acct.key, 67);
      expect(await wallet(acct.key)).toMatchObject({ balance: usd(0), overdue: false });
      expect(await openDebits(acct.id)).toEqual([]);
    }));

  it("a wallet already deeper in debt than the refund: the refund repays the oldest debt and the reversal's draw is the newest", () =>
    withMadeUpOffer(TWENTY_DOLLAR_ESIM, async (offerId) => {
      const acct = await newAccount();
      await call("/v1/test_helpers/credit", { key: acct.key, body: { overdraft_limit: usd(100_000), net_terms_days: 30 } });
      const order = await fulfilled(acct.key, offerId);
      await transfer(acct.key, {});
      for (let i = 0; i < 2; i++) await fulfilled(acct.key, offerId);
      await transfer(acct.key, {});
      // −60.00 + 9.00 of commission = −51.00, then the refund: −51.00 + 20.00 − 3.00 = −34.00
      const done = await refund(acct.key, order.id);
      expect(done.wallet_credit).toEqual(usd(1_700));
      expect((await wallet(acct.key)).balance).toEqual(usd(-3_400));
      const debits = await openDebits(acct.id);
      expect(debits.reduce((n, d) => n + d.open, 0)).toBe(3_400);
      expect(debits.at(-1)).toMatchObject({ open: 300, source: "commission_reversal" });
      await expectLedgerConsistent(acct.id);
    }));
});
