// An account object made before route attempts is carried over by migration 25: its quotes and
// orders gain `routes` (null: the order's own SKU at its cost, the one route it always had), its
// orders `supplier_ref`, and the object the empty `order_attempts`; an order it left pending is
// then tried on that one route, and how it was supplied reads as before.
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MIGRATIONS, migrate } from "../../src/account-object/migrations";
import { orderRoutes, supplyOfOrders } from "../../src/account-object/route-attempts";
import { chooseRoute } from "../../src/domain/routing";
import type { OrderRow } from "../../src/account-object/views";

/** The version every object had before route attempts. */
const BEFORE = ACCOUNT_MIGRATIONS.findIndex((m) => m.includes("CREATE TABLE order_attempts"));

describe("an account object from before route attempts", () => {
  it("is carried over: its orders keep their SKU as their one route, with no attempt yet", async () => {
    expect(BEFORE).toBeGreaterThan(0);
    const stub = env.ACCOUNT.getByName(`acct_UPGRADE${Date.now()}:live`);
    await runInDurableObject(stub, (_instance, state) => {
      const sql = state.storage.sql;
      // this object's database as a version before the change left it: every table dropped, the
      // migrations up to that version run again, an order of that time pending in it
      const tables = sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'").toArray();
      for (const t of tables) sql.exec(`DROP TABLE IF EXISTS "${t.name}"`);
      for (const m of ACCOUNT_MIGRATIONS.slice(0, BEFORE)) sql.exec(m);
      sql.exec("CREATE TABLE schema_version (version INTEGER NOT NULL)");
      sql.exec("INSERT INTO schema_version (version) VALUES (?)", BEFORE);
      const cols = sql.exec<{ name: string }>("SELECT name FROM pragma_table_info('orders')").toArray().map((c) => c.name);
      expect(cols).not.toContain("routes");
      sql.exec(
        `INSERT INTO orders (id, quote_id, offer_id, offer_name, category, supplier_sku, cost, destination, status, price, created_at, dispatched_at, supplier_lease_until, due_at)
         VALUES ('ord_OLDORDER0000000000000000AA', 'qt_OLD', 'off_OLD', '1 GB - 7 Days', 'esim', 'airalo:change-7days-1gb', 450, NULL, 'pending', 585, 1, 1, 0, 1)`,
      );

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
