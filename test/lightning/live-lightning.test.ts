// Live Lightning money against a fake LND that answers as LND's REST reference does:
// availability and pricing (payment_source_unavailable, rate_unavailable, the spread, the rate
// stored), settlement found by polling from the account object and by the cron
// reconciliation, credit judged by LND's settle time, and expired quotes' invoices cancelled.
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { issueKey } from "../../src/accounts/keys";
import { reconcileLightning } from "../../src/jobs/lightning-reconcile";
import { decodeInvoice } from "../../src/lib/bolt11";
import { mintUnderClaim } from "../../src/funding/mint-invoice";
import { providersFor } from "../../src/providers";
import { newId } from "../../src/lib/ids";
import { liveBtcUsdSpot, resetSpotRateCache } from "../../src/rates/btc-usd";
import { call, expectError, newAccount } from "../support/api";
import { FakeLnd } from "../support/fake-lnd";
import { expectLedgerConsistent, key } from "../support/money";
import type { CreateQuoteResponse } from "../../src/routes/quotes/create";
import type { RetrieveQuoteResponse } from "../../src/routes/quotes/retrieve";
import type { CreateLightningInvoiceResponse } from "../../src/routes/wallet/create-lightning-invoice";
import type { ListDepositsResponse } from "../../src/routes/wallet/list-deposits";
import type { RetrieveWalletResponse } from "../../src/routes/wallet/retrieve";
import type { RetrieveLightningInvoiceResponse } from "../../src/routes/wallet/retrieve-lightning-invoice";

let lnd: FakeLnd;
afterEach(() => lnd?.uninstall());

const LIVE_OFFER = "off_01JH0000000000LIVELNTEST01";
let offerSeeded = false;

async function seedLiveOffer() {
  if (offerSeeded) return;
  await env.DB.prepare(
    `INSERT OR IGNORE INTO offers (id, seq, category, name, coverage_type, countries, data_amount, data_unit, data_unlimited, validity_days,
       price_cents, cost_cents, requires_destination, status, modes, supplier_sku, created_at)
     VALUES (?, 990001, 'esim', 'Live test eSIM', 'local', '["JP"]', 1, 'GB', 0, 7, 500, 300, 0, 'active', 'live', 'airalo:live-test-1gb', 0)`,
  ).bind(LIVE_OFFER).run();
  offerSeeded = true;
}

async function liveAccount() {
  const acct = await newAccount();
  const live = (await issueKey(env, acct.id, "live")).secret!;
  return { id: acct.id, live, stub: env.ACCOUNT.getByName(`${acct.id}:live`), ref: { accountId: acct.id, mode: "live" as const } };
}

const firstPoll = (acct: Awaited<ReturnType<typeof liveAccount>>) =>
  runInDurableObject(acct.stub, (_i, state) => state.storage.sql.exec<{ at: number }>("SELECT MIN(next_poll_at) AS at FROM lightning_invoices").one().at);

describe("live Lightning switched off until LND is configured", () => {
  it("answers 400 payment_source_unavailable for Lightning quotes, top-up invoices and payouts, never a 500", async () => {
    await seedLiveOffer();
    const acct = await liveAccount();
    const k = key();
    for (let i = 0; i < 2; i++) {
      // the same key again: nothing was stored or held
      expectError(await call("/v1/quotes", { key: acct.live, body: { offer_id: LIVE_OFFER, payment_source: "lightning" }, idem: k }), 400, "payment_source_unavailable", "payment_source");
    }
    expectError(await call("/v1/wallet/lightning_invoices", { key: acct.live, body: { amount: 1000 }, idem: key() }), 400, "payment_source_unavailable", "payment_source");
    expectError(await call("/v1/revenue/payouts", { key: acct.live, body: {}, idem: key() }), 400, "payment_source_unavailable", "payment_source");
    // the wallet is still a payment source (this new account just has nothing in it)
    expectError(await call("/v1/quotes", { key: acct.live, body: { offer_id: LIVE_OFFER, payment_source: "wallet" }, idem: key() }), 402, "insufficient_funds");
  });
});

describe("pricing at the live BTC/USD rate", () => {
  beforeEach(async () => {
    lnd = new FakeLnd();
    lnd.install();
    // no price stored yet: the fake's is the one fetched (another test, here or in an earlier
    // file of the runtime, may have stored its own in the last minute)
    await env.DB.prepare("DELETE FROM spot_rates").run();
  });

  it("prices a top-up invoice at spot minus the spread, rounded up, and stores the rate on it", async () => {
    const acct = await liveAccount();
    const res = await call<CreateLightningInvoiceResponse>("/v1/wallet/lightning_invoices", { key: acct.live, body: { amount: 1000 }, idem: key() });
    expect(res.status, res.text).toBe(200);
    // 50,000.00 less 1% is 49,500: USD 10.00 is 20,202.02 sats, rounded up in the service's favour
    expect(res.body.amount_sats).toBe(20_203);
    expect(res.body.bolt11.startsWith("lnbc")).toBe(true);
    const add = lnd.requests.find((r) => r.path === "/v1/invoices")!;
    expect(add.body).toMatchObject({ value: "20203", expiry: "3600" });
    const row = await runInDurableObject(acct.stub, (_i, state) => state.storage.sql.exec<{ btc_usd_rate: string }>("SELECT btc_usd_rate FROM lightning_invoices").one());
    expect(row.btc_usd_rate).toBe("49500.00");
  });

  it("answers 503 rate_unavailable when no price under 5 minutes old is known, and mints nothing", async () => {
    lnd.spot = null;
    await env.DB.prepare("DELETE FROM spot_rates").run();
    resetSpotRateCache();
    const acct = await liveAccount();
    const k = key();
    expectError(await call("/v1/wallet/lightning_invoices", { key: acct.live, body: { amount: 1000 }, idem: k }), 503, "rate_unavailable");
    expect(lnd.requests.filter((r) => r.path === "/v1/invoices")).toHaveLength(0);
    // the key was released: once a price is back, the same request goes through
    lnd.spot = "60000.00";
    const ok = await call<CreateLightningInvoiceResponse>("/v1/wallet/lightning_invoices", { key: acct.live, body: { amount: 1000 }, idem: k });
    expect(ok.status, ok.text).toBe(200);
  });

  it("fetches at most once a minute, shares the price through D1, and stops using it after 5 minutes", async () => {
    await env.DB.prepare("DELETE FROM spot_rates").run();
    resetSpotRateCache();
    const t0 = Date.now();
    const spotCalls = () => (globalThis.fetch as unknown as { mock: { calls: unknown[][] } }).mock.calls.filter((c) => String(c[0]).includes("/v2/prices/")).length;
    expect((await liveBtcUsdSpot(env, t0)).rate).toBe("50000.00");
    lnd.spot = "51000.00";
    expect((await liveBtcUsdSpot(env, t0 + 59_000)).rate).toBe("50000.00");
    expect(spotCalls()).toBe(1);
    // another isolate (no copy of its own) reads D1's
    resetSpotRateCache();
    expect((await liveBtcUsdSpot(env, t0 + 30_000)).rate).toBe("50000.00");
    expect(spotCalls()).toBe(1);
    // older than a minute: fetched again
    expect((await liveBtcUsdSpot(env, t0 + 61_000)).rate).toBe("51000.00");
    // the source goes down: the last price serves until it is 5 minutes old, then nothing does
    lnd.spot = null;
    expect((await liveBtcUsdSpot(env, t0 + 61_000 + 4 * 60_000)).rate).toBe("51000.00");
    await expect(liveBtcUsdSpot(env, t0 + 61_000 + 5 * 60_000)).rejects.toMatchObject({ code: "rate_unavailable" });
  });
});

describe("finding payments on LND", () => {
  beforeEach(async () => {
    lnd = new FakeLnd();
    lnd.install();
    await seedLiveOffer();
  });

  it("polls a pending invoice from the account object with backoff, credits it once settled, once", async () => {
    const acct = await liveAccount();
    const inv = (await call<CreateLightningInvoiceResponse>("/v1/wallet/lightning_invoices", { key: acct.live, body: { amount: 1000 }, idem: key() })).body;
    // the first poll is 5 s after minting, and the alarm is set for it
    const t0 = (await firstPoll(acct)) - 5_000;
    const alarm = await runInDurableObject(acct.stub, (_i, state) => state.storage.getAlarm());
    expect(alarm).toBe(t0 + 5_000);

    // not paid yet: asked again 5 s later, then 10 s
    const n1 = await acct.stub.pollLightningInvoices(t0 + 5_000);
    expect(n1).toBe(t0 + 10_000);
    const n2 = await acct.stub.pollLightningInvoices(t0 + 10_000);
    expect(n2).toBe(t0 + 20_000);
    expect(lnd.requests.filter((r) => r.path.startsWith("/v2/invoices/lookup?payment_hash="))).toHaveLength(2);
    // not due yet: the node is not asked
    expect(await acct.stub.pollLightningInvoices(t0 + 15_000)).toBe(t0 + 20_000);
    expect(lnd.requests.filter((r) => r.path.startsWith("/v2/invoices/lookup"))).toHaveLength(2);

    lnd.settle(inv.payment_hash, t0 + 12_000);
    expect(await acct.stub.pollLightningInvoices(t0 + 20_000)).toBeNull();
    const w = (await call<RetrieveWalletResponse>("/v1/wallet", { key: acct.live })).body;
    expect(w.balance).toEqual({ amount: 1000, currency: "USD" });
    const deposits = (await call<ListDepositsResponse>("/v1/wallet/deposits", { key: acct.live })).body.data;
    expect(deposits).toHaveLength(1);
    expect(deposits[0]).toMatchObject({ status: "credited", amount: { amount: 1000, currency: "USD" } });
    expect((await call<RetrieveLightningInvoiceResponse>(`/v1/wallet/lightning_invoices/${inv.id}`, { key: acct.live })).body.status).toBe("paid");

    // the cron lists it too, and polling again finds nothing due: still one credit
    await reconcileLightning(env, t0 + 30_000);
    await acct.stub.pollLightningInvoices(t0 + 90_000);
    expect((await call<RetrieveWalletResponse>("/v1/wallet", { key: acct.live })).body.balance.amount).toBe(1000);
    await expectLedgerConsistent(acct.id, "live");
  });

  it("the cron reconciliation credits a settled invoice the poll has not seen, idempotently", async () => {
    const acct = await liveAccount();
    const inv = (await call<CreateLightningInvoiceResponse>("/v1/wallet/lightning_invoices", { key: acct.live, body: { amount: 2500 }, idem: key() })).body;
    lnd.settle(inv.payment_hash);
    expect((await reconcileLightning(env, Date.now())).applied).toBeGreaterThanOrEqual(1);
    expect((await call<RetrieveWalletResponse>("/v1/wallet", { key: acct.live })).body.balance.amount).toBe(2500);
    await reconcileLightning(env, Date.now());
    // the poll then finds it paid and changes nothing
    await acct.stub.pollLightningInvoices(Date.now() + 60_000);
    expect((await call<RetrieveWalletResponse>("/v1/wallet", { key: acct.live })).body.balance.amount).toBe(2500);
    expect((await call<ListDepositsResponse>("/v1/wallet/deposits", { key: acct.live })).body.data).toHaveLength(1);
    await expectLedgerConsistent(acct.id, "live");
  });

  it("an invoice expires when the node's invoice says, not when our clock started the request", async () => {
    const acct = await liveAccount();
    lnd.clockAheadSeconds = 30;
    const inv = (await call<CreateLightningInvoiceResponse>("/v1/wallet/lightning_invoices", { key: acct.live, body: { amount: 2500 }, idem: key() })).body;
    const decoded = decodeInvoice(inv.bolt11);
    expect(Date.parse(inv.expires_at)).toBe((decoded.timestamp + decoded.expiry) * 1000);
    // paid in the node's last seconds, which our clock alone would have called too late
    lnd.settle(inv.payment_hash, Date.parse(inv.expires_at) - 5_000);
    await acct.stub.pollLightningInvoices(Date.parse(inv.expires_at) + 1_000);
    expect((await call<RetrieveWalletResponse>("/v1/wallet", { key: acct.live })).body.balance.amount).toBe(2500);
    await expectLedgerConsistent(acct.id, "live");
  });

  it("credits a payment LND settled in the invoice's expiry second (settle_date is whole seconds), and not one a second later", async () => {
    const acct = await liveAccount();
    const inTime = (await call<CreateLightningInvoiceResponse>("/v1/wallet/lightning_invoices", { key: acct.live, body: { amount: 1500 }, idem: key() })).body;
    const late = (await call<CreateLightningInvoiceResponse>("/v1/wallet/lightning_invoices", { key: acct.live, body: { amount: 700 }, idem: key() })).body;
    const expiresAt = Date.parse(inTime.expires_at);
    lnd.settle(inTime.payment_hash, expiresAt + 400);
    lnd.settle(late.payment_hash, Date.parse(late.expires_at) + 1_000);
    await acct.stub.pollLightningInvoices(expiresAt + 5_000);
    expect((await call<RetrieveWalletResponse>("/v1/wallet", { key: acct.live })).body.balance.amount).toBe(1500);
    expect((await call<RetrieveLightningInvoiceResponse>(`/v1/wallet/lightning_invoices/${inTime.id}`, { key: acct.live })).body.status).toBe("paid");
    expect((await call<RetrieveLightningInvoiceResponse>(`/v1/wallet/lightning_invoices/${late.id}`, { key: acct.live })).body.status).not.toBe("paid");
    await expectLedgerConsistent(acct.id, "live");
  });

  it("a settlement seen before the account recorded its invoice is credited once the invoice is recorded, not dropped for good", async () => {
    const acct = await liveAccount();
    const idem = { key: key(), fingerprint: "top-up 1200" };
    const now = Date.now();
    // the mint as the top-up route runs it, with the payer paying at once and the reconciliation
    // running between the node's answer (and the payment hash's index) and the account's record
    const stored = await mintUnderClaim(env, acct.ref, idem, providersFor(env, "live"), { cents: 1200, description: "top-up", expirySeconds: 3600, now }, async (minted) => {
      lnd.settle(minted.paymentHash);
      const seen = await reconcileLightning(env, Date.now());
      expect(seen.applied).toBe(0); // the account does not know the invoice yet
      return acct.stub.createInvoice(acct.ref, idem, {
        id: newId("lni"), bolt11: minted.bolt11, paymentHash: minted.paymentHash, amount: 1200, amountSats: minted.amountSats,
        expiresAt: minted.expiresAt, quoteId: null, btcUsdRate: minted.btcUsdRate,
      }, now);
    });
    const inv = JSON.parse(stored.body);
    await acct.stub.pollLightningInvoices(now + 5_000);
    expect((await call<RetrieveWalletResponse>("/v1/wallet", { key: acct.live })).body.balance.amount).toBe(1200);
    expect((await call<RetrieveLightningInvoiceResponse>(`/v1/wallet/lightning_invoices/${inv.id}`, { key: acct.live })).body.status).toBe("paid");
    // the reconciliation sees it again: still one credit
    await reconcileLightning(env, Date.now());
    expect((await call<ListDepositsResponse>("/v1/wallet/deposits", { key: acct.live })).body.data).toHaveLength(1);
    await expectLedgerConsistent(acct.id, "live");
  });

  it("a quote's invoice paid on LND settles the quote", async () => {
    const acct = await liveAccount();
    const q = await call<CreateQuoteResponse>("/v1/quotes", { key: acct.live, body: { offer_id: LIVE_OFFER, payment_source: "lightning" }, idem: key() });
    expect(q.status, q.text).toBe(200);
    expect(q.body.status).toBe("awaiting_funds");
    lnd.settle(q.body.payment.lightning!.payment_hash);
    await acct.stub.pollLightningInvoices(Date.now() + 5_000);
    const after = (await call<RetrieveQuoteResponse>(`/v1/quotes/${q.body.id}`, { key: acct.live })).body;
    expect(after.status).toBe("fulfilled");
    expect((await call<RetrieveWalletResponse>("/v1/wallet", { key: acct.live })).body.balance.amount).toBe(0);
    await expectLedgerConsistent(acct.id, "live");
  });

  it("credits an invoice paid before its expiry even when the check runs after it; the expired quote's money stays in the wallet", async () => {
    const acct = await liveAccount();
    const q = (await call<CreateQuoteResponse>("/v1/quotes", { key: acct.live, body: { offer_id: LIVE_OFFER, payment_source: "lightning" }, idem: key() })).body;
    const expiresAt = Date.parse(q.expires_at);
    lnd.settle(q.payment.lightning!.payment_hash, expiresAt - 2_000);
    // a request after the expiry runs first: the quote (and its invoice) expire
    const later = expiresAt + 1_000;
    const seen = await acct.stub.quote(acct.ref, q.id, later);
    expect(seen).toMatchObject({ ok: true, value: { status: "expired" } });
    // then the poll learns of the payment, settled in time: credited, to the wallet
    await acct.stub.pollLightningInvoices(later + 1_000);
    const w = await acct.stub.wallet(acct.ref, later + 2_000);
    expect(w).toMatchObject({ ok: true, value: { balance: { amount: 500, currency: "USD" } } });
    expect((await acct.stub.quote(acct.ref, q.id, later + 2_000))).toMatchObject({ value: { status: "expired" } });
    await expectLedgerConsistent(acct.id, "live");
  });

  it("cancels an expired quote's unpaid invoice on the node, after the fact, and stops polling it", async () => {
    const acct = await liveAccount();
    const q = (await call<CreateQuoteResponse>("/v1/quotes", { key: acct.live, body: { offer_id: LIVE_OFFER, payment_source: "lightning" }, idem: key() })).body;
    const hash = q.payment.lightning!.payment_hash;
    const expiresAt = Date.parse(q.expires_at);
    await acct.stub.quote(acct.ref, q.id, expiresAt + 1);
    const next = await acct.stub.pollLightningInvoices(expiresAt + 2);
    const cancels = lnd.requests.filter((r) => r.path === "/v2/invoices/cancel");
    expect(cancels).toHaveLength(1);
    expect(Buffer.from(cancels[0]!.body.payment_hash, "base64").toString("hex")).toBe(hash);
    expect(lnd.invoices.get(hash)!.state).toBe("CANCELED");
    expect(next).toBeNull();
    expect((await acct.stub.wallet(acct.ref, expiresAt + 3)).ok && (await acct.stub.wallet(acct.ref, expiresAt + 3))).toMatchObject({ value: { balance: { amount: 0 } } });
  });

  it("the alarm polls and sets itself again for the next poll", async () => {
    const acct = await liveAccount();
    const inv = (await call<CreateLightningInvoiceResponse>("/v1/wallet/lightning_invoices", { key: acct.live, body: { amount: 700 }, idem: key() })).body;
    const first = await firstPoll(acct);
    // the alarm runs (early here: nothing is due yet) and stays set for the first poll
    expect(await runDurableObjectAlarm(acct.stub)).toBe(true);
    expect(await runInDurableObject(acct.stub, (_i, state) => state.storage.getAlarm())).toBe(first);
    // once due and paid, the alarm's poll credits it and leaves no alarm for it
    await runInDurableObject(acct.stub, (_i, state) => {
      state.storage.sql.exec("UPDATE lightning_invoices SET next_poll_at = ?", Date.now() - 1);
    });
    lnd.settle(inv.payment_hash);
    expect(await runDurableObjectAlarm(acct.stub)).toBe(true);
    expect((await call<RetrieveWalletResponse>("/v1/wallet", { key: acct.live })).body.balance.amount).toBe(700);
    expect(await runInDurableObject(acct.stub, (_i, state) => state.storage.getAlarm())).toBeNull();
  });

  it("keeps polling through node errors, backing off to 60 s", async () => {
    const acct = await liveAccount();
    await call<CreateLightningInvoiceResponse>("/v1/wallet/lightning_invoices", { key: acct.live, body: { amount: 1000 }, idem: key() });
    lnd.lndDown = true;
    let at = await firstPoll(acct);
    const gaps: number[] = [];
    for (let i = 0; i < 6; i++) {
      const next = (await acct.stub.pollLightningInvoices(at))!;
      gaps.push(next - at);
      at = next;
    }
    expect(gaps).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000]);
  });
});
