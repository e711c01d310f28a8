import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { admin, call, expectError } from "../support/api";
import { newOperator, operatorToken } from "../console/helpers";
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
});
