// Bank transfers through an Increase fake: an account number per account, created once;
// a signed thin webhook (t=…,v1=… over the raw body, five-minute window) makes us read the
// transaction back, and only what the API reports is credited, once. A return or reversal
// (a negative transaction on the account number) is taken back from the wallet, once.
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { call, expectError } from "../support/api";
import { events, expectLedgerConsistent, wallet } from "../support/money";
import { hmacSha256Hex } from "../../src/lib/crypto";
import { fakes, increaseTransactions, installFakes } from "./fakes";
import { liveAccount } from "./support";
import type { SetCreditResponse } from "../../src/routes/admin/accounts/set-credit";
import type { ListDepositsResponse } from "../../src/routes/wallet/list-deposits";
import type { ListFundingDestinationsResponse } from "../../src/routes/wallet/list-funding-destinations";
import type { ListWalletLedgerResponse } from "../../src/routes/wallet/list-ledger";

beforeEach(() => {
  installFakes();
});
afterEach(() => vi.restoreAllMocks());

const SECRET = "test-increase-webhook-secret";
const ACCOUNT = "account_in71c4amph0vgo2qllky";

async function signed(body: string, at = Date.now(), secret = SECRET): Promise<string> {
  const t = new Date(at).toISOString();
  return `t=${t},v1=${await hmacSha256Hex(secret, `${t}.${body}`)}`;
}

/** What the provider hook route answers (its file exports no type of its own). */
type HookAnswer = { received: true; ignored?: string };

function post(body: string, signature: string | null, mode = "live") {
  return call<HookAnswer>(`/hooks/increase/${mode}`, { rawBody: body, headers: signature ? { "Increase-Webhook-Signature": signature } : {} });
}

let seq = 0;
function transaction(routeId: string, amount: number, extra: Record<string, unknown> = {}) {
  const id = `transaction_fake${String(++seq).padStart(8, "0")}`;
  fakes.increase.transactions.set(id, {
    id, account_id: ACCOUNT, amount, currency: "USD", created_at: new Date().toISOString(), description: "INBOUND ACH",
    route_id: routeId, route_type: "account_number", source: { category: "inbound_ach_transfer" }, type: "transaction", ...extra,
  });
  return id;
}

function event(transactionId: string, id = `event_${++seq}`, category = "transaction.created") {
  return JSON.stringify({ id, type: "event", category, associated_object_type: "transaction", associated_object_id: transactionId, created_at: new Date().toISOString() });
}

async function bankOf(apiKey: string) {
  const dests = (await call<ListFundingDestinationsResponse>("/v1/wallet/funding_destinations", { key: apiKey })).body.data;
  return dests.find((d) => d.type === "bank_account")!;
}

async function accountNumberId(accountId: string): Promise<string> {
  const row = await env.DB.prepare("SELECT provider_id FROM bank_account_numbers WHERE account_id = ? AND mode = 'live'").bind(accountId).first<{ provider_id: string }>();
  return row!.provider_id;
}

describe("bank transfers through Increase", () => {
  it("creates the account's own account number on first use, once", async () => {
    const acct = await liveAccount();
    const before = fakes.increase.creates;
    const bank = await bankOf(acct.live);
    expect(await bankOf(acct.live)).toEqual(bank);
    expect(fakes.increase.creates - before).toBe(1);
    expect(bank).toMatchObject({ type: "bank_account", routing_number: "101050001", account_number: expect.stringMatching(/^\d{12}$/) });
    const other = await liveAccount();
    expect((await bankOf(other.live)).account_number).not.toBe(bank.account_number);
  });

  it("creates account numbers that only receive: ACH debits blocked, only our own checks honoured", async () => {
    const acct = await liveAccount();
    await bankOf(acct.live);
    const id = await accountNumberId(acct.id);
    const created = [...fakes.increase.accountNumbers.values()].find((n) => n.id === id);
    expect(created).toMatchObject({ inbound_ach: { debit_status: "blocked" }, inbound_checks: { status: "check_transfers_only" } });
  });

  it("credits the transaction as read back from the API, once, however often the event arrives", async () => {
    const acct = await liveAccount();
    await bankOf(acct.live);
    const txn = transaction(await accountNumberId(acct.id), 12_500);
    const body = event(txn);
    const res = await post(body, await signed(body));
    expect(res.status, res.text).toBe(200);
    expect((await wallet(acct.live)).balance.amount).toBe(12_500);
    // a replay, and another event about the same transaction, change nothing
    expect((await post(body, await signed(body))).status).toBe(200);
    const again = event(txn);
    expect((await post(again, await signed(again))).status).toBe(200);
    expect((await wallet(acct.live)).balance.amount).toBe(12_500);
    const deposits = (await call<ListDepositsResponse>("/v1/wallet/deposits", { key: acct.live })).body.data;
    expect(deposits).toHaveLength(1);
    expect(deposits[0]).toMatchObject({ rail: "bank_transfer", status: "credited", amount: { amount: 12_500 }, tx_hash: txn });
  });

  it("refuses a missing, wrong or stale signature and a tampered body, and moves nothing", async () => {
    const acct = await liveAccount();
    await bankOf(acct.live);
    const body = event(transaction(await accountNumberId(acct.id), 5_000));
    expectError(await post(body, null), 401, "invalid_api_key");
    expectError(await post(body, await signed(body, Date.now(), "wrong-secret")), 401, "invalid_api_key");
    expectError(await post(body, await signed(body, Date.now() - 6 * 60 * 1000)), 401, "invalid_api_key");
    expectError(await post(body.replace("transaction.created", "transaction.created "), await signed(body)), 401, "invalid_api_key");
    expectError(await post(body, await signed(body), "test"), 404, "resource_not_found");
    expect((await wallet(acct.live)).balance.amount).toBe(0);
  });

  it("credits nothing for other events, other routes or money out", async () => {
    const acct = await liveAccount();
    await bankOf(acct.live);
    const route = await accountNumberId(acct.id);
    const bodies = [
      event(transaction(route, 7_000), undefined, "inbound_ach_transfer.created"),
      event(transaction("card_xyz", 7_000, { route_type: "card" })),
      event(transaction("card_xyz", -7_000, { route_type: "card" })),
      event(transaction(route, 0)),
      event(transaction(route, 7_000, { account_id: "account_someone_else" })),
    ];
    for (const b of bodies) {
      const res = await post(b, await signed(b));
      expect(res.status, res.text).toBe(200);
      expect(res.body.ignored).toBeTruthy();
    }
    expect((await wallet(acct.live)).balance.amount).toBe(0);
  });
});

describe("returns and reversals through Increase", () => {
  async function deliver(transactionId: string) {
    const body = event(transactionId);
    const res = await post(body, await signed(body));
    expect(res.status, res.text).toBe(200);
    return res;
  }

  function alertsLogged() {
    const lines: any[] = [];
    vi.spyOn(console, "log").mockImplementation((line: unknown) => {
      try {
        const parsed = JSON.parse(String(line));
        if (parsed?.level === "alert") lines.push(parsed);
      } catch {
        // not a structured line
      }
    });
    return lines;
  }

  it("takes a returned ACH transfer back from the wallet once, with its ledger line, wallet.debited and one alert", async () => {
    const acct = await liveAccount();
    await bankOf(acct.live);
    const credit = increaseTransactions.inboundAch(ACCOUNT, await accountNumberId(acct.id), 12_500);
    await deliver(credit.id);
    expect((await wallet(acct.live)).balance.amount).toBe(12_500);

    const alerts = alertsLogged();
    const back = increaseTransactions.achReturn(credit);
    const body = event(back.id);
    for (let i = 0; i < 2; i++) expect((await post(body, await signed(body))).status).toBe(200);
    await deliver(back.id); // another event about the same transaction
    const w = await wallet(acct.live);
    expect(w.balance.amount).toBe(0);
    expect(w.overdue).toBe(false);

    const lines = (await call<ListWalletLedgerResponse>("/v1/wallet/ledger", { key: acct.live })).body.data;
    const debits = lines.filter((l) => l.type === "debit");
    expect(debits).toHaveLength(1);
    expect(debits[0]).toMatchObject({ source: "deposit", amount: { amount: 12_500, currency: "USD" }, balance_after: { amount: 0, currency: "USD" } });
    expect(debits[0]!.description).toContain(back.id);
    expect(debits[0]!.description).toContain(credit.source.inbound_ach_transfer.transfer_id);
    const debited = await events(acct.live, "wallet.debited");
    expect(debited.map((e) => e.data.object.id)).toEqual([debits[0]!.id]);
    // the deposit that came in stays as it was; the money back is its own line
    expect((await call<ListDepositsResponse>("/v1/wallet/deposits", { key: acct.live })).body.data).toMatchObject([{ status: "credited", amount: { amount: 12_500 } }]);

    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ msg: "transfer clawed back from a wallet", provider: "increase", account: acct.id, mode: "live", amount_cents: 12_500, balance_after_cents: 0, ledger_entry: debits[0]!.id });
    await expectLedgerConsistent(acct.id, "live");
  });

  it("takes a reversed wire back even when the wallet cannot cover it: below zero, overdue at once whatever the terms, repaid by the next credit", async () => {
    const acct = await liveAccount();
    await bankOf(acct.live);
    const route = await accountNumberId(acct.id);
    const wire = increaseTransactions.inboundWire(ACCOUNT, route, 30_000);
    // the reversal is reported before the wire's own event arrives
    await deliver(increaseTransactions.wireReversal(wire).id);
    let w = await wallet(acct.live);
    expect(w).toMatchObject({ balance: { amount: -30_000 }, overdraft_used: { amount: 30_000 }, available: { amount: 0 }, overdue: true });
    expect(await events(acct.live, "wallet.overdue")).toHaveLength(1);

    // terms granted later do not apply to money taken back: it stays due at once
    await env.DB.prepare("UPDATE accounts SET live_access = 1 WHERE id = ?").bind(acct.id).run();
    const terms = await call<SetCreditResponse>(`/admin/v1/accounts/${acct.id}/credit`, {
      key: "test-admin-token",
      body: { mode: "live", overdraft_limit: { amount: 50_000, currency: "USD" }, net_terms_days: 60 },
    });
    expect(terms.status, terms.text).toBe(200);
    expect((await wallet(acct.live)).overdue).toBe(true);

    // the wire's own event, late: the credit pays the debt back
    await deliver(wire.id);
    w = await wallet(acct.live);
    expect(w).toMatchObject({ balance: { amount: 0 }, overdraft_used: { amount: 0 }, overdue: false });
    await expectLedgerConsistent(acct.id, "live");
  });
});
