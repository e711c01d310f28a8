// The offer catalog in D1: what a mode may see and buy, in listing order (highest seq first).
// Top-ups of an eSIM already sold (topup_for "esim") are never listed: they are offered per
// eSIM, for the packages its supplier says that eSIM can take.
import { and, desc, eq, inArray, lt, ne, sql, type SQL } from "drizzle-orm";
import { db } from "../db/client";
import { offerCountries, offers } from "../db/schema";
import type { Mode } from "../http/context";
import { ApiError, notFound } from "../http/errors";
import { auditInsert, auditRow } from "../audit/log";
import type { AuditContext } from "../audit/actor";

export type OfferRow = typeof offers.$inferSelect;
export type OfferCategory = OfferRow["category"];
export type OfferStatus = OfferRow["status"];

/** Sandbox fixtures are test-only; everything else is sold in both modes. */
export function visibleTo(row: Pick<OfferRow, "modes">, mode: Mode): boolean {
  return row.modes === "both" || row.modes === mode;
}

export interface OfferFilter {
  mode: Mode;
  category?: OfferCategory;
  /** upper-case ISO 3166-1 alpha-2; matches any country the offer covers */
  country?: string;
}

/**
 * What a key of the mode may list, written out as the partial indexes offers_listing_live and
 * offers_listing_test are defined (migrations/0075_catalog_indexes.sql), literally and not as
 * bound values: SQLite uses a partial index only for a query whose WHERE names its condition.
 */
const LISTABLE: Record<Mode, SQL> = {
  live: sql`${offers.status} = 'active' AND ${offers.topupFor} IS NULL AND ${offers.modes} IN ('both', 'live')`,
  test: sql`${offers.status} = 'active' AND ${offers.topupFor} IS NULL AND ${offers.modes} IN ('both', 'test')`,
};

/**
 * One page of active offers plus one extra row that tells whether more exist. Unfiltered, it walks
 * the mode's listing index and stops after the page; with a country, that country's rows of
 * offer_countries (in listing order) and each one's offer by id: either way it reads about a
 * page of rows, however large the catalog.
 */
export async function listActiveOffers(env: Env, filter: OfferFilter, page: { limit: number; afterSeq?: number }): Promise<OfferRow[]> {
  const key = `${filter.mode}|${filter.category ?? ""}|${filter.country ?? ""}|${page.afterSeq ?? ""}|${page.limit}`;
  const now = Date.now();
  const hit = pageCache.get(key);
  if (hit && hit.until > now) return hit.rows;
  const rows = await readPage(env, filter, page);
  if (pageCache.size > 1_000) pageCache.clear();
  pageCache.set(key, { rows, until: now + OFFER_CACHE_MS });
  return rows;
}

/**
 * Pages as the list reads them, kept per isolate for OFFER_CACHE_MS like single offers: every key
 * of a mode sees the same catalog, so a busy isolate answers most list requests without a D1
 * read. A catalog sync or an operator's switch clears this isolate's pages at once.
 */
const pageCache = new Map<string, { rows: OfferRow[]; until: number }>();

async function readPage(env: Env, filter: OfferFilter, page: { limit: number; afterSeq?: number }): Promise<OfferRow[]> {
  const where: SQL[] = [LISTABLE[filter.mode]];
  if (filter.category) where.push(eq(offers.category, filter.category));
  if (filter.country) {
    where.push(eq(offerCountries.country, filter.country));
    if (page.afterSeq !== undefined) where.push(lt(offerCountries.seq, page.afterSeq));
    const rows = await db(env)
      .select({ offer: offers })
      .from(offerCountries)
      .innerJoin(offers, eq(offers.id, offerCountries.offerId))
      .where(and(...where))
      .orderBy(desc(offerCountries.seq))
      .limit(page.limit + 1)
      .all();
    return rows.map((r) => r.offer);
  }
  if (page.afterSeq !== undefined) where.push(lt(offers.seq, page.afterSeq));
  return db(env)
    .select()
    .from(offers)
    .where(and(...where))
    .orderBy(desc(offers.seq))
    .limit(page.limit + 1)
    .all();
}

/** The active eSIM top-up offers the mode may buy among these supplier SKUs, cheapest first. */
export async function topupOffersBySku(env: Env, mode: Mode, skus: string[]): Promise<OfferRow[]> {
  if (skus.length === 0) return [];
  const rows = await db(env)
    .select()
    .from(offers)
    .where(and(eq(offers.topupFor, "esim"), eq(offers.status, "active"), inArray(offers.modes, ["both", mode]), inArray(offers.supplierSku, skus.slice(0, 90))))
    .all();
  return rows.sort((a, b) => a.priceCents - b.priceCents || a.seq - b.seq);
}

/** Any offer the mode may see, withdrawn ones included; a fixture of the other mode does not exist for it. */
export async function getOffer(env: Env, offerId: string, mode: Mode): Promise<OfferRow> {
  const row = await db(env).select().from(offers).where(eq(offers.id, offerId)).get();
  if (!row || !visibleTo(row, mode)) throw notFound("offer", offerId, "offer_id");
  return row;
}

/**
 * What people call each of these offers ("Japan 1 GB · 7 days"), by id, for the pages that list
 * orders, batch items and refunds by product: one read of D1 for up to 90 of them, withdrawn offers
 * included. An id the mode may not see (or no offer at all) is left out.
 */
export async function offerLabels(env: Env, mode: Mode, offerIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(offerIds)];
  const out = new Map<string, string>();
  // D1 binds at most 100 values a statement: a page of many offers reads them 90 at a time
  for (let i = 0; i < ids.length; i += 90) {
    const rows = await db(env)
      .select({ id: offers.id, name: offers.name, category: offers.category, validityDays: offers.validityDays, modes: offers.modes })
      .from(offers)
      .where(inArray(offers.id, ids.slice(i, i + 90)))
      .all();
    for (const r of rows) if (visibleTo(r, mode)) out.set(r.id, offerLabel(r));
  }
  return out;
}

/** An offer's name as people say it: an eSIM's with its validity ("Japan 1 GB · 7 days"), a top-up's as it is. */
export function offerLabel(o: Pick<OfferRow, "name" | "category" | "validityDays">): string {
  return o.category === "esim" && o.validityDays > 0 ? `${o.name} · ${o.validityDays} day${o.validityDays === 1 ? "" : "s"}` : o.name;
}

/**
 * Offers as purchases read them, kept per isolate for a few seconds: a purchase then costs no D1
 * read. A withdrawal or a new price reaches every isolate within OFFER_CACHE_MS (at once in the
 * isolate that made the change); a quote is priced as the offer was when it was read.
 */
export const OFFER_CACHE_MS = 5_000;
const offerCache = new Map<string, { row: OfferRow; until: number }>();

/** Drops this isolate's cached offers, after a change to many at once (a catalog sync). */
export function forgetCachedOffers(): void {
  offerCache.clear();
  pageCache.clear();
}

async function cachedOffer(env: Env, offerId: string, mode: Mode): Promise<OfferRow> {
  const hit = offerCache.get(offerId);
  const now = Date.now();
  if (hit && hit.until > now) {
    if (!visibleTo(hit.row, mode)) throw notFound("offer", offerId, "offer_id");
    return hit.row;
  }
  const row = await getOffer(env, offerId, mode);
  if (offerCache.size > 10_000) offerCache.clear();
  offerCache.set(offerId, { row, until: now + OFFER_CACHE_MS });
  return row;
}

/**
 * The offer as a purchase needs it, cost and supplier SKU included (neither ever goes into a
 * response). Withdrawn offers cannot be bought.
 */
export async function getOfferForPurchase(env: Env, offerId: string, mode: Mode): Promise<OfferRow> {
  const row = await cachedOffer(env, offerId, mode);
  if (row.status !== "active") {
    throw new ApiError("offer_withdrawn", `Offer '${offerId}' has been withdrawn and cannot be bought.`, "offer_id");
  }
  return row;
}

/** Operator switch for an offer the supplier stopped (or resumed) selling; repeating it changes nothing. */
export async function setOfferStatus(env: Env, offerId: string, status: OfferStatus, ctx: AuditContext): Promise<OfferRow> {
  const withdrawnBy = status === "withdrawn" ? "operator" : null;
  const was = await db(env).select({ status: offers.status }).from(offers).where(eq(offers.id, offerId)).get();
  if (!was) throw notFound("offer", offerId, "offer_id");
  // guarded on the status read: a repeat (or a racing change) moves no row and records nothing
  const audit = auditRow(ctx, { action: status === "withdrawn" ? "offer.withdraw" : "offer.restore", target: offerId, before: { status: was.status }, after: { status } });
  await db(env).batch([
    db(env).update(offers).set({ status, withdrawnBy }).where(and(eq(offers.id, offerId), eq(offers.status, was.status), ne(offers.status, status))),
    auditInsert(env, audit, { whenChanged: true }),
  ]);
  offerCache.delete(offerId);
  pageCache.clear();
  return (await db(env).select().from(offers).where(eq(offers.id, offerId)).get())!;
}
