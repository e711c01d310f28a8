import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { issueKey } from "../../src/accounts/keys";
import { ApiError } from "../../src/http/errors";
import { getOfferForPurchase } from "../../src/offers/catalog";
import { admin, call, expectError, newAccount } from "../support/api";
import { clearLiveCatalog } from "../fakes/install";
import type { SetOfferStatusResponse } from "../../src/routes/admin/offers/set-status";
import type { ListOffersResponse } from "../../src/routes/offers/list";
import type { RetrieveOfferResponse } from "../../src/routes/offers/retrieve";

const US_5GB = "off_01JGXV6S40SANDBXCATA000004";
const ARGENTINA_WITHDRAWN = "off_01JGYCC380SANDBXCATA000009";
// only the withdraw test in this file touches it
const EGYPT = "off_01JH039X80SANDBXCATA000025";

async function liveKey(): Promise<string> {
  const { id } = await newAccount();
  const key = await issueKey(env, id, "live");
  return key.secret!;
}

async function listIds(key: string, query = ""): Promise<string[]> {
  const res = await call<ListOffersResponse>(`/v1/offers?limit=100${query}`, { key });
  expect(res.status).toBe(200);
  return res.body.data.map((o: { id: string }) => o.id);
}

async function rejection(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  if (!(e instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(e)}`);
  return e;
}

describe("GET /v1/offers/{offer_id}", () => {
  it("retrieves one offer, with a display price on request", async () => {
    const { key } = await newAccount();
    const res = await call<RetrieveOfferResponse>(`/v1/offers/${US_5GB}`, { key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: US_5GB,
      object: "offer",
      category: "esim",
      name: "United States 5 GB",
      coverage: { type: "country", countries: ["US"] },
      data: { amount: 5, unit: "GB", unlimited: false },
      validity_days: 30,
      price: { amount: 1450, currency: "USD" },
      requires_destination: false,
      status: "active",
      topup_for: null,
    });
    const jpy = await call<RetrieveOfferResponse>(`/v1/offers/${US_5GB}?display_currency=JPY`, { key });
    expect(jpy.body.display).toEqual({ amount: 2195, currency: "JPY", rate: "151.35", indicative: true });
    const eur = await call<RetrieveOfferResponse>(`/v1/offers/${US_5GB}?display_currency=eur`, { key });
    expect(eur.body.display).toEqual({ amount: 1336, currency: "EUR", rate: "0.9215", indicative: true });
    const usd = await call<RetrieveOfferResponse>(`/v1/offers/${US_5GB}?display_currency=USD`, { key });
    expect(usd.body).not.toHaveProperty("display");
    expectError(await call(`/v1/offers/${US_5GB}?display_currency=XTS`, { key }), 400, "unsupported_display_currency", "display_currency");
  });

  it("shows the unlimited offer and regional coverage", async () => {
    const { key } = await newAccount();
    const all = await call<ListOffersResponse>("/v1/offers?limit=100&category=esim", { key });
    const unlimited = all.body.data.filter((o: any) => o.data.unlimited);
    expect(unlimited.length).toBeGreaterThanOrEqual(1);
    expect(unlimited[0]!.data).toEqual({ amount: 0, unit: "GB", unlimited: true });
    const europe = all.body.data.find((o: any) => o.name.startsWith("Europe"));
    expect(europe!.coverage.type).toBe("region");
    expect(europe!.coverage.countries).toEqual(expect.arrayContaining(["FR", "DE", "ES", "IT", "GB"]));
  });

  it("answers 404 resource_not_found for an unknown id", async () => {
    const { key } = await newAccount();
    expectError(await call("/v1/offers/off_01JH000000000000000000000Z", { key }), 404, "resource_not_found");
    expectError(await call("/v1/offers/nope", { key }), 404, "resource_not_found");
  });

  it("retrieves a withdrawn offer that the list leaves out", async () => {
    const { key } = await newAccount();
    const res = await call<RetrieveOfferResponse>(`/v1/offers/${ARGENTINA_WITHDRAWN}`, { key });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("withdrawn");
    expect(await listIds(key, "&country=AR")).not.toContain(ARGENTINA_WITHDRAWN);
  });
});

describe("sandbox fixtures and modes", () => {
  it("shows the test fixtures to test keys", async () => {
    const { key } = await newAccount();
    for (const id of ["off_test_stays_pending", "off_test_fails"]) {
      const res = await call<RetrieveOfferResponse>(`/v1/offers/${id}`, { key });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, object: "offer", category: "esim", status: "active", requires_destination: false });
    }
    const ids = await listIds(key, "&country=US&category=esim");
    expect(ids).toEqual(expect.arrayContaining(["off_test_stays_pending", "off_test_fails"]));
  });

  it("keeps the whole sandbox catalog, fixtures included, away from live keys", async () => {
    await clearLiveCatalog();
    const key = await liveKey();
    expect(key).toMatch(/^svc_live_/);
    expect(await listIds(key)).toEqual([]);
    expectError(await call("/v1/offers/off_test_stays_pending", { key }), 404, "resource_not_found");
    expectError(await call(`/v1/offers/${US_5GB}`, { key }), 404, "resource_not_found");
    expect((await rejection(getOfferForPurchase(env, US_5GB, "live"))).code).toBe("resource_not_found");
  });

  it("does not let a cursor from one mode continue the other mode's list", async () => {
    const { key: testKey } = await newAccount();
    const cursor = (await call<ListOffersResponse>("/v1/offers?limit=2", { key: testKey })).body.next_cursor;
    expectError(await call(`/v1/offers?limit=2&cursor=${cursor}`, { key: await liveKey() }), 400, "parameter_invalid", "cursor");
  });
});

describe("operator withdraw and restore", () => {
  it("withdraws an offer from the list, keeps it retrievable, and restores it", async () => {
    const { key } = await newAccount();
    expect(await listIds(key, "&country=EG")).toContain(EGYPT);

    const withdrawn = await admin<SetOfferStatusResponse>(`/admin/v1/offers/${EGYPT}/withdraw`, { method: "POST" });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ id: EGYPT, object: "offer", status: "withdrawn" });
    expect(withdrawn.text).not.toContain("cost");
    // repeating it changes nothing
    expect((await admin<SetOfferStatusResponse>(`/admin/v1/offers/${EGYPT}/withdraw`, { method: "POST" })).body.status).toBe("withdrawn");

    expect(await listIds(key, "&country=EG")).not.toContain(EGYPT);
    expect(await listIds(key)).not.toContain(EGYPT);
    const read = await call<RetrieveOfferResponse>(`/v1/offers/${EGYPT}`, { key });
    expect(read.status).toBe(200);
    expect(read.body.status).toBe("withdrawn");
    expect((await rejection(getOfferForPurchase(env, EGYPT, "test"))).code).toBe("offer_withdrawn");

    const restored = await admin<SetOfferStatusResponse>(`/admin/v1/offers/${EGYPT}/restore`, { method: "POST" });
    expect(restored.status).toBe(200);
    expect(restored.body.status).toBe("active");
    expect(await listIds(key, "&country=EG")).toContain(EGYPT);
    expect((await getOfferForPurchase(env, EGYPT, "test")).status).toBe("active");
  });

  it("answers 404 for an unknown offer and 401 without the operator token", async () => {
    expectError(await admin("/admin/v1/offers/off_01JH000000000000000000000Z/withdraw", { method: "POST" }), 404, "resource_not_found");
    expectError(await admin("/admin/v1/offers/off_01JH000000000000000000000Z/restore", { method: "POST" }), 404, "resource_not_found");
    const { key } = await newAccount();
    expectError(await call(`/admin/v1/offers/${US_5GB}/withdraw`, { method: "POST", key }), 401, "invalid_api_key");
    expectError(await call(`/admin/v1/offers/${US_5GB}/withdraw`, { method: "POST" }), 401, "api_key_required");
    expect((await call<RetrieveOfferResponse>(`/v1/offers/${US_5GB}`, { key })).body.status).toBe("active");
  });
});

describe("getOfferForPurchase", () => {
  it("returns the row with cost and supplier SKU for quoting", async () => {
    const row = await getOfferForPurchase(env, US_5GB, "test");
    expect(row).toMatchObject({ id: US_5GB, priceCents: 1450, costCents: 1050, supplierSku: "sandbox-esim-us-5gb-30d" });
    expect(row.priceCents).toBeGreaterThan(row.costCents);
    expect((await getOfferForPurchase(env, "off_test_fails", "test")).modes).toBe("test");
  });

  it("refuses unknown ids, the other mode's fixtures and withdrawn offers", async () => {
    const unknown = await rejection(getOfferForPurchase(env, "off_nope", "test"));
    expect([unknown.code, unknown.status]).toEqual(["resource_not_found", 404]);
    expect((await rejection(getOfferForPurchase(env, "off_test_stays_pending", "live"))).code).toBe("resource_not_found");
    const withdrawn = await rejection(getOfferForPurchase(env, ARGENTINA_WITHDRAWN, "test"));
    expect([withdrawn.code, withdrawn.status]).toEqual(["offer_withdrawn", 409]);
  });
});
