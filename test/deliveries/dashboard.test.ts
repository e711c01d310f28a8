// Send to traveller on the dashboard's order page: the form runs POST /v1/orders/{id}/deliveries'
// own step under the form's key (one message however often it is sent), owners and developers
// only (finance and viewers see the messages but no form, and their post is 403 with nothing
// stored), refusals in the API's words and status, the CSRF check of every form, and the
// messages listed with a preview that shows the recorded HTML.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { call } from "../support/api";
import { bankTransfer, buy, catalog, eventually, sqlIn } from "../support/money";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import type { ListDeliveriesResponse } from "../../src/routes/deliveries/list";
import { formFields, partner } from "../dashboard/helpers";
import { expectAlert } from "../support/words";

const sendPath = (orderId: string) => `/dashboard/orders/${orderId}/deliveries`;
const setRole = (accountId: string, role: string) => env.DB.prepare("UPDATE memberships SET role = ? WHERE account_id = ?").bind(role, accountId).run();
const deliveries = async (key: string, orderId: string) => (await call<ListDeliveriesResponse>(`/v1/orders/${orderId}/deliveries`, { key })).body.data;

async function withEsim() {
  const p = await partner();
  const { esim } = await catalog(p.key);
  await bankTransfer(p.key, 20_000);
  const q = await buy(p.key, esim.id);
  expect(q.status, q.text).toBe(200);
  const order = await eventually(async () => (await call<RetrieveOrderResponse>(`/v1/orders/${q.body.order_id}`, { key: p.key })).body, (o) => o.status !== "pending");
  return { ...p, order };
}

describe("Send to traveller on the order page", () => {
  it("sends once per rendered form, lists the message with its preview, in test mode recorded and said so", async () => {
    const { b, key, order } = await withEsim();
    const page = await b.get(`/dashboard/orders/${order.id}`);
    expect(page.html).toContain(`action="${sendPath(order.id)}"`);
    expect(page.html).toContain("Send to traveller");
    expect(page.html).toContain("In test mode nothing is sent");
    for (const name of ["English", "Español", "Français", "Deutsch", "Português", "Italiano", "日本語", "简体中文"]) expect(page.html).toContain(name);
    const fields: Record<string, string> = { ...formFields(page.html, sendPath(order.id)), email: "traveller@example.com", language: "it" };
    expect(fields.idempotency_key).toMatch(/^dash_/);

    const sent = await b.post(sendPath(order.id), fields);
    expect(sent.status, sent.html.slice(0, 400)).toBe(303);
    expect(sent.location).toBe(`/dashboard/orders/${order.id}#traveller`);
    // the browser sends the same form again: the same delivery, nothing more
    expect((await b.post(sendPath(order.id), fields)).status).toBe(303);
    const [d, ...more] = await deliveries(key, order.id);
    expect(more).toEqual([]);
    expect(d).toMatchObject({ email: "traveller@example.com", language: "it", status: "sent", origin: "request" });

    const after = await b.get(`/dashboard/orders/${order.id}`);
    expect(after.html).toContain(`data-delivery="${d!.id}"`);
    expect(after.html).toContain("test mode: recorded, not sent");
    const previewHref = `/dashboard/orders/${order.id}/deliveries/${d!.id}/preview`;
    expect(after.html).toContain(`href="${previewHref}"`);
    const preview = await b.get(previewHref);
    expect(preview.status).toBe(200);
    expect(preview.html).toContain("La tua eSIM è pronta");
    expect(preview.html).toMatch(/src="data:image\/png;base64,/);
  });

  it("refuses with the API's words and status, and stores nothing", async () => {
    const { b, key, accountId, order } = await withEsim();
    const page = await b.get(`/dashboard/orders/${order.id}`);
    const bad = await b.post(sendPath(order.id), { ...formFields(page.html, sendPath(order.id)), email: "not-an-address" });
    expect(bad.status).toBe(400);
    expectAlert(bad.html, "Traveller's email: enter an email address, like ana@example.com.");
    // an order refunded since the page was shown: the step's 409
    await sqlIn(accountId, "UPDATE orders SET refund_status = 'succeeded' WHERE id = ?", order.id);
    const late = await b.post(sendPath(order.id), { ...formFields(page.html, sendPath(order.id)), email: "a@example.com" });
    expect(late.status).toBe(409);
    expect(late.html).toContain("was refunded");
    expect(await deliveries(key, order.id)).toEqual([]);
  });

  it("owners and developers may; finance and viewers see no form and their post is 403 with nothing stored", async () => {
    const { b, key, accountId, order } = await withEsim();
    const page = await b.get(`/dashboard/orders/${order.id}`);
    const fields = { ...formFields(page.html, sendPath(order.id)), email: "a@example.com" };
    for (const role of ["finance", "viewer"]) {
      await setRole(accountId, role);
      const shown = await b.get(`/dashboard/orders/${order.id}`);
      expect(shown.html).not.toContain(`action="${sendPath(order.id)}"`);
      expect(shown.html).toContain(`Your role (${role}) can see the messages but not send one.`);
      const sent = await b.post(sendPath(order.id), fields);
      expect(sent.status, role).toBe(403);
      expect(await deliveries(key, order.id)).toEqual([]);
    }
    await setRole(accountId, "developer");
    expect((await b.post(sendPath(order.id), fields)).status).toBe(303);
    expect(await deliveries(key, order.id)).toHaveLength(1);
  });

  it("refuses a form without the session's CSRF token, sending nothing", async () => {
    const { b, key, order } = await withEsim();
    const page = await b.get(`/dashboard/orders/${order.id}`);
    const fields = { ...formFields(page.html, sendPath(order.id)), email: "a@example.com" };
    const sent = await b.post(sendPath(order.id), { ...fields, _csrf: "wrong" });
    expect(sent.status).toBe(403);
    expect(await deliveries(key, order.id)).toEqual([]);
  });
});
