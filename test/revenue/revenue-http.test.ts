import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { admin, call, expectError, newAccount } from "../support/api";
import { OFFER, bankTransfer, buy, catalog, eventually, expectLedgerConsistent, key, wallet } from "../support/money";
import { fulfilOrders } from "../../src/jobs/fulfilment";
import { allPriceAsCommission } from "../support/payouts";
import type { ListAccountLedgerResponse } from "../../src/routes/account/list-ledger";
import type { SetCommissionResponse } from "../../src/routes/admin/accounts/set-commission";
import type { SetPayoutSettingsResponse } from "../../src/routes/admin/payout-settings/set";
import type { ListEventsResponse } from "../../src/routes/events/list";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import type { CreatePayoutResponse } from "../../src/routes/revenue/create-payout";
import type { CreateTransferResponse } from "../../src/routes/revenue/create-transfer";
import type { ListRevenueEntriesResponse } from "../../src/routes/revenue/list-entries";
import type { ListPayoutsResponse } from "../../src/routes/revenue/list-payouts";
import type { RetrieveRevenueResponse } from "../../src/routes/revenue/retrieve";
import type { RetrievePayoutResponse } from "../../src/routes/revenue/retrieve-payout";
import type { SetPayoutAddressResponse } from "../../src/routes/revenue/set-payout-address";
import type { SetSandboxCreditResponse } from "../../src/routes/test-helpers/set-credit";
import type { ListWalletLedgerResponse } from "../../src/routes/wallet/list-ledger";

async function revenue(apiKey: string) {
  const res = await call<RetrieveRevenueResponse>("/v1/revenue", { key: apiKey });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

async function fulfilledPurchase(apiKey: string, offerId: string) {
  const q = (await buy(apiKey, offerId)).body;
  await eventually(async () => (await call<RetrieveOrderResponse>(`/v1/orders/${q.order_id}`, { key: apiKey })).body, (o) => o.status !== "pending");
  return q;
}

/** An account with `earned` cents of commission: a 100% negotiated rate makes earnings equal the price. */
async function accountWithEarnings(funding = 100_000): Promise<{ id: string; key: string; earned: number }> {
  const acct = await newAccount();
  await allPriceAsCommission(acct.id);
  const { esim } = await catalog(acct.key);
  await bankTransfer(acct.key, funding ?? esim.price.amount);
  await fulfilledPurchase(acct.key, esim.id);
  return { ...acct, earned: esim.price.amount };
}

describe("Revenue Centre", () => {
  it("reads all zeros at tier standard for a new account", async () => {
    const acct = await newAccount();
    expect(await revenue(acct.key)).toEqual({
      object: "revenue",
      livemode: false,
      tier: "standard",
      commission_bps: 1500,
      negotiated: false,
      volume: { amount: 0, currency: "USD" },
      next_tier: { tier: "growth", from: { amount: 500_000, currency: "USD" }, commission_bps: 1750 },
      balance: { amount: 0, currency: "USD" },
      lifetime_earned: { amount: 0, currency: "USD" },
      taken_as_credit: { amount: 0, currency: "USD" },
      paid_out: { amount: 0, currency: "USD" },
      reversed: { amount: 0, currency: "USD" },
      payable: { amount: 0, currency: "USD" },
      payout_address: null,
    });
  });

  it("accrues commission on a fulfilled order, and nothing on a failed one", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 100_000);
    const q = await fulfilledPurchase(acct.key, esim.id);
    await fulfilledPurchase(acct.key, OFFER.fails);
    const expected = Math.floor((esim.price.amount * 1500) / 10_000);
    const r = await revenue(acct.key);
    expect(r.lifetime_earned.amount).toBe(expected);
    expect(r.balance.amount).toBe(expected);
    expect(r.volume.amount).toBe(esim.price.amount);
    const entries = (await call<ListRevenueEntriesResponse>("/v1/revenue/entries", { key: acct.key })).body.data;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ object: "revenue_entry", kind: "earned", order_id: q.order_id, rate_bps: 1500, amount: { amount: expected, currency: "USD" } });
    expect(entries[0]!.id).toMatch(/^rve_/);

    const ledger = (await call<ListAccountLedgerResponse>("/v1/account/ledger?limit=100", { key: acct.key })).body.data;
    const revenueLine = ledger.find((l: any) => l.balance === "revenue");
    expect(revenueLine).toMatchObject({ object: "account_ledger_entry", type: "credit", source: "earned", balance_after: { amount: expected } });
    expect(revenueLine!.order).toMatchObject({ id: q.order_id, status: "fulfilled", earned: { amount: expected }, commission_rate_bps: 1500 });
    expect(ledger.filter((l: any) => l.balance === "wallet").length).toBeGreaterThanOrEqual(3);
    await expectLedgerConsistent(acct.id);
  });

  it("earns once when the same settlement is replayed", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 100_000);
    const q = await fulfilledPurchase(acct.key, esim.id);
    expect(await fulfilOrders(env, { accountId: acct.id, mode: "test" }, [q.order_id!])).toEqual(["skipped"]);
    await env.ACCOUNT.getByName(`${acct.id}:test`).settleOrder({ accountId: acct.id, mode: "test" }, q.order_id!, {
      status: "fulfilled",
      deliverable: {},
      transactionId: "dup",
    });
    expect((await revenue(acct.key)).lifetime_earned.amount).toBe(Math.floor((esim.price.amount * 1500) / 10_000));
  });

  it("reports a negotiated rate set by the operator", async () => {
    const acct = await newAccount();
    await admin<SetCommissionResponse>(`/admin/v1/accounts/${acct.id}/commission`, { body: { commission_bps: 1900 } });
    expect(await revenue(acct.key)).toMatchObject({ commission_bps: 1900, negotiated: true, next_tier: null });
    await admin<SetCommissionResponse>(`/admin/v1/accounts/${acct.id}/commission`, { body: { commission_bps: null } });
    expect(await revenue(acct.key)).toMatchObject({ commission_bps: 1500, negotiated: false });
  });
});

describe("commission transfers", () => {
  it("moves everything with an empty body, into the wallet as commission_credit, one-way", async () => {
    const acct = await accountWithEarnings();
    const before = (await wallet(acct.key)).balance.amount;
    const res = await call<CreateTransferResponse>("/v1/revenue/transfers", { key: acct.key, rawBody: "", idem: key() });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ object: "commission_transfer", amount: { amount: acct.earned, currency: "USD" }, balance: { amount: 0, currency: "USD" } });
    expect(res.body.id).toMatch(/^ctr_/);
    expect((await wallet(acct.key)).balance.amount).toBe(before + acct.earned);
    const line = (await call<ListWalletLedgerResponse>("/v1/wallet/ledger", { key: acct.key })).body.data[0];
    expect(line).toMatchObject({ type: "credit", source: "commission_credit", amount: { amount: acct.earned } });
    expect(await revenue(acct.key)).toMatchObject({ taken_as_credit: { amount: acct.earned }, balance: { amount: 0 } });
    expectError(await call("/v1/revenue/transfers", { key: acct.key, body: {}, idem: key() }), 402, "nothing_to_transfer");
    await expectLedgerConsistent(acct.id);
  });

  it("moves a part, refuses more than the balance, and replays by key", async () => {
    const acct = await accountWithEarnings();
    expectError(await call("/v1/revenue/transfers", { key: acct.key, body: { amount: acct.earned + 1 }, idem: key() }), 402, "amount_above_balance");
    expectError(await call("/v1/revenue/transfers", { key: acct.key, body: { amount: 0 }, idem: key() }), 400, "parameter_invalid", "amount");
    const k = key();
    const first = await call<CreateTransferResponse>("/v1/revenue/transfers", { key: acct.key, body: { amount: 10 }, idem: k });
    const again = await call<CreateTransferResponse>("/v1/revenue/transfers", { key: acct.key, body: { amount: 10 }, idem: k });
    expect(again.text).toBe(first.text);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await revenue(acct.key)).balance.amount).toBe(acct.earned - 10);
  });

  it("never overdraws the revenue balance under concurrent transfers and payouts", async () => {
    const acct = await accountWithEarnings();
    await call<SetPayoutAddressResponse>("/v1/revenue/payout_address", { method: "PUT", key: acct.key, body: { lightning_address: "alice@example.com" } });
    const half = Math.ceil(acct.earned / 2) + 1;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? call<CreateTransferResponse>("/v1/revenue/transfers", { key: acct.key, body: { amount: half }, idem: key() })
          : call<CreatePayoutResponse>("/v1/revenue/payouts", { key: acct.key, body: { amount: Math.max(100, half) }, idem: key() }),
      ),
    );
    expect(results.filter((r) => r.status === 200).length).toBe(1);
    const r = await revenue(acct.key);
    expect(r.balance.amount).toBeGreaterThanOrEqual(0);
    await expectLedgerConsistent(acct.id);
  });
});

describe("payout address", () => {
  it("accepts a LUD-16 address and returns the Revenue Centre, moving no money", async () => {
    const acct = await newAccount();
    const res = await call<SetPayoutAddressResponse>("/v1/revenue/payout_address", { method: "PUT", key: acct.key, body: { lightning_address: "alice@Wallet.Example.com" } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ object: "revenue", payout_address: "alice@wallet.example.com", balance: { amount: 0 } });
  });

  it.each([
    "alice", "@example.com", "alice@", "Alice@example.com", "al ice@example.com", "alice@localhost", "alice@127.0.0.1",
    "alice@[::1]", "alice@2130706433", "alice@0x7f.0.0.1", "alice@wallet.local", "alice@svc.internal", "alice@x.onion",
    "alice@router.home.arpa", "alice@intranet", "a@b@example.com", "../x@example.com",
  ])("refuses %s with 400 invalid_lightning_address", async (address) => {
    const acct = await newAccount();
    expectError(
      await call("/v1/revenue/payout_address", { method: "PUT", key: acct.key, body: { lightning_address: address } }),
      400,
      "invalid_lightning_address",
      "lightning_address",
    );
  });
});

describe("payouts", () => {
  it("needs an address, a payable amount and the minimum", async () => {
    const acct = await newAccount();
    expectError(await call("/v1/revenue/payouts", { key: acct.key, body: {}, idem: key() }), 409, "payout_address_required");
    await call<SetPayoutAddressResponse>("/v1/revenue/payout_address", { method: "PUT", key: acct.key, body: { lightning_address: "alice@example.com" } });
    expectError(await call("/v1/revenue/payouts", { key: acct.key, body: {}, idem: key() }), 402, "nothing_to_pay_out");
    await allPriceAsCommission(acct.id);
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 100_000);
    await fulfilledPurchase(acct.key, esim.id);
    expectError(await call("/v1/revenue/payouts", { key: acct.key, body: { amount: 99 }, idem: key() }), 422, "payout_below_minimum");
    expectError(await call("/v1/revenue/payouts", { key: acct.key, body: { amount: esim.price.amount + 1 }, idem: key() }), 402, "amount_above_payable");
    expect((await revenue(acct.key)).balance.amount).toBe(esim.price.amount);
  });

  it("takes the amount at once, sends it in the background, and records paid_out", async () => {
    const acct = await accountWithEarnings();
    await call<SetPayoutAddressResponse>("/v1/revenue/payout_address", { method: "PUT", key: acct.key, body: { lightning_address: "alice@example.com" } });
    const res = await call<CreatePayoutResponse>("/v1/revenue/payouts", { key: acct.key, rawBody: "", idem: key() });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ object: "payout", status: "pending", livemode: false, amount: { amount: acct.earned }, lightning_address: "alice@example.com" });
    expect(res.body.id).toMatch(/^pyo_/);
    expect((await revenue(acct.key)).balance.amount).toBe(0);
    // the address changes afterwards; the payout keeps the one it was requested with
    await call<SetPayoutAddressResponse>("/v1/revenue/payout_address", { method: "PUT", key: acct.key, body: { lightning_address: "bob@example.org" } });
    const done = await eventually(async () => (await call<RetrievePayoutResponse>(`/v1/revenue/payouts/${res.body.id}`, { key: acct.key })).body, (p) => p.status !== "pending");
    expect(done).toMatchObject({ status: "succeeded", lightning_address: "alice@example.com", failure_reason: null });
    expect(done.payment_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(done.amount_sats).toBeGreaterThan(0);
    expect(await revenue(acct.key)).toMatchObject({ paid_out: { amount: acct.earned }, balance: { amount: 0 } });
    const kinds = (await call<ListRevenueEntriesResponse>("/v1/revenue/entries", { key: acct.key })).body.data.map((e: any) => e.kind);
    expect(kinds).toEqual(["paid_out", "earned"]);
    const types = (await call<ListEventsResponse>("/v1/events?type=payout.succeeded", { key: acct.key })).body.data;
    expect(types).toHaveLength(1);
    expect((await call<ListPayoutsResponse>("/v1/revenue/payouts", { key: acct.key })).body.data.map((p: any) => p.id)).toEqual([res.body.id]);
    await expectLedgerConsistent(acct.id);
  });

  it("returns the money when the send fails (sandbox addresses starting with fail)", async () => {
    const acct = await accountWithEarnings();
    await call<SetPayoutAddressResponse>("/v1/revenue/payout_address", { method: "PUT", key: acct.key, body: { lightning_address: "failing@example.com" } });
    const res = await call<CreatePayoutResponse>("/v1/revenue/payouts", { key: acct.key, body: {}, idem: key() });
    const done = await eventually(async () => (await call<RetrievePayoutResponse>(`/v1/revenue/payouts/${res.body.id}`, { key: acct.key })).body, (p) => p.status !== "pending");
    expect(done.status).toBe("failed");
    expect(done.failure_reason).toBeTruthy();
    expect(await revenue(acct.key)).toMatchObject({ balance: { amount: acct.earned }, paid_out: { amount: 0 } });
    const kinds = (await call<ListRevenueEntriesResponse>("/v1/revenue/entries", { key: acct.key })).body.data.map((e: any) => e.kind);
    expect(kinds).toEqual(["payout_returned", "paid_out", "earned"]);
    expect((await call<ListEventsResponse>("/v1/events?type=payout.failed", { key: acct.key })).body.data).toHaveLength(1);
    await expectLedgerConsistent(acct.id);
  });

  it("answers 503 payouts_unavailable while paused, leaving earnings untouched", async () => {
    const acct = await accountWithEarnings();
    await call<SetPayoutAddressResponse>("/v1/revenue/payout_address", { method: "PUT", key: acct.key, body: { lightning_address: "alice@example.com" } });
    await admin<SetPayoutSettingsResponse>("/admin/v1/payouts/pause", { body: {} });
    try {
      expectError(await call("/v1/revenue/payouts", { key: acct.key, body: {}, idem: key() }), 503, "payouts_unavailable");
      expect((await revenue(acct.key)).balance.amount).toBe(acct.earned);
    } finally {
      await admin<SetPayoutSettingsResponse>("/admin/v1/payouts/resume", { body: {} });
    }
  });

  it("holds earnings against an overdraft: payable is the balance less the overdraft drawn", async () => {
    const acct = await newAccount();
    await allPriceAsCommission(acct.id);
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, esim.price.amount);
    await fulfilledPurchase(acct.key, esim.id); // wallet at 0, revenue = price
    await call<SetSandboxCreditResponse>("/v1/test_helpers/credit", { key: acct.key, body: { overdraft_limit: { amount: 500_000, currency: "USD" } } });
    const q = await buy(acct.key, OFFER.stays); // stays pending: draws 100 below zero, earns nothing
    expect(q.body.wallet!.balance_after).toBe(-q.body.price.amount);
    const r = await revenue(acct.key);
    expect(r.balance.amount).toBe(esim.price.amount);
    expect(r.payable.amount).toBe(Math.max(0, esim.price.amount - q.body.price.amount));
  });
});
