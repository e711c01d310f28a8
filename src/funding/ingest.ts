// The one path by which money from outside enters an account: a provider's webhook,
// authenticated by its signature (a secret per mode), routed through the reference index,
// and applied by the account's object, which de-duplicates it by the provider's event id.
import { z } from "@hono/zod-openapi";
import { unwrap } from "../http/errors";
import { ApiError } from "../http/errors";
import type { Mode } from "../http/context";
import { accountObject } from "../account-object/stub";
import { lightningSettlement, LND_PROVIDER, type ProviderEvent, type ProviderEventResult } from "../account-object/deposits";
import { centsToDecimal, unitsToDecimal } from "../domain/money";
import { hmacSha256Hex, safeEqual } from "../lib/crypto";
import { recordDeposit } from "../lib/metrics";
import { addressKey } from "./destinations";
import { findReference, type ReferenceKind } from "./reference-index";
import type { NodeInvoice } from "../providers/types";

export const SIGNATURE_HEADER = "provider-signature";
const TOLERANCE_S = 300;

const decimal = z.string().regex(/^\d+(\.\d+)?$/);

export const ProviderWebhookSchema = z.discriminatedUnion("type", [
  z.object({
    id: z.string().min(1).max(200),
    type: z.enum(["crypto.deposit.detected", "crypto.deposit.confirmed"]),
    data: z.object({
      asset: z.enum(["USDT", "USDC"]),
      network: z.enum(["base", "bep20", "trc20"]),
      address: z.string().min(1).max(100),
      tx_hash: z.string().min(1).max(100),
      // which transfer of the transaction this is (several may share a tx_hash)
      log_index: z.number().int().min(0).default(0),
      raw_amount: decimal,
      rate: decimal,
      usd_cents: z.number().int().positive(),
    }),
  }),
  z.object({
    id: z.string().min(1).max(200),
    type: z.literal("bank.transfer.received"),
    data: z.object({
      reference: z.string().min(1).max(100),
      transfer_id: z.string().min(1).max(100),
      amount_cents: z.number().int().positive(),
      currency: z.literal("USD"),
    }),
  }),
  z.object({
    id: z.string().min(1).max(200),
    type: z.literal("lightning.invoice.paid"),
    data: z.object({
      payment_hash: z.string().regex(/^[0-9a-f]{64}$/),
      amount_msat: z.number().int().positive(),
      btc_usd_rate: decimal,
    }),
  }),
]);
export type ProviderWebhook = z.infer<typeof ProviderWebhookSchema>;
export type CryptoWebhook = Extract<ProviderWebhook, { data: { tx_hash: string } }>;

export function providerSecret(env: Env, mode: Mode): string {
  return mode === "test" ? env.SANDBOX_WEBHOOK_SECRET : env.LIVE_WEBHOOK_SECRET;
}

export async function signProviderPayload(secret: string, body: string, now = Date.now()): Promise<string> {
  const t = Math.floor(now / 1000);
  return `t=${t},v1=${await hmacSha256Hex(secret, `${t}.${body}`)}`;
}

async function verify(secret: string, body: string, header: string | null, now: number): Promise<boolean> {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(",").map((p) => p.split("=", 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(now / 1000 - t) > TOLERANCE_S || !parts.v1) return false;
  return safeEqual(parts.v1, await hmacSha256Hex(secret, `${t}.${body}`));
}

function route(w: ProviderWebhook): { kind: ReferenceKind; value: string; event: ProviderEvent } {
  switch (w.type) {
    case "crypto.deposit.detected":
    case "crypto.deposit.confirmed":
      return {
        kind: "deposit_address",
        value: addressKey(w.data.network, w.data.address),
        event: {
          kind: w.type === "crypto.deposit.detected" ? "crypto.detected" : "crypto.confirmed",
          asset: w.data.asset,
          network: w.data.network,
          address: w.data.address,
          amount: w.data.usd_cents,
          rawAmount: w.data.raw_amount,
          txHash: w.data.tx_hash,
          logIndex: w.data.log_index,
          received: { amount: w.data.raw_amount, currency: w.data.asset, rate: w.data.rate },
        },
      };
    case "bank.transfer.received":
      return {
        kind: "bank_reference",
        value: w.data.reference,
        event: {
          kind: "bank.received",
          reference: w.data.reference,
          amount: w.data.amount_cents,
          transferId: w.data.transfer_id,
          received: { amount: centsToDecimal(w.data.amount_cents), currency: "USD", rate: "1.00" },
        },
      };
    case "lightning.invoice.paid":
      return {
        kind: "payment_hash",
        value: w.data.payment_hash,
        event: {
          kind: "lightning.paid",
          paymentHash: w.data.payment_hash,
          // millisatoshis as BTC with 11 decimals would be exact; sats (8 decimals) is what wallets show
          received: { amount: unitsToDecimal(BigInt(Math.floor(w.data.amount_msat / 1000)), 8), currency: "BTC", rate: w.data.btc_usd_rate },
        },
      };
  }
}

/** The reconciliation's way in: routes a settlement by its payment hash and applies it in its account. */
export async function ingestLightningSettlement(env: Env, mode: Mode, s: NodeInvoice, now = Date.now()): Promise<IngestResult> {
  const owner = await findReference(env, "payment_hash", s.paymentHash);
  if (!owner || owner.mode !== mode) return { deposit: null, ignored: "unknown reference" };
  const { eventId, event } = lightningSettlement(s);
  const applied = unwrap(await accountObject(env, owner.accountId, owner.mode).applyProviderEvent(owner, LND_PROVIDER, eventId, event, now));
  return { ...applied, account_id: owner.accountId };
}

export interface IngestResult extends ProviderEventResult {
  account_id?: string;
}

/**
 * Verifies, routes and applies one provider webhook. Unknown references are acknowledged
 * and ignored (a retry would not help); a bad signature or body is refused.
 */
export async function ingestProviderWebhook(
  env: Env,
  provider: string,
  mode: Mode,
  rawBody: string,
  signature: string | null,
  now = Date.now(),
): Promise<IngestResult> {
  if (!(await verify(providerSecret(env, mode), rawBody, signature, now))) {
    throw new ApiError("invalid_api_key", "The provider signature is missing, invalid or too old.");
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw new ApiError("invalid_json", "The provider event is not valid JSON.");
  }
  const result = ProviderWebhookSchema.safeParse(parsed);
  if (!result.success) throw new ApiError("parameter_invalid", "The provider event does not have a known shape.");
  const { kind, value, event } = route(result.data);
  return deliverToAccount(env, provider, mode, result.data.id, kind, value, event, now);
}

/**
 * Finds the account a reference belongs to and applies the event there, once per provider
 * event id (the account's object de-duplicates). Every rail ends here: signed webhooks, the
 * bank provider's re-read transactions and the chain watchers' transfers.
 */
export async function deliverToAccount(
  env: Env,
  provider: string,
  mode: Mode,
  eventId: string,
  kind: ReferenceKind,
  value: string,
  event: ProviderEvent,
  now = Date.now(),
): Promise<IngestResult> {
  const owner = await findReference(env, kind, value);
  if (!owner || owner.mode !== mode) return { deposit: null, ignored: "unknown reference" };
  const applied = unwrap(
    await accountObject(env, owner.accountId, owner.mode).applyProviderEvent(owner, provider, eventId, event, now),
  );
  const recorded = await env.DB.prepare("INSERT OR IGNORE INTO provider_events (provider, event_id, mode, received_at) VALUES (?, ?, ?, ?)")
    .bind(provider, eventId, mode, now)
    .run();
  // counted once per provider event: a redelivered event inserts nothing here
  if (applied.deposit && recorded.meta.changes > 0) {
    recordDeposit(env, { account: owner.accountId, mode, rail: applied.deposit.rail, status: applied.deposit.status, cents: applied.deposit.amount.amount });
  }
  // money taken back from a wallet is an operator's matter: alerted once per provider event
  if (applied.clawback && recorded.meta.changes > 0) {
    console.log(JSON.stringify({
      level: "alert",
      msg: "transfer clawed back from a wallet",
      provider,
      event: eventId,
      account: owner.accountId,
      mode,
      amount_cents: applied.clawback.amount.amount,
      balance_after_cents: applied.clawback.balance_after.amount,
      ledger_entry: applied.clawback.id,
      description: applied.clawback.description,
    }));
  }
  return { ...applied, account_id: owner.accountId };
}
