// Restricted keys against every API route: the route table (routes/access.ts) names what each
// /v1 route needs, no route is missing from it and it names no route that is gone; then, for each
// route, a key without that permission is refused 403 permission_denied naming it, and a key with
// exactly it (or a full-access key) gets past the check (a fake id may still answer 400 or 404).
import { describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { apiKeyRoutes } from "../../src/http/route";
import { ROUTE_ACCESS } from "../../src/routes/access";
import { RESOURCE_LEVELS, type Access, type Permissions } from "../../src/domain/key-permissions";
import { newAccount } from "../support/api";
import { eventually, sqlIn } from "../support/money";
import { checkRouteAccess, restrictedKey, send } from "../support/key-access";

const app = buildApp();
// every /v1 route hono answers that takes a key (the API description itself is public)
const v1Routes = [...new Set(app.routes.filter((r) => r.path.startsWith("/v1/") && r.method !== "ALL").map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, "{$1}")}`))].filter(
  (r) => r !== "GET /v1/openapi.json",
);

describe("the route access table", () => {
  it("names every /v1 route that takes a key, and only those", () => {
    const missing = v1Routes.filter((r) => !(r in ROUTE_ACCESS));
    expect(missing, "add these routes to src/routes/access.ts").toEqual([]);
    const declared = apiKeyRoutes().map((r) => `${r.method} ${r.path}`);
    expect(declared.filter((r) => !(r in ROUTE_ACCESS))).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((r) => !declared.includes(r)), "routes in the table that no longer exist").toEqual([]);
  });

  it("asks only for levels a key can be given, but for KYB and KYC, which are a full-access key's alone", () => {
    const ungrantable = Object.entries(ROUTE_ACCESS)
      .filter(([, needs]) => ([] as Access[]).concat(needs).some((a) => !(RESOURCE_LEVELS[a.resource] as readonly string[]).includes(a.level)))
      .map(([r]) => r);
    expect(ungrantable).toEqual(["POST /v1/account/kyb", "POST /v1/account/kyc"]);
  });

  it("covers the routes being added beside it: order batches, report runs, brand and deliveries", () => {
    expect(ROUTE_ACCESS["POST /v1/order_batches"]).toEqual({ resource: "quotes", level: "write" });
    expect(ROUTE_ACCESS["POST /v1/orders/{order_id}/deliveries"]).toEqual({ resource: "orders", level: "write" });
    expect(ROUTE_ACCESS["GET /v1/orders/{order_id}/deliveries"]).toEqual({ resource: "orders", level: "read" });
    expect(ROUTE_ACCESS["POST /v1/reporting/report_runs"]).toEqual({ resource: "reporting", level: "write" });
    expect(ROUTE_ACCESS["PUT /v1/brand"]).toEqual({ resource: "brand", level: "write" });
  });
});

describe("every route refuses a key without its permission and lets one with it through", () => {
  let accountId = "";
  const keys = new Map<string, string>();
  const keyFor = async (permissions: Permissions | null) => {
    const k = JSON.stringify(permissions);
    if (!keys.has(k)) keys.set(k, await restrictedKey(accountId, permissions));
    return keys.get(k)!;
  };
  const fakeId = (name: string) => `${name.replace(/_id$/, "").slice(0, 4)}_01JAAAAAAAAAAAAAAAAAAAAAAA`;

  it.each(Object.entries(ROUTE_ACCESS))("%s", async (route, access) => {
    if (!accountId) accountId = (await newAccount()).id;
    const [method, path] = route.split(" ") as [string, string];
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) => fakeId(name));
    await checkRouteAccess({ method, path, url }, access, keyFor);
  });

  it("a route needing account write (KYB, KYC) is a full-access key's alone", async () => {
    const { id, key } = await newAccount();
    const everything = await restrictedKey(id, { offers: "read", quotes: "write", orders: "write", account: "read", brand: "write" });
    const r = await send("/v1/account/kyb", { method: "POST", key: everything, body: "{}" });
    expect(r.status).toBe(403);
    expect((r.body as { error: { code: string; message: string } }).error).toMatchObject({ code: "permission_denied", message: "This key has no write access to account." });
    expect((await send("/v1/account/kyb", { method: "POST", key, body: "{}" })).status).not.toBe(403);
  });

  it("a restricted key reads what it was given and nothing else, and the refusal is in its request log", async () => {
    const { id, key } = await newAccount();
    const reader = await restrictedKey(id, { account: "read", request_logs: "read" });
    expect((await send("/v1/account", { key: reader })).status).toBe(200);
    const refused = await send("/v1/revenue/payouts", { method: "POST", key: reader, body: "{}" });
    expect((refused.body as { error: { message: string } }).error.message).toBe("This key has no write access to payouts.");
    // nothing changed: no payout; the one trace is the request log's line
    const payouts = await send("/v1/revenue/payouts", { key });
    expect((payouts.body as { data: unknown[] }).data).toEqual([]);
    const log = await send("/v1/request_logs?limit=100", { key: reader });
    const lines = (log.body as { data: { method: string; path: string; status: number; error_code: string | null }[] }).data;
    expect(lines.find((l) => l.path === "/v1/revenue/payouts" && l.method === "POST")).toMatchObject({ status: 403, error_code: "permission_denied" });
  });
});

describe("a route needs read access to everything its answer reveals", () => {
  const message = (r: { body: unknown }) => (r.body as { error: { code: string; message: string } }).error;

  it("the account ledger (wallet lines and Revenue Centre entries) needs wallet read and revenue read, not account read", async () => {
    const { id } = await newAccount();
    const account = await restrictedKey(id, { account: "read" });
    expect(message(await send("/v1/account/ledger", { key: account }))).toMatchObject({ code: "permission_denied", message: "This key has no read access to wallet." });
    const walletOnly = await restrictedKey(id, { wallet: "read" });
    expect(message(await send("/v1/account/ledger", { key: walletOnly }))).toMatchObject({ code: "permission_denied", message: "This key has no read access to revenue." });
    const both = await restrictedKey(id, { wallet: "read", revenue: "read" });
    expect((await send("/v1/account/ledger", { key: both })).status).toBe(200);
    // the account itself is still account read
    expect((await send("/v1/account", { key: account })).status).toBe(200);
  });

  it("a batch's orders need orders read beside quotes read; their CSV, with each order's commission, revenue read too", async () => {
    const { id } = await newAccount();
    const url = "/v1/order_batches/bat_01JAAAAAAAAAAAAAAAAAAAAAAA/orders";
    const quotes = await restrictedKey(id, { quotes: "write" });
    expect(message(await send(url, { key: quotes }))).toMatchObject({ code: "permission_denied", message: "This key has no read access to orders." });
    const withOrders = await restrictedKey(id, { quotes: "read", orders: "read" });
    expect((await send(url, { key: withOrders })).status).toBe(404);
    expect(message(await send(`${url}.csv`, { key: withOrders }))).toMatchObject({ code: "permission_denied", message: "This key has no read access to revenue." });
    expect((await send(`${url}.csv`, { key: await restrictedKey(id, { quotes: "read", orders: "read", revenue: "read" }) })).status).toBe(404);
  });

  it("a report run is asked for, and its file read, only by a key that may read what the report holds", async () => {
    const { id, key } = await newAccount();
    const now = Date.now();
    const body = (report_type: string) => JSON.stringify({ report_type, interval_start: new Date(now - 86_400_000).toISOString(), interval_end: new Date(now - 1000).toISOString() });
    const ask = (k: string, type: string) => send("/v1/reporting/report_runs", { method: "POST", key: k, body: body(type), headers: { "idempotency-key": crypto.randomUUID() } });
    const reporting = await restrictedKey(id, { reporting: "write" });
    expect(message(await ask(reporting, "wallet.ledger"))).toMatchObject({ code: "permission_denied", message: "This key has no read access to wallet." });
    expect(message(await ask(reporting, "revenue.entries"))).toMatchObject({ code: "permission_denied", message: "This key has no read access to revenue." });
    expect(message(await ask(await restrictedKey(id, { reporting: "write", orders: "read" }), "orders.itemized"))).toMatchObject({ message: "This key has no read access to revenue." });
    expect(await sqlIn(id, "SELECT id FROM report_runs")).toEqual([]);
    const allowed = await ask(await restrictedKey(id, { reporting: "write", wallet: "read" }), "wallet.ledger");
    expect(allowed.status, allowed.text).toBe(200);

    // a run a full-access key asked for: its file is the wallet's lines
    const made = await ask(key, "wallet.ledger");
    const runId = (made.body as { id: string }).id;
    await eventually(async () => (await send(`/v1/reporting/report_runs/${runId}`, { key })).body as { status: string }, (r) => r.status === "succeeded", 20_000);
    const file = (k: string) => send(`/v1/reporting/report_runs/${runId}/file`, { key: k });
    const reader = await restrictedKey(id, { reporting: "read" });
    expect((await send(`/v1/reporting/report_runs/${runId}`, { key: reader })).status).toBe(200);
    expect(message(await file(reader))).toMatchObject({ code: "permission_denied", message: "This key has no read access to wallet." });
    expect((await file(await restrictedKey(id, { reporting: "read", wallet: "read" }))).status).toBe(200);
  });
});

