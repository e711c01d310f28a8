import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { commissionOn, nextTier, rateInForce, tierFor, WINDOW_MS } from "../../src/domain/commission";
import { revenueView, volume } from "../../src/account-object/revenue";
import { resolveOrder } from "../../src/account-object/orders";
import type { OrderRow } from "../../src/account-object/views";
import { newAccount } from "../support/api";
import { VOLUME_BACKFILL } from "../../src/account-object/migrations";

describe("commission ladder (pure rules)", () => {
  it.each([
    [0, "standard", 1500],
    [499_999, "standard", 1500],
    [500_000, "growth", 1750],
    [5_000_000, "growth", 1750],
    [5_000_001, "scale", 2000],
  ])("volume %i cents is %s at %i bps", (vol, tier, bps) => {
    expect(tierFor(vol)).toEqual({ tier, bps });
  });

  it("names the next tier and its threshold, and none at the top", () => {
    expect(nextTier(0)).toEqual({ tier: "growth", from: 500_000, bps: 1750 });
    expect(nextTier(500_000)).toEqual({ tier: "scale", from: 5_000_001, bps: 2000 });
    expect(nextTier(5_000_001)).toBeNull();
  });

  it("floors the commission to whole cents", () => {
    expect(commissionOn(999, 1500)).toBe(149); // 149.85
    expect(commissionOn(1, 1500)).toBe(0);
    expect(commissionOn(1_000_000, 2000)).toBe(200_000);
  });

  it("lets a negotiated rate override the ladder", () => {
    expect(rateInForce(10, 2500)).toEqual({ tier: "standard", bps: 2500, negotiated: true });
    expect(rateInForce(10, null)).toEqual({ tier: "standard", bps: 1500, negotiated: false });
  });
});

describe("accrual inside the account", () => {
  const DAY = 24 * 60 * 60 * 1000;

  async function withAccount<T>(fn: (sql: SqlStorage) => T): Promise<T> {
    const acct = await newAccount();
    const stub = env.ACCOUNT.getByName(`${acct.id}:test`);
    await stub.revenue({ accountId: acct.id, mode: "test" }); // binds the object to its account
    return runInDurableObject(stub, (_i, state) => fn(state.storage.sql));
  }

  function fulfilled(sql: SqlStorage, id: string, price: number, resolvedAt: number): void {
    sql.exec(
      `INSERT INTO orders (id, quote_id, offer_id, offer_name, category, supplier_sku, cost, status, price, created_at, resolved_at)
       VALUES (?, ?, 'off_x', 'X', 'esim', 'sku', 0, 'fulfilled', ?, ?, ?)`,
      id, `qt_${id}`, price, resolvedAt, resolvedAt,
    );
    // a fulfilled order written by hand gets its running volume total as the migration gives it
    sql.exec(VOLUME_BACKFILL);
  }

  /** A pending order of `price` is fulfilled at `now`, as a supplier's answer would settle it. */
  function accrueAt(sql: SqlStorage, now: number, id: string, price: number): OrderRow {
    sql.exec(
      `INSERT INTO orders (id, quote_id, offer_id, offer_name, category, supplier_sku, cost, status, price, created_at)
       VALUES (?, ?, 'off_x', 'X', 'esim', 'sku', 0, 'pending', ?, ?)`,
      id, `qt_${id}`, price, now,
    );
    resolveOrder({ sql, now, livemode: false }, id, { status: "fulfilled", deliverable: {}, transactionId: `tx_${id}` });
    return sql.exec<OrderRow>("SELECT * FROM orders WHERE id = ?", id).one();
  }

  it.each([
    [499_999, 1500],
    [500_000, 1750],
    [5_000_000, 1750],
    [5_000_001, 2000],
  ])("prior volume %i cents puts the next order at %i bps", async (prior, bps) => {
    await withAccount((sql) => {
      const now = Date.now();
      fulfilled(sql, "ord_prior", prior, now - DAY);
      const o = accrueAt(sql, now, "ord_new", 10_000);
      expect(o.commission_rate_bps).toBe(bps);
      expect(o.earned).toBe(Math.floor((10_000 * bps) / 10_000));
    });
  });

  it("counts only the 30 days before the moment, and never the order itself", async () => {
    await withAccount((sql) => {
      const now = Date.now();
      fulfilled(sql, "ord_edge_out", 600_000, now - WINDOW_MS); // exactly 30 days ago: outside
      fulfilled(sql, "ord_edge_in", 400_000, now - WINDOW_MS + 1); // just inside
      expect(volume({ sql }, now)).toBe(400_000);
      const o = accrueAt(sql, now, "ord_big", 200_000); // itself would cross 500000, but is not part of the volume its rate comes from
      expect(o.commission_rate_bps).toBe(1500);
      expect(volume({ sql }, now)).toBe(600_000);
      const view = revenueView({ sql, now, livemode: false });
      expect(view.tier).toBe("growth");
      expect(view.volume.amount).toBe(600_000);
      expect(view.next_tier).toEqual({ tier: "scale", from: { amount: 5_000_001, currency: "USD" }, commission_bps: 2000 });
    });
  });

  it("uses the negotiated rate when one is set, and reports negotiated", async () => {
    await withAccount((sql) => {
      sql.exec("INSERT INTO meta (key, value) VALUES ('negotiated_bps', '2200')");
      const o = accrueAt(sql, Date.now(), "ord_n", 1000);
      expect(o.commission_rate_bps).toBe(2200);
      expect(o.earned).toBe(220);
      const view = revenueView({ sql, now: Date.now(), livemode: false });
      expect(view).toMatchObject({ negotiated: true, commission_bps: 2200, next_tier: null });
    });
  });
});
