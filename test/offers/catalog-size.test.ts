// The catalog at real size: the fake suppliers serve the generated catalog (8,000 Airalo packages
// over 200 countries, top-ups included, and 900 Reloadly operators); a first sync publishes it
// all, a re-sync of the same catalog writes nothing, and one where 1% of prices moved writes
// about those rows. Every statement the catalog code issues against D1 (the sync's, the list's in
// both modes with and without filters and cursors, a single offer's, the top-ups', the operator's
// switch and the console's list, and the offer_countries triggers') reads offers through an index:
// EXPLAIN QUERY PLAN on the migrated database shows no scan of offers or offer_countries.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { issueKey } from "../../src/accounts/keys";
import { BOOTSTRAP_ACTOR } from "../../src/audit/actor";
import { forgetCachedOffers, getOffer, listActiveOffers, setOfferStatus, topupOffersBySku } from "../../src/offers/catalog";
import { withdrawnOffers } from "../../src/pages/admin/supply/supply";
import { stableOfferId, syncSupplier } from "../../src/providers/live/suppliers/catalog-sync";
import { airaloSku } from "../../src/providers/live/suppliers/sku";
import type { ListOffersResponse } from "../../src/routes/offers/list";
import type { RetrieveOfferResponse } from "../../src/routes/offers/retrieve";
import { call, newAccount } from "../support/api";
import { bigAiraloCatalog, bigReloadlyOperators, repriceSome, topupCountriesOf } from "../fakes/big-catalog.mjs";
import { installFakes } from "../fakes/install";

afterEach(() => vi.restoreAllMocks());

interface Issued {
  sql: string;
  args: unknown[];
}

/** env with a D1 binding that records every statement prepared through it, with its bound values. */
function recording(base: Env, extra: Record<string, string> = {}): { env: Env; issued: Issued[] } {
  const issued: Issued[] = [];
  const db = base.DB;
  const wrap = (stmt: D1PreparedStatement, entry: Issued): D1PreparedStatement =>
    new Proxy(stmt, {
      get(t, prop) {
        const v = Reflect.get(t, prop) as unknown;
        if (prop === "bind") {
          return (...args: unknown[]) => {
            // the statement as run: its bound values replace the unbound ones prepare() recorded
            const next = { sql: entry.sql, args };
            issued[issued.indexOf(entry)] = next;
            return wrap(Reflect.apply(v as (...a: unknown[]) => D1PreparedStatement, t, args), next);
          };
        }
        return typeof v === "function" ? (...a: unknown[]) => Reflect.apply(v as (...x: unknown[]) => unknown, t, a) : v;
      },
    });
  const proxy = new Proxy(db, {
    get(t, prop) {
      const v = Reflect.get(t, prop) as unknown;
      if (prop === "prepare") {
        return (sql: string) => {
          const entry = { sql, args: [] };
          issued.push(entry);
          return wrap(db.prepare(sql), entry);
        };
      }
      return typeof v === "function" ? (...a: unknown[]) => Reflect.apply(v as (...x: unknown[]) => unknown, t, a) : v;
    },
  });
  return { env: { ...(base as unknown as Record<string, unknown>), ...extra, DB: proxy } as unknown as Env, issued };
}

const CATALOG_TABLE = /\b(offers|offer_countries)\b/;
// a partial index holds exactly the rows its statement lists (in listing order): walking it
// reads a page and stops; any other scan reads the whole catalog
const LISTING_INDEX = /^SCAN (offers|o) USING (COVERING )?INDEX (offers_listing_live|offers_listing_test|offers_withdrawn)\b/;

async function plan(sql: string, args: unknown[]): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...args).all<{ detail: string }>();
  return results.map((r) => r.detail);
}

/** The plan lines of a catalog statement that read offers (or offer_countries) without an index, or sort the lot. */
function scans(lines: string[]): string[] {
  return lines.filter((d) => {
    if (/^SCAN (offers|offer_countries|o|oc)\b/.test(d)) return !LISTING_INDEX.test(d);
    return /USE TEMP B-TREE FOR ORDER BY/.test(d);
  });
}

const dbCount = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;

describe("the catalog at size", () => {
  it("syncs 8,000 packages and 900 operators, re-syncs writing only what changed, and reads every catalog statement through an index", async () => {
    const { airalo, reloadly } = await installFakes();
    airalo.catalog = bigAiraloCatalog();
    reloadly.operators = bigReloadlyOperators();
    const topups = { TOPUP_COUNTRIES: topupCountriesOf(reloadly.operators) };
    const packages = airalo.catalog.flatMap((c) => c.packages);
    expect(packages).toHaveLength(8_000);
    expect(new Set(airalo.catalog.flatMap((c) => c.countries)).size).toBe(200);
    expect(reloadly.operators).toHaveLength(900);
    const rec = recording(env, topups);
    const now = Date.now();

    // first sync: every package an offer, every (country, amount) some operator takes a top-up offer
    const first = await syncSupplier(rec.env, "airalo", now);
    expect(first).toMatchObject({ ok: true, published: 8_000, held_back: 0, withdrawn: 0 });
    const firstTopups = await syncSupplier(rec.env, "reloadly", now);
    expect(firstTopups.ok).toBe(true);
    expect(firstTopups.published).toBeGreaterThan(150);
    expect(await dbCount("SELECT COUNT(*) AS n FROM offers WHERE modes = 'live' AND status = 'active'")).toBe(8_000 + firstTopups.published);
    // writes: one row per offer at least, plus its indexes and countries
    expect(first.rows_written).toBeGreaterThanOrEqual(8_000);

    // the same catalog again: nothing to write
    const again = await syncSupplier(rec.env, "airalo", now + 1);
    expect(again).toMatchObject({ ok: true, published: 8_000, withdrawn: 0, rows_written: 0 });
    expect((await syncSupplier(rec.env, "reloadly", now + 1)).rows_written).toBe(0);

    // 1% of prices moved: about 80 rows written, not 8,000
    const changed = repriceSome(airalo.catalog, 0.01);
    expect(changed).toHaveLength(80);
    const moved = await syncSupplier(rec.env, "airalo", now + 2);
    expect(moved).toMatchObject({ ok: true, published: 8_000, withdrawn: 0 });
    expect(moved.rows_written).toBeGreaterThanOrEqual(80);
    expect(moved.rows_written).toBeLessThanOrEqual(2 * 80);
    // a package gone and one new: one withdrawal, one insert
    const gone = airalo.catalog[5]!.packages.pop()!;
    // a product the item did not have (one it had would be a second route of its offer)
    airalo.catalog[6]!.packages.push({ id: "country-new-99days-1gb", title: "1 GB - 99 Days", net_price: 3.1, amount: 1024, day: 99 });
    const churn = await syncSupplier(rec.env, "airalo", now + 3);
    expect(churn).toMatchObject({ ok: true, published: 8_000, withdrawn: 1 });
    expect(churn.rows_written).toBeLessThanOrEqual(10);

    // the partner sees the new prices and the country lists through the real app
    const live = (await issueKey(env, (await newAccount()).id, "live")).secret!;
    const changedPkg = packages.find((p) => p.id === changed[0])!;
    const one = await call<RetrieveOfferResponse>(`/v1/offers/${stableOfferId(airaloSku(changedPkg.id))}`, { key: live });
    expect(one.status).toBe(200);
    const stored = await env.DB.prepare("SELECT price_cents, cost_cents FROM offers WHERE id = ?").bind(one.body.id).first<{ price_cents: number; cost_cents: number }>();
    expect(stored!.cost_cents).toBe(Math.round(changedPkg.net_price * 100));
    expect(one.body.price.amount).toBe(stored!.price_cents);
    expect((await call(`/v1/offers/${stableOfferId(airaloSku(gone.id))}`, { key: live })).body).toMatchObject({ status: "withdrawn" });
    const de = await call<ListOffersResponse>("/v1/offers?country=DE&limit=100", { key: live });
    expect(de.status).toBe(200);
    // DE's own sim packages (30) plus the regions' that cover DE, plus its top-ups
    const deExpected = await dbCount(
      "SELECT COUNT(*) AS n FROM offers, json_each(offers.countries) j WHERE j.value = 'DE' AND status = 'active' AND topup_for IS NULL AND modes IN ('both', 'live')",
    );
    expect(deExpected).toBeGreaterThanOrEqual(30);
    const deAll = [...de.body.data];
    let cursor = de.body.next_cursor;
    while (cursor) {
      const next = await call<ListOffersResponse>(`/v1/offers?country=DE&limit=100&cursor=${encodeURIComponent(cursor)}`, { key: live });
      deAll.push(...next.body.data);
      cursor = next.body.next_cursor;
    }
    expect(deAll).toHaveLength(deExpected);
    expect(deAll.every((o) => o.coverage.countries.includes("DE") && o.status === "active")).toBe(true);
    const firstPage = await call<ListOffersResponse>("/v1/offers", { key: live });
    expect(firstPage.body.data).toHaveLength(20);
    expect(firstPage.body.has_more).toBe(true);

    // every other catalog statement, as the code issues it (pages this isolate kept are read again)
    forgetCachedOffers();
    const some = (await listActiveOffers(rec.env, { mode: "live" }, { limit: 20 }))[5]!;
    for (const mode of ["live", "test"] as const) {
      for (const filter of [{}, { category: "esim" as const }, { country: "DE" }, { country: "MX", category: "mobile_topup" as const }]) {
        await listActiveOffers(rec.env, { mode, ...filter }, { limit: 20 });
        await listActiveOffers(rec.env, { mode, ...filter }, { limit: 20, afterSeq: some.seq });
      }
    }
    await getOffer(rec.env, some.id, "live");
    const topupSkus = packages.filter((p) => p.type === "topup").slice(0, 5).map((p) => airaloSku(p.id));
    expect(await topupOffersBySku(rec.env, "live", topupSkus)).toHaveLength(5);
    const ctx = { actor: BOOTSTRAP_ACTOR, requestId: null, clientAddress: null };
    await setOfferStatus(rec.env, some.id, "withdrawn", ctx);
    expect((await withdrawnOffers(rec.env)).some((o) => o.id === some.id)).toBe(true);
    await setOfferStatus(rec.env, some.id, "active", ctx);

    const catalogStatements = new Map<string, Issued>();
    for (const s of rec.issued) if (CATALOG_TABLE.test(s.sql)) catalogStatements.set(`${s.sql}\u0000${s.args.length}`, s);
    // what the offer_countries triggers run for each written offer
    for (const sql of ["DELETE FROM offer_countries WHERE offer_id = ?", "INSERT OR IGNORE INTO offer_countries (country, seq, offer_id) SELECT value, ?, ? FROM json_each(?)"]) {
      catalogStatements.set(sql, { sql, args: sql.startsWith("DELETE") ? [some.id] : [1, some.id, '["DE"]'] });
    }
    expect(catalogStatements.size).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const s of catalogStatements.values()) {
      const lines = await plan(s.sql, s.args);
      const bad = scans(lines);
      if (bad.length) problems.push(`${s.sql.replace(/\s+/g, " ").slice(0, 160)}\n  -> ${bad.join("; ")}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
