// Hourly: pull each configured supplier's catalog into live offers (see suppliers/catalog-sync).
import { syncCatalogs } from "../providers/live/suppliers/catalog-sync";

export async function syncCatalogsHourly(env: Env, now: number): Promise<void> {
  await syncCatalogs(env, now);
}
