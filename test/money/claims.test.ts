// Operations that await outside calls hold their key with a claim. These tests pin what a
// claim promises: a retry after a failure repeats the same work (no second effect), and a key
// reused after it lapsed is a new operation even with the same body.
import { afterEach, describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import { call, newAccount } from "../support/api";
import { expectLedgerConsistent, key, runCron, sqlIn, wallet } from "../support/money";
import type { RetrieveAccountResponse } from "../../src/routes/account/retrieve";
import type { CreateQuoteResponse } from "../../src/routes/quotes/create";
import type { CreateBankTransferResponse } from "../../src/routes/test-helpers/create-bank-transfer";
import type { SetSandboxCreditResponse } from "../../src/routes/test-helpers/set-credit";
import type { ListDepositsResponse } from "../../src/routes/wallet/list-deposits";

const HOUR = 60 * 60 * 1000;
afterEach(() => vi.restoreAllMocks());

describe("claimed idempotency keys", () => {
  it("a retry after the response was lost repeats the same transfer, crediting once", async () => {
    const acct = await newAccount();
    const k = key("lost");
    // the transfer is applied, then the worker fails before the response is stored
    const realPrepare = env.DB.prepare.bind(env.DB);
    let failed = false;
    vi.spyOn(env.DB, "prepare").mockImplementation((q: string) => {
      // the last D1 write of the ingestion path runs after the account applied the transfer
      if (!failed && q.includes("INSERT OR IGNORE INTO provider_events")) {
        failed = true;
        throw new Error("worker lost after the effect");
      }
      return realPrepare(q);
    });
    const first = await call<CreateBankTransferResponse>("/v1/test_helpers/bank_transfers", { key: acct.key, body: { amount: 700 }, idem: k });
    expect(first.status).toBe(500);
    vi.restoreAllMocks();
    expect((await wallet(acct.key)).balance.amount).toBe(700); // the effect happened

    const retry = await call<CreateBankTransferResponse>("/v1/test_helpers/bank_transfers", { key: acct.key, body: { amount: 700 }, idem: k });
    expect(retry.status, retry.text).toBe(200);
    expect(retry.body.amount.amount).toBe(700);
    expect((await wallet(acct.key)).balance.amount).toBe(700); // and it was not repeated
    expect((await call<ListDepositsResponse>("/v1/wallet/deposits", { key: acct.key })).body.data).toHaveLength(1);
    await expectLedgerConsistent(acct.id);
  });

  it("a key reused with the same body after it lapsed is a new transfer", async () => {
    const acct = await newAccount();
    const k = key("lapsed");
    const first = await call<CreateBankTransferResponse>("/v1/test_helpers/bank_transfers", { key: acct.key, body: { amount: 100 }, idem: k });
    await sqlIn(acct.id, "UPDATE idempotency_keys SET created_at = ? WHERE key = ?", Date.now() - 25 * HOUR, k);
    await runCron(Date.now(), "0 * * * *");
    const again = await call<CreateBankTransferResponse>("/v1/test_helpers/bank_transfers", { key: acct.key, body: { amount: 100 }, idem: k });
    expect(again.status, again.text).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBeNull();
    expect(again.body.id).not.toBe(first.body.id);
    expect((await wallet(acct.key)).balance.amount).toBe(200);
    await expectLedgerConsistent(acct.id);
  });
});

describe("net terms apply to open debits", () => {
  it("setting net terms to zero makes existing debt overdue at once", async () => {
    const acct = await newAccount();
    await call<SetSandboxCreditResponse>("/v1/test_helpers/credit", { key: acct.key, body: { overdraft_limit: { amount: 10_000, currency: "USD" }, net_terms_days: 30 } });
    const q = await call<CreateQuoteResponse>("/v1/quotes", { key: acct.key, body: { offer_id: "off_test_stays_pending", payment_source: "wallet" }, idem: key() });
    expect(q.status, q.text).toBe(200);
    expect((await wallet(acct.key)).overdue).toBe(false);
    await call<SetSandboxCreditResponse>("/v1/test_helpers/credit", { key: acct.key, body: { overdraft_limit: { amount: 10_000, currency: "USD" }, net_terms_days: 0 } });
    const w = await wallet(acct.key);
    expect(w.overdue).toBe(true);
    expect(w.available.amount).toBe(0);
    const acctView = (await call<RetrieveAccountResponse>("/v1/account", { key: acct.key })).body;
    expect(acctView.credit.status).toBe("frozen");
  });
});
