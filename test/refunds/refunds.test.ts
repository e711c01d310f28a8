// Refunds through the real app against the sandbox supplier: a partner's request for an eSIM
// order, the resolve helper and the never-installed fixture, every refusal (each leaving no
// trace), what a succeeded refund moves (the price back, the commission taken back from the
// Revenue Centre and from the wallet for what it cannot cover, the order out of the 30-day
// volume, the eSIM cancelled), races on one order, and the money invariants after a mixed run.
import { describe, expect, it } from "vitest";
import { call, expectError, newAccount } from "../support/api";
import { OFFER, bankTransfer, buy, catalog, expectLedgerConsistent, key, settled, sqlIn, wallet, withEsim, type ReadOrder } from "../support/money";
import type { CreateRefundResponse } from "../../src/routes/refunds/create";
import type { ListRefundsResponse } from "../../src/routes/refunds/list";
import type { RetrieveRevenueResponse } from "../../src/routes/revenue/retrieve";
import type { ListTopupOffersResponse } from "../../src/routes/orders/list-topup-offers";

type Order = ReadOrder;
type Refund = CreateRefundResponse;

const NEVER_INSTALLED = "off_test_never_installed";
const DAY = 86_400;

const requestRefund = <T = Refund>(apiKey: string, body: Record<string, unknown>, idem = key("refund")) => call<T>("/v1/refunds", { key: apiKey, body, idem });
const resolve = <T = Refund>(apiKey: string, refundId: string, outcome: string, idem = key("resolve")) =>
  call<T>(`/v1/test_helpers/refunds/${refundId}/resolve`, { key: apiKey, body: { outcome }, idem });
const revenue = async (apiKey: string) => (await call<RetrieveRevenueResponse>("/v1/revenue", { key: apiKey })).body;
const refundsOf = async (apiKey: string) => (await call<ListRefundsResponse>("/v1/refunds?limit=100", { key: apiKey })).body.data;
const advance = (apiKey: string, seconds: number) => call("/v1/test_helpers/clock/advance", { key: apiKey, body: { seconds }, idem: key("clock") });
const eventTypes = async (accountId: string) =>
  (await sqlIn<{ type: string }>(accountId, "SELECT type FROM events WHERE type LIKE 'refund.%' ORDER BY id")).map((e) => e.type);

describe("a partner's refund of a sandbox eSIM", () => {
  it("waits pending until the resolve helper succeeds it: the price back, the commission reversed, the eSIM cancelled", async () => {
    const { acct, order } = await withEsim();
    const before = { wallet: (await wallet(acct.key)).balance.amount, revenue: await revenue(acct.key) };
    expect(before.revenue.balance.amount).toBeGreaterThan(0);
    const earned = before.revenue.balance.amount;

    const made = await requestRefund(acct.key, { order_id: order.id, reason: "trip_cancelled", metadata: { booking: "trip-9" } });
    expect(made.status, made.text).toBe(200);
    expect(made.body).toMatchObject({
      object: "refund", livemode: false, order_id: order.id, amount: order.price, status: "pending", reason: "trip_cancelled", origin: "partner",
      failure_reason: null, commission_reversed: { amount: 0, currency: "USD" }, wallet_credit: { amount: 0, currency: "USD" }, metadata: { booking: "trip-9" }, resolved_at: null,
    });
    expect(made.body.id).toMatch(/^re_[0-9A-HJKMNP-TV-Z]{26}$/);
    // pending moves no money; the order says it has a refund
    expect((await wallet(acct.key)).balance.amount).toBe(before.wallet);
    expect((await call<Order>(`/v1/orders/${order.id}`, { key: acct.key })).body.refund).toEqual({ id: made.body.id, status: "pending" });

    const done = await resolve(acct.key, made.body.id, "succeeded");
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ status: "succeeded", commission_reversed: { amount: earned }, wallet_credit: order.price, failure_reason: null });
    expect(done.body.resolved_at).not.toBeNull();
    expect((await wallet(acct.key)).balance.amount).toBe(before.wallet + order.price.amount);
    const after = await revenue(acct.key);
    expect(after.balance.amount).toBe(0);
    expect(after.reversed.amount).toBe(earned);
    expect(after.lifetime_earned.amount).toBe(before.revenue.lifetime_earned.amount);
    // the order is out of the 30-day volume that sets the tier
    expect(after.volume.amount).toBe(before.revenue.volume.amount - order.price.amount);
    expect((await call<Order>(`/v1/orders/${order.id}`, { key: acct.key })).body.refund).toEqual({ id: made.body.id, status: "succeeded" });
    expect((await call<Refund>(`/v1/refunds/${made.body.id}`, { key: acct.key })).body).toEqual(done.body);

    // the eSIM is cancelled: usage reads so, its install page is gone
    const usage = await call<{ status: string }>(`/v1/orders/${order.id}/usage`, { key: acct.key });
    expect(usage.body.status).toBe("cancelled");
    const page = await call(new URL(order.deliverable!.install_url as string, "http://svc.test").pathname);
    expect(page.status).toBe(410);
    expect(page.text).toContain("This eSIM was cancelled");
    expect(page.text).not.toContain(order.deliverable!.lpa as string);

    expect(await eventTypes(acct.id)).toEqual(["refund.created", "refund.succeeded"]);
    const lines = await sqlIn<{ balance: string; type: string; source: string; amount: number }>(
      acct.id, "SELECT balance, type, source, amount FROM ledger_entries WHERE order_id = ? AND source IN ('refund', 'commission_reversed', 'commission_reversal') ORDER BY id", order.id,
    );
    expect(lines).toEqual([
      { balance: "wallet", type: "credit", source: "refund", amount: order.price.amount },
      { balance: "revenue", type: "debit", source: "commission_reversed", amount: earned },
    ]);
    await expectLedgerConsistent(acct.id);

    // resolved once: again is refused and moves nothing
    expectError(await resolve(acct.key, made.body.id, "succeeded"), 409, "refund_already_resolved", "refund_id");
    expect((await wallet(acct.key)).balance.amount).toBe(before.wallet + order.price.amount);
  });

  it("takes from the wallet the commission the Revenue Centre no longer holds", async () => {
    const { acct, order } = await withEsim();
    const earned = (await revenue(acct.key)).balance.amount;
    const moved = await call("/v1/revenue/transfers", { key: acct.key, body: {}, idem: key("transfer") });
    expect(moved.status, moved.text).toBe(200);
    const before = (await wallet(acct.key)).balance.amount;
    const made = await requestRefund(acct.key, { order_id: order.id, reason: "duplicate" });
    const done = await resolve(acct.key, made.body.id, "succeeded");
    expect(done.body).toMatchObject({ commission_reversed: { amount: earned }, wallet_credit: { amount: order.price.amount - earned } });
    expect((await wallet(acct.key)).balance.amount).toBe(before + order.price.amount - earned);
    const r = await revenue(acct.key);
    expect(r.balance.amount).toBe(0);
    // what the refund took back, though the wallet paid it
    expect(r.reversed.amount).toBe(earned);
    const lines = await sqlIn<{ balance: string; type: string; source: string; amount: number }>(
      acct.id, "SELECT balance, type, source, amount FROM ledger_entries WHERE order_id = ? AND source IN ('refund', 'commission_reversed', 'commission_reversal') ORDER BY id", order.id,
    );
    expect(lines).toEqual([
      { balance: "wallet", type: "credit", source: "refund", amount: order.price.amount },
      { balance: "wallet", type: "debit", source: "commission_reversal", amount: earned },
    ]);
    await expectLedgerConsistent(acct.id);
  });

  it("rejected by the helper: esim_in_use, no money moves, and the order keeps its eSIM", async () => {
    const { acct, order } = await withEsim();
    const before = (await wallet(acct.key)).balance.amount;
    const made = await requestRefund(acct.key, { order_id: order.id, reason: "other" });
    const done = await resolve(acct.key, made.body.id, "rejected");
    expect(done.body).toMatchObject({ status: "rejected", failure_reason: "esim_in_use", commission_reversed: { amount: 0 }, wallet_credit: { amount: 0 } });
    expect((await wallet(acct.key)).balance.amount).toBe(before);
    expect((await call<{ status: string }>(`/v1/orders/${order.id}/usage`, { key: acct.key })).body.status).toBe("active");
    expect(await eventTypes(acct.id)).toEqual(["refund.created", "refund.rejected"]);
    // a rejected refund is still the order's one refund
    const again = await requestRefund<{ error: { refund_id: string } }>(acct.key, { order_id: order.id, reason: "other" });
    expectError(again, 409, "refund_exists", "order_id");
    expect(again.body.error.refund_id).toBe(made.body.id);
  });

  it("the never-installed fixture reads not_installed and is refunded at once, in the answer itself", async () => {
    const { acct, order } = await withEsim(NEVER_INSTALLED);
    expect(order.price.amount).toBe(900);
    expect((await call<{ status: string; data_remaining_mb: number }>(`/v1/orders/${order.id}/usage`, { key: acct.key })).body).toMatchObject({ status: "not_installed", data_remaining_mb: 1024 });
    const before = (await wallet(acct.key)).balance.amount;
    const made = await requestRefund(acct.key, { order_id: order.id, reason: "trip_cancelled" });
    expect(made.status, made.text).toBe(200);
    expect(made.body.status).toBe("succeeded");
    expect((await wallet(acct.key)).balance.amount).toBe(before + 900);
    // no usage event ever fires for it, even a week on; the one eSIM event is its cancellation
    await advance(acct.key, 8 * DAY);
    expect(await sqlIn(acct.id, "SELECT id FROM events WHERE type IN ('esim.low_data', 'esim.expiring')")).toEqual([]);
    expect((await sqlIn<{ type: string }>(acct.id, "SELECT type FROM events WHERE type LIKE 'esim.%'")).map((e) => e.type)).toEqual(["esim.updated"]);
  });

  it("lists refunds newest first, filtered by order and status", async () => {
    const { acct, order } = await withEsim();
    const q = await buy(acct.key, NEVER_INSTALLED);
    const second = await settled(acct.key, q.body.order_id);
    const a = await requestRefund(acct.key, { order_id: order.id, reason: "other" });
    const b = await requestRefund(acct.key, { order_id: second.id, reason: "other" });
    expect((await refundsOf(acct.key)).map((r) => r.id)).toEqual([b.body.id, a.body.id]);
    const pending = await call<ListRefundsResponse>("/v1/refunds?status=pending", { key: acct.key });
    expect(pending.body.data.map((r) => r.id)).toEqual([a.body.id]);
    const ofOrder = await call<ListRefundsResponse>(`/v1/refunds?order_id=${second.id}`, { key: acct.key });
    expect(ofOrder.body.data.map((r) => r.id)).toEqual([b.body.id]);
    expectError(await call("/v1/refunds?status=done", { key: acct.key }), 400, "parameter_invalid", "status");
  });
});

describe("refusals leave no trace", () => {
  async function expectNothingStored(acct: { id: string; key: string }, walletBefore: number) {
    expect(await refundsOf(acct.key)).toEqual([]);
    expect(await eventTypes(acct.id)).toEqual([]);
    expect((await wallet(acct.key)).balance.amount).toBe(walletBefore);
  }

  it("bad input, an unknown order, a pending, failed or top-up order", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 10_000);
    const { topup } = await catalog(acct.key);
    const pending = await buy(acct.key, OFFER.stays);
    const failed = await buy(acct.key, OFFER.fails);
    await settled(acct.key, failed.body.order_id);
    const number = ({ MX: "+525512345678", PH: "+639171234567", NG: "+2348031234567", IN: "+919812345678" } as Record<string, string>)[topup.coverage.countries[0]!];
    const mobile = await buy(acct.key, topup.id, "wallet", { destination: number });
    expect(mobile.status, mobile.text).toBe(200);
    await settled(acct.key, mobile.body.order_id);
    const before = (await wallet(acct.key)).balance.amount;

    expectError(await requestRefund(acct.key, { reason: "other" }), 400, "parameter_missing", "order_id");
    expectError(await requestRefund(acct.key, { order_id: pending.body.order_id }), 400, "parameter_missing", "reason");
    expectError(await requestRefund(acct.key, { order_id: pending.body.order_id, reason: "changed_mind" }), 400, "parameter_invalid", "reason");
    expectError(await requestRefund(acct.key, { order_id: pending.body.order_id, reason: "other", amount: 5 }), 400, "parameter_unknown", "amount");
    expectError(await call("/v1/refunds", { key: acct.key, body: { order_id: pending.body.order_id, reason: "other" } }), 400, "idempotency_key_required");
    expectError(await requestRefund(acct.key, { order_id: "ord_01JC0000000000000000000000", reason: "other" }), 404, "resource_not_found", "order_id");
    for (const orderId of [pending.body.order_id, failed.body.order_id, mobile.body.order_id]) {
      expectError(await requestRefund(acct.key, { order_id: orderId, reason: "other" }), 409, "order_not_refundable", "order_id");
    }
    await expectNothingStored(acct, before);
  });

  it("an eSIM top-up, and an eSIM that has one (esim_in_use)", async () => {
    const { acct, order } = await withEsim();
    const offers = await call<ListTopupOffersResponse>(`/v1/orders/${order.id}/topup_offers`, { key: acct.key });
    const q = await buy(acct.key, offers.body.data[0]!.id, "wallet", { esim_order_id: order.id });
    expect(q.status, q.text).toBe(200);
    await settled(acct.key, q.body.order_id);
    const before = (await wallet(acct.key)).balance.amount;
    expectError(await requestRefund(acct.key, { order_id: q.body.order_id, reason: "other" }), 409, "order_not_refundable", "order_id");
    expectError(await requestRefund(acct.key, { order_id: order.id, reason: "other" }), 409, "esim_in_use", "order_id");
    await expectNothingStored(acct, before);
  });

  it("an expired eSIM, and one fulfilled longer ago than the refund window", async () => {
    const { acct, order } = await withEsim();
    await advance(acct.key, 8 * DAY);
    const before = (await wallet(acct.key)).balance.amount;
    expectError(await requestRefund(acct.key, { order_id: order.id, reason: "other" }), 409, "esim_expired", "order_id");

    // a plan still valid (made to last a year) but fulfilled 31 days ago on the account's clock
    const other = await withEsim();
    await sqlIn(other.acct.id, "UPDATE esim_plans SET expires_at = expires_at + ? WHERE order_id = ?", 365 * DAY * 1000, other.order.id);
    await advance(other.acct.key, 31 * DAY);
    const otherBefore = (await wallet(other.acct.key)).balance.amount;
    expectError(await requestRefund(other.acct.key, { order_id: other.order.id, reason: "other" }), 409, "outside_refund_window", "order_id");
    await expectNothingStored(acct, before);
    await expectNothingStored(other.acct, otherBefore);
  });

  it("the resolve helper: unknown refund, bad outcome", async () => {
    const { acct } = await withEsim();
    expectError(await resolve(acct.key, "re_01JC0000000000000000000000", "succeeded"), 404, "resource_not_found", "refund_id");
    expectError(await resolve(acct.key, "re_01JC0000000000000000000000", "maybe"), 400, "parameter_invalid", "outcome");
  });
});

describe("races on one order", () => {
  it("ten requests at once with ten keys make one refund; the others see it", async () => {
    const { acct, order } = await withEsim();
    const answers = await Promise.all(Array.from({ length: 10 }, () => requestRefund<any>(acct.key, { order_id: order.id, reason: "trip_cancelled" })));
    const made = answers.filter((a) => a.status === 200);
    expect(made).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expectError(a, 409, "refund_exists", "order_id");
      expect(a.body.error.refund_id).toBe(made[0]!.body.id);
    }
    expect(await refundsOf(acct.key)).toHaveLength(1);
    expect(await eventTypes(acct.id)).toEqual(["refund.created"]);
  });

  it("ten resolves at once move the money once", async () => {
    const { acct, order } = await withEsim();
    const made = await requestRefund(acct.key, { order_id: order.id, reason: "trip_cancelled" });
    const before = (await wallet(acct.key)).balance.amount;
    const answers = await Promise.all(Array.from({ length: 10 }, () => resolve<any>(acct.key, made.body.id, "succeeded")));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expectError(a, 409, "refund_already_resolved", "refund_id");
    expect((await wallet(acct.key)).balance.amount).toBe(before + order.price.amount);
    expect(await eventTypes(acct.id)).toEqual(["refund.created", "refund.succeeded"]);
    await expectLedgerConsistent(acct.id);
  });

  it("the same key twice answers the first refund, once", async () => {
    const { acct, order } = await withEsim(NEVER_INSTALLED);
    const idem = key("same");
    const before = (await wallet(acct.key)).balance.amount;
    const [a, b] = await Promise.all([requestRefund<any>(acct.key, { order_id: order.id, reason: "other" }, idem), requestRefund<any>(acct.key, { order_id: order.id, reason: "other" }, idem)]);
    const ok = [a, b].filter((x) => x.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const x of ok) expect(x.body.id).toBe(ok[0]!.body.id);
    const replay = await requestRefund(acct.key, { order_id: order.id, reason: "other" }, idem);
    expect(replay.body.id).toBe(ok[0]!.body.id);
    expect((await wallet(acct.key)).balance.amount).toBe(before + 900);
  });
});

describe("the money after a mixed run", () => {
  it("purchases, payouts, transfers and refunds: wallet equals its ledger; Revenue Centre equals earned − reversed − taken − paid out + returned + what the wallet gave back, never below zero", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 50_000);
    const { esims } = await catalog(acct.key);
    const orders: Order[] = [];
    for (const offer of [esims[0]!, esims[1]!, esims[0]!, { id: NEVER_INSTALLED }]) {
      const q = await buy(acct.key, offer.id);
      orders.push(await settled(acct.key, q.body.order_id));
    }
    // some commission paid out and some moved to the wallet in between, then refunds of both kinds
    expect((await call("/v1/revenue/payout_address", { method: "PUT", key: acct.key, body: { lightning_address: "alice@example.com" } })).status).toBe(200);
    const paid = await call("/v1/revenue/payouts", { key: acct.key, body: { amount: 100 }, idem: key("payout") });
    expect(paid.status, paid.text).toBe(200);
    await call("/v1/revenue/transfers", { key: acct.key, body: { amount: 50 }, idem: key("transfer") });
    const r1 = await requestRefund(acct.key, { order_id: orders[0]!.id, reason: "trip_cancelled" });
    await resolve(acct.key, r1.body.id, "succeeded");
    await call("/v1/revenue/transfers", { key: acct.key, body: {}, idem: key("transfer") });
    const r2 = await requestRefund(acct.key, { order_id: orders[1]!.id, reason: "duplicate" });
    await resolve(acct.key, r2.body.id, "succeeded");
    const r3 = await requestRefund(acct.key, { order_id: orders[2]!.id, reason: "other" });
    await resolve(acct.key, r3.body.id, "rejected");
    await requestRefund(acct.key, { order_id: orders[3]!.id, reason: "other" });
    const q = await buy(acct.key, esims[1]!.id);
    await settled(acct.key, q.body.order_id);

    await expectLedgerConsistent(acct.id);
    const sums = Object.fromEntries(
      (await sqlIn<{ source: string; total: number }>(acct.id, "SELECT source, SUM(amount) AS total FROM ledger_entries WHERE source IN ('commission_reversed', 'commission_reversal') GROUP BY source")).map((r) => [r.source, r.total]),
    ) as Record<string, number>;
    const fromWallet = sums.commission_reversal ?? 0;
    expect(fromWallet).toBeGreaterThan(0);
    const r = await revenue(acct.key);
    expect(r.balance.amount).toBeGreaterThanOrEqual(0);
    // reversed is every refund's commission_reversed, whichever balance paid it
    const refunded = (await refundsOf(acct.key)).filter((x) => x.status === "succeeded");
    expect(r.reversed.amount).toBe(refunded.reduce((n, x) => n + x.commission_reversed.amount, 0));
    expect(r.reversed.amount).toBe((sums.commission_reversed ?? 0) + fromWallet);
    expect(r.balance.amount).toBe(r.lifetime_earned.amount - r.reversed.amount - r.taken_as_credit.amount - r.paid_out.amount + fromWallet);
    // the volume counts exactly the fulfilled orders not refunded
    const counted = await sqlIn<{ total: number }>(acct.id, "SELECT SUM(price) AS total FROM orders WHERE status = 'fulfilled' AND (refund_status IS NULL OR refund_status <> 'succeeded')");
    expect(r.volume.amount).toBe(counted[0]!.total);
  });
});
