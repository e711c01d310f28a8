// Cron sweeps. Every minute each account object with keys expires lapsed quotes, notices
// overdue debits, hands overdue work back to its queue (should its alarm not have) and sends
// its outbox; the hourly run also prunes idempotency records older than 24 hours. One account
// that fails is logged and passed over: it never stops the sweep for the accounts after it.
import { accountObject } from "../account-object/stub";
import type { Mode } from "../http/context";
import { watchChains } from "./chain-watch";
import { refreshDisplayRates } from "./display-rates";
import { reconcileLightning } from "./lightning-reconcile";
import { sealLegacyKycForms } from "../accounts/kyc-document";
import { syncCatalogsHourly } from "./catalog";

export const HOURLY = "0 * * * *";
/** objects swept at once: enough to finish a large sweep within the minute, few enough to stay gentle */
const CONCURRENCY = 8;

export async function sweepAccounts(env: Env, now: number, opts: { prune: boolean }) {
  const { results } = await env.DB.prepare("SELECT DISTINCT account_id, mode FROM api_keys").all<{ account_id: string; mode: Mode }>();
  const totals: Record<string, number> = {};
  const failed: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < results.length) {
      const row = results[next++]!;
      try {
        const r = await accountObject(env, row.account_id, row.mode).sweep(now, opts);
        for (const [k, v] of Object.entries(r)) totals[k] = (totals[k] ?? 0) + v;
      } catch (e) {
        failed.push(`${row.account_id}:${row.mode}`);
        console.error(`sweep of ${row.account_id}:${row.mode} failed; the other accounts are swept`, e);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, results.length) }, worker));
  return { accounts: results.length, failed, ...totals };
}

export async function handleScheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
  ctx.waitUntil(sweepAccounts(env, controller.scheduledTime, { prune: controller.cron === HOURLY }));
  ctx.waitUntil(controller.cron === HOURLY ? refreshDisplayRates(env, controller.scheduledTime) : watchChains(env, controller.scheduledTime));
  ctx.waitUntil(reconcileLightning(env, controller.scheduledTime).catch((e) => console.error("Lightning reconciliation failed", e)));
  ctx.waitUntil(sealLegacyKycForms(env).catch((e) => console.error("KYC sealing failed", e)));
  if (controller.cron === HOURLY) ctx.waitUntil(syncCatalogsHourly(env, controller.scheduledTime).catch((e) => console.error("catalog sync failed", e)));
}
