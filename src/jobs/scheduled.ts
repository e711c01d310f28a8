// Cron sweeps. Every minute each account object with keys expires lapsed quotes, notices
// overdue debits, hands lost work back to its queue and sends its outbox; the hourly run also
// prunes idempotency records older than 24 hours.
import { accountObject } from "../account/stub";
import type { Mode } from "../http/context";
import { syncCatalogsHourly } from "./catalog";

export const HOURLY = "0 * * * *";

export async function sweepAccounts(env: Env, now: number, opts: { prune: boolean }) {
  const { results } = await env.DB.prepare("SELECT DISTINCT account_id, mode FROM api_keys").all<{ account_id: string; mode: Mode }>();
  const totals: Record<string, number> = {};
  for (const row of results) {
    const r = await accountObject(env, row.account_id, row.mode).sweep(now, opts);
    for (const [k, v] of Object.entries(r)) totals[k] = (totals[k] ?? 0) + v;
  }
  return { accounts: results.length, ...totals };
}

export async function handleScheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
  ctx.waitUntil(sweepAccounts(env, controller.scheduledTime, { prune: controller.cron === HOURLY }));
  if (controller.cron === HOURLY) ctx.waitUntil(syncCatalogsHourly(env, controller.scheduledTime));
}
