/** @jsxImportSource hono/jsx */
// GET /dashboard/catalog: the chosen mode's offers, filtered by country and category and priced in
// a display currency by the very list GET /v1/offers answers (`listOffers`: the same filters, the
// same indicative rate, the same cursors), each with a Buy form. The Buy form is a money form: its
// key, minted when the page is rendered, becomes the IdempotencyKey of POST /v1/quotes, and the
// purchase runs that route's own step (`createQuote`), so buying here is buying through the API
// and a double submit makes one quote and one order. A wallet purchase lands on its order's page;
// any other payment source shows where to send the money. An eSIM's quantity above one buys
// through POST /v1/order_batches' own step (`createOrderBatch`, one item of that many, wallet
// only) under the same form key and lands on the batch's page. Every role reads; buying needs
// `orders.buy` (owners, developers), and anyone else's post is 403 with nothing changed.
import type { Context } from "hono";
import { raw } from "hono/html";
import type { z } from "@hono/zod-openapi";
import type { AppEnv, App } from "../../http/context";
import { validate } from "../../http/validation";
import { can } from "../../domain/roles";
import { minorUnits } from "../../rates/ecb";
import { qrSvg } from "../../lib/qr";
import { listOffers, ListOffersQuerySchema } from "../../routes/offers/list";
import { CreateQuoteBody, createQuote, SOURCES } from "../../routes/quotes/create";
import type { QuoteSchema } from "../../routes/quotes/schemas";
import { createOrderBatch } from "../../routes/order-batches/create";
import { BATCH_LIMITS, CreateOrderBatchBody, type OrderBatchSchema } from "../../routes/order-batches/schemas";
import { batchPath } from "./batches";
import { BUY_SEVERAL_PATH } from "./buy-several";
import { IdCopy, productNames } from "../names";
import { inWords, type FormWords } from "../form-words";
import { phoneFromTyped } from "../../lib/phone";
import type { OfferView } from "../../offers/view";
import { CategoryFilter } from "../filters";
import { money, utc } from "../format";
import { Csrf, Layout, Notice } from "../layout";
import { formIdempotency, MoneyFormFields } from "../money-form";
import { attempt, storedValue, type PageFailure } from "../own";
import { onSignedInForm, requireMe, type Current } from "../session";

type Quote = z.infer<typeof QuoteSchema>;
type Batch = z.infer<typeof OrderBatchSchema>;
type Filters = { category?: string; country?: string; display_currency?: string; cursor?: string };

/** The API's largest page: the sandbox catalog fits on one. */
const PAGE_SIZE = 100;
export const BUY_PATH = "/dashboard/catalog/buy";

const mayBuy = (me: Current) => can(me.account.role, "orders.buy");

const SOURCE_LABELS: Record<(typeof SOURCES)[number], string> = {
  wallet: "Wallet (paid at once)",
  lightning: "Lightning (BOLT11 invoice)",
  usdt: "USDT",
  usdc: "USDC",
  bank_transfer: "Bank transfer",
};

/** An amount in a currency's minor units, written by string arithmetic ("JPY 1,234", "EUR 12.30"). */
function displayMoney(amount: number, currency: string): string {
  const digits = minorUnits(currency);
  if (digits === 2) return money({ amount, currency });
  const s = String(Math.abs(amount)).padStart(digits + 1, "0");
  const whole = s.slice(0, s.length - digits).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${currency} ${amount < 0 ? "-" : ""}${whole}${digits ? `.${s.slice(s.length - digits)}` : ""}`;
}

function dataText(o: OfferView): string {
  return o.data.unlimited ? "Unlimited data" : o.category === "esim" ? `${o.data.amount} ${o.data.unit}` : "Airtime";
}

function BuyForm(props: { me: Current; offer: OfferView }) {
  const { me, offer } = props;
  const id = offer.id;
  return (
    <form method="post" action={BUY_PATH} class="buy">
      <Csrf me={me} />
      <MoneyFormFields me={me} />
      <input type="hidden" name="offer_id" value={id} />
      {offer.requires_destination && (
        <>
          <label>
            Phone number to top up
            <input name="destination" type="tel" autocomplete="off" required placeholder="+52 55 1234 5678" aria-describedby={`destination-hint-${id}`} />
          </label>
          <small id={`destination-hint-${id}`}>With its country code, as you would write it: +52 55 1234 5678.</small>
        </>
      )}
      {offer.category === "esim" && (
        <>
          <label>
            Quantity
            <input name="quantity" type="number" min={1} max={BATCH_LIMITS.quantity} value="1" required aria-describedby={`quantity-hint-${id}`} />
          </label>
          <small id={`quantity-hint-${id}`}>More than one is bought as an order batch, paid from the wallet.</small>
        </>
      )}
      <label>
        Pay with
        <select name="payment_source">{SOURCES.map((s) => <option value={s}>{SOURCE_LABELS[s]}</option>)}</select>
      </label>
      <button type="submit" aria-label={`Buy ${offer.name}`}>Buy</button>
    </form>
  );
}

type OfferPage = Awaited<ReturnType<typeof attempt<Awaited<ReturnType<typeof listOffers>>>>>;

/** One page of the catalog through GET /v1/offers' own list; a bad filter or cursor is the API's 400. */
const offerPage = (env: Env, me: Current, filters: Filters): Promise<OfferPage> =>
  attempt(() => listOffers(env, me.mode, validate(ListOffersQuerySchema, { ...filters, limit: String(PAGE_SIZE) })));

async function CatalogPage(props: { c: Context<AppEnv>; me: Current; filters: Filters; offers?: OfferPage; error?: PageFailure }) {
  const { c, me, filters } = props;
  const read = props.offers ?? (await offerPage(c.env, me, filters));
  const list = read.ok ? read.value : null;
  const error = props.error ?? (read.ok ? undefined : inWords(read.failure, FILTER_WORDS));
  const buy = mayBuy(me);
  const keep = new URLSearchParams(Object.entries({ category: filters.category, country: filters.country, display_currency: filters.display_currency }).filter((e): e is [string, string] => !!e[1]));
  return (
    <Layout title="Catalog" me={me}>
      <h1>Catalog</h1>
      {buy && (
        <p>
          Buying many at once, for a group? <a href={`${BUY_SEVERAL_PATH}${keep.size ? `?${keep}` : ""}`}>Buy several</a> from a CSV: its template lists the
          offers shown here.
        </p>
      )}
      {error && <Notice error>{error.message}</Notice>}
      <form method="get" action="/dashboard/catalog" class="filters">
        <fieldset class="grid">
          <CategoryFilter chosen={filters.category} />
          <label>
            Country (2 letters)
            <input name="country" value={filters.country ?? ""} maxlength={2} placeholder="JP" autocomplete="off" />
          </label>
          <label>
            Display currency
            <input name="display_currency" value={filters.display_currency ?? ""} maxlength={3} placeholder="EUR" autocomplete="off" />
          </label>
        </fieldset>
        <button type="submit" class="secondary">Filter</button>
      </form>
      {!buy && <p>Your role ({me.account.role}) can see the catalog but not buy.</p>}
      {list && list.data.length === 0 && <p>No offers match.</p>}
      {list && list.data.length > 0 && (
        <div class="offers">
          {list.data.map((o) => (
            <article class="offer" data-offer={o.id} data-category={o.category}>
              <header>
                <h2 class="offer-name">{o.name}</h2>
                <small>{o.category === "esim" ? "eSIM" : "Mobile top-up"} · {o.coverage.countries.join(", ")}</small>
                <br />
                <IdCopy id={o.id} what="offer" />
              </header>
              <p>
                {dataText(o)}{o.validity_days ? ` · ${o.validity_days} days` : ""}
              </p>
              <p class="num">
                <strong data-price={o.price.amount}>{money(o.price)}</strong>
                {o.display && <span data-display={o.display.currency}> (about {displayMoney(o.display.amount, o.display.currency)}, indicative)</span>}
              </p>
              {buy && <BuyForm me={me} offer={o} />}
            </article>
          ))}
        </div>
      )}
      <p>
        {filters.cursor && <a href={`/dashboard/catalog?${keep}`}>First offers</a>}{filters.cursor && list?.next_cursor && " · "}
        {list?.next_cursor && <a href={`/dashboard/catalog?${new URLSearchParams([...keep, ["cursor", list.next_cursor]])}`}>More offers</a>}
      </p>
    </Layout>
  );
}

/** Where to send the money for a quote not paid from the wallet. */
function QuotePage(props: { me: Current; quote: Quote; name: string | undefined }) {
  const { me, quote } = props;
  const ln = quote.payment.lightning;
  return (
    <Layout title="Pay for the quote" me={me}>
      <h1>Pay for {props.name ?? "the quote"}</h1>
      <p class="ids">
        <span>Quote <IdCopy id={quote.id} what="quote" /></span> <span>Offer <IdCopy id={quote.offer_id} what="offer" /></span>
      </p>
      <p data-quote={quote.id}>
        {money(quote.price)}, valid until {utc(quote.expires_at)}. The order is created when the money arrives; it then appears under{" "}
        <a href="/dashboard/orders">Orders</a>.
      </p>
      {ln && (
        <article>
          <h2>Lightning invoice</h2>
          <p>{ln.amount_sats.toLocaleString("en-US")} sats, until {utc(ln.expires_at)}.</p>
          <div class="secret">
            <code id="bolt11">{ln.bolt11}</code>
            <button type="button" data-copy="bolt11" aria-label="Copy the invoice">Copy</button>
          </div>
          <div class="qr" role="img" aria-label="QR code of the Lightning invoice">{raw(qrSvg(ln.bolt11.toUpperCase()))}</div>
        </article>
      )}
      {quote.payment.destinations.map((d, i) => {
        const text =
          d.type === "bank_account"
            ? [["Bank", d.bank_name], ["Account name", d.account_name], ["Account number", d.account_number], ["Routing number", d.routing_number], ["Reference", d.reference]].filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`).join("\n")
            : (d.address ?? "");
        return (
          <article class="destination">
            <h2>{d.type === "bank_account" ? "Bank transfer" : `${d.asset} on ${d.network}`}</h2>
            <p>
              Send exactly {quote.payment.asset_amount ? `${quote.payment.asset_amount} ${quote.payment.asset}` : money(quote.payment.amount)}
              {d.type === "bank_account" ? ", quoting the reference." : ` on the ${d.network} network only.`}
            </p>
            <div class="secret">
              <code id={`pay-${i}`}>{text}</code>
              <button type="button" data-copy={`pay-${i}`} aria-label="Copy the payment details">Copy</button>
            </div>
            <div class="qr" role="img" aria-label="QR code of the payment details">{raw(qrSvg(text))}</div>
          </article>
        );
      })}
    </Layout>
  );
}

/**
 * The Buy form's fields as the body POST /v1/quotes would get (an empty number is no number): a
 * number typed with spaces, dots, dashes or brackets is sent in E.164, anything else as typed for
 * the step to refuse.
 */
function quoteBody(f: Record<string, string>) {
  return {
    offer_id: f.offer_id,
    payment_source: f.payment_source,
    ...(f.destination ? { destination: phoneFromTyped(f.destination) ?? f.destination.trim() } : {}),
  };
}

/** The catalog's filter in words. */
const FILTER_WORDS: FormWords = {
  category: { label: "Category", fix: "choose All, eSIM or Mobile top-up." },
  country: { label: "Country", fix: "enter the country's two letters, like JP for Japan." },
  display_currency: { label: "Display currency", fix: (f) => (f.code === "unsupported_display_currency" ? "we have no rate for that currency: enter another code, such as EUR, or leave it empty for USD alone." : "enter a three-letter currency code, like EUR.") },
  cursor: { label: "The page link", fix: "it has expired: start again from the first offers." },
};

/** The Buy form's fields in words (form-words.ts); a quantity above one is the batch step's item 0. */
const BUY_WORDS: FormWords = {
  offer_id: { label: "Offer" },
  "items[0].offer_id": { label: "Offer" },
  "items[0]": { label: "Offer" },
  destination: {
    label: "Phone number to top up",
    fix: (f) => {
      const only = /number in ([A-Z, ]+) for this offer/.exec(f.message)?.[1];
      if (only) return `enter a number of ${only}: this offer tops up numbers there only.`;
      if (f.code === "parameter_missing") return "enter the number to top up, with its country code, like +52 55 1234 5678.";
      return "enter the number with its country code, like +52 55 1234 5678.";
    },
  },
  quantity: { label: "Quantity", fix: `enter a whole number from 1 to ${BATCH_LIMITS.quantity}.` },
  "items[0].quantity": { label: "Quantity", fix: `enter a whole number from 1 to ${BATCH_LIMITS.quantity}.` },
  payment_source: {
    label: "Pay with",
    fix: (f, said) => (f.code === "payment_source_unavailable" ? `${said.replace(/^paying by \w+/i, "paying this way")} Choose another way to pay.` : "choose how to pay: more than one is paid from the wallet."),
  },
};

/**
 * The Buy form with a quantity as the body POST /v1/order_batches would get: one item of that
 * many. The quantity is a number when it is digits, else given as typed for the API's schema to
 * refuse, and the payment source as chosen (only the wallet pays a batch).
 */
function batchBody(f: Record<string, string>) {
  const q = f.quantity!.trim();
  return {
    payment_source: f.payment_source,
    items: [{ offer_id: f.offer_id, quantity: /^\d{1,6}$/.test(q) ? Number(q) : q }],
  };
}

export function registerCatalogPage(app: App): void {
  app.get("/dashboard/catalog", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    const q = c.req.query();
    const filters: Filters = {};
    for (const k of ["category", "country", "display_currency", "cursor"] as const) if (q[k]) filters[k] = q[k].trim();
    const offers = await offerPage(c.env, me, filters);
    return c.html(<CatalogPage c={c} me={me} filters={filters} offers={offers} />, offers.ok ? 200 : offers.failure.status);
  });

  onSignedInForm(app, BUY_PATH, async (c, me, f) => {
    if (!mayBuy(me)) {
      return c.html(<CatalogPage c={c} me={me} filters={{}} error={{ status: 403, message: `Your role (${me.account.role}) cannot buy.`, code: "forbidden" }} />, 403);
    }
    // more than one of an eSIM: the batch step, one item of that many, landing on the batch's page
    if (f.quantity && f.quantity.trim() !== "1") {
      const batch = await attempt(async () => {
        const input = batchBody(f);
        const body = validate(CreateOrderBatchBody, input);
        const idem = await formIdempotency(f, me, "/v1/order_batches", input);
        return storedValue<Batch>(await createOrderBatch(c.env, { accountId: me.account.id, mode: me.mode }, idem, body));
      });
      if (!batch.ok) return c.html(<CatalogPage c={c} me={me} filters={{}} error={inWords(batch.failure, BUY_WORDS)} />, batch.failure.status);
      return c.redirect(batchPath(batch.value.id), 303);
    }
    const done = await attempt(async () => {
      const input = quoteBody(f);
      const body = validate(CreateQuoteBody, input);
      const idem = await formIdempotency(f, me, "/v1/quotes", input);
      // a replayed refusal is the API's error again
      return storedValue<Quote>(await createQuote(c.env, { accountId: me.account.id, mode: me.mode }, idem, body));
    });
    if (!done.ok) return c.html(<CatalogPage c={c} me={me} filters={{}} error={inWords(done.failure, BUY_WORDS)} />, done.failure.status);
    const quote = done.value;
    if (quote.order_id) return c.redirect(`/dashboard/orders/${quote.order_id}`, 303);
    return c.html(<QuotePage me={me} quote={quote} name={(await productNames(c.env, me, [quote])).get(quote.offer_id)} />);
  });
}
