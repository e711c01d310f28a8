// A key held to allowed addresses: used from one it works, from any other (or with no address
// reported) it is refused 403 ip_not_allowed before anything else of the request is looked at
// (route, method, body, idempotency key, test mode, permissions), the refusal counted by the
// per-address limit like a wrong key's; and the key's last use is kept to the minute without a
// write per request.
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { db } from "../../src/db/client";
import { apiKeys } from "../../src/db/schema";
import { eq } from "drizzle-orm";
import { admin, expectError, newAccount, type Reply } from "../support/api";
import { restrictedKey, send } from "../support/key-access";

const ok = (r: Reply) => expect(r.status, r.text).toBe(200);

describe("allowed addresses", () => {
  it("IPv4: the address itself and a range's edges pass, the addresses beside them are refused", async () => {
    const { id } = await newAccount();
    const key = await restrictedKey(id, null, ["203.0.113.7", "198.51.100.0/24"]);
    ok(await send("/v1/account", { key, ip: "203.0.113.7" }));
    ok(await send("/v1/account", { key, ip: "198.51.100.0" }));
    ok(await send("/v1/account", { key, ip: "198.51.100.255" }));
    for (const ip of ["203.0.113.8", "198.51.99.255", "198.51.101.0", "2001:db8::1"]) {
      const r = await send("/v1/account", { key, ip });
      expectError(r, 403, "ip_not_allowed");
      expect((r.body as { error: { message: string } }).error.message).toContain(ip);
    }
    // no address reported at all is no allowed address
    expectError(await send("/v1/account", { key }), 403, "ip_not_allowed");
  });

  it("IPv6 /128 and /32 ranges, IPv4-mapped addresses, and /0 for each family", async () => {
    const { id } = await newAccount();
    const key = await restrictedKey(id, null, ["2001:db8::1/128", "2001:db9::/32", "192.0.2.0/24"]);
    ok(await send("/v1/account", { key, ip: "2001:db8:0:0:0:0:0:1" }));
    expectError(await send("/v1/account", { key, ip: "2001:db8::2" }), 403, "ip_not_allowed");
    ok(await send("/v1/account", { key, ip: "2001:db9:ffff:ffff:ffff:ffff:ffff:ffff" }));
    expectError(await send("/v1/account", { key, ip: "2001:dba::" }), 403, "ip_not_allowed");
    ok(await send("/v1/account", { key, ip: "::ffff:192.0.2.200" }));
    expectError(await send("/v1/account", { key, ip: "::ffff:192.0.3.1" }), 403, "ip_not_allowed");

    const v4 = await restrictedKey(id, null, ["0.0.0.0/0"]);
    ok(await send("/v1/account", { key: v4, ip: "255.255.255.255" }));
    expectError(await send("/v1/account", { key: v4, ip: "::1" }), 403, "ip_not_allowed");
    const v6 = await restrictedKey(id, null, ["::/0"]);
    ok(await send("/v1/account", { key: v6, ip: "::1" }));
    expectError(await send("/v1/account", { key: v6, ip: "10.0.0.1" }), 403, "ip_not_allowed");
  });

  it("is answered before any other check of the request", async () => {
    const { id } = await newAccount();
    const key = await restrictedKey(id, { account: "read" }, ["203.0.113.7"]);
    const live = await restrictedKey(id, null, ["203.0.113.7"], "live");
    const away = "198.51.100.9";
    // an unknown route, a method the route does not take, a malformed body, a missing
    // idempotency key, a route the key's permissions do not cover, a live key on a test helper
    expectError(await send("/v1/nothing_here", { key, ip: away }), 403, "ip_not_allowed");
    expectError(await send("/v1/account", { method: "DELETE", key, ip: away }), 403, "ip_not_allowed");
    expectError(await send("/v1/quotes", { method: "POST", key, ip: away, body: "{not json" }), 403, "ip_not_allowed");
    expectError(await send("/v1/revenue/payouts", { method: "POST", key, ip: away, body: "{}" }), 403, "ip_not_allowed");
    expectError(await send("/v1/test_helpers/credit", { method: "POST", key: live, ip: away, body: "{}" }), 403, "ip_not_allowed");
    // from the allowed address, the same requests meet their usual answers
    expectError(await send("/v1/nothing_here", { key, ip: "203.0.113.7" }), 404, "route_not_found");
    expectError(await send("/v1/revenue/payouts", { method: "POST", key, ip: "203.0.113.7", body: "{}" }), 403, "permission_denied");
    expectError(await send("/v1/test_helpers/credit", { method: "POST", key: live, ip: "203.0.113.7", body: "{}" }), 403, "test_mode_only");
    // a wrong key is a wrong key from anywhere
    expectError(await send("/v1/account", { key: "svc_test_nobody_was_given_this_key", ip: away }), 401, "invalid_api_key");
  });

  it("a change of allowed addresses holds at once; the key's permissions stay", async () => {
    const { id } = await newAccount();
    const key = await restrictedKey(id, { account: "read" }, ["203.0.113.7"]);
    const { setAllowedIps } = await import("../../src/accounts/keys");
    const keyId = (await admin<{ data: { id: string }[] }>(`/admin/v1/accounts/${id}/api_keys`)).body.data[0]!.id;
    await setAllowedIps(env, id, keyId, ["198.51.100.0/24"]);
    expectError(await send("/v1/account", { key, ip: "203.0.113.7" }), 403, "ip_not_allowed");
    ok(await send("/v1/account", { key, ip: "198.51.100.4" }));
    await setAllowedIps(env, id, keyId, null);
    ok(await send("/v1/account", { key, ip: "203.0.113.7" }));
    expectError(await send("/v1/wallet", { key }), 403, "permission_denied");
  });

  it("is counted by the per-address limit like a wrong key: 2,000 per 10 s, then 429", async () => {
    const { id } = await newAccount();
    const key = await restrictedKey(id, null, ["203.0.113.7"]);
    const limited = { ...env, RATE_LIMITS: "on", REQUEST_LOG_FLUSH_MS: "off" } as Env;
    const one = async (ip: string) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(new Request("http://svc.test/v1/account", { headers: { authorization: `Bearer ${key}`, "cf-connecting-ip": ip } }), limited, ctx);
      await waitOnExecutionContext(ctx);
      return { status: res.status, code: ((await res.json()) as { error?: { code: string } }).error?.code };
    };
    for (let attempt = 0; ; attempt++) {
      // an address of its own (no other test's requests count against it), and a window of
      // its own: the burst starts as one opens, so a busy machine has the whole 10 s for it
      const ip = `192.0.2.${201 + attempt}`;
      await new Promise((r) => setTimeout(r, 10_000 - (Date.now() % 10_000) + 20));
      const window = Math.floor(Date.now() / 10_000);
      const answers: { status: number; code: string | undefined }[] = [];
      // 20 at a time; the limit lets exactly its budget through whatever the order
      while (answers.length < 2001) answers.push(...(await Promise.all(Array.from({ length: Math.min(20, 2001 - answers.length) }, () => one(ip)))));
      if (Math.floor(Date.now() / 10_000) !== window && attempt < 3) continue; // straddled a window
      const refused = answers.filter((a) => a.status === 403);
      expect(refused.every((a) => a.code === "ip_not_allowed")).toBe(true);
      expect(refused).toHaveLength(2000);
      expect(answers.filter((a) => a.status !== 403)).toEqual([{ status: 429, code: "rate_limited" }]);
      break;
    }
  }, 90_000);
});

describe("last use", () => {
  it("is kept to the minute, written once a minute at most, never on each request", async () => {
    const { id, key } = await newAccount();
    const keyId = (await admin<{ data: { id: string }[] }>(`/admin/v1/accounts/${id}/api_keys`)).body.data[0]!.id;
    for (let attempt = 0; attempt < 3; attempt++) {
      const minute = Math.floor(Date.now() / 60_000) * 60_000;
      ok(await send("/v1/account", { key }));
      const row = await db(env).select().from(apiKeys).where(eq(apiKeys.id, keyId)).get();
      expect(row!.lastUsedAt).toBeGreaterThanOrEqual(minute);
      expect(row!.lastUsedAt! % 60_000).toBe(0);
      // made older behind this isolate's back: a use within the same minute writes nothing
      await db(env).update(apiKeys).set({ lastUsedAt: 0 }).where(eq(apiKeys.id, keyId));
      ok(await send("/v1/wallet", { key }));
      const after = await db(env).select().from(apiKeys).where(eq(apiKeys.id, keyId)).get();
      if (Math.floor(Date.now() / 60_000) * 60_000 !== row!.lastUsedAt) continue; // the minute turned
      expect(after!.lastUsedAt).toBe(0);
      const listed = await admin<{ data: { id: string; last_used_at: string | null }[] }>(`/admin/v1/accounts/${id}/api_keys`);
      expect(listed.body.data[0]!.last_used_at).toBe(new Date(0).toISOString());
      return;
    }
  });
});
