// Least privilege, route by route: each operator role against every /admin/v1 operation. The
// expected roles are written out here, apart from the code's matrix, so a change to who may do
// what shows up as a failing row. A refused request answers 403 forbidden_for_role and changes
// nothing at all (no D1 row anywhere differs, no audit entry).
import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectError } from "../support/api";
import { operatorToken } from "../console/helpers";
import { OPERATOR_ROLES, type OperatorRole } from "../../src/domain/operator-roles";

const ALL = [...OPERATOR_ROLES];
const ID = "acct_01JC0000000000000000000000";

/** operation → [a concrete path, a body, the roles that may call it] */
const MATRIX: Record<string, [string, unknown, OperatorRole[]]> = {
  "GET /admin/v1/accounts": ["/admin/v1/accounts", undefined, ALL],
  "POST /admin/v1/accounts": ["/admin/v1/accounts", { name: "Role Test" }, ["admin", "compliance"]],
  "GET /admin/v1/accounts/{id}": [`/admin/v1/accounts/${ID}`, undefined, ALL],
  "POST /admin/v1/accounts/{id}/commission": [`/admin/v1/accounts/${ID}/commission`, { commission_bps: 100 }, ["admin", "finance"]],
  "POST /admin/v1/accounts/{id}/kyb/approve": [`/admin/v1/accounts/${ID}/kyb/approve`, undefined, ["admin", "compliance"]],
  "POST /admin/v1/accounts/{id}/kyb/reject": [`/admin/v1/accounts/${ID}/kyb/reject`, { reason: "x" }, ["admin", "compliance"]],
  "POST /admin/v1/accounts/{id}/kyc/approve": [`/admin/v1/accounts/${ID}/kyc/approve`, undefined, ["admin", "compliance"]],
  "POST /admin/v1/accounts/{id}/kyc/reject": [`/admin/v1/accounts/${ID}/kyc/reject`, { reason: "x" }, ["admin", "compliance"]],
  "POST /admin/v1/accounts/{id}/kyc/reveal_id_number": [`/admin/v1/accounts/${ID}/kyc/reveal_id_number`, undefined, ["admin", "compliance"]],
  "GET /admin/v1/accounts/{id}/api_keys": [`/admin/v1/accounts/${ID}/api_keys`, undefined, ALL],
  "POST /admin/v1/accounts/{id}/api_keys": [`/admin/v1/accounts/${ID}/api_keys`, { mode: "test" }, ["admin"]],
  "DELETE /admin/v1/api_keys/{key_id}": ["/admin/v1/api_keys/key_01JC0000000000000000000000", undefined, ["admin"]],
  "POST /admin/v1/accounts/{id}/credit": [`/admin/v1/accounts/${ID}/credit`, { mode: "test", overdraft_limit: { amount: 1, currency: "USD" } }, ["admin", "finance"]],
  "POST /admin/v1/accounts/{id}/events/{event_id}/replay": [`/admin/v1/accounts/${ID}/events/evt_01JC0000000000000000000000/replay`, { mode: "test" }, ["admin", "support"]],
  "POST /admin/v1/payouts/pause": ["/admin/v1/payouts/pause", undefined, ["admin", "finance"]],
  "POST /admin/v1/payouts/resume": ["/admin/v1/payouts/resume", undefined, ["admin", "finance"]],
  "GET /admin/v1/suppliers": ["/admin/v1/suppliers", undefined, ["admin", "finance", "support"]],
  "POST /admin/v1/catalog/sync": ["/admin/v1/catalog/sync", undefined, ["admin", "finance"]],
  "GET /admin/v1/pricing": ["/admin/v1/pricing", undefined, ["admin", "finance", "support"]],
  "PUT /admin/v1/pricing": ["/admin/v1/pricing", { esim_margin_bps: 3000, topup_margin_bps: 3000 }, ["admin", "finance"]],
  "POST /admin/v1/offers/{offer_id}/withdraw": ["/admin/v1/offers/off_01JC0000000000000000000000/withdraw", undefined, ["admin", "finance"]],
  "POST /admin/v1/offers/{offer_id}/restore": ["/admin/v1/offers/off_01JC0000000000000000000000/restore", undefined, ["admin", "finance"]],
  "GET /admin/v1/late_supplier_successes": ["/admin/v1/late_supplier_successes", undefined, ALL],
  "POST /admin/v1/late_supplier_successes/{order_id}/reconcile": ["/admin/v1/late_supplier_successes/ord_01JC0000000000000000000000/reconcile", undefined, ["admin", "finance"]],
  "GET /admin/v1/refunds": ["/admin/v1/refunds?status=pending", undefined, ALL],
  "POST /admin/v1/refunds/{refund_id}/approve": ["/admin/v1/refunds/re_01JC0000000000000000000000/approve", undefined, ["admin", "finance"]],
  "POST /admin/v1/refunds/{refund_id}/reject": ["/admin/v1/refunds/re_01JC0000000000000000000000/reject", { reason: "x" }, ["admin", "finance"]],
  "POST /admin/v1/orders/{order_id}/refund": ["/admin/v1/orders/ord_01JC0000000000000000000000/refund", { account_id: ID, mode: "test", reason: "other" }, ["admin", "finance"]],
  "GET /admin/v1/outbox": ["/admin/v1/outbox", undefined, ["admin"]],
  "GET /admin/v1/operators": ["/admin/v1/operators", undefined, ALL],
  "POST /admin/v1/operators": ["/admin/v1/operators", { email: "role-matrix@example.com", name: "Matrix", role: "support" }, ["admin"]],
  "POST /admin/v1/operators/{operator_id}/tokens": ["/admin/v1/operators/op_01JC0000000000000000000000/tokens", { name: "x" }, ["admin"]],
  "POST /admin/v1/operators/{operator_id}/disable": ["/admin/v1/operators/op_01JC0000000000000000000000/disable", undefined, ["admin"]],
  "POST /admin/v1/operators/{operator_id}/setup_link": ["/admin/v1/operators/op_01JC0000000000000000000000/setup_link", undefined, ["admin"]],
  "DELETE /admin/v1/operator_tokens/{token_id}": ["/admin/v1/operator_tokens/opt_01JC0000000000000000000000", undefined, ["admin"]],
  "GET /admin/v1/audit_log": ["/admin/v1/audit_log", undefined, ALL],
  "GET /admin/v1/audit_log.csv": ["/admin/v1/audit_log.csv", undefined, ALL],
};

const TABLES = ["accounts", "api_keys", "offers", "settings", "operators", "operator_tokens", "audit_log", "user_links", "users", "late_supplier_successes", "mail_outbox", "refund_queue", "reference_index"];

/** Every row of every table an operator route can write. */
async function snapshot(): Promise<string> {
  const parts = await Promise.all(TABLES.map(async (t) => JSON.stringify((await env.DB.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all()).results)));
  return parts.join("\n");
}

const tokens = {} as Record<OperatorRole, string>;

beforeAll(async () => {
  for (const role of OPERATOR_ROLES) tokens[role] = (await operatorToken(role)).secret;
});
// the allowed calls pause payouts (and resume them, in whatever order the rows run): every other
// test file in the runtime expects them running
afterAll(async () => {
  expect((await call("/admin/v1/payouts/resume", { key: tokens.admin, method: "POST" })).status).toBe(200);
});

describe("operator roles", () => {
  it("the matrix covers every operator operation", async () => {
    const doc = await call<{ paths: Record<string, Record<string, unknown>> }>("/admin/v1/openapi.json");
    const declared = Object.entries(doc.body.paths)
      // the operator document's own description is public: no role calls it
      .filter(([p]) => p.startsWith("/admin/v1/") && p !== "/admin/v1/openapi.json")
      .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    expect(Object.keys(MATRIX).sort()).toEqual(declared.sort());
  });

  for (const [operation, [path, body, allowed]] of Object.entries(MATRIX)) {
    const method = operation.split(" ")[0]!;
    for (const role of OPERATOR_ROLES) {
      const may = allowed.includes(role);
      it(`${operation} as ${role}: ${may ? "allowed" : "403, nothing changed"}`, async () => {
        if (may) {
          const res = await call(path, { key: tokens[role], method, body });
          expect(res.status, res.text).not.toBe(403);
          expect([200, 404, 409]).toContain(res.status);
          return;
        }
        const before = await snapshot();
        expectError(await call(path, { key: tokens[role], method, body }), 403, "forbidden_for_role");
        expect(await snapshot()).toBe(before);
      });
    }
  }

  it("a refusal names the role and who may, and is checked before the body is read", async () => {
    const res = await call("/admin/v1/payouts/pause", { key: tokens.support, method: "POST", rawBody: "{not json" });
    expectError(res, 403, "forbidden_for_role");
    expect((res.body as { error: { message: string } }).error.message).toMatch(/support role .* admin, finance/);
  });
});
