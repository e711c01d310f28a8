// A years-old account costs what a new one does: the purchase's commission read and every page
// of the lists (orders, ledger, events) are a bounded number of index reads however many rows the
// account holds, and the sweep prunes what only serves a while (retention.ts) without touching
// money history. Costs are counted in rows SQLite read (each cursor's rowsRead), not in time.
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { WINDOW_MS } from "../../src/domain/commission";
import { commissionFor, volume } from "../../src/account-object/revenue";
import { resolveOrder } from "../../src/account-object/orders";
import { page, type Tx } from "../../src/account-object/tx";
import { eventsPage } from "../../src/account-object/events";
import { ledgerPage, type BalanceName } from "../../src/account-object/ledger";
import { VOLUME_BACKFILL } from "../../src/account-object/migrations";
import type { AccountDO } from "../../src/account-object/object";
import type { NewQuote } from "../../src/account-object/quotes";
import { call, newAccount } from "../support/api";
import { OFFER, accountStub, bankTransfer, buy, catalog, expectLedgerConsistent, sqlIn } from "../support/money";
import { createEndpoint, deliveries, receiver } from "../webhooks/support";

const DAY = 24 * 60 * 60 * 1000;

/** The account's SQLite, counting the rows each statement read (and recording the statements, when asked). */
function counting(sql: SqlStorage, recorded?: { query: string; params: SqlStorageValue[] }[]): { sql: SqlStorage; rowsRead: () => number } {
  const cursors: SqlStorageCursor<Record<string, SqlStorageValue>>[] = [];
  const wrapped = {
    exec: (query: string, ...params: SqlStorageValue[]) => {
      const c = sql.exec(query, ...params);
      cursors.push(c);
      recorded?.push({ query, params });
      return c;
    },
  } as unknown as SqlStorage;
  return { sql: wrapped, rowsRead: () => cursors.reduce((n, c) => n + c.rowsRead, 0) };
}

const txOf = (sql: SqlStorage, now = Date.now()): Tx => ({ sql, now, livemode: false });

/** Buys an eSIM through the API, then has the object run the same purchase step `more` times. */
async function history(more: number): Promise<{ id: string; key: string }> {
  const acct = await newAccount();
  await bankTransfer(acct.key, 50_000_000);
  const { esim } = await catalog(acct.key);
  const first = await buy(acct.key, esim.id);
  expect(first.status, first.text).toBe(200);
  const quoteId = (first.body as { id: string }).id;
  await runInDurableObject(accountStub(acct.id), async (instance: AccountDO, state) => {
    const q = state.storage.sql.exec<Record<string, SqlStorageValue>>("SELECT * FROM quotes WHERE id = ?", quoteId).one();
    const plan = state.storage.sql.exec<{ data_total_mb: number | null; validity_days: number }>(
      "SELECT data_total_mb, validity_days FROM esim_plans WHERE quote_id = ?", quoteId).toArray()[0];
    const input: NewQuote = {
      offer: { id: String(q.offer_id), name: String(q.offer_name), category: String(q.category), supplierSku: String(q.supplier_sku), cost: Number(q.cost), price: Number(q.price) },
      paymentSource: "wallet", destination: null, metadata: {}, expiresAt: Date.now() + 60_000, payment: JSON.parse(String(q.payment)) as Record<string, unknown>,
      ...(plan ? { plan: { dataMb: plan.data_total_mb, validityDays: plan.validity_days } } : {}),
    };
    for (let i = 0; i < more; i++) {
      const out = await instance.createQuote({ accountId: acct.id, mode: "test" }, { key: `h-${i}-${crypto.randomUUID()}`, fingerprint: "f".repeat(64) }, input, false);
      expect(out.ok).toBe(true);
    }
  });
  return acct;
}

describe("a long-lived account", () => {
  it("reads the 30-day volume for a purchase's commission in a few index seeks, and exactly", async () => {
    const acct = await history(40);
    await runInDurableObject(accountStub(acct.id), (_i, state) => {
      const raw = state.storage.sql;
      const resolved = raw.exec<{ resolved_at: number }>("SELECT resolved_at FROM orders WHERE status = 'fulfilled' ORDER BY resolved_at").toArray().map((r) => r.resolved_at);
      expect(resolved.length).toBe(41);
      const c = counting(raw);
      commissionFor(txOf(c.sql), { price: 1000 });
      // summing the window would read every one of the 41 orders in it
      expect(c.rowsRead()).toBeLessThan(10);
      const brute = (at: number) =>
        raw.exec<{ total: number | null }>("SELECT SUM(price) AS total FROM orders WHERE status = 'fulfilled' AND resolved_at > ? AND resolved_at <= ?", at - WINDOW_MS, at).one().total ?? 0;
      for (const at of [Date.now(), resolved[0]!, resolved[10]!, resolved[10]! + WINDOW_MS, resolved[25]! + WINDOW_MS, resolved[40]! + WINDOW_MS, resolved[0]! - 1]) {
        expect(volume(txOf(raw), at), `volume at ${at}`).toBe(brute(at));
      }
    });
  });

  it("keeps the running totals exact when an order resolves at a time before orders already fulfilled", async () => {
    const acct = await history(12);
    await bankTransfer(acct.key, 10_000);
    const late = (await buy(acct.key, OFFER.stays)).body as { order_id: string };
    await runInDurableObject(accountStub(acct.id), (_i, state) => {
      const sql = state.storage.sql;
      const times = sql.exec<{ resolved_at: number }>("SELECT resolved_at FROM orders WHERE status = 'fulfilled' ORDER BY resolved_at").toArray();
      // the clock stepped back to the time of the fifth fulfilment (a tie with it)
      resolveOrder(txOf(sql, times[4]!.resolved_at), late.order_id, { status: "fulfilled", deliverable: { type: "voucher", code: "X" }, transactionId: "t-late" });
      const kept = sql.exec<{ id: string; volume_to: number }>("SELECT id, volume_to FROM orders WHERE status = 'fulfilled' ORDER BY id").toArray();
      sql.exec(VOLUME_BACKFILL);
      const recomputed = sql.exec<{ id: string; volume_to: number }>("SELECT id, volume_to FROM orders WHERE status = 'fulfilled' ORDER BY id").toArray();
      expect(kept).toEqual(recomputed);
    });
    await expectLedgerConsistent(acct.id);
  });

  it("serves every list's page from an index, the 200th page as cheaply as the first", async () => {
    const acct = await history(260);
    await runInDurableObject(accountStub(acct.id), (_i, state) => {
      const raw = state.storage.sql;
      const lists: [string, Record<string, SqlStorageValue | undefined>][] = [
        ["orders", {}], ["orders", { status: "fulfilled" }], ["orders", { status: "pending" }],
        // filters no index leads with: the walk goes down the id index and skips what does not match (no sort)
        ["orders", { category: "esim" }], ["quotes", {}], ["quotes", { status: "fulfilled" }],
        ["ledger_entries", {}], ["ledger_entries", { balance: "wallet" }], ["ledger_entries", { balance: "revenue" }],
        ["events", {}], ["events", { type: "order.fulfilled" }],
      ];
      // the lists' own page functions: events by the key their ids carry, the ledger by (balance, id), the rest by id
      const pageOf = (sql: SqlStorage, table: string, filter: Record<string, SqlStorageValue | undefined>, after: string | undefined): { id: string }[] =>
        table === "events" ? eventsPage(sql, filter.type as string | undefined, after, 1)
        : table === "ledger_entries" ? ledgerPage(sql, filter.balance as BalanceName | undefined, after, 1)
        : page<{ id: string }>(sql, table, filter, after, 1);
      for (const [table, filter] of lists) {
        const recorded: { query: string; params: SqlStorageValue[] }[] = [];
        const at = (after: string | undefined) => {
          const c = counting(raw, recorded);
          const rows = pageOf(c.sql, table, filter, after);
          return { rows, read: c.rowsRead() };
        };
        const first = at(undefined);
        // walk 200 pages of one row by their positions, as cursors do
        let after: string | undefined;
        for (let i = 0; i < 200; i++) after = pageOf(raw, table, filter, after)[0]?.id;
        recorded.length = 0;
        const deep = at(after);
        const label = `${table} ${JSON.stringify(filter)}`;
        expect(first.read, label).toBeLessThanOrEqual(4);
        expect(deep.read, label).toBeLessThanOrEqual(4);
        // the page's own statement (the last one: before it, events find the cursor's key by its id)
        const last = recorded[recorded.length - 1]!;
        const plan = raw.exec<{ detail: string }>(`EXPLAIN QUERY PLAN ${last.query}`, ...last.params).toArray().map((r) => r.detail).join(" | ");
        expect(plan, label).toMatch(/SEARCH .* USING (COVERING |INTEGER )?(INDEX|PRIMARY KEY)/);
        expect(plan, label).not.toMatch(/TEMP B-TREE/);
      }
    });
  });
});

describe("the sweep's retention", () => {
  it("deletes finished webhook attempts after 30 days, never a pending one, and twice deletes nothing more", async () => {
    const acct = await newAccount();
    const r = receiver();
    const ep = await createEndpoint(acct.key, { url: r.url, enabled_events: ["order.failed"] });
    for (let i = 0; i < 2; i++) {
      const ping = await call(`/v1/webhook_endpoints/${ep.id}/ping`, { key: acct.key, method: "POST" });
      expect(ping.status, ping.text).toBe(200);
    }
    const [inFlight] = await sqlIn<{ id: string }>(acct.id, "SELECT id FROM webhook_attempts ORDER BY id LIMIT 1");
    await sqlIn(acct.id, "UPDATE webhook_attempts SET status = 'pending', next_attempt_at = ? WHERE id = ?", Date.now() + 3_600_000, inFlight!.id);
    const stub = accountStub(acct.id);
    expect((await stub.sweep(Date.now() + 29 * DAY)).prunedWebhookAttempts).toBe(0);
    expect((await stub.sweep(Date.now() + 31 * DAY)).prunedWebhookAttempts).toBe(1);
    expect((await stub.sweep(Date.now() + 31 * DAY)).prunedWebhookAttempts).toBe(0);
    expect((await deliveries(acct.key, ep.id)).map((d) => d.id)).toEqual([inFlight!.id]);
  });

  it("deletes quotes that never took money after 90 days and keeps every purchase, order, ledger line and event", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    // an empty wallet: the bank transfer quote waits for its money, and is cancelled
    const unpaid = (await buy(acct.key, esim.id, "bank_transfer")).body as { id: string };
    const cancelled = await call(`/v1/quotes/${unpaid.id}/cancel`, { key: acct.key, method: "POST" });
    expect(cancelled.status, cancelled.text).toBe(200);
    await bankTransfer(acct.key, 1_000_000);
    const paid = (await buy(acct.key, esim.id)).body as { id: string; order_id: string };
    const count = async () => (await sqlIn<{ orders: number; lines: number }>(acct.id,
      "SELECT (SELECT COUNT(*) FROM orders) AS orders, (SELECT COUNT(*) FROM ledger_entries) AS lines"))[0];
    const [lastEvent] = await sqlIn<{ id: string }>(acct.id, "SELECT MAX(id) AS id FROM events");
    // events recorded so far (the sweep 90 days on may add eSIM notices of its own)
    const eventsBefore = async () => (await sqlIn<{ n: number }>(acct.id, "SELECT COUNT(*) AS n FROM events WHERE id <= ?", lastEvent!.id))[0]!.n;
    const history = await count();
    const events = await eventsBefore();

    const stub = accountStub(acct.id);
    expect((await stub.sweep(Date.now() + 89 * DAY)).prunedQuotes).toBe(0);
    expect((await stub.sweep(Date.now() + 91 * DAY)).prunedQuotes).toBe(1);
    expect((await stub.sweep(Date.now() + 91 * DAY)).prunedQuotes).toBe(0);

    expect((await call(`/v1/quotes/${unpaid.id}`, { key: acct.key })).status).toBe(404);
    expect((await call(`/v1/quotes/${paid.id}`, { key: acct.key })).status).toBe(200);
    expect((await call(`/v1/orders/${paid.order_id}`, { key: acct.key })).status).toBe(200);
    expect(await count()).toEqual(history);
    expect(await eventsBefore()).toBe(events);
    await expectLedgerConsistent(acct.id);
  });
});
