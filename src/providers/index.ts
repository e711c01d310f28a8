// Chooses the providers for a mode: the sandbox for test keys; for live keys the live
// adapters where one exists (payouts via LUD-16 and LND). Suppliers, invoice minting and
// funding rails have sandbox implementations only so far; see docs/operations.md.
import type { Mode } from "../http/context";
import { lndPayer } from "./live/lnd";
import { sandboxLightning } from "./sandbox/lightning";
import { sandboxPayer } from "./sandbox/payer";
import { sandboxSupplier } from "./sandbox/supplier";
import type { Providers } from "./types";

export function providersFor(env: Env, mode: Mode): Providers {
  return {
    mode,
    supplier: sandboxSupplier,
    lightning: sandboxLightning(env),
    payer: mode === "test" ? sandboxPayer : lndPayer(env as unknown as { LND_REST_URL?: string; LND_MACAROON?: string }),
    btcUsdRate: env.SANDBOX_BTC_USD_RATE,
  };
}
