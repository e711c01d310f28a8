// The orders pages: the list is GET /v1/orders' own list (status and category filtered in the
// account object, dates on the page); an order's page shows what GET /v1/orders/{id} answers,
// the eSIM's lpa and its QR code as inline SVG, its usage, and exactly the events whose
// data.object is the order; a pending order's page carries the poll its script follows.
import { describe, expect, it } from "vitest";
import { call } from "../support/api";
import { OFFER, bankTransfer, buy, catalog, events, eventually, key as idemKey } from "../support/money";
import type { ListOrdersResponse } from "../../src/routes/orders/list";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import type { RetrieveOrderUsageResponse } from "../../src/routes/orders/retrieve-usage";
import { partner } from "./helpers";
import { expectAlert } from "../support/words";

const orderIds = (html: string) => [...html.matchAll(/data-order="([^"]+)"/g)].map((m) => m[1]);
const PHONES: Record<string, string> = { MX: "+525512345678", US: "+14155550123", GB: "+447700900123", CO: "+573001234567", IN: "+919812345678" };

async function fulfilled(key: string, orderId: string) {
  return eventually(async () => (await call<RetrieveOrderResponse>(`/v1/orders/${orderId}`, { key })).body, (o) => o.status !== "pending");
}

describe("orders", () => {
  it("the order page shows the eSIM's lpa, its QR code as inline SVG, the usage and exactly the order's events", async () => {
    const { b, key } = await partner();
    const { esim } = await catalog(key);
    await bankTransfer(key, 10_000);
    const q = (await buy(key, esim.id)).body;
    const order = await fulfilled(key, q.order_id!);
    expect(order.status).toBe("fulfilled");
    const lpa = order.deliverable!.lpa as string;

    const page = await b.get(`/dashboard/orders/${order.id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`data-lpa="${lpa}"`);
    expect(page.html).toContain(`<code>${lpa}</code>`);
    expect(page.html).toMatch(/data-lpa="[^"]+">\s*<svg[^>]*viewBox/);
    // both install links, to follow or forward
    expect(page.html).toContain(`href="${order.deliverable!.install_url as string}"`);
    expect(page.html).toContain(`href="${(order.deliverable!.apple_install_url as string).replaceAll("&", "&amp;")}"`);
    expect(page.html).toContain('data-status="fulfilled"');
    expect(page.html).not.toContain("data-poll");

    const usage = await call<RetrieveOrderUsageResponse>(`/v1/orders/${order.id}/usage`, { key });
    expect(page.html).toContain(`data-usage="${usage.body.status}"`);

    const mine = (await events(key)).filter((e) => e.data.object?.id === order.id).map((e) => e.id);
    expect(mine.length).toBeGreaterThan(0);
    expect([...page.html.matchAll(/data-event="([^"]+)"/g)].map((m) => m[1])).toEqual(mine);
  });

  it("a pending order's page polls a same-origin status that turns once the order resolves", async () => {
    const { b, key } = await partner();
    await bankTransfer(key, 5_000);
    const q = (await buy(key, OFFER.stays)).body;
    const page = await b.get(`/dashboard/orders/${q.order_id}`);
    expect(page.html).toContain(`data-poll="/dashboard/orders/${q.order_id}/status.json"`);
    expect(page.html).toContain("Pending");
    const before = await b.get(`/dashboard/orders/${q.order_id}/status.json`);
    expect(JSON.parse(before.html)).toEqual({ id: q.order_id, status: "pending" });
    await call(`/v1/test_helpers/orders/${q.order_id}/complete`, { key, body: { outcome: "fulfilled" }, idem: idemKey() });
    expect(JSON.parse((await b.get(`/dashboard/orders/${q.order_id}/status.json`)).html).status).toBe("fulfilled");
    expect((await b.get(`/dashboard/orders/${q.order_id}`)).html).not.toContain("data-poll");
  });

  it("filters by status and category in the account object and by date on the page", async () => {
    const { b, key } = await partner();
    const { esim, topup } = await catalog(key);
    await bankTransfer(key, 20_000);
    const e = (await buy(key, esim.id)).body;
    const country = topup.coverage.countries.find((c) => PHONES[c])!;
    const t = await buy(key, topup.id, "wallet", { destination: PHONES[country] });
    expect(t.status, t.text).toBe(200);
    const p = (await buy(key, OFFER.stays)).body;
    await fulfilled(key, e.order_id!);
    await fulfilled(key, t.body.order_id!);

    const all = (await call<ListOrdersResponse>("/v1/orders?limit=100", { key })).body.data.map((o) => o.id);
    expect(orderIds((await b.get("/dashboard/orders")).html)).toEqual(all);
    expect(orderIds((await b.get("/dashboard/orders?status=pending")).html)).toEqual([p.order_id]);
    expect(orderIds((await b.get("/dashboard/orders?category=mobile_topup")).html)).toEqual([t.body.order_id]);
    expect(orderIds((await b.get("/dashboard/orders?category=esim&status=fulfilled")).html)).toEqual([e.order_id]);

    const today = new Date().toISOString().slice(0, 10);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    expect(orderIds((await b.get(`/dashboard/orders?from=${today}&to=${today}`)).html)).toEqual(all);
    expect(orderIds((await b.get(`/dashboard/orders?from=${day(1)}`)).html)).toEqual([]);
    expect(orderIds((await b.get(`/dashboard/orders?to=${day(-1)}`)).html)).toEqual([]);

    const bad = await b.get("/dashboard/orders?from=31-01-2025");
    expect(bad.status).toBe(400);
    expectAlert(bad.html, "From (UTC): enter a date such as 2025-01-31.");
  });

  it("another account's order is not found", async () => {
    const other = await partner();
    await bankTransfer(other.key, 5_000);
    const q = (await buy(other.key, OFFER.stays)).body;
    const { b } = await partner();
    expect((await b.get(`/dashboard/orders/${q.order_id}`)).status).toBe(404);
    expect((await b.get(`/dashboard/orders/${q.order_id}/status.json`)).status).toBe(404);
  });
});
