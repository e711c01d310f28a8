// The D1 index from order ids to this account (reference kind `order`), written by the minute
// sweep rather than by the purchase: the orders made since the last sweep, by id (the orders'
// key; a new order's id sorts after every earlier one's, orders.ts newOrderId), go to D1 in
// one batch (INSERT OR IGNORE: an order is one account's for good), and only once D1 has taken
// them does the object move its cursor, so a write that fails is made again by the next sweep and
// a batch written twice adds nothing. A purchase makes no D1 write and no extra statement; an
// operator route given only an order id finds the account about a minute after the order was made.
import { indexReferenceStatement } from "../db/reference-index";
import { all, one } from "./tx";

type Mode = "test" | "live";

/** orders sent per sweep: a D1 batch of this many statements stays well inside its limits */
export const ORDER_INDEX_BATCH = 500;
/** the id of the last order indexed (absent: none yet); account migration 33 carried the rowid cursor over */
const CURSOR_KEY = "orders_indexed_after";

/** Indexes the orders made since the last call (at most ORDER_INDEX_BATCH); the number written. */
export async function indexNewOrders(env: Env, sql: SqlStorage, ref: { accountId: string; mode: Mode }, now: number): Promise<number> {
  const cursor = one<{ value: string }>(sql, "SELECT value FROM meta WHERE key = ?", CURSOR_KEY)?.value ?? "";
  const rows = all<{ id: string }>(sql, "SELECT id FROM orders WHERE id > ? ORDER BY id LIMIT ?", cursor, ORDER_INDEX_BATCH);
  if (rows.length === 0) return 0;
  await env.DB.batch(rows.map((r) => indexReferenceStatement(env, "order", r.id, ref.accountId, ref.mode, now)));
  sql.exec(
    // two sweeps at once (a page delivered again) never move the cursor back
    `INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value WHERE excluded.value > meta.value`,
    CURSOR_KEY,
    rows[rows.length - 1]!.id,
  );
  return rows.length;
}
