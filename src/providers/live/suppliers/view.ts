// The operator's view of each live supplier: configured or not, its circuit (with the last error
// and when it opened) and its calls and failures in the last hour, the last catalog sync (packages
// read, routes added and withdrawn, offers published and held back), our prepaid balance with it as
// of the last sync (low below SUPPLIER_BALANCE_ALERT_USD), and how many of its late successes
// (after a refund at the pending limit) are still to reconcile. Beside it: each offer's routes
// with their cost and margin, and /health's short form. Never shown to partners.
import { sellsAtLoss, TOP_COMMISSION_BPS } from "../../../domain/commission";
import { routesOf, supplierOf } from "../../../domain/routing";
import { iso, isoOrNull } from "../../../lib/time";
import { circuitReports } from "./circuit";
import { balanceAlertCents, supplierConfigured, supplierEnv, supplierKind, SUPPLIERS, type SupplierName } from "./config";
import { unreconciledBySupplier } from "./late-successes";

export interface SupplierView {
  object: "supplier";
  id: SupplierName;
  kind: "esim" | "mobile_topup";
  state: "configured" | "not configured";
  circuit: { state: "closed" | "open" | "half_open"; opened_at: string | null; last_error: string | null; last_error_at: string | null };
  calls_last_hour: number;
  failures_last_hour: number;
  last_sync: { at: string; ok: boolean; error: string | null } | null;
  packages_read: number;
  routes_added: number;
  routes_withdrawn: number;
  offers_published: number;
  offers_held_back: number;
  /** `low`: below `alert_below` (SUPPLIER_BALANCE_ALERT_USD), which is alerted on every sync */
  balance: { amount: number; currency: string; checked_at: string; alert_below: number; low: boolean } | null;
  /** late supplier successes not yet reconciled (GET /admin/v1/late_supplier_successes) */
  late_successes_to_reconcile: number;
}

interface StateRow {
  supplier: string;
  last_sync_at: number | null;
  last_sync_error: string | null;
  published: number;
  held_back: number;
  balance_cents: number | null;
  balance_currency: string | null;
  balance_checked_at: number | null;
  packages_read: number;
  routes_added: number;
  routes_withdrawn: number;
}

export async function supplierViews(env: Env, now = Date.now()): Promise<SupplierView[]> {
  const [{ results }, late, circuits] = await Promise.all([
    env.DB.prepare("SELECT * FROM supplier_state").all<StateRow>(),
    unreconciledBySupplier(env),
    circuitReports(env, SUPPLIERS, now),
  ]);
  const e = supplierEnv(env);
  const alertBelow = balanceAlertCents(e);
  return SUPPLIERS.map((id) => {
    const configured = supplierConfigured(e, id);
    const s = results.find((r) => r.supplier === id);
    const c = circuits.get(id)!;
    return {
      object: "supplier" as const,
      id,
      kind: supplierKind(id),
      state: configured ? ("configured" as const) : ("not configured" as const),
      circuit: { state: c.state, opened_at: isoOrNull(c.opened_at), last_error: c.last_error, last_error_at: isoOrNull(c.last_error_at) },
      calls_last_hour: c.calls_last_hour,
      failures_last_hour: c.failures_last_hour,
      last_sync: s?.last_sync_at ? { at: iso(s.last_sync_at), ok: s.last_sync_error === null, error: s.last_sync_error } : null,
      packages_read: configured ? (s?.packages_read ?? 0) : 0,
      routes_added: configured ? (s?.routes_added ?? 0) : 0,
      routes_withdrawn: s?.routes_withdrawn ?? 0,
      offers_published: configured ? (s?.published ?? 0) : 0,
      offers_held_back: configured ? (s?.held_back ?? 0) : 0,
      balance:
        configured && s?.balance_cents != null && s.balance_checked_at != null
          ? { amount: s.balance_cents, currency: s.balance_currency ?? "USD", checked_at: iso(s.balance_checked_at), alert_below: alertBelow, low: s.balance_cents < alertBelow }
          : null,
      late_successes_to_reconcile: late.get(id) ?? 0,
    };
  });
}

/** Each supplier's configuration and circuit, as GET /health shows them to operators. */
export async function supplierHealth(env: Env, now = Date.now()) {
  const e = supplierEnv(env);
  const circuits = await circuitReports(env, SUPPLIERS, now);
  return SUPPLIERS.map((id) => {
    const c = circuits.get(id)!;
    return { id, kind: supplierKind(id), configured: supplierConfigured(e, id), circuit: { state: c.state, opened_at: isoOrNull(c.opened_at), last_error: c.last_error } };
  });
}

/** One route of an offer as operators read it: its supplier and package, cost, and margin at the offer's price. */
export interface RouteView {
  supplier: string;
  package: string;
  cost: number;
  /** price − cost, cents, and as basis points of the price */
  margin: number;
  margin_bps: number;
  /** what is left at the top commission tier: price × (1 − top tier) − cost */
  top_tier_margin: number;
  /** false while it would sell at a loss at the top tier: it serves no order at this price */
  serves: boolean;
}

export interface OfferRoutesView {
  offer_id: string;
  name: string;
  status: string;
  price: number;
  routes: RouteView[];
}

interface RoutedOfferRow {
  id: string;
  name: string;
  status: string;
  price_cents: number;
  cost_cents: number;
  supplier_sku: string;
  routes: string | null;
  [key: string]: unknown;
}

function routesView(r: RoutedOfferRow): OfferRoutesView {
  const price = r.price_cents;
  return {
    offer_id: r.id,
    name: r.name,
    status: r.status,
    price,
    routes: routesOf(r.routes, { sku: r.supplier_sku, cost: r.cost_cents }).map((route) => ({
      supplier: supplierOf(route.sku),
      package: route.sku.slice(supplierOf(route.sku).length + 1),
      cost: route.cost,
      margin: price - route.cost,
      margin_bps: price > 0 ? Math.floor(((price - route.cost) * 10_000) / price) : 0,
      top_tier_margin: Math.floor((price * (10_000 - TOP_COMMISSION_BPS)) / 10_000) - route.cost,
      serves: !sellsAtLoss(price, route.cost),
    })),
  };
}

/**
 * The routes of live eSIM offers: one offer by id, or the newest `limit` on sale (the listing
 * index, newest first), each with its routes' costs and margins.
 */
export async function offerRoutes(env: Env, opts: { offerId?: string; limit?: number } = {}): Promise<OfferRoutesView[]> {
  if (opts.offerId) {
    const row = await env.DB.prepare("SELECT id, name, status, price_cents, cost_cents, supplier_sku, routes FROM offers WHERE id = ? AND modes = 'live'")
      .bind(opts.offerId)
      .first<RoutedOfferRow>();
    return row ? [routesView(row)] : [];
  }
  const { results } = await env.DB.prepare(
    `SELECT id, name, status, price_cents, cost_cents, supplier_sku, routes FROM offers
     WHERE status = 'active' AND topup_for IS NULL AND modes IN ('both', 'live') AND category = 'esim' ORDER BY seq DESC LIMIT ?`,
  ).bind(opts.limit ?? 25).all<RoutedOfferRow>();
  return results.map(routesView);
}
