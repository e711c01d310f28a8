import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { admin, call, expectError, newAccount } from "../support/api";
import { goLive, KYB } from "../accounts/support";
import type { RetrieveAccountResponse } from "../../src/routes/account/retrieve";
import type { SubmitKybResponse } from "../../src/routes/account/submit-kyb";
import type { CreateApiKeyResponse } from "../../src/routes/admin/api-keys/create";
import type { ListApiKeysResponse } from "../../src/routes/admin/api-keys/list";
import type { RevokeApiKeyResponse } from "../../src/routes/admin/api-keys/revoke";
import type { ApproveKybResponse } from "../../src/routes/admin/onboarding/approve-kyb";

describe("operator: API keys", () => {
  it("issues a test key with its secret once; it works and is listed without the secret", async () => {
    const { id } = await newAccount();
    const res = await admin<CreateApiKeyResponse>(`/admin/v1/accounts/${id}/api_keys`, { body: { mode: "test" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.stringMatching(/^key_[0-9A-HJKMNP-TV-Z]{26}$/), object: "api_key", mode: "test", name: null, secret: expect.stringMatching(/^svc_test_/), permissions: null, allowed_ips: null, created_at: expect.any(String) });
    expect((await call<RetrieveAccountResponse>("/v1/account", { key: res.body.secret })).body).toMatchObject({ id, livemode: false });
    const list = await admin<ListApiKeysResponse>(`/admin/v1/accounts/${id}/api_keys`);
    expect(list.body).toMatchObject({ object: "list", has_more: false, next_cursor: null });
    expect(list.body.data).toHaveLength(2);
    // its last use (written in the background after the call above) is the minute of it, or not yet there
    const lastUsed = list.body.data[0]!.last_used_at;
    expect(list.body.data[0]).toEqual({ id: res.body.id, object: "api_key", mode: "test", name: null, permissions: null, allowed_ips: null, created_at: res.body.created_at, revoked_at: null, last_used_at: lastUsed });
    expect(list.text).not.toContain("svc_");
  });

  it("names a key when asked (trimmed, at most 100 characters) and lists the name", async () => {
    const { id } = await newAccount();
    const res = await admin<CreateApiKeyResponse>(`/admin/v1/accounts/${id}/api_keys`, { body: { mode: "test", name: "  booking system " } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.name).toBe("booking system");
    const list = await admin<ListApiKeysResponse>(`/admin/v1/accounts/${id}/api_keys`);
    expect(list.body.data[0]).toMatchObject({ id: res.body.id, name: "booking system" });
    expectError(await admin(`/admin/v1/accounts/${id}/api_keys`, { body: { mode: "test", name: "n".repeat(101) } }), 400, "parameter_invalid", "name");
    expect((await admin<ListApiKeysResponse>(`/admin/v1/accounts/${id}/api_keys`)).body.data).toHaveLength(2);
  });

  it("refuses a live key before live access with 409 invalid_state, and issues one after", async () => {
    const { id, key } = await newAccount();
    expectError(await admin(`/admin/v1/accounts/${id}/api_keys`, { body: { mode: "live" } }), 409, "invalid_state");
    await call<SubmitKybResponse>("/v1/account/kyb", { key, body: KYB });
    await admin<ApproveKybResponse>(`/admin/v1/accounts/${id}/kyb/approve`, { method: "POST" });
    expectError(await admin(`/admin/v1/accounts/${id}/api_keys`, { body: { mode: "live" } }), 409, "invalid_state");
    const live = await env.DB.prepare("SELECT COUNT(*) AS n FROM api_keys WHERE account_id = ? AND mode = 'live'").bind(id).first<{ n: number }>();
    expect(live?.n).toBe(0);
  });

  it("issues further live keys to a live account; each works in live mode", async () => {
    const { id, key } = await newAccount();
    await goLive(id, key);
    const res = await admin<CreateApiKeyResponse>(`/admin/v1/accounts/${id}/api_keys`, { body: { mode: "live" } });
    expect(res.body).toMatchObject({ object: "api_key", mode: "live" });
    expect(res.body.secret).toMatch(/^svc_live_/);
    expect((await call<RetrieveAccountResponse>("/v1/account", { key: res.body.secret })).body).toMatchObject({ id, livemode: true });
  });

  it("validates the mode", async () => {
    const { id } = await newAccount();
    const path = `/admin/v1/accounts/${id}/api_keys`;
    expectError(await admin(path, { body: {} }), 400, "parameter_missing", "mode");
    expectError(await admin(path, { body: { mode: "prod" } }), 400, "parameter_invalid", "mode");
    expectError(await admin(path, { body: { mode: "test", scope: "read" } }), 400, "parameter_unknown", "scope");
  });

  it("revokes a key: answers it without a secret and with revoked_at; again answers the same", async () => {
    const { id } = await newAccount();
    const issued = (await admin<CreateApiKeyResponse>(`/admin/v1/accounts/${id}/api_keys`, { body: { mode: "test" } })).body;
    const revoked = await admin<RevokeApiKeyResponse>(`/admin/v1/api_keys/${issued.id}`, { method: "DELETE" });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({
      id: issued.id,
      object: "api_key",
      mode: "test",
      name: null,
      permissions: null,
      allowed_ips: null,
      created_at: issued.created_at,
      revoked_at: expect.stringMatching(/^\d{4}-/),
      last_used_at: null,
    });
    expectError(await call("/v1/account", { key: issued.secret }), 401, "invalid_api_key");
    const again = await admin<RevokeApiKeyResponse>(`/admin/v1/api_keys/${issued.id}`, { method: "DELETE" });
    expect(again.body).toEqual(revoked.body);
    const listed = (await admin<ListApiKeysResponse>(`/admin/v1/accounts/${id}/api_keys`)).body.data.find((k: { id: string }) => k.id === issued.id);
    expect(listed!.revoked_at).toBe(revoked.body.revoked_at);
    const row = await env.DB.prepare("SELECT revoked_at FROM api_keys WHERE id = ?").bind(issued.id).first<{ revoked_at: number }>();
    expect(new Date(row!.revoked_at).toISOString()).toBe(revoked.body.revoked_at);
  });

  it("answers 404 resource_not_found when revoking an unknown key", async () => {
    expectError(await admin("/admin/v1/api_keys/key_01JC0000000000000000000000", { method: "DELETE" }), 404, "resource_not_found");
  });

  it("pages an account's keys newest first", async () => {
    const { id } = await newAccount();
    const issued: string[] = [];
    for (let i = 0; i < 4; i++) issued.push((await admin<CreateApiKeyResponse>(`/admin/v1/accounts/${id}/api_keys`, { body: { mode: "test" } })).body.id);
    const first = await admin<ListApiKeysResponse>(`/admin/v1/accounts/${id}/api_keys?limit=3`);
    expect(first.body.has_more).toBe(true);
    expect(first.body.data.map((k: { id: string }) => k.id)).toEqual(issued.slice().reverse().slice(0, 3));
    const second = await admin<ListApiKeysResponse>(`/admin/v1/accounts/${id}/api_keys?limit=3&cursor=${first.body.next_cursor}`);
    expect(second.body).toMatchObject({ has_more: false, next_cursor: null });
    // the oldest issued here, then the key the account was created with
    expect(second.body.data).toHaveLength(2);
    expect(second.body.data[0]!.id).toBe(issued[0]);
    // a cursor belongs to its list: another account's key list refuses it
    const other = await newAccount();
    expectError(await admin(`/admin/v1/accounts/${other.id}/api_keys?cursor=${first.body.next_cursor}`), 400, "parameter_invalid", "cursor");
  });
});
