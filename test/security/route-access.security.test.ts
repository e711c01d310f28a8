// Restricted keys against every API route: the route table (routes/access.ts) names what each
// /v1 route needs, no route is missing from it and it names no route that is gone; then, for each
// route, a key without that permission is refused 403 permission_denied naming it, and a key with
// exactly it (or a full-access key) gets past the check (a fake id may still answer 400 or 404).
import { describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { apiKeyRoutes } from "../../src/http/route";
import { ROUTE_ACCESS } from "../../src/routes/access";
import { RESOURCE_LEVELS, type Permissions } from "../../src/domain/key-permissions";
import { newAccount } from "../support/api";
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
    const ungrantable = Object.entries(ROUTE_ACCESS).filter(([, a]) => !(RESOURCE_LEVELS[a.resource] as readonly string[]).includes(a.level)).map(([r]) => r);
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
