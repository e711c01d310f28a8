// An account object made before route attempts is carried over by migration 26: its quotes and
// orders gain `routes` (null: the order's own SKU at its cost, the one route it always had), its
// orders `supplier_ref`, and the object the empty `order_attempts`; an order it left pending is
// then tried on that one route, and how it was supplied reads as before. An object older than the
// eSIM's states too (migration 25) is carried over by both in turn: its live eSIM gets its states
// (unknown / ready, never checked, so its supplier is asked) and its orders their one route.
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MIGRATIONS, migrate } from "../../src/account-object/migrations";
import { orderRoutes, supplyOfOrders } from "../../src/account-object/route-attempts";
import { chooseRoute } from "../../src/domain/routing";
import type { OrderRow } from "../../src/account-object/views";

/** The version every object had before route attempts. */
const BEFORE = ACCOUNT_MIGRATIONS.findIndex((m) => m.includes("CREATE TABLE order_attempts"));
/** The version every object had before the eSIM's states (and so before route attempts too). */
const BEFORE_STATES = ACCOUNT_MIGRATIONS.findIndex((m) => m.includes("ADD COLUMN service_state"));

/**
 * This object's database as version `version` left it: every table dropped, the migrations up to
 * that version run again, then `fill` writes what an object of that time held.
 */
function rewind(sql: SqlStorage, version: number, fill: () => void): void {
  const tables = sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'").toArray();
  for (const t of tables) sql.exec(`DROP TABLE IF EXISTS "${t.name}"`);
  for (const m of ACCOUNT_MIGRATIONS.slice(0, version)) sql.exec(m);
  sql.exec("CREATE TABLE schema_version (version INTEGER NOT NULL)");
  sql.exec("INSERT INTO schema_version (version) VALUES (?)", version);
  sql.exec("INSERT INTO meta (key, value) VALUES ('mode', 'live')");
  fill();
}

/** A live eSIM order left pending at a supplier. */
function pendingOrder(sql: SqlStorage): void {
  sql.exec(
    `INSERT INTO orders (id, quote_id, offer_id, offer_name, category, supplier_sku, cost, destination, status, price, created_at, dispatched_at, supplier_lease_until, due_at)
     VALUES ('ord_OLDORDER0000000000000000AA', 'qt_OLD', 'off_OLD', '1 GB - 7 Days', 'esim', 'airalo:change-7days-1gb', 450, NULL, 'pending', 585, 1, 1, 0, 1)`,
  );
}

describe("an account object from before route attempts", () => {
  it("is carried over: its orders keep their SKU as their one route, with no attempt yet", async () => {
    expect(BEFORE).toBeGreaterThan(BEFORE_STATES);
    expect(BEFORE_STATES).toBeGreaterThan(0);
    const stub = env.ACCOUNT.getByName(`acct_UPGRADE${Date.now()}:live`);
    await runInDurableObject(stub, (_instance, state) => {
      const sql = state.storage.sql;
      rewind(sql, BEFORE, () => pendingOrder(sql));
      const cols = sql.exec<{ name: string }>("SELECT name FROM pragma_table_info('orders')").toArray().map((c) => c.name);
      expect(cols).not.toContain("routes");

      expect(migrate(sql)).toBe(ACCOUNT_MIGRATIONS.length);
      const order = sql.exec<OrderRow>("SELECT * FROM orders WHERE id = 'ord_OLDORDER0000000000000000AA'").one();
      expect(order).toMatchObject({ routes: null, supplier_ref: null, supplier_sku: "airalo:change-7days-1gb", cost: 450, status: "pending" });
      expect(sql.exec<{ routes: string | null }>("SELECT routes FROM quotes").toArray()).toEqual([]);
      expect(sql.exec("SELECT * FROM order_attempts").toArray()).toEqual([]);
      // its one route is its own SKU at its cost; the next run opens attempt 1 on it
      expect(orderRoutes(order)).toEqual([{ sku: "airalo:change-7days-1gb", cost: 450 }]);
      expect(chooseRoute({ routes: orderRoutes(order), attempts: [], price: order.price, circuits: new Map(), now: Date.now() })).toEqual({
        kind: "start", n: 1, candidates: [{ route: { sku: "airalo:change-7days-1gb", cost: 450 }, circuit: "closed" }],
      });
      // how it was supplied reads as before: its SKU and cost, no attempt
      expect(supplyOfOrders({ sql }, [order.id])).toEqual([{ order_id: order.id, sku: "airalo:change-7days-1gb", cost: 450, supplier_ref: null, attempts: [] }]);
    });
  });
});

describe("an account object from before the eSIM's states and route attempts", () => {
  it("is carried over by both: its sold eSIM gets states its supplier is asked for, its orders their one route", async () => {
    const stub = env.ACCOUNT.getByName(`acct_UPGRADE2${Date.now()}:live`);
    await runInDurableObject(stub, (_instance, state) => {
      const sql = state.storage.sql;
      rewind(sql, BEFORE_STATES, () => {
        pendingOrder(sql);
        sql.exec(
          `INSERT INTO orders (id, quote_id, offer_id, offer_name, category, supplier_sku, cost, destination, status, price, deliverable, created_at, resolved_at, dispatched_at, supplier_lease_until, due_at)
           VALUES ('ord_OLDESIM00000000000000000AA', 'qt_OLDESIM', 'off_OLD', '1 GB - 7 Days', 'esim', 'airalo:change-7days-1gb', 450, NULL, 'fulfilled', 585,
             '{"type":"esim_profile","iccid":"8944000000000000001"}', 1, 2, 1, 0, NULL)`,
        );
        sql.exec("INSERT INTO esim_plans (quote_id, order_id, iccid, unlimited, validity_days) VALUES ('qt_OLDESIM', 'ord_OLDESIM00000000000000000AA', '8944000000000000001', 0, 7)");
      });
      const planCols = sql.exec<{ name: string }>("SELECT name FROM pragma_table_info('esim_plans')").toArray().map((c) => c.name);
      expect(planCols).not.toContain("service_state");

      expect(migrate(sql)).toBe(ACCOUNT_MIGRATIONS.length);
      expect(sql.exec("SELECT esim_order_id, profile_state, service_state, installed_at, state_checked_at FROM esim_plans WHERE order_id = 'ord_OLDESIM00000000000000000AA'").one()).toEqual({
        esim_order_id: "ord_OLDESIM00000000000000000AA", profile_state: "unknown", service_state: "ready", installed_at: null, state_checked_at: 0,
      });
      const orders = sql.exec<OrderRow>("SELECT * FROM orders ORDER BY id").toArray();
      expect(orders.map((o) => [o.id, o.routes, o.supplier_ref, orderRoutes(o)])).toEqual([
        ["ord_OLDESIM00000000000000000AA", null, null, [{ sku: "airalo:change-7days-1gb", cost: 450 }]],
        ["ord_OLDORDER0000000000000000AA", null, null, [{ sku: "airalo:change-7days-1gb", cost: 450 }]],
      ]);
      expect(sql.exec("SELECT * FROM order_attempts").toArray()).toEqual([]);
    });
  });
});
