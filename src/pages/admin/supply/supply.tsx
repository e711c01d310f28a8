/** @jsxImportSource hono/jsx */
// GET /admin/supply: live supply as GET /admin/v1/suppliers answers it (each supplier's state, its
// circuit with the last error and when it opened, its calls and failures in the last hour, the
// last catalog sync, offers published and held back, our prepaid balance marked low below
// SUPPLIER_BALANCE_ALERT_USD, late successes to reconcile), the routes of the newest live eSIM
// offers (or of one offer by its id) with each route's cost and margin, the last 24 hours'
// failovers and duplicates (each with its order and what became of the duplicate), the pricing
// margins with their form, "Run a sync now", withdrawing or restoring an offer by its id (with the
// offers an operator withdrew), and the live rails' health as GET /health with the operator token
// shows it, rate ages included. Admin, finance and support read it (supply.read; compliance gets a 403 and
// no Supply link); the forms show for roles holding supply.manage
// (forms.ts answers them).
import type { Context } from "hono";
import type { App, AppEnv } from "../../../http/context";
import { depositKeysInUse, railsHealth } from "../../../funding/health";
import { offerRoutes, supplierViews, type OfferRoutesView, type SupplierView } from "../../../providers/live/suppliers/view";
import { recentFailoversAndDuplicates, type DuplicateRow, type FailoverRow } from "../../../providers/live/suppliers/duplicates";
import { TOP_COMMISSION_BPS } from "../../../domain/commission";
import { margins, highestCoveredCommissionBps } from "../../../providers/live/suppliers/pricing";
import { money, utc } from "../../format";
import { Csrf, Notice } from "../../layout";
import { forbiddenForRole, requireOperatorPage, mayDo, roleSentence, type OperatorMe } from "../door";
import { ConsoleLayout } from "../layout";

/** What a successful supply form says when the page comes back (never text from the request). */
export const SUPPLY_DONE = {
  pricing: "Pricing margins set; the next catalog sync applies them.",
  sync: "Catalog sync run.",
  withdrawn: "Offer withdrawn.",
  restored: "Offer restored.",
} as const;
export type SupplyDone = keyof typeof SUPPLY_DONE;

export interface SupplyNotice {
  error?: boolean;
  text: string;
  /** a sync's per-supplier lines */
  lines?: string[];
}

const age = (s: number) => (s < 120 ? `${s} s` : s < 7200 ? `${Math.floor(s / 60)} min` : s < 172_800 ? `${Math.floor(s / 3600)} h` : `${Math.floor(s / 86_400)} days`);

export async function withdrawnOffers(env: Env) {
  const { results } = await env.DB.prepare(
    "SELECT id, name, withdrawn_by FROM offers WHERE status = 'withdrawn' ORDER BY seq DESC LIMIT 50",
  ).all<{ id: string; name: string; withdrawn_by: string | null }>();
  return results;
}

const SUPPLIER_NAMES: Record<string, string> = { airalo: "Airalo", esimaccess: "eSIM Access", reloadly: "Reloadly" };
const supplierName = (id: string) => SUPPLIER_NAMES[id] ?? id;

function circuitText(s: SupplierView): string {
  const c = s.circuit;
  if (c.state === "closed") return "Closed";
  const since = c.opened_at ? ` since ${utc(c.opened_at)}` : "";
  return c.state === "open" ? `Open${since}: new orders go to other routes` : `Half-open${since}: one order may go through`;
}

const DUPLICATE_OUTCOMES: Record<DuplicateRow["outcome"], string> = {
  cancelled: "Cancelled at the supplier (its price back to our balance)",
  refund_queued: "Refund requested from the supplier",
  listed: "Yours to settle with the supplier",
  pending: "Not settled yet (tried again)",
};

const pct = (bps: number) => `${(bps / 100).toFixed(1)}%`;

function RoutesTable({ offers }: { offers: OfferRoutesView[] }) {
  if (offers.length === 0) return <p>No live eSIM offer to show.</p>;
  return (
    <div class="overflow-auto">
      <table class="stack" data-routes>
        <thead>
          <tr><th scope="col">Offer</th><th scope="col" class="num">Price</th><th scope="col">Route</th><th scope="col" class="num">Cost</th><th scope="col" class="num">Margin</th><th scope="col" class="num">At the top tier</th><th scope="col">Serves orders</th></tr>
        </thead>
        <tbody>
          {offers.flatMap((o) =>
            o.routes.map((r, i) => (
              <tr data-route={`${o.offer_id} ${r.supplier}:${r.package}`}>
                <td data-label="Offer">{i === 0 ? <>{o.name} <code>{o.offer_id}</code>{o.status !== "active" && " (withdrawn)"}</> : <span class="muted">same offer</span>}</td>
                <td data-label="Price" class="num">{money({ amount: o.price, currency: "USD" })}</td>
                <td data-label="Route">{supplierName(r.supplier)} <code>{r.package}</code></td>
                <td data-label="Cost" class="num">{money({ amount: r.cost, currency: "USD" })}</td>
                <td data-label="Margin" class="num">{money({ amount: r.margin, currency: "USD" })} ({pct(r.margin_bps)})</td>
                <td data-label="At the top tier" class="num">{money({ amount: r.top_tier_margin, currency: "USD" })}</td>
                <td data-label="Serves orders">{r.serves ? (i === 0 ? "Yes, first" : "Yes, on failover") : "No: it would sell at a loss at the top tier"}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}

function FailoversTable({ rows }: { rows: FailoverRow[] }) {
  if (rows.length === 0) return <p>No order moved to another route in the last 24 hours.</p>;
  return (
    <div class="overflow-auto">
      <table class="stack" data-failovers>
        <thead><tr><th scope="col">When</th><th scope="col">Order</th><th scope="col">Route it left</th><th scope="col">Why</th></tr></thead>
        <tbody>
          {rows.map((f) => (
            <tr data-failover={f.order_id}>
              <td data-label="When">{utc(f.at)}</td>
              <td data-label="Order"><code>{f.order_id}</code> (<a href={`/admin/accounts/${f.account_id}`}>{f.account_id}</a>, {f.mode})</td>
              <td data-label="Route it left">{supplierName(f.from_sku.split(":")[0]!)} <code>{f.from_sku.slice(f.from_sku.indexOf(":") + 1)}</code></td>
              <td data-label="Why">{f.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DuplicatesTable({ rows }: { rows: DuplicateRow[] }) {
  if (rows.length === 0) return <p>No duplicate purchase in the last 24 hours.</p>;
  return (
    <div class="overflow-auto">
      <table class="stack" data-duplicates>
        <thead><tr><th scope="col">Found</th><th scope="col">Order</th><th scope="col">Bought again at</th><th scope="col" class="num">Cost</th><th scope="col">What became of it</th></tr></thead>
        <tbody>
          {rows.map((d) => (
            <tr data-duplicate={d.order_id}>
              <td data-label="Found">{utc(d.found_at)}</td>
              <td data-label="Order"><code>{d.order_id}</code> (<a href={`/admin/accounts/${d.account_id}`}>{d.account_id}</a>, {d.mode})</td>
              <td data-label="Bought again at">{supplierName(d.sku.split(":")[0]!)} <code>{d.sku.slice(d.sku.indexOf(":") + 1)}</code>{d.supplier_reference && <> (their order <code>{d.supplier_reference}</code>{d.iccid && <>, ICCID <code>{d.iccid}</code></>})</>}</td>
              <td data-label="Cost" class="num">{money({ amount: d.cost, currency: "USD" })}</td>
              <td data-label="What became of it">{DUPLICATE_OUTCOMES[d.outcome]}{d.detail && <span class="muted"> ({d.detail})</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export async function supplyPage(c: Context<AppEnv>, me: OperatorMe, notice?: SupplyNotice, status = 200): Promise<Response> {
  const now = Date.now();
  const routesOf = c.req.query("offer_id")?.trim();
  const [suppliers, keys, m, rails, withdrawn, routed, recent] = await Promise.all([
    supplierViews(c.env, now),
    depositKeysInUse(c.env),
    margins(c.env),
    railsHealth(c.env),
    withdrawnOffers(c.env),
    offerRoutes(c.env, routesOf ? { offerId: routesOf } : { limit: 25 }),
    recentFailoversAndDuplicates(c.env, now - 86_400_000),
  ]);
  const may = mayDo(me, "supply.manage");
  const done = c.req.query("done") as SupplyDone | undefined;
  c.header("cache-control", "no-store");
  return c.html(
    <ConsoleLayout title="Supply" me={me}>
      <h1>Supply</h1>
      {done && done in SUPPLY_DONE && !notice && <Notice>{SUPPLY_DONE[done]}</Notice>}
      {notice && (
        <Notice error={notice.error}>
          {notice.text}
          {notice.lines && <ul>{notice.lines.map((l) => <li>{l}</li>)}</ul>}
        </Notice>
      )}
      <section aria-labelledby="suppliers">
        <h2 id="suppliers">Suppliers</h2>
        <div class="overflow-auto">
          <table class="stack">
            <thead>
              <tr><th scope="col">Supplier</th><th scope="col">State</th><th scope="col">Circuit</th><th scope="col" class="num">Calls, last hour</th><th scope="col">Last sync</th><th scope="col" class="num">Offers published</th><th scope="col" class="num">Held back</th><th scope="col" class="num">Our balance</th><th scope="col" class="num">Late successes to reconcile</th></tr>
            </thead>
            <tbody>
              {suppliers.map((s) => (
                <tr data-supplier={s.id} data-circuit={s.circuit.state}>
                  <td data-label="Supplier">{supplierName(s.id)} ({s.kind === "esim" ? "eSIMs" : "mobile top-ups"})</td>
                  <td data-label="State">{s.state === "configured" ? "Configured" : "Not configured"}</td>
                  <td data-label="Circuit">
                    {s.circuit.state === "closed" ? "Closed" : <strong>{circuitText(s)}</strong>}
                    {s.circuit.last_error && <span class="muted"> (last error{s.circuit.last_error_at ? ` ${utc(s.circuit.last_error_at)}` : ""}: {s.circuit.last_error})</span>}
                  </td>
                  <td data-label="Calls, last hour" class="num">{s.calls_last_hour} ({s.failures_last_hour} failed)</td>
                  <td data-label="Last sync">
                    {s.last_sync ? `${utc(s.last_sync.at)}: ${s.last_sync.ok ? "succeeded" : `failed (${s.last_sync.error})`}` : "Never"}
                    {s.last_sync?.ok && s.kind === "esim" && <span class="muted"> ({s.packages_read} packages read, {s.routes_added} routes added, {s.routes_withdrawn} withdrawn)</span>}
                  </td>
                  <td data-label="Offers published" class="num">{s.offers_published}</td>
                  <td data-label="Held back" class="num">{s.offers_held_back}</td>
                  <td data-label="Our balance" class="num" data-balance-low={s.balance?.low ? "true" : undefined}>
                    {s.balance ? <>{s.balance.low ? <strong>Low: {money({ amount: s.balance.amount, currency: s.balance.currency })}</strong> : money({ amount: s.balance.amount, currency: s.balance.currency })} (as of {utc(s.balance.checked_at)})</> : "Not known"}
                  </td>
                  <td data-label="Late successes to reconcile" class="num">{s.late_successes_to_reconcile > 0 ? <a href="/admin/money#late-successes">{s.late_successes_to_reconcile}</a> : "0"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {suppliers.some((s) => s.balance?.low) && (
          <p data-balance-alert>A balance marked low is below {money({ amount: suppliers.find((s) => s.balance)!.balance!.alert_below, currency: "USD" })} (SUPPLIER_BALANCE_ALERT_USD): top it up at the supplier before its orders are refused.</p>
        )}
        <p class="muted">A circuit opens after 5 failed or unanswered calls in a row within 2 minutes: new orders then skip that supplier's routes; a minute later one order is let through, and the first success closes it. Each opening and closing is alerted once.</p>
        <p class="muted">Offers held back sell at a loss at the top commission tier ({TOP_COMMISSION_BPS} basis points) with the current margins; the sync publishes them once the margins cover them.</p>
        {may ? (
          <form method="post" action="/admin/supply/sync" aria-label="Run a catalog sync">
            <Csrf me={me} />
            <button type="submit">Run a sync now</button>
          </form>
        ) : <p class="muted" data-role-sentence="supply.manage">{roleSentence(me, "supply.manage")}</p>}
      </section>
      <section aria-labelledby="routes">
        <h2 id="routes">Routes</h2>
        <p class="muted">An offer is sold through its cheapest route that serves it; when a supplier says no (sold out, refused, unreachable, or a lost order it does not have), the order moves to the next. A route serves orders only while the price, less the top commission tier, covers its cost.</p>
        <form method="get" action="/admin/supply" aria-label="Routes of one offer">
          <label>
            Offer id
            <input name="offer_id" maxlength={40} placeholder="off_…" value={routesOf ?? ""} />
          </label>
          <button type="submit">Show its routes</button>
        </form>
        <h3>{routesOf ? <>Offer <code>{routesOf}</code></> : "The newest live eSIM offers"}</h3>
        <RoutesTable offers={routed} />
      </section>
      <section aria-labelledby="failovers">
        <h2 id="failovers">Failovers and duplicates, last 24 hours</h2>
        <h3>Orders that moved to another route</h3>
        <FailoversTable rows={recent.failovers} />
        <h3>Duplicate purchases</h3>
        <p class="muted">An order bought at a supplier it had already left (its answer said the order was not there). The partner's order and money never change for one.</p>
        <DuplicatesTable rows={recent.duplicates} />
      </section>
      <section aria-labelledby="pricing">
        <h2 id="pricing">Pricing margins</h2>
        <dl class="figures" data-pricing>
          <div><dt>eSIM margin</dt><dd>{m.esim_margin_bps} basis points</dd></div>
          <div><dt>Top-up margin</dt><dd>{m.topup_margin_bps} basis points</dd></div>
          <div><dt>Highest commission covered</dt><dd>{highestCoveredCommissionBps(m)} basis points</dd></div>
        </dl>
        {may ? (
          <form method="post" action="/admin/supply/pricing" aria-label="Pricing margins">
            <Csrf me={me} />
            <fieldset class="grid">
              <label>
                eSIM margin (basis points over cost)
                <input name="esim_margin_bps" type="number" min="0" max="100000" required value={String(m.esim_margin_bps)} />
              </label>
              <label>
                Top-up margin (basis points over cost)
                <input name="topup_margin_bps" type="number" min="0" max="100000" required value={String(m.topup_margin_bps)} />
              </label>
            </fieldset>
            <button type="submit">Set margins</button>
          </form>
        ) : <p class="muted" data-role-sentence="supply.manage">{roleSentence(me, "supply.manage")}</p>}
      </section>
      <section aria-labelledby="offers">
        <h2 id="offers">Offers</h2>
        {may ? (
          <form method="post" action="/admin/supply/offers" aria-label="Withdraw or restore an offer">
            <Csrf me={me} />
            <label>
              Offer id
              <input name="offer_id" required maxlength={255} placeholder="off_…" />
            </label>
            <fieldset>
              <legend>Action</legend>
              <label><input type="radio" name="action" value="withdraw" checked /> Withdraw (it leaves the catalog and cannot be bought)</label>
              <label><input type="radio" name="action" value="restore" /> Restore</label>
            </fieldset>
            <button type="submit">Apply</button>
          </form>
        ) : <p class="muted" data-role-sentence="supply.manage">{roleSentence(me, "supply.manage")}</p>}
        <h3>Withdrawn offers</h3>
        {withdrawn.length === 0 ? <p>No offer is withdrawn.</p> : (
          <ul>
            {withdrawn.map((o) => (
              <li data-withdrawn={o.id}>
                <code>{o.id}</code> {o.name} ({o.withdrawn_by === "operator" ? "by an operator" : "no longer sold by the supplier"})
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="rails">
        <h2 id="rails">Rails health</h2>
        <dl class="figures">
          <div><dt>Lightning</dt><dd>{rails.lightning.configured ? "Configured" : "Not configured"}</dd></div>
          <div><dt>Bank transfers</dt><dd>{rails.bank.configured ? `Configured (${rails.bank.provider})` : "Not configured"}</dd></div>
          <div><dt>Display rates</dt><dd>{rails.display_rates.configured ? `Configured (${rails.display_rates.source})` : "Not configured"}</dd></div>
        </dl>
        <div class="overflow-auto">
          <table class="stack">
            <caption class="muted">Stablecoin networks</caption>
            <thead><tr><th scope="col">Network</th><th scope="col">State</th><th scope="col">Assets</th><th scope="col">Confirmations</th><th scope="col">Watcher</th></tr></thead>
            <tbody>
              {rails.stablecoins.map((s) => (
                <tr data-network={s.network}>
                  <td data-label="Network">{s.network}</td>
                  <td data-label="State">{s.configured ? "Configured" : "Not configured"}</td>
                  <td data-label="Assets">{s.assets.join(", ") || "—"}</td>
                  <td data-label="Confirmations">{s.confirmations ?? "—"}</td>
                  <td data-label="Watcher">{s.watcher ? `block ${s.watcher.cursor}, last run ${age(s.watcher.last_run_age_seconds)} ago` : "Not run yet"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <h3>Deposit keys in use</h3>
        <ul>
          {(["evm", "tron"] as const).map((f) => {
            const k = keys[f];
            return (
              <li data-deposit-keys={f}>
                {f === "evm" ? "EVM (Base, BEP20)" : "Tron (TRC20)"}: configured key {k.configured ?? "none"};{" "}
                {k.in_use.length === 0 ? "no addresses handed out" : k.in_use.map((u) => `${u.fingerprint ?? "not yet matched"} (${u.addresses} addresses${u.configured ? ", configured" : ""})`).join("; ")}
                {k.multiple && <strong> More than one key in use: keep sweeping the old addresses.</strong>}
              </li>
            );
          })}
        </ul>
        <h3>Rate ages</h3>
        {rails.display_rates.rates.length === 0 ? <p>No live display rate stored yet.</p> : (
          <table class="stack">
            <thead><tr><th scope="col">Currency</th><th scope="col">Rate (per USD)</th><th scope="col">Published</th><th scope="col">Age</th></tr></thead>
            <tbody>
              {rails.display_rates.rates.map((r) => (
                <tr data-rate={r.currency}><td data-label="Currency">{r.currency}</td><td data-label="Rate">{r.rate}</td><td data-label="Published">{r.published_on}</td><td data-label="Age">{age(r.age_seconds)}</td></tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </ConsoleLayout>,
    status as 200,
  );
}

export function registerSupplyPage(app: App): void {
  app.get("/admin/supply", async (c) => {
    const me = await requireOperatorPage(c);
    if (me instanceof Response) return me;
    if (!mayDo(me, "supply.read")) return forbiddenForRole(c, me, "supply.read");
    return supplyPage(c, me);
  });
}
