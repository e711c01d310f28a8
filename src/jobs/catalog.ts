// Hourly: pull each configured supplier's catalog into live offers (see providers/live/suppliers/catalog-sync.ts).
import { syncCatalogs } from "../providers/live/suppliers/catalog-sync";

export async function syncCatalogsHourly(env: Env, now: number): Promise<void> {
  await syncCatalogs(env, now);
}
