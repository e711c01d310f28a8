/** @jsxImportSource hono/jsx */
// GET /dashboard/buy-several: buy many offers at once from a CSV with the header
// `offer_id,quantity,destination,email,reference` (email: the item's customer.email; reference:
// its metadata.reference), one row per item of an order batch. **Download a CSV template**
// (GET /dashboard/buy-several/template.csv, with the Catalog's filter: category and country)
// lists the offers the Catalog shows for that filter, read by GET /v1/offers' own list, as
// `offer_id,name,price,quantity,destination,email,reference` with the last four empty; its own
// upload reads it as it is: the name and price columns are for people, and in a file that has
// them (the template) a row whose quantity is left empty is an offer not chosen and is left out
// (in the short form an empty quantity is 1). POST /dashboard/buy-several/preview (a multipart
// form with the file, or the CSV pasted) reads the rows into the items POST /v1/order_batches
// takes (a phone number as people type it is sent in E.164) and checks each by the batch step's
// own checks (`checkEachItem`: the item's schema, the offer, a top-up's number, the customer), so
// each row shows the step's refusal in the page's words (form-words.ts: its column's name and how
// to put it right); the total and the Pay from wallet form follow, the parsed items in a hidden
// field and the form's idempotency key minted with it. POST /dashboard/buy-several/pay runs
// `createOrderBatch` under that key (a double post makes one batch) and lands on the batch's
// page. Every role reads the page and downloads the template; previewing and paying need
// `orders.buy`, anyone else's post is 403 with nothing done.
import type { Context } from "hono";
import type { z } from "@hono/zod-openapi";
import type { App, AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validation";
import { can } from "../../domain/roles";
import { CsvError, parseCsv } from "../../lib/csv-parse";
import { checkEachItem, checkPurchaseCount, createOrderBatch } from "../../routes/order-batches/create";
import { BATCH_LIMITS, CreateOrderBatchBody, type OrderBatchSchema } from "../../routes/order-batches/schemas";
import { csvLine } from "../../lib/csv";
import { phoneFromTyped } from "../../lib/phone";
import { offerLabel } from "../../offers/catalog";
import { listOffers, ListOffersQuerySchema } from "../../routes/offers/list";
import { money } from "../format";
import { inWords, type FormWords } from "../form-words";
import { Csrf, Layout, Notice, TableBox } from "../layout";
import { Named, productNames } from "../names";
import { formIdempotency, MoneyFormFields } from "../money-form";
import { attempt, storedValue, type PageFailure } from "../own";
import { onSignedInForm, requireMe, type Current } from "../session";

type Batch = z.infer<typeof OrderBatchSchema>;

export const BUY_SEVERAL_PATH = "/dashboard/buy-several";
export const PREVIEW_PATH = `${BUY_SEVERAL_PATH}/preview`;
export const PAY_PATH = `${BUY_SEVERAL_PATH}/pay`;
export const TEMPLATE_PATH = `${BUY_SEVERAL_PATH}/template.csv`;
export const CSV_COLUMNS = ["offer_id", "quantity", "destination", "email", "reference"] as const;
/** The template's columns: the item's, with the offer's name and price for people to read (ignored on upload). */
export const TEMPLATE_COLUMNS = ["offer_id", "name", "price", "quantity", "destination", "email", "reference"] as const;
const FOR_PEOPLE = ["name", "price"];

/** The template's filter in words (the Catalog's own). */
const TEMPLATE_WORDS: FormWords = {
  category: { label: "Category", fix: "choose All, eSIM or Mobile top-up on the Catalog, then Buy several again." },
  country: { label: "Country", fix: "enter the country's two letters on the Catalog, like JP for Japan, then Buy several again." },
};

/** Each column of a row in words: the preview's headings, and the labels of a row's refusal. */
const COLUMN_WORDS: Record<(typeof CSV_COLUMNS)[number], string> = {
  offer_id: "Offer",
  quantity: "Quantity",
  destination: "Phone number",
  email: "Traveller email",
  reference: "Reference",
};

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

/** What a row's cell names to a person; the leading apostrophe our own CSV files put before a `+` is not part of it. */
const cellText = (cell: string | undefined) => (cell ?? "").trim().replace(/^'(?=[+=@-])/, "");

/**
 * The CSV's rows as order batch items; a file that is no CSV of these columns throws the reason.
 * A file with the template's name column (the template) leaves out rows whose quantity is empty.
 */
export function rowsOf(text: string): Row[] {
  let table: string[][];
  try {
    table = parseCsv(text);
  } catch (e) {
    if (e instanceof CsvError) throw new ApiError("parameter_invalid", `The file could not be read as CSV: ${e.message}`, "csv");
    throw e;
  }
  const [header, ...body] = table;
  if (!header) throw new ApiError("parameter_missing", `The file is empty: its first line is the header ${CSV_COLUMNS.join(",")}.`, "csv");
  const names = header.map((h) => h.trim().toLowerCase());
  const unknown = names.filter((n) => !(CSV_COLUMNS as readonly string[]).includes(n) && !FOR_PEOPLE.includes(n));
  if (unknown.length || !names.includes("offer_id")) {
    throw new ApiError(
      "parameter_invalid",
      `The file's first line must be the header ${CSV_COLUMNS.join(",")} (or the template's, ${TEMPLATE_COLUMNS.join(",")})${unknown.length ? `; it has ${unknown.join(", ")}` : ""}. Download the template to start from one.`,
      "csv",
    );
  }
  const template = names.includes("name");
  const rows = body
    .map((cells, i) => ({ line: i + 2, cells: Object.fromEntries(CSV_COLUMNS.map((k) => [k, cellText(cells[names.indexOf(k)])])) as Row["cells"] }))
    .filter((r) => !(template && r.cells.quantity === ""));
  if (rows.length === 0) {
    throw new ApiError("parameter_missing", template ? "No row has a quantity: fill in the quantity of each offer to buy, and leave the others empty." : "The file has a header but no rows.", "csv");
  }
  if (rows.length > BATCH_LIMITS.items) throw new ApiError("parameter_invalid", `A batch takes at most ${BATCH_LIMITS.items} rows; this file has ${rows.length}.`, "csv");
  return rows.map(({ line, cells: c }) => {
    const item: Record<string, unknown> = { offer_id: c.offer_id };
    if (c.quantity) item.quantity = quantityOf(c.quantity);
    if (c.destination) item.destination = phoneFromTyped(c.destination) ?? c.destination;
    if (c.email) item.customer = { email: c.email };
    if (c.reference) item.metadata = { reference: c.reference };
    return { line, cells: c, item };
  });
}

/** A row's refusal in words: the column's name and how to put it right (the step names the item's own fields). */
const ROW_WORDS: FormWords = {
  offer_id: { label: COLUMN_WORDS.offer_id, fix: (f, said) => (f.code === "resource_not_found" ? "no offer has this id: copy it from the Catalog or the template." : said) },
  quantity: { label: COLUMN_WORDS.quantity, fix: (f, said) => (/top-up/.test(f.message) ? "a top-up is bought once a row: list each number on a row of its own." : `enter a whole number from 1 to ${BATCH_LIMITS.quantity}.`) },
  destination: {
    label: COLUMN_WORDS.destination,
    fix: (f) => {
      const only = /number in ([A-Z, ]+) for this offer/.exec(f.message)?.[1];
      if (only) return `enter a number of ${only}: this offer tops up numbers there only.`;
      if (/takes no destination/.test(f.message)) return "leave it empty: an eSIM is not bought for a phone number.";
      if (f.code === "parameter_missing") return "a top-up needs the number to top up, with its country code, like +52 55 1234 5678.";
      return "enter the number with its country code, like +52 55 1234 5678.";
    },
  },
  "customer.email": { label: COLUMN_WORDS.email, fix: (f) => (/eSIM offer/.test(f.message) ? "leave it empty: only an eSIM is sent to a traveller." : "enter an email address, like ana@example.com.") },
  customer: { label: COLUMN_WORDS.email, fix: "enter an email address, like ana@example.com." },
  "metadata.reference": { label: COLUMN_WORDS.reference, fix: "use at most 500 characters." },
  metadata: { label: COLUMN_WORDS.reference, fix: "use at most 500 characters." },
};

/** The column a refusal's field belongs to (the row's data-error-field). */
const COLUMN_OF: Record<string, string> = { "customer.email": "email", customer: "email", "metadata.reference": "reference", metadata: "reference" };

/** Checks every row by the batch step's own checks; each row gets its refusal or its price. */
async function checkRows(env: Env, me: Current, rows: Row[]): Promise<Row[]> {
  const outcomes = await checkEachItem(env, { accountId: me.account.id, mode: me.mode }, rows.map((r) => r.item));
  return rows.map((row, i) => {
    const o = outcomes[i]!;
    if (o.ok) return { ...row, price: o.checked.offer.priceCents * ((row.item.quantity as number | undefined) ?? 1) };
    const param = o.error.param ?? "row";
    const failure = inWords({ status: o.error.status, code: o.error.code, message: o.error.message, param }, ROW_WORDS);
    return { ...row, error: { field: COLUMN_OF[param] ?? param, message: failure.message } };
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
        The template as downloaded above, with a quantity on each offer to buy; or a file of your own whose first line is <code>{CSV_COLUMNS.join(",")}</code>.
        One row per item, at most {BATCH_LIMITS.items} rows and {BATCH_LIMITS.purchases} purchases. Quantity 1 to {BATCH_LIMITS.quantity} for an eSIM (in a file of your own, empty
        means 1), always 1 for a top-up, which needs the phone number to top up, with its country code. Email: the traveller the eSIM is sent to. Reference: your own, kept on each order.
      </small>
      <label>
        Or paste the CSV
        <textarea name="csv_text" rows={6} placeholder={`${CSV_COLUMNS.join(",")}\noff_…,2,,traveller@example.com,tour-17`}></textarea>
      </label>
      <button type="submit">Check the rows</button>
    </form>
  );
}

/** The Catalog's filter the template follows (what the Catalog's Buy several link carries). */
type TemplateFilter = { category?: string; country?: string };

function filterQuery(f: TemplateFilter): string {
  const q = new URLSearchParams(Object.entries(f).filter((e): e is [string, string] => !!e[1]));
  return q.size ? `?${q}` : "";
}

function BuySeveralPage(props: { me: Current; rows?: Row[]; names?: Map<string, string>; filter?: TemplateFilter; error?: PageFailure }) {
  const { me, rows } = props;
  const names = props.names ?? new Map<string, string>();
  const filter = props.filter ?? {};
  const buy = mayBuy(me);
  const faults = rows?.filter((r) => r.error).length ?? 0;
  const total = rows?.reduce((n, r) => n + (r.price ?? 0), 0) ?? 0;
  const purchases = rows?.reduce((n, r) => n + (typeof r.item.quantity === "number" ? r.item.quantity : 1), 0) ?? 0;
  const filtered = [filter.category === "esim" ? "eSIMs" : filter.category === "mobile_topup" ? "mobile top-ups" : null, filter.country ? `for ${filter.country.toUpperCase()}` : null].filter(Boolean).join(" ");
  return (
    <Layout title="Buy several" me={me}>
      <h1>Buy several</h1>
      <p>
        Buy many offers at once from a CSV, paid from the wallet as one order batch: every row is checked first, and either every purchase is made or none.
        The <a href="/dashboard/catalog">Catalog</a> shows each offer's id with a Copy button; earlier purchases are under <a href="/dashboard/batches">Batches</a>.
      </p>
      <p>
        <a href={`${TEMPLATE_PATH}${filterQuery(filter)}`} download>Download a CSV template</a> of the offers {filtered ? `the Catalog shows (${filtered})` : "in the Catalog"}: each offer's id,
        name and price, and empty quantity, phone number, traveller email and reference columns. Fill in the quantity of each offer to buy (copy a row for each
        traveller), then upload it as it is.
      </p>
      {props.error && <Notice error>{props.error.message}</Notice>}
      {!buy && <p>Your role ({me.account.role}) can see this page but not buy.</p>}
      {rows && (
        <section aria-labelledby="rows">
          <h2 id="rows">Rows</h2>
          <p data-faults={faults}>{faults ? `${faults} of ${rows.length} rows ${faults === 1 ? "is" : "are"} refused: correct the file and check it again. Nothing was bought.` : `${rows.length} rows, ${purchases} purchases, all accepted.`}</p>
          <TableBox label="The file's rows">
            <table class="stack">
              <thead>
                <tr><th scope="col">Line</th>{CSV_COLUMNS.map((c) => <th scope="col">{COLUMN_WORDS[c]}</th>)}<th scope="col" class="num">Price</th><th scope="col">Check</th></tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr data-row={r.line} data-error-field={r.error?.field}>
                    <td data-label="Line">{r.line}</td>
                    {CSV_COLUMNS.map((c) => (
                      <td data-label={COLUMN_WORDS[c]}>{c === "offer_id" ? (r.cells.offer_id ? <Named name={names.get(r.cells.offer_id)} id={r.cells.offer_id} what="offer" /> : "") : r.cells[c]}</td>
                    ))}
                    <td data-label="Price" class="num">{r.price === undefined ? "" : money({ amount: r.price, currency: "USD" })}</td>
                    <td data-label="Check">{r.error ? <strong class="error">{r.error.message}</strong> : "OK"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
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

/** The Pay from wallet form's refusals in words: the batch step names an item's field (`items[3].destination`) or none. */
const PAY_WORDS: FormWords = {
  items: { label: "The rows", fix: (_f, said) => `${said} Check the file again.` },
};

/** The template's rows: the offers of the Catalog's filter (GET /v1/offers' own list), at most a batch's rows. */
async function templateCsv(env: Env, me: Current, filter: TemplateFilter): Promise<string> {
  const query = validate(ListOffersQuerySchema, { ...filter, limit: String(BATCH_LIMITS.items) });
  const { data } = await listOffers(env, me.mode, query);
  let out = csvLine([...TEMPLATE_COLUMNS]);
  for (const o of data) out += csvLine([o.id, offerLabel({ name: o.name, category: o.category, validityDays: o.validity_days }), money(o.price), "", "", "", ""]);
  return out;
}

const filterOf = (q: Record<string, string>): TemplateFilter => ({ ...(q.category ? { category: q.category.trim() } : {}), ...(q.country ? { country: q.country.trim() } : {}) });

export function registerBuySeveralPage(app: App): void {
  app.get(BUY_SEVERAL_PATH, async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    return c.html(<BuySeveralPage me={me} filter={filterOf(c.req.query())} />);
  });

  app.get(TEMPLATE_PATH, async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    const filter = filterOf(c.req.query());
    const csv = await attempt(() => templateCsv(c.env, me, filter));
    if (!csv.ok) return c.html(<BuySeveralPage me={me} error={inWords(csv.failure, TEMPLATE_WORDS)} />, csv.failure.status);
    return c.body(csv.value, 200, { "content-type": "text/csv; charset=utf-8", "content-disposition": 'attachment; filename="buy-several-template.csv"' });
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
    if (!done.ok) return c.html(<BuySeveralPage me={me} error={inWords(done.failure, PAY_WORDS)} />, done.failure.status);
    const names = await productNames(c.env, me, done.value.map((r) => ({ offer_id: r.cells.offer_id })).filter((r) => r.offer_id.startsWith("off_")));
    return c.html(<BuySeveralPage me={me} rows={done.value} names={names} />);
  });

  onSignedInForm(app, PAY_PATH, async (c, me, f) => {
    if (!mayBuy(me)) return refused(c, me);
    const done = await attempt(async () => {
      let items: unknown;
      try {
        items = JSON.parse(f.items ?? "");
      } catch {
        throw new ApiError("parameter_invalid", "The form's rows could not be read: check the file again.", "items");
      }
      const input = { payment_source: "wallet", items };
      const body = validate(CreateOrderBatchBody, input);
      const idem = await formIdempotency(f, me, "/v1/order_batches", input);
      return storedValue<Batch>(await createOrderBatch(c.env, { accountId: me.account.id, mode: me.mode }, idem, body));
    });
    if (!done.ok) return c.html(<BuySeveralPage me={me} error={inWords(done.failure, PAY_WORDS)} />, done.failure.status);
    return c.redirect(`/dashboard/batches/${done.value.id}`, 303);
  });
}
