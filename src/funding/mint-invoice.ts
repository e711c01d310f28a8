// Minting a Lightning invoice for an idempotent request (a Lightning quote, a wallet top-up).
// The node is called outside the account's transaction, so the Idempotency-Key is claimed
// first: a retry replays the stored answer instead of minting a second invoice. The invoice's
// payment hash is indexed to the account before it is recorded, and any failure frees the key.
import { callerAccount } from "../account-object/stub";
import type { Mode } from "../http/context";
import { unwrap, type Outcome } from "../http/errors";
import type { IdempotencyKey, StoredResponse } from "../http/idempotency";
import { assertLightningAvailable, priceInvoice } from "../providers/lightning-availability";
import type { MintedInvoice, Providers } from "../providers/types";
import { indexReference } from "./reference-index";

export interface InvoiceRequest {
  cents: number;
  description: string;
  expirySeconds: number;
  now: number;
}

export async function mintUnderClaim(
  env: Env,
  caller: { accountId: string; mode: Mode },
  idem: IdempotencyKey,
  providers: Providers,
  req: InvoiceRequest,
  record: (minted: MintedInvoice & { btcUsdRate: string }) => Promise<Outcome<StoredResponse>>,
): Promise<StoredResponse> {
  assertLightningAvailable(providers);
  const { stub, ref } = callerAccount(env, caller);
  const claim = unwrap(await stub.claimIdempotency(ref, idem, req.now));
  if ("replay" in claim) return claim.replay;
  try {
    const price = await priceInvoice(providers, req.cents, req.now);
    const minted = await providers.lightning.createInvoice({
      amountSats: price.amountSats,
      description: req.description,
      expirySeconds: req.expirySeconds,
      now: req.now,
    });
    await indexReference(env, "payment_hash", minted.paymentHash, caller.accountId, caller.mode, req.now);
    return unwrap(await record({ ...minted, btcUsdRate: price.btcUsdRate }));
  } catch (e) {
    await stub.releaseIdempotency(idem.key);
    throw e;
  }
}
