import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, expectError, newAccount, type Reply } from "../support/api";
import type { ListOffersResponse } from "../../src/routes/offers/list";
import type { RetrieveOfferResponse } from "../../src/routes/offers/retrieve";

const OFFER_FIELDS = ["category", "coverage", "data", "id", "name", "object", "price", "requires_destination", "status", "topup_for", "validity_days"];

interface CatalogRow {
  id: string;
  cost_cents: number;
  supplier_sku: string;
}

/** What a test key may buy, straight from D1, in listing order. */
async function activeForTest(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    // top-ups of an eSIM already sold are offered per eSIM, never listed
    "SELECT id FROM offers WHERE status = 'active' AND modes IN ('both', 'test') AND topup_for IS NULL ORDER BY seq DESC",
  ).all<{ id: string }>();
  return results.map((r) => r.id);
}

/** The parts of the served OpenAPI document these tests read. */
interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters: { name: string }[] }>>;
  components: { schemas: Record<string, { properties: object }> };
}

async function walk(key: string, query: string, limit = 2): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res: Reply<ListOffersResponse> = await call<ListOffersResponse>(
      `/v1/offers?limit=${limit}${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      { key },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeLessThanOrEqual(limit);
    ids.push(...res.body.data.map((o: { id: string }) => o.id));
    expect(res.body.next_cursor === null).toBe(!res.body.has_more);
    cursor = res.body.next_cursor;
    pages++;
  } while (cursor);
  return { ids, pages };
}

describe("GET /v1/offers", () => {
  it("lists offers as the interface's Offer, in a list envelope", async () => {
    const { key } = await newAccount();
    const res = await call<ListOffersResponse>("/v1/offers", { key });
    expect(res.status).toBe(200);
    expect(res.body.object).toBe("list");
    expect(res.body.data).toHaveLength(20); // the default limit
    expect(res.body.has_more).toBe(true);
    for (const offer of res.body.data) {
      expect(Object.keys(offer).sort()).toEqual(OFFER_FIELDS);
      expect(offer.object).toBe("offer");
      expect(offer.id).toMatch(/^off_([0-9A-HJKMNP-TV-Z]{26}|test_[a-z_]+)$/);
      expect(offer.status).toBe("active");
      expect(offer.price.currency).toBe("USD");
      expect(Number.isInteger(offer.price.amount)).toBe(true);
      expect(["country", "region"]).toContain(offer.coverage.type);
      for (const cc of offer.coverage.countries) expect(cc).toMatch(/^[A-Z]{2}$/);
    }
  });

  it("filters by category", async () => {
    const { key } = await newAccount();
    const topups = await call<ListOffersResponse>("/v1/offers?category=mobile_topup&limit=100", { key });
    expect(topups.status).toBe(200);
    expect(topups.body.data.length).toBeGreaterThanOrEqual(3);
    for (const o of topups.body.data) {
      expect(o.category).toBe("mobile_topup");
      expect(o.requires_destination).toBe(true);
    }
    const esims = await call<ListOffersResponse>("/v1/offers?category=esim&limit=100", { key });
    expect(esims.body.data.length).toBeGreaterThan(15);
    for (const o of esims.body.data) expect(o.category).toBe("esim");
    expectError(await call("/v1/offers?category=voice", { key }), 400, "parameter_invalid", "category");
  });

  it("filters by any covered country, in either case", async () => {
    const { key } = await newAccount();
    const upper = await call<ListOffersResponse>("/v1/offers?country=JP&limit=100", { key });
    const lower = await call<ListOffersResponse>("/v1/offers?country=jp&limit=100", { key });
    expect(upper.status).toBe(200);
    const ids = upper.body.data.map((o: { id: string }) => o.id);
    expect(lower.body.data.map((o: { id: string }) => o.id)).toEqual(ids);
    for (const o of upper.body.data) expect(o.coverage.countries).toContain("JP");
    // single-country offers and the Asia regional offer
    expect(upper.body.data.some((o: any) => o.coverage.type === "country")).toBe(true);
    expect(upper.body.data.some((o: any) => o.coverage.type === "region" && o.coverage.countries.length > 1)).toBe(true);

    const both = await call<ListOffersResponse>("/v1/offers?country=mx&category=mobile_topup", { key });
    expect(both.body.data.length).toBeGreaterThanOrEqual(1);
    for (const o of both.body.data) {
      expect(o.category).toBe("mobile_topup");
      expect(o.coverage.countries).toContain("MX");
    }
    expect((await call<ListOffersResponse>("/v1/offers?country=AQ", { key })).body.data).toEqual([]);
  });

  it("rejects a malformed country or an unknown parameter", async () => {
    const { key } = await newAccount();
    for (const bad of ["JPN", "J", "J1", "", "%C3%A9x"]) {
      expectError(await call(`/v1/offers?country=${bad}`, { key }), 400, "parameter_invalid", "country");
    }
    expectError(await call("/v1/offers?countries=JP", { key }), 400, "parameter_unknown", "countries");
  });

  it("adds an indicative display price when a display currency is asked for", async () => {
    const { key } = await newAccount();
    const eur = await call<ListOffersResponse>("/v1/offers?display_currency=EUR&limit=100", { key });
    expect(eur.status).toBe(200);
    for (const o of eur.body.data) {
      expect(o.display).toMatchObject({ currency: "EUR", rate: "0.9215", indicative: true });
      expect(Number.isInteger(o.display!.amount)).toBe(true);
    }
    const us5 = eur.body.data.find((o: any) => o.name === "United States 5 GB");
    expect(us5!.price).toEqual({ amount: 1450, currency: "USD" });
    expect(us5!.display).toEqual({ amount: 1336, currency: "EUR", rate: "0.9215", indicative: true }); // 1336.175

    const jpy = await call<ListOffersResponse>("/v1/offers?display_currency=jpy&limit=100", { key });
    const us5jpy = jpy.body.data.find((o: any) => o.name === "United States 5 GB");
    expect(us5jpy!.display).toEqual({ amount: 2195, currency: "JPY", rate: "151.35", indicative: true }); // 2194.575 yen
  });

  it("adds nothing for USD, and refuses a currency without a rate", async () => {
    const { key } = await newAccount();
    for (const usd of ["USD", "usd"]) {
      const res = await call<ListOffersResponse>(`/v1/offers?display_currency=${usd}`, { key });
      expect(res.status).toBe(200);
      for (const o of res.body.data) expect(o).not.toHaveProperty("display");
    }
    expectError(await call("/v1/offers?display_currency=XTS", { key }), 400, "unsupported_display_currency", "display_currency");
    expectError(await call("/v1/offers?display_currency=xts", { key }), 400, "unsupported_display_currency", "display_currency");
    expectError(await call("/v1/offers?display_currency=EU", { key }), 400, "parameter_invalid", "display_currency");
    expectError(await call("/v1/offers?display_currency=EUR1", { key }), 400, "parameter_invalid", "display_currency");
  });

  it("never shows the supplier's cost or SKU", async () => {
    const { key } = await newAccount();
    const { results } = await env.DB.prepare("SELECT id, cost_cents, supplier_sku FROM offers").all<CatalogRow>();
    const byId = new Map(results.map((r) => [r.id, r]));
    const texts: string[] = [];
    const { ids } = await walk(key, "", 100);
    for (const q of ["?limit=100", "?limit=100&display_currency=GBP", "?limit=100&category=mobile_topup"]) {
      texts.push((await call(`/v1/offers${q}`, { key })).text);
    }
    for (const id of ids.slice(0, 5)) texts.push((await call<RetrieveOfferResponse>(`/v1/offers/${id}?display_currency=CAD`, { key })).text);
    for (const text of texts) {
      expect(text.toLowerCase()).not.toContain("cost");
      expect(text.toLowerCase()).not.toContain("supplier");
      expect(text).not.toContain("sku");
      for (const r of results) expect(text).not.toContain(r.supplier_sku);
    }
    // no offer carries its own cost as any number in it
    const list = await call<ListOffersResponse>("/v1/offers?limit=100", { key });
    for (const o of list.body.data) {
      const row = byId.get(o.id)!;
      expect(JSON.stringify(o)).not.toMatch(new RegExp(`[:\\[,]${row.cost_cents}[,\\]}]`));
    }
  });

  it("walks every active offer exactly once, newest first, two at a time", async () => {
    const { key } = await newAccount();
    const expected = await activeForTest();
    expect(expected.length).toBeGreaterThan(6);
    const { ids, pages } = await walk(key, "");
    expect(pages).toBeGreaterThan(2);
    expect(ids).toEqual(expected);
    expect(new Set(ids).size).toBe(ids.length);
    // the sandbox fixtures are for sale to test keys
    expect(ids).toContain("off_test_stays_pending");
    expect(ids).toContain("off_test_fails");

    // the same walk with a filter: cursors keep the filter
    const filtered = await walk(key, "&category=esim&country=us");
    const all = await call<ListOffersResponse>("/v1/offers?category=esim&country=US&limit=100", { key });
    expect(filtered.ids).toEqual(all.body.data.map((o: { id: string }) => o.id));
    expect(filtered.pages).toBeGreaterThan(2);
  });

  it("validates limit", async () => {
    const { key } = await newAccount();
    for (const bad of ["0", "101", "abc", "-1", "1.5", ""]) {
      expectError(await call(`/v1/offers?limit=${bad}`, { key }), 400, "parameter_invalid", "limit");
    }
    expect((await call<ListOffersResponse>("/v1/offers?limit=1", { key })).body.data).toHaveLength(1);
    expect((await call<ListOffersResponse>("/v1/offers?limit=100", { key })).body.has_more).toBe(false);
  });

  it("refuses a tampered cursor, and a cursor from a list with other filters", async () => {
    const { key } = await newAccount();
    const first = await call<ListOffersResponse>("/v1/offers?limit=2", { key });
    const cursor: string = first.body.next_cursor!;
    expect(cursor).toMatch(/^crs_/);
    const i = 12;
    const flipped = cursor.slice(0, i) + (cursor[i] === "A" ? "B" : "A") + cursor.slice(i + 1);
    expectError(await call(`/v1/offers?limit=2&cursor=${flipped}`, { key }), 400, "parameter_invalid", "cursor");
    expectError(await call(`/v1/offers?limit=2&cursor=nonsense`, { key }), 400, "parameter_invalid", "cursor");
    // the untouched cursor continues where the first page ended
    const second = await call<ListOffersResponse>(`/v1/offers?limit=2&cursor=${cursor}`, { key });
    expect(second.status).toBe(200);
    expect(second.body.data[0]!.id).not.toBe(first.body.data[1]!.id);

    const esim = await call<ListOffersResponse>("/v1/offers?limit=2&category=esim", { key });
    const esimCursor = esim.body.next_cursor;
    expect((await call<ListOffersResponse>(`/v1/offers?limit=2&category=esim&cursor=${esimCursor}`, { key })).status).toBe(200);
    expectError(await call(`/v1/offers?limit=2&category=mobile_topup&cursor=${esimCursor}`, { key }), 400, "parameter_invalid", "cursor");
    expectError(await call(`/v1/offers?limit=2&cursor=${esimCursor}`, { key }), 400, "parameter_invalid", "cursor");
    expectError(await call(`/v1/offers?limit=2&category=esim&country=FR&cursor=${esimCursor}`, { key }), 400, "parameter_invalid", "cursor");
    // the display currency only changes presentation, so the cursor still fits
    expect((await call<ListOffersResponse>(`/v1/offers?limit=2&category=esim&display_currency=EUR&cursor=${esimCursor}`, { key })).status).toBe(200);
  });

  it("describes the offer routes in the OpenAPI document", async () => {
    const doc = (await call<OpenApiDocument>("/v1/openapi.json")).body;
    expect(doc.paths["/v1/offers"]!.get!.parameters.map((p: { name: string }) => p.name).sort()).toEqual(
      ["category", "country", "cursor", "display_currency", "limit"],
    );
    expect(doc.paths["/v1/offers/{offer_id}"]!.get).toBeDefined();
    // withdrawing and restoring are the operator's, in the operator's document
    const operator = (await call<OpenApiDocument>("/admin/v1/openapi.json")).body;
    expect(operator.paths["/admin/v1/offers/{offer_id}/withdraw"]!.post).toBeDefined();
    expect(operator.paths["/admin/v1/offers/{offer_id}/restore"]!.post).toBeDefined();
    expect(Object.keys(doc.components.schemas.Offer!.properties)).not.toContain("cost_cents");
  });

  it("needs an API key", async () => {
    expectError(await call("/v1/offers"), 401, "api_key_required");
  });
});
