// Live Lightning through an LND node's REST API (LND_REST_URL and the LND_MACAROON secret,
// hex): invoices minted on mainnet for incoming payments, and payouts to Lightning addresses
// resolved per LUD-16. LND refuses to pay an invoice twice, and says so; that answer counts
// as success here, which is what makes a redelivered payout message harmless.
import { base64 } from "@scure/base";
import { toHex } from "../../lib/crypto";
import { satsForUsdCents } from "../../lib/bolt11";
import { resolveLightningAddress, PayoutFailure } from "../lnurl";
import type { LightningNode, LightningPayer } from "../types";

/** Live Lightning needs a node; without one, minting fails loudly rather than falling back to the sandbox. */
export class LightningNotConfigured extends Error {
  constructor() {
    super("live Lightning is not configured (LND_REST_URL, LND_MACAROON)");
  }
}

export function lndNode(env: LndConfig, btcUsdRate: string, fetchFn: typeof fetch = fetch): LightningNode {
  return {
    async createInvoice({ amountCents, description, expirySeconds, now }) {
      if (!env.LND_REST_URL || !env.LND_MACAROON) throw new LightningNotConfigured();
      const amountSats = satsForUsdCents(amountCents, btcUsdRate);
      const res = await fetchFn(`${env.LND_REST_URL.replace(/\/$/, "")}/v1/invoices`, {
        method: "POST",
        redirect: "manual",
        headers: { "Grpc-Metadata-macaroon": env.LND_MACAROON, "content-type": "application/json" },
        body: JSON.stringify({ value: String(amountSats), memo: description, expiry: String(expirySeconds) }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!res.ok) throw new Error(`LND answered HTTP ${res.status} to an invoice request`);
      const body = (await res.json()) as { payment_request?: string; r_hash?: string };
      if (!body.payment_request || !body.r_hash) throw new Error("LND's invoice answer lacks payment_request or r_hash");
      return {
        bolt11: body.payment_request,
        paymentHash: toHex(base64.decode(body.r_hash)),
        amountSats,
        expiresAt: now + expirySeconds * 1000,
      };
    },
  };
}

interface LndConfig {
  LND_REST_URL?: string;
  LND_MACAROON?: string;
}

export function lndPayer(env: LndConfig, fetchFn: typeof fetch = fetch): LightningPayer {
  return {
    resolveInvoice: (address, amountMsat) => resolveLightningAddress(address, amountMsat, { fetch: fetchFn, network: "mainnet" }),
    async payInvoice(bolt11) {
      if (!env.LND_REST_URL || !env.LND_MACAROON) throw new PayoutFailure("live Lightning payouts are not configured");
      const res = await fetchFn(`${env.LND_REST_URL.replace(/\/$/, "")}/v1/channels/transactions`, {
        method: "POST",
        redirect: "manual",
        headers: { "Grpc-Metadata-macaroon": env.LND_MACAROON, "content-type": "application/json" },
        body: JSON.stringify({ payment_request: bolt11 }),
        signal: AbortSignal.timeout(60_000),
      });
      if (!res.ok) throw new Error(`LND answered HTTP ${res.status}`); // transient: retried
      const body = (await res.json()) as { payment_error?: string; payment_preimage?: string };
      if (!body.payment_error) return { status: "succeeded" };
      if (/already paid/i.test(body.payment_error)) return { status: "succeeded" };
      if (/in transition|in flight/i.test(body.payment_error)) throw new Error("payment still in flight"); // look again later
      return { status: "failed", reason: `Lightning payment failed: ${body.payment_error.slice(0, 200)}` };
    },
  };
}
