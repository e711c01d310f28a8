// Operators make restricted keys: POST /admin/v1/accounts/{id}/api_keys takes permissions and
// allowed_ips, refuses bad ones with 400 naming the field and stores nothing, audits what it made,
// and the key made is held to both.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { admin, expectError, newAccount } from "../support/api";
import { send } from "../support/key-access";
import type { CreateApiKeyResponse } from "../../src/routes/admin/api-keys/create";

const keyCount = async (accountId: string) => (await env.DB.prepare("SELECT COUNT(*) AS n FROM api_keys WHERE account_id = ?").bind(accountId).first<{ n: number }>())!.n;

describe("operator: restricted API keys", () => {
  it("issues a key restricted to resources and addresses, audited, and the key is held to both", async () => {
    const { id } = await newAccount();
    const res = await admin<CreateApiKeyResponse>(`/admin/v1/accounts/${id}/api_keys`, {
      body: { mode: "test", name: "reporting", permissions: { orders: "read", revenue: "read", payouts: "none" }, allowed_ips: ["203.0.113.0/24", "2001:db8::/32"] },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ permissions: { orders: "read", revenue: "read" }, allowed_ips: ["203.0.113.0/24", "2001:db8::/32"] });
    const key = res.body.secret!;
    expect((await send("/v1/orders", { key, ip: "203.0.113.50" })).status).toBe(200);
    expectError(await send("/v1/orders", { key, ip: "198.51.100.1" }), 403, "ip_not_allowed");
    expectError(await send("/v1/quotes", { key, ip: "2001:db8::5" }), 403, "permission_denied");
    const log = await admin<{ data: { action: string; after: Record<string, unknown> }[] }>(`/admin/v1/audit_log?target=${res.body.id}`);
    expect(log.body.data[0]).toMatchObject({
      action: "api_key.create",
      after: { mode: "test", name: "reporting", permissions: { orders: "read", revenue: "read" }, allowed_ips: ["203.0.113.0/24", "2001:db8::/32"] },
    });
  });

  it.each([
    [{ permissions: { orders: "read", nope: "read" } }, "permissions.nope"],
    [{ permissions: { orders: "admin" } }, "permissions.orders"],
    [{ permissions: { payouts: "read" } }, "permissions.payouts"],
    [{ permissions: "all" }, "permissions"],
    [{ allowed_ips: ["203.0.113.7", "203.0.113.0/24", "203.0.113.300"] }, "allowed_ips[2]"],
    [{ allowed_ips: ["10.0.0.0/33"] }, "allowed_ips[0]"],
    [{ allowed_ips: ["2001:db8::/129"] }, "allowed_ips[0]"],
    [{ allowed_ips: Array.from({ length: 21 }, (_, i) => `10.0.0.${i}`) }, "allowed_ips"],
  ])("refuses %j with 400 naming %s, storing nothing", async (extra, param) => {
    const { id } = await newAccount();
    const before = await keyCount(id);
    const res = await admin(`/admin/v1/accounts/${id}/api_keys`, { body: { mode: "test", ...extra } });
    expect(res.status, res.text).toBe(400);
    expect((res.body as { error: { param: string } }).error.param).toBe(param);
    expect(await keyCount(id)).toBe(before);
  });
});
