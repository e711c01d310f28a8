/** @jsxImportSource hono/jsx */
// GET /dashboard/orders: the chosen mode's orders, newest first, read through the same list as
// GET /v1/orders (the same account-object page and cursors). Status, category and refund state are
// filtered in the account object; a date range is applied here while walking that list, since the
// API's list has no date filter. GET /dashboard/orders/{id}: one order as GET /v1/orders/{id}
// answers it, its status in words, its deliverable (the eSIM's QR code drawn from its `lpa` by the
// Worker, Apple's install link and the public install page, and any install links of the supplier),
// its usage by the read behind GET /v1/orders/{id}/usage, its refund (refund.tsx) and the events
// whose data.object is this order. A pending order's page asks /dashboard/orders/{id}/status.json
// every few seconds (app.js) and swaps in the resolved page without a reload. Every role reads; the
// one thing these pages change is a refund request, POST /dashboard/orders/{id}/refund, which runs
// POST /v1/refunds' own step under the form's key (refund.tsx), so it refuses what the API refuses;
// the other is Send to traveller, POST /dashboard/orders/{id}/deliveries, which runs
// POST /v1/orders/{id}/deliveries' own step the same way, beside the messages sent for the order
// and their previews (send-to-traveller.tsx). The eSIM's own part (esim-panel.tsx, esim-actions.tsx):
// the status line that reads the truth, the eSIM's two states and the controls allowed now, whose
// forms POST /dashboard/orders/{id}/esim/{suspend|resume|revoke} run the API's own step; a refunded
// or revoked eSIM shows no QR code or install link. The events table holds the events about the
// order (its own, its refund's and its eSIM's). Orders filter by eSIM state too.
import type { Context } from "hono";
import { raw } from "hono/html";
import type { z } from "@hono/zod-openapi";
import type { App, AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { MAX_LIMIT, type ListEnvelope } from "../../http/pagination";
import { qrSvg } from "../../lib/qr";
import { listOf } from "../../routes/own-list";
import { orderUsage } from "../../routes/orders/retrieve-usage";
import type { OrderSchema } from "../../routes/orders/schemas";
import type { EventSchema } from "../../routes/events/schemas";
import { CategoryFilter } from "../filters";
import { money, utc } from "../format";
import { Layout, Notice, Pager, TableBox } from "../layout";
import { inWords, type FormWords } from "../form-words";
import { productNames } from "../names";
import { attempt, ownPage, pageAccount, type PageFailure } from "../own";
import { onSignedInForm, requireMe, type Current } from "../session";
import { REFUND_STATE_WORDS, REFUND_WORDS, RefundSection, refundPath, requestRefund, type Refund } from "./refund";
import { simulatePath, simulateSupplierAnswer } from "./refund-simulate";
import { readDeliveries, registerDeliveryPreviewPage, SEND_WORDS, sendPath, sendToTraveller, TravellerSection } from "./send-to-traveller";
import { OrderHeading } from "./order-heading";
import { OrderCells, STATUS_WORDS } from "./order-cells";
import { EsimSection, readEsim, showsInstall, statusLine } from "./esim-panel";
import { controlFromForm, ESIM_CONTROL_WORDS, esimControlPath } from "./esim-actions";
import type { EsimStateFilter } from "../../account-object/object";

type Order = z.infer<typeof OrderSchema>;
type Event = z.infer<typeof EventSchema>;
type Filters = { status?: string; category?: string; refund_status?: string; esim_state?: string; from?: string; to?: string; cursor?: string };

/** The eSIM state filter's choices and their words. */
const ESIM_FILTERS: Record<EsimStateFilter, string> = { not_installed: "Not installed yet", installed: "Installed", suspended: "Suspended" };

/** The refund filter's choices: "none" is an order without a refund, the others a refund's status. */
const REFUND_FILTERS = ["none", "pending", "succeeded", "rejected"] as const;

/** A screen stops walking the list once it holds this many orders (at a page boundary). */
const SCREEN = 20;
/** At most this many API pages (of 100) are walked for one screen or one order's events. */
const WALK = 10;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter form's fields in words (form-words.ts). */
const FILTER_WORDS: FormWords = {
  status: { label: "Status", fix: "choose All, Pending, Fulfilled or Failed." },
  category: { label: "Category", fix: "choose All, eSIM or Mobile top-up." },
  refund_status: { label: "Refund", fix: "choose one of the listed refund states." },
  esim_state: { label: "eSIM", fix: "choose Any, Not installed yet, Installed or Suspended." },
  from: { label: "From (UTC)", fix: "enter a date such as 2025-01-31." },
  to: { label: "To (UTC)", fix: "enter a date such as 2025-01-31." },
  cursor: { label: "The page link", fix: "it has expired: start again from the newest orders." },
};


function checkFilters(f: Filters): void {
  if (f.status && !["pending", "fulfilled", "failed"].includes(f.status)) throw new ApiError("parameter_invalid", "status must be pending, fulfilled or failed.", "status");
  if (f.category && !["esim", "mobile_topup"].includes(f.category)) throw new ApiError("parameter_invalid", "category must be esim or mobile_topup.", "category");
  if (f.refund_status && !(REFUND_FILTERS as readonly string[]).includes(f.refund_status)) {
    throw new ApiError("parameter_invalid", "refund_status must be none, pending, succeeded or rejected.", "refund_status");
  }
  if (f.esim_state && !(f.esim_state in ESIM_FILTERS)) throw new ApiError("parameter_invalid", "esim_state must be not_installed, installed or suspended.", "esim_state");
  for (const k of ["from", "to"] as const) {
    if (f[k] && (!DAY.test(f[k]) || Number.isNaN(Date.parse(`${f[k]}T00:00:00Z`)))) throw new ApiError("parameter_invalid", `${k} must be a date such as 2025-01-31.`, k);
  }
}

/** One screen of orders: the API list's pages for status and category, kept to the date range (UTC days, inclusive). */
async function orderScreen(env: Env, me: Current, f: Filters): Promise<{ rows: Order[]; next: string | null }> {
  checkFilters(f);
  const filter = { status: f.status, category: f.category, refund_status: f.refund_status, esim_state: f.esim_state as EsimStateFilter | undefined };
  const from = f.from ? `${f.from}T00:00:00` : null;
  const toEnd = f.to ? new Date(Date.parse(`${f.to}T00:00:00Z`) + 86_400_000).toISOString() : null;
  const rows: Order[] = [];
  let cursor = f.cursor;
  for (let walked = 0; walked < WALK; walked++) {
    const page = (await listOf(env, pageAccount(env, me), "orders", { limit: MAX_LIMIT, cursor }, filter, (stub, ref, req) => stub.orders(ref, filter, req))) as ListEnvelope<Order>;
    for (const o of page.data) {
      if (toEnd && o.created_at >= toEnd) continue;
      if (from && o.created_at < from) return { rows, next: null }; // newest first: the rest are older still
      rows.push(o);
    }
    if (!page.next_cursor) return { rows, next: null };
    cursor = page.next_cursor;
    if (rows.length >= SCREEN) break;
  }
  return { rows, next: cursor ?? null };
}

function OrdersPage(props: { me: Current; filters: Filters; screen?: { rows: Order[]; next: string | null }; names?: Map<string, string>; error?: PageFailure }) {
  const { me, filters } = props;
  const keep = Object.entries({ status: filters.status, category: filters.category, refund_status: filters.refund_status, esim_state: filters.esim_state, from: filters.from, to: filters.to })
    .filter((e): e is [string, string] => !!e[1]);
  const names = props.names ?? new Map<string, string>();
  return (
    <Layout title="Orders" me={me}>
      <h1>Orders</h1>
      <p><a href="/dashboard/batches">Batches</a> (orders bought many at once) · <a href="/dashboard/buy-several">Buy several</a> (from a CSV)</p>
      {props.error && <Notice error>{props.error.message}</Notice>}
      <details class="filters" open={keep.length > 0}>
        <summary role="button" class="secondary outline">Filter{keep.length ? ` (${keep.length} on)` : ""}</summary>
        <form method="get" action="/dashboard/orders">
          <fieldset class="grid">
            <label>
              Status
              <select name="status">
                <option value="">All</option>
                {(["pending", "fulfilled", "failed"] as const).map((s) => <option value={s} selected={filters.status === s}>{s[0]!.toUpperCase() + s.slice(1)}</option>)}
              </select>
            </label>
            <CategoryFilter chosen={filters.category} />
            <label>
              Refund
              <select name="refund_status">
                <option value="">Any</option>
                {REFUND_FILTERS.map((r) => <option value={r} selected={filters.refund_status === r}>{REFUND_STATE_WORDS[r]}</option>)}
              </select>
            </label>
            <label>
              eSIM
              <select name="esim_state">
                <option value="">Any</option>
                {(Object.keys(ESIM_FILTERS) as EsimStateFilter[]).map((e) => <option value={e} selected={filters.esim_state === e}>{ESIM_FILTERS[e]}</option>)}
              </select>
            </label>
          </fieldset>
          <fieldset class="grid">
            <label>
              From (UTC)
              <input type="date" name="from" value={filters.from ?? ""} />
            </label>
            <label>
              To (UTC)
              <input type="date" name="to" value={filters.to ?? ""} />
            </label>
          </fieldset>
          <button type="submit" class="secondary">Show orders</button>
          {keep.length > 0 && <> <a href="/dashboard/orders">Clear the filters</a></>}
        </form>
      </details>
      {props.screen && props.screen.rows.length === 0 && <p>No orders match.</p>}
      {props.screen && props.screen.rows.length > 0 && (
        <TableBox label="Orders">
          <table class="stack">
            <thead>
              <tr><th scope="col">Date</th><th scope="col">Product</th><th scope="col">Status</th><th scope="col">Refund</th><th scope="col" class="num">Price</th></tr>
            </thead>
            <tbody>
              {props.screen.rows.map((o) => (
                <tr data-order={o.id}>
                  <td data-label="Date">{utc(o.created_at)}</td>
                  <OrderCells order={o} name={names.get(o.offer_id)} refund />
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
      <Pager path="/dashboard/orders" keep={keep} cursor={filters.cursor} next={props.screen?.next} older="Older orders" />
    </Layout>
  );
}

/** The objects whose events are the order's own besides the order itself: its refund, its eSIM, its usage alerts. */
const ORDER_PARTS = ["refund", "esim", "esim_usage"];

/** Whether an event is about this order: its data.object is the order, or its refund, eSIM or usage naming it. */
function aboutOrder(e: Event, orderId: string): boolean {
  const o = (e.data as { object?: { id?: unknown; object?: unknown; order_id?: unknown } }).object;
  return o?.id === orderId || (o?.order_id === orderId && ORDER_PARTS.includes(String(o.object)));
}

/** The events about this order, newest first (the newest WALK × 100 events are looked through). */
async function orderEvents(env: Env, me: Current, orderId: string): Promise<Event[]> {
  const out: Event[] = [];
  let cursor: string | undefined;
  for (let walked = 0; walked < WALK; walked++) {
    const page = (await listOf(env, pageAccount(env, me), "events", { limit: MAX_LIMIT, cursor }, { type: undefined }, (stub, ref, req) => stub.events(ref, {}, req))) as ListEnvelope<Event>;
    for (const e of page.data) if (aboutOrder(e, orderId)) out.push(e);
    if (!page.next_cursor) break;
    cursor = page.next_cursor;
  }
  return out;
}

/**
 * Links a person can follow to install the profile: the deliverable's https links and the public
 * install page (`install_url`, whatever origin it is served from); the API's own QR path needs a key.
 */
function installLinks(d: Record<string, unknown>): [string, string][] {
  return Object.entries(d).filter(
    (e): e is [string, string] => e[0] !== "qr_code_url" && typeof e[1] === "string" && (/^https:\/\//.test(e[1]) || e[0] === "install_url"),
  );
}

const LINK_LABELS: Record<string, string> = {
  apple_install_url: "Install on iPhone (iOS 17.4 or later)",
  install_url: "Install page (forward it to the customer; it opens without signing in)",
};

const label = (k: string) => LINK_LABELS[k] ?? (k.charAt(0).toUpperCase() + k.slice(1)).replace(/_/g, " ").replace(/\bLpa\b/, "LPA").replace(/\bIccid\b/, "ICCID").replace(/\bSmdp\b/, "SM-DP+");

async function OrderPage(props: { c: Context<AppEnv>; me: Current; order: Order; error?: PageFailure }) {
  const { c, me, order } = props;
  const d = order.deliverable;
  const lpa = d?.type === "esim_profile" && typeof d.lpa === "string" ? d.lpa : null;
  const refundId = order.refund?.id;
  const [usage, events, refund, deliveries, esim] = await Promise.all([
    lpa ? attempt(() => orderUsage(c.env, { accountId: me.account.id, mode: me.mode }, order)) : null,
    orderEvents(c.env, me, order.id),
    refundId ? attempt(() => ownPage(c.env, me, (s, r) => s.refund(r, refundId)) as Promise<Refund>) : null,
    lpa ? readDeliveries(c.env, me, order.id) : null,
    readEsim(c.env, me, order),
  ]);
  // a refunded or revoked eSIM can no longer be installed: its QR code, install links and codes go
  const install = showsInstall(order, esim);
  const links = d && install ? installLinks(d) : [];
  const hidden = install ? [] : ["lpa", "activation_code", "smdp_address", "confirmation_code", ...(d ? installLinks(d).map(([k]) => k) : [])];
  const shown = d
    ? Object.entries(d).filter(([k, v]) => k !== "type" && k !== "qr_code_url" && !hidden.includes(k) && (typeof v === "string" || typeof v === "number") && !links.some(([lk]) => lk === k))
    : [];
  const line = statusLine(order, esim, STATUS_WORDS.pending, STATUS_WORDS.failed);
  return (
    <Layout title={`Order ${order.id}`} me={me}>
      <OrderHeading env={c.env} me={me} order={order} />
      {props.error && <Notice error>{props.error.message}</Notice>}
      <section aria-labelledby="status" {...(order.status === "pending" ? { "data-poll": `/dashboard/orders/${order.id}/status.json` } : {})}>
        <h2 id="status">Status</h2>
        <p data-status={order.status} data-status-line={line.state}>
          <strong>{line.words}</strong>
          {order.status === "failed" && order.failure_reason && `: ${order.failure_reason}`}
          {order.status === "pending" && <span> (this page updates itself)</span>}
        </p>
        <dl class="figures">
          <div><dt>Price</dt><dd class="num">{money(order.price)}</dd></div>
          <div><dt>Created</dt><dd>{utc(order.created_at)}</dd></div>
          {order.resolved_at && <div><dt>Resolved</dt><dd>{utc(order.resolved_at)}</dd></div>}
        </dl>
      </section>
      {d && (
        <section aria-labelledby="deliverable">
          <h2 id="deliverable">{lpa ? "eSIM profile" : "Deliverable"}</h2>
          {lpa && !install && <p data-install="gone">This eSIM was {line.state === "refunded" ? "refunded" : "revoked"}: it can no longer be installed, so its QR code, install links and codes are no longer shown.</p>}
          {lpa && install && (
            <div class="qr" role="img" aria-label="QR code of the eSIM profile: scan it with the phone's camera or eSIM settings" data-lpa={lpa}>
              {raw(qrSvg(lpa))}
            </div>
          )}
          <dl>
            {shown.map(([k, v]) => (
              <div><dt>{label(k)}</dt><dd><code>{String(v)}</code></dd></div>
            ))}
          </dl>
          {links.length > 0 && (
            <ul class="install">
              {links.map(([k, href]) => <li><a href={href} rel="noopener noreferrer">{label(k)}</a></li>)}
            </ul>
          )}
        </section>
      )}
      {usage && (
        <section aria-labelledby="usage">
          <h2 id="usage">Usage</h2>
          {usage.ok ? (
            <dl class="figures" data-usage={usage.value.status}>
              <div><dt>State</dt><dd>{usage.value.status.replace(/_/g, " ")}</dd></div>
              <div><dt>Data left</dt><dd class="num">{usage.value.unlimited ? "Unlimited" : usage.value.data_remaining_mb === null ? "Unknown" : `${usage.value.data_remaining_mb.toLocaleString("en-US")} of ${usage.value.data_total_mb?.toLocaleString("en-US") ?? "?"} MB`}</dd></div>
              {usage.value.expires_at && <div><dt>Expires</dt><dd>{utc(usage.value.expires_at)}</dd></div>}
              <div><dt>Read</dt><dd>{utc(usage.value.checked_at)}</dd></div>
            </dl>
          ) : (
            <p>Usage could not be read: {usage.failure.message}</p>
          )}
        </section>
      )}
      <EsimSection me={me} order={order} esim={esim} />
      <TravellerSection me={me} order={order} deliveries={deliveries} />
      <RefundSection me={me} order={order} refund={refund} />
      <section aria-labelledby="events">
        <h2 id="events">Events</h2>
        {events.length === 0 ? (
          <p>No events for this order yet.</p>
        ) : (
          <div class="overflow-auto">
            <table class="stack">
              <thead>
                <tr><th scope="col">Date</th><th scope="col">Type</th><th scope="col">Event</th></tr>
              </thead>
              <tbody>
                {events.map((e) => (
                  <tr data-event={e.id}>
                    <td data-label="Date">{utc(e.created_at)}</td>
                    <td data-label="Type"><code>{e.type}</code></td>
                    <td data-label="Event"><code>{e.id}</code></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <p><a href="/dashboard/orders">All orders</a></p>
    </Layout>
  );
}

const readOrder = (env: Env, me: Current, id: string) => attempt(() => ownPage(env, me, (s, r) => s.order(r, id)) as Promise<Order>);

export function registerOrdersPage(app: App): void {
  app.get("/dashboard/orders", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    const q = c.req.query();
    const filters: Filters = {};
    for (const k of ["status", "category", "refund_status", "esim_state", "from", "to", "cursor"] as const) if (q[k]) filters[k] = q[k].trim();
    const screen = await attempt(() => orderScreen(c.env, me, filters));
    if (!screen.ok) return c.html(<OrdersPage me={me} filters={filters} error={inWords(screen.failure, FILTER_WORDS)} />, screen.failure.status);
    return c.html(<OrdersPage me={me} filters={filters} screen={screen.value} names={await productNames(c.env, me, screen.value.rows)} />);
  });

  app.get("/dashboard/orders/:id/status.json", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    const order = await readOrder(c.env, me, c.req.param("id"));
    if (!order.ok) return c.json({ error: { code: order.failure.code, message: order.failure.message } }, order.failure.status);
    return c.json({ id: order.value.id, status: order.value.status });
  });

  app.get("/dashboard/orders/:id", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    const order = await readOrder(c.env, me, c.req.param("id"));
    if (!order.ok) return c.html(<OrdersPage me={me} filters={{}} error={order.failure} />, order.failure.status);
    return c.html(<OrderPage c={c} me={me} order={order.value} />);
  });

  // Request refund, and in test mode the supplier's simulated answer to a pending one: the step's
  // answer lands on the order's page (its state there), a refusal is shown on it in the form's
  // words with the API's status, and a replayed form shows the first answer again
  for (const [path, step] of [[refundPath(":id"), requestRefund], [simulatePath(":id"), (env: Env, me: Current, _id: string, f: Record<string, string>) => simulateSupplierAnswer(env, me, f)]] as const) {
    onSignedInForm(app, path, async (c, me, f) => {
      const id = c.req.param("id")!;
      const done = await attempt(() => step(c.env, me, id, f));
      if (done.ok) return c.redirect(`/dashboard/orders/${done.value.order_id}`, 303);
      const failure = inWords(done.failure, REFUND_WORDS);
      const order = await readOrder(c.env, me, id);
      if (!order.ok) return c.html(<OrdersPage me={me} filters={{}} error={failure} />, done.failure.status);
      return c.html(<OrderPage c={c} me={me} order={order.value} error={failure} />, done.failure.status);
    });
  }

  // Send to traveller: the delivery lands in the order page's list, a refusal is shown on the page
  // with the API's words and status, and a replayed form sends nothing more
  onSignedInForm(app, sendPath(":id"), async (c, me, f) => {
    const id = c.req.param("id")!;
    const done = await attempt(() => sendToTraveller(c.env, me, id, f));
    if (done.ok) return c.redirect(`/dashboard/orders/${id}#traveller`, 303);
    const failure = inWords(done.failure, SEND_WORDS);
    const order = await readOrder(c.env, me, id);
    if (!order.ok) return c.html(<OrdersPage me={me} filters={{}} error={failure} />, done.failure.status);
    return c.html(<OrderPage c={c} me={me} order={order.value} error={failure} />, done.failure.status);
  });
  registerDeliveryPreviewPage(app);

  // Suspend, Resume, Revoke: the eSIM's new state lands on the order's page; a refusal is shown on
  // it with the API's words and status, and a replayed form acts no second time
  for (const control of ["suspend", "resume", "revoke"] as const) {
    onSignedInForm(app, esimControlPath(":id", control), async (c, me, f) => {
      const id = c.req.param("id")!;
      const done = await attempt(() => controlFromForm(c.env, me, id, control, f));
      if (done.ok) return c.redirect(`/dashboard/orders/${id}#esim-state`, 303);
      const failure = inWords(done.failure, ESIM_CONTROL_WORDS);
      const order = await readOrder(c.env, me, id);
      if (!order.ok) return c.html(<OrdersPage me={me} filters={{}} error={failure} />, done.failure.status);
      return c.html(<OrderPage c={c} me={me} order={order.value} error={failure} />, done.failure.status);
    });
  }
}
