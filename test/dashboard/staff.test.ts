// The dashboard for the staff who run it, through the real app: orders named by their product with
// the id beside it and its Copy button; the Buy several template (the Catalog's filter's offers)
// taken back as it is, filled in; a pending refund finished in test mode with "Simulate the
// supplier" through the test helper's own step; Home's first steps pointing at pages; Reports
// opening on this month.
import { describe, expect, it } from "vitest";
import { exports } from "cloudflare:workers";
import { env } from "cloudflare:test";
import { call } from "../support/api";
import { parseCsv } from "../support/csv";
import { bankTransfer, buy, catalog, eventually, listAll, wallet } from "../support/money";
import { ORIGIN, type Browser } from "../identity/browser";
import type { ListOffersResponse } from "../../src/routes/offers/list";
import type { ListOrderBatchesResponse } from "../../src/routes/order-batches/list";
import type { ListRefundsResponse } from "../../src/routes/refunds/list";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import { TEMPLATE_COLUMNS } from "../../src/pages/dashboard/buy-several";
import { formFields, partner } from "./helpers";
import { expectAlert } from "../support/words";

const TEMPLATE = "/dashboard/buy-several/template.csv";
const PREVIEW = "/dashboard/buy-several/preview";
const PAY = "/dashboard/buy-several/pay";

const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
const refunds = async (key: string) => (await call<ListRefundsResponse>("/v1/refunds?limit=100", { key })).body.data;

async function upload(b: Browser, csv: string) {
  const form = new FormData();
  form.set("_csrf", await b.csrf("/dashboard/buy-several"));
  form.set("csv_file", new File([csv], "template.csv", { type: "text/csv" }));
  const res = await exports.default.fetch(
    new Request(`${ORIGIN}${PREVIEW}`, { method: "POST", body: form, headers: { origin: ORIGIN, cookie: [...b.cookies].map(([k, v]) => `${k}=${v}`).join("; ") }, redirect: "manual" }),
  );
  return { status: res.status, html: await res.text() };
}

async function fulfilledEsim(key: string, offerId: string) {
  const q = await buy(key, offerId);
  expect(q.status, q.text).toBe(200);
  return eventually(async () => (await call<RetrieveOrderResponse>(`/v1/orders/${q.body.order_id}`, { key })).body, (o) => o.status !== "pending");
}

describe("names first, ids at hand", () => {
  it("Orders, the order page and Home name the product, with the order's id and a Copy button beside it", async () => {
    const { b, key } = await partner();
    const { esim } = await catalog(key);
    await bankTransfer(key, 10_000);
    const order = await fulfilledEsim(key, esim.id);
    const product = `${esim.name} · ${esim.validity_days} days`;
    const row = (html: string) => new RegExp(`<tr data-order="${order.id}">(.*?)</tr>`, "s").exec(html)?.[1] ?? "";
    for (const path of ["/dashboard/orders", "/dashboard"]) {
      const html = unescape(row((await b.get(path)).html));
      expect(html, path).toContain(`<a href="/dashboard/orders/${order.id}">${product}</a>`);
      expect(html, path).toContain(`<code>${order.id}</code><button type="button" class="secondary outline" data-copy-text="${order.id}" aria-label="Copy order id ${order.id}">Copy</button>`);
      // the name comes before the id
      expect(html.indexOf(product), path).toBeLessThan(html.indexOf(`<code>${order.id}</code>`));
    }
    const page = unescape((await b.get(`/dashboard/orders/${order.id}`)).html);
    expect(page).toContain(`<h1>${product}</h1>`);
    for (const id of [order.id, order.offer_id, order.quote_id]) expect(page).toContain(`data-copy-text="${id}"`);
  });

  it("the catalog shows each offer's id with Copy, and its Buy several link carries its filter", async () => {
    const { b, key } = await partner();
    const html = (await b.get("/dashboard/catalog?category=esim&country=JP")).html;
    const offers = (await call<ListOffersResponse>("/v1/offers?category=esim&country=JP&limit=100", { key })).body.data;
    expect(offers.length).toBeGreaterThan(0);
    for (const o of offers) expect(html).toContain(`data-copy-text="${o.id}" aria-label="Copy offer id ${o.id}"`);
    expect(html).toContain('href="/dashboard/buy-several?category=esim&amp;country=JP"');
    expect((await b.get("/dashboard/buy-several?category=esim&country=JP")).html).toContain(`href="${TEMPLATE}?category=esim&amp;country=JP"`);
  });
});

describe("the Buy several template", () => {
  it("lists the filter's offers with empty columns, and its own upload takes it back as it is once quantities are filled", async () => {
    const { b, key } = await partner();
    await bankTransfer(key, 50_000);
    const res = await b.get(`${TEMPLATE}?category=esim&country=JP`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="buy-several-template.csv"');
    const [header, ...rows] = parseCsv(res.html);
    expect(header).toEqual([...TEMPLATE_COLUMNS]);
    const offers = (await call<ListOffersResponse>("/v1/offers?category=esim&country=JP&limit=100", { key })).body.data;
    expect(rows.map((r) => r[0])).toEqual(offers.map((o) => o.id));
    for (const [i, r] of rows.entries()) {
      const o = offers[i]!;
      expect(r).toEqual([o.id, `${o.name} · ${o.validity_days} days`, `USD ${(o.price.amount / 100).toFixed(2)}`, "", "", "", ""]);
    }

    // uploaded untouched: nothing is chosen, and the page says what to do
    const untouched = await upload(b, res.html);
    expect(untouched.status).toBe(400);
    expectAlert(untouched.html, "No row has a quantity: fill in the quantity of each offer to buy, and leave the others empty.");

    // two of the first offer; the second offer's row copied for each of two travellers; the rest left empty
    const lines = res.html.trimEnd().split("\r\n");
    const filled = [lines[0], lines[1]!.replace(/,,,,$/, ",2,,,tour-1"), lines[2]!.replace(/,,,,$/, ",1,,ana@example.com,tour-1"), lines[2]!.replace(/,,,,$/, ",1,,ben@example.com,tour-1"), ...lines.slice(3)];
    const preview = await upload(b, filled.join("\r\n"));
    expect(preview.status, preview.html).toBe(200);
    expect(preview.html).toContain("3 rows, 4 purchases, all accepted.");
    const total = offers[0]!.price.amount * 2 + offers[1]!.price.amount * 2;
    expect(preview.html).toContain(`data-total="${total}"`);
    // the preview names each row's product before its id
    expect(unescape(preview.html)).toContain(`<span>${offers[0]!.name} · ${offers[0]!.validity_days} days</span><span class="id"><code>${offers[0]!.id}</code>`);
    const form = formFields(preview.html, PAY);
    form.items = unescape(form.items!);
    const paid = await b.post(PAY, form);
    expect(paid.status, paid.html).toBe(303);
    const [batch] = await listAll<ListOrderBatchesResponse>(key, "/v1/order_batches");
    expect(batch).toMatchObject({ counts: { orders: 4 }, total: { amount: total } });
    const csv = parseCsv((await b.get(`/dashboard/batches/${batch!.id}/orders.csv`)).html);
    const email = csv[0]!.indexOf("email");
    expect(csv.slice(1).map((r) => r[email]).sort()).toEqual(["", "", "ana@example.com", "ben@example.com"]);
  });
});

describe("Simulate the supplier", () => {
  it("in test mode finishes a pending refund from the order page through the helper's step, once per form", async () => {
    const { b, key } = await partner();
    const { esim } = await catalog(key);
    await bankTransfer(key, 10_000);
    const order = await fulfilledEsim(key, esim.id);
    const asked = await b.post(`/dashboard/orders/${order.id}/refund`, { ...formFields((await b.get(`/dashboard/orders/${order.id}`)).html, `/dashboard/orders/${order.id}/refund`), reason: "trip_cancelled", confirm: "yes" });
    expect(asked.status, asked.html).toBe(303);
    const page = (await b.get(`/dashboard/orders/${order.id}`)).html;
    expect(page).toContain("Simulate the supplier");
    const form = formFields(page, `/dashboard/orders/${order.id}/refund/simulate`);
    const before = (await wallet(key)).balance.amount;
    const approved = await b.post(`/dashboard/orders/${order.id}/refund/simulate`, { ...form, outcome: "succeeded" });
    expect(approved.status, approved.html).toBe(303);
    expect(approved.location).toBe(`/dashboard/orders/${order.id}`);
    const [refund] = await refunds(key);
    expect(refund).toMatchObject({ status: "succeeded", order_id: order.id });
    expect((await wallet(key)).balance.amount).toBe(before + order.price.amount);
    // the same form again replays its answer: the money moved once
    expect((await b.post(`/dashboard/orders/${order.id}/refund/simulate`, { ...form, outcome: "succeeded" })).status).toBe(303);
    expect((await wallet(key)).balance.amount).toBe(before + order.price.amount);
    const after = (await b.get(`/dashboard/orders/${order.id}`)).html;
    expect(after).toContain('data-refund="succeeded"');
    expect(after).not.toContain("Simulate the supplier");
  });

  it("rejects as the helper does, and is neither offered to nor taken from a viewer", async () => {
    const { b, key, accountId } = await partner();
    const { esim } = await catalog(key);
    await bankTransfer(key, 10_000);
    const order = await fulfilledEsim(key, esim.id);
    await b.post(`/dashboard/orders/${order.id}/refund`, { ...formFields((await b.get(`/dashboard/orders/${order.id}`)).html, `/dashboard/orders/${order.id}/refund`), reason: "other", confirm: "yes" });
    const form = formFields((await b.get(`/dashboard/orders/${order.id}`)).html, `/dashboard/orders/${order.id}/refund/simulate`);
    await env.DB.prepare("UPDATE memberships SET role = 'viewer' WHERE account_id = ?").bind(accountId).run();
    expect((await b.get(`/dashboard/orders/${order.id}`)).html).not.toContain("Simulate the supplier");
    const refused = await b.post(`/dashboard/orders/${order.id}/refund/simulate`, { ...form, outcome: "rejected" });
    expect(refused.status).toBe(403);
    expect((await refunds(key))[0]!.status).toBe("pending");
    await env.DB.prepare("UPDATE memberships SET role = 'owner' WHERE account_id = ?").bind(accountId).run();
    const rejected = await b.post(`/dashboard/orders/${order.id}/refund/simulate`, { ...form, outcome: "rejected" });
    expect(rejected.status, rejected.html).toBe(303);
    expect((await refunds(key))[0]).toMatchObject({ status: "rejected", failure_reason: "esim_in_use" });
  });
});

describe("every state in words", () => {
  it("Home's first steps point to pages, not to API paths", async () => {
    const { b } = await partner();
    const html = (await b.get("/dashboard")).html;
    const start = /<section aria-labelledby="start">(.*?)<\/section>/s.exec(html)![1]!;
    expect(start).not.toMatch(/\/v1\/|POST |curl/);
    expect(start).toContain('<a href="/dashboard/wallet">Wallet</a>');
    expect(start).toContain('<a href="/dashboard/catalog">Catalog</a>');
    expect(start).toContain('<a href="/dashboard/webhooks">Webhooks</a>');
  });

  it("Reports open on this month, so far", async () => {
    const { b } = await partner();
    expect((await b.get("/dashboard/reports")).html).toContain('<option value="this_month" selected="">This month, so far</option>');
  });
});
