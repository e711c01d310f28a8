// What makes a sandbox helper call one transfer, and the deposit its provider event made.
import type { IngestResult } from "../../funding/ingest";
import type { IdempotencyKey } from "../../http/idempotency";

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
