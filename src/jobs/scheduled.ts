// Cron sweeps. Each visits every account object that has keys and asks it to tidy up.
import { accountObject } from "../account/stub";
import type { Mode } from "../http/context";

export async function sweepAccounts(env: Env, now: number): Promise<{ accounts: number; prunedIdempotencyKeys: number }> {
  const { results } = await env.DB.prepare("SELECT DISTINCT account_id, mode FROM api_keys").all<{ account_id: string; mode: Mode }>();
  let pruned = 0;
  for (const row of results) {
    const r = await accountObject(env, row.account_id, row.mode).sweep(now);
    pruned += r.prunedIdempotencyKeys;
  }
  return { accounts: results.length, prunedIdempotencyKeys: pruned };
}

export async function handleScheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
  ctx.waitUntil(sweepAccounts(env, controller.scheduledTime));
}
