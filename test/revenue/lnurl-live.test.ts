// The live payout path against mocked HTTP: a well-behaved LUD-16 server, and hostile ones.
import { env, runInDurableObject } from "cloudflare:test";
import { sha256 } from "@noble/hashes/sha2.js";
import { describe, expect, it, vi } from "vitest";
import { encodeInvoice, sandboxNodeKey } from "../../src/lib/bolt11";
import { toHex } from "../../src/lib/crypto";
import { PAYOUT_FAILURE_REASONS, type PayoutFailureReason } from "../../src/domain/payout-failures";
import { resolveLightningAddress } from "../../src/providers/live/lnurl";
import { PayoutFailure } from "../../src/providers/payout-failure";
import { lndPayer } from "../../src/providers/live/lnd";
import { sendPayout } from "../../src/jobs/payouts";
import { pendingPayout } from "../support/payouts";
import type { Providers } from "../../src/providers/types";
import { admin, call, expectError, newAccount, type ErrorBody } from "../support/api";
import { bankTransfer, buy, catalog, eventually, expectLedgerConsistent, key } from "../support/money";
import type { ListEventsResponse } from "../../src/routes/events/list";
import type { RetrieveRevenueResponse } from "../../src/routes/revenue/retrieve";
import type { RetrievePayoutResponse } from "../../src/routes/revenue/retrieve-payout";
import type { SetPayoutAddressResponse } from "../../src/routes/revenue/set-payout-address";

const METADATA = JSON.stringify([["text/plain", "Pay alice"], ["text/identifier", "alice@wallet.example.com"]]);
const KEY = sandboxNodeKey("recipient node in tests");
const LND = { LND_REST_URL_LIVE: "https://lnd.example", LND_MACAROON_HEX_LIVE: "00", DOH_RESOLVER_URL: env.DOH_RESOLVER_URL };

function invoice(amountMsat: bigint, opts: { metadata?: string; network?: "mainnet" | "testnet" } = {}) {
  return encodeInvoice(
    {
      network: opts.network ?? "mainnet",
      amountMsat,
      paymentHash: sha256(new TextEncoder().encode(`hash:${amountMsat}`)),
      paymentSecret: new Uint8Array(32).fill(7),
      timestamp: Math.floor(Date.now() / 1000),
      expirySeconds: 600,
      descriptionHash: sha256(new TextEncoder().encode(opts.metadata ?? METADATA)),
    },
    KEY,
  );
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" }, ...init });

type Handler = (url: URL, init?: RequestInit) => Promise<Response> | Response;

function server(overrides: { payRequest?: Handler; callback?: Handler } = {}) {
  const calls: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    calls.push(url.href);
    expect(init?.redirect).toBe("manual");
    if (url.pathname === "/.well-known/lnurlp/alice") {
      return overrides.payRequest
        ? overrides.payRequest(url, init)
        : json({ tag: "payRequest", callback: "https://wallet.example.com/lnurlp/alice/callback", minSendable: 1000, maxSendable: 10_000_000_000, metadata: METADATA });
    }
    if (url.pathname === "/lnurlp/alice/callback") {
      return overrides.callback ? overrides.callback(url, init) : json({ pr: invoice(BigInt(url.searchParams.get("amount")!)), routes: [] });
    }
    return new Response("not found", { status: 404 });
  }) as typeof fetch;
  return { fetchFn, calls };
}

const resolve = (fetchFn: typeof fetch, amount = 50_000_000n, timeoutMs?: number, address = "alice@wallet.example.com") =>
  resolveLightningAddress(address, amount, { fetch: fetchFn, network: "mainnet", timeoutMs, resolverUrl: env.DOH_RESOLVER_URL, allowLoopback: false });

describe("LUD-16 resolution (live path, mocked HTTP)", () => {
  it("resolves the address, asks the callback for the exact amount and checks the invoice", async () => {
    const { fetchFn, calls } = server();
    const r = await resolve(fetchFn);
    expect(r.amountMsat).toBe(50_000_000n);
    expect(r.paymentHash).toBe(toHex(sha256(new TextEncoder().encode("hash:50000000"))));
    expect(calls[0]).toBe("https://wallet.example.com/.well-known/lnurlp/alice");
    expect(calls[1]).toBe("https://wallet.example.com/lnurlp/alice/callback?amount=50000000");
  });

  const callbackAt = (callback: string) => ({ payRequest: () => json({ tag: "payRequest", callback, minSendable: 1, maxSendable: 1e12, metadata: METADATA }) });
  const hostile: [string, Parameters<typeof server>[0], RegExp, PayoutFailureReason][] = [
    ["a redirect", { payRequest: () => new Response(null, { status: 302, headers: { location: "https://evil.example.net/" } }) }, /redirect/, "lnurl_invalid_response"],
    ["an error status", { payRequest: () => new Response("down", { status: 503 }) }, /503/, "lnurl_invalid_response"],
    ["a non-JSON body", { payRequest: () => new Response("<html>") }, /JSON/, "lnurl_invalid_response"],
    ["an oversized body", { payRequest: () => new Response("x".repeat(200_000)) }, /more than/, "lnurl_invalid_response"],
    ["an amount outside min/max", { payRequest: () => json({ tag: "payRequest", callback: "https://wallet.example.com/lnurlp/alice/callback", minSendable: 1000, maxSendable: 2000, metadata: METADATA }) }, /accepts/, "amount_outside_limits"],
    ["a private callback", callbackAt("https://10.0.0.5/cb"), /not a public/, "callback_not_public"],
    ["an http callback", callbackAt("http://wallet.example.com/cb"), /not a public/, "callback_not_public"],
    ["a callback whose name resolves to a private address", callbackAt("https://ip4-10-0-0-7.wallet.example.com/cb"), /private or reserved address \(10\.0\.0\.7\)/, "callback_not_public"],
    ["a callback whose name resolves to a private IPv6 address", callbackAt("https://ip6-fd00-0-0-0-0-0-0-1.wallet.example.com/cb"), /private or reserved/, "callback_not_public"],
    ["a callback whose name does not exist", callbackAt("https://nxdomain-cb.wallet.example.com/cb"), /does not resolve/, "callback_not_public"],
    ["a wrong tag", { payRequest: () => json({ tag: "withdrawRequest" }) }, /payRequest/, "lnurl_invalid_response"],
    ["an invoice for the wrong amount", { callback: () => json({ pr: invoice(1_000n) }) }, /not 50000000/, "invoice_invalid"],
    ["a testnet invoice", { callback: (u) => json({ pr: invoice(BigInt(u.searchParams.get("amount")!), { network: "testnet" }) }) }, /testnet/, "invoice_invalid"],
    ["garbage for an invoice", { callback: () => json({ pr: "lnbc1notaninvoice" }) }, /does not decode/, "invoice_invalid"],
    ["an LNURL error", { callback: () => json({ status: "ERROR", reason: "no route" }) }, /refused: no route/, "lnurl_refused"],
  ];

  it.each(hostile)("fails cleanly on %s", async (_name, overrides, message, reason) => {
    const { fetchFn, calls } = server(overrides);
    const err = await resolve(fetchFn).catch((e) => e);
    expect(err).toBeInstanceOf(PayoutFailure);
    expect(err.message).toMatch(message);
    expect(err.reason).toBe(reason);
    expect(PAYOUT_FAILURE_REASONS).toContain(err.reason);
    // a callback that is not public is never called
    if (reason === "callback_not_public") expect(calls).toHaveLength(1);
  });

  it("never calls a Lightning address whose domain resolves to a private address", async () => {
    for (const address of ["alice@ip4-10-0-0-1.example.com", "alice@ip4-169-254-169-254.example.com", "alice@ip6-fd00-0-0-0-0-0-0-1.example.com", "alice@nxdomain-x.example.com"]) {
      const { fetchFn, calls } = server();
      const err = await resolve(fetchFn, 50_000_000n, undefined, address).catch((e) => e);
      expect(err, address).toBeInstanceOf(PayoutFailure);
      expect(err.reason, address).toBe("invalid_lightning_address");
      expect(calls, address).toEqual([]);
    }
  });

  it("a resolver that cannot answer is not a verdict: the error is transient and nothing is called", async () => {
    const { fetchFn, calls } = server();
    const err = await resolveLightningAddress("alice@wallet.example.com", 50_000_000n, {
      fetch: fetchFn, network: "mainnet", resolverUrl: "https://dns.down.example.net/dns-query", allowLoopback: false,
      resolverFetch: (async () => new Response("down", { status: 503 })) as unknown as typeof fetch,
    }).catch((e) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(PayoutFailure);
    expect(calls).toEqual([]);
  });

  it("gives up on a slow answer", async () => {
    const slow = server({
      payRequest: (_u, init) =>
        new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(new Error("aborted")))),
    });
    const err = await resolve(slow.fetchFn, 50_000_000n, 50).catch((e) => e);
    expect(err).toBeInstanceOf(PayoutFailure);
    expect(err.message).toMatch(/did not answer within 50 ms/);
  });
});

describe("sending a payout", () => {
  it("never pays two invoices for one payout, even when the message is handled three times at once", async () => {
    const { acct, payoutId, msg } = await pendingPayout("alice@wallet.example.com");
    const paid: string[] = [];
    let resolved = 0;
    const providers = {
      payer: {
        configured: true,
        paymentStatus: async () => "unknown" as const,
        // every resolution gets a fresh invoice, as a real LNURL server would give
        resolveInvoice: async () => {
          const hash = (++resolved).toString(16).padStart(64, "0");
          return { bolt11: invoice(BigInt(resolved) * 1000n), paymentHash: hash };
        },
        payInvoice: async (_b: string, hash: string) => {
          paid.push(hash);
          return { status: "succeeded" as const, feeSats: 0 };
        },
      },
      btcUsdRate: async () => "100000.00",
    } as unknown as Providers;
    await Promise.all([sendPayout(env, msg, providers), sendPayout(env, msg, providers), sendPayout(env, msg, providers)]);
    expect(await sendPayout(env, msg, providers)).toBe("skipped");
    const done = (await call<RetrievePayoutResponse>(`/v1/revenue/payouts/${payoutId}`, { key: acct.key })).body;
    expect(done.status).toBe("succeeded");
    expect(new Set(paid)).toEqual(new Set([done.payment_hash]));
    expect((await call<ListEventsResponse>("/v1/events?type=payout.succeeded", { key: acct.key })).body.data).toHaveLength(1);
    await expectLedgerConsistent(acct.id);
  });

  it("fails the payout and returns the money when the live address misbehaves", async () => {
    const { acct, amount, payoutId, msg } = await pendingPayout("alice@wallet.example.com");
    const { fetchFn } = server({ payRequest: () => new Response(null, { status: 301, headers: { location: "https://x.example/" } }) });
    const providers = { payer: lndPayer(LND, fetchFn), btcUsdRate: async () => "100000.00" } as unknown as Providers;
    expect(await sendPayout(env, msg, providers)).toMatchObject({ status: "failed" });
    const done = (await call<RetrievePayoutResponse>(`/v1/revenue/payouts/${payoutId}`, { key: acct.key })).body;
    expect(done.status).toBe("failed");
    expect(done.failure_reason).toBe("lnurl_invalid_response");
    const r = (await call<RetrieveRevenueResponse>("/v1/revenue", { key: acct.key })).body;
    expect(r.balance.amount).toBe(amount);
    expect(r.paid_out.amount).toBe(0);
    await expectLedgerConsistent(acct.id);
  });

  it("shows a fixed reason, never the status or text the remote server answered", async () => {
    const { acct, payoutId, msg } = await pendingPayout("alice@wallet.example.com");
    const { fetchFn } = server({ callback: () => new Response("<h1>418 teapot: internal admin panel</h1>", { status: 418 }) });
    const providers = { payer: lndPayer(LND, fetchFn), btcUsdRate: async () => "100000.00" } as unknown as Providers;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      expect(await sendPayout(env, msg, providers)).toMatchObject({ status: "failed", reason: "lnurl_invalid_response" });
      // the operator's log has the detail
      expect(warn.mock.calls.map((c) => String(c[0])).some((l) => l.includes("payout failed") && l.includes("418"))).toBe(true);
    } finally {
      warn.mockRestore();
    }
    const res = await call<RetrievePayoutResponse>(`/v1/revenue/payouts/${payoutId}`, { key: acct.key });
    expect(res.body).toMatchObject({ status: "failed", failure_reason: "lnurl_invalid_response" });
    const event = (await call<ListEventsResponse>("/v1/events?type=payout.failed", { key: acct.key })).body.data[0];
    for (const text of [res.text, JSON.stringify(event)]) {
      expect(text).not.toMatch(/418|teapot|admin panel/);
    }
  });

  it("refuses a payout address whose domain resolves to a private address, and keeps the old one", async () => {
    const acct = await newAccount();
    expect((await call<SetPayoutAddressResponse>("/v1/revenue/payout_address", { method: "PUT", key: acct.key, body: { lightning_address: "alice@wallet.example.com" } })).status).toBe(200);
    for (const address of ["alice@ip4-10-0-0-1.example.com", "alice@ip4-127-0-0-1.example.com", "alice@ip6-fd00-0-0-0-0-0-0-1.example.com", "alice@nxdomain-pay.example.com"]) {
      const res = await call<ErrorBody>("/v1/revenue/payout_address", { method: "PUT", key: acct.key, body: { lightning_address: address } });
      expectError(res, 400, "invalid_lightning_address", "lightning_address");
    }
    expect((await call<RetrieveRevenueResponse>("/v1/revenue", { key: acct.key })).body.payout_address).toBe("alice@wallet.example.com");
  });

  it("a domain re-pointed at a private address after the address was set fails the payout without calling it", async () => {
    const address = `alice@rebind-${crypto.randomUUID().slice(0, 8)}.example.com`;
    const { acct, amount, payoutId, msg } = await pendingPayout(address);
    expect((await call<RetrieveRevenueResponse>("/v1/revenue", { key: acct.key })).body.payout_address).toBe(address);
    const { fetchFn, calls } = server();
    const providers = { payer: lndPayer(LND, fetchFn), btcUsdRate: async () => "100000.00" } as unknown as Providers;
    expect(await sendPayout(env, msg, providers)).toMatchObject({ status: "failed", reason: "invalid_lightning_address" });
    expect(calls).toEqual([]);
    const done = (await call<RetrievePayoutResponse>(`/v1/revenue/payouts/${payoutId}`, { key: acct.key })).body;
    expect(done).toMatchObject({ status: "failed", failure_reason: "invalid_lightning_address" });
    expect((await call<RetrieveRevenueResponse>("/v1/revenue", { key: acct.key })).body.balance.amount).toBe(amount);
    await expectLedgerConsistent(acct.id);
  });

  it("retries a transient node error instead of failing the payout", async () => {
    const { acct, payoutId, msg } = await pendingPayout("alice@wallet.example.com");
    const { fetchFn } = server();
    const lnd = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      return url.startsWith("https://lnd.example") ? new Response("busy", { status: 503 }) : fetchFn(input, init);
    }) as typeof fetch;
    const providers = { payer: lndPayer(LND, lnd), btcUsdRate: async () => "100000.00" } as unknown as Providers;
    await expect(sendPayout(env, msg, providers)).rejects.toThrow(/503/);
    const p = (await call<RetrievePayoutResponse>(`/v1/revenue/payouts/${payoutId}`, { key: acct.key })).body;
    expect(p.status).toBe("pending");
    expect(p.payment_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
