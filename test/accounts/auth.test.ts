import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { admin, call, expectError, newAccount } from "../support/api";
import { goLive } from "./support";
import type { RetrieveAccountResponse } from "../../src/routes/account/retrieve";
import type { CreateApiKeyResponse } from "../../src/routes/admin/api-keys/create";
import type { ListApiKeysResponse } from "../../src/routes/admin/api-keys/list";
import type { RevokeApiKeyResponse } from "../../src/routes/admin/api-keys/revoke";

describe("API key authentication", () => {
  it("answers 401 api_key_required without an Authorization header or without a Bearer token", async () => {
    expectError(await call("/v1/account"), 401, "api_key_required");
    expectError(await call("/v1/account", { headers: { authorization: "Basic abc" } }), 401, "api_key_required");
    expectError(await call("/v1/account", { headers: { authorization: "Bearer " } }), 401, "api_key_required");
  });

  it("answers 401 invalid_api_key for malformed and unknown keys", async () => {
    for (const key of ["nonsense", "svc_prod_" + "a".repeat(43), "svc_test_short", "svc_test_" + "a".repeat(43), "sk_test_" + "a".repeat(43)]) {
      expectError(await call("/v1/account", { key }), 401, "invalid_api_key");
    }
  });

  it("answers 401 for a test key whose prefix was changed to live, and the reverse", async () => {
    const { id, key } = await newAccount();
    expectError(await call("/v1/account", { key: key.replace(/^svc_test_/, "svc_live_") }), 401, "invalid_api_key");
    const liveKey = await goLive(id, key);
    expectError(await call("/v1/account", { key: liveKey.replace(/^svc_live_/, "svc_test_") }), 401, "invalid_api_key");
    // the genuine keys still work
    expect((await call<RetrieveAccountResponse>("/v1/account", { key })).status).toBe(200);
    expect((await call<RetrieveAccountResponse>("/v1/account", { key: liveKey })).status).toBe(200);
  });

  it("stops a revoked key at once, in this isolate, even right after it was used", async () => {
    const { id, key } = await newAccount();
    expect((await call<RetrieveAccountResponse>("/v1/account", { key })).status).toBe(200); // now cached
    const keys = await admin<ListApiKeysResponse>(`/admin/v1/accounts/${id}/api_keys`);
    const keyId: string = keys.body.data[0]!.id;
    const revoked = await admin<RevokeApiKeyResponse>(`/admin/v1/api_keys/${keyId}`, { method: "DELETE" });
    expect(revoked.status).toBe(200);
    expectError(await call("/v1/account", { key }), 401, "invalid_api_key");
  });

  it("stops a revoked live key at once, leaving the account's other keys working", async () => {
    const { id, key } = await newAccount();
    const approved = await goLive(id, key);
    expect((await call<RetrieveAccountResponse>("/v1/account", { key: approved })).body.livemode).toBe(true);
    const second = await admin<CreateApiKeyResponse>(`/admin/v1/accounts/${id}/api_keys`, { body: { mode: "live" } });
    const list = await admin<ListApiKeysResponse>(`/admin/v1/accounts/${id}/api_keys`);
    const approvedId = list.body.data.find((k: { id: string; mode: string }) => k.mode === "live" && k.id !== second.body.id)!.id;
    await admin<RevokeApiKeyResponse>(`/admin/v1/api_keys/${approvedId}`, { method: "DELETE" });
    expectError(await call("/v1/account", { key: approved }), 401, "invalid_api_key");
    expect((await call<RetrieveAccountResponse>("/v1/account", { key: second.body.secret })).body.livemode).toBe(true);
    expect((await call<RetrieveAccountResponse>("/v1/account", { key })).body.livemode).toBe(false);
  });

  it("never stores a secret: no column of api_keys holds it, only its hash", async () => {
    const { id, key } = await newAccount();
    const liveKey = await goLive(id, key);
    const extra = (await admin<CreateApiKeyResponse>(`/admin/v1/accounts/${id}/api_keys`, { body: { mode: "test" } })).body.secret as string;
    const rows = await env.DB.prepare("SELECT * FROM api_keys WHERE account_id = ?").bind(id).all<Record<string, unknown>>();
    expect(rows.results).toHaveLength(3);
    const stored = JSON.stringify(rows.results);
    for (const secret of [key, liveKey, extra]) {
      expect(stored).not.toContain(secret);
      // nor any recognisable part of it
      expect(stored).not.toContain(secret.slice(9, 29));
    }
    for (const row of rows.results) expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    // and nowhere else in D1's account record either
    const account = await env.DB.prepare("SELECT * FROM accounts WHERE id = ?").bind(id).first();
    for (const secret of [key, liveKey, extra]) expect(JSON.stringify(account)).not.toContain(secret.slice(9));
  });
});
