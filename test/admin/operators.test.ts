import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { admin, call, expectError, newAccount } from "../support/api";
import { KYB, KYC } from "../accounts/support";
import { newOperator, operatorToken, signedInOperator } from "../console/helpers";
import type { CreateOperatorTokenResponse } from "../../src/routes/admin/operators/create-token";
import type { ListOperatorsResponse } from "../../src/routes/admin/operators/list";
import type { ListAuditLogResponse } from "../../src/routes/admin/audit-log/list";
import { uniqueEmail } from "../identity/browser";

describe("operators and their tokens", () => {
  it("an operator made with the bootstrap token gets a set-up link by mail and appears in the list", async () => {
    const op = await newOperator("compliance", "Dana Reyes");
    const list = await admin<ListOperatorsResponse>("/admin/v1/operators");
    expect(list.body.data.find((o) => o.id === op.id)).toMatchObject({ object: "operator", email: op.email, name: "Dana Reyes", role: "compliance" });
    const mail = await env.DB.prepare("SELECT text FROM mail_outbox WHERE \"to\" = ?").bind(op.email).first<{ text: string }>();
    expect(mail?.text).toMatch(/\/admin\/setup\?token=[\w-]{40,}/);
  });

  it("refuses a second operator with the same email, naming the field", async () => {
    const op = await newOperator("support");
    expectError(await admin("/admin/v1/operators", { body: { email: op.email.toUpperCase(), name: "Again", role: "admin" } }), 400, "parameter_invalid", "email");
    expectError(await admin("/admin/v1/operators", { body: { email: uniqueEmail(), name: "X", role: "root" } }), 400, "parameter_invalid", "role");
  });

  it("a token works before its operator ever signs in, acts with the operator's role, and stops at once when revoked", async () => {
    const { secret, tokenId, operatorId } = await operatorToken("support");
    expect(secret).toMatch(/^pco_[\w-]{40}$/);
    expect((await call("/admin/v1/accounts", { key: secret })).status).toBe(200);
    expectError(await call("/admin/v1/payouts/pause", { key: secret, method: "POST" }), 403, "forbidden_for_role");
    const stored = await env.DB.prepare("SELECT token_hash FROM operator_tokens WHERE id = ?").bind(tokenId).first<{ token_hash: string }>();
    expect(stored!.token_hash).not.toContain(secret.slice(4));
    const revoked = await admin<CreateOperatorTokenResponse>(`/admin/v1/operator_tokens/${tokenId}`, { method: "DELETE" });
    expect(revoked.body).toMatchObject({ id: tokenId, operator_id: operatorId });
    expect(revoked.body.secret).toBeUndefined();
    expect(revoked.body.revoked_at).not.toBeNull();
    expectError(await call("/admin/v1/accounts", { key: secret }), 401, "invalid_api_key");
    const log = await admin<ListAuditLogResponse>(`/admin/v1/audit_log?target=${tokenId}`);
    expect(log.body.data.map((e) => e.action)).toEqual(["operator_token.revoke", "operator_token.create"]);
    expect(log.body.data.every((e) => e.actor === "bootstrap")).toBe(true);
  });

  it("a named operator issues tokens only for themself; admins still revoke anyone's", async () => {
    const boss = await operatorToken("admin");
    const other = await newOperator("support");
    const count = async (operatorId: string) =>
      (await env.DB.prepare("SELECT count(*) AS n FROM operator_tokens WHERE operator_id = ?").bind(operatorId).first<{ n: number }>())!.n;
    expectError(await call(`/admin/v1/operators/${other.id}/tokens`, { key: boss.secret, body: { name: "as them" } }), 403, "forbidden_for_role", "operator_id");
    expect(await count(other.id)).toBe(0);
    const own = await call<CreateOperatorTokenResponse>(`/admin/v1/operators/${boss.operatorId}/tokens`, { key: boss.secret, body: { name: "mine" } });
    expect(own.status).toBe(200);
    expect(own.body.operator_id).toBe(boss.operatorId);
    // the bootstrap token names nobody and may still issue one for any operator
    const given = await admin<CreateOperatorTokenResponse>(`/admin/v1/operators/${other.id}/tokens`, { body: { name: "first" } });
    expect(given.status).toBe(200);
    const revoked = await call<CreateOperatorTokenResponse>(`/admin/v1/operator_tokens/${given.body.id}`, { key: boss.secret, method: "DELETE" });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked_at).not.toBeNull();
  });

  it("approving KYC answers the first live key's secret to an admin or the bootstrap token only", async () => {
    const compliance = await operatorToken("compliance");
    const boss = await operatorToken("admin");
    for (const [key, shown] of [[compliance.secret, false], [boss.secret, true], [undefined, true]] as const) {
      const { id, key: testKey } = await newAccount();
      expect((await call("/v1/account/kyb", { key: testKey, body: KYB })).status).toBe(200);
      expect((await admin(`/admin/v1/accounts/${id}/kyb/approve`, { method: "POST" })).status).toBe(200);
      expect((await call("/v1/account/kyc", { key: testKey, body: KYC })).status).toBe(200);
      const res = key ? await call<{ api_key: { secret?: string } | null }>(`/admin/v1/accounts/${id}/kyc/approve`, { key, method: "POST" }) : await admin<{ api_key: { secret?: string } | null }>(`/admin/v1/accounts/${id}/kyc/approve`, { method: "POST" });
      expect(res.status, res.text).toBe(200);
      if (shown) expect(res.body.api_key?.secret).toMatch(/^svc_live_/);
      else expect(res.body.api_key).toBeNull();
    }
  });

  it("a disabled operator's tokens and sessions stop at once, the row stays listed, and a set-up link is refused", async () => {
    const { secret, operatorId } = await operatorToken("finance");
    expect((await call("/admin/v1/accounts", { key: secret })).status).toBe(200);
    const disabled = await admin<{ disabled_at: string | null }>(`/admin/v1/operators/${operatorId}/disable`, { method: "POST" });
    expect(disabled.body.disabled_at).not.toBeNull();
    expectError(await call("/admin/v1/accounts", { key: secret }), 401, "invalid_api_key");
    expectError(await admin(`/admin/v1/operators/${operatorId}/setup_link`, { method: "POST" }), 409, "invalid_state");
    const list = await admin<ListOperatorsResponse>("/admin/v1/operators");
    expect(list.body.data.find((o) => o.id === operatorId)).toBeDefined();

    const op = await signedInOperator("support");
    const seen = await op.b.get("/admin");
    expect(seen.status).toBe(200);
    await admin(`/admin/v1/operators/${op.id}/disable`, { method: "POST" });
    const after = await op.b.get("/admin");
    expect(after.status).toBe(303);
    expect(after.location).toBe("/admin/login");
  });
});
