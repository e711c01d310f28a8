// Registering and managing webhook endpoints through the HTTP API.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { issueKey } from "../../src/accounts/keys";
import { call, expectError, newAccount, type ErrorBody } from "../support/api";
import { sqlIn } from "../support/money";
import { createEndpoint, deliveries, fireEvent, receiver, received } from "./support";
import type { CreateWebhookEndpointResponse } from "../../src/routes/webhook-endpoints/create";
import type { DeleteWebhookEndpointResponse } from "../../src/routes/webhook-endpoints/delete";
import type { ListWebhookEndpointsResponse } from "../../src/routes/webhook-endpoints/list";
import type { RetrieveWebhookEndpointResponse } from "../../src/routes/webhook-endpoints/retrieve";
import type { RotateWebhookSecretResponse } from "../../src/routes/webhook-endpoints/rotate-secret";
import type { UpdateWebhookEndpointResponse } from "../../src/routes/webhook-endpoints/update";

const ENDPOINT_FIELDS = [
  "id", "object", "url", "description", "enabled_events", "status", "disabled_reason",
  "last_success_at", "last_failure_at", "created_at",
].sort();

/** Every URL a partner must not be able to register, through the real API. */
const REFUSED_URLS = [
  // not https, or not a URL at all
  "http://hooks.partner-shop.com/in",
  "ftp://hooks.partner-shop.com/in",
  "hooks.partner-shop.com/in",
  "",
  // credentials in the URL
  "https://user:pass@hooks.partner-shop.com/in",
  "https://user@hooks.partner-shop.com/in",
  // IPv4 literals in every spelling
  "https://8.8.8.8/in",
  "https://2130706433/in",
  "https://0x7f000001/in",
  "https://0x7f.0.0.1/in",
  "https://0177.0.0.1/in",
  "https://127.1/in",
  "https://167772161/in",
  "https://10.0.0.1/in",
  "https://10.255.0.9/in",
  "https://172.16.0.1/in",
  "https://172.31.255.254/in",
  "https://192.168.0.10/in",
  "https://127.0.0.1/in",
  "https://127.9.9.9/in",
  "https://169.254.169.254/latest/meta-data",
  "https://100.64.0.1/in",
  "https://100.127.1.1/in",
  "https://224.0.0.251/in",
  "https://239.255.255.250/in",
  "https://0.0.0.0/in",
  "https://255.255.255.255/in",
  // IPv6 literals
  "https://[::1]/in",
  "https://[::]/in",
  "https://[::ffff:127.0.0.1]/in",
  "https://[::ffff:10.0.0.1]/in",
  "https://[64:ff9b::a00:1]/in",
  "https://[fe80::1]/in",
  "https://[fc00::1]/in",
  "https://[fd12:3456::1]/in",
  "https://[ff02::1]/in",
  "https://[2606:4700::1111]/in",
  // names that are not public
  "https://localhost/in",
  "https://localhost:8443/in",
  "https://api.localhost/in",
  "https://printer.local/in",
  "https://billing.internal/in",
  "https://intranet/in",
  "https://hooks/in",
  "https://app.test/in",
  "https://127.0.0.1.nip.io/in",
];

describe("registering an endpoint", () => {
  it("answers the endpoint with its fields, default enabled_events [\"*\"] and a whsec_ secret shown this once", async () => {
    const acct = await newAccount();
    const res = await call<CreateWebhookEndpointResponse>("/v1/webhook_endpoints", { key: acct.key, body: { url: "https://Hooks.Partner-Shop.com:443/in?x=1" } });
    expect(res.status, res.text).toBe(200);
    const ep = res.body;
    expect(Object.keys(ep).sort()).toEqual([...ENDPOINT_FIELDS, "secret"].sort());
    expect(ep).toMatchObject({
      object: "webhook_endpoint",
      url: "https://hooks.partner-shop.com/in?x=1",
      description: null,
      enabled_events: ["*"],
      status: "active",
      disabled_reason: null,
      last_success_at: null,
      last_failure_at: null,
    });
    expect(ep.id).toMatch(/^we_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(ep.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(ep.created_at)).toBeGreaterThan(Date.now() - 60_000);

    // no read path shows the secret again
    const got = await call<RetrieveWebhookEndpointResponse>(`/v1/webhook_endpoints/${ep.id}`, { key: acct.key });
    expect(got.status).toBe(200);
    expect(Object.keys(got.body).sort()).toEqual(ENDPOINT_FIELDS);
    expect(got.text).not.toContain(ep.secret);
    const list = await call<ListWebhookEndpointsResponse>("/v1/webhook_endpoints", { key: acct.key });
    expect(list.text).not.toContain(ep.secret);
    expect(list.text).not.toContain("whsec_");
  });

  it("keeps the secret only sealed in storage", async () => {
    const acct = await newAccount();
    const ep = await createEndpoint(acct.key, { url: receiver().url });
    const rows = await sqlIn<{ secret_sealed: string }>(acct.id, "SELECT * FROM webhook_endpoints WHERE id = ?", ep.id);
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows[0]);
    expect(stored).not.toContain(ep.secret);
    expect(stored).not.toContain(ep.secret.slice("whsec_".length));
    expect(stored).not.toContain("whsec_");
  });

  it("takes description and enabled_events, dropping repeats", async () => {
    const acct = await newAccount();
    const ep = await createEndpoint(acct.key, {
      url: receiver().url,
      description: "orders to the fulfilment app",
      enabled_events: ["order.fulfilled", "order.failed", "order.fulfilled"],
    });
    expect(ep.description).toBe("orders to the fulfilment app");
    expect(ep.enabled_events).toEqual(["order.fulfilled", "order.failed"]);
  });

  it(`refuses ${REFUSED_URLS.length} non-public or malformed URLs with 400 invalid_webhook_url on url`, async () => {
    const acct = await newAccount();
    const answers = await Promise.all(REFUSED_URLS.map((url) => call<CreateWebhookEndpointResponse>("/v1/webhook_endpoints", { key: acct.key, body: { url } })));
    answers.forEach((res, i) => {
      try {
        expectError(res, 400, "invalid_webhook_url", "url");
      } catch (e) {
        throw new Error(`${JSON.stringify(REFUSED_URLS[i])}: ${(e as Error).message}`);
      }
    });
    const list = await call<ListWebhookEndpointsResponse>("/v1/webhook_endpoints", { key: acct.key });
    expect(list.body.data).toEqual([]);
  });

  it("refuses the same URL twice for one account and mode with 409 webhook_url_in_use", async () => {
    const acct = await newAccount();
    const url = receiver().url;
    await createEndpoint(acct.key, { url });
    expectError(await call("/v1/webhook_endpoints", { key: acct.key, body: { url } }), 409, "webhook_url_in_use");
    // the same URL spelled differently is the same URL
    expectError(await call("/v1/webhook_endpoints", { key: acct.key, body: { url: url.replace("https://hooks", "https://HOOKS") } }), 409, "webhook_url_in_use");
    // another account, or the live mode of this one, may use it
    const other = await newAccount();
    await createEndpoint(other.key, { url });
    const live = await issueKey(env, acct.id, "live");
    await createEndpoint(live.secret!, { url });
  });

  it("keeps at most 16 endpoints per account and mode: the 17th is 409 webhook_endpoint_limit", async () => {
    const acct = await newAccount();
    const made = [];
    for (let i = 0; i < 16; i++) made.push(await createEndpoint(acct.key, { url: receiver().url }));
    const res = await call<ErrorBody>("/v1/webhook_endpoints", { key: acct.key, body: { url: receiver().url } });
    expectError(res, 409, "webhook_endpoint_limit");
    // no one field is at fault: the URL is fine, the account is full
    expect(res.body.error.param).toBeUndefined();
    expect((await call<ListWebhookEndpointsResponse>("/v1/webhook_endpoints?limit=100", { key: acct.key })).body.data).toHaveLength(16);
    // the live mode has its own 16, and deleting one frees a place
    const live = await issueKey(env, acct.id, "live");
    await createEndpoint(live.secret!, { url: receiver().url });
    await call<DeleteWebhookEndpointResponse>(`/v1/webhook_endpoints/${made[0]!.id}`, { key: acct.key, method: "DELETE" });
    await createEndpoint(acct.key, { url: receiver().url });
  });

  it("refuses event types outside the interface's list with 400 unknown_event_type", async () => {
    const acct = await newAccount();
    const url = receiver().url;
    for (const enabled_events of [["order.shipped"], ["order.fulfilled", "Order.Failed"], ["order.*"], [""]]) {
      const res = await call<CreateWebhookEndpointResponse>("/v1/webhook_endpoints", { key: acct.key, body: { url, enabled_events } });
      if (enabled_events[0] === "") expectError(res, 400, "parameter_invalid", "enabled_events[0]");
      else expectError(res, 400, "unknown_event_type", "enabled_events");
    }
    expectError(await call("/v1/webhook_endpoints", { key: acct.key, body: { url, enabled_events: [] } }), 400, "parameter_invalid", "enabled_events");
    expectError(await call("/v1/webhook_endpoints", { key: acct.key, body: { url, enabled_events: "*" } }), 400, "parameter_invalid", "enabled_events");
    expectError(await call("/v1/webhook_endpoints", { key: acct.key, body: {} }), 400, "parameter_missing", "url");
    expectError(await call("/v1/webhook_endpoints", { key: acct.key, body: { url, secret: "whsec_mine" } }), 400, "parameter_unknown", "secret");
    // every listed type is accepted, and ping too
    const all = ["ping", "deposit.detected", "deposit.confirmed", "wallet.credited", "wallet.debited", "wallet.overdraft_used", "wallet.overdue",
      "quote.awaiting_funds", "quote.fulfilled", "quote.expired", "order.delayed", "order.fulfilled", "order.failed", "credit.updated", "payout.succeeded", "payout.failed"];
    expect((await createEndpoint(acct.key, { url, enabled_events: all })).enabled_events).toEqual(all);
  });

  it("needs an API key", async () => {
    expectError(await call("/v1/webhook_endpoints", { body: { url: receiver().url } }), 401, "api_key_required");
  });
});

describe("managing endpoints", () => {
  it("lists them newest first, paginated", async () => {
    const acct = await newAccount();
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createEndpoint(acct.key, { url: receiver().url }));
    const first = await call<ListWebhookEndpointsResponse>("/v1/webhook_endpoints?limit=2", { key: acct.key });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ object: "list", has_more: true });
    expect(first.body.data.map((e: any) => e.id)).toEqual([made[2]!.id, made[1]!.id]);
    const second = await call<ListWebhookEndpointsResponse>(`/v1/webhook_endpoints?limit=2&cursor=${first.body.next_cursor}`, { key: acct.key });
    expect(second.body).toMatchObject({ has_more: false, next_cursor: null });
    expect(second.body.data.map((e: any) => e.id)).toEqual([made[0]!.id]);
    for (const e of [...first.body.data, ...second.body.data]) expect(e.secret).toBeUndefined();
  });

  it("updates url, description and enabled_events, with the same rules as creation", async () => {
    const acct = await newAccount();
    const a = await createEndpoint(acct.key, { url: receiver().url });
    const b = await createEndpoint(acct.key, { url: receiver().url });
    const newUrl = receiver().url;
    const res = await call<RetrieveWebhookEndpointResponse>(`/v1/webhook_endpoints/${a.id}`, {
      key: acct.key,
      body: { url: newUrl, description: "new home", enabled_events: ["quote.fulfilled"] },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: a.id, url: newUrl, description: "new home", enabled_events: ["quote.fulfilled"], status: "active" });
    expect(res.body.secret).toBeUndefined();
    expect((await call<RetrieveWebhookEndpointResponse>(`/v1/webhook_endpoints/${a.id}`, { key: acct.key })).body.url).toBe(newUrl);

    expectError(await call(`/v1/webhook_endpoints/${a.id}`, { key: acct.key, body: { url: "https://10.1.1.1/x" } }), 400, "invalid_webhook_url", "url");
    expectError(await call(`/v1/webhook_endpoints/${a.id}`, { key: acct.key, body: { url: b.url } }), 409, "webhook_url_in_use");
    expectError(await call(`/v1/webhook_endpoints/${a.id}`, { key: acct.key, body: { enabled_events: ["nope"] } }), 400, "unknown_event_type", "enabled_events");
    expectError(await call(`/v1/webhook_endpoints/${a.id}`, { key: acct.key, body: { status: "paused" } }), 400, "parameter_invalid", "status");
    // the URL it already has is not "in use" by someone else
    expect((await call<UpdateWebhookEndpointResponse>(`/v1/webhook_endpoints/${a.id}`, { key: acct.key, body: { url: newUrl } })).status).toBe(200);
    // a description can be cleared
    expect((await call<UpdateWebhookEndpointResponse>(`/v1/webhook_endpoints/${a.id}`, { key: acct.key, body: { description: null } })).body.description).toBeNull();
  });

  it("disables an endpoint by hand: it then receives nothing, and re-enabling brings events back", async () => {
    const acct = await newAccount();
    const r = receiver();
    const ep = await createEndpoint(acct.key, { url: r.url, enabled_events: ["credit.updated"] });
    const off = await call<UpdateWebhookEndpointResponse>(`/v1/webhook_endpoints/${ep.id}`, { key: acct.key, body: { status: "disabled" } });
    expect(off.status, off.text).toBe(200);
    expect(off.body).toMatchObject({ status: "disabled", disabled_reason: "disabled by the account" });
    await fireEvent(acct.key);
    expect(await deliveries(acct.key, ep.id)).toHaveLength(0);
    const on = await call<UpdateWebhookEndpointResponse>(`/v1/webhook_endpoints/${ep.id}`, { key: acct.key, body: { status: "active" } });
    expect(on.body).toMatchObject({ status: "active", disabled_reason: null });
    await fireEvent(acct.key, 21);
    await received(r, 1);
  });

  it("deletes them Stripe style, after which they are gone and their URL is free", async () => {
    const acct = await newAccount();
    const url = receiver().url;
    const ep = await createEndpoint(acct.key, { url });
    const res = await call<DeleteWebhookEndpointResponse>(`/v1/webhook_endpoints/${ep.id}`, { key: acct.key, method: "DELETE" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: ep.id, object: "webhook_endpoint", deleted: true });
    expectError(await call(`/v1/webhook_endpoints/${ep.id}`, { key: acct.key }), 404, "resource_not_found");
    expectError(await call(`/v1/webhook_endpoints/${ep.id}`, { key: acct.key, method: "DELETE" }), 404, "resource_not_found");
    expectError(await call(`/v1/webhook_endpoints/${ep.id}/deliveries`, { key: acct.key }), 404, "resource_not_found");
    await createEndpoint(acct.key, { url });
  });

  it("rotates the secret: a new whsec_ shown once", async () => {
    const acct = await newAccount();
    const ep = await createEndpoint(acct.key, { url: receiver().url });
    const res = await call<RotateWebhookSecretResponse>(`/v1/webhook_endpoints/${ep.id}/rotate_secret`, { key: acct.key, method: "POST" });
    expect(res.status, res.text).toBe(200);
    expect(res.body.id).toBe(ep.id);
    expect(res.body.secret).toMatch(/^whsec_/);
    expect(res.body.secret).not.toBe(ep.secret);
    expect((await call<RetrieveWebhookEndpointResponse>(`/v1/webhook_endpoints/${ep.id}`, { key: acct.key })).body.secret).toBeUndefined();
  });

  it("keeps each account's and mode's endpoints to themselves", async () => {
    const acct = await newAccount();
    const other = await newAccount();
    const ep = await createEndpoint(acct.key, { url: receiver().url });
    const live = await issueKey(env, acct.id, "live");
    for (const key of [other.key, live.secret!]) {
      expectError(await call(`/v1/webhook_endpoints/${ep.id}`, { key }), 404, "resource_not_found");
      expectError(await call(`/v1/webhook_endpoints/${ep.id}`, { key, body: { description: "mine" } }), 404, "resource_not_found");
      expectError(await call(`/v1/webhook_endpoints/${ep.id}/rotate_secret`, { key, method: "POST" }), 404, "resource_not_found");
      expectError(await call(`/v1/webhook_endpoints/${ep.id}/ping`, { key, method: "POST" }), 404, "resource_not_found");
      expectError(await call(`/v1/webhook_endpoints/${ep.id}/deliveries`, { key }), 404, "resource_not_found");
      expectError(await call(`/v1/webhook_endpoints/${ep.id}`, { key, method: "DELETE" }), 404, "resource_not_found");
      expect((await call<ListWebhookEndpointsResponse>("/v1/webhook_endpoints", { key })).body.data).toEqual([]);
    }
    expect((await call<RetrieveWebhookEndpointResponse>(`/v1/webhook_endpoints/${ep.id}`, { key: acct.key })).status).toBe(200);
  });
});
