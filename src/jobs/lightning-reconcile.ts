// Cron reconciliation of live Lightning: lists the invoices LND settled recently and applies
// each through the same ingestion as every deposit, keyed by payment hash, so a settlement the
// account's own poll already credited (or will) changes nothing. It catches what polling
// missed: an alarm that did not run, an invoice past its poll window.
import { ingestLightningSettlement } from "../funding/ingest";
import { providersFor } from "../providers";

/** How far back settlements are looked for: longer than any invoice's life plus the poll window. */
export const RECONCILE_WINDOW_MS = 48 * 60 * 60_000;

/** `settled`: settlements listed; `applied`: those that reached an account (new or already credited). */
export async function reconcileLightning(env: Env, now: number): Promise<{ settled: number; applied: number }> {
  const node = providersFor(env, "live").lightning;
  if (!node.configured) return { settled: 0, applied: 0 };
  const settled = await node.listSettledInvoices(now - RECONCILE_WINDOW_MS);
  let applied = 0;
  for (const s of settled) {
    try {
      const r = await ingestLightningSettlement(env, "live", s, now);
      if (r.deposit) applied += 1;
    } catch (e) {
      console.error(`reconciling settled invoice ${s.paymentHash} failed; the next run retries`, e);
    }
  }
  return { settled: settled.length, applied };
}
