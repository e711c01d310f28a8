// Cron sweeps. Every minute each account object with keys expires lapsed quotes, notices
// overdue debits, hands overdue work back to its queue (should its alarm not have) and sends
// its outbox; the hourly run also prunes what its retention rules allow. One account that fails
// is logged and passed over: it never stops the sweep for the accounts after it. The hourly run
// also takes the suppliers' reversals (supplier-reversals.ts); the minute run sends the queued
// Airalo refund requests (airalo-refunds.ts).
// The cron visits the first SWEEP_PAGE account-modes itself and hands every further page to the
// pc-sweeps queue, one message a page, so the number of accounts one invocation visits stays
// bounded however many accounts there are (each consumer invocation has its own limits). A page
// swept twice (a message delivered again) changes nothing more: every step of an object's sweep
// acts only on what is due and marks it done. Hourly, each object also runs one step, in which it
// tells the operators' refund queue its pending refunds again where a write of it was lost.
import { accountObject } from "../account-object/stub";
import type { Mode } from "../http/context";
import { watchChains } from "./chain-watch";
import { refreshDisplayRates } from "./display-rates";
import { reconcileLightning } from "./lightning-reconcile";
import { sealLegacyKycForms } from "../accounts/kyc-document";
import { syncCatalogsHourly } from "./catalog";
import { takeSupplierReversals } from "./supplier-reversals";
import { sendAiraloRefunds } from "./airalo-refunds";
import { pruneSupplyRecords } from "../providers/live/suppliers/duplicates";

export const HOURLY = "0 * * * *";
/** objects swept at once: enough to finish a large sweep within the minute, few enough to stay gentle */
const CONCURRENCY = 8;
/** account-modes per page: what one invocation (the cron's own, or one pc-sweeps message's) visits */
export const SWEEP_PAGE = 500;
/** account-modes read from D1 per query while listing them */
const LIST_CHUNK = 5_000;
/** messages per sendBatch (the queue's limit per call is 100) */
const SEND_CHUNK = 100;

type AccountMode = [accountId: string, mode: Mode];

/** One page of the sweep as a pc-sweeps message: the accounts, and the sweep's time and kind. */
export interface SweepMessage {
  accounts: AccountMode[];
  now: number;
  prune: boolean;
}

export interface SweepResult {
  accounts: number;
  failed: string[];
  [step: string]: number | string[];
}

/** Every account-mode that has an API key, in keyset chunks so no single result grows with the number of accounts. */
async function accountModes(env: Env): Promise<AccountMode[]> {
  const out: AccountMode[] = [];
  let after: AccountMode = ["", "live"];
  for (;;) {
    const { results } = await env.DB.prepare(
      "SELECT DISTINCT account_id, mode FROM api_keys WHERE account_id > ?1 OR (account_id = ?1 AND mode > ?2) ORDER BY account_id, mode LIMIT ?3",
    ).bind(after[0], after[1], LIST_CHUNK).all<{ account_id: string; mode: Mode }>();
    for (const r of results) out.push([r.account_id, r.mode]);
    if (results.length < LIST_CHUNK) return out;
    after = out[out.length - 1]!;
  }
}

/** Sweeps one page of account objects, CONCURRENCY at a time. */
export async function sweepPage(env: Env, accounts: AccountMode[], now: number, opts: { prune: boolean }): Promise<SweepResult> {
  const totals: Record<string, number> = {};
  const failed: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < accounts.length) {
      const [accountId, mode] = accounts[next++]!;
      try {
        const stub = accountObject(env, accountId, mode);
        const r = await stub.sweep(now, opts);
        for (const [k, v] of Object.entries(r)) totals[k] = (totals[k] ?? 0) + v;
        // hourly, one step in the account: its pending refunds reach the operators' queue in D1
        // again should a write after an earlier step have been lost (account-object/refund-queue.ts)
        if (opts.prune) await stub.refunds({ accountId, mode }, { status: "pending" }, { limit: 1 }, now);
      } catch (e) {
        failed.push(`${accountId}:${mode}`);
        console.error(`sweep of ${accountId}:${mode} failed; the other accounts are swept`, e);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, accounts.length) }, worker));
  return { accounts: accounts.length, failed, ...totals };
}

type SendPages = (pages: SweepMessage[]) => Promise<void>;
const sendToQueue = (env: Env): SendPages => async (pages) => {
  for (let i = 0; i < pages.length; i += SEND_CHUNK) {
    await env.SWEEP_QUEUE.sendBatch(pages.slice(i, i + SEND_CHUNK).map((body) => ({ body })));
  }
};

/**
 * The whole sweep: the first page here, every further page as a pc-sweeps message. `pages` in
 * the result counts the messages sent; `accounts` and the step totals are this invocation's own.
 */
export async function sweepAccounts(
  env: Env, now: number, opts: { prune: boolean; pageSize?: number; send?: SendPages },
): Promise<SweepResult & { listed: number; pages: number }> {
  const size = opts.pageSize ?? SWEEP_PAGE;
  const all = await accountModes(env);
  const later: SweepMessage[] = [];
  for (let i = size; i < all.length; i += size) later.push({ accounts: all.slice(i, i + size), now, prune: opts.prune });
  // the pages are handed over first: a slow first page does not delay the others
  if (later.length) await (opts.send ?? sendToQueue(env))(later);
  const own = await sweepPage(env, all.slice(0, size), now, { prune: opts.prune });
  return { ...own, listed: all.length, pages: later.length };
}

export async function handleScheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
  ctx.waitUntil(sweepAccounts(env, controller.scheduledTime, { prune: controller.cron === HOURLY }));
  ctx.waitUntil(controller.cron === HOURLY ? refreshDisplayRates(env, controller.scheduledTime) : watchChains(env, controller.scheduledTime));
  ctx.waitUntil(reconcileLightning(env, controller.scheduledTime).catch((e) => console.error("Lightning reconciliation failed", e)));
  ctx.waitUntil(sealLegacyKycForms(env).catch((e) => console.error("KYC sealing failed", e)));
  if (controller.cron === HOURLY) ctx.waitUntil(syncCatalogsHourly(env, controller.scheduledTime).catch((e) => console.error("catalog sync failed", e)));
  // every minute (not again on the hourly trigger): at most one Airalo refund request per 5 minutes, the oldest due
  if (controller.cron !== HOURLY) ctx.waitUntil(sendAiraloRefunds(env, controller.scheduledTime).catch((e) => console.error("Airalo refund requests failed", e)));
  // hourly: a reversal is rare and not urgent, and each run reads days of Reloadly's report and of Airalo's refunded orders
  if (controller.cron === HOURLY) ctx.waitUntil(takeSupplierReversals(env, controller.scheduledTime).catch((e) => console.error("supplier reversals failed", e)));
  // hourly: supplier call counts, notification keys, failovers and duplicates past their retention
  if (controller.cron === HOURLY) ctx.waitUntil(pruneSupplyRecords(env, controller.scheduledTime).catch((e) => console.error("supply records pruning failed", e)));
}
