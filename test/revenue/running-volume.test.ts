// The running totals behind the 30-day volume when an order was fulfilled by a version that keeps
// none (a rollback, or a deploy still reaching every instance): its volume_to is missing. The
// volume, the next order's tier and a refund of such an order read the totals refilled from the
// orders, never a missing total as 0; and after any mix of fulfilments, failures, refunds,
// missing totals and clock jumps the volume equals the sum over the window, order by order.
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { rateInForce, WINDOW_MS } from "../../src/domain/commission";
import { commissionFor, volume } from "../../src/account-object/revenue";
import { resolveOrder } from "../../src/account-object/orders";
import { openRefund, rejectRefund, succeedRefund } from "../../src/account-object/refunds";
import type { Tx } from "../../src/account-object/tx";
import type { OrderRow } from "../../src/account-object/views";
import { VOLUME_BACKFILL } from "../../src/account-object/migrations";
import { call, newAccount } from "../support/api";
import { bankTransfer, buy, catalog, eventually, key, sqlIn } from "../support/money";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import type { RetrieveRevenueResponse } from "../../src/routes/revenue/retrieve";
import type { CreateRefundResponse } from "../../src/routes/refunds/create";
import { prng } from "../fakes/big-catalog.mjs"; // mulberry32: a failing run replays from its seed

const DAY = 24 * 60 * 60 * 1000;
const GROWTH = 1750;

async function withAccount<T>(fn: (sql: SqlStorage) => T): Promise<T> {
  const acct = await newAccount();
  const stub = env.ACCOUNT.getByName(`${acct.id}:test`);
  await stub.revenue({ accountId: acct.id, mode: "test" }); // binds the object to its account
  return runInDurableObject(stub, (_i, state) => fn(state.storage.sql));
}

const txAt = (sql: SqlStorage, now: number): Tx => ({ sql, now, livemode: false });

function pending(sql: SqlStorage, id: string, price: number, now: number): void {
  sql.exec(
    `INSERT INTO orders (id, quote_id, offer_id, offer_name, category, supplier_sku, cost, status, price, created_at)
     VALUES (?, ?, 'off_x', 'X', 'esim', 'sku', 0, 'pending', ?, ?)`,
    id, `qt_${id}`, price, now,
  );
}

/** A pending order of `price` fulfilled at `now` by this version (its running total written). */
function fulfilAt(tx: Tx, id: string, price: number): OrderRow & { volume_to: number | null } {
  pending(tx.sql, id, price, tx.now);
  return resolveOrder(tx, id, { status: "fulfilled", deliverable: {}, transactionId: `tx_${id}` }).order as OrderRow & { volume_to: number | null };
}

/** A pending order of `price` fulfilled at `now` as a version that keeps no running total fulfils it. */
function fulfilWithoutTotal(sql: SqlStorage, id: string, price: number, now: number): void {
  pending(sql, id, price, now);
  sql.exec(
    "UPDATE orders SET status = 'fulfilled', deliverable = '{}', upstream_transaction_id = ?, resolved_at = ?, earned = 0, commission_rate_bps = 1500 WHERE id = ?",
    `tx_${id}`, now, id,
  );
}

/** The volume by its definition: fulfilled orders not refunded, resolved in (at − 30 days, at]. */
function bruteVolume(sql: SqlStorage, at: number): number {
  return sql.exec<{ total: number | null }>(
    `SELECT SUM(price) AS total FROM orders WHERE status = 'fulfilled' AND refund_status IS NOT 'succeeded'
       AND resolved_at > ? AND resolved_at <= ?`,
    at - WINDOW_MS, at,
  ).one().total ?? 0;
}

function refundFully(tx: Tx, orderId: string): void {
  succeedRefund(tx, openRefund(tx, { orderId, reason: "other", metadata: {}, origin: "operator", windowDays: 0 }).id);
}

const missingTotals = (sql: SqlStorage) => sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM orders WHERE status = 'fulfilled' AND volume_to IS NULL").one().n;

describe("a fulfilled order without its running volume total", () => {
  it("is counted in the volume and the next order's tier: the totals are refilled from the orders, once, with an alert naming the order", async () => {
    await withAccount((sql) => {
      const now = Date.now();
      fulfilAt(txAt(sql, now - 40 * DAY), "ord_old", 300_000); // outside the window
      fulfilAt(txAt(sql, now - 3 * DAY), "ord_kept", 200_000);
      fulfilWithoutTotal(sql, "ord_missing_1", 250_000, now - 2 * DAY);
      fulfilWithoutTotal(sql, "ord_missing_2", 100_000, now - DAY);
      expect(missingTotals(sql)).toBe(2);

      const read = txAt(sql, now);
      expect(volume(read, now)).toBe(550_000);
      expect(missingTotals(sql)).toBe(0);
      expect(read.alerts).toEqual([expect.objectContaining({ order_id: "ord_missing_1", orders: 2 })]);
      // the window's start reads the totals too: 31 days on, only the last two count
      expect(volume(read, now - 3 * DAY + WINDOW_MS)).toBe(350_000);
      expect(read.alerts).toHaveLength(1);

      // the next order's rate comes from the 550000 before it: growth, not the standard a missing total read as 0 gives
      sql.exec("UPDATE orders SET volume_to = NULL WHERE id IN ('ord_missing_1', 'ord_missing_2')");
      const next = fulfilAt(txAt(sql, now), "ord_next", 10_000);
      expect(next.commission_rate_bps).toBe(GROWTH);
      expect(next.volume_to).toBe(860_000);
      expect(volume(txAt(sql, now), now)).toBe(560_000);
      expect(volume(txAt(sql, now), now)).toBe(bruteVolume(sql, now));
    });
  });

  it("missing at the window's start only, is not read as 0 there: the totals from it on are refilled", async () => {
    await withAccount((sql) => {
      const now = Date.now();
      fulfilWithoutTotal(sql, "ord_missing", 400_000, now - 40 * DAY);
      fulfilAt(txAt(sql, now - DAY), "ord_recent", 150_000);
      // the newest total is there, the one the window starts from is not
      sql.exec("UPDATE orders SET volume_to = NULL WHERE id = 'ord_missing'");
      expect(commissionFor(txAt(sql, now), { price: 1 }).bps).toBe(rateInForce(150_000, null).bps);
      expect(volume(txAt(sql, now), now)).toBe(150_000);
      expect(volume(txAt(sql, now), now - 40 * DAY + 1)).toBe(400_000);
      expect(missingTotals(sql)).toBe(0);
    });
  });

  it("refunded, leaves the volume without touching any total: a read refills the missing ones as before", async () => {
    await withAccount((sql) => {
      const now = Date.now();
      fulfilAt(txAt(sql, now - 3 * DAY), "ord_kept", 200_000);
      fulfilWithoutTotal(sql, "ord_refunded", 250_000, now - 2 * DAY);
      fulfilWithoutTotal(sql, "ord_last", 100_000, now - DAY);
      const tx = txAt(sql, now);
      refundFully(tx, "ord_refunded");
      // the refund wrote no running total: the two stay missing until a read needs them
      expect(missingTotals(sql)).toBe(2);
      expect(tx.alerts).toBeUndefined();
      expect(volume(tx, now)).toBe(300_000);
      expect(tx.alerts).toEqual([expect.objectContaining({ order_id: "ord_refunded" })]);
      // the totals count every fulfilled order's price; the refunded order leaves the volume by its day's refunded total
      const totals = sql.exec<{ id: string; volume_to: number }>("SELECT id, volume_to FROM orders WHERE status = 'fulfilled' ORDER BY resolved_at").toArray();
      expect(totals).toEqual([{ id: "ord_kept", volume_to: 200_000 }, { id: "ord_refunded", volume_to: 450_000 }, { id: "ord_last", volume_to: 550_000 }]);
      expect(sql.exec("SELECT day, amount FROM refunded_volume").toArray()).toEqual([{ day: Math.floor((now - 2 * DAY) / DAY), amount: 250_000 }]);
      expect(volume(txAt(sql, now), now)).toBe(300_000);
      expect(fulfilAt(txAt(sql, now), "ord_next", 1000).volume_to).toBe(551_000);
      expect(volume(txAt(sql, now), now)).toBe(bruteVolume(sql, now));
    });
  });

  it("through the app: a purchase, its total lost, a day on the test clock, a second purchase and a refund of the first", async () => {
    const acct = await newAccount();
    const { esims } = await catalog(acct.key);
    await bankTransfer(acct.key, 10_000);
    const settled = async (orderId: string) =>
      eventually(async () => (await call<RetrieveOrderResponse>(`/v1/orders/${orderId}`, { key: acct.key })).body, (o) => o.status !== "pending");
    const revenue = async () => (await call<RetrieveRevenueResponse>("/v1/revenue", { key: acct.key })).body;

    const first = await buy(acct.key, esims[0]!.id);
    expect(first.status, first.text).toBe(200);
    const one = await settled(first.body.order_id!);
    expect(one.status).toBe("fulfilled");
    await sqlIn(acct.id, "UPDATE orders SET volume_to = NULL WHERE id = ?", one.id);
    expect((await revenue()).volume.amount).toBe(one.price.amount);

    await sqlIn(acct.id, "UPDATE orders SET volume_to = NULL WHERE id = ?", one.id);
    const advanced = await call("/v1/test_helpers/clock/advance", { key: acct.key, body: { seconds: 24 * 60 * 60 }, idem: key("clock") });
    expect(advanced.status, advanced.text).toBe(200);
    const second = await buy(acct.key, esims[1]!.id);
    expect(second.status, second.text).toBe(200);
    const two = await settled(second.body.order_id!);
    expect(two.status).toBe("fulfilled");
    const [kept] = await sqlIn<{ volume_to: number }>(acct.id, "SELECT volume_to FROM orders WHERE id = ?", two.id);
    expect(kept!.volume_to).toBe(one.price.amount + two.price.amount);
    expect((await revenue()).volume.amount).toBe(one.price.amount + two.price.amount);

    await sqlIn(acct.id, "UPDATE orders SET volume_to = NULL");
    const refund = await call<CreateRefundResponse>("/v1/refunds", { key: acct.key, body: { order_id: one.id, reason: "other" }, idem: key("refund") });
    expect(refund.status, refund.text).toBe(200);
    const done = await call<CreateRefundResponse>(`/v1/test_helpers/refunds/${refund.body.id}/resolve`, { key: acct.key, body: { outcome: "succeeded" }, idem: key("resolve") });
    expect(done.status, done.text).toBe(200);
    expect(done.body.status).toBe("succeeded");
    expect((await revenue()).volume.amount).toBe(two.price.amount);
  });
});


describe("the running volume against the sum over the window", () => {
  it.each([1, 7, 2024])("agrees after every step of a random mix of fulfilments, failures, refunds, missing totals and clock jumps (seed %i)", async (seed) => {
    await withAccount((sql) => {
      const random = prng(seed);
      const pick = <T>(xs: T[]): T => xs[Math.floor(random() * xs.length)]!;
      let now = Date.now();
      let n = 0;
      const steps: string[] = [];
      for (let step = 0; step < 160; step++) {
        // every step at its own millisecond or later, as the account's clock never stands still between steps
        now += 1 + Math.floor(random() * 60_000);
        const id = `ord_${seed}_${++n}`;
        const price = 1 + Math.floor(random() * 400_000);
        const roll = random();
        const tx = txAt(sql, now);
        if (roll < 0.3) {
          const expected = rateInForce(bruteVolume(sql, now), null).bps;
          const o = fulfilAt(tx, id, price);
          expect(o.commission_rate_bps, `${steps.join(" ")} fulfil`).toBe(expected);
          steps.push("fulfil");
        } else if (roll < 0.45) {
          fulfilWithoutTotal(sql, id, price, now);
          steps.push("fulfil-without-total");
        } else if (roll < 0.55) {
          pending(sql, id, price, now);
          resolveOrder(tx, id, { status: "failed", reason: "out_of_stock", transactionId: null });
          steps.push("fail");
        } else if (roll < 0.7) {
          const refundable = sql.exec<{ id: string }>("SELECT id FROM orders WHERE status = 'fulfilled' AND refund_id IS NULL ORDER BY id").toArray();
          if (refundable.length) {
            const target = pick(refundable).id;
            if (random() < 0.8) refundFully(tx, target);
            else rejectRefund(tx, openRefund(tx, { orderId: target, reason: "other", metadata: {}, origin: "operator", windowDays: 0 }).id, "rejected_by_operator");
          }
          steps.push("refund");
        } else if (roll < 0.8) {
          const k = 1 + Math.floor(random() * 4);
          sql.exec("UPDATE orders SET volume_to = NULL WHERE id IN (SELECT id FROM orders WHERE status = 'fulfilled' ORDER BY resolved_at DESC, id DESC LIMIT ?)", k);
          steps.push(`lose-${k}`);
        } else {
          // the test clock: an hour to 45 days on
          now += Math.floor(random() * random() * 45 * DAY) + 60 * 60 * 1000;
          steps.push("clock");
        }
        const at = [now, now - Math.floor(random() * WINDOW_MS), now - WINDOW_MS];
        for (const t of at) expect(volume(txAt(sql, now), t), `seed ${seed} at ${t} after ${steps.join(" ")}`).toBe(bruteVolume(sql, t));
      }
      // every total is back, and each is what the orders give: every fulfilled order's price, a
      // refunded one's too (refunds are taken out by the day's refunded volume, never from a total)
      const refundedByDay = sql.exec(`SELECT resolved_at / ${DAY} AS day, SUM(price) AS amount FROM orders WHERE status = 'fulfilled' AND refund_status = 'succeeded' GROUP BY 1 ORDER BY 1`).toArray();
      expect(sql.exec("SELECT day, amount FROM refunded_volume ORDER BY day").toArray()).toEqual(refundedByDay);
      expect(missingTotals(sql)).toBe(0);
      const kept = sql.exec("SELECT id, volume_to FROM orders WHERE status = 'fulfilled' ORDER BY id").toArray();
      sql.exec(VOLUME_BACKFILL);
      expect(kept).toEqual(sql.exec("SELECT id, volume_to FROM orders WHERE status = 'fulfilled' ORDER BY id").toArray());
      expect(steps.filter((s) => s === "clock").length).toBeGreaterThan(5);
      expect(steps.filter((s) => s.startsWith("lose")).length).toBeGreaterThan(5);
    });
  });
});
