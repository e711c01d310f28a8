// The operator's refund routes through the real app against the sandbox: the queue of pending
// refunds across accounts (each checked against its account as it is read), approving one (the
// money moves once: wallet, Revenue Centre, the order's refund), rejecting one (nothing moves,
// rejected_by_operator), a goodwill refund of a top-up order (origin operator, at once), and every
// refusal (unknown ids, a second decision, bad input, a role without the permission). Each
// decision writes exactly one audit entry, a refused one none. A queue row lost after its step is
// written again by the hourly sweep.
import { env, runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { admin, call, expectError, newAccount } from "../support/api";
import { OFFER, accountStub, bankTransfer, buy, catalog, eventually, expectLedgerConsistent, key, settled, sqlIn, wallet } from "../support/money";
import { operatorToken } from "../console/helpers";
import { sweepPage } from "../../src/jobs/scheduled";
import { PENDING_REFUNDS } from "../../src/account-object/refund-queue";
import type { ListPendingRefundsResponse } from "../../src/routes/admin/refunds/list";
import type { ApproveRefundResponse } from "../../src/routes/admin/refunds/approve";
import type { GoodwillRefundResponse } from "../../src/routes/admin/refunds/goodwill";
import type { CreateRefundResponse } from "../../src/routes/refunds/create";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import type { RetrieveRevenueResponse } from "../../src/routes/revenue/retrieve";

type Order = Omit<RetrieveOrderResponse, "deliverable"> & { deliverable: Record<string, unknown> | null };
type Entry = { actor: string; operator_id: string | null; action: string; target: string; account_id: string | null; before: string; after: string };

let finance: { secret: string; tokenId: string; operatorId: string };
let support: { secret: string; tokenId: string };

beforeAll(async () => {
  finance = await operatorToken("finance");
  support = await operatorToken("support");
});

/** An account with $100, a fulfilled sandbox eSIM order and the partner's refund of it, pending. */
async function pendingRefund() {
  const acct = await newAccount();
  const { esim } = await catalog(acct.key);
  await bankTransfer(acct.key, 10_000);
  const q = await buy(acct.key, esim.id);
  expect(q.status, q.text).toBe(200);
  const order = await settled(acct.key, q.body.order_id);
  expect(order.status).toBe("fulfilled");
  const made = await call<CreateRefundResponse>("/v1/refunds", { key: acct.key, body: { order_id: order.id, reason: "trip_cancelled" }, idem: key("refund") });
  expect(made.status, made.text).toBe(200);
  expect(made.body.status).toBe("pending");
  return { acct, order, refund: made.body };
}

const queue = async () => (await admin<ListPendingRefundsResponse>("/admin/v1/refunds?status=pending&limit=100")).body.data;
/** The queue once the object's write after the partner's step has landed (it is sent in the background). */
const queued = (refundId: string) => eventually(queue, (rows) => rows.some((r) => r.id === refundId));
const revenue = async (apiKey: string) => (await call<RetrieveRevenueResponse>("/v1/revenue", { key: apiKey })).body;
const approve = <T = ApproveRefundResponse>(refundId: string, token = finance.secret) => call<T>(`/admin/v1/refunds/${refundId}/approve`, { key: token, method: "POST" });
const reject = <T = ApproveRefundResponse>(refundId: string, body: unknown, token = finance.secret) => call<T>(`/admin/v1/refunds/${refundId}/reject`, { key: token, body });
const goodwill = <T = GoodwillRefundResponse>(orderId: string, body: unknown, token = finance.secret) => call<T>(`/admin/v1/orders/${orderId}/refund`, { key: token, body });
const refundEvents = async (accountId: string) =>
  (await sqlIn<{ type: string }>(accountId, "SELECT type FROM events WHERE type LIKE 'refund.%' ORDER BY id")).map((e) => e.type);

async function entriesAbout(target: string): Promise<Entry[]> {
  const { results } = await env.DB.prepare("SELECT * FROM audit_log WHERE target = ? ORDER BY id").bind(target).all<Entry>();
  return results;
}
async function entriesBy(actor: string): Promise<Entry[]> {
  const { results } = await env.DB.prepare("SELECT * FROM audit_log WHERE actor = ? AND action LIKE 'refund.%' ORDER BY id").bind(actor).all<Entry>();
  return results;
}

describe("the queue of pending refunds", () => {
  it("lists a partner's pending refund with its account, oldest first, and drops it once resolved elsewhere", async () => {
    const a = await pendingRefund();
    const b = await pendingRefund();
    const rows = await queued(b.refund.id);
    const ids = rows.map((r) => r.id);
    expect(ids.indexOf(a.refund.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(a.refund.id)).toBeLessThan(ids.indexOf(b.refund.id));
    expect(rows.find((r) => r.id === a.refund.id)).toMatchObject({
      object: "refund", account_id: a.acct.id, livemode: false, order_id: a.order.id, amount: a.order.price, status: "pending",
      reason: "trip_cancelled", origin: "partner", esim_status: null, supplier_refund_id: null,
    });
    // every role reads the queue
    expect((await call("/admin/v1/refunds", { key: support.secret })).status).toBe(200);
    expectError(await admin("/admin/v1/refunds?status=succeeded"), 400, "parameter_invalid", "status");

    // resolved by the sandbox helper: the queue no longer shows it
    const done = await call(`/v1/test_helpers/refunds/${a.refund.id}/resolve`, { key: a.acct.key, body: { outcome: "succeeded" }, idem: key("resolve") });
    expect(done.status, done.text).toBe(200);
    expect((await queue()).map((r) => r.id)).not.toContain(a.refund.id);
    expect(await env.DB.prepare("SELECT 1 AS one FROM refund_queue WHERE refund_id = ?").bind(a.refund.id).first()).toBeNull();
  });

  it("a queue row lost after its step is written again by the hourly sweep", async () => {
    const { acct, refund } = await pendingRefund();
    await queued(refund.id);
    await env.DB.prepare("DELETE FROM refund_queue WHERE refund_id = ?").bind(refund.id).run();
    await env.DB.prepare("DELETE FROM reference_index WHERE kind = 'refund' AND value = ?").bind(refund.id).run();
    // as a new isolate would: the object no longer knows what the queue was told
    await sqlIn(acct.id, "SELECT 1 AS one");
    expect((await queue()).map((r) => r.id)).not.toContain(refund.id);
    await sweepPage(env, [[acct.id, "test"]], Date.now(), { prune: false });
    expect((await queue()).map((r) => r.id)).not.toContain(refund.id);
    await sweepPage(env, [[acct.id, "test"]], Date.now(), { prune: true });
    await queued(refund.id);
    // and the refund is found by its id again
    expect((await approve(refund.id)).status).toBe(200);
  });

  it("a supplier's refund id recorded later on the refund reaches the queue", async () => {
    const { acct, refund } = await pendingRefund();
    await queued(refund.id);
    const noted = await accountStub(acct.id).noteSupplierRefund({ accountId: acct.id, mode: "test" }, refund.id, "12345");
    expect(noted.ok).toBe(true);
    const rows = await eventually(queue, (all) => all.some((r) => r.id === refund.id && r.supplier_refund_id === "12345"));
    expect(rows.find((r) => r.id === refund.id)).toMatchObject({ status: "pending", supplier_refund_id: "12345" });
  });

  it("the read every step makes for it seeks the status index, never scans the refunds", async () => {
    const { acct } = await pendingRefund();
    const plan = await runInDurableObject(accountStub(acct.id), (_i, state) =>
      state.storage.sql.exec<{ detail: string }>(`EXPLAIN QUERY PLAN ${PENDING_REFUNDS}`).toArray().map((r) => r.detail).join(" | "),
    );
    expect(plan).toMatch(/USING (COVERING )?INDEX refunds_by_status_id \(status=\?\)/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });
});

describe("approving and rejecting", () => {
  it("approve moves the money once: the price to the wallet, the commission back from the Revenue Centre, the order's refund", async () => {
    const { acct, order, refund } = await pendingRefund();
    await queued(refund.id);
    const before = { wallet: (await wallet(acct.key)).balance.amount, revenue: await revenue(acct.key) };
    const earned = before.revenue.balance.amount;
    expect(earned).toBeGreaterThan(0);

    const res = await approve(refund.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      id: refund.id, account_id: acct.id, status: "succeeded", origin: "partner", failure_reason: null,
      commission_reversed: { amount: earned }, wallet_credit: order.price,
    });
    expect((await wallet(acct.key)).balance.amount).toBe(before.wallet + order.price.amount);
    const after = await revenue(acct.key);
    expect(after.balance.amount).toBe(0);
    expect(after.reversed.amount).toBe(earned);
    expect((await call<Order>(`/v1/orders/${order.id}`, { key: acct.key })).body.refund).toEqual({ id: refund.id, status: "succeeded" });
    expect(await refundEvents(acct.id)).toEqual(["refund.created", "refund.succeeded"]);
    await expectLedgerConsistent(acct.id);

    const entries = await entriesAbout(refund.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: finance.tokenId, operator_id: finance.operatorId, action: "refund.approve", account_id: acct.id });
    expect(JSON.parse(entries[0]!.after)).toMatchObject({ status: "succeeded", mode: "test" });
    expect((await queue()).map((r) => r.id)).not.toContain(refund.id);

    // decided once: a second approval or a rejection is refused and moves nothing, with no entry
    expectError(await approve(refund.id), 409, "refund_already_resolved", "refund_id");
    expectError(await reject(refund.id, { reason: "changed our mind" }), 409, "refund_already_resolved", "refund_id");
    expect((await wallet(acct.key)).balance.amount).toBe(before.wallet + order.price.amount);
    expect(await entriesAbout(refund.id)).toHaveLength(1);
    // the object forwards its kept entry too: still one
    await eventually(async () => (await sqlIn<{ n: number }>(acct.id, "SELECT COUNT(*) AS n FROM outbox"))[0]!.n, (n) => n === 0);
    expect(await entriesAbout(refund.id)).toHaveLength(1);
  });

  it("ten approvals at once move the money once and write one entry", async () => {
    const { acct, order, refund } = await pendingRefund();
    await queued(refund.id);
    const before = (await wallet(acct.key)).balance.amount;
    const answers = await Promise.all(Array.from({ length: 10 }, () => approve<unknown>(refund.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expectError(a, 409, "refund_already_resolved");
    expect((await wallet(acct.key)).balance.amount).toBe(before + order.price.amount);
    expect(await entriesAbout(refund.id)).toHaveLength(1);
  });

  it("reject moves nothing: rejected_by_operator, the reason in the entry; the bootstrap token may", async () => {
    const { acct, order, refund } = await pendingRefund();
    await queued(refund.id);
    const before = (await wallet(acct.key)).balance.amount;

    expectError(await reject(refund.id, {}), 400, "parameter_missing", "reason");
    expectError(await reject(refund.id, { reason: "   " }), 400, "parameter_invalid", "reason");
    expectError(await reject(refund.id, { reason: "x".repeat(1001) }), 400, "parameter_invalid", "reason");
    expectError(await reject(refund.id, { reason: "no", extra: 1 }), 400, "parameter_unknown", "extra");
    expect(await entriesAbout(refund.id)).toEqual([]);

    const res = await call<ApproveRefundResponse>(`/admin/v1/refunds/${refund.id}/reject`, { key: "test-admin-token", body: { reason: "Airalo declined: the eSIM was used." } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: "rejected", failure_reason: "rejected_by_operator", account_id: acct.id, wallet_credit: { amount: 0 } });
    expect((await wallet(acct.key)).balance.amount).toBe(before);
    expect((await call<Order>(`/v1/orders/${order.id}`, { key: acct.key })).body.refund).toEqual({ id: refund.id, status: "rejected" });
    expect((await call<{ status: string }>(`/v1/orders/${order.id}/usage`, { key: acct.key })).body.status).toBe("active");
    expect(await refundEvents(acct.id)).toEqual(["refund.created", "refund.rejected"]);

    const entries = await entriesAbout(refund.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: "bootstrap", operator_id: null, action: "refund.reject", account_id: acct.id });
    expect(JSON.parse(entries[0]!.after)).toMatchObject({ status: "rejected", failure_reason: "rejected_by_operator", reason: "Airalo declined: the eSIM was used." });
    expectError(await approve(refund.id), 409, "refund_already_resolved", "refund_id");
    expect((await wallet(acct.key)).balance.amount).toBe(before);
  });

  it("unknown refunds are 404 and a role without refunds.manage is 403, nothing changed and no entry", async () => {
    const { acct, refund } = await pendingRefund();
    await queued(refund.id);
    const before = (await wallet(acct.key)).balance.amount;
    expectError(await approve("re_01JC0000000000000000000000"), 404, "resource_not_found", "refund_id");
    expectError(await reject("re_01JC0000000000000000000000", { reason: "x" }), 404, "resource_not_found", "refund_id");
    expectError(await approve(refund.id, support.secret), 403, "forbidden_for_role");
    expectError(await reject(refund.id, { reason: "x" }, support.secret), 403, "forbidden_for_role");
    expect((await call<CreateRefundResponse>(`/v1/refunds/${refund.id}`, { key: acct.key })).body.status).toBe("pending");
    expect((await wallet(acct.key)).balance.amount).toBe(before);
    expect(await entriesAbout(refund.id)).toEqual([]);
    expect(await entriesBy(support.tokenId)).toEqual([]);
  });
});

describe("goodwill refunds", () => {
  it("refunds a fulfilled mobile top-up at once, origin operator, audited as refund.create", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 10_000);
    const { topup } = await catalog(acct.key);
    const number = ({ MX: "+525512345678", PH: "+639171234567", NG: "+2348031234567", IN: "+919812345678" } as Record<string, string>)[topup.coverage.countries[0]!];
    const q = await buy(acct.key, topup.id, "wallet", { destination: number });
    expect(q.status, q.text).toBe(200);
    const order = await settled(acct.key, q.body.order_id);
    expect(order.status).toBe("fulfilled");
    // a partner may not refund a top-up; an operator may
    expectError(await call("/v1/refunds", { key: acct.key, body: { order_id: order.id, reason: "other" }, idem: key("refund") }), 409, "order_not_refundable");
    const before = (await wallet(acct.key)).balance.amount;
    const earned = (await revenue(acct.key)).balance.amount;

    const res = await goodwill(order.id, { account_id: acct.id, mode: "test", reason: "other", note: "The number was topped up twice by mistake." });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ account_id: acct.id, order_id: order.id, origin: "operator", status: "succeeded", reason: "other", amount: order.price });
    // the Revenue Centre still holds the commission, so the wallet gets the whole price
    expect(res.body.commission_reversed.amount).toBe(earned);
    expect(res.body.wallet_credit).toEqual(order.price);
    expect((await revenue(acct.key)).reversed.amount).toBe(earned);
    expect((await wallet(acct.key)).balance.amount).toBe(before + res.body.wallet_credit.amount);
    expect((await call<Order>(`/v1/orders/${order.id}`, { key: acct.key })).body.refund).toEqual({ id: res.body.id, status: "succeeded" });
    expect(await refundEvents(acct.id)).toEqual(["refund.created", "refund.succeeded"]);
    await expectLedgerConsistent(acct.id);

    const entries = await entriesAbout(res.body.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: finance.tokenId, action: "refund.create", account_id: acct.id });
    expect(JSON.parse(entries[0]!.after)).toMatchObject({ order_id: order.id, reason: "other", note: "The number was topped up twice by mistake.", origin: "operator" });

    // one refund per order; the refund never waited, and a decision on it is refused
    const again = await goodwill<{ error: { refund_id: string } }>(order.id, { account_id: acct.id, mode: "test", reason: "other" });
    expectError(again, 409, "refund_exists", "order_id");
    expect(again.body.error.refund_id).toBe(res.body.id);
    expectError(await approve(res.body.id), 409, "refund_already_resolved", "refund_id");
    expect((await wallet(acct.key)).balance.amount).toBe(before + res.body.wallet_credit.amount);
    expect(await entriesAbout(res.body.id)).toHaveLength(1);
  });

  it("finds the order by its id alone once the account's minute sweep has indexed it; sweeping again changes nothing", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 10_000);
    const first = await settled(acct.key, (await buy(acct.key, esim.id)).body.order_id);
    const second = await settled(acct.key, (await buy(acct.key, esim.id)).body.order_id);
    // not indexed yet: the answer says how to name the account instead, and nothing is written
    const early = await goodwill<{ error: { message: string } }>(first.id, { reason: "other" });
    expectError(early, 404, "resource_not_found", "order_id");
    expect(early.body.error.message).toContain("account_id and mode");
    expect(await refundEvents(acct.id)).toEqual([]);

    const swept = await sweepPage(env, [[acct.id, "test"]], Date.now(), { prune: false });
    expect(swept).toMatchObject({ failed: [], indexedOrders: 2 });
    // delivered again, the sweep finds nothing new to write
    expect(await sweepPage(env, [[acct.id, "test"]], Date.now(), { prune: false })).toMatchObject({ failed: [], indexedOrders: 0 });
    const { results } = await env.DB.prepare("SELECT value, account_id, mode FROM reference_index WHERE kind = 'order' AND account_id = ? ORDER BY value")
      .bind(acct.id)
      .all();
    expect(results).toEqual([first.id, second.id].sort().map((value) => ({ value, account_id: acct.id, mode: "test" })));

    const res = await goodwill(first.id, { reason: "trip_cancelled" });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ account_id: acct.id, order_id: first.id, origin: "operator", status: "succeeded" });
    expect(JSON.parse((await entriesAbout(res.body.id))[0]!.after)).toMatchObject({ order_id: first.id, mode: "test" });
    // one of the pair alone is refused before anything is looked up
    expectError(await goodwill(second.id, { account_id: acct.id, reason: "other" }), 400, "parameter_missing", "mode");
    expectError(await goodwill(second.id, { mode: "test", reason: "other" }), 400, "parameter_missing", "account_id");
    expect(await refundEvents(acct.id)).toEqual(["refund.created", "refund.succeeded"]);
    await expectLedgerConsistent(acct.id);
  });

  it("a failed index write moves no cursor: the next sweep writes the same orders", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 10_000);
    const order = await settled(acct.key, (await buy(acct.key, esim.id)).body.order_id);
    const stub = accountStub(acct.id);
    await runInDurableObject(stub, async (_o, state) => {
      const broken = { DB: { batch: () => Promise.reject(new Error("D1 is down")), prepare: env.DB.prepare.bind(env.DB) } } as unknown as Env;
      const { indexNewOrders } = await import("../../src/account-object/order-index");
      await expect(indexNewOrders(broken, state.storage.sql, { accountId: acct.id, mode: "test" }, Date.now())).rejects.toThrow("D1 is down");
    });
    expect(await sweepPage(env, [[acct.id, "test"]], Date.now(), { prune: false })).toMatchObject({ indexedOrders: 1 });
    expect(await env.DB.prepare("SELECT account_id FROM reference_index WHERE kind = 'order' AND value = ?").bind(order.id).first("account_id")).toBe(acct.id);
  });

  it("refuses unknown orders and accounts, an order not fulfilled, bad input and a role without the permission, each with no entry", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 10_000);
    const pending = await buy(acct.key, OFFER.stays);
    expect(pending.status, pending.text).toBe(200);
    const body = { account_id: acct.id, mode: "test", reason: "other" };
    expectError(await goodwill("ord_01JC0000000000000000000000", body), 404, "resource_not_found", "order_id");
    expectError(await goodwill(pending.body.order_id!, { ...body, account_id: "acct_01JC0000000000000000000000" }), 404, "resource_not_found", "account_id");
    // an account without live access has no live orders
    expectError(await goodwill(pending.body.order_id!, { ...body, mode: "live" }), 404, "resource_not_found", "order_id");
    expectError(await goodwill(pending.body.order_id!, body), 409, "order_not_refundable", "order_id");
    expectError(await goodwill(pending.body.order_id!, { mode: "test", reason: "other" }), 400, "parameter_missing", "account_id");
    expectError(await goodwill(pending.body.order_id!, { ...body, reason: "because" }), 400, "parameter_invalid", "reason");
    expectError(await goodwill(pending.body.order_id!, { ...body, mode: "both" }), 400, "parameter_invalid", "mode");
    expectError(await goodwill(pending.body.order_id!, body, support.secret), 403, "forbidden_for_role");
    const { results } = await env.DB.prepare("SELECT id FROM audit_log WHERE account_id = ? AND action LIKE 'refund.%'").bind(acct.id).all();
    expect(results).toEqual([]);
    expect(await refundEvents(acct.id)).toEqual([]);
  });
});
