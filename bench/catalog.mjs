// The catalog phase (BENCH_PHASES=catalog): the catalog at real size. prepare() starts the
// provider-shaped fake of bench/catalog-fake.mjs (8,000 Airalo packages over 200 countries, top-ups
// included, and 900 Reloadly operators over 150 countries, from test/fakes/big-catalog.mjs) and
// points the service's live suppliers at it. run() then:
//   1. a first sync (POST /admin/v1/catalog/sync, as the hourly cron runs it): wall time, server
//      CPU, D1 rows written (the sync's own count, from D1's result meta), D1 statements (meter),
//      calls to the suppliers;
//   2. a re-sync of the same catalog (nothing should be written);
//   3. a re-sync after 1% of the packages' prices moved at the fake (about 1% should be written);
//   checking the offer counts and that the new prices are what a live key sees;
//   4. GET /v1/offers?country=DE and the unfiltered first page, with a live key, under load, as
//      ratios of the same run's no-op.
import { createHash } from "node:crypto";
import { call } from "./client.mjs";
import { startCatalogFake } from "./catalog-fake.mjs";
import { repriceSome } from "../test/fakes/big-catalog.mjs";

const TOPUP_AMOUNTS_USD = "5,10,20";
const MARGIN_BPS = 3000; // the default margin of both categories
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const KYB = { legal_name: "Bench Catalog GmbH", registration_number: "HRB 1", country: "de", address: "Friedrichstrasse 1\n10117 Berlin" };
const KYC = { full_name: "Erika Mustermann", date_of_birth: "1985-04-12", nationality: "DE", id_document_number: "C01X00T47" };

/** The service's stable offer id for a supplier SKU (src/providers/live/suppliers/catalog-sync.ts). */
const offerId = (sku) => "off_" + Array.from(createHash("sha256").update(`offer:${sku}`).digest().subarray(0, 26), (b) => CROCKFORD[b & 31]).join("");
const cents = (usd) => Math.round(usd * 100);
const priceFor = (costCents) => Math.ceil((costCents * (10_000 + MARGIN_BPS)) / 10_000);

/** Top-up offers the sync should publish: one per (country, amount) some operator takes. */
function expectedTopups(operators) {
  const amounts = TOPUP_AMOUNTS_USD.split(",").map((a) => Number(a) * 100);
  const byCountry = Map.groupBy(operators, (o) => o.country);
  let n = 0;
  for (const ops of byCountry.values()) {
    for (const a of amounts) {
      const takes = (o) => (o.denominationType === "FIXED" ? (o.fixedAmounts ?? []).map((x) => x * 100).includes(a) : o.minAmount * 100 <= a && a <= o.maxAmount * 100);
      if (ops.some(takes)) n++;
    }
  }
  return n;
}

/** A partner through KYB and KYC to live access, by the operator API: its live key. */
async function liveKey(base, adminToken) {
  const created = await call(base, "POST", "/admin/v1/accounts", adminToken, { name: "Bench catalog partner" });
  const key = created.api_key.secret;
  const id = created.account?.id ?? created.id;
  await call(base, "POST", "/v1/account/kyb", key, KYB);
  await call(base, "POST", `/admin/v1/accounts/${id}/kyb/approve`, adminToken);
  await call(base, "POST", "/v1/account/kyc", key, KYC);
  const approved = await call(base, "POST", `/admin/v1/accounts/${id}/kyc/approve`, adminToken);
  return approved.api_key.secret;
}

/** Every offer a key lists (100 a page), or those of one country. */
async function listAll(base, key, query = "") {
  const ids = [];
  let cursor = null;
  do {
    const q = new URLSearchParams({ limit: "100", ...(cursor ? { cursor } : {}) });
    const page = await call(base, "GET", `/v1/offers?${q}${query}`, key);
    ids.push(...page.data);
    cursor = page.has_more ? page.next_cursor : null;
  } while (cursor);
  return ids;
}

/** One sync through the operator API, with what it cost the server. */
async function measuredSync(ctx, fake) {
  const meterBefore = await ctx.meter();
  const callsBefore = fake.state.requests;
  const cpuBefore = ctx.server.cpuSeconds();
  const t0 = performance.now();
  const res = await call(ctx.base, "POST", "/admin/v1/catalog/sync", ctx.adminToken);
  const wallMs = performance.now() - t0;
  const cpuMs = (ctx.server.cpuSeconds() - cpuBefore) * 1000;
  const meterAfter = await ctx.meter();
  const by = Object.fromEntries(res.suppliers.map((s) => [s.supplier, s]));
  return {
    wall_ms: Math.round(wallMs),
    server_cpu_ms: Math.round(cpuMs),
    rows_written: res.suppliers.reduce((n, s) => n + s.rows_written, 0),
    d1_statements: meterAfter.d1_queries - meterBefore.d1_queries,
    supplier_calls: fake.state.requests - callsBefore,
    published: { airalo: by.airalo.published, reloadly: by.reloadly.published },
    withdrawn: by.airalo.withdrawn + by.reloadly.withdrawn,
    ok: res.suppliers.every((s) => s.ok && s.configured),
  };
}

export default {
  deadlineSeconds: 240,

  async prepare({ log }) {
    const fake = await startCatalogFake();
    const packages = fake.state.catalog.flatMap((c) => c.packages).length;
    log(`catalog: fake suppliers serving ${packages} Airalo packages and ${fake.state.operators.length} Reloadly operators`);
    return { vars: { ...fake.vars, TOPUP_AMOUNTS_USD }, state: fake };
  },

  async run(ctx) {
    const fake = ctx.state;
    const { base, adminToken, log } = ctx;
    const key = await liveKey(base, adminToken);
    const packages = fake.state.catalog.flatMap((c) => c.packages);
    const topups = expectedTopups(fake.state.operators);
    const listable = packages.filter((p) => p.type !== "topup").length + topups;
    const checks = [];
    const check = (what, ok) => checks.push({ what, ok: Boolean(ok) });

    log("catalog: first sync");
    const first = await measuredSync(ctx, fake);
    check(`first sync published ${first.published.airalo} + ${first.published.reloadly} offers (expected ${packages.length} + ${topups})`, first.ok && first.published.airalo === packages.length && first.published.reloadly === topups);
    const listed = await listAll(base, key);
    check(`a live key lists ${listed.length} offers (expected ${listable})`, listed.length === listable);

    log("catalog: re-sync, nothing changed");
    const same = await measuredSync(ctx, fake);
    check(`an unchanged re-sync wrote ${same.rows_written} rows (expected 0)`, same.ok && same.rows_written === 0);

    const changed = repriceSome(fake.state.catalog, 0.01);
    log(`catalog: re-sync, ${changed.length} prices changed at the supplier`);
    const moved = await measuredSync(ctx, fake);
    check(`the 1% re-sync wrote ${moved.rows_written} rows for ${changed.length} changed prices (at most 2 each)`, moved.ok && moved.rows_written >= changed.length && moved.rows_written <= 2 * changed.length);
    const byId = new Map(packages.map((p) => [p.id, p]));
    let right = 0;
    for (const id of changed) {
      const offer = await call(base, "GET", `/v1/offers/${offerId(`airalo:${id}`)}`, key);
      if (offer.price.amount === priceFor(cents(byId.get(id).net_price))) right++;
    }
    check(`${right} of ${changed.length} changed prices are what a live key sees`, right === changed.length);
    const de = await listAll(base, key, "&country=DE");
    const deExpected = fake.state.catalog.filter((c) => c.countries.includes("DE")).flatMap((c) => c.packages).filter((p) => p.type !== "topup").length
      + expectedTopups(fake.state.operators.filter((o) => o.country === "DE"));
    check(`?country=DE lists ${de.length} offers (expected ${deExpected}), each covering DE`, de.length > 0 && de.length === deExpected && de.every((o) => o.coverage.countries.includes("DE")));

    const noop = ctx.yardsticks.noop.req_per_s;
    const routes = [];
    for (const [route, path] of [["GET /v1/offers?country=DE (live, 8k catalog)", "/v1/offers?country=DE"], ["GET /v1/offers first page (live, 8k catalog)", "/v1/offers"]]) {
      log(`catalog: ${route}: ${ctx.seconds} s at ${ctx.connections} connections`);
      const cpuBefore = ctx.server.cpuSeconds();
      const result = await ctx.runLoad(route, { requests: [{ method: "GET", path, headers: { authorization: `Bearer ${key}` } }] });
      const row = ctx.summarise(route, result);
      row.server_cpu_ms_per_request = ((ctx.server.cpuSeconds() - cpuBefore) * 1000) / Math.max(1, result.requests.total);
      row.vs_noop = Math.round((row.req_per_s / noop) * 100) / 100;
      routes.push(row);
      check(`${route}: every answer 2xx (${row.errors} errors, ${row.non_2xx} non-2xx)`, row.non_2xx === 0 && row.errors === 0);
      // a target, not a correctness check: reported beside the checks
      checks.push({ what: `${route}: ${row.vs_noop} of the no-op (target 0.5)`, ok: true, verdict: row.vs_noop >= 0.5 ? "met" : "BELOW TARGET" });
    }

    const syncs = [["first sync", first], ["re-sync, unchanged", same], [`re-sync, ${changed.length} prices changed (1%)`, moved]];
    const syncTable = ctx.routeTable(syncs.map(([name, s]) => ({
      route: name,
      "wall ms": String(s.wall_ms),
      "server CPU ms": String(s.server_cpu_ms),
      "D1 rows written": String(s.rows_written),
      "D1 statements": String(s.d1_statements),
      "supplier calls": String(s.supplier_calls),
      "offers": String(s.published.airalo + s.published.reloadly),
    })));
    const loadTable = ctx.routeTable(routes.map((r) => ({
      route: r.route,
      "req/s": r.req_per_s.toFixed(0),
      "p50 ms": String(r.p50_ms),
      "p99 ms": String(r.p99_ms),
      "errors / non-2xx": `${r.errors} / ${r.non_2xx}`,
      "vs no-op": r.vs_noop.toFixed(2),
      "server CPU ms/req": r.server_cpu_ms_per_request.toFixed(2),
    })));
    return {
      result: { packages: packages.length, operators: fake.state.operators.length, listable, syncs: Object.fromEntries(syncs), routes, checks },
      plain: `${syncTable.plain}\n\n${loadTable.plain}`,
      markdown: `${syncTable.markdown}\n\n${loadTable.markdown}`,
      lines: checks.map((c) => `${c.what}: ${c.verdict ?? (c.ok ? "ok" : "MISMATCH")}`),
    };
  },

  async stop(fake) {
    await fake?.stop();
  },
};
