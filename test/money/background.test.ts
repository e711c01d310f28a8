// Work that runs outside a request, and may run more than once: fulfilment messages, provider
// webhooks, the cron sweep. Also the test helpers' refusal of live keys.
import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { issueKey } from "../../src/accounts/keys";
import { signProviderPayload } from "../../src/funding/ingest";
import { fulfilOrders } from "../../src/jobs/fulfilment";
import { handleQueue } from "../../src/jobs/queue";
import { sweepAccounts, type SweepMessage } from "../../src/jobs/scheduled";
import { bankTransferEvent, invoicePaidEvent, stablecoinEvent } from "../../src/funding/sandbox/provider-events";
import { call, expectError, newAccount } from "../support/api";
import {
  accountStub, bankTransfer, buy, catalog, events, expectLedgerConsistent, getQuote, key, listAll, OFFER, runCron, sleep, sqlIn, storedEvents, wallet,
} from "../support/money";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import type { CompleteOrderResponse } from "../../src/routes/test-helpers/complete-order";
import type { CreateBankTransferResponse } from "../../src/routes/test-helpers/create-bank-transfer";
import type { RetrieveWalletResponse } from "../../src/routes/wallet/retrieve";
import type { ListDepositsResponse } from "../../src/routes/wallet/list-deposits";

/** Delivers one fulfilment message through the worker's queue consumer, as the queue would. */
async function deliver(message: { order_id: string; account_id: string; mode: "test" }, id: string) {
  const batch = createMessageBatch("pc-fulfilment", [{ id, timestamp: new Date(), attempts: 1, body: message }]);
  const ctx = createExecutionContext();
  await handleQueue(batch, env, ctx);
  await waitOnExecutionContext(ctx);
  return getQueueResult(batch, ctx);
}

async function orderLines(accountId: string, orderId: string) {
  return (await accountStub(accountId).audit()).ledger.filter((l) => l.order_id === orderId);
}

/** What the provider hook route answers (its file exports no type of its own). */
type HookAnswer = { received: true; ignored?: string };

const hook = (body: string, signature?: string, path = "/hooks/sandbox/test") =>
  call<HookAnswer>(path, { rawBody: body, headers: signature === undefined ? {} : { "provider-signature": signature } });

describe("work that may run more than once", () => {
  it("fulfils an order once however often its message is delivered", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 5000);
    const q = (await buy(acct.key, esim.id)).body;
    const msg = { order_id: q.order_id!, account_id: acct.id, mode: "test" as const };
    const account = { accountId: acct.id, mode: "test" as const };
    // hand-overs may arrive while the object's own first run is going; a job that finds another
    // one talking to the supplier about this order leaves it to that one instead of buying twice
    const runs = await Promise.all([fulfilOrders(env, account, [q.order_id!, q.order_id!]), fulfilOrders(env, account, [q.order_id!])]);
    for (const r of runs.flat()) expect(["resolved", "busy", "skipped"]).toContain(r);
    expect(await fulfilOrders(env, account, [q.order_id!])).toEqual(["skipped"]);
    for (const id of ["m-1", "m-2"]) expect((await deliver(msg, id)).explicitAcks).toEqual([id]);
    await sleep(1500);
    const order = (await call<RetrieveOrderResponse>(`/v1/orders/${q.order_id}`, { key: acct.key })).body;
    expect(order.status).toBe("fulfilled");
    expect(await events(acct.key, "order.fulfilled")).toHaveLength(1);
    const lines = await orderLines(acct.id, q.order_id!);
    expect(lines.filter((l) => l.balance === "wallet")).toHaveLength(1);
    expect(lines.filter((l) => l.balance === "revenue" && l.type === "credit")).toHaveLength(1);
    expect((await wallet(acct.key)).balance.amount).toBe(5000 - esim.price.amount);
    await expectLedgerConsistent(acct.id);
  });

  it("refunds a failed order once however often its message is delivered", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 5000);
    const q = (await buy(acct.key, OFFER.fails)).body;
    const msg = { order_id: q.order_id!, account_id: acct.id, mode: "test" as const };
    const account = { accountId: acct.id, mode: "test" as const };
    const runs = await Promise.all([fulfilOrders(env, account, [q.order_id!]), fulfilOrders(env, account, [q.order_id!]), deliver(msg, "f-1"), deliver(msg, "f-2")]);
    expect(runs[2].explicitAcks).toEqual(["f-1"]);
    expect(runs[3].explicitAcks).toEqual(["f-2"]);
    expect((await deliver(msg, "f-3")).explicitAcks).toEqual(["f-3"]);
    await sleep(1500);
    expect((await call<RetrieveOrderResponse>(`/v1/orders/${q.order_id}`, { key: acct.key })).body.status).toBe("failed");
    const refunds = (await orderLines(acct.id, q.order_id!)).filter((l) => l.source === "order_refund");
    expect(refunds).toHaveLength(1);
    expect(await events(acct.key, "order.failed")).toHaveLength(1);
    expect((await wallet(acct.key)).balance.amount).toBe(5000);
    await expectLedgerConsistent(acct.id);
  });

  it("acknowledges a message for an order that no longer needs work", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 5000);
    const q = (await buy(acct.key, OFFER.stays)).body;
    const done = await call<CompleteOrderResponse>(`/v1/test_helpers/orders/${q.order_id}/complete`, { key: acct.key, body: { outcome: "failed" }, idem: key() });
    expect(done.body.status).toBe("failed");
    const result = await deliver({ order_id: q.order_id!, account_id: acct.id, mode: "test" }, "s-1");
    expect(result.explicitAcks).toEqual(["s-1"]);
    expect(result.retryMessages).toEqual([]);
    expect((await call<RetrieveOrderResponse>(`/v1/orders/${q.order_id}`, { key: acct.key })).body.status).toBe("failed");
    expect((await wallet(acct.key)).balance.amount).toBe(5000);
    await expectLedgerConsistent(acct.id);
  });
});

describe("provider webhooks", () => {
  it("refuses a missing, wrong, stale or tampered Provider-Signature with 401, changing nothing", async () => {
    const acct = await newAccount();
    const body = JSON.stringify(await bankTransferEvent(env, acct.id, 1000, `trf-${key()}`));
    expect((await hook(body)).status).toBe(401);
    expect((await hook(body, "garbage")).status).toBe(401);
    expect((await hook(body, await signProviderPayload("not-the-secret", body))).status).toBe(401);
    expect((await hook(body, await signProviderPayload(env.LIVE_WEBHOOK_SECRET, body))).status).toBe(401);
    expect((await hook(body, await signProviderPayload(env.SANDBOX_WEBHOOK_SECRET, body, Date.now() - 10 * 60_000))).status).toBe(401);
    const signed = await signProviderPayload(env.SANDBOX_WEBHOOK_SECRET, body);
    expect((await hook(body.replace("1000", "9000"), signed)).status).toBe(401);
    expect((await wallet(acct.key)).balance.amount).toBe(0);
    // the properly signed original goes through
    const ok = await hook(body, signed);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.received).toBe(true);
    expect((await wallet(acct.key)).balance.amount).toBe(1000);
  });

  it("applies the same signed event once, however often it arrives", async () => {
    const acct = await newAccount();
    const bank = JSON.stringify(await bankTransferEvent(env, acct.id, 1234, `trf-${key()}`));
    const sig = await signProviderPayload(env.SANDBOX_WEBHOOK_SECRET, bank);
    const replies = await Promise.all([hook(bank, sig), hook(bank, sig), hook(bank, sig)]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    // a re-signed retry later is the same event
    expect((await hook(bank, await signProviderPayload(env.SANDBOX_WEBHOOK_SECRET, bank, Date.now() + 1000))).status).toBe(200);
    expect((await wallet(acct.key)).balance.amount).toBe(1234);

    // the same chain transaction reported under another event id is still one deposit
    const tx = `0x${"ab".repeat(32)}`;
    const confirmed = await stablecoinEvent(env, acct.id, { asset: "USDT", network: "base", amountCents: 500, txHash: tx, confirmed: true });
    for (const ev of [confirmed, { ...confirmed, id: `${confirmed.id}-again` }]) {
      const raw = JSON.stringify(ev);
      expect((await hook(raw, await signProviderPayload(env.SANDBOX_WEBHOOK_SECRET, raw))).status).toBe(200);
    }
    expect((await wallet(acct.key)).balance.amount).toBe(1734);
    expect(await listAll<ListDepositsResponse>(acct.key, "/v1/wallet/deposits")).toHaveLength(2);
    expect(await events(acct.key, "wallet.credited")).toHaveLength(2);
    await expectLedgerConsistent(acct.id);
  });

  it("acknowledges an event for an unknown reference or payment hash and changes nothing", async () => {
    const acct = await newAccount();
    const ev = await bankTransferEvent(env, acct.id, 777, `trf-${key()}`);
    const unknown = JSON.stringify({ ...ev, id: `${ev.id}-unknown`, data: { ...ev.data, reference: "PCUNKNOWN000" } });
    const res = await hook(unknown, await signProviderPayload(env.SANDBOX_WEBHOOK_SECRET, unknown));
    expect(res.status, res.text).toBe(200);
    expect(res.body.received).toBe(true);
    const ln = JSON.stringify(await invoicePaidEvent(env, "0".repeat(64), 1000));
    const res2 = await hook(ln, await signProviderPayload(env.SANDBOX_WEBHOOK_SECRET, ln));
    expect(res2.status, res2.text).toBe(200);
    expect((await wallet(acct.key)).balance.amount).toBe(0);
    expect(await listAll<ListDepositsResponse>(acct.key, "/v1/wallet/deposits")).toEqual([]);
  });

  it("has no sandbox intake in live mode and no unknown providers: 404", async () => {
    const acct = await newAccount();
    const body = JSON.stringify(await bankTransferEvent(env, acct.id, 1000, `trf-${key()}`));
    const live = await hook(body, await signProviderPayload(env.LIVE_WEBHOOK_SECRET, body), "/hooks/sandbox/live");
    expect(live.status, live.text).toBe(404);
    const other = await hook(body, await signProviderPayload(env.SANDBOX_WEBHOOK_SECRET, body), "/hooks/acme/test");
    expect(other.status, other.text).toBe(404);
    expect((await wallet(acct.key)).balance.amount).toBe(0);
  });
});

describe("test helpers in live mode", () => {
  it("refuse a live key with 403 test_mode_only and move nothing", async () => {
    const acct = await newAccount();
    const live = (await issueKey(env, acct.id, "live")).secret!;
    expect(live.startsWith("svc_live_")).toBe(true);
    const attempts: [string, unknown][] = [
      ["/v1/test_helpers/deposits", { amount: 100 }],
      ["/v1/test_helpers/deposits/dep_01JGXQRXG0SANDBXCATA000003/confirm", undefined],
      ["/v1/test_helpers/bank_transfers", { amount: 100 }],
      ["/v1/test_helpers/lightning_invoices/lni_01JGXQRXG0SANDBXCATA000003/pay", undefined],
      ["/v1/test_helpers/orders/ord_01JGXQRXG0SANDBXCATA000003/complete", { outcome: "fulfilled" }],
      ["/v1/test_helpers/credit", { overdraft_limit: { amount: 100, currency: "USD" } }],
    ];
    for (const [path, body] of attempts) {
      expectError(await call(path, { method: "POST", key: live, body, idem: key() }), 403, "test_mode_only");
    }
    const w = await call<RetrieveWalletResponse>("/v1/wallet", { key: live });
    expect(w.body).toMatchObject({ livemode: true, balance: { amount: 0 }, overdraft_limit: { amount: 0 } });
    // the test side is untouched by the live attempts and separate from it
    await bankTransfer(acct.key, 100);
    expect((await call<RetrieveWalletResponse>("/v1/wallet", { key: live })).body.balance.amount).toBe(0);
    expect((await wallet(acct.key)).balance.amount).toBe(100);
  });
});

const HOUR = 60 * 60 * 1000;

describe("the scheduled sweep", () => {
  it("expires quotes past their deadline (with their invoices), announcing each once", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const bank = (await buy(acct.key, esim.id, "bank_transfer")).body;
    const ln = (await buy(acct.key, esim.id, "lightning")).body;
    const fresh = (await buy(acct.key, esim.id, "usdt")).body;
    await sqlIn(acct.id, "UPDATE quotes SET expires_at = ? WHERE id IN (?, ?)", Date.now() - 1000, bank.id, ln.id);

    await runCron();
    // the sweep did it, before any request reached the account
    const rows = await sqlIn<{ id: string; status: string }>(acct.id, "SELECT id, status FROM quotes");
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ [bank.id]: "expired", [ln.id]: "expired", [fresh.id]: "awaiting_funds" });
    const invoice = await sqlIn<{ status: string }>(acct.id, "SELECT status FROM lightning_invoices WHERE quote_id = ?", ln.id);
    expect(invoice[0]!.status).toBe("expired");
    expect((await storedEvents(acct.id, "quote.expired")).map((e) => e.data.object.id).sort()).toEqual([bank.id, ln.id].sort());

    await runCron();
    expect((await getQuote(acct.key, bank.id)).status).toBe("expired");
    expect(await events(acct.key, "quote.expired")).toHaveLength(2);
    // money arriving now stays in the wallet
    await bankTransfer(acct.key, esim.price.amount);
    expect((await getQuote(acct.key, bank.id)).status).toBe("expired");
    expect((await getQuote(acct.key, fresh.id)).status).toBe("fulfilled");
    expect((await wallet(acct.key)).balance.amount).toBe(0);
    await expectLedgerConsistent(acct.id);
  });

  it("sweeps every other account when one account's sweep fails", async () => {
    const broken = await newAccount();
    const good = await newAccount();
    const { esim } = await catalog(good.key);
    const q = (await buy(good.key, esim.id, "bank_transfer")).body;
    await sqlIn(good.id, "UPDATE quotes SET expires_at = ? WHERE id = ?", Date.now() - 1000, q.id);
    await accountStub(broken.id).wallet({ accountId: broken.id, mode: "test" });
    // an object whose storage no longer fits the code: its sweep throws
    const schema = await sqlIn<{ sql: string }>(good.id, "SELECT sql FROM sqlite_master WHERE tbl_name = 'overdraft_debits' AND sql IS NOT NULL ORDER BY type = 'table' DESC");
    await sqlIn(broken.id, "DROP TABLE overdraft_debits");
    try {
      const result = await sweepAccounts(env, Date.now(), { prune: false });
      expect(result.failed).toEqual([`${broken.id}:test`]);
      expect(result.accounts).toBeGreaterThanOrEqual(2);
      const [row] = await sqlIn<{ status: string }>(good.id, "SELECT status FROM quotes WHERE id = ?", q.id);
      expect(row!.status).toBe("expired");
    } finally {
      // the table back, so the sweeps and account listings of later test files meet no broken account
      for (const { sql } of schema) await sqlIn(broken.id, sql);
    }
  });

  it("hands every page after the first to pc-sweeps, one message a page, and a page swept twice changes nothing more", async () => {
    const accounts = await Promise.all([newAccount(), newAccount(), newAccount()]);
    const quotes: string[] = [];
    for (const acct of accounts) {
      const { esim } = await catalog(acct.key);
      const q = (await buy(acct.key, esim.id, "bank_transfer")).body;
      await sqlIn(acct.id, "UPDATE quotes SET expires_at = ? WHERE id = ?", Date.now() - 1000, q.id);
      quotes.push(q.id);
    }
    const sent: SweepMessage[] = [];
    const now = Date.now();
    const result = await sweepAccounts(env, now, { prune: false, pageSize: 1, send: async (pages) => void sent.push(...pages) });
    // the cron's own invocation visits one page; each other account-mode is a message of its own
    expect(result.accounts).toBe(1);
    expect(result.pages).toBe(result.listed - 1);
    expect(sent.every((p) => p.accounts.length === 1 && p.now === now && !p.prune)).toBe(true);
    const pagesOf = new Set(sent.flatMap((p) => p.accounts.map(([id, mode]) => `${id}:${mode}`)));
    const visited = accounts.filter((a) => pagesOf.has(`${a.id}:test`));
    expect(visited.length).toBeGreaterThanOrEqual(2);

    // each message delivered twice, as a queue may
    for (const round of [1, 2]) {
      const batch = createMessageBatch("pc-sweeps", sent.map((body, i) => ({ id: `s${round}-${i}`, timestamp: new Date(), attempts: round, body })));
      const ctx = createExecutionContext();
      await handleQueue(batch, env, ctx);
      await waitOnExecutionContext(ctx);
      expect((await getQueueResult(batch, ctx)).explicitAcks).toHaveLength(sent.length);
    }
    for (const [i, acct] of accounts.entries()) {
      expect((await getQuote(acct.key, quotes[i]!)).status).toBe("expired");
      expect(await events(acct.key, "quote.expired")).toHaveLength(1);
    }
  });

  it("prunes idempotency records older than 24 hours; the key is then free for a new request", async () => {
    const acct = await newAccount();
    const old = key("old");
    const recent = key("recent");
    const first = await call<CreateBankTransferResponse>("/v1/test_helpers/bank_transfers", { key: acct.key, body: { amount: 100 }, idem: old });
    expect(first.status).toBe(200);
    expect((await call<CreateBankTransferResponse>("/v1/test_helpers/bank_transfers", { key: acct.key, body: { amount: 200 }, idem: recent })).status).toBe(200);
    await sqlIn(acct.id, "UPDATE idempotency_keys SET created_at = ? WHERE key = ?", Date.now() - 25 * HOUR, old);
    await sqlIn(acct.id, "UPDATE idempotency_keys SET created_at = ? WHERE key = ?", Date.now() - 23 * HOUR, recent);

    await runCron(Date.now(), "0 * * * *");
    const left = (await sqlIn<{ key: string }>(acct.id, "SELECT key FROM idempotency_keys")).map((r) => r.key);
    expect(left).toContain(recent);
    expect(left).not.toContain(old);

    // the old key now starts a new operation; the recent one still replays
    const reused = await call<CreateBankTransferResponse>("/v1/test_helpers/bank_transfers", { key: acct.key, body: { amount: 300 }, idem: old });
    expect(reused.status, reused.text).toBe(200);
    expect(reused.headers.get("idempotent-replayed")).toBeNull();
    expect(reused.body.amount.amount).toBe(300);
    expect(reused.body.id).not.toBe(first.body.id);
    const replay = await call<CreateBankTransferResponse>("/v1/test_helpers/bank_transfers", { key: acct.key, body: { amount: 200 }, idem: recent });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect((await wallet(acct.key)).balance.amount).toBe(600);
    await expectLedgerConsistent(acct.id);
  });
});
