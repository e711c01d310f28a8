// Live keys never touch the sandbox: no sandbox catalog, no made-up deposit addresses, and
// Lightning invoices come from the configured node (mainnet, lnbc).
import { env } from "cloudflare:workers";
import { sha256 } from "@noble/hashes/sha2.js";
import { base64 } from "@scure/base";
import { afterEach, describe, expect, it, vi } from "vitest";
import { issueKey } from "../../src/accounts/keys";
import { decodeInvoice, encodeInvoice, sandboxNodeKey } from "../../src/lib/bolt11";
import { toHex } from "../../src/lib/crypto";
import { lndNode } from "../../src/providers/live/lnd";
import { call, expectError, newAccount } from "../support/api";
import { clearLiveCatalog } from "../fakes/install";
import { key } from "../support/money";
import type { ListOffersResponse } from "../../src/routes/offers/list";
import type { ListFundingDestinationsResponse } from "../../src/routes/wallet/list-funding-destinations";
import type { RetrieveWalletResponse } from "../../src/routes/wallet/retrieve";

afterEach(() => vi.restoreAllMocks());

async function liveAccount() {
  const acct = await newAccount();
  const live = await issueKey(env, acct.id, "live");
  return { ...acct, live: live.secret! };
}

describe("live mode", () => {
  it("offers no sandbox products and no made-up funding destinations", async () => {
    await clearLiveCatalog();
    const acct = await liveAccount();
    expect((await call<ListOffersResponse>("/v1/offers", { key: acct.live })).body.data).toEqual([]);
    expect((await call<ListFundingDestinationsResponse>("/v1/wallet/funding_destinations", { key: acct.live })).body.data).toEqual([]);
    expectError(await call("/v1/quotes", { key: acct.live, body: { offer_id: "off_test_fails", payment_source: "wallet" }, idem: key() }), 404, "resource_not_found");
    const wallet = (await call<RetrieveWalletResponse>("/v1/wallet", { key: acct.live })).body;
    expect(wallet.livemode).toBe(true);
  });

  it("refuses to mint a Lightning invoice without a configured node (400, not 500), and leaves the key free", async () => {
    const acct = await liveAccount();
    const k = key();
    expectError(await call("/v1/wallet/lightning_invoices", { key: acct.live, body: { amount: 1000 }, idem: k }), 400, "payment_source_unavailable", "payment_source");
    // the refused attempt stored nothing and holds nothing: a retry runs again (not 409 in_use)
    expectError(await call("/v1/wallet/lightning_invoices", { key: acct.live, body: { amount: 1000 }, idem: k }), 400, "payment_source_unavailable", "payment_source");
  });

  it("mints mainnet invoices through LND's REST API", async () => {
    const hash = sha256(new TextEncoder().encode("live invoice"));
    const calls: { url: string; body: any; macaroon: string | null }[] = [];
    const fetchFn = (async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)), macaroon: new Headers(init.headers).get("grpc-metadata-macaroon") });
      const pr = encodeInvoice(
        {
          network: "mainnet",
          amountMsat: BigInt(JSON.parse(String(init.body)).value) * 1000n,
          paymentHash: hash,
          paymentSecret: new Uint8Array(32).fill(1),
          timestamp: Math.floor(Date.now() / 1000),
          expirySeconds: 3600,
          description: "top-up",
        },
        sandboxNodeKey("a live node in tests"),
      );
      return Response.json({ payment_request: pr, r_hash: base64.encode(hash) });
    }) as unknown as typeof fetch;
    const node = lndNode({ LND_REST_URL_LIVE: "https://lnd.example:8080/", LND_MACAROON_HEX_LIVE: "0201abcd" }, fetchFn);
    const minted = await node.createInvoice({ amountSats: 25_000, description: "top-up", expirySeconds: 3600, now: Date.now() });
    expect(calls).toEqual([{ url: "https://lnd.example:8080/v1/invoices", body: { value: "25000", memo: "top-up", expiry: "3600" }, macaroon: "0201abcd" }]);
    expect(minted.bolt11.startsWith("lnbc")).toBe(true);
    expect(minted.paymentHash).toBe(toHex(hash));
    expect(minted.amountSats).toBe(25_000);
    expect(decodeInvoice(minted.bolt11).amountMsat).toBe(25_000_000n);
  });
});
