/** @jsxImportSource hono/jsx */
// GET /dashboard/buy-several: buy many offers at once from a CSV with the header
// `offer_id,quantity,destination,email,reference` (email: the item's customer.email; reference:
// its metadata.reference), one row per item of an order batch. POST /dashboard/buy-several/preview
// (a multipart form with the file, or the CSV pasted) reads the rows into the items
// POST /v1/order_batches takes and checks each by the batch step's own checks (`checkEachItem`:
// the item's schema, the offer, a top-up's number, the customer), so each row shows the API's
// refusal with its field; the total and the Pay from wallet form follow, the parsed items in a
// hidden field and the form's idempotency key minted with it. POST /dashboard/buy-several/pay runs
// `createOrderBatch` under that key (a double post makes one batch) and lands on the batch's
// page. Every role reads the page; previewing and paying need `orders.buy`, anyone else's post
// is 403 with nothing done.
import type { Context } from "hono";
import type { z } from "@hono/zod-openapi";
import type { App, AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validation";
import { can } from "../../domain/roles";
import { CsvError, parseCsv } from "../../lib/csv-parse";
import { checkEachItem, checkPurchaseCount, createOrderBatch } from "../../routes/order-batches/create";
import { BATCH_LIMITS, CreateOrderBatchBody, type OrderBatchSchema } from "../../routes/order-batches/schemas";
import { money } from "../format";
import { Csrf, Layout, Notice } from "../layout";
import { formIdempotency, MoneyFormFields } from "../money-form";
import { attempt, storedValue, type PageFailure } from "../own";
import { onSignedInForm, requireMe, type Current } from "../session";

type Batch = z.infer<typeof OrderBatchSchema>;

export const BUY_SEVERAL_PATH = "/dashboard/buy-several";
export const PREVIEW_PATH = `${BUY_SEVERAL_PATH}/preview`;
export const PAY_PATH = `${BUY_SEVERAL_PATH}/pay`;
export const CSV_COLUMNS = ["offer_id", "quantity", "destination", "email", "reference"] as const;

const mayBuy = (me: Current) => can(me.account.role, "orders.buy");

/** One CSV row: its line's cells, the item it makes, and (after the check) its refusal or price. */
interface Row {
  line: number;
  cells: Record<(typeof CSV_COLUMNS)[number], string>;
  item: Record<string, unknown>;
  error?: { field: string; message: string };
  price?: number;
}

/** A cell as the API's number: digits are a number, anything else is passed as given for the schema to refuse. */
const quantityOf = (cell: string): unknown => (/^\d{1,6}$/.test(cell) ? Number(cell) : cell);

/** The CSV's rows as order batch items; a file that is no CSV of these columns throws the reason. */
export function rowsOf(text: string): Row[] {
  let table: string[][];
  try {
    table = parseCsv(text);
  } catch (e) {
    if (e instanceof CsvError) throw new ApiError("parameter_invalid", e.message, "csv");
    throw e;
  }
  const [header, ...body] = table;
  if (!header) throw new ApiError("parameter_missing", "The CSV is empty: its first line is the header offer_id,quantity,destination,email,reference.", "csv");
  const names = header.map((h) => h.trim().toLowerCase());
  const unknown = names.filter((n) => !(CSV_COLUMNS as readonly string[]).includes(n));
  if (unknown.length || !names.includes("offer_id")) {
    throw new ApiError("parameter_invalid", `The CSV's first line must be the header ${CSV_COLUMNS.join(",")}${unknown.length ? `; it has ${unknown.join(", ")}` : ""}.`, "csv");
  }
  if (body.length === 0) throw new ApiError("parameter_missing", "The CSV has a header but no rows.", "csv");
  if (body.length > BATCH_LIMITS.items) throw new ApiError("parameter_invalid", `A batch takes at most ${BATCH_LIMITS.items} items (rows); this CSV has ${body.length}.`, "csv");
  return body.map((cells, i) => {
    const c = Object.fromEntries(CSV_COLUMNS.map((k) => [k, (cells[names.indexOf(k)] ?? "").trim()])) as Row["cells"];
    const item: Record<string, unknown> = { offer_id: c.offer_id };
    if (c.quantity) item.quantity = quantityOf(c.quantity);
    if (c.destination) item.destination = c.destination;
    if (c.email) item.customer = { email: c.email };
    if (c.reference) item.metadata = { reference: c.reference };
    return { line: i + 2, cells: c, item };
  });
}

/** A refusal's field in the CSV's words. */
const FIELD_WORDS: Record<string, string> = { "customer.email": "email", "customer": "email", "metadata.reference": "reference", metadata: "reference" };

/** Checks every row by the batch step's own checks; each row gets its refusal or its price. */
async function checkRows(env: Env, me: Current, rows: Row[]): Promise<Row[]> {
  const outcomes = await checkEachItem(env, { accountId: me.account.id, mode: me.mode }, rows.map((r) => r.item));
  return rows.map((row, i) => {
    const o = outcomes[i]!;
    if (o.ok) return { ...row, price: o.checked.offer.priceCents * ((row.item.quantity as number | undefined) ?? 1) };
    const param = o.error.param ?? "row";
    return { ...row, error: { field: FIELD_WORDS[param] ?? param, message: o.error.message } };
  });
}

function UploadForm(props: { me: Current }) {
  return (
    <form method="post" action={PREVIEW_PATH} enctype="multipart/form-data">
      <Csrf me={props.me} />
      <label>
        CSV file
        <input type="file" name="csv_file" accept=".csv,text/csv" aria-describedby="csv-hint" />
      </label>
      <small id="csv-hint">
        First line <code>{CSV_COLUMNS.join(",")}</code>; one row per item, at most {BATCH_LIMITS.items} rows and {BATCH_LIMITS.purchases} purchases. Quantity 1 to {BATCH_LIMITS.quantity} for an
        eSIM (empty: 1), always 1 for a top-up, which needs its destination phone number. Email: the traveller the eSIM is sent to. Reference: your own, kept on each order.
      </small>
      <label>
        Or paste the CSV
        <textarea name="csv_text" rows={6} placeholder={`${CSV_COLUMNS.join(",")}\noff_…,2,,traveller@example.com,tour-17`}></textarea>
      </label>
      <button type="submit">Check the rows</button>
    </form>
  );
}

function BuySeveralPage(props: { me: Current; rows?: Row[]; error?: PageFailure }) {
  const { me, rows } = props;
  const buy = mayBuy(me);
  const faults = rows?.filter((r) => r.error).length ?? 0;
  const total = rows?.reduce((n, r) => n + (r.price ?? 0), 0) ?? 0;
  const purchases = rows?.reduce((n, r) => n + (typeof r.item.quantity === "number" ? r.item.quantity : 1), 0) ?? 0;
  return (
    <Layout title="Buy several" me={me}>
      <h1>Buy several</h1>
      <p>
        Buy many offers at once from a CSV, paid from the wallet as one order batch: every row is checked first, and either every purchase is made or none.
        The <a href="/dashboard/catalog">Catalog</a> lists the offers and their ids; earlier purchases are under <a href="/dashboard/batches">Batches</a>.
      </p>
      {props.error && <Notice error>{props.error.message}</Notice>}
      {!buy && <p>Your role ({me.account.role}) can see this page but not buy.</p>}
      {rows && (
        <section aria-labelledby="rows">
          <h2 id="rows">Rows</h2>
          <p data-faults={faults}>{faults ? `${faults} of ${rows.length} rows ${faults === 1 ? "is" : "are"} refused: correct the CSV and check it again. Nothing was bought.` : `${rows.length} rows, ${purchases} purchases, all accepted.`}</p>
          <div class="overflow-auto">
            <table class="stack">
              <thead>
                <tr><th scope="col">Line</th>{CSV_COLUMNS.map((c) => <th scope="col">{c}</th>)}<th scope="col" class="num">Price</th><th scope="col">Check</th></tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr data-row={r.line} data-error-field={r.error?.field}>
                    <td data-label="Line">{r.line}</td>
                    {CSV_COLUMNS.map((c) => <td data-label={c}>{c === "offer_id" ? <code>{r.cells[c]}</code> : r.cells[c]}</td>)}
                    <td data-label="Price" class="num">{r.price === undefined ? "" : money({ amount: r.price, currency: "USD" })}</td>
                    <td data-label="Check">{r.error ? <strong class="error">{r.error.field}: {r.error.message}</strong> : "OK"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {!faults && buy && (
            <form method="post" action={PAY_PATH}>
              <Csrf me={me} />
              <MoneyFormFields me={me} />
              <input type="hidden" name="items" value={JSON.stringify(rows.map((r) => r.item))} />
              <p>
                Total <strong data-total={total}>{money({ amount: total, currency: "USD" })}</strong> for {purchases} purchases, paid from the wallet at once.
              </p>
              <button type="submit">Pay from wallet</button>
            </form>
          )}
        </section>
      )}
      {buy && (
        <section aria-labelledby="upload">
          <h2 id="upload">{rows ? "Check another CSV" : "Upload a CSV"}</h2>
          <UploadForm me={me} />
        </section>
      )}
    </Layout>
  );
}

function refused(c: Context<AppEnv>, me: Current) {
  return c.html(<BuySeveralPage me={me} error={{ status: 403, message: `Your role (${me.account.role}) cannot buy.`, code: "forbidden" }} />, 403);
}

export function registerBuySeveralPage(app: App): void {
  app.get(BUY_SEVERAL_PATH, async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    return c.html(<BuySeveralPage me={me} />);
  });

  onSignedInForm(app, PREVIEW_PATH, async (c, me, f) => {
    if (!mayBuy(me)) return refused(c, me);
    // the form was parsed once for its token; hono keeps it, the file included
    const file = (await c.req.parseBody()).csv_file;
    const text = file instanceof File && file.size > 0 ? await file.text() : (f.csv_text ?? "");
    const done = await attempt(async () => {
      if (!text.trim()) throw new ApiError("parameter_missing", "Choose a CSV file or paste the CSV.", "csv");
      const rows = rowsOf(text);
      const checked = await checkRows(c.env, me, rows);
      if (!checked.some((r) => r.error)) checkPurchaseCount(checked.map((r) => r.item as { quantity?: number }));
      return checked;
    });
    if (!done.ok) return c.html(<BuySeveralPage me={me} error={done.failure} />, done.failure.status);
    return c.html(<BuySeveralPage me={me} rows={done.value} />);
  });

  onSignedInForm(app, PAY_PATH, async (c, me, f) => {
    if (!mayBuy(me)) return refused(c, me);
    const done = await attempt(async () => {
      let items: unknown;
      try {
        items = JSON.parse(f.items ?? "");
      } catch {
        throw new ApiError("parameter_invalid", "The form's rows could not be read: check the CSV again.", "items");
      }
      const input = { payment_source: "wallet", items };
      const body = validate(CreateOrderBatchBody, input);
      const idem = await formIdempotency(f, me, "/v1/order_batches", input);
      return storedValue<Batch>(await createOrderBatch(c.env, { accountId: me.account.id, mode: me.mode }, idem, body));
    });
    if (!done.ok) return c.html(<BuySeveralPage me={me} error={done.failure} />, done.failure.status);
    return c.redirect(`/dashboard/batches/${done.value.id}`, 303);
  });
}
