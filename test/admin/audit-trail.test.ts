// The audit trail's promise, route by route: every /admin/v1 operation that changes state writes
// exactly one entry naming its actor, with the change's fields. The table below must name every
// such operation the operator API declares: a new one without an entry here fails the first test.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { admin, call, newAccount } from "../support/api";
import { KYB, KYC } from "../accounts/support";
import { newOperator, operatorToken } from "../console/helpers";
import { bankTransfer, buy, catalog, eventually, key } from "../support/money";
import type { CreateAccountResponse } from "../../src/routes/admin/accounts/create";
import type { CreateApiKeyResponse } from "../../src/routes/admin/api-keys/create";
import type { ListAuditLogResponse } from "../../src/routes/admin/audit-log/list";
import type { RetrievePricingResponse } from "../../src/routes/admin/suppliers/retrieve-pricing";

interface Case {
  /** makes what the request needs; answers the concrete path and body */
  /** `caller`: the admin token the operation will be sent with */
  setup: (caller: { operatorId: string }) => Promise<{ path: string; body?: unknown }>;
  action: string;
  /** the entry's `after`, or the part of it that is certain */
  after?: Record<string, unknown>;
}

const submitted = async (stage: "kyb" | "kyc") => {
  const acct = await newAccount();
  await call("/v1/account/kyb", { key: acct.key, body: KYB });
  if (stage === "kyc") {
    await admin(`/admin/v1/accounts/${acct.id}/kyb/approve`, { method: "POST" });
    await call("/v1/account/kyc", { key: acct.key, body: KYC });
  }
  return acct;
};

/** A fulfilled sandbox eSIM order of a new account with $100. */
const fulfilledOrder = async () => {
  const acct = await newAccount();
  const { esim } = await catalog(acct.key);
  await bankTransfer(acct.key, 10_000);
  const q = await buy(acct.key, esim.id);
  const read = async () => (await call<{ id: string; status: string }>(`/v1/orders/${q.body.order_id}`, { key: acct.key })).body;
  const order = await eventually(read, (o) => o.status !== "pending");
  return { acct, orderId: order.id };
};

/** A partner's refund waiting for a decision, once its id is indexed (after the partner's step). */
const pendingRefund = async () => {
  const { acct, orderId } = await fulfilledOrder();
  const made = await call<{ id: string }>("/v1/refunds", { key: acct.key, body: { order_id: orderId, reason: "other" }, idem: key("refund") });
  const indexed = () => env.DB.prepare("SELECT 1 AS one FROM reference_index WHERE kind = 'refund' AND value = ?").bind(made.body.id).first();
  await eventually(indexed, (row) => row !== null);
  return made.body.id;
};

// the sandbox offers, the margins and the payout switch are every test file's: what a case
// changes of them is put back after it
const undo: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (undo.length) await undo.pop()!();
});

const someOffer = async () => (await env.DB.prepare("SELECT id FROM offers WHERE status = 'active' AND modes LIKE '%test%' LIMIT 1").first<{ id: string }>())!.id;

const CASES: Record<string, Case> = {
  "POST /admin/v1/accounts": { setup: async () => ({ path: "/admin/v1/accounts", body: { name: "Audited Travel" } }), action: "account.create", after: { name: "Audited Travel" } },
  "POST /admin/v1/accounts/{id}/commission": {
    setup: async () => ({ path: `/admin/v1/accounts/${(await newAccount()).id}/commission`, body: { commission_bps: 1500 } }),
    action: "commission.update",
    after: { commission_bps: 1500 },
  },
  "POST /admin/v1/accounts/{id}/kyb/approve": { setup: async () => ({ path: `/admin/v1/accounts/${(await submitted("kyb")).id}/kyb/approve` }), action: "kyb.approve", after: { kyb_state: "kyc_pending" } },
  "POST /admin/v1/accounts/{id}/kyb/reject": {
    setup: async () => ({ path: `/admin/v1/accounts/${(await submitted("kyb")).id}/kyb/reject`, body: { reason: "Register does not match" } }),
    action: "kyb.reject",
    after: { kyb_state: "rejected", rejection_reason: "Register does not match" },
  },
  "POST /admin/v1/accounts/{id}/kyc/approve": { setup: async () => ({ path: `/admin/v1/accounts/${(await submitted("kyc")).id}/kyc/approve` }), action: "kyc.approve", after: { kyb_state: "approved", live_access: true } },
  "POST /admin/v1/accounts/{id}/kyc/reject": {
    setup: async () => ({ path: `/admin/v1/accounts/${(await submitted("kyc")).id}/kyc/reject`, body: { reason: "Document expired" } }),
    action: "kyc.reject",
    after: { kyb_state: "rejected" },
  },
  "POST /admin/v1/accounts/{id}/kyc/reveal_id_number": { setup: async () => ({ path: `/admin/v1/accounts/${(await submitted("kyc")).id}/kyc/reveal_id_number` }), action: "kyc.reveal_id_number", after: {} },
  "POST /admin/v1/accounts/{id}/api_keys": { setup: async () => ({ path: `/admin/v1/accounts/${(await newAccount()).id}/api_keys`, body: { mode: "test", name: "ci" } }), action: "api_key.create", after: { mode: "test", name: "ci" } },
  "DELETE /admin/v1/api_keys/{key_id}": {
    setup: async () => {
      const key = await admin<CreateApiKeyResponse>(`/admin/v1/accounts/${(await newAccount()).id}/api_keys`, { body: { mode: "test" } });
      return { path: `/admin/v1/api_keys/${key.body.id}` };
    },
    action: "api_key.revoke",
    after: { revoked: true },
  },
  "POST /admin/v1/accounts/{id}/credit": {
    setup: async () => ({ path: `/admin/v1/accounts/${(await newAccount()).id}/credit`, body: { mode: "test", overdraft_limit: { amount: 250_000, currency: "USD" }, net_terms_days: 15 } }),
    action: "credit.update",
    after: { mode: "test", overdraft_limit: 250_000, net_terms_days: 15 },
  },
  "POST /admin/v1/accounts/{id}/events/{event_id}/replay": {
    setup: async () => {
      const acct = await newAccount();
      await call("/v1/test_helpers/credit", { key: acct.key, body: { overdraft_limit: { amount: 1000, currency: "USD" } } });
      const events = await call<{ data: { id: string }[] }>("/v1/events", { key: acct.key });
      return { path: `/admin/v1/accounts/${acct.id}/events/${events.body.data[0]!.id}/replay`, body: { mode: "test" } };
    },
    action: "event.replay",
    after: { mode: "test", deliveries: 0 },
  },
  "POST /admin/v1/payouts/pause": {
    setup: async () => {
      undo.push(() => admin("/admin/v1/payouts/resume", { method: "POST" }));
      return { path: "/admin/v1/payouts/pause" };
    },
    action: "payouts.pause",
    after: { paused: true },
  },
  "POST /admin/v1/payouts/resume": {
    setup: async () => {
      await admin("/admin/v1/payouts/pause", { method: "POST" });
      return { path: "/admin/v1/payouts/resume" };
    },
    action: "payouts.resume",
    after: { paused: false },
  },
  "PUT /admin/v1/pricing": {
    setup: async () => {
      const { esim_margin_bps, topup_margin_bps } = (await admin<RetrievePricingResponse>("/admin/v1/pricing")).body;
      undo.push(() => admin("/admin/v1/pricing", { method: "PUT", body: { esim_margin_bps, topup_margin_bps } }));
      return { path: "/admin/v1/pricing", body: { esim_margin_bps: 3100, topup_margin_bps: 3000 } };
    },
    action: "pricing.update",
    after: { esim_margin_bps: 3100 },
  },
  "POST /admin/v1/catalog/sync": { setup: async () => ({ path: "/admin/v1/catalog/sync" }), action: "catalog.sync", after: {} },
  "POST /admin/v1/offers/{offer_id}/withdraw": {
    setup: async () => {
      const id = await someOffer();
      undo.push(() => admin(`/admin/v1/offers/${id}/restore`, { method: "POST" }));
      return { path: `/admin/v1/offers/${id}/withdraw` };
    },
    action: "offer.withdraw",
    after: { status: "withdrawn" },
  },
  "POST /admin/v1/offers/{offer_id}/restore": {
    setup: async () => {
      const id = await someOffer();
      await admin(`/admin/v1/offers/${id}/withdraw`, { method: "POST" });
      return { path: `/admin/v1/offers/${id}/restore` };
    },
    action: "offer.restore",
    after: { status: "active" },
  },
  "POST /admin/v1/late_supplier_successes/{order_id}/reconcile": {
    setup: async () => {
      const orderId = `ord_LATE${crypto.randomUUID().replaceAll("-", "").slice(0, 20).toUpperCase()}`;
      await env.DB.prepare(
        "INSERT INTO late_supplier_successes (order_id, account_id, mode, supplier, supplier_reference, price, refunded_at, found_at, deliverable) VALUES (?, 'acct_x', 'live', 'airalo', 'ref', 500, 1, 1, '{}')",
      ).bind(orderId).run();
      return { path: `/admin/v1/late_supplier_successes/${orderId}/reconcile` };
    },
    action: "late_success.reconcile",
    after: { reconciled: true },
  },
  "POST /admin/v1/refunds/{refund_id}/approve": {
    setup: async () => ({ path: `/admin/v1/refunds/${await pendingRefund()}/approve` }),
    action: "refund.approve",
    after: { status: "succeeded" },
  },
  "POST /admin/v1/refunds/{refund_id}/reject": {
    setup: async () => ({ path: `/admin/v1/refunds/${await pendingRefund()}/reject`, body: { reason: "The supplier declined it" } }),
    action: "refund.reject",
    after: { status: "rejected", failure_reason: "rejected_by_operator", reason: "The supplier declined it" },
  },
  "POST /admin/v1/orders/{order_id}/refund": {
    setup: async () => {
      const { acct, orderId } = await fulfilledOrder();
      return { path: `/admin/v1/orders/${orderId}/refund`, body: { account_id: acct.id, mode: "test", reason: "other" } };
    },
    action: "refund.create",
    after: { origin: "operator", status: "succeeded" },
  },
  "POST /admin/v1/operators": { setup: async () => ({ path: "/admin/v1/operators", body: { email: `new-${Date.now()}@example.com`, name: "New One", role: "finance" } }), action: "operator.create", after: { name: "New One", role: "finance" } },
  // an operator issues tokens only for themself
  "POST /admin/v1/operators/{operator_id}/tokens": { setup: async (caller) => ({ path: `/admin/v1/operators/${caller.operatorId}/tokens`, body: { name: "nightly" } }), action: "operator_token.create", after: { name: "nightly" } },
  "DELETE /admin/v1/operator_tokens/{token_id}": { setup: async () => ({ path: `/admin/v1/operator_tokens/${(await operatorToken("support")).tokenId}` }), action: "operator_token.revoke", after: { revoked: true } },
  "POST /admin/v1/operators/{operator_id}/disable": { setup: async () => ({ path: `/admin/v1/operators/${(await newOperator("support")).id}/disable` }), action: "operator.disable", after: { disabled: true } },
  "POST /admin/v1/operators/{operator_id}/setup_link": { setup: async () => ({ path: `/admin/v1/operators/${(await newOperator("finance")).id}/setup_link` }), action: "operator.send_setup_link", after: {} },
};

/** Every state-changing operation of the operator API, as its reference declares them. */
async function changingOperations(): Promise<string[]> {
  const doc = await call<{ paths: Record<string, Record<string, unknown>> }>("/admin/v1/openapi.json");
  return Object.entries(doc.body.paths)
    .filter(([path]) => path.startsWith("/admin/v1/"))
    .flatMap(([path, ops]) => Object.keys(ops).filter((m) => m !== "get").map((m) => `${m.toUpperCase()} ${path}`))
    .sort();
}

const count = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log").first<{ n: number }>())!.n;

describe("the audit trail", () => {
  it("names every state-changing operator operation (a new one must be added here)", async () => {
    expect(Object.keys(CASES).sort()).toEqual(await changingOperations());
  });

  for (const [operation, c] of Object.entries(CASES)) {
    it(`${operation}: one entry, naming the token and its operator, with the changed fields`, async () => {
      const token = await operatorToken("admin");
      const { path, body } = await c.setup(token);
      const before = await count();
      const method = operation.split(" ")[0]!;
      const res = await call(path, { key: token.secret, method, body });
      expect(res.status, res.text).toBe(200);
      expect(await count()).toBe(before + 1);
      const log = await admin<ListAuditLogResponse>(`/admin/v1/audit_log?actor=${token.tokenId}`);
      expect(log.body.data).toHaveLength(1);
      const entry = log.body.data[0]!;
      expect(entry).toMatchObject({ object: "audit_entry", actor: token.tokenId, operator_id: token.operatorId, action: c.action });
      expect(entry.after).toMatchObject(c.after ?? {});
      expect(entry.request_id).toBe(res.headers.get("request-id"));
      // never a secret, whatever the answer held
      expect(JSON.stringify(entry)).not.toMatch(/svc_(test|live)_|pco_|C01X00T47|password|token_hash/);
    });
  }

  it("the bootstrap token is recorded as the actor bootstrap, and a repeat that changes nothing records nothing", async () => {
    const acct = await newAccount();
    const path = `/admin/v1/accounts/${acct.id}/commission`;
    expect((await admin(path, { body: { commission_bps: 900 } })).status).toBe(200);
    const n = await count();
    expect((await admin(path, { body: { commission_bps: 900 } })).status).toBe(200);
    expect(await count()).toBe(n);
    const log = await admin<ListAuditLogResponse>(`/admin/v1/audit_log?target=${acct.id}&action=commission.update`);
    expect(log.body.data.map((e) => [e.actor, e.operator_id, e.before, e.after])).toEqual([["bootstrap", null, { commission_bps: null }, { commission_bps: 900 }]]);
  });

  it("a refused request (wrong state) writes no entry", async () => {
    const { body } = await admin<CreateAccountResponse>("/admin/v1/accounts", { body: { name: "Not yet" } });
    const n = await count();
    expect((await admin(`/admin/v1/accounts/${body.account.id}/kyb/approve`, { method: "POST" })).status).toBe(409);
    expect(await count()).toBe(n);
  });

  it("an entry cannot be changed or deleted, even straight in D1", async () => {
    await admin("/admin/v1/accounts", { body: { name: "Kept" } });
    const row = (await env.DB.prepare("SELECT id FROM audit_log ORDER BY id DESC LIMIT 1").first<{ id: string }>())!;
    await expect(env.DB.prepare("UPDATE audit_log SET actor = 'someone else' WHERE id = ?").bind(row.id).run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("DELETE FROM audit_log WHERE id = ?").bind(row.id).run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("DELETE FROM audit_log").run()).rejects.toThrow(/append-only/);
    expect(await env.DB.prepare("SELECT actor FROM audit_log WHERE id = ?").bind(row.id).first()).toEqual({ actor: "bootstrap" });
  });
});
