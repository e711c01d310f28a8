// Money under concurrency and retries: races against one wallet, and the Idempotency-Key rules.
import { describe, expect, it } from "vitest";
import { call, errorOf, expectError, newAccount } from "../support/api";
import {
  accountStub, bankTransfer, buy, catalog, deposit, expectLedgerConsistent, key, listAll, sqlIn, wallet,
} from "../support/money";
import type { CreateQuoteResponse } from "../../src/routes/quotes/create";
import type { ConfirmDepositResponse } from "../../src/routes/test-helpers/confirm-deposit";
import type { CreateBankTransferResponse } from "../../src/routes/test-helpers/create-bank-transfer";
import type { PayLightningInvoiceResponse } from "../../src/routes/test-helpers/pay-lightning-invoice";
import type { SetSandboxCreditResponse } from "../../src/routes/test-helpers/set-credit";
import type { CreateLightningInvoiceResponse } from "../../src/routes/wallet/create-lightning-invoice";
import type { ListOrdersResponse } from "../../src/routes/orders/list";
import type { ListQuotesResponse } from "../../src/routes/quotes/list";
import type { ListDepositsResponse } from "../../src/routes/wallet/list-deposits";

async function walletLines(accountId: string) {
  return (await accountStub(accountId).audit()).ledger.filter((l) => l.balance === "wallet");
}

describe("concurrent requests", () => {
  it("50 concurrent wallet purchases against a balance for exactly 20: 20 succeed, 30 get 402, never below zero", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const price = esim.price.amount;
    await bankTransfer(acct.key, 20 * price);
    const results = await Promise.all(Array.from({ length: 50 }, () => buy(acct.key, esim.id)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 402)).toHaveLength(30);
    expect(results.filter((r) => r.status === 402).every((r) => errorOf(r).code === "insufficient_funds")).toBe(true);
    expect((await wallet(acct.key)).balance.amount).toBe(0);
    const orders = await listAll<ListOrdersResponse>(acct.key, "/v1/orders");
    expect(orders).toHaveLength(20);
    expect(new Set(orders.map((o) => o.quote_id))).toEqual(new Set(results.filter((r) => r.status === 200).map((r) => r.body.id)));
    const lines = await walletLines(acct.id);
    expect(lines.filter((l) => l.type === "debit")).toHaveLength(20);
    expect(Math.min(...lines.map((l) => l.balance_after))).toBeGreaterThanOrEqual(0);
    await expectLedgerConsistent(acct.id);
  });

  it("with an overdraft, concurrent purchases stop at exactly -limit", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const price = esim.price.amount;
    const limit = 12 * price;
    const credit = await call<SetSandboxCreditResponse>("/v1/test_helpers/credit", { key: acct.key, body: { overdraft_limit: { amount: limit, currency: "USD" } } });
    expect(credit.status, credit.text).toBe(200);
    await bankTransfer(acct.key, 8 * price);
    const results = await Promise.all(Array.from({ length: 50 }, () => buy(acct.key, esim.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(20);
    expect(results.filter((r) => r.status === 402)).toHaveLength(30);
    const w = await wallet(acct.key);
    expect(w.balance.amount).toBe(-limit);
    expect(w.overdraft_used.amount).toBe(limit);
    expect(w.available.amount).toBe(0);
    const lines = await walletLines(acct.id);
    expect(Math.min(...lines.map((l) => l.balance_after))).toBe(-limit);
    expect(await listAll<ListOrdersResponse>(acct.key, "/v1/orders")).toHaveLength(20);
    await expectLedgerConsistent(acct.id);
  });

  it("20 concurrent identical requests under one Idempotency-Key make one quote and one debit, and all answer the same", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 10 * esim.price.amount);
    const k = key("same");
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call<CreateQuoteResponse>("/v1/quotes", { key: acct.key, body: { offer_id: esim.id, payment_source: "wallet" }, idem: k })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.text)).size).toBe(1);
    expect(results.filter((r) => r.headers.get("idempotent-replayed") === "true")).toHaveLength(19);
    expect(await listAll<ListQuotesResponse>(acct.key, "/v1/quotes")).toHaveLength(1);
    expect((await walletLines(acct.id)).filter((l) => l.type === "debit")).toHaveLength(1);
    expect((await wallet(acct.key)).balance.amount).toBe(9 * esim.price.amount);
    await expectLedgerConsistent(acct.id);
  });

  it("concurrent deposit helper calls under one key make one deposit", async () => {
    const acct = await newAccount();
    const k = key("dep");
    const results = await Promise.all(Array.from({ length: 10 }, () => deposit(acct.key, { amount: 777, asset: "USDT", network: "trc20" }, k)));
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    // the others were told the first is still running, or got its answer
    for (const r of results) if (r.status !== 200) expect(errorOf(r).code, r.text).toBe("idempotency_key_in_use");
    expect(new Set(ok.map((r) => r.text)).size).toBe(1);
    // once it is done, a retry replays it
    const retry = await deposit(acct.key, { amount: 777, asset: "USDT", network: "trc20" }, k);
    expect(retry.status).toBe(200);
    expect(retry.text).toBe(ok[0]!.text);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await listAll<ListDepositsResponse>(acct.key, "/v1/wallet/deposits")).toHaveLength(1);
    expect((await wallet(acct.key)).balance.amount).toBe(777);
    await expectLedgerConsistent(acct.id);
  });

  it("concurrent pays of one invoice and confirms of one deposit (distinct keys) credit once", async () => {
    const acct = await newAccount();
    const inv = (await call<CreateLightningInvoiceResponse>("/v1/wallet/lightning_invoices", { key: acct.key, body: { amount: 900 }, idem: key() })).body;
    const pays = await Promise.all(
      Array.from({ length: 8 }, () => call<PayLightningInvoiceResponse>(`/v1/test_helpers/lightning_invoices/${inv.id}/pay`, { method: "POST", key: acct.key, idem: key() })),
    );
    for (const r of pays) if (r.status !== 200) expect(errorOf(r).code, r.text).toBe("invoice_not_pending");
    expect(new Set(pays.filter((r) => r.status === 200).map((r) => r.body.id)).size).toBe(1);

    const detected = (await deposit(acct.key, { amount: 600, status: "detected" })).body;
    const confirms = await Promise.all(
      Array.from({ length: 8 }, () => call<ConfirmDepositResponse>(`/v1/test_helpers/deposits/${detected.id}/confirm`, { method: "POST", key: acct.key, idem: key() })),
    );
    expect(confirms.some((r) => r.status === 200)).toBe(true);
    for (const r of confirms) if (r.status !== 200) expect(errorOf(r).code, r.text).toBe("deposit_already_credited");

    expect((await wallet(acct.key)).balance.amount).toBe(1500);
    expect(await listAll<ListDepositsResponse>(acct.key, "/v1/wallet/deposits")).toHaveLength(2);
    expect((await walletLines(acct.id)).filter((l) => l.type === "credit")).toHaveLength(2);
    await expectLedgerConsistent(acct.id);
  });

  it("concurrent bank transfers and purchases keep every balance_after in one chain", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 5 * esim.price.amount);
    await Promise.all([
      ...Array.from({ length: 10 }, () => buy(acct.key, esim.id)),
      ...Array.from({ length: 5 }, () => call<CreateBankTransferResponse>("/v1/test_helpers/bank_transfers", { key: acct.key, body: { amount: esim.price.amount }, idem: key() })),
    ]);
    const lines = await walletLines(acct.id);
    expect(Math.min(...lines.map((l) => l.balance_after))).toBeGreaterThanOrEqual(0);
    await expectLedgerConsistent(acct.id);
  });
});

const quote = (apiKey: string, body: Record<string, unknown>, idem?: string) => call<CreateQuoteResponse>("/v1/quotes", { key: apiKey, body, idem });

describe("Idempotency-Key on money-moving requests", () => {
  it("requires a key of 1 to 255 characters on every money-moving endpoint", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const body = { offer_id: esim.id, payment_source: "bank_transfer" };
    expectError(await quote(acct.key, body), 400, "idempotency_key_required");
    expectError(await quote(acct.key, body, ""), 400, "idempotency_key_required");
    expectError(await quote(acct.key, body, "k".repeat(256)), 400, "idempotency_key_invalid");
    expect((await quote(acct.key, body, "k".repeat(255))).status).toBe(200);
    const posts: [string, unknown][] = [
      ["/v1/wallet/lightning_invoices", { amount: 100 }],
      ["/v1/test_helpers/deposits", { amount: 100 }],
      ["/v1/test_helpers/bank_transfers", { amount: 100 }],
      ["/v1/test_helpers/lightning_invoices/lni_01JGXQRXG0SANDBXCATA000003/pay", undefined],
      ["/v1/test_helpers/deposits/dep_01JGXQRXG0SANDBXCATA000003/confirm", undefined],
    ];
    for (const [path, b] of posts) {
      expectError(await call(path, { method: "POST", key: acct.key, body: b }), 400, "idempotency_key_required");
    }
    // none of that moved money or made anything but the one quote
    expect((await wallet(acct.key)).balance.amount).toBe(0);
    expect(await listAll<ListQuotesResponse>(acct.key, "/v1/quotes")).toHaveLength(1);
    expect(await listAll<ListDepositsResponse>(acct.key, "/v1/wallet/deposits")).toEqual([]);
  });

  it("replays the first response byte for byte, with Idempotent-Replayed: true, and does the work once", async () => {
    const acct = await newAccount();
    const k = key();
    const first = await call<CreateBankTransferResponse>("/v1/test_helpers/bank_transfers", { key: acct.key, body: { amount: 1500 }, idem: k });
    expect(first.status).toBe(200);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    // the same request with its keys in another order and other whitespace is the same request
    const again = await call<CreateBankTransferResponse>("/v1/test_helpers/bank_transfers", { key: acct.key, rawBody: '{ "amount" : 1500 }', idem: k });
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await wallet(acct.key)).balance.amount).toBe(1500);
    expect(await listAll<ListDepositsResponse>(acct.key, "/v1/wallet/deposits")).toHaveLength(1);
    await expectLedgerConsistent(acct.id);
  });

  it("refuses the same key with a different body or on a different path with 422 idempotency_key_reused", async () => {
    const acct = await newAccount();
    const { esim, esims } = await catalog(acct.key);
    const k = key();
    const first = await quote(acct.key, { offer_id: esim.id, payment_source: "usdt" }, k);
    expect(first.status).toBe(200);
    expectError(await quote(acct.key, { offer_id: esim.id, payment_source: "usdc" }, k), 422, "idempotency_key_reused");
    expectError(await quote(acct.key, { offer_id: esims[1]!.id, payment_source: "usdt" }, k), 422, "idempotency_key_reused");
    expectError(await quote(acct.key, { offer_id: esim.id, payment_source: "usdt", metadata: { a: "b" } }, k), 422, "idempotency_key_reused");
    expectError(await call("/v1/test_helpers/bank_transfers", { key: acct.key, body: { amount: 100 }, idem: k }), 422, "idempotency_key_reused");
    expectError(await call("/v1/wallet/lightning_invoices", { key: acct.key, body: { amount: 100 }, idem: k }), 422, "idempotency_key_reused");
    expect((await wallet(acct.key)).balance.amount).toBe(0);
    expect(await listAll<ListQuotesResponse>(acct.key, "/v1/quotes")).toHaveLength(1);
    // the original still replays
    const replay = await quote(acct.key, { offer_id: esim.id, payment_source: "usdt" }, k);
    expect(replay.text).toBe(first.text);
  });

  it("an error response does not bind the key: after funding, the same key succeeds", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const k = key();
    const body = { offer_id: esim.id, payment_source: "wallet" };
    expectError(await quote(acct.key, body, k), 402, "insufficient_funds");
    expect(await sqlIn(acct.id, "SELECT key FROM idempotency_keys WHERE key = ?", k)).toEqual([]);
    // a validation error binds nothing either, even with a different body
    expectError(await quote(acct.key, { offer_id: esim.id, payment_source: "paypal" }, k), 400, "parameter_invalid", "payment_source");
    await bankTransfer(acct.key, esim.price.amount);
    const ok = await quote(acct.key, body, k);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.headers.get("idempotent-replayed")).toBeNull();
    expect(ok.body.status).toBe("fulfilled");
    const replay = await quote(acct.key, body, k);
    expect(replay.text).toBe(ok.text);
    expect((await wallet(acct.key)).balance.amount).toBe(0);
    await expectLedgerConsistent(acct.id);
  });

  it("a failed helper call (unknown invoice) leaves its key free", async () => {
    const acct = await newAccount();
    const k = key();
    expectError(
      await call("/v1/test_helpers/lightning_invoices/lni_01JGXQRXG0SANDBXCATA000003/pay", { method: "POST", key: acct.key, idem: k }),
      404,
      "resource_not_found",
    );
    const ok = await call<CreateBankTransferResponse>("/v1/test_helpers/bank_transfers", { key: acct.key, body: { amount: 300 }, idem: k });
    expect(ok.status, ok.text).toBe(200);
    expect((await wallet(acct.key)).balance.amount).toBe(300);
  });

  it("scopes keys to the account: another account's identical request under the same key is its own", async () => {
    const a = await newAccount();
    const b = await newAccount();
    const k = key("shared");
    const ra = await call<CreateBankTransferResponse>("/v1/test_helpers/bank_transfers", { key: a.key, body: { amount: 400 }, idem: k });
    const rb = await call<CreateBankTransferResponse>("/v1/test_helpers/bank_transfers", { key: b.key, body: { amount: 400 }, idem: k });
    expect(ra.status).toBe(200);
    expect(rb.status).toBe(200);
    expect(rb.headers.get("idempotent-replayed")).toBeNull();
    expect(rb.body.id).not.toBe(ra.body.id);
    expect((await wallet(a.key)).balance.amount).toBe(400);
    expect((await wallet(b.key)).balance.amount).toBe(400);
    // and a different request under one account's key in the other account is not a reuse
    const { esim } = await catalog(a.key);
    const k2 = key("shared");
    expect((await call<CreateBankTransferResponse>("/v1/test_helpers/bank_transfers", { key: a.key, body: { amount: 1 }, idem: k2 })).status).toBe(200);
    const other = await quote(b.key, { offer_id: esim.id, payment_source: "usdt" }, k2);
    expect(other.status, other.text).toBe(200);
    await expectLedgerConsistent(a.id);
    await expectLedgerConsistent(b.id);
  });
});
