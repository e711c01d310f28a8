// Paying a Lightning address the LUD-16 way: GET https://<domain>/.well-known/lnurlp/<name>,
// check the amount against minSendable/maxSendable, ask the callback for an invoice of that
// many millisatoshis, and check the invoice (amount, network, signature) before anything is
// paid. The description hash is only compared with sha256(metadata) and a mismatch logged:
// LUD-06 dropped that requirement and common wallets no longer meet it, while the amount check
// (the one that protects the money) stays mandatory. Any server may be hostile: the address's
// domain and the callback's host must resolve (DNS over HTTPS) to public addresses only, no
// redirects are followed, every answer is size-capped and time-limited, and what a server
// answered never reaches the partner: a failure carries one code of the closed list in
// src/domain/payout-failures.ts, its detail (host, status, text) is for the operator's logs.
import { sha256 } from "@noble/hashes/sha2.js";
import type { PayoutFailureReason } from "../../domain/payout-failures";
import { decodeInvoice, type LightningNetwork } from "../../lib/bolt11";
import { toHex } from "../../lib/crypto";
import { checkResolvedHost } from "../../lib/doh";
import { isLoopbackDomain, lnurlpUrl, parseLightningAddress } from "../../lib/lightning-address";
import { readAtMost } from "../../lib/bounded-read";
import { checkWebhookUrl } from "../../lib/public-host";
import { PayoutFailure } from "../payout-failure";

export interface LnurlOptions {
  fetch: typeof fetch;
  network: LightningNetwork;
  /** the DNS-over-HTTPS resolver every host is checked with before it is called (DOH_RESOLVER_URL) */
  resolverUrl: string;
  /** local development only (ALLOW_PRIVATE_WEBHOOK_URLS=true): loopback answers pass */
  allowLoopback: boolean;
  /** how the resolver is asked; the global fetch unless given */
  resolverFetch?: typeof fetch;
  timeoutMs?: number;
  maxBytes?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 64 * 1024;

/**
 * Refuses a host that does not resolve to public addresses only (`reason` then says which
 * host it was). A resolver fault is not a verdict on the host: it is thrown as a plain error,
 * which the payout job retries.
 */
async function checkHost(host: string, reason: PayoutFailureReason, opts: LnurlOptions): Promise<void> {
  // loopback literals get here only when local development lets them through: nothing to resolve
  if (opts.allowLoopback && (isLoopbackDomain(host) || host === "[::1]")) return;
  const check = await checkResolvedHost(host, { resolverUrl: opts.resolverUrl, allowLoopback: opts.allowLoopback, fetcher: opts.resolverFetch });
  if (check.ok) return;
  if (check.fault) throw new Error(`${host}: ${check.reason}`);
  throw new PayoutFailure(reason, `${host}: ${check.reason}`);
}

async function getJson(url: string, opts: LnurlOptions): Promise<Record<string, unknown>> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new PayoutFailure("lnurl_unreachable", `${new URL(url).host} did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([timeout, read(url, opts.fetch, controller.signal, maxBytes)]);
  } finally {
    clearTimeout(timer);
  }
}

async function read(url: string, fetchFn: typeof fetch, signal: AbortSignal, maxBytes: number): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetchFn(url, { method: "GET", redirect: "manual", signal, headers: { accept: "application/json" } });
  } catch (e) {
    throw new PayoutFailure("lnurl_unreachable", `could not reach ${new URL(url).host}: ${(e as Error).message}`);
  }
  if (res.status >= 300 && res.status < 400) throw new PayoutFailure("lnurl_invalid_response", `${new URL(url).host} answered with a redirect, which is not followed`);
  if (res.status !== 200) throw new PayoutFailure("lnurl_invalid_response", `${new URL(url).host} answered HTTP ${res.status}`);
  const declared = Number(res.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new PayoutFailure("lnurl_invalid_response", `${new URL(url).host} sent more than ${maxBytes} bytes`);
  if (!res.body) throw new PayoutFailure("lnurl_invalid_response", `${new URL(url).host} sent no body`);
  const bytes = await readAtMost(res.body, maxBytes);
  if (!bytes) throw new PayoutFailure("lnurl_invalid_response", `${new URL(url).host} sent more than ${maxBytes} bytes`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new PayoutFailure("lnurl_invalid_response", `${new URL(url).host} did not send JSON`);
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new PayoutFailure("lnurl_invalid_response", `${new URL(url).host} did not send a JSON object`);
  const obj = parsed as Record<string, unknown>;
  if (obj.status === "ERROR") throw new PayoutFailure("lnurl_refused", `${new URL(url).host} refused: ${String(obj.reason ?? "no reason given").slice(0, 200)}`);
  return obj;
}

export interface ResolvedInvoice {
  bolt11: string;
  paymentHash: string;
  amountMsat: bigint;
}

const isMsat = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;

/** Resolves a Lightning address to a checked invoice for exactly `amountMsat`. */
export async function resolveLightningAddress(address: string, amountMsat: bigint, opts: LnurlOptions): Promise<ResolvedInvoice> {
  const parsed = parseLightningAddress(address, { allowLoopback: opts.allowLoopback });
  if (!parsed.ok) throw new PayoutFailure("invalid_lightning_address", `not a usable Lightning address: ${parsed.reason}`);
  await checkHost(parsed.domain, "invalid_lightning_address", opts);
  const pay = await getJson(lnurlpUrl(parsed.name, parsed.domain), opts);
  if (pay.tag !== "payRequest") throw new PayoutFailure("lnurl_invalid_response", "the address did not answer with a LUD-06 payRequest");
  const { callback, minSendable, maxSendable, metadata } = pay;
  if (typeof callback !== "string" || typeof metadata !== "string") throw new PayoutFailure("lnurl_invalid_response", "the payRequest lacks callback or metadata");
  // whole millisatoshis, at least 1: anything else (1e999 parses as Infinity) is malformed, and final
  if (!isMsat(minSendable) || !isMsat(maxSendable) || minSendable < 1) {
    throw new PayoutFailure("lnurl_invalid_response", "the payRequest's minSendable/maxSendable are not whole millisatoshi amounts");
  }
  if (amountMsat < BigInt(minSendable) || amountMsat > BigInt(maxSendable)) {
    throw new PayoutFailure("amount_outside_limits", `the address accepts ${minSendable}–${maxSendable} msat; the payout is ${amountMsat} msat`);
  }
  const target = checkWebhookUrl(callback, { allowLoopback: opts.allowLoopback });
  if (!target.ok) throw new PayoutFailure("callback_not_public", `the callback is not a public https URL (${target.reason})`);
  const url = new URL(target.url);
  await checkHost(url.hostname, "callback_not_public", opts);
  url.searchParams.set("amount", amountMsat.toString());
  const answer = await getJson(url.toString(), opts);
  if (typeof answer.pr !== "string") throw new PayoutFailure("invoice_invalid", "the callback answered without an invoice (pr)");
  let invoice;
  try {
    invoice = decodeInvoice(answer.pr);
  } catch (e) {
    throw new PayoutFailure("invoice_invalid", `the callback's invoice does not decode: ${(e as Error).message}`);
  }
  if (invoice.network !== opts.network) throw new PayoutFailure("invoice_invalid", `the invoice is for ${invoice.network}, not ${opts.network}`);
  if (invoice.amountMsat !== amountMsat) throw new PayoutFailure("invoice_invalid", `the invoice is for ${invoice.amountMsat ?? "any"} msat, not ${amountMsat}`);
  const expectedHash = toHex(sha256(new TextEncoder().encode(metadata)));
  if (invoice.descriptionHash !== expectedHash) {
    console.warn(JSON.stringify({
      msg: "payout invoice description hash does not match the LNURL metadata; paid anyway (LUD-06 no longer requires it)",
      address: parsed.address,
      payment_hash: invoice.paymentHash,
      description_hash: invoice.descriptionHash,
      metadata_hash: expectedHash,
    }));
  }
  return { bolt11: answer.pr, paymentHash: invoice.paymentHash, amountMsat };
}
