// Every list a partner pages through reads its page from an index or the table's own key, in the
// list's order: no list sorts its matches (no temporary b-tree) and none whose filter an index
// leads with falls back to walking the whole table. Checked on the statements the routes really
// run (recorded through the real app, then explained), so a change to a table's keys or indexes
// that costs a list its index fails here. docs/account-schema.md writes the plans down.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, newAccount } from "../support/api";
import { accountStub, bankTransfer, buy, catalog, key, OFFER } from "../support/money";
import { rowsOf } from "../support/rows";
import type { AccountDO } from "../../src/account-object/object";

/** Each list route, the table its page comes from, and whether its filter has an index to lead with. */
function lists(ids: { batch: string; order: string; offer: string }): { path: string; table: string; indexed: boolean }[] {
  return [
    { path: "/v1/orders", table: "orders", indexed: true },
    { path: "/v1/orders?status=fulfilled", table: "orders", indexed: true },
    { path: "/v1/orders?status=pending", table: "orders", indexed: true },
    { path: `/v1/orders?offer_id=${ids.offer}`, table: "orders", indexed: false },
    { path: `/v1/order_batches/${ids.batch}/orders`, table: "orders", indexed: true },
    { path: `/v1/order_batches/${ids.batch}/orders?status=fulfilled`, table: "orders", indexed: true },
    { path: "/v1/quotes", table: "quotes", indexed: true },
    { path: "/v1/quotes?status=awaiting_funds", table: "quotes", indexed: false },
    { path: "/v1/events", table: "events", indexed: true },
    { path: "/v1/events?type=order.fulfilled", table: "events", indexed: true },
    { path: "/v1/wallet/ledger", table: "ledger_entries", indexed: true },
    { path: "/v1/revenue/entries", table: "ledger_entries", indexed: true },
    { path: "/v1/account/ledger", table: "ledger_entries", indexed: true },
    { path: "/v1/refunds", table: "refunds", indexed: true },
    { path: "/v1/refunds?status=succeeded", table: "refunds", indexed: true },
    { path: `/v1/refunds?order_id=${ids.order}`, table: "refunds", indexed: true },
  ];
}

export interface ListPlan {
  path: string;
  query: string;
  plan: string;
}

describe("every list's page", () => {
  it("comes from an index or the table's key in list order: no sort, and no walk of the whole table where an index leads with the filter", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 1_000_000);
    const { esim } = await catalog(acct.key);
    for (let i = 0; i < 3; i++) expect((await buy(acct.key, esim.id)).status).toBe(200);
    expect((await buy(acct.key, OFFER.stays)).status).toBe(200);
    const never = await buy<{ order_id: string }>(acct.key, "off_test_never_installed");
    const refund = await call("/v1/refunds", { key: acct.key, body: { order_id: never.body.order_id, reason: "other" }, idem: key("refund") });
    expect(refund.status, refund.text).toBe(200);
    const batch = await call<{ id: string }>("/v1/order_batches", { key: acct.key, body: { payment_source: "wallet", items: [{ offer_id: esim.id, quantity: 2 }] }, idem: key("batch") });
    expect(batch.status, batch.text).toBe(200);
    expect((await buy(acct.key, esim.id, "bank_transfer")).status).toBe(200);

    const found: ListPlan[] = [];
    for (const list of lists({ batch: batch.body.id, order: never.body.order_id, offer: esim.id })) {
      // two pages, so the statement with a cursor is explained too
      let cursor: string | null = null;
      const seen = await rowsOf(acct.id, async () => {
        for (const page of [1, 2]) {
          const sep = list.path.includes("?") ? "&" : "?";
          const res: { status: number; text: string; body: { next_cursor: string | null } } = await call(`${list.path}${sep}limit=1${page === 2 && cursor ? `&cursor=${cursor}` : ""}`, { key: acct.key });
          expect(res.status, `${list.path}: ${res.text}`).toBe(200);
          cursor = res.body.next_cursor;
        }
      });
      const pageQueries = seen.statements.filter((s) => new RegExp(`\\bFROM ${list.table}\\b`).test(s.query) && /ORDER BY/.test(s.query) && /LIMIT/.test(s.query));
      expect(pageQueries.length, `${list.path} runs its page query`).toBeGreaterThan(0);
      for (const s of pageQueries) {
        const plan = await runInDurableObject(accountStub(acct.id), (_i, state) =>
          state.storage.sql.exec<{ detail: string }>(`EXPLAIN QUERY PLAN ${s.query}`, ...s.params).toArray().map((r) => r.detail).join(" | "),
        );
        found.push({ path: list.path, query: s.query, plan });
        expect(plan, `${list.path}: ${s.query}`).not.toMatch(/TEMP B-TREE/);
        // with no sort, a SCAN walks the table's key (or an index) in list order and stops at the
        // page's end; a list filtered by what an index leads with must seek into that index
        const filtered = /[?&](status|type|order_id)=/.test(list.path) || list.path.includes("/order_batches/") || !["orders", "quotes", "events", "refunds"].includes(list.table);
        if (list.indexed && filtered) expect(plan, `${list.path}: ${s.query}`).toMatch(/SEARCH|USING (COVERING )?INDEX/);
      }
    }
    // the dashboard's orders list also filters by category and refund state (pages/dashboard/orders)
    const dashboard: [string, { status?: string; offer_id?: string; category?: string; refund_status?: string }, boolean][] = [
      ["orders (dashboard) category=esim", { category: "esim" }, false],
      ["orders (dashboard) refund_status=succeeded", { refund_status: "succeeded" }, true],
      ["orders (dashboard) refund_status=none", { refund_status: "none" }, false],
    ];
    for (const [label, filter, indexed] of dashboard) {
      const seen = await rowsOf(acct.id, async () => {
        await runInDurableObject(accountStub(acct.id), async (instance: AccountDO) => {
          const out = await instance.orders({ accountId: acct.id, mode: "test" }, filter, { limit: 1 });
          expect(out.ok).toBe(true);
        });
      });
      for (const s of seen.statements.filter((x) => /\bFROM orders\b/.test(x.query) && /LIMIT/.test(x.query))) {
        const plan = await runInDurableObject(accountStub(acct.id), (_i, state) =>
          state.storage.sql.exec<{ detail: string }>(`EXPLAIN QUERY PLAN ${s.query}`, ...s.params).toArray().map((r) => r.detail).join(" | "),
        );
        found.push({ path: label, query: s.query, plan });
        expect(plan, label).not.toMatch(/TEMP B-TREE/);
        if (indexed) expect(plan, label).toMatch(/SEARCH|USING (COVERING )?INDEX/);
      }
    }
    console.log(`LIST_PLANS ${JSON.stringify(found)}`);
  });
});
