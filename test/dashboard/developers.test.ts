// The Developers pages: webhook endpoints made and changed from the dashboard are exactly what the
// API then shows (the pages run the routes' steps), the signing secret appears once, the delivery
// log shows what was sent and what the receiver answered, replay queues a delivery, the events
// page is GET /v1/events, key names are kept, and a viewer's posts are refused with nothing changed.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { call } from "../support/api";
import { bankTransfer, buy, catalog, eventually } from "../support/money";
import { deliveries, expectNotSignedBy, expectSignedBy, fireEvent, receiver } from "../webhooks/support";
import type { ListEventsResponse } from "../../src/routes/events/list";
import type { ListWebhookEndpointsResponse } from "../../src/routes/webhook-endpoints/list";
import type { RetrieveWebhookEndpointResponse } from "../../src/routes/webhook-endpoints/retrieve";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import { formFields, partner } from "./helpers";
import { expectAlert } from "../support/words";

const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
const secretIn = (html: string) => /id="signing-secret"[^>]*>(whsec_[^<]+)</.exec(html)?.[1];
const endpointOf = (key: string, id: string) => call<RetrieveWebhookEndpointResponse>(`/v1/webhook_endpoints/${id}`, { key });
const endpoints = async (key: string) => (await call<ListWebhookEndpointsResponse>("/v1/webhook_endpoints?limit=100", { key })).body.data;

/** An endpoint registered from the page: its id and the secret the answer showed. */
async function addFromPage(b: Awaited<ReturnType<typeof partner>>["b"], fields: Record<string, string>) {
  const form = formFields((await b.get("/dashboard/webhooks")).html, "/dashboard/webhooks");
  // only the hidden fields: the checkboxes are the caller's choice
  const res = await b.post("/dashboard/webhooks", { _csrf: form._csrf!, ...fields });
  expect(res.status, res.html).toBe(201);
  const id = /<code>(we_[A-Za-z0-9]+)<\/code>/.exec(res.html)![1]!;
  return { res, id, secret: secretIn(res.html)! };
}

describe("webhooks pages", () => {
  it("an endpoint added from the page is the API's; its secret is shown once and signs its deliveries", async () => {
    const { b, key } = await partner();
    const r = receiver();
    const { res, id, secret } = await addFromPage(b, { url: r.url, description: "booking system", "event:order.fulfilled": "1", "event:order.failed": "1" });
    expect(secret).toMatch(/^whsec_/);
    expect(res.html).toContain("only time it is shown");
    const listed = await endpoints(key);
    expect(listed).toEqual([expect.objectContaining({ id, url: r.url, description: "booking system", enabled_events: ["order.fulfilled", "order.failed"], status: "active" })]);

    // never again: not on its page, not on the list
    const page = await b.get(`/dashboard/webhooks/${id}`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain("whsec_");
    expect((await b.get("/dashboard/webhooks")).html).not.toContain("whsec_");
    expect((await b.get("/dashboard/webhooks")).html).toContain(`data-endpoint="${id}"`);

    // a ping from the page is signed with the secret the page showed
    const ping = await b.post(`/dashboard/webhooks/${id}/ping`, { _csrf: await b.csrf(`/dashboard/webhooks/${id}`) });
    expect(ping.status).toBe(200);
    expect(r.received).toHaveLength(1);
    await expectSignedBy(r.received[0]!, secret);
  });

  it("refuses what the API refuses, naming the field by its label and saying what to do, and registers nothing", async () => {
    const { b, key } = await partner();
    const form = { _csrf: formFields((await b.get("/dashboard/webhooks")).html, "/dashboard/webhooks")._csrf! };
    const bad = await b.post("/dashboard/webhooks", { ...form, url: "https://10.1.1.1/hooks", all: "1" });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('value="https://10.1.1.1/hooks"');
    expectAlert(bad.html, "URL: use your server's host name, not an IP address");
    // a local address says how local development receives events
    const local = await b.post("/dashboard/webhooks", { ...form, url: "http://localhost:3000/hooks", all: "1" });
    expect(local.status).toBe(400);
    expect(expectAlert(local.html, "URL: an address on your own machine cannot receive our events.")).toContain("npx partner-commerce listen --forward-to");
    // a name that does not resolve: we could not find it, and no resolver's detail
    const lost = await b.post("/dashboard/webhooks", { ...form, url: "https://nxdomain-hooks.example.com/in", all: "1" });
    expect(lost.status).toBe(400);
    expectAlert(lost.html, "URL: we could not find this host.");
    const none = await b.post("/dashboard/webhooks", { ...form, url: receiver().url });
    expect(none.status).toBe(400);
    expectAlert(none.html, "Events to send: choose at least one event type, or every event type.");
    const unknown = await b.post("/dashboard/webhooks", { ...form, url: receiver().url, "event:nope.nope": "1" });
    expect(unknown.status).toBe(400);
    expectAlert(unknown.html, "Events to send: choose among the listed event types.");
    expect(await endpoints(key)).toEqual([]);
  });

  it("edit, disable, enable, rotate and delete have the API's effect", async () => {
    const { b, key } = await partner();
    const r = receiver();
    const { id, secret } = await addFromPage(b, { url: r.url, all: "1" });
    const csrf = await b.csrf(`/dashboard/webhooks/${id}`);

    const edited = await b.post(`/dashboard/webhooks/${id}`, { _csrf: csrf, description: "new words", "event:credit.updated": "1" });
    expect(edited.status, edited.html).toBe(200);
    expect((await endpointOf(key, id)).body).toMatchObject({ description: "new words", enabled_events: ["credit.updated"] });
    // a blank description clears it, as null does in the API
    await b.post(`/dashboard/webhooks/${id}`, { _csrf: csrf, description: "", all: "1" });
    expect((await endpointOf(key, id)).body).toMatchObject({ description: null, enabled_events: ["*"] });

    const off = await b.post(`/dashboard/webhooks/${id}/disable`, { _csrf: csrf });
    expect(off.status).toBe(200);
    expect(off.html).toContain("Disabled (disabled by the account)");
    expect((await endpointOf(key, id)).body).toMatchObject({ status: "disabled", disabled_reason: "disabled by the account" });
    await fireEvent(key);
    expect(await deliveries(key, id)).toEqual([]);
    expect((await b.post(`/dashboard/webhooks/${id}/enable`, { _csrf: csrf })).status).toBe(200);
    expect((await endpointOf(key, id)).body).toMatchObject({ status: "active", disabled_reason: null });

    const rotated = await b.post(`/dashboard/webhooks/${id}/rotate-secret`, { _csrf: csrf });
    expect(rotated.status).toBe(200);
    expect(rotated.headers.get("cache-control")).toContain("no-store");
    const next = secretIn(rotated.html)!;
    expect(next).toMatch(/^whsec_/);
    expect(next).not.toBe(secret);
    await b.post(`/dashboard/webhooks/${id}/ping`, { _csrf: csrf });
    const last = r.received[r.received.length - 1]!;
    await expectSignedBy(last, next);
    await expectNotSignedBy(last, secret);

    const gone = await b.post(`/dashboard/webhooks/${id}/delete`, { _csrf: csrf });
    expect(gone.status).toBe(200);
    expect(gone.html).toContain(`Endpoint ${id} deleted.`);
    expect((await endpointOf(key, id)).status).toBe(404);
    expect((await b.get(`/dashboard/webhooks/${id}`)).status).toBe(404);
  });

  it("the delivery log shows the request body sent, the response status, its body's start and the duration", async () => {
    const { b, key } = await partner();
    const r = receiver(() => new Response("thanks <b>received</b>", { status: 200 }));
    const { id } = await addFromPage(b, { url: r.url, all: "1" });
    const ping = await b.post(`/dashboard/webhooks/${id}/ping`, { _csrf: await b.csrf(`/dashboard/webhooks/${id}`) });
    expect(ping.status).toBe(200);
    const [d] = await deliveries(key, id);
    expect(d).toMatchObject({ status: "succeeded", response_status: 200, response_body_excerpt: "thanks <b>received</b>" });

    const page = (await b.get(`/dashboard/webhooks/${id}`)).html;
    const row = page.slice(page.indexOf(`data-delivery="${d.id}"`), page.indexOf("</tr>", page.indexOf(`data-delivery="${d.id}"`)));
    expect(row).toContain(d.event_id);
    expect(row).toContain("<code>ping</code>");
    expect(row).toContain("Delivered");
    expect(row).toContain("HTTP 200");
    expect(row).toContain(`${d.duration_ms} ms`);
    // the exact bytes the receiver got, and its answer shown as text, never as markup
    expect(unescape(/<pre class="json"[^>]*data-request-body[^>]*>([^<]*)<\/pre>/.exec(row)![1]!)).toBe(r.received[0]!.body);
    expect(row).toContain("thanks &lt;b&gt;received&lt;/b&gt;");
    expect(row).not.toContain("whsec_");
    expect(row).not.toContain("t=");
  });

  it("replay from the log queues a new delivery of the same event, which then shows in the log", async () => {
    const { b, key } = await partner();
    const r = receiver();
    const { id } = await addFromPage(b, { url: r.url, all: "1" });
    const csrf = await b.csrf(`/dashboard/webhooks/${id}`);
    await b.post(`/dashboard/webhooks/${id}/ping`, { _csrf: csrf });
    const [first] = await deliveries(key, id);

    const replayed = await b.post(`/dashboard/events/${first.event_id}/replay`, { _csrf: csrf, endpoint: id });
    expect(replayed.status).toBe(200);
    expect(replayed.html).toContain(`Event ${first.event_id} replayed: 1 delivery queued.`);
    const log = await deliveries(key, id);
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ event_id: first.event_id, attempt: 1 });
    expect(replayed.html).toContain(`data-delivery="${log[0].id}"`);
    await eventually(async () => r.received.length, (n) => n >= 2);
    expect(r.received[1]!.body).toBe(r.received[0]!.body);
  });
});

describe("events page", () => {
  it("lists GET /v1/events newest first, filters by type, pages, links order events to their order, and replays", async () => {
    const { b, key } = await partner();
    const { esim } = await catalog(key);
    await bankTransfer(key, 10_000);
    const q = (await buy(key, esim.id)).body;
    await eventually(async () => (await call<RetrieveOrderResponse>(`/v1/orders/${q.order_id}`, { key })).body.status, (s) => s !== "pending");
    // more than one page of 20
    for (let i = 0; i < 20; i++) await fireEvent(key, 30 + i);

    const api = (await call<ListEventsResponse>("/v1/events?limit=100", { key })).body.data;
    const ids = (html: string) => [...html.matchAll(/data-event="([^"]+)"/g)].map((m) => m[1]);
    const page = await b.get("/dashboard/events");
    expect(page.status).toBe(200);
    expect(ids(page.html)).toEqual(api.slice(0, 20).map((e) => e.id));
    const orderEvent = api.find((e) => e.type.startsWith("order."))!;
    const orders = (await b.get(`/dashboard/events?type=${orderEvent.type}`)).html;
    expect(orders).toContain(`href="/dashboard/orders/${q.order_id}"`);
    expect(orders).toContain(`<code>${orderEvent.type}</code>`);

    const credit = await b.get("/dashboard/events?type=credit.updated");
    const creditApi = (await call<ListEventsResponse>("/v1/events?type=credit.updated&limit=100", { key })).body.data;
    expect(ids(credit.html)).toEqual(creditApi.map((e) => e.id));
    expect(creditApi.length).toBeGreaterThanOrEqual(3);
    // the event's JSON as the API answers it
    expect(credit.html).toContain(JSON.stringify(creditApi[0]!.id));

    expect(api.length).toBeGreaterThan(20);
    const older = /href="(\/dashboard\/events\?cursor=[^"]+)">Older events/.exec(page.html)![1]!.replace(/&amp;/g, "&");
    expect(ids((await b.get(older)).html)).toEqual(api.slice(20, 40).map((e) => e.id));
    expect((await b.get("/dashboard/events?cursor=crs_forged")).status).toBe(400);

    // replay from the events page reaches an endpoint subscribed now
    const r = receiver();
    await addFromPage(b, { url: r.url, "event:credit.updated": "1" });
    const replayed = await b.post(`/dashboard/events/${creditApi[0]!.id}/replay`, { _csrf: await b.csrf("/dashboard/events") });
    expect(replayed.status).toBe(200);
    expect(replayed.html).toContain("1 delivery queued");
    await eventually(async () => r.received.length, (n) => n >= 1);
    expect(JSON.parse(r.received[0]!.body).id).toBe(creditApi[0]!.id);
  });
});

describe("roles", () => {
  it("a viewer reads the webhooks and events pages without forms; each post is 403 and changes nothing", async () => {
    const { b, key, accountId } = await partner();
    const r = receiver();
    const { id } = await addFromPage(b, { url: r.url, all: "1" });
    const csrf = await b.csrf(`/dashboard/webhooks/${id}`);
    const createForm = { _csrf: formFields((await b.get("/dashboard/webhooks")).html, "/dashboard/webhooks")._csrf! };
    await fireEvent(key);
    const eventId = (await call<ListEventsResponse>("/v1/events?limit=1", { key })).body.data[0]!.id;
    await eventually(async () => r.received.length, (n) => n >= 1);
    const before = { list: await endpoints(key), log: await deliveries(key, id), received: r.received.length };

    await env.DB.prepare("UPDATE memberships SET role = 'viewer' WHERE account_id = ?").bind(accountId).run();
    const list = await b.get("/dashboard/webhooks");
    expect(list.status).toBe(200);
    expect(list.html).toContain(`data-endpoint="${id}"`);
    expect(list.html).not.toContain('action="/dashboard/webhooks"');
    expect(list.html).toContain("Your role (viewer) can see webhooks and events but not change them.");
    const page = await b.get(`/dashboard/webhooks/${id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Delivery log");
    expect(page.html).not.toContain("/ping");
    expect(page.html).not.toContain("/replay");
    expect((await b.get("/dashboard/events")).html).not.toContain("/replay");

    const posts: [string, Record<string, string>][] = [
      ["/dashboard/webhooks", { ...createForm, url: receiver().url, all: "1" }],
      [`/dashboard/webhooks/${id}`, { _csrf: csrf, description: "x", all: "1" }],
      [`/dashboard/webhooks/${id}/ping`, { _csrf: csrf }],
      [`/dashboard/webhooks/${id}/disable`, { _csrf: csrf }],
      [`/dashboard/webhooks/${id}/rotate-secret`, { _csrf: csrf }],
      [`/dashboard/webhooks/${id}/delete`, { _csrf: csrf }],
      [`/dashboard/events/${eventId}/replay`, { _csrf: csrf, endpoint: id }],
      [`/dashboard/events/${eventId}/replay`, { _csrf: csrf }],
    ];
    for (const [path, form] of posts) {
      const res = await b.post(path, form);
      expect(res.status, path).toBe(403);
      expect(res.html).not.toContain("whsec_");
    }
    expect(await endpoints(key)).toEqual(before.list);
    expect(await deliveries(key, id)).toEqual(before.log);
    expect(r.received.length).toBe(before.received);
  });
});

describe("API keys page", () => {
  it("names a key when creating it, lists the name, keeps it when rolling, and refuses a name too long", async () => {
    const { b, accountId } = await partner();
    const csrf = await b.csrf("/dashboard/api-keys");
    const made = await b.post("/dashboard/api-keys", { _csrf: csrf, mode: "test", name: "  booking system  " });
    expect(made.status).toBe(201);
    const keyId = () => env.DB.prepare("SELECT id, name FROM api_keys WHERE account_id = ? AND revoked_at IS NULL AND name IS NOT NULL").bind(accountId).first<{ id: string; name: string }>();
    const named = (await keyId())!;
    expect(named.name).toBe("booking system");
    expect((await b.get("/dashboard/api-keys")).html).toContain('<td data-label="Name">booking system</td>');

    const rolled = await b.post(`/dashboard/api-keys/${named.id}/roll`, { _csrf: csrf });
    expect(rolled.status).toBe(200);
    const after = (await keyId())!;
    expect(after.id).not.toBe(named.id);
    expect(after.name).toBe("booking system");

    const count = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM api_keys WHERE account_id = ?").bind(accountId).first<{ n: number }>())!.n;
    const n = await count();
    const long = await b.post("/dashboard/api-keys", { _csrf: csrf, mode: "test", name: "n".repeat(101) });
    expect(long.status).toBe(400);
    expect(await count()).toBe(n);
    // no name is fine: the list shows a dash
    expect((await b.post("/dashboard/api-keys", { _csrf: csrf, mode: "test", name: "" })).status).toBe(201);
    expect(await count()).toBe(n + 1);
  });
});
