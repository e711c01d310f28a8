// README.md's five-minute walkthrough, through the typed client against the running service
// (PC_BASE_URL), plus what a partner's integration checks on top: the eSIM QR code decodes to
// the lpa string, replays are replays, and webhooks verify with the endpoint's secret.
import { Resvg } from "@resvg/resvg-js";
import jsQR from "jsqr";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPartnerCommerceClient, verifyWebhook, WebhookSignatureError, type PartnerCommerceClient } from "../src/index";

const base = process.env.PC_BASE_URL;
const adminToken = process.env.PC_ADMIN_TOKEN;
if (!base || !adminToken) throw new Error("PC_BASE_URL and PC_ADMIN_TOKEN are set by scripts/check-client.mjs (npm run client:test)");

const JAPAN_1GB = "off_01JGZEPQG0SANDBXCATA000019";
const UK_5GB = "off_01JGYFSYW0SANDBXCATA000010";

let api: PartnerCommerceClient;

async function eventually<T>(read: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > until) throw new Error(`still not done after ${timeoutMs} ms: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A local webhook receiver: what arrives, raw. */
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const receiver = createServer((req, res) => {
  let body = "";
  req.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
  req.on("end", () => {
    received.push({ headers: req.headers, body });
    res.writeHead(200).end("ok");
  });
});

beforeAll(async () => {
  const res = await fetch(`${base}/admin/v1/accounts`, {
    method: "POST",
    headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
    body: JSON.stringify({ name: "Walkthrough partner" }),
  });
  expect(res.status).toBe(200);
  const created = (await res.json()) as { api_key: { secret: string } };
  api = createPartnerCommerceClient({ apiKey: created.api_key.secret, baseUrl: base });
  await new Promise<void>((resolve) => receiver.listen(Number(process.env.PC_RECEIVER_PORT ?? 0), "127.0.0.1", resolve));
});

afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

describe("README walkthrough through the typed client", () => {
  let orderId = "";
  let secret = "";

  it("0. registers a webhook endpoint (to a local receiver) and keeps its signing secret", async () => {
    const { port } = receiver.address() as AddressInfo;
    const { data, error } = await api.POST("/v1/webhook_endpoints", { body: { url: `http://127.0.0.1:${port}/hooks`, enabled_events: ["*"] } });
    expect(error).toBeUndefined();
    expect(data!.secret).toMatch(/^whsec_/);
    secret = data!.secret!;
  });

  it("1. lists offers for Japan with indicative prices in euros", async () => {
    const { data } = await api.GET("/v1/offers", { params: { query: { country: "JP", display_currency: "EUR" } } });
    expect(data!.data).toHaveLength(3);
    const japan = data!.data.find((o) => o.id === JAPAN_1GB)!;
    expect(japan.name).toBe("Japan 1 GB");
    expect(japan.price).toEqual({ amount: 500, currency: "USD" });
    expect(japan.display).toMatchObject({ currency: "EUR", indicative: true });
  });

  it("2. funds the wallet with a simulated USD 10.00 bank transfer (the client supplies the Idempotency-Key)", async () => {
    const { data, response } = await api.POST("/v1/test_helpers/bank_transfers", { body: { amount: 1000 } });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ object: "deposit", status: "credited", amount: { amount: 1000, currency: "USD" } });
  });

  it("3. shows the wallet", async () => {
    const { data } = await api.GET("/v1/wallet");
    expect(data!.balance).toEqual({ amount: 1000, currency: "USD" });
    expect(data!.available).toEqual({ amount: 1000, currency: "USD" });
  });

  it("4. buys an eSIM from the wallet; the same key again is a replay, not a second purchase", async () => {
    const key = `walkthrough-${crypto.randomUUID()}`;
    const buy = () => api.POST("/v1/quotes", { body: { offer_id: JAPAN_1GB, payment_source: "wallet" }, params: { header: { "idempotency-key": key } } });
    const first = await buy();
    expect(first.data).toMatchObject({ status: "fulfilled", wallet: { debited: 500, balance_after: 500 } });
    orderId = first.data!.order_id!;
    expect(orderId).toMatch(/^ord_/);
    const again = await buy();
    expect(again.response.headers.get("idempotent-replayed")).toBe("true");
    expect(again.data!.id).toBe(first.data!.id);
    expect((await api.GET("/v1/wallet")).data!.balance.amount).toBe(500);
  });

  it("5. fetches the fulfilled order; its QR code decodes to the lpa string", async () => {
    const order = await eventually(async () => (await api.GET("/v1/orders/{order_id}", { params: { path: { order_id: orderId } } })).data!, (o) => o.status !== "pending");
    expect(order.status).toBe("fulfilled");
    const deliverable = order.deliverable as { type: string; iccid: string; lpa: string; qr_code_url: string };
    expect(deliverable.type).toBe("esim_profile");
    expect(deliverable.qr_code_url).toBe(`/v1/orders/${orderId}/qr.svg`);

    const qr = await api.GET("/v1/orders/{order_id}/qr.svg", { params: { path: { order_id: orderId } }, parseAs: "text" });
    expect(qr.response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    const png = new Resvg(qr.data as string, { fitTo: { mode: "width", value: 400 }, background: "white" }).render();
    const pixels = new Uint8ClampedArray(png.pixels.buffer, png.pixels.byteOffset, png.pixels.byteLength);
    expect(jsQR(pixels, png.width, png.height)?.data).toBe(deliverable.lpa);
  });

  it("6. reads the eSIM's states and what may be done now, suspends it and resumes it", async () => {
    const path = { params: { path: { order_id: orderId } } };
    const esim = (await api.GET("/v1/orders/{order_id}/esim", path)).data!;
    expect(esim).toMatchObject({ object: "esim", order_id: orderId, profile_state: "installed", service_state: "active", actions: ["topup", "suspend", "revoke", "refund"] });
    const suspended = await api.POST("/v1/orders/{order_id}/esim/suspend", { ...path, body: { reason: "phone reported lost" } });
    expect(suspended.data).toMatchObject({ service_state: "suspended", actions: ["resume", "revoke", "refund"] });
    const again = await api.POST("/v1/orders/{order_id}/esim/suspend", { ...path, body: {} });
    expect(again.error).toMatchObject({ error: { code: "esim_action_unavailable" } });
    const resumed = await api.POST("/v1/orders/{order_id}/esim/resume", { ...path, body: {} });
    expect(resumed.data).toMatchObject({ service_state: "active" });
  });

  it("7. pays a UK 5 GB quote over Lightning with the sandbox helper", async () => {
    const quote = await api.POST("/v1/quotes", { body: { offer_id: UK_5GB, payment_source: "lightning" } });
    expect(quote.data).toMatchObject({ status: "awaiting_funds", price: { amount: 1200, currency: "USD" } });
    const invoice = quote.data!.payment.lightning!;
    expect(invoice.bolt11).toMatch(/^lntb120u1/);
    const paid = await api.POST("/v1/test_helpers/lightning_invoices/{invoice_id}/pay", { params: { path: { invoice_id: invoice.invoice_id } } });
    expect(paid.data).toMatchObject({ rail: "lightning", amount: { amount: 1200, currency: "USD" } });
    const settled = await api.GET("/v1/quotes/{quote_id}", { params: { path: { quote_id: quote.data!.id } } });
    expect(settled.data!.status).toBe("fulfilled");
  });

  it("8. lists the events", async () => {
    const types = (await api.GET("/v1/events", { params: { query: { limit: 100 } } })).data!.data.map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(["quote.fulfilled", "wallet.debited", "wallet.credited", "deposit.confirmed", "quote.awaiting_funds"]));
  });

  it("9. shows 15% commission on both orders in the Revenue Centre", async () => {
    const revenue = await eventually(async () => (await api.GET("/v1/revenue")).data!, (r) => r.balance.amount === 255);
    expect(revenue).toMatchObject({ tier: "standard", commission_bps: 1500, volume: { amount: 1700, currency: "USD" }, balance: { amount: 255, currency: "USD" } });
  });

  it("10. refunds the Japan order: pending until the sandbox helper resolves it, then the price back and the commission taken back", async () => {
    const made = await api.POST("/v1/refunds", {
      body: { order_id: orderId, reason: "trip_cancelled" },
      params: { header: { "idempotency-key": `walkthrough-${crypto.randomUUID()}` } },
    });
    expect(made.data).toMatchObject({ status: "pending", order_id: orderId, amount: { amount: 500, currency: "USD" } });
    const before = (await api.GET("/v1/wallet")).data!.balance.amount;
    const resolved = await api.POST("/v1/test_helpers/refunds/{refund_id}/resolve", {
      params: { path: { refund_id: made.data!.id }, header: { "idempotency-key": `walkthrough-${crypto.randomUUID()}` } },
      body: { outcome: "succeeded" },
    });
    expect(resolved.data).toMatchObject({ status: "succeeded", wallet_credit: { amount: 500 }, commission_reversed: { amount: 75 } });
    expect((await api.GET("/v1/wallet")).data!.balance.amount).toBe(before + 500);
    expect((await api.GET("/v1/revenue")).data!.balance.amount).toBe(180);
    const order = await api.GET("/v1/orders/{order_id}", { params: { path: { order_id: orderId } } });
    expect(order.data!.refund).toEqual({ id: made.data!.id, status: "succeeded" });
  });

  it("delivered webhooks verify with the endpoint's secret, and a tampered one does not", async () => {
    await eventually(async () => received.length, (n) => n > 0);
    const delivery = received[0]!;
    const header = delivery.headers["service-signature"] as string;
    const event = await verifyWebhook(delivery.body, header, secret);
    expect(event.object).toBe("event");
    await expect(verifyWebhook(delivery.body.replace('"livemode":false', '"livemode":true'), header, secret)).rejects.toThrow(WebhookSignatureError);
    await expect(verifyWebhook(delivery.body, header, "whsec_not_the_secret")).rejects.toMatchObject({ reason: "mismatch" });
    await expect(verifyWebhook(delivery.body, header, secret, { now: Date.now() + 10 * 60_000 })).rejects.toMatchObject({ reason: "stale" });
    await expect(verifyWebhook(delivery.body, "v1=abc", secret)).rejects.toMatchObject({ reason: "malformed" });
  });
});
