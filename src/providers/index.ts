// Chooses the providers for a mode. Test keys get the sandbox (deterministic, no network).
// Live keys get the live adapters: Lightning through LND (invoices and LUD-16 payouts), eSIMs
// from Airalo and top-ups from Reloadly (each off until its credentials are set). The seeded
// catalog is test-only, so no live order can reach the sandbox supplier.
import type { Mode } from "../http/context";
import { lndNode, lndPayer } from "./live/lnd";
import { sandboxLightning } from "./sandbox/lightning";
import { sandboxPayer } from "./sandbox/payer";
import { sandboxSupplier } from "./sandbox/supplier";
import { liveSupplier } from "./live/suppliers";
import type { Providers } from "./types";

interface LiveConfig {
  LND_REST_URL?: string;
  LND_MACAROON?: string;
}

export function providersFor(env: Env, mode: Mode): Providers {
  if (mode === "test") {
    return { mode, supplier: sandboxSupplier, lightning: sandboxLightning(env), payer: sandboxPayer, btcUsdRate: env.SANDBOX_BTC_USD_RATE };
  }
  const live = env as unknown as LiveConfig;
  // the indicative rate; a live FX source replaces it when configured
  const btcUsdRate = env.SANDBOX_BTC_USD_RATE;
  return { mode, supplier: liveSupplier(env), lightning: lndNode(live, btcUsdRate), payer: lndPayer(live), btcUsdRate };
}
