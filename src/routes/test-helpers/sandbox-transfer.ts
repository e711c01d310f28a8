// What makes a sandbox helper call one transfer, the deposit its provider event made, and the
// money-in helpers themselves (a bank transfer, a stablecoin deposit, paying a Lightning invoice):
// the API's test-helper routes and the dashboard's wallet buttons both run these, under the
// caller's idempotency key.
import { underClaimedKey } from "../../account-object/stub";
import { ApiError, unwrap } from "../../http/errors";
import type { IngestResult } from "../../funding/ingest";
import type { Asset, Network } from "../../funding/destinations";
import { bankTransferEvent, deliverSandboxEvent, invoicePaidEvent, sandboxTxHash, stablecoinEvent } from "../../funding/sandbox/provider-events";
import type { IdempotencyKey } from "../../http/idempotency";
import type { OwnRef, OwnStub } from "../own";
import type { CreateBankTransferBody, CreateDepositBody } from "./schemas";
import type { z } from "@hono/zod-openapi";

/**
 * A retry under the same claim (same key, same request, within 24 h) gets the same hash, so
 * its provider event is applied once; the key reused after its record lapsed starts a new
 * claim epoch, so it is a new transfer.
 */
export function transferSeed(accountId: string, idem: IdempotencyKey, epoch: number): string {
  return `${accountId}:${idem.key}:${epoch}`;
}

export function depositOf(result: IngestResult) {
  if (!result.deposit) throw new Error(`sandbox event was not applied: ${result.ignored ?? "no deposit"}`);
  return result.deposit;
}

type Own = { stub: OwnStub; ref: OwnRef };

/** A simulated bank transfer quoting the account's reference, final on arrival (credited at once). */
export function simulateBankTransfer(env: Env, own: Own, idem: IdempotencyKey, body: z.output<typeof CreateBankTransferBody>) {
  const { stub, ref } = own;
  return underClaimedKey(stub, ref, idem, async (epoch) => {
    const transferId = await sandboxTxHash("bank", transferSeed(ref.accountId, idem, epoch));
    return depositOf(await deliverSandboxEvent(env, await bankTransferEvent(env, ref.accountId, body.amount, transferId)));
  });
}

/** A simulated stablecoin deposit to the account's address, credited at once unless `status` is detected. */
export function simulateStablecoinDeposit(env: Env, own: Own, idem: IdempotencyKey, body: z.output<typeof CreateDepositBody>) {
  const { stub, ref } = own;
  return underClaimedKey(stub, ref, idem, async (epoch) => {
    const txHash = await sandboxTxHash(body.network as Network, transferSeed(ref.accountId, idem, epoch));
    const args = { asset: body.asset as Asset, network: body.network as Network, amountCents: body.amount, txHash };
    const detected = await deliverSandboxEvent(env, await stablecoinEvent(env, ref.accountId, { ...args, confirmed: false }));
    if (body.status === "detected") return depositOf(detected);
    return depositOf(await deliverSandboxEvent(env, await stablecoinEvent(env, ref.accountId, { ...args, confirmed: true })));
  });
}

/**
 * A pending sandbox invoice paid through the normal ingestion path: the wallet is credited and the
 * quote it was minted for settled. Concurrent pays all pass the check; only the one whose event
 * paid the invoice answers, the others are refused as no longer pending.
 */
export function simulateLightningPayment(env: Env, own: Own, idem: IdempotencyKey, invoiceId: string) {
  const { stub, ref } = own;
  return underClaimedKey(stub, ref, idem, async () => {
    const inv = unwrap(await stub.checkPayable(ref, invoiceId));
    const result = await deliverSandboxEvent(env, await invoicePaidEvent(env, inv.payment_hash, inv.amount_sats));
    if (!result.deposit || result.ignored || result.repeat) throw new ApiError("invoice_not_pending", `Invoice ${inv.id} can no longer be paid.`);
    return result.deposit;
  });
}
