// Order batches inside the account: many wallet purchases made in one step, all or nothing.
// The whole batch's price is checked against the wallet like one wallet quote (assertWalletCovers)
// before anything is written; then every purchase is the very step a single wallet quote makes
// (payFromWallet: its ledger line, its quote, its order, its events), each order naming the batch.
// So nothing downstream (fulfilment, commission, refunds, deliveries) can tell a batch's order from
// a single one. The batch counts its resolved orders as each one resolves (batch-progress.ts).
// Its orders are made one after another in that step, so their ids are one range of the orders'
// key: the batch keeps the first and the last, and its orders are found in that range (the orders
// of the range that name the batch), with no index entry per order.
import { notFound } from "../http/errors";
import { newId } from "../lib/ids";
import { orderBatchView, type OrderBatchRow } from "./batch-progress";
import { assertWalletCovers, payFromWallet, type NewQuote } from "./quotes";
import { all, one, page, type Tx } from "./tx";
import { orderView, type OrderRow } from "./views";
import { parseCustomer } from "./deliveries";

/** One line of a batch: a wallet purchase as the quote route builds it, made `quantity` times. */
export interface BatchItem {
  quote: NewQuote;
  quantity: number;
}

export interface NewOrderBatch {
  items: BatchItem[];
  metadata: Record<string, string>;
}

/**
 * Makes every purchase of the batch, or none: the funds are checked for the whole batch before
 * the first write (an ApiError here leaves nothing behind), then each purchase is paid from the
 * wallet in turn, in the order of the items. Answers the batch as written (processing: its orders
 * are answered after this, in the same step for the sandbox, after the commit for a live supplier).
 */
export function openOrderBatch(tx: Tx, input: NewOrderBatch): OrderBatchRow {
  let total = 0;
  let orders = 0;
  for (const item of input.items) {
    if (item.quantity < 1 || item.quote.paymentSource !== "wallet") throw new Error("a batch is wallet purchases, each made at least once");
    total += item.quote.offer.price * item.quantity;
    orders += item.quantity;
  }
  if (orders === 0) throw new Error("a batch has at least one purchase");
  assertWalletCovers(tx, total);
  const id = newId("bat");
  const orderIds: string[] = [];
  for (const item of input.items) {
    for (let i = 0; i < item.quantity; i++) orderIds.push(payFromWallet(tx, item.quote, id).order_id!);
  }
  const row: OrderBatchRow = {
    id, status: "processing", total, orders, fulfilled: 0, failed: 0, metadata: JSON.stringify(input.metadata), created_at: tx.now, completed_at: null,
    first_order_id: orderIds[0]!, last_order_id: orderIds[orderIds.length - 1]!,
  };
  tx.sql.exec(
    `INSERT INTO order_batches (id, status, total, orders, fulfilled, failed, metadata, created_at, completed_at, first_order_id, last_order_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    row.id, row.status, row.total, row.orders, row.fulfilled, row.failed, row.metadata, row.created_at, row.completed_at, row.first_order_id, row.last_order_id,
  );
  return row;
}

export function getBatchRow(tx: Pick<Tx, "sql">, batchId: string): OrderBatchRow {
  const b = one<OrderBatchRow>(tx.sql, "SELECT * FROM order_batches WHERE id = ?", batchId);
  if (!b) throw notFound("order batch", batchId, "batch_id");
  return b;
}

/** A page of the account's batches, newest first. */
export function orderBatchesPage(tx: Tx, after: string | undefined, limit: number) {
  return page<OrderBatchRow>(tx.sql, "order_batches", {}, after, limit).map((b) => orderBatchView(b, tx.livemode));
}

/** The orders of a batch: those of its range of ids that name it (a step that settles other quotes may make orders in between). */
const OF_BATCH = "o.id >= ? AND o.id <= ? AND o.batch_id = ?";
const ofBatch = (b: OrderBatchRow): SqlStorageValue[] => [b.first_order_id, b.last_order_id, b.id];

/** A page of one batch's orders, newest first (filter status), from its range of the orders' key. */
export function batchOrdersPage(tx: Tx, batchId: string, filter: { status?: string }, after: string | undefined, limit: number) {
  const batch = getBatchRow(tx, batchId);
  const where = [OF_BATCH];
  const params = ofBatch(batch);
  if (filter.status !== undefined) {
    where.push("o.status = ?");
    params.push(filter.status);
  }
  if (after !== undefined) {
    where.push("o.id < ?");
    params.push(after);
  }
  return all<OrderRow>(tx.sql, `SELECT o.* FROM orders o WHERE ${where.join(" AND ")} ORDER BY o.id DESC LIMIT ?`, ...params, limit + 1)
    .map((o) => orderView(o, tx.installBase ?? ""));
}

/** Every order of a batch in the order it was bought, each with its quote's metadata (the CSV's rows). */
export function batchOrdersForExport(tx: Tx, batchId: string) {
  const batch = getBatchRow(tx, batchId);
  const rows = all<OrderRow & { quote_metadata: string; quote_customer: string | null }>(
    tx.sql,
    `SELECT o.*, q.metadata AS quote_metadata, q.customer AS quote_customer FROM orders o JOIN quotes q ON q.id = o.quote_id WHERE ${OF_BATCH} ORDER BY o.id`,
    ...ofBatch(batch),
  );
  return {
    batch: orderBatchView(batch, tx.livemode),
    orders: rows.map((o) => ({
      order: orderView(o, tx.installBase ?? ""),
      offer_name: o.offer_name,
      email: parseCustomer(o.quote_customer)?.email ?? null,
      destination: o.destination,
      earned: o.earned,
      metadata: JSON.parse(o.quote_metadata) as Record<string, string>,
    })),
  };
}
