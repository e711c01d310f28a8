// What the sandbox providers would send us: signed webhooks for deposits, bank transfers
// and paid invoices. Test helpers build one and run it through the live ingestion path.
import { centsToDecimal } from "../../domain/money";
import { ASSET_DECIMALS, bankReference, fundingDestinations, type Asset, type Network } from "../destinations";
import { ingestProviderWebhook, providerSecret, signProviderPayload, type CryptoWebhook, type IngestResult, type ProviderWebhook } from "../ingest";
import { ensureFundingIndex } from "../reference-index";
import { sha256Hex } from "../../lib/crypto";

export const SANDBOX_PROVIDER = "sandbox";

/** Signs the event as the sandbox provider and posts it through ingestion. */
export async function deliverSandboxEvent(env: Env, event: ProviderWebhook, now = Date.now()): Promise<IngestResult> {
  const body = JSON.stringify(event);
  const signature = await signProviderPayload(providerSecret(env, "test"), body, now);
  return ingestProviderWebhook(env, SANDBOX_PROVIDER, "test", body, signature, now);
}

/** A deterministic transaction hash for a helper call, so a retried call is the same transfer. */
export async function sandboxTxHash(network: Network | "bank", seed: string): Promise<string> {
  const hex = await sha256Hex(`sandbox-tx:${network}:${seed}`);
  return network === "trc20" ? hex : network === "bank" ? `sbx_trf_${hex.slice(0, 24)}` : `0x${hex}`;
}

export async function stablecoinEvent(
  env: Env,
  accountId: string,
  args: { asset: Asset; network: Network; amountCents: number; txHash: string; confirmed: boolean; logIndex?: number },
): Promise<CryptoWebhook> {
  await ensureFundingIndex(env, accountId, "test");
  const dest = fundingDestinations(accountId, "test").find(
    (d) => d.type === "crypto_address" && d.asset === args.asset && d.network === args.network,
  );
  if (!dest || dest.type !== "crypto_address") throw new Error(`no sandbox address for ${args.asset} on ${args.network}`);
  return {
    id: `sbx_evt_${(await sha256Hex(`${args.txHash}:${args.logIndex ?? 0}:${args.confirmed}`)).slice(0, 32)}`,
    type: args.confirmed ? "crypto.deposit.confirmed" : "crypto.deposit.detected",
    data: {
      asset: args.asset,
      network: args.network,
      address: dest.address,
      tx_hash: args.txHash,
      log_index: args.logIndex ?? 0,
      raw_amount: centsToDecimal(args.amountCents, ASSET_DECIMALS[args.asset][args.network]),
      rate: "1.00",
      usd_cents: args.amountCents,
    },
  };
}

export async function bankTransferEvent(env: Env, accountId: string, amountCents: number, transferId: string): Promise<ProviderWebhook> {
  await ensureFundingIndex(env, accountId, "test");
  return {
    id: `sbx_evt_${(await sha256Hex(`bank:${transferId}`)).slice(0, 32)}`,
    type: "bank.transfer.received",
    data: { reference: bankReference(accountId, "test"), transfer_id: transferId, amount_cents: amountCents, currency: "USD" },
  };
}

export async function invoicePaidEvent(env: Env, paymentHash: string, amountSats: number): Promise<ProviderWebhook> {
  return {
    id: `sbx_evt_${(await sha256Hex(`ln:${paymentHash}`)).slice(0, 32)}`,
    type: "lightning.invoice.paid",
    data: { payment_hash: paymentHash, amount_msat: amountSats * 1000, btc_usd_rate: env.SANDBOX_BTC_USD_RATE },
  };
}
