// The dashboard's side of order batches: the catalog's quantity buys through POST
// /v1/order_batches' own step; Buy several reads a CSV, shows each row's refusal as the batch step
// words it with nothing stored, and its Pay from wallet makes one batch however often the form is
// sent; a role that may not buy gets 403; the batch page shows the batch and its orders, and its
// CSV is the API's orders.csv.
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { call } from "../support/api";
import { bankTransfer, catalog, key, listAll, OFFER } from "../support/money";
import { ORIGIN, type Browser } from "../identity/browser";
import type { ListOrderBatchesResponse } from "../../src/routes/order-batches/list";
import type { ListOrderBatchOrdersResponse } from "../../src/routes/order-batches/list-orders";
import type { CompleteOrderResponse } from "../../src/routes/test-helpers/complete-order";
import { holdings, numberIn } from "../order-batches/support";
import { formFields, partner } from "./helpers";
import { API_WORDS, expectAlert } from "../support/words";

const BUY = "/dashboard/catalog/buy";
const PREVIEW = "/dashboard/buy-several/preview";
const PAY = "/dashboard/buy-several/pay";
const HEADER = "offer_id,quantity,destination,email,reference";

const batches = (apiKey: string) => listAll<ListOrderBatchesResponse>(apiKey, "/v1/order_batches");

/** Posts the preview form as a browser does: multipart, the CSV as a file. */
async function upload(b: Browser, csv: string) {
  const form = new FormData();
  form.set("_csrf", await b.csrf("/dashboard/buy-several"));
  form.set("csv_file", new File([csv], "items.csv", { type: "text/csv" }));
  form.set("csv_text", "");
  const res = await exports.default.fetch(
    new Request(`${ORIGIN}${PREVIEW}`, { method: "POST", body: form, headers: { origin: ORIGIN, cookie: [...b.cookies].map(([k, v]) => `${k}=${v}`).join("; ") }, redirect: "manual" }),
  );
  return { status: res.status, html: await res.text() };
}

const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

describe("batches in the dashboard", () => {
  it("a quantity on the catalog's Buy form buys one batch of one item and lands on its page", async () => {
    const { b, key: apiKey } = await partner();
    const { esim } = await catalog(apiKey);
    await bankTransfer(apiKey, 100_000);
    const html = (await b.get("/dashboard/catalog")).html;
    const at = html.indexOf(`data-offer="${esim.id}"`);
    const form = { ...formFields(html.slice(at), BUY), payment_source: "wallet", quantity: "3" };
    const res = await b.post(BUY, form);
    expect(res.status, res.html).toBe(303);
    const [batch, ...more] = await batches(apiKey);
    expect(more).toEqual([]);
    expect(res.location).toBe(`/dashboard/batches/${batch!.id}`);
    expect(batch).toMatchObject({ counts: { orders: 3 }, total: { amount: esim.price.amount * 3 } });
    // the same form again replays; quantity 1 stays a single purchase
    expect((await b.post(BUY, form)).location).toBe(res.location);
    expect(await batches(apiKey)).toHaveLength(1);
    const single = await b.post(BUY, { ...formFields((await b.get("/dashboard/catalog")).html.slice(at), BUY), payment_source: "wallet", quantity: "1" });
    expect(single.location).toMatch(/^\/dashboard\/orders\/ord_/);
    expect(await batches(apiKey)).toHaveLength(1);
    // a batch is paid from the wallet only: the API's refusal, nothing bought
    const ln = await b.post(BUY, { ...formFields((await b.get("/dashboard/catalog")).html.slice(at), BUY), payment_source: "lightning", quantity: "2" });
    expect(ln.status).toBe(400);
    expectAlert(ln.html, "Pay with: choose how to pay: more than one is paid from the wallet.");
    expect(await batches(apiKey)).toHaveLength(1);
  });

  it("the CSV preview shows each row's refusal by its column's name and how to put it right, and stores nothing", async () => {
    const { b, key: apiKey, accountId } = await partner();
    const { esim, topup } = await catalog(apiKey);
    await bankTransfer(apiKey, 100_000);
    const before = await holdings(accountId);
    const csv = [
      HEADER,
      `${esim.id},2,,ana@example.com,tour-1`,
      "off_nope,1,,,",
      `${topup.id},1,,,`,
      `${esim.id},1,,not-an-email,`,
      `${esim.id},99,,,`,
    ].join("\r\n");
    const res = await upload(b, csv);
    expect(res.status, res.html).toBe(200);
    const field = (line: number) => new RegExp(`data-row="${line}" data-error-field="([^"]+)"`).exec(res.html)?.[1];
    expect(res.html).toMatch(/data-row="2">/);
    expect(field(2)).toBeUndefined();
    expect(field(3)).toBe("offer_id");
    expect(field(4)).toBe("destination");
    expect(field(5)).toBe("email");
    expect(field(6)).toBe("quantity");
    expect(res.html).toContain("Phone number: a top-up needs the number to top up, with its country code, like +52 55 1234 5678.");
    expect(res.html).toContain("Offer: no offer has this id: copy it from the Catalog or the template.");
    expect(res.html).toContain("Traveller email: enter an email address, like ana@example.com.");
    expect(res.html).toContain("Quantity: enter a whole number from 1 to 50.");
    const checks = [...res.html.matchAll(/<strong class="error">([^<]*)<\/strong>/g)].map((m) => m[1]!);
    expect(checks).toHaveLength(4);
    for (const c of checks) expect(c).not.toMatch(API_WORDS);
    expect(res.html).toContain("4 of 5 rows are refused");
    expect(res.html).not.toContain(`action="${PAY}"`);
    expect(await holdings(accountId)).toEqual(before);

    // not a CSV of the columns: the page says so
    const bad = await upload(b, "offer,qty\nx,1");
    expect(bad.status).toBe(400);
    // the file's own header is the one place its column names are shown: they are what the file holds
    expect(bad.html).toContain(`The file&#39;s first line must be the header ${HEADER}`);
  });

  it("Pay from wallet makes one batch of the rows' orders, and a double post of the form makes one", async () => {
    const { b, key: apiKey } = await partner();
    const { esim, topup } = await catalog(apiKey);
    await bankTransfer(apiKey, 100_000);
    const number = numberIn(topup.coverage.countries[0]!);
    const csv = `${HEADER}\n${esim.id},2,,ana@example.com,"tour, 1"\n${topup.id},,${number},,desk-7\n`;
    const preview = await upload(b, csv);
    expect(preview.status, preview.html).toBe(200);
    const total = esim.price.amount * 2 + topup.price.amount;
    expect(preview.html).toContain(`data-total="${total}"`);
    const form = formFields(preview.html, PAY);
    form.items = unescape(form.items!);
    const first = await b.post(PAY, form);
    expect(first.status, first.html).toBe(303);
    const second = await b.post(PAY, form);
    expect(second.location).toBe(first.location);
    const all = await batches(apiKey);
    expect(all).toHaveLength(1);
    expect(first.location).toBe(`/dashboard/batches/${all[0]!.id}`);
    expect(all[0]).toMatchObject({ counts: { orders: 3 }, total: { amount: total } });
    const orders = await listAll<ListOrderBatchOrdersResponse>(apiKey, `/v1/order_batches/${all[0]!.id}/orders`);
    expect(orders).toHaveLength(3);
    const quotes = await Promise.all(orders.map(async (o) => (await call<{ metadata: Record<string, string>; destination: string | null }>(`/v1/quotes/${o.quote_id}`, { key: apiKey })).body));
    expect(quotes.filter((q) => q.metadata.reference === "tour, 1")).toHaveLength(2);
    expect(quotes.find((q) => q.metadata.reference === "desk-7")!.destination).toBe(number);
  });

  it("a role without orders.buy gets 403 on the preview and on Pay, with nothing bought", async () => {
    const { b, key: apiKey, accountId } = await partner();
    const { esim } = await catalog(apiKey);
    await bankTransfer(apiKey, 100_000);
    const preview = await upload(b, `${HEADER}\n${esim.id},2,,,\n`);
    const form = formFields(preview.html, PAY);
    form.items = unescape(form.items!);
    await env.DB.prepare("UPDATE memberships SET role = 'finance' WHERE account_id = ?").bind(accountId).run();
    const page = await b.get("/dashboard/buy-several");
    expect(page.status).toBe(200);
    expect(page.html).not.toContain(`action="${PREVIEW}"`);
    expect((await upload(b, `${HEADER}\n${esim.id},2,,,\n`)).status).toBe(403);
    expect((await b.post(PAY, form)).status).toBe(403);
    expect(await batches(apiKey)).toEqual([]);
  });

  it("the batch page shows the batch and its orders, updates while processing, and its CSV is the API's", async () => {
    const { b, key: apiKey } = await partner();
    const { esim } = await catalog(apiKey);
    await bankTransfer(apiKey, 100_000);
    const preview = await upload(b, `${HEADER}\n${esim.id},2,,,\n${OFFER.stays},1,,,\n`);
    const form = formFields(preview.html, PAY);
    form.items = unescape(form.items!);
    const paid = await b.post(PAY, form);
    expect(paid.status, paid.html).toBe(303);
    const page = await b.get(paid.location!);
    expect(page.status).toBe(200);
    const id = paid.location!.split("/").pop()!;
    expect(page.html).toContain('data-status="processing"');
    expect(page.html).toContain(`data-poll="/dashboard/batches/${id}/status.json"`);
    expect(page.html).toContain('data-progress="processing:1"');
    const orders = await listAll<ListOrderBatchOrdersResponse>(apiKey, `/v1/order_batches/${id}/orders`);
    for (const o of orders) expect(page.html).toContain(`href="/dashboard/orders/${o.id}"`);
    const status = JSON.parse((await b.get(`/dashboard/batches/${id}/status.json`)).html);
    expect(status).toEqual({ id, status: "processing", progress: "processing:1" });

    const pending = orders.find((o) => o.status === "pending")!;
    const done = await call<CompleteOrderResponse>(`/v1/test_helpers/orders/${pending.id}/complete`, { key: apiKey, body: { outcome: "fulfilled" }, idem: key("complete") });
    expect(done.status, done.text).toBe(200);
    expect(JSON.parse((await b.get(`/dashboard/batches/${id}/status.json`)).html).status).toBe("completed");
    const after = await b.get(`/dashboard/batches/${id}`);
    expect(after.html).toContain('data-status="completed"');
    expect(after.html).not.toContain("data-poll=");

    const csv = await b.get(`/dashboard/batches/${id}/orders.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const api = await call(`/v1/order_batches/${id}/orders.csv`, { key: apiKey });
    expect(csv.html).toBe(api.text);
    expect(csv.html.split("\r\n").filter(Boolean)).toHaveLength(4);

    // the list links the batch; an unknown batch is the API's 404
    expect((await b.get("/dashboard/batches")).html).toContain(`href="/dashboard/batches/${id}"`);
    expect((await b.get("/dashboard/batches/bat_nope")).status).toBe(404);
    expect((await b.get("/dashboard/batches/bat_nope/orders.csv")).status).toBe(404);
  });
});
