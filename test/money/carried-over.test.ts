// An account made before events, idempotency records, quotes and ledger lines became one row each
// (account migrations 28 to 31), before orders were keyed by their ids (33) and before eSIM plans
// were keyed by their quotes (35) is carried over: its events are found by their ids and listed
// before the new ones, its stored answers replay, its quotes read as they did, its balances are
// what they were and move on with the next line, and the lists page across old and new rows.
// The rows are written as the code before the change wrote them, into an object rebuilt at that
// schema version (test/support/rows.ts migratedFrom), which is then migrated as it is on waking.
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { fingerprint } from "../../src/http/idempotency";
import { indexNewOrders } from "../../src/account-object/order-index";
import { findReference } from "../../src/db/reference-index";
import type { ListOrderBatchOrdersResponse } from "../../src/routes/order-batches/list-orders";
import type { CreateOrderBatchResponse } from "../../src/routes/order-batches/create";
import { call, newAccount } from "../support/api";
import { accountStub, bankTransfer, buy, catalog, events, expectLedgerConsistent, key, listAll, sqlIn, wallet } from "../support/money";
import { migratedFrom } from "../support/rows";
import { PLANS_OF_ESIM } from "../../src/account-object/esim-state";
import type { ListEventsResponse } from "../../src/routes/events/list";
import type { RetrieveEventResponse } from "../../src/routes/events/retrieve";
import type { ListWalletLedgerResponse } from "../../src/routes/wallet/list-ledger";
import type { RetrieveQuoteResponse } from "../../src/routes/quotes/retrieve";

/** The schema version before these changes: the refunded volume (27) was the last. */
const BEFORE = 27;
const T0 = Date.now() - 60 * 60 * 1000;
/** An offer's routes as route attempts store them on a quote and an order (cheapest first). */
const OLD_ROUTES = JSON.stringify([{ sku: "sku", cost: 100 }, { sku: "esimaccess:sku", cost: 120 }]);

/** An old-style id: a prefix and a ULID with random characters where keyed ids carry their key. */
function oldId(prefix: string, at: number, tail: string): string {
  const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  let time = "";
  for (let i = 0, t = at; i < 10; i++, t = Math.floor(t / 32)) time = CROCKFORD[t % 32] + time;
  // "ZZZ" after the time: no keyed id has it (a keyed id's 11th character is 0 or 1)
  return `${prefix}_${time}ZZZ${tail.padStart(13, "0")}`;
}

function event(sql: SqlStorage, id: string, type: string, at: number): void {
  const body = JSON.stringify({ id, object: "event", type, created_at: new Date(at).toISOString(), livemode: false, data: { object: { marker: id } } });
  sql.exec("INSERT INTO events (id, type, body, created_at) VALUES (?, ?, ?, ?)", id, type, body, at);
}

/** A line as the old ledger wrote it: its balance_after from the balance, which the trigger then set. */
function line(sql: SqlStorage, id: string, balance: "wallet" | "revenue", type: "credit" | "debit", amount: number, at: number): void {
  const delta = type === "credit" ? amount : -amount;
  sql.exec(
    `INSERT INTO ledger_entries (id, balance, type, source, amount, balance_after, description, created_at)
     VALUES (?, ?, ?, 'deposit', ?, (SELECT amount FROM balances WHERE name = ?) + ?, 'old line', ?)`,
    id, balance, type, amount, balance, delta, at,
  );
}

describe("an account made before one row per event, record, quote and ledger line", () => {
  it("keeps its events, stored answers, quotes, balances and lists, and goes on from them", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const replayBody = { offer_id: esim.id, payment_source: "wallet" };
    const replayKey = key("old-quote");
    const storedAnswer = JSON.stringify({ id: "qt_stored", object: "quote", marker: "the answer given then" });
    const oldQuote = oldId("qt", T0, "1");
    await migratedFrom(acct.id, BEFORE, (sql) => {
      for (let i = 1; i <= 3; i++) event(sql, oldId("evt", T0 + i, String(i)), i === 2 ? "wallet.credited" : "wallet.debited", T0 + i);
      line(sql, oldId("le", T0, "1"), "wallet", "credit", 50_000, T0);
      line(sql, oldId("le", T0 + 1, "2"), "wallet", "debit", 1_000, T0 + 1);
      line(sql, oldId("le", T0 + 2, "3"), "revenue", "credit", 150, T0 + 2);
      sql.exec(
        `INSERT INTO idempotency_keys (key, fingerprint, state, response_status, response_body, created_at) VALUES (?, ?, 'done', 200, ?, ?)`,
        replayKey, "", storedAnswer, Date.now() - 60_000,
      );
      sql.exec(
        `INSERT INTO quotes (id, status, offer_id, offer_name, category, supplier_sku, cost, payment_source, price, destination, metadata, payment,
           expires_at, created_at, resolved_at, routes) VALUES (?, 'cancelled', ?, 'Old quote', 'esim', 'sku', 100, 'bank_transfer', 400, NULL, '{"a":"b"}', '{}', ?, ?, ?, ?)`,
        oldQuote, esim.id, Date.now() + 3_600_000, T0, T0 + 10, OLD_ROUTES,
      );
    });
    // the fingerprint is the route's own: set it now that the record is carried over
    await sqlIn(acct.id, "UPDATE idempotency_keys SET fingerprint = ? WHERE key = ?", await fingerprint("POST", "/v1/quotes", replayBody), replayKey);

    // the schema as the migrations leave it: an event, a record, a quote and a line are one row (plus an event's type entry)
    const indexes = await sqlIn<{ tbl_name: string; name: string }>(acct.id, "SELECT tbl_name, name FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('events', 'idempotency_keys', 'quotes', 'ledger_entries') ORDER BY name");
    expect(indexes).toEqual([
      { tbl_name: "events", name: "events_by_type" },
      { tbl_name: "events", name: "events_legacy_id" },
      { tbl_name: "quotes", name: "quotes_awaiting" },
      { tbl_name: "quotes", name: "quotes_unpaid" },
    ]);

    // balances: what the old lines left, then moving on with new lines
    expect((await wallet(acct.key)).balance.amount).toBe(49_000);
    expect((await call<{ balance: { amount: number } }>("/v1/revenue", { key: acct.key })).body.balance.amount).toBe(150);
    // the old stored answer replays, byte for byte
    const replay = await call("/v1/quotes", { key: acct.key, body: replayBody, idem: replayKey });
    expect(replay.text).toBe(storedAnswer);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    // the old quote reads as it was written
    const q = await call<RetrieveQuoteResponse>(`/v1/quotes/${oldQuote}`, { key: acct.key });
    expect(q.status, q.text).toBe(200);
    expect(q.body).toMatchObject({ id: oldQuote, status: "cancelled", metadata: { a: "b" } });
    // and keeps the routes it was offered on (route attempts' column, rebuilt with the table)
    expect(await sqlIn(acct.id, "SELECT routes FROM quotes WHERE id = ?", oldQuote)).toEqual([{ routes: OLD_ROUTES }]);

    // new money: a deposit and a purchase after the old lines and events
    await bankTransfer(acct.key, 10_000);
    const bought = await buy(acct.key, esim.id);
    expect(bought.status, bought.text).toBe(200);
    expect((await wallet(acct.key)).balance.amount).toBe(59_000 - esim.price.amount);
    await expectLedgerConsistent(acct.id);
    const lines = await listAll<ListWalletLedgerResponse>(acct.key, "/v1/wallet/ledger");
    expect(lines.slice(-2).map((l) => l.id)).toEqual([oldId("le", T0 + 1, "2"), oldId("le", T0, "1")]);
    expect(lines.map((l) => l.balance_after.amount)).toEqual([59_000 - esim.price.amount, 59_000, 49_000, 50_000]);

    // events: the old ones found by id, listed after the new ones, page by page across the two
    const old = await call<RetrieveEventResponse>(`/v1/events/${oldId("evt", T0 + 2, "2")}`, { key: acct.key });
    expect(old.status, old.text).toBe(200);
    expect(old.body).toMatchObject({ id: oldId("evt", T0 + 2, "2"), type: "wallet.credited" });
    const all = await events(acct.key);
    expect(all.slice(-3).map((e) => e.id)).toEqual([3, 2, 1].map((i) => oldId("evt", T0 + i, String(i))));
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; body: ListEventsResponse } = await call<ListEventsResponse>(`/v1/events?limit=2${cursor ? `&cursor=${cursor}` : ""}`, { key: acct.key });
      walked.push(...page.body.data.map((e) => e.id));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(walked).toEqual(all.map((e) => e.id));
    const debited = await events(acct.key, "wallet.debited");
    expect(debited.slice(-2).map((e) => e.id)).toEqual([oldId("evt", T0 + 3, "3"), oldId("evt", T0 + 1, "1")]);
    expect(debited.length).toBe(3);
  });

  it("keeps a stored balance that is not its newest line's (lines written out of id order), and moves it with each new line", async () => {
    const acct = await newAccount();
    await migratedFrom(acct.id, BEFORE, (sql) => {
      // the second line was written first, with an id that sorts after the first's
      line(sql, oldId("le", T0 + 5, "2"), "wallet", "credit", 20_000, T0);
      line(sql, oldId("le", T0, "1"), "wallet", "credit", 5_000, T0 + 5);
    });
    expect(await sqlIn(acct.id, "SELECT name, amount FROM balances")).toEqual([{ name: "wallet", amount: 25_000 }]);
    expect((await wallet(acct.key)).balance.amount).toBe(25_000);
    await bankTransfer(acct.key, 1_000);
    expect((await wallet(acct.key)).balance.amount).toBe(26_000);
    expect(await sqlIn(acct.id, "SELECT name, amount FROM balances")).toEqual([{ name: "wallet", amount: 26_000 }]);
  });
});

describe("an account made before orders were keyed by their ids", () => {
  it("keeps its orders, finds a batch's orders by their range, and its sweep indexes exactly the orders it had not", async () => {
    const acct = await newAccount();
    /** The schema version before the orders' table was rebuilt (account migration 33). */
    const BEFORE_ORDERS = 32;
    const ids = [1, 2, 3, 4].map((i) => oldId("ord", T0 + i, String(i)));
    await migratedFrom(acct.id, BEFORE_ORDERS, (sql) => {
      const order = (id: string, batch: string | null) =>
        sql.exec(
          `INSERT INTO orders (id, quote_id, offer_id, offer_name, category, supplier_sku, cost, status, price, deliverable, created_at, resolved_at, volume_to, batch_id,
             routes, supplier_ref)
           VALUES (?, ?, 'off_x', 'X', 'esim', 'sku', 0, 'fulfilled', 100, '{}', ?, ?, 100, ?, ?, ?)`,
          id, `qt_${id.slice(4)}`, T0, T0, batch, OLD_ROUTES, `ref-${id.slice(-1)}`,
        );
      sql.exec("INSERT INTO order_batches (id, status, total, orders, fulfilled, metadata, created_at) VALUES ('bat_old', 'completed', 200, 2, 2, '{}', ?)", T0);
      order(ids[0]!, null);
      order(ids[1]!, "bat_old");
      order(ids[2]!, "bat_old");
      order(ids[3]!, null);
      // the sweep had indexed the first two (by rowid)
      sql.exec("INSERT INTO meta (key, value) VALUES ('orders_indexed_rowid', (SELECT rowid FROM orders WHERE id = ?))", ids[1]!);
    });
    const [cursor] = await sqlIn<{ value: string }>(acct.id, "SELECT value FROM meta WHERE key = 'orders_indexed_after'");
    expect(cursor!.value < ids[2]! && cursor!.value >= ids[1]!.slice(0, -1)).toBe(true);
    expect(await sqlIn(acct.id, "SELECT first_order_id, last_order_id FROM order_batches")).toEqual([{ first_order_id: ids[1], last_order_id: ids[2] }]);
    // every order keeps the routes it was offered on and the supplier's reference of what it bought
    expect(await sqlIn(acct.id, "SELECT id, routes, supplier_ref FROM orders ORDER BY id")).toEqual(
      ids.map((id) => ({ id, routes: OLD_ROUTES, supplier_ref: `ref-${id.slice(-1)}` })),
    );
    const batchOrders = await listAll<ListOrderBatchOrdersResponse>(acct.key, "/v1/order_batches/bat_old/orders");
    expect(batchOrders.map((o) => o.id)).toEqual([ids[2], ids[1]]);
    // the next sweep sends the two it had not (and at most what shares the cursor's prefix again)
    const sent = await runInDurableObject(accountStub(acct.id), (_i, state) => indexNewOrders(env, state.storage.sql, { accountId: acct.id, mode: "test" }, Date.now()));
    expect(sent).toBe(2);
    for (const id of ids.slice(2)) expect(await findReference(env, "order", id)).toEqual({ accountId: acct.id, mode: "test" });

    // new orders come after the old ones: a batch, its range, the sweep's next page
    await bankTransfer(acct.key, 100_000);
    const { esim } = await catalog(acct.key);
    const batch = await call<CreateOrderBatchResponse>("/v1/order_batches", { key: acct.key, body: { payment_source: "wallet", items: [{ offer_id: esim.id, quantity: 3 }] }, idem: key("batch") });
    expect(batch.status, batch.text).toBe(200);
    const mine = await listAll<ListOrderBatchOrdersResponse>(acct.key, `/v1/order_batches/${batch.body.id}/orders`);
    expect(mine).toHaveLength(3);
    expect(mine.every((o) => o.id > ids[3]!)).toBe(true);
    const next = await runInDurableObject(accountStub(acct.id), (_i, state) => indexNewOrders(env, state.storage.sql, { accountId: acct.id, mode: "test" }, Date.now()));
    expect(next).toBe(3);
  });
});

describe("an account made before eSIM plans were keyed by their quote", () => {
  it("keeps every plan and reads an eSIM's states and usage through its order's quote, its top-up through the top-ups' index", async () => {
    const acct = await newAccount();
    /** The schema version before the plans' table was rebuilt (account migration 35). */
    const BEFORE_PLANS = 35 - 1;
    const now = Date.now();
    const [esimOrder, topupOrder] = [oldId("ord", T0, "1"), oldId("ord", T0 + 1, "2")];
    const iccid = "8944000000000000777";
    await migratedFrom(acct.id, BEFORE_PLANS, (sql) => {
      const order = (id: string, quote: string, esimOrderId: string | null) =>
        sql.exec(
          `INSERT INTO orders (id, quote_id, offer_id, offer_name, category, supplier_sku, cost, status, price, deliverable, created_at, resolved_at, volume_to, esim_order_id)
           VALUES (?, ?, 'off_x', 'X', 'esim', 'sku', 0, 'fulfilled', 100, ?, ?, ?, 100, ?)`,
          id, quote, JSON.stringify({ type: "esim_profile", iccid }), T0, T0, esimOrderId,
        );
      order(esimOrder, "qt_own", null);
      order(topupOrder, "qt_topup", esimOrder);
      const plan = `INSERT INTO esim_plans (quote_id, order_id, iccid, data_total_mb, unlimited, validity_days, starts_at, expires_at, base_at, next_alert_at,
          esim_order_id, profile_state, service_state, installed_at, state_updated_at, state_checked_at) VALUES (?, ?, ?, 1024, 0, 7, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
      const week = now + 7 * 86_400_000;
      sql.exec(plan, "qt_own", esimOrder, iccid, now, week, now, week, esimOrder, "installed", "active", now, now, now);
      sql.exec(plan, "qt_topup", topupOrder, iccid, now, week, now, week, esimOrder, null, null, null, null, null);
      sql.exec("INSERT INTO esim_plans (quote_id, unlimited, validity_days) VALUES ('qt_waiting', 1, 30)");
    });
    // every plan and column kept; the sandbox's own state check time dropped (never asked of a supplier)
    expect(await sqlIn(acct.id, "SELECT quote_id, order_id, esim_order_id, profile_state, state_checked_at, validity_days FROM esim_plans ORDER BY quote_id")).toEqual([
      { quote_id: "qt_own", order_id: esimOrder, esim_order_id: esimOrder, profile_state: "installed", state_checked_at: null, validity_days: 7 },
      { quote_id: "qt_topup", order_id: topupOrder, esim_order_id: esimOrder, profile_state: null, state_checked_at: null, validity_days: 7 },
      { quote_id: "qt_waiting", order_id: null, esim_order_id: null, profile_state: null, state_checked_at: null, validity_days: 30 },
    ]);
    // the eSIM's plans are its own (through its order's quote) and its top-up's (through the top-ups' index)
    expect(await sqlIn(acct.id, "SELECT quote_id FROM esim_plans INDEXED BY esim_plans_topups WHERE esim_order_id = ? AND profile_state IS NULL", esimOrder)).toEqual([{ quote_id: "qt_topup" }]);
    expect(await sqlIn(acct.id, `SELECT quote_id FROM esim_plans WHERE ${PLANS_OF_ESIM} ORDER BY quote_id`, esimOrder)).toEqual([{ quote_id: "qt_own" }, { quote_id: "qt_topup" }]);
    // the eSIM reads as it was, and each order's usage comes from its own plan
    const esim = await call<{ profile_state: string; service_state: string }>(`/v1/orders/${esimOrder}/esim`, { key: acct.key });
    expect(esim.status, esim.text).toBe(200);
    expect(esim.body).toMatchObject({ profile_state: "installed", service_state: "active" });
    for (const id of [esimOrder, topupOrder]) {
      const usage = await call<{ data_total_mb: number; status: string }>(`/v1/orders/${id}/usage`, { key: acct.key });
      expect(usage.status, usage.text).toBe(200);
      expect(usage.body).toMatchObject({ data_total_mb: 1024, status: "active" });
    }
  });

  it("keeps a live eSIM's state check time, so the re-read sweep still finds it", async () => {
    const acct = await newAccount();
    await migratedFrom(acct.id, 35 - 1, (sql) => {
      sql.exec(
        `INSERT INTO esim_plans (quote_id, order_id, iccid, unlimited, validity_days, esim_order_id, profile_state, service_state, state_updated_at, state_checked_at)
         VALUES ('qt_live', 'ord_live', '8944000000000000888', 0, 7, 'ord_live', 'unknown', 'ready', 1, 0)`,
      );
    }, "live");
    const rows = await runInDurableObject(accountStub(acct.id, "live"), (_i, state) =>
      state.storage.sql.exec("SELECT quote_id, state_checked_at FROM esim_plans INDEXED BY esim_plans_recheck WHERE service_state IN ('ready', 'active', 'suspended', 'depleted') AND state_checked_at <= ?", 1).toArray());
    expect(rows).toEqual([{ quote_id: "qt_live", state_checked_at: 0 }]);
  });
});
