// Catalog sync (hourly cron and POST /admin/v1/catalog/sync): each configured supplier's catalog
// becomes live offers. eSIM packages of every eSIM supplier that describe the same product are
// one offer with a route per package (domain/offer-groups.ts): it keeps its `off_` id for as long
// as it has a route, is priced from its cheapest route (cost × (1 + margin), rounded up to the
// cent) and is withdrawn when no route can serve it without a loss at the top commission tier
// (held back). Top-up packages of an eSIM (offered per eSIM) and Reloadly's top-ups stay one offer
// per package or amount, their id derived from it. A package missing from the catalog removes
// its route (an offer left without one is withdrawn); a price change applies to new quotes only
// (a quote keeps the price and the routes it was made with). An offer an operator withdrew stays
// withdrawn until the operator restores it (its routes are still kept up to date). A supplier
// without configuration has no route and no offer of its own left; a supplier whose catalog cannot
// be read keeps the routes it had (a failed read withdraws nothing). Syncing one eSIM supplier
// reads that one and keeps the others' routes as they are. Running it twice changes nothing more.
// The report per supplier: packages read, routes added and withdrawn, offers published (with a
// route of it), held back, withdrawn, and the rows the write took.
import { auditRow, recordAudit } from "../../../audit/log";
import type { AuditContext } from "../../../audit/actor";
import { sha256 } from "@noble/hashes/sha2.js";
import { sellsAtLoss } from "../../../domain/commission";
import { groupPackages, type Package } from "../../../domain/offer-groups";
import { byCost, supplierOf } from "../../../domain/routing";
import { forgetCachedOffers } from "../../../offers/catalog";
import { alert } from "../../../lib/log";
import { airaloClient, esimAccessClient, reloadlyClient } from "./supplier";
import { balanceAlertCents, ESIM_SUPPLIERS, type EsimSupplierName, supplierEnv, topupAmountsCents, topupCountries, type SupplierName } from "./config";
import { margins, priceFor, type Margins } from "./pricing";
import { canTake } from "./reloadly";
import { airaloSku, esimAccessSku, topupOfferSku } from "./sku";
import type { FetchFn } from "./http";
import { globalFetch } from "./http";

/**
 * A route as an offer stores it (offers.routes), cheapest first: what a purchase carries to its
 * quote and order as it is (no parsing on the way), and what the sync regroups from.
 */
export interface StoredRoute {
  sku: string;
  cost: number;
  /** the supplier's own price where its order repeats it (eSIM Access) */
  price?: number;
}

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
  /** "esim": a top-up package, sold only for an eSIM of its supplier that takes it; null otherwise */
  topupFor?: "esim" | null;
  /** an eSIM offer's routes, cheapest first; null for a one-route offer (top-ups) */
  routes?: StoredRoute[] | null;
}

export interface SyncReport {
  supplier: SupplierName;
  configured: boolean;
  ok: boolean;
  /** packages (or top-up amounts) the supplier's catalog listed this time */
  packages_read: number;
  /** routes of this supplier that are new on an offer, and routes of it no offer has any more */
  routes_added: number;
  routes_withdrawn: number;
  /** offers on sale with a route of this supplier */
  published: number;
  held_back: number;
  withdrawn: number;
  /** D1 rows this sync wrote (offers, their indexes and offer_countries, as D1 counts them): what it cost; shared by the eSIM suppliers synced together */
  rows_written: number;
  error: string | null;
  balance: { cents: number; currency: string } | null;
}

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** off_ + 26 characters derived from a supplier SKU: the same package always gets the same id. */
export function stableOfferId(sku: string): string {
  const d = sha256(new TextEncoder().encode(`offer:${sku}`));
  return "off_" + Array.from(d.slice(0, 26), (b) => CROCKFORD[b & 31]).join("");
}

const SKU_PREFIX: Record<SupplierName, string> = { airalo: "airalo:", esimaccess: "esimaccess:", reloadly: "reloadly:" };

function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** What one eSIM supplier's catalog holds: its eSIM packages, its top-up packages, and how many it listed. */
interface EsimCatalog {
  sims: Package[];
  topups: LiveOffer[];
  read: number;
}

/** A data amount as the partner reads it: whole gigabytes in GB, otherwise MB. */
function dataFields(dataMb: number, unlimited: boolean): Pick<LiveOffer, "dataAmount" | "dataUnit" | "dataUnlimited"> {
  const gb = !unlimited && dataMb >= 1024 && dataMb % 1024 === 0;
  return { dataAmount: unlimited ? 0 : gb ? dataMb / 1024 : dataMb, dataUnit: unlimited || gb ? "GB" : "MB", dataUnlimited: unlimited };
}

/** A top-up package of an eSIM supplier as its one-route offer. */
function topupOffer(sku: string, p: Omit<Package, "sku" | "price">): LiveOffer {
  return {
    id: stableOfferId(sku), category: "esim", name: p.title, coverageType: p.coverage, countries: p.countries, ...dataFields(p.dataMb, p.unlimited),
    validityDays: p.days, costCents: p.cost, requiresDestination: false, supplierSku: sku, topupFor: "esim", routes: null,
  };
}

/** The supplier's catalog, or null while it is not configured. Its calls are written to its circuit and counts. */
async function esimCatalog(env: Env, supplier: EsimSupplierName, fetchFn: FetchFn): Promise<EsimCatalog | null> {
  if (supplier === "airalo") {
    const client = airaloClient(env, fetchFn);
    if (!client) return null;
    try {
      const pkgs = await client.packages();
      const out: EsimCatalog = { sims: [], topups: [], read: pkgs.length };
      for (const p of pkgs) {
        const pkg = { sku: airaloSku(p.packageId), title: p.title, coverage: p.coverage, countries: p.countries, dataMb: p.dataMb, unlimited: p.unlimited, days: p.days, cost: p.costCents };
        if (p.topup) out.topups.push(topupOffer(pkg.sku, pkg));
        else out.sims.push(pkg);
      }
      return out;
    } finally {
      await client.flush();
    }
  }
  const client = esimAccessClient(env, fetchFn);
  if (!client) return null;
  try {
    const { packages, read } = await client.packages();
    const out: EsimCatalog = { sims: [], topups: [], read };
    for (const p of packages) {
      const pkg = {
        sku: esimAccessSku(p.packageCode), title: p.title, coverage: p.countries.length > 1 ? "region" : "country", countries: p.countries,
        dataMb: p.dataMb, unlimited: false, days: p.days, cost: p.costCents, price: p.price,
      };
      if (p.topup) out.topups.push(topupOffer(pkg.sku, pkg));
      else out.sims.push(pkg);
    }
    return out;
  } finally {
    await client.flush();
  }
}

async function reloadlyOffers(env: Env, fetchFn: FetchFn): Promise<LiveOffer[] | null> {
  const client = reloadlyClient(env, fetchFn);
  if (!client) return null;
  const out: LiveOffer[] = [];
  try {
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
  } finally {
    await client.flush();
  }
  return out;
}

/** An offer as D1 holds it: what the sync compares the suppliers' catalogs with. */
interface StoredOffer {
  id: string;
  seq: number;
  category: string;
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
  supplier_sku: string;
  routes: string | null;
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
    price, o.costCents, o.requiresDestination ? 1 : 0, o.topupFor ?? null, o.category, o.supplierSku, o.routes ? JSON.stringify(o.routes) : null];
}

/** Whether the stored row already says what the suppliers' catalogs say (and is on sale, or withdrawn by an operator). */
function unchanged(row: StoredOffer, c: (string | number | null)[]): boolean {
  const stored = [row.id, row.name, row.coverage_type, row.countries, row.data_amount, row.data_unit, row.data_unlimited, row.validity_days,
    row.price_cents, row.cost_cents, row.requires_destination, row.topup_for, row.category, row.supplier_sku, row.routes];
  if (stored.some((v, i) => v !== c[i])) return false;
  return row.status === "active" || row.withdrawn_by === "operator";
}

// the JSON row's fields, by position (see columns())
const J = (i: number) => `j.value ->> ${i}`;
const INSERT_NEW = `INSERT INTO offers (id, seq, category, name, coverage_type, countries, data_amount, data_unit, data_unlimited,
    validity_days, price_cents, cost_cents, requires_destination, status, modes, supplier_sku, created_at, synced_at, topup_for, routes)
  SELECT ${J(0)}, (SELECT COALESCE(MAX(seq), 0) FROM offers) + j.key + 1, ${J(12)}, ${J(1)}, ${J(2)}, ${J(3)}, ${J(4)}, ${J(5)}, ${J(6)},
    ${J(7)}, ${J(8)}, ${J(9)}, ${J(10)}, 'active', 'live', ${J(13)}, ?2, ?2, ${J(11)}, ${J(14)}
  FROM json_each(?1) AS j WHERE true
  ON CONFLICT (id) DO NOTHING`;
const UPDATE_CHANGED = `UPDATE offers SET name = ${J(1)}, coverage_type = ${J(2)}, countries = ${J(3)}, data_amount = ${J(4)}, data_unit = ${J(5)},
    data_unlimited = ${J(6)}, validity_days = ${J(7)}, price_cents = ${J(8)}, cost_cents = ${J(9)}, requires_destination = ${J(10)},
    topup_for = ${J(11)}, routes = ${J(14)}, synced_at = ?2,
    status = CASE WHEN offers.withdrawn_by = 'operator' THEN offers.status ELSE 'active' END,
    withdrawn_by = CASE WHEN offers.withdrawn_by = 'operator' THEN 'operator' ELSE NULL END
  FROM json_each(?1) AS j WHERE offers.id = ${J(0)}`;
// apart, as supplier_sku is indexed: only rows whose cheapest route moved to another package rewrite its index
const UPDATE_SKU = `UPDATE offers SET supplier_sku = ${J(13)} FROM json_each(?1) AS j WHERE offers.id = ${J(0)}`;
const WITHDRAW = `UPDATE offers SET status = 'withdrawn', withdrawn_by = COALESCE(withdrawn_by, 'sync')
  WHERE id IN (SELECT value FROM json_each(?1)) AND status = 'active'`;

/** A supplier's live offers by SKU prefix: a range of the supplier_sku index ("airalo:" up to "airalo;"). */
function skuRange(supplier: SupplierName): [string, string] {
  const prefix = SKU_PREFIX[supplier];
  return [prefix, prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)];
}

const STORED_COLUMNS = `id, seq, category, name, coverage_type, countries, data_amount, data_unit, data_unlimited, validity_days, price_cents, cost_cents,
  requires_destination, topup_for, supplier_sku, routes, status, withdrawn_by`;

/** The live offers whose SKU names one of these suppliers (a range of the supplier_sku index each). */
async function storedOffers(env: Env, suppliers: readonly SupplierName[]): Promise<Map<string, StoredOffer>> {
  const ranges = suppliers.map(() => `SELECT ${STORED_COLUMNS} FROM offers WHERE supplier_sku >= ? AND supplier_sku < ? AND modes = 'live'`);
  const { results } = await env.DB.prepare(ranges.join(" UNION ALL ")).bind(...suppliers.flatMap(skuRange)).all<StoredOffer>();
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

/** Writes what differs: new offers, changed ones, ones back on sale, ones to withdraw. An unchanged catalog writes nothing. */
async function writeOffers(env: Env, stored: Map<string, StoredOffer>, offers: { offer: LiveOffer; price: number }[], gone: string[], now: number): Promise<number> {
  const inserts: unknown[] = [];
  const updates: unknown[] = [];
  const skus: unknown[] = [];
  for (const { offer, price } of offers) {
    const row = columns(offer, price);
    const was = stored.get(offer.id);
    if (!was) inserts.push(row);
    else if (!unchanged(was, row)) updates.push(row);
    if (was && was.supplier_sku !== offer.supplierSku) skus.push(row);
  }
  const rowsWritten = await runBatched(env, [
    ...jsonStatements(env, UPDATE_CHANGED, updates, now),
    ...jsonStatements(env, UPDATE_SKU, skus, now),
    ...jsonStatements(env, INSERT_NEW, inserts, now),
    ...jsonStatements(env, WITHDRAW, gone, now),
  ]);
  // this isolate sells the new prices and withdrawals at once; others within OFFER_CACHE_MS
  if (rowsWritten > 0) forgetCachedOffers();
  return rowsWritten;
}

/** The SKUs of a stored offer's routes (an offer without routes has its own SKU). */
function routeSkusOf(row: Pick<StoredOffer, "routes" | "supplier_sku">): string[] {
  if (!row.routes) return [row.supplier_sku];
  try {
    const parsed = JSON.parse(row.routes) as StoredRoute[];
    return Array.isArray(parsed) && parsed.length > 0 ? parsed.map((r) => r.sku) : [row.supplier_sku];
  } catch {
    return [row.supplier_sku];
  }
}

/** The megabytes a stored offer's data amount stands for. */
const storedMb = (row: StoredOffer) => (row.data_unit === "GB" ? row.data_amount * 1024 : row.data_amount);

/** The routes of `supplier` a stored eSIM offer has, as packages again (a supplier whose catalog could not be read keeps them). */
function storedPackagesOf(row: StoredOffer, supplier: string): Package[] {
  if (!row.routes) {
    if (supplierOf(row.supplier_sku) !== supplier) return [];
    return [{ sku: row.supplier_sku, title: row.name, coverage: row.coverage_type, countries: JSON.parse(row.countries) as string[], dataMb: storedMb(row), unlimited: row.data_unlimited === 1, days: row.validity_days, cost: row.cost_cents }];
  }
  const routes = JSON.parse(row.routes) as StoredRoute[];
  // the offer's name stands for the route's title: kept as it was while this supplier is not read
  return routes.filter((r) => supplierOf(r.sku) === supplier).map((r) => ({
    sku: r.sku, title: row.name, coverage: row.coverage_type, countries: JSON.parse(row.countries) as string[], dataMb: storedMb(row),
    unlimited: row.data_unlimited === 1, days: row.validity_days, cost: r.cost, ...(r.price !== undefined ? { price: r.price } : {}),
  }));
}

const emptyReport = (supplier: SupplierName): SyncReport => ({
  supplier, configured: true, ok: true, packages_read: 0, routes_added: 0, routes_withdrawn: 0, published: 0, held_back: 0, withdrawn: 0, rows_written: 0, error: null, balance: null,
});

/**
 * Syncs the eSIM catalogs: reads the catalogs of `read` (the others keep the routes they have),
 * groups every eSIM supplier's packages into offers with their routes, and writes what changed.
 * One report per supplier read.
 */
async function syncEsim(env: Env, read: readonly EsimSupplierName[], now: number, fetchFn: FetchFn): Promise<SyncReport[]> {
  const reports = new Map<EsimSupplierName, SyncReport>(read.map((s) => [s, emptyReport(s)]));
  const catalogs = new Map<EsimSupplierName, EsimCatalog | null>();
  for (const s of read) {
    try {
      const c = await esimCatalog(env, s, fetchFn);
      catalogs.set(s, c);
      const r = reports.get(s)!;
      if (c === null) r.configured = false;
      else r.packages_read = c.read;
    } catch (e) {
      // a failed read withdraws nothing: the supplier keeps the routes it had
      Object.assign(reports.get(s)!, { ok: false, error: e instanceof Error ? e.message : "sync failed" });
    }
  }
  const m: Margins = await margins(env);
  const stored = await storedOffers(env, ESIM_SUPPLIERS);
  const fresh = (s: EsimSupplierName) => catalogs.has(s);
  const sims: Package[] = [];
  for (const s of ESIM_SUPPLIERS) {
    const c = catalogs.get(s);
    if (c) sims.push(...c.sims);
    // not read now (another supplier's sync), or its read failed: its routes stay as they are
    else if (!fresh(s)) for (const row of stored.values()) if (row.topup_for === null && (row.status === "active" || row.withdrawn_by === "operator")) sims.push(...storedPackagesOf(row, s));
  }
  const storedSims = [...stored.values()].filter((r) => r.topup_for === null);
  const groups = groupPackages(sims, storedSims.map((r) => ({
    id: r.id, seq: r.seq, countries: JSON.parse(r.countries) as string[], dataMb: storedMb(r), unlimited: r.data_unlimited === 1, days: r.validity_days, routeSkus: routeSkusOf(r),
  })), stableOfferId);
  const written: { offer: LiveOffer; price: number }[] = [];
  const heldBack: string[][] = [];
  for (const g of groups) {
    const cheapest = g.packages[0]!;
    const price = priceFor(cheapest.cost, m.esim_margin_bps);
    if (sellsAtLoss(price, cheapest.cost)) {
      // no route can serve it without a loss at the top tier: not on sale (withdrawn below if it was)
      heldBack.push(g.packages.map((p) => p.sku));
      continue;
    }
    const routes: StoredRoute[] = byCost(g.packages).map((p) => ({ sku: p.sku, cost: p.cost, ...(p.price !== undefined ? { price: p.price } : {}) }));
    written.push({
      price,
      offer: {
        id: g.id, category: "esim", name: g.namer.title, coverageType: g.namer.coverage, countries: g.namer.countries, ...dataFields(g.namer.dataMb, g.namer.unlimited),
        validityDays: g.namer.days, costCents: cheapest.cost, requiresDestination: false, supplierSku: cheapest.sku, topupFor: null, routes,
      },
    });
  }
  for (const c of catalogs.values()) {
    if (!c) continue;
    const seenTopup = new Set<string>();
    for (const t of c.topups) {
      if (seenTopup.has(t.id)) continue;
      seenTopup.add(t.id);
      const price = priceFor(t.costCents, m.esim_margin_bps);
      if (sellsAtLoss(price, t.costCents)) {
        heldBack.push([t.supplierSku]);
        continue;
      }
      written.push({ offer: t, price });
    }
  }
  const seen = new Set(written.map((w) => w.offer.id));
  // in scope: every eSIM offer but the top-ups of a supplier not read now (or whose read failed)
  const inScope = (r: StoredOffer) => r.topup_for === null || fresh(supplierOf(r.supplier_sku) as EsimSupplierName);
  const gone = [...stored.values()].filter((r) => inScope(r) && r.status === "active" && !seen.has(r.id));
  const rowsWritten = await writeOffers(env, stored, written, gone.map((r) => r.id), now);

  // the report per supplier read
  const before = new Set([...stored.values()].filter((r) => inScope(r) && r.status === "active").flatMap(routeSkusOf));
  const after = new Set(written.flatMap((w) => (w.offer.routes ?? [{ sku: w.offer.supplierSku }]).map((r) => r.sku)));
  for (const [s, r] of reports) {
    const mine = (sku: string) => supplierOf(sku) === s;
    r.rows_written = r.configured ? rowsWritten : 0;
    if (!r.ok) continue;
    r.routes_added = [...after].filter((sku) => mine(sku) && !before.has(sku)).length;
    r.routes_withdrawn = [...before].filter((sku) => mine(sku) && !after.has(sku)).length;
    r.published = written.filter((w) => (w.offer.routes ?? [{ sku: w.offer.supplierSku }]).some((x) => mine(x.sku))).length;
    r.held_back = heldBack.filter((skus) => skus.some(mine)).length;
    r.withdrawn = gone.filter((g) => routeSkusOf(g).some(mine)).length;
  }
  return [...reports.values()];
}

/** Reloadly's top-up offers: one per (country, amount) some operator takes. */
async function syncTopups(env: Env, now: number, fetchFn: FetchFn): Promise<SyncReport> {
  const report = emptyReport("reloadly");
  try {
    const offers = await reloadlyOffers(env, fetchFn);
    const stored = await storedOffers(env, ["reloadly"]);
    if (offers === null) report.configured = false;
    else report.packages_read = offers.length;
    const m = await margins(env);
    const written: { offer: LiveOffer; price: number }[] = [];
    for (const o of offers ?? []) {
      const price = priceFor(o.costCents, m.topup_margin_bps);
      if (sellsAtLoss(price, o.costCents)) report.held_back++;
      else if (!written.some((w) => w.offer.id === o.id)) written.push({ offer: o, price });
    }
    const seen = new Set(written.map((w) => w.offer.id));
    const gone = [...stored.values()].filter((r) => r.status === "active" && !seen.has(r.id)).map((r) => r.id);
    report.rows_written = await writeOffers(env, stored, written, gone, now);
    const before = new Set([...stored.values()].filter((r) => r.status === "active").map((r) => r.id));
    report.published = written.length;
    report.withdrawn = gone.length;
    report.routes_added = written.filter((w) => !before.has(w.offer.id)).length;
    report.routes_withdrawn = gone.length;
  } catch (e) {
    // a failed sync withdraws nothing: the last good catalog stays on sale
    Object.assign(report, { ok: false, error: e instanceof Error ? e.message : "sync failed" });
  }
  return report;
}

async function balanceOf(env: Env, supplier: SupplierName, fetchFn: FetchFn) {
  const client = supplier === "airalo" ? airaloClient(env, fetchFn) : supplier === "esimaccess" ? esimAccessClient(env, fetchFn) : reloadlyClient(env, fetchFn);
  if (!client) return null;
  try {
    return await client.balance();
  } finally {
    await client.flush();
  }
}

async function recordState(env: Env, r: SyncReport, now: number): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO supplier_state (supplier, last_sync_at, last_sync_error, published, held_back, withdrawn, balance_cents, balance_currency, balance_checked_at,
       packages_read, routes_added, routes_withdrawn)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (supplier) DO UPDATE SET last_sync_at = excluded.last_sync_at, last_sync_error = excluded.last_sync_error,
       published = CASE WHEN excluded.last_sync_error IS NULL THEN excluded.published ELSE supplier_state.published END,
       held_back = CASE WHEN excluded.last_sync_error IS NULL THEN excluded.held_back ELSE supplier_state.held_back END,
       packages_read = CASE WHEN excluded.last_sync_error IS NULL THEN excluded.packages_read ELSE supplier_state.packages_read END,
       routes_added = excluded.routes_added, routes_withdrawn = excluded.routes_withdrawn,
       withdrawn = excluded.withdrawn,
       balance_cents = COALESCE(excluded.balance_cents, supplier_state.balance_cents),
       balance_currency = COALESCE(excluded.balance_currency, supplier_state.balance_currency),
       balance_checked_at = COALESCE(excluded.balance_checked_at, supplier_state.balance_checked_at)`,
  ).bind(r.supplier, now, r.error, r.published, r.held_back, r.withdrawn, r.balance?.cents ?? null, r.balance?.currency ?? null, r.balance ? now : null,
    r.packages_read, r.routes_added, r.routes_withdrawn).run();
}

/** Reads the supplier's balance into its report (an alert below SUPPLIER_BALANCE_ALERT_USD) and records the sync's state. */
async function finishReport(env: Env, report: SyncReport, now: number, fetchFn: FetchFn): Promise<SyncReport> {
  if (report.configured) {
    try {
      report.balance = await balanceOf(env, report.supplier, fetchFn);
    } catch (e) {
      console.log(JSON.stringify({ level: "warn", msg: "supplier balance unavailable", supplier: report.supplier, error: e instanceof Error ? e.message : "error" }));
    }
  }
  const alertAt = balanceAlertCents(supplierEnv(env));
  if (report.balance && report.balance.cents < alertAt) {
    alert({ msg: "supplier balance below alert threshold", supplier: report.supplier, balance_cents: report.balance.cents, currency: report.balance.currency, threshold_cents: alertAt });
  }
  await recordState(env, report, now);
  return report;
}

/** One supplier: an eSIM supplier's catalog is read and regrouped with the others' routes as they are. */
export async function syncSupplier(env: Env, supplier: SupplierName, now: number, fetchFn: FetchFn = globalFetch): Promise<SyncReport> {
  if (supplier === "reloadly") return finishReport(env, await syncTopups(env, now, fetchFn), now, fetchFn);
  const [report] = await syncEsim(env, [supplier], now, fetchFn);
  return finishReport(env, report!, now, fetchFn);
}

/**
 * An operator's "sync now": the entry (catalog.sync) is written first, so a sync that fails half
 * way still has the request that started it on record; then the same sync the cron runs.
 */
export async function requestCatalogSync(env: Env, ctx: AuditContext, now = Date.now()): Promise<SyncReport[]> {
  await recordAudit(env, auditRow(ctx, { action: "catalog.sync", target: "catalog" }, now));
  return syncCatalogs(env, now);
}

/** Every supplier: the eSIM suppliers together (one grouping), then the top-ups; one failing does not stop another. */
export async function syncCatalogs(env: Env, now: number, fetchFn: FetchFn = globalFetch): Promise<SyncReport[]> {
  const out: SyncReport[] = [];
  for (const r of await syncEsim(env, ESIM_SUPPLIERS, now, fetchFn)) out.push(await finishReport(env, r, now, fetchFn));
  out.push(await finishReport(env, await syncTopups(env, now, fetchFn), now, fetchFn));
  return out;
}
