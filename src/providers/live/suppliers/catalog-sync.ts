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
  /** D1 rows this sync wrote (offers, their indexes and offer_countries, as D1 counts them): what it cost */
  rows_written: number;
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

/** A supplier's offer as D1 holds it: what the sync compares the supplier's catalog with. */
interface StoredOffer {
  id: string;
  name: string;
  coverage_type: string;
  countries: string;
  data_amount: number;
  data_unit: string;
  data_unlimited: number;
  validity_days: number;
  price_cents: number;
  cost_cents: number;
  requires_destination: number;
  topup_for: string | null;
  status: string;
  withdrawn_by: string | null;
}

/** Offers per write statement: one JSON array bound as one value (D1 allows 100 bound values, 2 MB per value). */
const ROWS_PER_STATEMENT = 400;
/** Statements per D1 batch (each batch is one transaction). */
const STATEMENTS_PER_BATCH = 8;

/** The offer's stored columns in the order the write statements read them from their JSON row. */
function columns(o: LiveOffer, price: number): (string | number | null)[] {
  return [o.id, o.name, o.coverageType, JSON.stringify(o.countries), o.dataAmount, o.dataUnit, o.dataUnlimited ? 1 : 0, o.validityDays,
    price, o.costCents, o.requiresDestination ? 1 : 0, o.topupFor ?? null, o.category, o.supplierSku];
}

/** Whether the stored row already says what the supplier's catalog says (and is on sale, or withdrawn by an operator). */
function unchanged(row: StoredOffer, c: (string | number | null)[]): boolean {
  const stored = [row.id, row.name, row.coverage_type, row.countries, row.data_amount, row.data_unit, row.data_unlimited, row.validity_days,
    row.price_cents, row.cost_cents, row.requires_destination, row.topup_for];
  if (stored.some((v, i) => v !== c[i])) return false;
  return row.status === "active" || row.withdrawn_by === "operator";
}

// the JSON row's fields, by position (see columns())
const J = (i: number) => `j.value ->> ${i}`;
const INSERT_NEW = `INSERT INTO offers (id, seq, category, name, coverage_type, countries, data_amount, data_unit, data_unlimited,
    validity_days, price_cents, cost_cents, requires_destination, status, modes, supplier_sku, created_at, synced_at, topup_for)
  SELECT ${J(0)}, (SELECT COALESCE(MAX(seq), 0) FROM offers) + j.key + 1, ${J(12)}, ${J(1)}, ${J(2)}, ${J(3)}, ${J(4)}, ${J(5)}, ${J(6)},
    ${J(7)}, ${J(8)}, ${J(9)}, ${J(10)}, 'active', 'live', ${J(13)}, ?2, ?2, ${J(11)}
  FROM json_each(?1) AS j WHERE true
  ON CONFLICT (id) DO NOTHING`;
const UPDATE_CHANGED = `UPDATE offers SET name = ${J(1)}, coverage_type = ${J(2)}, countries = ${J(3)}, data_amount = ${J(4)}, data_unit = ${J(5)},
    data_unlimited = ${J(6)}, validity_days = ${J(7)}, price_cents = ${J(8)}, cost_cents = ${J(9)}, requires_destination = ${J(10)},
    topup_for = ${J(11)}, synced_at = ?2,
    status = CASE WHEN offers.withdrawn_by = 'operator' THEN offers.status ELSE 'active' END,
    withdrawn_by = CASE WHEN offers.withdrawn_by = 'operator' THEN 'operator' ELSE NULL END
  FROM json_each(?1) AS j WHERE offers.id = ${J(0)}`;
const WITHDRAW = `UPDATE offers SET status = 'withdrawn', withdrawn_by = COALESCE(withdrawn_by, 'sync')
  WHERE id IN (SELECT value FROM json_each(?1)) AND status = 'active'`;

/** The supplier's live offers by SKU prefix: a range of the supplier_sku index ("airalo:" up to "airalo;"). */
function skuRange(supplier: SupplierName): [string, string] {
  const prefix = SKU_PREFIX[supplier];
  return [prefix, prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)];
}

async function storedOffers(env: Env, supplier: SupplierName): Promise<Map<string, StoredOffer>> {
  const { results } = await env.DB.prepare(
    `SELECT id, name, coverage_type, countries, data_amount, data_unit, data_unlimited, validity_days, price_cents, cost_cents,
       requires_destination, topup_for, status, withdrawn_by
     FROM offers WHERE supplier_sku >= ? AND supplier_sku < ? AND modes = 'live'`,
  ).bind(...skuRange(supplier)).all<StoredOffer>();
  return new Map(results.map((r) => [r.id, r]));
}

/** Runs the statements in batches; the D1 rows they wrote (indexes and offer_countries included, as D1 counts them). */
async function runBatched(env: Env, statements: D1PreparedStatement[]): Promise<number> {
  let written = 0;
  for (let i = 0; i < statements.length; i += STATEMENTS_PER_BATCH) {
    for (const r of await env.DB.batch(statements.slice(i, i + STATEMENTS_PER_BATCH))) written += r.meta.rows_written ?? 0;
  }
  return written;
}

function jsonStatements(env: Env, sql: string, rows: unknown[], now: number): D1PreparedStatement[] {
  const out: D1PreparedStatement[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const chunk = JSON.stringify(rows.slice(i, i + ROWS_PER_STATEMENT));
    out.push(sql.includes("?2") ? env.DB.prepare(sql).bind(chunk, now) : env.DB.prepare(sql).bind(chunk));
  }
  return out;
}

/**
 * Brings the supplier's offers in D1 in line with its catalog: reads them once, then writes only
 * what differs (new packages, changed ones, ones to put back on sale, ones to withdraw). A re-sync
 * of an unchanged catalog writes nothing; one where 1% of prices moved writes about 1% of rows.
 */
async function publish(env: Env, supplier: SupplierName, offers: LiveOffer[], m: Margins, now: number) {
  let published = 0;
  let heldBack = 0;
  const stored = await storedOffers(env, supplier);
  const seen = new Set<string>();
  const inserts: unknown[] = [];
  const updates: unknown[] = [];
  for (const o of offers) {
    const price = priceFor(o.costCents, o.category === "esim" ? m.esim_margin_bps : m.topup_margin_bps);
    if (sellsAtLoss(price, o.costCents)) {
      heldBack++;
      continue; // not seen: an existing offer for it is withdrawn below
    }
    if (seen.has(o.id)) continue; // a package listed twice is one offer
    published++;
    seen.add(o.id);
    const row = columns(o, price);
    const was = stored.get(o.id);
    if (!was) inserts.push(row);
    else if (!unchanged(was, row)) updates.push(row);
  }
  const gone = [...stored.values()].filter((r) => r.status === "active" && !seen.has(r.id)).map((r) => r.id);
  const rowsWritten = await runBatched(env, [
    ...jsonStatements(env, UPDATE_CHANGED, updates, now),
    ...jsonStatements(env, INSERT_NEW, inserts, now),
    ...jsonStatements(env, WITHDRAW, gone, now),
  ]);
  // this isolate sells the new prices and withdrawals at once; others within OFFER_CACHE_MS
  if (rowsWritten > 0) forgetCachedOffers();
  return { published, heldBack, withdrawn: gone.length, rowsWritten };
}

/** A supplier switched off: none of its offers stays on sale. */
async function withdrawAll(env: Env, supplier: SupplierName): Promise<{ withdrawn: number; rowsWritten: number }> {
  const res = await env.DB.prepare(
    "UPDATE offers SET status = 'withdrawn', withdrawn_by = COALESCE(withdrawn_by, 'sync') WHERE supplier_sku >= ? AND supplier_sku < ? AND modes = 'live' AND status = 'active'",
  ).bind(...skuRange(supplier)).run();
  if ((res.meta.changes ?? 0) > 0) forgetCachedOffers();
  return { withdrawn: res.meta.changes ?? 0, rowsWritten: res.meta.rows_written ?? 0 };
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
  const report: SyncReport = { supplier, configured: true, ok: true, published: 0, held_back: 0, withdrawn: 0, rows_written: 0, error: null, balance: null };
  try {
    const offers = supplier === "airalo" ? await airaloOffers(env, fetchFn) : await reloadlyOffers(env, fetchFn);
    if (offers === null) {
      // switched off: nothing of it stays on sale
      const off = await withdrawAll(env, supplier);
      return { ...report, configured: false, ok: true, withdrawn: off.withdrawn, rows_written: off.rowsWritten };
    }
    const r = await publish(env, supplier, offers, await margins(env), now);
    Object.assign(report, { published: r.published, held_back: r.heldBack, withdrawn: r.withdrawn, rows_written: r.rowsWritten });
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
