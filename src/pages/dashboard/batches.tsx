/** @jsxImportSource hono/jsx */
// GET /dashboard/batches: the chosen mode's order batches, newest first, the same list and cursors
// as GET /v1/order_batches. GET /dashboard/batches/{id}: one batch as GET /v1/order_batches/{id}
// answers it (status, counts, total) with its orders (GET /v1/order_batches/{id}/orders' pages,
// each linking to its order's page) and the CSV download, GET /dashboard/batches/{id}/orders.csv,
// which is the API's orders.csv made by the same function (`batchCsvResponse`). While the batch
// is processing, the page asks /dashboard/batches/{id}/status.json every few seconds (app.js) and
// swaps in the fresh page whenever an order resolves, until the batch is completed, without a
// reload. Every role reads these pages.
import type { Context } from "hono";
import type { z } from "@hono/zod-openapi";
import type { App, AppEnv } from "../../http/context";
import { MAX_LIMIT, type ListEnvelope } from "../../http/pagination";
import { listOf } from "../../routes/own-list";
import { batchCsvResponse } from "../../routes/order-batches/orders-csv";
import type { OrderBatchSchema } from "../../routes/order-batches/schemas";
import type { OrderSchema } from "../../routes/orders/schemas";
import { money, utc } from "../format";
import { Layout, Notice, Pager, TableBox } from "../layout";
import { IdCopy, Named, productNames } from "../names";
import { attempt, ownPage, pageAccount, type PageFailure } from "../own";
import { requireMe, type Current } from "../session";
import { OrderCells } from "./order-cells";
import { BUY_SEVERAL_PATH } from "./buy-several";

type Batch = z.infer<typeof OrderBatchSchema>;
type Order = z.infer<typeof OrderSchema>;

export const batchPath = (id: string) => `/dashboard/batches/${id}`;
const LIST_PAGE = 20;

const BATCH_WORDS: Record<Batch["status"], string> = {
  processing: "Processing: the supplier is preparing its orders",
  completed: "Completed: every order is fulfilled or failed",
};

/** What the page's poll compares: the batch's status and how many of its orders are still pending. */
const progressOf = (b: Batch) => `${b.status}:${b.counts.pending}`;

const readBatch = (env: Env, me: Current, id: string) => attempt(() => ownPage(env, me, (s, r) => s.orderBatch(r, id)) as Promise<Batch>);

/** Every order of the batch (at most 500), newest first, through the API list's pages. */
async function batchOrders(env: Env, me: Current, id: string): Promise<Order[]> {
  const out: Order[] = [];
  let cursor: string | undefined;
  const filter = { status: undefined };
  for (;;) {
    const page = (await listOf(env, pageAccount(env, me), "order_batch_orders", { limit: MAX_LIMIT, cursor }, { batch_id: id, ...filter }, (stub, ref, req) =>
      stub.orderBatchOrders(ref, id, filter, req),
    )) as ListEnvelope<Order>;
    out.push(...page.data);
    if (!page.next_cursor) return out;
    cursor = page.next_cursor;
  }
}

function BatchesPage(props: { me: Current; list?: ListEnvelope<Batch>; cursor?: string; error?: PageFailure }) {
  const { me, list } = props;
  return (
    <Layout title="Batches" me={me}>
      <h1>Batches</h1>
      <p>Orders bought many at once (Catalog with a quantity, or <a href={BUY_SEVERAL_PATH}>Buy several</a> from a CSV), newest first.</p>
      {props.error && <Notice error>{props.error.message}</Notice>}
      {list && list.data.length === 0 && <p>No batches yet.</p>}
      {list && list.data.length > 0 && (
        <TableBox label="Batches">
          <table class="stack">
            <thead>
              <tr><th scope="col">Date</th><th scope="col">Batch</th><th scope="col">Status</th><th scope="col" class="num">Orders</th><th scope="col" class="num">Total</th></tr>
            </thead>
            <tbody>
              {list.data.map((b) => (
                <tr data-batch={b.id}>
                  <td data-label="Date">{utc(b.created_at)}</td>
                  <td data-label="Batch"><Named name={`${b.counts.orders} ${b.counts.orders === 1 ? "order" : "orders"}`} id={b.id} what="batch" href={batchPath(b.id)} /></td>
                  <td data-label="Status">{b.status === "completed" ? "Completed" : "Processing"}</td>
                  <td data-label="Orders" class="num">{b.counts.orders}</td>
                  <td data-label="Total" class="num">{money(b.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
      <Pager path="/dashboard/batches" cursor={props.cursor} next={list?.next_cursor} older="Older batches" />
    </Layout>
  );
}

function BatchPage(props: { me: Current; batch: Batch; orders: Order[]; names: Map<string, string> }) {
  const { me, batch, orders, names } = props;
  const processing = batch.status === "processing";
  return (
    <Layout title={`Batch ${batch.id}`} me={me}>
      <h1>Batch of {batch.counts.orders} {batch.counts.orders === 1 ? "order" : "orders"}</h1>
      <p class="ids"><span>Batch <IdCopy id={batch.id} what="batch" /></span></p>
      <section aria-labelledby="status" {...(processing ? { "data-poll": `${batchPath(batch.id)}/status.json`, "data-poll-while": "processing", "data-progress": progressOf(batch) } : {})}>
        <h2 id="status">Status</h2>
        <p data-status={batch.status}>
          <strong>{BATCH_WORDS[batch.status]}</strong>
          {processing && <span> (this page updates itself)</span>}
        </p>
        <dl class="figures">
          <div><dt>Orders</dt><dd class="num" data-count="orders">{batch.counts.orders}</dd></div>
          <div><dt>Pending</dt><dd class="num" data-count="pending">{batch.counts.pending}</dd></div>
          <div><dt>Fulfilled</dt><dd class="num" data-count="fulfilled">{batch.counts.fulfilled}</dd></div>
          <div><dt>Failed</dt><dd class="num" data-count="failed">{batch.counts.failed}</dd></div>
          <div><dt>Total</dt><dd class="num" data-total={batch.total.amount}>{money(batch.total)}</dd></div>
          <div><dt>Created</dt><dd>{utc(batch.created_at)}</dd></div>
          {batch.completed_at && <div><dt>Completed</dt><dd>{utc(batch.completed_at)}</dd></div>}
        </dl>
        <progress value={batch.counts.orders - batch.counts.pending} max={batch.counts.orders} aria-label="Orders resolved"></progress>
        <p><a href={`${batchPath(batch.id)}/orders.csv`} download>Download CSV</a> (one row per order: its product, the traveller's email as uploaded, the eSIM's ICCID, LPA and install page, its destination, price and your reference)</p>
      </section>
      <section aria-labelledby="orders">
        <h2 id="orders">Orders</h2>
        <TableBox label="The batch's orders">
          <table class="stack">
            <thead>
              <tr><th scope="col">Product</th><th scope="col">Status</th><th scope="col" class="num">Price</th></tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr data-order={o.id} data-order-status={o.status}>
                  <OrderCells order={o} name={names.get(o.offer_id)} />
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      </section>
      <p><a href="/dashboard/batches">All batches</a> · <a href="/dashboard/orders">All orders</a></p>
    </Layout>
  );
}

function notFound(c: Context<AppEnv>, me: Current, failure: PageFailure) {
  return c.html(<BatchesPage me={me} error={failure} />, failure.status);
}

export function registerBatchPages(app: App): void {
  app.get("/dashboard/batches", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    const cursor = c.req.query("cursor") || undefined;
    const list = await attempt(
      () => listOf<Batch>(c.env, pageAccount(c.env, me), "order_batches", { limit: LIST_PAGE, cursor }, {}, (stub, ref, req) => stub.orderBatches(ref, req)) as Promise<ListEnvelope<Batch>>,
    );
    if (!list.ok) return notFound(c, me, list.failure);
    return c.html(<BatchesPage me={me} list={list.value} cursor={cursor} />);
  });

  app.get("/dashboard/batches/:id/status.json", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    const batch = await readBatch(c.env, me, c.req.param("id"));
    if (!batch.ok) return c.json({ error: { code: batch.failure.code, message: batch.failure.message } }, batch.failure.status);
    return c.json({ id: batch.value.id, status: batch.value.status, progress: progressOf(batch.value) });
  });

  app.get("/dashboard/batches/:id/orders.csv", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    const csv = await attempt(() => batchCsvResponse(pageAccount(c.env, me), c.req.param("id")));
    if (!csv.ok) return notFound(c, me, csv.failure);
    return csv.value;
  });

  app.get("/dashboard/batches/:id", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    const id = c.req.param("id");
    const batch = await readBatch(c.env, me, id);
    if (!batch.ok) return notFound(c, me, batch.failure);
    const orders = await batchOrders(c.env, me, id);
    return c.html(<BatchPage me={me} batch={batch.value} orders={orders} names={await productNames(c.env, me, orders)} />);
  });
}
