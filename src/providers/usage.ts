// eSIM usage, read from the supplier at most once per 15 minutes per ICCID (Airalo limits usage
// reads and caches them itself); within that window the stored reading is answered.
import type { Mode } from "../http/context";
import { iso } from "../lib/time";
import type { EsimUsage, Supplier } from "./types";

export const USAGE_CACHE_MS = 15 * 60_000;

export interface UsageView extends EsimUsage {
  object: "esim_usage";
  iccid: string;
  checked_at: string;
}

/**
 * `fresh`: ask the supplier even within the 15 minutes (a supplier's notice is checked against
 * the newest reading it will give); should it refuse (429), the stored reading is answered.
 * `esim`: the route that sold it and the supplier's id of it (Supplier.usage); a reading kept
 * under such an id is that eSIM's alone, since a supplier that keys on it reuses ICCIDs.
 */
export async function esimUsage(
  env: Env, supplier: Supplier, mode: Mode, iccid: string, now = Date.now(), opts: { fresh?: boolean; esim?: { sku: string; supplierRef: string | null } } = {},
): Promise<UsageView> {
  const key = opts.esim?.supplierRef ? `${mode}:${iccid}:${opts.esim.supplierRef}` : `${mode}:${iccid}`;
  const cached = await env.DB.prepare("SELECT usage, checked_at FROM esim_usage_cache WHERE iccid = ?").bind(key).first<{ usage: string; checked_at: number }>();
  if (cached && !opts.fresh && now - cached.checked_at < USAGE_CACHE_MS) {
    return { object: "esim_usage", iccid, ...(JSON.parse(cached.usage) as EsimUsage), checked_at: iso(cached.checked_at) };
  }
  let u: EsimUsage;
  try {
    u = await supplier.usage(iccid, opts.esim);
  } catch (e) {
    // the supplier cannot answer now (rate limit, outage): an older reading beats an error
    if (!cached) throw e;
    return { object: "esim_usage", iccid, ...(JSON.parse(cached.usage) as EsimUsage), checked_at: iso(cached.checked_at) };
  }
  const usage: EsimUsage = { status: u.status, data_total_mb: u.data_total_mb, data_remaining_mb: u.data_remaining_mb, unlimited: u.unlimited, expires_at: u.expires_at };
  await env.DB.prepare("INSERT INTO esim_usage_cache (iccid, usage, checked_at) VALUES (?, ?, ?) ON CONFLICT (iccid) DO UPDATE SET usage = excluded.usage, checked_at = excluded.checked_at")
    .bind(key, JSON.stringify(usage), now)
    .run();
  return { object: "esim_usage", iccid, ...usage, checked_at: iso(now) };
}
