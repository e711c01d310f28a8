// Catalog sync (hourly cron and POST /admin/v1/catalog/sync): each configured supplier's catalog
// becomes live offers. An offer's id is derived from its supplier package, so it stays the same
// for as long as the package exists; a package missing from the catalog withdraws its offer; a
// price change applies to new quotes only (a quote keeps the price it was made with). An offer
// an operator withdrew stays withdrawn until the operator restores it. A supplier without
// configuration has its offers withdrawn. Running it twice changes nothing more.
import { auditRow, recordAudit } from "../../../audit/log";
import type { AuditContext } from "../../../audit/actor";
import { sha256 } from "@noble/hashes/sha2.js";
import { reloadlyClient, airaloClient } from "./supplier";
import { balanceAlertCents, supplierEnv, SUPPLIERS, topupAmountsCents, topupCountries, type SupplierName } from "./config";
import { margins, priceFor, sellsAtLoss, type Margins } from "./pricing";
import { canTake } from "./reloadly";
import { airaloSku, topupOfferSku } from "./sku";
import type { FetchFn } from "./http";
import { globalFetch } from "./http";
import { forgetCachedOffers } from "../../../offers/catalog";

export interface LiveOffer {
  id: string;
  category: "esim" | "mobile_topup";
  name: string;
  coverageType: string;
  countries: string[];
  dataAmount: number;
  dataUnit: string;
  dataUnlimited: boolean;
  validityDays: number;
  costCents: number;
  requiresDestination: boolean;
  supplierSku: string;
  /** "esim": an Airalo top-up package, sold only for an eSIM that takes it; null otherwise */
  topupFor?: "esim" | null;
}

export interface SyncReport {
  supplier: SupplierName;
  configured: boolean;
  ok: boolean;
  published: number;
  held_back: number;
  withdrawn: number;
  error: string | null;
  balance: { cents: number; currency: string } | null;
}

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** off_ + 26 characters derived from the supplier SKU: the same package always gets the same id. */
export function stableOfferId(sku: string): string {
  const d = sha256(new TextEncoder().encode(`offer:${sku}`));
  return "off_" + Array.from(d.slice(0, 26), (b) => CROCKFORD[b & 31]).join("");
}

const SKU_PREFIX: Record<SupplierName, string> = { airalo: "airalo:", reloadly: "reloadly:" };

function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

async function airaloOffers(env: Env, fetchFn: FetchFn): Promise<LiveOffer[] | null> {
  const client = airaloClient(env, fetchFn);
  if (!client) return null;
  return (await client.packages()).map((p) => {
    const gb = !p.unlimited && p.dataMb >= 1024 && p.dataMb % 1024 === 0;
    const sku = airaloSku(p.packageId);
    return {
      id: stableOfferId(sku),
      category: "esim",
      name: p.title,
      coverageType: p.coverage,
      countries: p.countries,
      dataAmount: p.unlimited ? 0 : gb ? p.dataMb / 1024 : p.dataMb,
      dataUnit: p.unlimited || gb ? "GB" : "MB",
      dataUnlimited: p.unlimited,
      validityDays: p.days,
      costCents: p.costCents,
      requiresDestination: false,
      supplierSku: sku,
      topupFor: p.topup ? "esim" : null,
    };
  });
}

async function reloadlyOffers(env: Env, fetchFn: FetchFn): Promise<LiveOffer[] | null> {
  const client = reloadlyClient(env, fetchFn);
  if (!client) return null;
  const out: LiveOffer[] = [];
  for (const country of topupCountries(supplierEnv(env))) {
    const ops = await client.operators(country);
    for (const cents of topupAmountsCents(supplierEnv(env))) {
      const takers = ops.filter((op) => canTake(op, cents));
      if (takers.length === 0) continue;
      // the operator is only known at quote time: price for the one that costs us most
      const cost = Math.max(...takers.map((op) => Math.ceil((cents * (10_000 - op.commissionBps)) / 10_000)));
      const sku = topupOfferSku(country, cents);
      out.push({
        id: stableOfferId(sku),
        category: "mobile_topup",
        name: `${countryName(country)} top-up USD ${(cents / 100).toFixed(cents % 100 ? 2 : 0)}`,
        coverageType: "country",
        countries: [country],
        dataAmount: 0,
        dataUnit: "GB",
        dataUnlimited: false,
        validityDays: 0,
        costCents: cost,
        requiresDestination: true,
        supplierSku: sku,
      });
    }
  }
  return out;
}

/** Writes the offers seen in this sync and withdraws the supplier's offers it did not see. */
async function publish(env: Env, supplier: SupplierName, offers: LiveOffer[], m: Margins, now: number) {
  let published = 0;
  let heldBack = 0;
  const statements: D1PreparedStatement[] = [];
  for (const o of offers) {
    const price = priceFor(o.costCents, o.category === "esim" ? m.esim_margin_bps : m.topup_margin_bps);
    if (sellsAtLoss(price, o.costCents)) {
      heldBack++;
      continue; // not marked seen: an existing offer for it is withdrawn below
    }
    published++;
    statements.push(
      env.DB.prepare(
        `INSERT INTO offers (id, seq, category, name, coverage_type, countries, data_amount, data_unit, data_unlimited,
           validity_days, price_cents, cost_cents, requires_destination, status, modes, supplier_sku, created_at, synced_at, topup_for)
         VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM offers), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'active', 'live', ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET name = excluded.name, coverage_type = excluded.coverage_type, countries = excluded.countries,
           data_amount = excluded.data_amount, data_unit = excluded.data_unit, data_unlimited = excluded.data_unlimited,
           validity_days = excluded.validity_days, price_cents = excluded.price_cents, cost_cents = excluded.cost_cents,
           status = CASE WHEN offers.withdrawn_by = 'operator' THEN offers.status ELSE 'active' END,
           withdrawn_by = CASE WHEN offers.withdrawn_by = 'operator' THEN 'operator' ELSE NULL END,
           synced_at = excluded.synced_at, topup_for = excluded.topup_for`,
      ).bind(o.id, o.category, o.name, o.coverageType, JSON.stringify(o.countries), o.dataAmount, o.dataUnit, o.dataUnlimited ? 1 : 0,
        o.validityDays, price, o.costCents, o.requiresDestination ? 1 : 0, o.supplierSku, now, now, o.topupFor ?? null),
    );
  }
  for (let i = 0; i < statements.length; i += 50) await env.DB.batch(statements.slice(i, i + 50));
  const withdrawn = await withdrawUnseen(env, supplier, now);
  // this isolate sells the new prices and withdrawals at once; others within OFFER_CACHE_MS
  forgetCachedOffers();
  return { published, heldBack, withdrawn };
}

async function withdrawUnseen(env: Env, supplier: SupplierName, seenAt: number): Promise<number> {
  const res = await env.DB.prepare(
    "UPDATE offers SET status = 'withdrawn', withdrawn_by = COALESCE(withdrawn_by, 'sync') WHERE modes = 'live' AND status = 'active' AND substr(supplier_sku, 1, ?) = ? AND COALESCE(synced_at, 0) < ?",
  ).bind(SKU_PREFIX[supplier].length, SKU_PREFIX[supplier], seenAt).run();
  return res.meta.changes ?? 0;
}

async function balanceOf(env: Env, supplier: SupplierName, fetchFn: FetchFn) {
  const client = supplier === "airalo" ? airaloClient(env, fetchFn) : reloadlyClient(env, fetchFn);
  return client ? client.balance() : null;
}

async function recordState(env: Env, r: SyncReport, now: number): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO supplier_state (supplier, last_sync_at, last_sync_error, published, held_back, withdrawn, balance_cents, balance_currency, balance_checked_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (supplier) DO UPDATE SET last_sync_at = excluded.last_sync_at, last_sync_error = excluded.last_sync_error,
       published = CASE WHEN excluded.last_sync_error IS NULL THEN excluded.published ELSE supplier_state.published END,
       held_back = CASE WHEN excluded.last_sync_error IS NULL THEN excluded.held_back ELSE supplier_state.held_back END,
       withdrawn = excluded.withdrawn,
       balance_cents = COALESCE(excluded.balance_cents, supplier_state.balance_cents),
       balance_currency = COALESCE(excluded.balance_currency, supplier_state.balance_currency),
       balance_checked_at = COALESCE(excluded.balance_checked_at, supplier_state.balance_checked_at)`,
  ).bind(r.supplier, now, r.error, r.published, r.held_back, r.withdrawn, r.balance?.cents ?? null, r.balance?.currency ?? null, r.balance ? now : null).run();
}

export async function syncSupplier(env: Env, supplier: SupplierName, now: number, fetchFn: FetchFn = globalFetch): Promise<SyncReport> {
  const report: SyncReport = { supplier, configured: true, ok: true, published: 0, held_back: 0, withdrawn: 0, error: null, balance: null };
  try {
    const offers = supplier === "airalo" ? await airaloOffers(env, fetchFn) : await reloadlyOffers(env, fetchFn);
    if (offers === null) {
      // switched off: nothing of it stays on sale
      return { ...report, configured: false, ok: true, withdrawn: await withdrawUnseen(env, supplier, Number.MAX_SAFE_INTEGER) };
    }
    const r = await publish(env, supplier, offers, await margins(env), now);
    Object.assign(report, { published: r.published, held_back: r.heldBack, withdrawn: r.withdrawn });
  } catch (e) {
    // a failed sync withdraws nothing: the last good catalog stays on sale
    Object.assign(report, { ok: false, error: e instanceof Error ? e.message : "sync failed" });
  }
  try {
    report.balance = await balanceOf(env, supplier, fetchFn);
  } catch (e) {
    console.log(JSON.stringify({ level: "warn", msg: "supplier balance unavailable", supplier, error: e instanceof Error ? e.message : "error" }));
  }
  const alertAt = balanceAlertCents(supplierEnv(env));
  if (report.balance && report.balance.cents < alertAt) {
    console.log(JSON.stringify({ level: "alert", msg: "supplier balance below alert threshold", supplier, balance_cents: report.balance.cents, currency: report.balance.currency, threshold_cents: alertAt }));
  }
  await recordState(env, report, now);
  return report;
}

/** Both suppliers; one failing does not stop the other. */
/**
 * An operator's "sync now": the entry (catalog.sync) is written first, so a sync that fails half
 * way still has the request that started it on record; then the same sync the cron runs.
 */
export async function requestCatalogSync(env: Env, ctx: AuditContext, now = Date.now()): Promise<SyncReport[]> {
  await recordAudit(env, auditRow(ctx, { action: "catalog.sync", target: "catalog" }, now));
  return syncCatalogs(env, now);
}

export async function syncCatalogs(env: Env, now: number, fetchFn: FetchFn = globalFetch): Promise<SyncReport[]> {
  const out: SyncReport[] = [];
  for (const s of SUPPLIERS) out.push(await syncSupplier(env, s, now, fetchFn));
  return out;
}
