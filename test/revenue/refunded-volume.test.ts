// A refund costs the same however many orders were fulfilled after the one it refunds: it adds the
// order's price to the refunded volume of the order's day and rewrites no running total; the
// 30-day volume is the totals' difference less the refunded part of the window, read from whole
// days and two part-days (revenue.ts). Held against the sum over the window at every hour of a
// month around day boundaries, and on an account made before the change (its running totals net of
// refunds, as the code before it kept them), carried over by the object's migration.
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { WINDOW_MS } from "../../src/domain/commission";
import { volume } from "../../src/account-object/revenue";
import { resolveOrder } from "../../src/account-object/orders";
import { openRefund, succeedRefund } from "../../src/account-object/refunds";
import type { Tx } from "../../src/account-object/tx";
import { call, newAccount } from "../support/api";
import { bankTransfer, buy, catalog, key, sqlIn } from "../support/money";
import { migratedFrom, rowsOf } from "../support/rows";
import type { RetrieveRevenueResponse } from "../../src/routes/revenue/retrieve";
import type { CreateRefundResponse } from "../../src/routes/refunds/create";
import type { CreateOrderBatchResponse } from "../../src/routes/order-batches/create";

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** The schema version before the refunded volume (account migration 27). */
const BEFORE_REFUNDED_VOLUME = 26;

const txAt = (sql: SqlStorage, now: number): Tx => ({ sql, now, livemode: false });

function bruteVolume(sql: SqlStorage, at: number): number {
  return sql.exec<{ total: number | null }>(
    `SELECT SUM(price) AS total FROM orders WHERE status = 'fulfilled' AND refund_status IS NOT 'succeeded' AND resolved_at > ? AND resolved_at <= ?`,
    at - WINDOW_MS, at,
  ).one().total ?? 0;
}

function fulfilAt(sql: SqlStorage, id: string, price: number, at: number): void {
  sql.exec(
    `INSERT INTO orders (id, quote_id, offer_id, offer_name, category, supplier_sku, cost, status, price, created_at)
     VALUES (?, ?, 'off_x', 'X', 'esim', 'sku', 0, 'pending', ?, ?)`,
    id, `qt_${id}`, price, at,
  );
  resolveOrder(txAt(sql, at), id, { status: "fulfilled", deliverable: {}, transactionId: `tx_${id}` });
}

function refundAt(sql: SqlStorage, orderId: string, at: number): void {
  const tx = txAt(sql, at);
  succeedRefund(tx, openRefund(tx, { orderId, reason: "other", metadata: {}, origin: "operator", windowDays: 0 }).id);
}

describe("the refunded part of the 30-day volume", () => {
  it("equals the sum over the window at every hour of two months, with refunds on both sides of day boundaries", async () => {
    const acct = await newAccount();
    const stub = env.ACCOUNT.getByName(`${acct.id}:test`);
    await stub.revenue({ accountId: acct.id, mode: "test" });
    await runInDurableObject(stub, (_i, state) => {
      const sql = state.storage.sql;
      const start = Math.floor(Date.now() / DAY) * DAY - 40 * DAY;
      // orders a few minutes either side of midnight and at noon, every day for 40 days
      let n = 0;
      for (let d = 0; d < 40; d++) {
        for (const offset of [-3 * 60_000, 0, 3 * 60_000, 12 * HOUR]) fulfilAt(sql, `ord_${++n}`, 1000 + n, start + d * DAY + offset + (d === 0 && offset < 0 ? DAY : 0));
      }
      // every third one refunded, some of them weeks later, some at once
      const ids = sql.exec<{ id: string; resolved_at: number }>("SELECT id, resolved_at FROM orders WHERE status = 'fulfilled' ORDER BY resolved_at").toArray();
      ids.forEach((o, i) => {
        if (i % 3 === 0) refundAt(sql, o.id, o.resolved_at + (i % 2 ? 0 : 20 * DAY));
      });
      for (let t = start; t <= start + 60 * DAY; t += HOUR) {
        expect(volume(txAt(sql, t), t), `at ${new Date(t).toISOString()}`).toBe(bruteVolume(sql, t));
        // and a minute either side of each hour, inside the day's first and last minutes
        expect(volume(txAt(sql, t), t - 60_000)).toBe(bruteVolume(sql, t - 60_000));
        expect(volume(txAt(sql, t), t + 2 * 60_000)).toBe(bruteVolume(sql, t + 2 * 60_000));
      }
    });
  });

  it("costs a refund the same rows with 200 fulfilled orders after its order as with none", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 10_000_000);
    const { esim } = await catalog(acct.key);
    const refundOf = async (orderId: string) =>
      rowsOf(acct.id, async () => {
        const res = await call<CreateRefundResponse>("/v1/refunds", { key: acct.key, body: { order_id: orderId, reason: "other" }, idem: key("refund") });
        expect(res.status, res.text).toBe(200);
        expect(res.body.status).toBe("succeeded");
      });
    const never = async () => (await buy<{ order_id: string }>(acct.key, "off_test_never_installed")).body.order_id;
    const first = await never();
    const alone = await refundOf(first);
    const second = await never();
    for (let i = 0; i < 4; i++) {
      const batch = await call<CreateOrderBatchResponse>("/v1/order_batches", { key: acct.key, body: { payment_source: "wallet", items: [{ offer_id: esim.id, quantity: 50 }] }, idem: key("batch") });
      expect(batch.status, batch.text).toBe(200);
    }
    const after200 = await refundOf(second);
    expect(after200.written).toEqual(alone.written);
    expect(after200.rowsWritten).toBe(alone.rowsWritten);
    // nor does it read more: nothing of the refund walks the orders after it
    expect(after200.rowsRead).toBeLessThanOrEqual(alone.rowsRead + 2);
    expect(after200.statements.filter((s) => /^UPDATE orders SET volume_to/.test(s.query))).toEqual([]);
  });
});

describe("an account made before the refunded volume", () => {
  it("is carried over: the days' refunded volume from its refunded orders, its totals counting every price, the volume unchanged", async () => {
    const acct = await newAccount();
    const now = Date.now();
    const at = (days: number) => now - days * DAY;
    // as the code before kept it: a refund took its order's price out of the order's own total
    // and every later one's; one order's total is missing (fulfilled by a version keeping none)
    await migratedFrom(acct.id, BEFORE_REFUNDED_VOLUME, (sql) => {
      const order = (id: string, price: number, resolved: number, volumeTo: number | null, refund?: "succeeded" | "rejected") => {
        sql.exec(
          `INSERT INTO orders (id, quote_id, offer_id, offer_name, category, supplier_sku, cost, status, price, deliverable, earned, commission_rate_bps,
             created_at, resolved_at, volume_to, refund_id, refund_status) VALUES (?, ?, 'off_x', 'X', 'esim', 'sku', 0, 'fulfilled', ?, '{}', 0, 1500, ?, ?, ?, ?, ?)`,
          id, `qt_${id}`, price, resolved, resolved, volumeTo, refund ? `re_${id}` : null, refund ?? null,
        );
        if (refund) {
          sql.exec(
            `INSERT INTO refunds (id, order_id, amount, status, reason, origin, metadata, created_at, resolved_at) VALUES (?, ?, ?, ?, 'other', 'operator', '{}', ?, ?)`,
            `re_${id}`, id, price, refund, resolved + 1000, resolved + 1000,
          );
        }
      };
      order("ord_a", 100_000, at(45), 100_000);
      order("ord_b", 200_000, at(20), 100_000, "succeeded"); // refunded: keeps the total before it
      order("ord_c", 300_000, at(19), 400_000, "rejected");
      order("ord_d", 50_000, at(19) + 1, 400_000, "succeeded");
      order("ord_e", 400_000, at(2), 800_000);
      order("ord_f", 25_000, at(1), null);
    });
    const rows = await sqlIn<{ id: string; volume_to: number | null }>(acct.id, "SELECT id, volume_to FROM orders ORDER BY resolved_at");
    expect(rows).toEqual([
      { id: "ord_a", volume_to: 100_000 },
      { id: "ord_b", volume_to: 300_000 },
      { id: "ord_c", volume_to: 600_000 },
      { id: "ord_d", volume_to: 650_000 },
      { id: "ord_e", volume_to: 1_050_000 },
      // the missing total is counted again with the others from the first refunded order on
      { id: "ord_f", volume_to: 1_075_000 },
    ]);
    const days = (await sqlIn<{ day: number; amount: number }>(acct.id, "SELECT day, amount FROM refunded_volume ORDER BY day"));
    expect(days).toEqual(
      Math.floor(at(20) / DAY) === Math.floor((at(19) + 1) / DAY)
        ? [{ day: Math.floor(at(20) / DAY), amount: 250_000 }]
        : [{ day: Math.floor(at(20) / DAY), amount: 200_000 }, { day: Math.floor((at(19) + 1) / DAY), amount: 50_000 }],
    );
    // the volume reads as it did: c, e and f (a is outside the window, b and d refunded)
    const revenue = async () => (await call<RetrieveRevenueResponse>("/v1/revenue", { key: acct.key })).body;
    expect((await revenue()).volume.amount).toBe(725_000);
    // and the account goes on: a purchase counts in, its refund takes it out again
    await bankTransfer(acct.key, 1_000_000);
    const { esim } = await catalog(acct.key);
    const bought = await buy<{ order_id: string }>(acct.key, esim.id);
    expect(bought.status, bought.text).toBe(200);
    const [after] = await sqlIn<{ volume_to: number }>(acct.id, "SELECT volume_to FROM orders WHERE id = ?", bought.body.order_id);
    expect(after!.volume_to).toBe(1_075_000 + esim.price.amount);
    expect((await revenue()).volume.amount).toBe(725_000 + esim.price.amount);
    const refund = await call<CreateRefundResponse>("/v1/refunds", { key: acct.key, body: { order_id: bought.body.order_id, reason: "other" }, idem: key("refund") });
    expect(refund.status, refund.text).toBe(200);
    const done = await call<CreateRefundResponse>(`/v1/test_helpers/refunds/${refund.body.id}/resolve`, { key: acct.key, body: { outcome: "succeeded" }, idem: key("resolve") });
    expect(done.body.status, done.text).toBe("succeeded");
    expect((await revenue()).volume.amount).toBe(725_000);
  });
});
