// A fake LND node answering as LND's REST reference does (lnrpc/lightning.swagger.json,
// invoicesrpc/invoices.swagger.json, routerrpc/router.swagger.json): byte fields base64,
// int64 fields as strings, the macaroon in Grpc-Metadata-macaroon, errors as
// {code, message, details}, and SendPaymentV2/TrackPaymentV2 as newline-delimited
// `{"result": Payment}` streams. Also a Coinbase-shaped spot price. Installed by stubbing the
// worker's outbound fetch, which the worker and its objects share with the test.
import { env } from "cloudflare:workers";
import { sha256 } from "@noble/hashes/sha2.js";
import { base64, base64url, hex } from "@scure/base";
import { vi } from "vitest";
import { decodeInvoice, encodeInvoice, sandboxNodeKey } from "../../src/lib/bolt11";
import { resetSpotRateCache } from "../../src/rates/btc-usd";

export const LND_URL = "https://lnd.test:8080";
export const SPOT_URL = "https://spot.test";
export const MACAROON = "0201036c6e6402f801";
const NODE_KEY = sandboxNodeKey("fake lnd node");

export interface FakeInvoice {
  memo: string;
  r_preimage: string;
  r_hash: string;
  value: string;
  value_msat: string;
  settled: boolean;
  creation_date: string;
  settle_date: string;
  payment_request: string;
  expiry: string;
  add_index: string;
  settle_index: string;
  amt_paid_sat: string;
  amt_paid_msat: string;
  state: "OPEN" | "SETTLED" | "CANCELED" | "ACCEPTED";
}

type PaymentBehaviour = { status: "SUCCEEDED"; feeSat?: number } | { status: "FAILED"; reason?: string } | { status: "IN_FLIGHT" };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const grpcError = (code: number, message: string, status: number) => json({ code, message, details: [] }, status);
const stream = (messages: unknown[]) => new Response(messages.map((m) => JSON.stringify(m) + "\n").join(""), { headers: { "content-type": "application/json" } });

/** LND decodes byte fields in paths and queries as standard or URL-safe base64. */
function hashFromUrl(text: string): string {
  const v = decodeURIComponent(text);
  return hex.encode(/[-_]/.test(v) ? base64url.decode(v) : base64.decode(v));
}

export class FakeLnd {
  invoices = new Map<string, FakeInvoice>();
  payments = new Map<string, { payment_hash: string; value_sat: string; fee_sat: string; fee_msat: string; status: string; failure_reason: string; payment_request: string }>();
  requests: { method: string; path: string; body: any }[] = [];
  paymentBehaviour: PaymentBehaviour = { status: "SUCCEEDED", feeSat: 3 };
  /** how far the node's clock (its invoices' creation time) runs ahead of ours */
  clockAheadSeconds = 0;
  spot: string | null = "50000.00";
  lndDown = false;
  /** other hosts the test serves (an LNURL wallet), by origin */
  hosts = new Map<string, (url: URL) => Response | Promise<Response>>();
  private addIndex = 0;
  private settleIndex = 0;

  install(): void {
    Object.assign(env as object, { LND_REST_URL_LIVE: LND_URL, LND_MACAROON_HEX_LIVE: MACAROON, BTC_USD_SPOT_URL: SPOT_URL });
    resetSpotRateCache();
    const original = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      const url = new URL(req.url);
      if (url.origin === SPOT_URL) return this.spotAnswer(url);
      if (url.origin === LND_URL) return this.lnd(req, url);
      const host = this.hosts.get(url.origin);
      if (host) return host(url);
      return original(input, init);
    });
  }

  uninstall(): void {
    vi.restoreAllMocks();
    for (const k of ["LND_REST_URL_LIVE", "LND_MACAROON_HEX_LIVE", "BTC_USD_SPOT_URL"]) delete (env as unknown as Record<string, unknown>)[k];
    resetSpotRateCache();
  }

  private spotAnswer(url: URL): Response {
    if (url.pathname !== "/v2/prices/BTC-USD/spot" || this.spot === null) return json({ errors: [{ id: "internal_server_error", message: "down" }] }, 503);
    return json({ data: { amount: this.spot, base: "BTC", currency: "USD" } });
  }

  /** The payer's wallet pays the invoice: LND settles it at `at` (ms). */
  settle(paymentHash: string, at = Date.now()): FakeInvoice {
    const inv = this.invoices.get(paymentHash)!;
    Object.assign(inv, {
      state: "SETTLED",
      settled: true,
      settle_date: String(Math.floor(at / 1000)),
      settle_index: String(++this.settleIndex),
      amt_paid_sat: inv.value,
      amt_paid_msat: inv.value_msat,
    });
    return inv;
  }

  private async lnd(req: Request, url: URL): Promise<Response> {
    const body: any = req.method === "POST" ? await req.json() : null;
    this.requests.push({ method: req.method, path: url.pathname + url.search, body });
    if (req.headers.get("grpc-metadata-macaroon") !== MACAROON) return grpcError(2, "verification failed: signature mismatch after caveat verification", 500);
    if (this.lndDown) return grpcError(14, "connection refused", 503);
    const path = url.pathname;
    if (req.method === "POST" && path === "/v1/invoices") return this.addInvoice(body);
    if (req.method === "GET" && path === "/v2/invoices/lookup") {
      const inv = this.invoices.get(hashFromUrl(url.searchParams.get("payment_hash") ?? ""));
      return inv ? json(inv) : grpcError(5, "there are no existing invoices", 404);
    }
    if (req.method === "GET" && path === "/v1/invoices") {
      const all = [...this.invoices.values()].sort((a, b) => Number(a.add_index) - Number(b.add_index));
      const max = Number(url.searchParams.get("num_max_invoices") ?? "100");
      const offset = Number(url.searchParams.get("index_offset") ?? "0");
      const before = url.searchParams.get("reversed") === "true" ? all.filter((i) => offset === 0 || Number(i.add_index) < offset).slice(-max) : all.filter((i) => Number(i.add_index) > offset).slice(0, max);
      return json({ invoices: before, first_index_offset: before[0]?.add_index ?? "0", last_index_offset: before.at(-1)?.add_index ?? "0" });
    }
    if (req.method === "POST" && path === "/v2/invoices/cancel") {
      const inv = this.invoices.get(hex.encode(base64.decode(body.payment_hash)));
      if (!inv) return grpcError(5, "unable to locate invoice", 404);
      if (inv.state === "SETTLED") return grpcError(2, "invoice already settled", 500);
      inv.state = "CANCELED";
      return json({});
    }
    if (req.method === "POST" && path === "/v2/router/send") return this.send(body);
    if (req.method === "GET" && path.startsWith("/v2/router/track/")) {
      const p = this.payments.get(hashFromUrl(path.slice("/v2/router/track/".length)));
      return p ? stream([{ result: p }]) : grpcError(5, "payment isn't initiated", 404);
    }
    return grpcError(12, "Not Implemented", 501);
  }

  private addInvoice(body: { value: string; memo: string; expiry: string }): Response {
    const preimage = crypto.getRandomValues(new Uint8Array(32));
    const hash = sha256(preimage);
    const now = Math.floor(Date.now() / 1000) + this.clockAheadSeconds;
    const pr = encodeInvoice(
      { network: "mainnet", amountMsat: BigInt(body.value) * 1000n, paymentHash: hash, paymentSecret: crypto.getRandomValues(new Uint8Array(32)), timestamp: now, expirySeconds: Number(body.expiry), description: body.memo },
      NODE_KEY,
    );
    const inv: FakeInvoice = {
      memo: body.memo,
      r_preimage: base64.encode(preimage),
      r_hash: base64.encode(hash),
      value: body.value,
      value_msat: String(BigInt(body.value) * 1000n),
      settled: false,
      creation_date: String(now),
      settle_date: "0",
      payment_request: pr,
      expiry: body.expiry,
      add_index: String(++this.addIndex),
      settle_index: "0",
      amt_paid_sat: "0",
      amt_paid_msat: "0",
      state: "OPEN",
    };
    this.invoices.set(hex.encode(hash), inv);
    return json({ r_hash: inv.r_hash, payment_request: pr, add_index: inv.add_index, payment_addr: base64.encode(new Uint8Array(32)) });
  }

  private send(body: { payment_request: string; fee_limit_sat?: string }): Response {
    const decoded = decodeInvoice(body.payment_request);
    const existing = this.payments.get(decoded.paymentHash);
    // a repeat send fails with gRPC AlreadyExists before any stream message; the REST gateway
    // answers that with HTTP 409 and the status as {"error": …}
    if (existing?.status === "SUCCEEDED") return json({ error: { code: 6, message: "invoice is already paid", details: [] } }, 409);
    if (existing?.status === "IN_FLIGHT") return json({ error: { code: 6, message: "payment is in transition", details: [] } }, 409);
    if ((decoded.timestamp + decoded.expiry) * 1000 <= Date.now()) return stream([{ error: { code: 2, message: "invoice expired", details: [] } }]);
    // as LND does, a route dearer than fee_limit_sat is no route at all
    const b: PaymentBehaviour =
      this.paymentBehaviour.status === "SUCCEEDED" && (this.paymentBehaviour.feeSat ?? 0) > Number(body.fee_limit_sat ?? "0")
        ? { status: "FAILED", reason: "FAILURE_REASON_NO_ROUTE" }
        : this.paymentBehaviour;
    const fee = b.status === "SUCCEEDED" ? (b.feeSat ?? 0) : 0;
    const p = {
      payment_hash: decoded.paymentHash,
      value_sat: String(decoded.amountMsat! / 1000n),
      fee_sat: String(fee),
      fee_msat: String(fee * 1000),
      status: b.status,
      failure_reason: b.status === "FAILED" ? (b.reason ?? "FAILURE_REASON_NO_ROUTE") : "FAILURE_REASON_NONE",
      payment_request: body.payment_request,
    };
    this.payments.set(decoded.paymentHash, p);
    return stream([{ result: p }]);
  }
}
