// A wallet top-up over Lightning: an invoice for a USD amount that credits the wallet that amount
// when paid. POST /v1/wallet/lightning_invoices and the dashboard's Wallet page both run this one
// step, under the caller's idempotency key, so a retry of either door replays the invoice it
// minted and never mints a second one.
import type { Mode } from "../http/context";
import type { IdempotencyKey, StoredResponse } from "../http/idempotency";
import { callerAccount } from "../account-object/stub";
import { providersFor } from "../providers";
import { newId } from "../lib/ids";
import { mintUnderClaim } from "./mint-invoice";

/** Largest single top-up invoice: USD 100,000. */
export const MAX_INVOICE_CENTS = 10_000_000;

export const TOP_UP_DESCRIPTION = "Partner Commerce wallet top-up";

export function createLightningTopUp(env: Env, caller: { accountId: string; mode: Mode }, idem: IdempotencyKey, cents: number, now = Date.now()): Promise<StoredResponse> {
  const { stub, ref } = callerAccount(env, caller);
  const request = { cents, description: TOP_UP_DESCRIPTION, expirySeconds: Number(env.LIGHTNING_INVOICE_TTL_SECONDS), now };
  return mintUnderClaim(env, caller, idem, providersFor(env, caller.mode), request, (minted) =>
    stub.createInvoice(
      ref,
      idem,
      {
        id: newId("lni"),
        bolt11: minted.bolt11,
        paymentHash: minted.paymentHash,
        amount: cents,
        amountSats: minted.amountSats,
        expiresAt: minted.expiresAt,
        quoteId: null,
        btcUsdRate: minted.btcUsdRate,
      },
      now,
    ),
  );
}
