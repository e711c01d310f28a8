// Chooses the providers for a mode. Test keys get the sandbox (deterministic, no network,
// the fixed SANDBOX_BTC_USD_RATE). Live keys get the live adapters: Lightning through LND
// (invoices and LUD-16 payouts) priced at the live BTC/USD spot rate with the spread, eSIMs
// from Airalo and top-ups from Reloadly (each off until its credentials are set). The seeded
// catalog is test-only, so no live order can reach the sandbox supplier.
import type { Mode } from "../http/context";
import { spreadRate } from "../domain/lightning";
import { liveBtcUsdSpot } from "../rates/btc-usd";
import { lndNode, lndPayer, type LndConfig } from "./live/lnd";
import { sandboxLightning } from "./sandbox/lightning";
import { sandboxPayer } from "./sandbox/payer";
import { sandboxSupplier } from "./sandbox/supplier";
import { liveSupplier } from "./live/suppliers/supplier";
import type { Providers } from "./types";

export function providersFor(env: Env, mode: Mode): Providers {
  if (mode === "test") {
    const fixed = env.SANDBOX_BTC_USD_RATE;
    return { mode, supplier: sandboxSupplier, lightning: sandboxLightning(), payer: sandboxPayer, btcUsdRate: async () => fixed };
  }
  const live = env as unknown as LndConfig;
  const spreadBps = Number(env.LIGHTNING_SPREAD_BPS ?? "100");
  return {
    mode,
    supplier: liveSupplier(env),
    lightning: lndNode(live),
    payer: lndPayer(live),
    btcUsdRate: async (direction, now = Date.now()) => spreadRate((await liveBtcUsdSpot(env, now)).rate, spreadBps, direction),
  };
}
