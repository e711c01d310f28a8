// Sending an eSIM to a traveller through the API (brand.md "Sending the eSIM to the traveller"):
// POST /v1/orders/{id}/deliveries and its refusals, each with its param and nothing stored; the
// list and the preview; one Idempotency-Key one delivery; and test mode recording without ever
// handing a mail to a provider.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, expectError, newAccount, type ErrorBody } from "../support/api";
import { bankTransfer, buy, catalog, eventually, key, OFFER, sqlIn } from "../support/money";
import type { CreateDeliveryResponse } from "../../src/routes/deliveries/create";
import type { ListDeliveriesResponse } from "../../src/routes/deliveries/list";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";

async function fulfilledEsim(apiKey: string) {
  const { esim } = await catalog(apiKey);
  await bankTransfer(apiKey, 100_000);
  const q = await buy(apiKey, esim.id);
  expect(q.status, q.text).toBe(200);
  const order = (await call<RetrieveOrderResponse>(`/v1/orders/${q.body.order_id}`, { key: apiKey })).body;
  expect(order.status).toBe("fulfilled");
  return order;
}

/** `idem` null: no Idempotency-Key at all. */
const send = (apiKey: string, orderId: string, body: unknown, idem: string | null = key("dlv")) =>
  call<CreateDeliveryResponse>(`/v1/orders/${orderId}/deliveries`, { key: apiKey, body, ...(idem === null ? {} : { idem }) });

const rowsOf = (accountId: string) => sqlIn<{ id: string; status: string }>(accountId, "SELECT id, status FROM esim_deliveries");

async function outboxTo(email: string) {
  return (await env.DB.prepare("SELECT * FROM mail_outbox WHERE \"to\" = ?").bind(email).all()).results;
}

describe("POST /v1/orders/{order_id}/deliveries", () => {
  it("records the eSIM message in test mode, answers it sent, lists it and previews its HTML, and hands nothing to a mail provider", async () => {
    const acct = await newAccount();
    const order = await fulfilledEsim(acct.key);
    const email = `traveller-${key()}@example.com`;
    const res = await send(acct.key, order.id, { email, language: "fr" });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ object: "esim_delivery", order_id: order.id, email, language: "fr", status: "sent", failure_reason: null, origin: "request" });
    expect(res.body.id).toMatch(/^dlv_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(res.body.sent_at).not.toBeNull();

    const list = await call<ListDeliveriesResponse>(`/v1/orders/${order.id}/deliveries`, { key: acct.key });
    expect(list.body).toMatchObject({ object: "list", has_more: false, next_cursor: null });
    expect(list.body.data).toEqual([res.body]);

    const preview = await call<string>(`/v1/orders/${order.id}/deliveries/${res.body.id}/preview`, { key: acct.key });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toMatch(/^text\/html/);
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    expect(preview.headers.get("content-security-policy")).toContain("sandbox");
    expect(preview.text).toContain('<html lang="fr">');
    expect(preview.text).toContain("Votre eSIM est prête");
    // the QR code is shown from the recorded PNG; the mail itself names it by Content-ID
    expect(preview.text).toMatch(/<img src="data:image\/png;base64,[A-Za-z0-9+/=]+"/);
    const [row] = await sqlIn<{ html: string }>(acct.id, "SELECT html FROM esim_deliveries WHERE id = ?", res.body.id);
    expect(row!.html).toContain('src="cid:esim-qr"');
    expect(preview.text).toContain((order.deliverable as { install_url: string }).install_url);

    // test mode: the mail never reaches the provider (locally, the D1 outbox stands in for it)
    expect(await outboxTo(email)).toEqual([]);
  });

  it("sends once per Idempotency-Key: the same request again is the stored answer, concurrent ones one delivery", async () => {
    const acct = await newAccount();
    const order = await fulfilledEsim(acct.key);
    const idem = key("same");
    const body = { email: "one@example.com" };
    const first = await send(acct.key, order.id, body, idem);
    expect(first.status, first.text).toBe(200);
    const again = await send(acct.key, order.id, body, idem);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.text).toBe(first.text);
    // another body under the same key is refused
    expectError(await send(acct.key, order.id, { email: "two@example.com" }, idem), 422, "idempotency_key_reused");
    // two at once under a fresh key: one delivery, the other waits or is told the key is in use
    const idem2 = key("race");
    const both = await Promise.all([send(acct.key, order.id, body, idem2), send(acct.key, order.id, body, idem2)]);
    for (const r of both) expect([200, 409]).toContain(r.status);
    expect(both.some((r) => r.status === 200)).toBe(true);
    expect(await rowsOf(acct.id)).toHaveLength(2);
  });

  it("uses the brand's default language without one, else English", async () => {
    const acct = await newAccount();
    const order = await fulfilledEsim(acct.key);
    const plain = await send(acct.key, order.id, { email: "a@example.com" });
    expect(plain.body.language).toBe("en");
    await sqlIn(acct.id, "INSERT INTO brand (id, display_name, default_language, updated_at) VALUES (1, 'Trip Co', 'de', 0) ON CONFLICT (id) DO UPDATE SET default_language = 'de'");
    const branded = await send(acct.key, order.id, { email: "a@example.com" });
    expect(branded.body.language).toBe("de");
    const asked = await send(acct.key, order.id, { email: "a@example.com", language: "zh-Hans" });
    expect(asked.body.language).toBe("zh-Hans");
  });

  it("answers a refused send in test mode as failed, with its reason (an address beginning with fail)", async () => {
    const acct = await newAccount();
    const order = await fulfilledEsim(acct.key);
    const res = await send(acct.key, order.id, { email: "fail-me@example.com" });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: "failed", failure_reason: "recipient_refused", sent_at: null });
  });

  it("refuses what cannot be sent, naming the field, and stores nothing", async () => {
    const acct = await newAccount();
    const order = await fulfilledEsim(acct.key);
    expectError(await send(acct.key, order.id, { email: "a@example.com" }, null), 400, "idempotency_key_required");
    expectError(await send(acct.key, order.id, {}), 400, "parameter_missing", "email");
    expectError(await send(acct.key, order.id, { email: "not an address" }), 400, "parameter_invalid", "email");
    expectError(await send(acct.key, order.id, { email: "Traveller <a@example.com>" }), 400, "parameter_invalid", "email");
    expectError(await send(acct.key, order.id, { email: "a@example.com", language: "nl" }), 400, "parameter_invalid", "language");
    expectError(await send(acct.key, order.id, { email: "a@example.com", cc: "b@example.com" }), 400, "parameter_unknown", "cc");
    expectError(await send(acct.key, "ord_01JH8W4Q6S0F3C9V7M2K5P8R1T", { email: "a@example.com" }), 404, "resource_not_found", "order_id");
    // another account's order is not found either
    const other = await newAccount();
    expectError(await send(other.key, order.id, { email: "a@example.com" }), 404, "resource_not_found", "order_id");

    // pending, failed, refunded and top-up orders are not deliverable
    const pending = await buy(acct.key, OFFER.stays);
    expectError(await send(acct.key, pending.body.order_id!, { email: "a@example.com" }), 409, "order_not_deliverable");
    const failed = await buy(acct.key, OFFER.fails);
    await eventually(async () => (await call<RetrieveOrderResponse>(`/v1/orders/${failed.body.order_id}`, { key: acct.key })).body.status, (s) => s === "failed");
    expectError(await send(acct.key, failed.body.order_id!, { email: "a@example.com" }), 409, "order_not_deliverable");
    const { topup } = await catalog(acct.key);
    const number = ({ MX: "+525512345678", PH: "+639171234567", NG: "+2348031234567", IN: "+919812345678" } as Record<string, string>)[topup.coverage.countries[0]!];
    const top = await buy(acct.key, topup.id, "wallet", { destination: number });
    expect(top.status, top.text).toBe(200);
    expectError(await send(acct.key, top.body.order_id!, { email: "a@example.com" }), 409, "order_not_deliverable");
    const refunded = await fulfilledEsim(acct.key);
    await sqlIn(acct.id, "UPDATE orders SET refund_status = 'succeeded' WHERE id = ?", refunded.id);
    expectError(await send(acct.key, refunded.id, { email: "a@example.com" }), 409, "order_not_deliverable");

    expect(await rowsOf(acct.id)).toEqual([]);
    // a refused request leaves its key free: the same key works once the request is right
    const idem = key("retry");
    expectError(await send(acct.key, order.id, { email: "bad" }, idem), 400, "parameter_invalid", "email");
    expect((await send(acct.key, order.id, { email: "good@example.com" }, idem)).status).toBe(200);
  });

  it("finds a delivery of another order, or of nothing, not found in the list and the preview", async () => {
    const acct = await newAccount();
    const order = await fulfilledEsim(acct.key);
    const other = await fulfilledEsim(acct.key);
    const sent = await send(acct.key, order.id, { email: "a@example.com" });
    const wrong = await call<ErrorBody>(`/v1/orders/${other.id}/deliveries/${sent.body.id}/preview`, { key: acct.key });
    expectError(wrong, 404, "resource_not_found", "delivery_id");
    expectError(await call(`/v1/orders/ord_01JH8W4Q6S0F3C9V7M2K5P8R1T/deliveries`, { key: acct.key }), 404, "resource_not_found", "order_id");
    expect((await call<ListDeliveriesResponse>(`/v1/orders/${other.id}/deliveries`, { key: acct.key })).body.data).toEqual([]);
  });
});
