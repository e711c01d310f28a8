// The catalog page: its offers are GET /v1/offers' list for the same filters and display currency;
// its Buy form runs POST /v1/quotes' own step under the key minted with the form, so buying here
// has the API's effect (one quote, one order, one ledger line, the same events), a double submit
// of one rendered form makes one order, and a role that may not buy changes nothing.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { call } from "../support/api";
import { bankTransfer, buy, catalog, events, eventually, expectLedgerConsistent } from "../support/money";
import type { ListOffersResponse } from "../../src/routes/offers/list";
import type { ListOrdersResponse } from "../../src/routes/orders/list";
import type { ListQuotesResponse } from "../../src/routes/quotes/list";
import type { ListWalletLedgerResponse } from "../../src/routes/wallet/list-ledger";
import { formFields, partner } from "./helpers";
import { expectAlert } from "../support/words";
import { numberIn } from "../order-batches/support";

const BUY = "/dashboard/catalog/buy";

/** The Buy form of one offer on a rendered catalog page, as a browser would send it. */
function buyForm(html: string, offerId: string, source = "wallet"): Record<string, string> {
  const at = html.indexOf(`data-offer="${offerId}"`);
  if (at < 0) throw new Error(`offer ${offerId} is not on the page`);
  return { ...formFields(html.slice(at), BUY), payment_source: source };
}

const offerIds = (html: string) => [...html.matchAll(/data-offer="([^"]+)"/g)].map((m) => m[1]);

async function apiOffers(key: string, query: string) {
  const res = await call<ListOffersResponse>(`/v1/offers?limit=100&${query}`, { key });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

async function orders(key: string) {
  return (await call<ListOrdersResponse>("/v1/orders?limit=100", { key })).body.data;
}
async function quotes(key: string) {
  return (await call<ListQuotesResponse>("/v1/quotes?limit=100", { key })).body.data;
}
async function debits(key: string) {
  return (await call<ListWalletLedgerResponse>("/v1/wallet/ledger?limit=100", { key })).body.data.filter((l) => l.type === "debit");
}

describe("catalog", () => {
  it("buying from the catalog has the API's effect: one quote, one order, one ledger line, the same events", async () => {
    const page = await partner();
    const api = await partner();
    const { esim } = await catalog(page.key);
    await bankTransfer(page.key, 10_000);
    await bankTransfer(api.key, 10_000);

    const html = (await page.b.get("/dashboard/catalog")).html;
    const res = await page.b.post(BUY, buyForm(html, esim.id));
    expect(res.status, res.html).toBe(303);
    const [order] = await orders(page.key);
    expect(res.location).toBe(`/dashboard/orders/${order!.id}`);

    expect((await buy(api.key, esim.id)).status).toBe(200);

    for (const who of [page, api]) {
      expect(await quotes(who.key)).toHaveLength(1);
      expect(await orders(who.key)).toHaveLength(1);
      expect((await debits(who.key)).map((l) => l.amount)).toEqual([esim.price]);
    }
    // once both orders are resolved in the background, the two accounts recorded the same events
    for (const who of [page, api]) await eventually(() => orders(who.key), (o) => o[0]!.status !== "pending");
    const types = async (key: string) => (await events(key)).map((e) => e.type).sort();
    expect(await types(page.key)).toEqual(await types(api.key));
    await expectLedgerConsistent(page.accountId);
  });

  it("a double submit of one rendered Buy form makes one order and lands on it both times", async () => {
    const { b, key } = await partner();
    const { esim } = await catalog(key);
    await bankTransfer(key, 10_000);
    const form = buyForm((await b.get("/dashboard/catalog")).html, esim.id);
    const first = await b.post(BUY, form);
    const second = await b.post(BUY, form);
    expect(first.status).toBe(303);
    expect(second.location).toBe(first.location);
    expect(await orders(key)).toHaveLength(1);
    expect(await debits(key)).toHaveLength(1);
    // a fresh page mints a fresh key: a second purchase
    expect((await b.post(BUY, buyForm((await b.get("/dashboard/catalog")).html, esim.id))).status).toBe(303);
    expect(await orders(key)).toHaveLength(2);
  });

  it("filters by category and country and prices in a display currency exactly as GET /v1/offers does", async () => {
    const { b, key } = await partner();
    for (const q of ["", "category=mobile_topup", "category=esim", "country=jp", "category=esim&country=US"]) {
      const page = await b.get(`/dashboard/catalog?${q}`);
      expect(page.status).toBe(200);
      expect(offerIds(page.html), q).toEqual((await apiOffers(key, q)).map((o) => o.id));
    }
    const eur = await b.get("/dashboard/catalog?display_currency=eur");
    const apiEur = await apiOffers(key, "display_currency=EUR");
    expect(apiEur[0]!.display?.currency).toBe("EUR");
    expect(eur.html).toContain('data-display="EUR"');

    const bad = await b.get("/dashboard/catalog?country=Japan");
    expect(bad.status).toBe(400);
    expectAlert(bad.html, "Country: enter the country's two letters, like JP for Japan.");
  });

  it("never shows a top-up of an eSIM already sold, which is offered per eSIM only", async () => {
    const { b } = await partner();
    const { results } = await env.DB.prepare("SELECT id FROM offers WHERE topup_for = 'esim' AND modes IN ('both', 'test')").all<{ id: string }>();
    expect(results.length).toBeGreaterThan(0);
    for (const q of ["", "category=esim&country=JP", "country=US"]) {
      const shown = offerIds((await b.get(`/dashboard/catalog?${q}&limit=100`)).html);
      expect(shown.length, q).toBeGreaterThan(0);
      expect(shown.filter((id) => results.some((r) => r.id === id)), q).toEqual([]);
    }
  });

  it("a top-up's Buy form asks for the phone number, and a missing one is refused with nothing bought", async () => {
    const { b, key } = await partner();
    const { topup } = await catalog(key);
    await bankTransfer(key, 10_000);
    const html = (await b.get("/dashboard/catalog?category=mobile_topup")).html;
    const form = buyForm(html, topup.id);
    expect(form).toHaveProperty("destination", "");
    const refused = await b.post(BUY, form);
    expect(refused.status).toBe(400);
    expectAlert(refused.html, "Phone number to top up: enter the number to top up, with its country code, like +52 55 1234 5678.");
    const unusable = await b.post(BUY, { ...buyForm(html, topup.id), destination: "55 1234" });
    expect(unusable.status).toBe(400);
    expectAlert(unusable.html, "Phone number to top up: enter the number with its country code, like +52 55 1234 5678.");
    expect(await quotes(key)).toEqual([]);
  });

  it("a top-up's number is taken as people type it and bought in E.164", async () => {
    const { b, key } = await partner();
    const { topup } = await catalog(key);
    await bankTransfer(key, 10_000);
    const e164 = numberIn(topup.coverage.countries[0]!);
    // "+52 (55) 1234-5678": spaces, brackets and a dash, as a person writes it
    const typed = `${e164.slice(0, 3)} (${e164.slice(3, 5)}) ${e164.slice(5, 9)}-${e164.slice(9)}`;
    const html = (await b.get("/dashboard/catalog?category=mobile_topup")).html;
    const bought = await b.post(BUY, { ...buyForm(html, topup.id), destination: typed });
    expect(bought.status, bought.html).toBe(303);
    const [quote] = await quotes(key);
    expect(quote).toMatchObject({ destination: e164 });
  });

  it("a viewer sees the catalog without Buy forms, and a viewer's post is 403 with nothing changed", async () => {
    const { b, key, accountId } = await partner();
    const { esim } = await catalog(key);
    await bankTransfer(key, 10_000);
    const form = buyForm((await b.get("/dashboard/catalog")).html, esim.id);
    await env.DB.prepare("UPDATE memberships SET role = 'viewer' WHERE account_id = ?").bind(accountId).run();
    const page = await b.get("/dashboard/catalog");
    expect(page.status).toBe(200);
    expect(page.html).toContain(`data-offer="${esim.id}"`);
    expect(page.html).not.toContain(`action="${BUY}"`);
    expect((await b.post(BUY, form)).status).toBe(403);
    expect(await quotes(key)).toEqual([]);
    expect(await debits(key)).toEqual([]);

    // a developer buys
    await env.DB.prepare("UPDATE memberships SET role = 'developer' WHERE account_id = ?").bind(accountId).run();
    expect((await b.post(BUY, form)).status).toBe(303);
    expect(await orders(key)).toHaveLength(1);
  });

  it("a non-wallet source shows the quote's payment instructions with a QR code and creates no order yet", async () => {
    const { b, key } = await partner();
    const { esim } = await catalog(key);
    const res = await b.post(BUY, buyForm((await b.get("/dashboard/catalog")).html, esim.id, "usdc"));
    expect(res.status, res.html).toBe(200);
    const [quote] = await quotes(key);
    expect(quote!.status).toBe("awaiting_funds");
    expect(res.html).toContain(`data-quote="${quote!.id}"`);
    expect(res.html).toContain(quote!.payment.destinations[0]!.address!);
    expect(res.html).toMatch(/<svg[^>]*viewBox/);
    expect(await orders(key)).toEqual([]);
  });
});
