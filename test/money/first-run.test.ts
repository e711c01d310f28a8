// A sandbox purchase's first fulfilment run: the sandbox supplier answers from the order alone,
// so its answer is recorded in the purchase's own transaction. Order and outcome commit together,
// and a failure while recording the answer leaves nothing of the purchase behind.
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../src/http/errors";
import { sandboxSupplier } from "../../src/providers/sandbox/supplier";
import { call, expectError, newAccount } from "../support/api";
import { bankTransfer, catalog, events, expectLedgerConsistent, key, listAll, OFFER, sqlIn, wallet } from "../support/money";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import type { CreateQuoteResponse } from "../../src/routes/quotes/create";
import type { RetrieveRevenueResponse } from "../../src/routes/revenue/retrieve";
import type { ListOrdersResponse } from "../../src/routes/orders/list";
import type { ListQuotesResponse } from "../../src/routes/quotes/list";

afterEach(() => vi.restoreAllMocks());

describe("a sandbox purchase's first run", () => {
  it("is settled when the purchase answers: the order, its commission and its event are already there", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 5_000);
    const q = await call<CreateQuoteResponse>("/v1/quotes", { key: acct.key, body: { offer_id: esim.id, payment_source: "wallet" }, idem: key("q") });
    expect(q.status, q.text).toBe(200);
    // read straight after the answer, with no waiting
    const order = await call<RetrieveOrderResponse>(`/v1/orders/${q.body.order_id}`, { key: acct.key });
    expect(order.body.status).toBe("fulfilled");
    expect(order.body.deliverable!.type).toBe("esim_profile");
    expect((await events(acct.key, "order.fulfilled")).map((e) => e.data.object.id)).toEqual([q.body.order_id]);
    const revenue = await call<RetrieveRevenueResponse>("/v1/revenue", { key: acct.key });
    expect(revenue.body.balance.amount).toBe(Math.floor((esim.price.amount * 1500) / 10_000));
    expect((await sqlIn(acct.id, "SELECT supplier_lease_owner, supplier_lease_until FROM orders WHERE id = ?", q.body.order_id))[0]).toEqual({
      supplier_lease_owner: null, supplier_lease_until: 0,
    });
    await expectLedgerConsistent(acct.id);
  });

  it("refunds a failing offer and keeps a pending one pending, in the same step", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 5_000);
    const before = (await wallet(acct.key)).balance.amount;
    const failed = await call<CreateQuoteResponse>("/v1/quotes", { key: acct.key, body: { offer_id: OFFER.fails, payment_source: "wallet" }, idem: key("q") });
    expect((await call<RetrieveOrderResponse>(`/v1/orders/${failed.body.order_id}`, { key: acct.key })).body.status).toBe("failed");
    expect((await wallet(acct.key)).balance.amount).toBe(before);
    const pending = await call<CreateQuoteResponse>("/v1/quotes", { key: acct.key, body: { offer_id: OFFER.stays, payment_source: "wallet" }, idem: key("q") });
    expect((await call<RetrieveOrderResponse>(`/v1/orders/${pending.body.order_id}`, { key: acct.key })).body.status).toBe("pending");
    const [row] = await sqlIn<{ due_at: number; supplier_lease_until: number }>(acct.id, "SELECT due_at, supplier_lease_until FROM orders WHERE id = ?", pending.body.order_id);
    // the lease is released and the order has its next time to be asked again
    expect(row!.supplier_lease_until).toBe(0);
    expect(row!.due_at).toBeGreaterThan(Date.now());
    await expectLedgerConsistent(acct.id);
  });

  // A purchase makes its checks before it writes. Anything thrown after the debit, a refusal
  // included, would have half-written the step: the object discards the step rather than keep
  // its first half (or answer the late refusal's 4xx), and the same key then works.
  it.each([
    ["a failure", () => new Error("simulated failure while answering")],
    ["a refusal", () => new ApiError("parameter_invalid", "refused late", "offer_id")],
  ])("leaves no trace of the purchase when %s is thrown while recording the answer, and the same key then works", async (_, thrown) => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 5_000);
    const before = await wallet(acct.key);
    const eventsBefore = (await events(acct.key)).length;
    const spy = vi.spyOn(sandboxSupplier, "answerAtOnce").mockImplementation(() => {
      throw thrown();
    });
    const idem = key("q");
    const body = { offer_id: esim.id, payment_source: "wallet" };
    expectError(await call("/v1/quotes", { key: acct.key, body, idem }), 500, "internal_error");
    expect(spy).toHaveBeenCalledOnce();
    expect(await wallet(acct.key)).toEqual(before);
    expect(await listAll<ListOrdersResponse>(acct.key, "/v1/orders")).toHaveLength(0);
    expect(await listAll<ListQuotesResponse>(acct.key, "/v1/quotes")).toHaveLength(0);
    expect(await events(acct.key)).toHaveLength(eventsBefore);

    spy.mockRestore();
    const retry = await call<CreateQuoteResponse>("/v1/quotes", { key: acct.key, body, idem });
    expect(retry.status, retry.text).toBe(200);
    expect((await call<RetrieveOrderResponse>(`/v1/orders/${retry.body.order_id}`, { key: acct.key })).body.status).toBe("fulfilled");
    await expectLedgerConsistent(acct.id);
  });

  it("answers refusals with their 4xx without disturbing the purchases beside them", async () => {
    // a refusal comes before any write, so it must not reset the object: purchases of the same
    // account in flight at the same moment are kept and answered
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, esim.price.amount * 2 + 1);
    const body = { offer_id: esim.id, payment_source: "wallet" };
    const answers = await Promise.all([...Array(6).keys()].map((i) => call<CreateQuoteResponse>("/v1/quotes", { key: acct.key, body, idem: key(`q${i}`) })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 402, 402, 402, 402]);
    for (const a of answers.filter((a) => a.status === 402)) expectError(a, 402, "insufficient_funds");
    expect((await wallet(acct.key)).balance.amount).toBe(1);
    expect(await listAll<ListOrdersResponse>(acct.key, "/v1/orders")).toHaveLength(2);
    await expectLedgerConsistent(acct.id);
  });
});
