// Before anything is minted or promised on Lightning: the rail must be configured (otherwise
// 400 payment_source_unavailable, never a 500) and a current BTC/USD rate known (otherwise
// 503 rate_unavailable). Both are checked before money or a key is touched.
import { satsFor } from "../domain/lightning";
import { ApiError } from "../http/errors";
import type { Providers } from "./types";

export function assertLightningAvailable(p: Providers): void {
  if (!p.lightning.configured || !p.payer.configured) {
    throw new ApiError("payment_source_unavailable", "Lightning is not available in this mode right now; choose another payment source.", "payment_source");
  }
}

/** The satoshi amount of an invoice for `cents`, and the rate it is priced at. */
export async function priceInvoice(p: Providers, cents: number, now: number): Promise<{ amountSats: number; btcUsdRate: string }> {
  assertLightningAvailable(p);
  const btcUsdRate = await p.btcUsdRate("in", now);
  return { amountSats: satsFor(cents, btcUsdRate, "in"), btcUsdRate };
}
