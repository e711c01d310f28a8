// Live payouts through the LND adapter against a fake LND (REST reference shapes) and a LUD-16
// wallet: the fee cap and the fee recorded, one sender at a time, failure only on LND's word
// once an invoice is recorded, unusable recorded invoices, hostile LNURL numbers, and the
// operator's pause holding queued sends.
import { env, runInDurableObject } from "cloudflare:test";
import { sha256 } from "@noble/hashes/sha2.js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PayoutRow } from "../../src/account-object/payouts";
import { sendPayout } from "../../src/jobs/payouts";
import { decodeInvoice, encodeInvoice, sandboxNodeKey } from "../../src/lib/bolt11";
import { providersFor } from "../../src/providers";
import { admin, call, type ErrorBody } from "../support/api";
import { FakeLnd } from "../support/fake-lnd";
import { expectLedgerConsistent } from "../support/money";
import { pendingPayout } from "../support/payouts";
import type { SetPayoutSettingsResponse } from "../../src/routes/admin/payout-settings/set";
import type { RetrieveRevenueResponse } from "../../src/routes/revenue/retrieve";
import type { RetrievePayoutResponse } from "../../src/routes/revenue/retrieve-payout";
import type { SetPayoutAddressResponse } from "../../src/routes/revenue/set-payout-address";

const WALLET = "https://wallet.example.com";
const METADATA = JSON.stringify([["text/plain", "Pay alice"], ["text/identifier", "alice@wallet.example.com"]]);
const RECIPIENT = sandboxNodeKey("payout recipient in tests");

function walletInvoice(amountMsat: bigint, opts: { expirySeconds?: number; timestamp?: number; metadata?: string } = {}) {
  return encodeInvoice(
    {
      network: "mainnet",
      amountMsat,
      paymentHash: crypto.getRandomValues(new Uint8Array(32)),
      paymentSecret: new Uint8Array(32).fill(9),
      timestamp: opts.timestamp ?? Math.floor(Date.now() / 1000),
      expirySeconds: opts.expirySeconds ?? 600,
      descriptionHash: sha256(new TextEncoder().encode(opts.metadata ?? METADATA)),
    },
    RECIPIENT,
  );
}

let lnd: FakeLnd;
let lnurlCalls: string[];
let payRequestBody: () => string;

beforeEach(async () => {
  lnd = new FakeLnd();
  lnd.install();
  // no price stored yet, so the fake's 50,000.00 is the one used (an earlier test file in the
  // runtime may have stored another in the last minute)
  await env.DB.prepare("DELETE FROM spot_rates").run();
  lnurlCalls = [];
  payRequestBody = () =>
    JSON.stringify({ tag: "payRequest", callback: `${WALLET}/lnurlp/alice/callback`, minSendable: 1000, maxSendable: 10_000_000_000, metadata: METADATA });
  lnd.hosts.set(WALLET, (url) => {
    lnurlCalls.push(url.pathname);
    if (url.pathname === "/.well-known/lnurlp/alice") return new Response(payRequestBody(), { headers: { "content-type": "application/json" } });
    return Response.json({ pr: walletInvoice(BigInt(url.searchParams.get("amount")!)), routes: [] });
  });
});
afterEach(() => lnd.uninstall());

const live = () => providersFor(env, "live");
const row = (p: Awaited<ReturnType<typeof pendingPayout>>) =>
  runInDurableObject(p.stub, (_i, state) => state.storage.sql.exec<PayoutRow>("SELECT * FROM payouts WHERE id = ?", p.payoutId).one());
const sends = () => lnd.requests.filter((r) => r.path === "/v2/router/send");

describe("live payouts", () => {
  it("a repeat send of a payment LND already made (its answer lost) reads the payment's status instead of failing", async () => {
    const bolt11 = walletInvoice(50_000_000n);
    const hash = decodeInvoice(bolt11).paymentHash;
    expect(await live().payer.payInvoice(bolt11, hash, { feeLimitSats: 100 })).toMatchObject({ status: "succeeded", feeSats: 3 });
    // the node refuses the second send with 409 AlreadyExists; the payment is looked up instead
    expect(await live().payer.payInvoice(bolt11, hash, { feeLimitSats: 100 })).toMatchObject({ status: "succeeded", feeSats: 3 });
    expect(sends()).toHaveLength(2);
    expect(lnd.requests.filter((r) => r.path.startsWith("/v2/router/track/"))).toHaveLength(1);
  });

  it("pays at spot plus the spread, with an explicit fee cap, and records the rate, cap and fee", async () => {
    const p = await pendingPayout("alice@wallet.example.com");
    const out = await sendPayout(env, p.msg, live());
    expect(out).toMatchObject({ status: "succeeded", feeSats: 3 });
    // 50,000 plus 1% is 50,500: fewer sats leave per dollar, rounded down
    const sats = Math.floor((p.amount * 1_000_000) / 50_500);
    expect(sends()).toHaveLength(1);
    expect(sends()[0]!.body).toMatchObject({ fee_limit_sat: String(Math.max(10, Math.floor((sats * 50) / 10_000))), no_inflight_updates: true });
    const r = await row(p);
    expect(r).toMatchObject({ status: "succeeded", amount_sats: sats, btc_usd_rate: "50500.00", fee_sats: 3, fee_limit_sats: Math.max(10, Math.floor((sats * 50) / 10_000)) });
    // sent again (a redelivered message): nothing more is paid
    expect(await sendPayout(env, p.msg, live())).toBe("skipped");
    expect(sends()).toHaveLength(1);
    await expectLedgerConsistent(p.acct.id);
  });

  it.each([
    ["matches the metadata", METADATA, false],
    ["does not match the metadata (LUD-06 dropped the check)", JSON.stringify([["text/plain", "something else"]]), true],
  ])("pays an invoice whose description hash %s, logging a mismatch", async (_name, described, logged) => {
    const p = await pendingPayout("alice@wallet.example.com");
    lnd.hosts.set(WALLET, (url) => {
      if (url.pathname === "/.well-known/lnurlp/alice") return new Response(payRequestBody(), { headers: { "content-type": "application/json" } });
      return Response.json({ pr: walletInvoice(BigInt(url.searchParams.get("amount")!), { metadata: described }), routes: [] });
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await sendPayout(env, p.msg, live())).toMatchObject({ status: "succeeded" });
    const r = await row(p);
    expect(r.status).toBe("succeeded");
    expect(sends()).toHaveLength(1);
    const lines = warn.mock.calls.map((c) => String(c[0])).filter((l) => l.includes("description hash"));
    if (logged) {
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({ address: "alice@wallet.example.com", payment_hash: r.payment_hash });
    } else {
      expect(lines).toHaveLength(0);
    }
    await expectLedgerConsistent(p.acct.id);
  });

  it("once an invoice is recorded, fails only when LND says the payment failed", async () => {
    const p = await pendingPayout("alice@wallet.example.com");
    lnd.paymentBehaviour = { status: "IN_FLIGHT" };
    await expect(sendPayout(env, p.msg, live())).rejects.toThrow(/in flight/);
    expect((await row(p)).status).toBe("pending");
    // the node is down for a while: still pending, nothing returned
    lnd.lndDown = true;
    await expect(sendPayout(env, p.msg, live())).rejects.toThrow(/503/);
    expect((await row(p)).status).toBe("pending");
    // LND gives up on the route: now, and only now, the payout fails and the money goes back
    lnd.lndDown = false;
    const hash = (await row(p)).payment_hash!;
    lnd.payments.get(hash)!.status = "FAILED";
    lnd.paymentBehaviour = { status: "FAILED", reason: "FAILURE_REASON_NO_ROUTE" };
    expect(await sendPayout(env, p.msg, live())).toMatchObject({ status: "failed", stage: "payment" });
    const done = (await call<RetrievePayoutResponse>(`/v1/revenue/payouts/${p.payoutId}`, { key: p.acct.key })).body;
    expect(done).toMatchObject({ status: "failed", failure_reason: "payment_no_route" });
    expect((await call<RetrieveRevenueResponse>("/v1/revenue", { key: p.acct.key })).body.balance.amount).toBe(p.amount);
    await expectLedgerConsistent(p.acct.id);
  });

  it("one sender at a time: a second job finds the payout busy and touches nothing", async () => {
    const p = await pendingPayout("alice@wallet.example.com");
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    lnd.hosts.set(WALLET, async (url) => {
      lnurlCalls.push(url.pathname);
      await held;
      return new Response("down", { status: 503 }); // the first job's lookup fails, late
    });
    const first = sendPayout(env, p.msg, live());
    await new Promise((r) => setTimeout(r, 50));
    expect(await sendPayout(env, p.msg, live())).toBe("busy");
    expect(lnurlCalls).toHaveLength(1);
    release();
    expect(await first).toMatchObject({ status: "failed", stage: "resolve" });
    expect(sends()).toHaveLength(0);
  });

  it("a sender whose lease lapsed cannot fail a payout another sender recorded an invoice for, nor free that sender's lease", async () => {
    const p = await pendingPayout("alice@wallet.example.com");
    const t = Date.now();
    expect(await p.stub.claimPayoutSend(p.payoutId, "job-a", t)).toMatchObject({ id: p.payoutId });
    expect(await p.stub.claimPayoutSend(p.payoutId, "job-b", t + 1000)).toBe("busy");
    // job A stalls past its lease; job B takes over and records the invoice it will pay
    const later = t + 6 * 60_000;
    expect(await p.stub.claimPayoutSend(p.payoutId, "job-b", later)).toMatchObject({ id: p.payoutId });
    const inv = { bolt11: walletInvoice(1_000_000n), paymentHash: "ab".repeat(32), amountSats: 1000, btcUsdRate: "50500.00", feeLimitSats: 10 };
    expect(await p.stub.recordPayoutInvoice(p.ref, p.payoutId, "job-b", inv, later)).toMatchObject({ ok: true, value: { payment_hash: inv.paymentHash } });
    // job A wakes up with its lookup failure: refused
    expect(await p.stub.settlePayout(p.ref, p.payoutId, "job-a", { status: "failed", reason: "lnurl_unreachable", stage: "resolve" }, later + 1)).toEqual({ ok: true, value: false });
    await p.stub.releasePayoutSend(p.payoutId, "job-a");
    expect(await p.stub.claimPayoutSend(p.payoutId, "job-c", later + 2)).toBe("busy");
    // even job B cannot fail it on a lookup error once its invoice is recorded
    expect(await p.stub.settlePayout(p.ref, p.payoutId, "job-b", { status: "failed", reason: "lnurl_unreachable", stage: "resolve" }, later + 3)).toEqual({ ok: true, value: false });
    expect(await p.stub.settlePayout(p.ref, p.payoutId, "job-b", { status: "succeeded", feeSats: 1 }, later + 4)).toEqual({ ok: true, value: true });
    const r = (await call<RetrieveRevenueResponse>("/v1/revenue", { key: p.acct.key })).body;
    expect(r.balance.amount).toBe(0);
    expect(r.paid_out.amount).toBe(p.amount);
    await expectLedgerConsistent(p.acct.id);
  });

  async function recordInvoice(p: Awaited<ReturnType<typeof pendingPayout>>, bolt11: string, paymentHash: string) {
    await p.stub.claimPayoutSend(p.payoutId, "setup");
    await p.stub.recordPayoutInvoice(p.ref, p.payoutId, "setup", { bolt11, paymentHash, amountSats: 1000, btcUsdRate: "50500.00", feeLimitSats: 10 });
    await p.stub.releasePayoutSend(p.payoutId, "setup");
  }

  it("an expired recorded invoice fails that attempt with the reason, without paying it", async () => {
    const p = await pendingPayout("alice@wallet.example.com");
    await recordInvoice(p, walletInvoice(1_000_000n, { timestamp: Math.floor(Date.now() / 1000) - 7200, expirySeconds: 600 }), "cd".repeat(32));
    expect(await sendPayout(env, p.msg, live())).toMatchObject({ status: "failed", stage: "invoice" });
    expect(sends()).toHaveLength(0);
    // LND was asked whether it ever paid it
    expect(lnd.requests.some((r) => r.path.startsWith("/v2/router/track/"))).toBe(true);
    expect((await row(p)).failure_reason).toBe("invoice_expired");
    expect((await call<RetrieveRevenueResponse>("/v1/revenue", { key: p.acct.key })).body.balance.amount).toBe(p.amount);
  });

  it("an undecodable recorded invoice fails that attempt too", async () => {
    const p = await pendingPayout("alice@wallet.example.com");
    await recordInvoice(p, "lnbc1thisisnotaninvoice", "ef".repeat(32));
    expect(await sendPayout(env, p.msg, live())).toMatchObject({ status: "failed", stage: "invoice" });
    expect((await row(p)).failure_reason).toBe("invoice_invalid");
    expect(sends()).toHaveLength(0);
  });

  it("a hostile minSendable (1e999, Infinity once parsed) is a permanent failure, not a retry", async () => {
    const p = await pendingPayout("alice@wallet.example.com");
    payRequestBody = () => `{"tag":"payRequest","callback":"${WALLET}/lnurlp/alice/callback","minSendable":1e999,"maxSendable":1e999,"metadata":${JSON.stringify(METADATA)}}`;
    expect(await sendPayout(env, p.msg, live())).toMatchObject({ status: "failed", stage: "resolve" });
    expect((await row(p)).failure_reason).toBe("lnurl_invalid_response");
  });

  it("the operator's pause holds queued sends: the payout stays pending, and goes once resumed", async () => {
    const p = await pendingPayout("alice@wallet.example.com");
    expect((await admin<SetPayoutSettingsResponse>("/admin/v1/payouts/pause", { method: "POST" })).status).toBe(200);
    try {
      await expect(sendPayout(env, p.msg, live())).rejects.toThrow(/paused/);
      expect(lnurlCalls).toHaveLength(0);
      expect(sends()).toHaveLength(0);
      expect((await row(p)).status).toBe("pending");
    } finally {
      expect((await admin<SetPayoutSettingsResponse>("/admin/v1/payouts/resume", { method: "POST" })).status).toBe(200);
    }
    expect(await sendPayout(env, p.msg, live())).toMatchObject({ status: "succeeded" });
  });

  describe("to an LNURL server on the developer's machine (ALLOW_PRIVATE_WEBHOOK_URLS=true)", () => {
    const LOCAL = "http://localhost:8789";
    const ADDRESS = "alice@localhost:8789";
    const vars = env as unknown as Record<string, string | undefined>;
    let saved: Record<string, string | undefined>;
    beforeEach(() => {
      saved = { ALLOW_PRIVATE_WEBHOOK_URLS: vars.ALLOW_PRIVATE_WEBHOOK_URLS, LND_MAX_FEE_BPS: vars.LND_MAX_FEE_BPS };
      vars.ALLOW_PRIVATE_WEBHOOK_URLS = "true";
      lnd.hosts.set(LOCAL, (url) => {
        lnurlCalls.push(url.href);
        if (url.pathname === "/.well-known/lnurlp/alice") {
          return Response.json({ tag: "payRequest", callback: `${LOCAL}/lnurlp/alice/callback`, minSendable: 1000, maxSendable: 10_000_000_000, metadata: METADATA });
        }
        return Response.json({ pr: walletInvoice(BigInt(url.searchParams.get("amount")!)), routes: [] });
      });
    });
    afterEach(() => Object.assign(vars, saved));

    /** the fee cap LND must be sent: LND_MAX_FEE_BPS of the amount, at least 10 sats */
    const cap = (sats: number, bps: number) => Math.max(10, Math.floor((sats * bps) / 10_000));

    it.each([
      ["100 bps", "100", 7],
      ["5 bps (the 10-sat floor)", "5", 10],
    ])("pays it over http with the fee cap at %s, recording the cap and the fee", async (_name, bps, feeSat) => {
      vars.LND_MAX_FEE_BPS = bps;
      lnd.paymentBehaviour = { status: "SUCCEEDED", feeSat };
      const p = await pendingPayout(ADDRESS);
      expect((await call<RetrieveRevenueResponse>("/v1/revenue", { key: p.acct.key })).body.payout_address).toBe(ADDRESS);
      expect(await sendPayout(env, p.msg, live())).toMatchObject({ status: "succeeded", feeSats: feeSat });
      expect(lnurlCalls[0]).toBe(`${LOCAL}/.well-known/lnurlp/alice`);
      expect(lnurlCalls[1]).toMatch(new RegExp(`^${LOCAL}/lnurlp/alice/callback\\?amount=\\d+000$`));
      const sats = Math.floor((p.amount * 1_000_000) / 50_500);
      // the two cases really are the proportional cap and the floor
      expect(Math.floor((sats * Number(bps)) / 10_000) > 10).toBe(bps === "100");
      expect(sends()).toHaveLength(1);
      expect(sends()[0]!.body.fee_limit_sat).toBe(String(cap(sats, Number(bps))));
      expect(await row(p)).toMatchObject({ status: "succeeded", amount_sats: sats, fee_limit_sats: cap(sats, Number(bps)), fee_sats: feeSat });
      const done = (await call<RetrievePayoutResponse>(`/v1/revenue/payouts/${p.payoutId}`, { key: p.acct.key })).body;
      expect(done).toMatchObject({ status: "succeeded", amount_sats: sats, failure_reason: null });
      await expectLedgerConsistent(p.acct.id);
    });

    it("a route dearer than the cap is not taken: the payout fails with payment_no_route and the money returns", async () => {
      vars.LND_MAX_FEE_BPS = "5";
      lnd.paymentBehaviour = { status: "SUCCEEDED", feeSat: 11 };
      const p = await pendingPayout(ADDRESS);
      expect(await sendPayout(env, p.msg, live())).toMatchObject({ status: "failed", reason: "payment_no_route", stage: "payment" });
      expect(sends()[0]!.body.fee_limit_sat).toBe("10");
      expect((await call<RetrievePayoutResponse>(`/v1/revenue/payouts/${p.payoutId}`, { key: p.acct.key })).body).toMatchObject({ status: "failed", failure_reason: "payment_no_route" });
      expect((await call<RetrieveRevenueResponse>("/v1/revenue", { key: p.acct.key })).body.balance.amount).toBe(p.amount);
      await expectLedgerConsistent(p.acct.id);
    });

    it("without the switch the loopback address is refused when set, and a stored one fails the payout without being called", async () => {
      const p = await pendingPayout(ADDRESS);
      vars.ALLOW_PRIVATE_WEBHOOK_URLS = "false";
      const res = await call<ErrorBody>("/v1/revenue/payout_address", { method: "PUT", key: p.acct.key, body: { lightning_address: "bob@localhost:8789" } });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: "invalid_lightning_address", param: "lightning_address" });
      expect(await sendPayout(env, p.msg, live())).toMatchObject({ status: "failed", reason: "invalid_lightning_address" });
      expect(lnurlCalls).toEqual([]);
      expect(sends()).toHaveLength(0);
    });
  });
});
