// Live payouts: Lightning addresses resolved per LUD-16 over the public internet, invoices
// paid through an LND node's REST API (LND_REST_URL and the LND_MACAROON secret, hex).
// LND refuses to pay an invoice twice, and says so; that answer counts as success here,
// which is what makes a redelivered payout message harmless.
import { resolveLightningAddress, PayoutFailure } from "../lnurl";
import type { LightningPayer } from "../types";

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
