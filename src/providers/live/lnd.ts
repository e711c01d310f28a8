// Live Lightning through an LND node's REST API (research §3): LND_REST_URL_LIVE and the
// LND_MACAROON_HEX_LIVE secret (optionally Cloudflare Access service-token headers in front
// of the node). Invoices are minted on mainnet; LND has no webhooks, so pending invoices are
// looked up (v2 lookup) and recently settled ones listed. Payouts go through SendPaymentV2
// with an explicit fee cap (LND's default cap is zero) and are reconciled with TrackPaymentV2.
// Byte fields (r_hash, payment_hash) travel as base64 in REST; our own hashes are hex.
import { base64, base64url, hex } from "@scure/base";
import { lndFailureReason } from "../../domain/payout-failures";
import { decodeInvoice } from "../../lib/bolt11";
import { toHex } from "../../lib/crypto";
import { resolveLightningAddress } from "./lnurl";
import type { LightningNode, LightningPayer, NodeInvoice, PayOutcome } from "../types";

export interface LndConfig {
  LND_REST_URL_LIVE?: string;
  LND_MACAROON_HEX_LIVE?: string;
  LND_CF_ACCESS_CLIENT_ID_LIVE?: string;
  LND_CF_ACCESS_CLIENT_SECRET_LIVE?: string;
  /** payout addresses and callbacks are resolved with this DNS-over-HTTPS resolver first */
  DOH_RESOLVER_URL?: string;
  /** local development only: a loopback LNURL server is let through */
  ALLOW_PRIVATE_WEBHOOK_URLS?: string;
}

const CALL_TIMEOUT_MS = 15_000;
/** SendPaymentV2 gives up on finding a route after this; HTLCs already out are waited for. */
const PAYMENT_TIMEOUT_S = 60;
const STREAM_TIMEOUT_MS = (PAYMENT_TIMEOUT_S + 30) * 1000;
const MAX_LIST_PAGES = 5;
const LIST_PAGE = 200;

export function lndConfigured(env: LndConfig): boolean {
  return !!env.LND_REST_URL_LIVE && !!env.LND_MACAROON_HEX_LIVE;
}

/** A hash in a URL: grpc-gateway reads byte fields there as URL-safe base64 with its padding. */
const urlHash = (paymentHash: string) => encodeURIComponent(base64url.encode(hex.decode(paymentHash)));

/** An answer from LND that is not what its reference describes: transient, retried. */
export class LndError extends Error {}

function client(env: LndConfig, fetchFn: typeof fetch) {
  const base = (env.LND_REST_URL_LIVE ?? "").replace(/\/$/, "");
  const headers: Record<string, string> = { "Grpc-Metadata-macaroon": env.LND_MACAROON_HEX_LIVE ?? "", "content-type": "application/json" };
  if (env.LND_CF_ACCESS_CLIENT_ID_LIVE && env.LND_CF_ACCESS_CLIENT_SECRET_LIVE) {
    headers["CF-Access-Client-Id"] = env.LND_CF_ACCESS_CLIENT_ID_LIVE;
    headers["CF-Access-Client-Secret"] = env.LND_CF_ACCESS_CLIENT_SECRET_LIVE;
  }
  return (path: string, init: { method?: string; body?: unknown; timeoutMs?: number } = {}) => {
    if (!lndConfigured(env)) throw new LndError("live Lightning is not configured (LND_REST_URL_LIVE, LND_MACAROON_HEX_LIVE)");
    return fetchFn(`${base}${path}`, {
      method: init.method ?? "GET",
      redirect: "manual",
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(init.timeoutMs ?? CALL_TIMEOUT_MS),
    });
  };
}

async function errorText(res: Response): Promise<string> {
  const text = await res.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { message?: string; error?: { message?: string } };
    return body.message ?? body.error?.message ?? text.slice(0, 200);
  } catch {
    return text.slice(0, 200);
  }
}

type LndInvoice = { r_hash?: string; state?: string; settled?: boolean; settle_date?: string; amt_paid_msat?: string };

function nodeInvoice(i: LndInvoice): NodeInvoice {
  if (!i.r_hash) throw new LndError("LND's invoice lacks r_hash");
  const state = (i.state ?? (i.settled ? "SETTLED" : "OPEN")).toLowerCase();
  if (state !== "open" && state !== "accepted" && state !== "settled" && state !== "canceled") throw new LndError(`unknown invoice state ${i.state}`);
  const settleDate = Number(i.settle_date ?? "0");
  if (state === "settled" && !(settleDate > 0)) throw new LndError("a settled invoice without settle_date");
  return {
    paymentHash: toHex(base64.decode(i.r_hash)),
    state,
    settledAt: state === "settled" ? settleDate * 1000 : null,
    amountPaidMsat: BigInt(/^\d+$/.test(i.amt_paid_msat ?? "") ? i.amt_paid_msat! : "0"),
  };
}

export function lndNode(env: LndConfig, fetchFn: typeof fetch = fetch): LightningNode {
  const call = client(env, fetchFn);
  return {
    configured: lndConfigured(env),
    async createInvoice({ amountSats, description, expirySeconds }) {
      const res = await call("/v1/invoices", { method: "POST", body: { value: String(amountSats), memo: description, expiry: String(expirySeconds) } });
      if (!res.ok) throw new LndError(`LND answered HTTP ${res.status} to an invoice request: ${await errorText(res)}`);
      const body = (await res.json()) as { payment_request?: string; r_hash?: string };
      if (!body.payment_request || !body.r_hash) throw new LndError("LND's invoice answer lacks payment_request or r_hash");
      // the invoice expires when it says (the node's creation time plus the expiry): payers and
      // the node go by that, so "paid in time" is judged against the same instant
      const minted = decodeInvoice(body.payment_request);
      return { bolt11: body.payment_request, paymentHash: toHex(base64.decode(body.r_hash)), amountSats, expiresAt: (minted.timestamp + minted.expiry) * 1000 };
    },
    async lookupInvoice(paymentHash) {
      const res = await call(`/v2/invoices/lookup?payment_hash=${urlHash(paymentHash)}`);
      if (res.status === 404) return null;
      if (!res.ok) throw new LndError(`LND answered HTTP ${res.status} to an invoice lookup: ${await errorText(res)}`);
      return nodeInvoice((await res.json()) as LndInvoice);
    },
    async listSettledInvoices(since) {
      // newest first by creation; an invoice settled after `since` was created at most its
      // expiry earlier, so a few pages reach back far enough
      const out: NodeInvoice[] = [];
      let offset = "";
      for (let page = 0; page < MAX_LIST_PAGES; page++) {
        const q = new URLSearchParams({ reversed: "true", num_max_invoices: String(LIST_PAGE), ...(offset ? { index_offset: offset } : {}) });
        const res = await call(`/v1/invoices?${q}`);
        if (!res.ok) throw new LndError(`LND answered HTTP ${res.status} to an invoice list: ${await errorText(res)}`);
        const body = (await res.json()) as { invoices?: (LndInvoice & { creation_date?: string })[]; first_index_offset?: string };
        const invoices = body.invoices ?? [];
        for (const i of invoices) {
          const inv = nodeInvoice(i);
          if (inv.state === "settled" && inv.settledAt! >= since) out.push(inv);
        }
        const oldestCreated = Math.min(...invoices.map((i) => Number(i.creation_date ?? "0") * 1000));
        if (invoices.length < LIST_PAGE || !body.first_index_offset || body.first_index_offset === "0" || oldestCreated < since - 86_400_000) break;
        offset = body.first_index_offset;
      }
      return out;
    },
    async cancelInvoice(paymentHash) {
      const res = await call("/v2/invoices/cancel", { method: "POST", body: { payment_hash: base64.encode(hex.decode(paymentHash)) } });
      if (!res.ok) throw new LndError(`LND answered HTTP ${res.status} to a cancel: ${await errorText(res)}`);
    },
  };
}

type LndPayment = { payment_hash?: string; status?: string; failure_reason?: string; fee_sat?: string; fee_msat?: string };

function outcome(p: LndPayment): PayOutcome {
  switch (p.status) {
    case "SUCCEEDED": {
      const feeMsat = /^\d+$/.test(p.fee_msat ?? "") ? BigInt(p.fee_msat!) : BigInt(/^\d+$/.test(p.fee_sat ?? "") ? p.fee_sat! : "0") * 1000n;
      return { status: "succeeded", feeSats: Number((feeMsat + 999n) / 1000n) };
    }
    case "FAILED":
      return { status: "failed", reason: lndFailureReason(p.failure_reason), detail: `Lightning payment failed: ${p.failure_reason ?? "FAILURE_REASON_ERROR"}` };
    default:
      return { status: "in_flight" };
  }
}

/**
 * Reads a REST stream (one JSON object per line, each `{"result": …}` or `{"error": …}`)
 * until a payment reaches a final state or the stream ends.
 */
async function readPaymentStream(res: Response): Promise<PayOutcome | { error: string }> {
  const reader = res.body?.getReader();
  if (!reader) throw new LndError("LND sent no stream");
  const decoder = new TextDecoder();
  let buffered = "";
  let last: PayOutcome = { status: "in_flight" };
  const handle = (line: string): PayOutcome | { error: string } | null => {
    if (!line.trim()) return null;
    const msg = JSON.parse(line) as { result?: LndPayment; error?: { message?: string } };
    if (msg.error) return { error: msg.error.message ?? "unknown error" };
    if (!msg.result) return null;
    last = outcome(msg.result);
    return last.status === "in_flight" ? null : last;
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (value) buffered += decoder.decode(value, { stream: true });
      let nl: number;
      while ((nl = buffered.indexOf("\n")) >= 0) {
        const found = handle(buffered.slice(0, nl));
        buffered = buffered.slice(nl + 1);
        if (found) return found;
      }
      if (done) break;
    }
    return handle(buffered) ?? last;
  } finally {
    await reader.cancel().catch(() => {});
  }
}

/** LND's answers to a second send of a payment hash it already knows (ErrAlreadyPaid, ErrPaymentInFlight). */
const REPEAT_SEND = /already paid|in transition|in flight|already exists/i;

export function lndPayer(env: LndConfig, fetchFn: typeof fetch = fetch): LightningPayer {
  const call = client(env, fetchFn);
  const payer: LightningPayer = {
    configured: lndConfigured(env),
    resolveInvoice: (address, amountMsat) =>
      resolveLightningAddress(address, amountMsat, {
        fetch: fetchFn,
        network: "mainnet",
        resolverUrl: env.DOH_RESOLVER_URL ?? "",
        allowLoopback: env.ALLOW_PRIVATE_WEBHOOK_URLS === "true",
      }),
    async payInvoice(bolt11, paymentHash, { feeLimitSats }) {
      const res = await call("/v2/router/send", {
        method: "POST",
        body: { payment_request: bolt11, fee_limit_sat: String(feeLimitSats), timeout_seconds: PAYMENT_TIMEOUT_S, no_inflight_updates: true },
        timeoutMs: STREAM_TIMEOUT_MS,
      });
      // LND keys payments by hash: a repeat send is refused as already paid or in transition
      // (gRPC AlreadyExists: HTTP 409 before any stream message, or an error inside the stream),
      // and the payment's own status says how the first send went
      const repeated = async () => {
        const status = await payer.paymentStatus(paymentHash);
        return status === "unknown" ? ({ status: "in_flight" } as const) : status;
      };
      if (!res.ok) {
        const text = await errorText(res);
        if (res.status === 409 || REPEAT_SEND.test(text)) return repeated();
        throw new LndError(`LND answered HTTP ${res.status} to a payment: ${text}`);
      }
      const got = await readPaymentStream(res);
      if (!("error" in got)) return got;
      if (REPEAT_SEND.test(got.error)) return repeated();
      throw new LndError(`LND refused the payment: ${got.error.slice(0, 200)}`);
    },
    async paymentStatus(paymentHash) {
      const res = await call(`/v2/router/track/${urlHash(paymentHash)}?no_inflight_updates=true`, { timeoutMs: STREAM_TIMEOUT_MS });
      if (res.status === 404) return "unknown";
      if (!res.ok) throw new LndError(`LND answered HTTP ${res.status} to a payment lookup: ${await errorText(res)}`);
      const got = await readPaymentStream(res);
      if ("error" in got) {
        if (/not found|isn't initiated|not initiated/i.test(got.error)) return "unknown";
        throw new LndError(`LND refused the payment lookup: ${got.error.slice(0, 200)}`);
      }
      return got;
    },
  };
  return payer;
}

