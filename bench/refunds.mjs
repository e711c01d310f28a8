// The refund phase (BENCH_PHASES=refunds): POST /v1/refunds under load beside the run's no-op
// yardstick. Each request refunds a different fulfilled order with a fresh Idempotency-Key, so
// every one is a real refund, all on one account (one Durable Object), as the one-account purchase
// phase is. The orders are the sandbox fixture off_test_never_installed, whose supplier answers at
// once: its refund succeeds inside the POST /v1/refunds answer (the wallet credited the price, the
// commission taken back from the Revenue Centre, the order out of the 30-day volume, the eSIM
// cancelled, the events), so the load measures the whole refund and not only its opening; any
// other sandbox eSIM's refund would stay pending for the resolve helper.
//
// Set-up, not measured: a fresh account funded with one bank transfer buys the orders in order
// batches of 500 (POST /v1/order_batches, 10 items of 50: fulfilled in the batch's own step) and
// reads their ids back (GET /v1/orders). It buys for BENCH_REFUNDS_RATE refunds per second (default
// 600, several times the 75/s this machine was seen to make) over the warm-up and the load, so the
// load never runs out of orders at full speed; BENCH_REFUNDS_ORDERS sets the count instead (5,000
// take about 3 s here). Should the orders run out anyway, each further request names an order
// already refunded (409) and the phase says so.
//
// The orders are refunded newest first, as GET /v1/orders lists them. A succeeded refund takes its
// order out of the running 30-day totals, which every order fulfilled after it keeps
// (takeOutOfVolume, one UPDATE over those orders, refunded or not), so the n-th refund of the
// phase updates n orders' totals: newest first is the fewest a pool bought beforehand allows, and
// the margin bought does not change it, but the figures stand for refunds of orders with a few
// hundred orders fulfilled after them, and they fall as a load runs longer or faster.
//
// The load: BENCH_WARMUP_SECONDS (default 2) of the same refunds, unmeasured, then the bench's
// seconds at its connections. Reported as the route phases are (req/s, p50/p99, non-2xx, ratio to
// the no-op and the one write, server CPU ms per request over the load), with the meter's account
// calls, queue messages and D1 queries per request over the load. Money check, from the wallet as
// the warm-up left it: every refund the load made (listed by GET /v1/refunds, new since the
// warm-up) succeeded, of the offer's whole price, wallet_credit equal to it; the wallet rose by
// exactly the sum of their wallet_credit; and they are the 2xx answers plus at most one in flight
// per connection when autocannon stopped counting.
import { randomUUID } from "node:crypto";
import { call, pool } from "./client.mjs";

const OFFER_ID = "off_test_never_installed";
const FUND_CENTS = 100_000_000; // the sandbox bank-transfer helper's largest single deposit
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const RATE = Number(process.env.BENCH_REFUNDS_RATE ?? 600);
const ORDERS = process.env.BENCH_REFUNDS_ORDERS ? Number(process.env.BENCH_REFUNDS_ORDERS) : null;
// the most one batch may hold: 10 items of 50 (BATCH_LIMITS in src/routes/order-batches/schemas.ts)
const PER_BATCH = 500;
const ITEM_QUANTITY = 50;

if (!Number.isFinite(RATE) || RATE <= 0) throw new Error("BENCH_REFUNDS_RATE must be a positive number");
if (ORDERS !== null && (!Number.isInteger(ORDERS) || ORDERS < 1)) throw new Error("BENCH_REFUNDS_ORDERS must be a positive integer");

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const round2 = (v) => Math.round(v * 100) / 100;

/** Every item of a list route, following its cursor (100 a page). */
async function listAll(base, key, path) {
  const items = [];
  let cursor = null;
  do {
    const q = new URLSearchParams({ limit: "100", ...(cursor ? { cursor } : {}) });
    const page = await call(base, "GET", `${path}${path.includes("?") ? "&" : "?"}${q}`, key);
    items.push(...page.data);
    cursor = page.has_more ? page.next_cursor : null;
  } while (cursor);
  return items;
}

const balanceOf = async (base, key) => (await call(base, "GET", "/v1/wallet", key)).balance.amount;

/** Buys `count` never-installed eSIMs in batches of 500, a few batches at a time; the ids of the fulfilled orders. */
async function buyOrders(base, key, count) {
  const sizes = [];
  for (let left = count; left > 0; left -= PER_BATCH) sizes.push(Math.min(PER_BATCH, left));
  const batches = await pool(sizes, 2, async (size) => {
    const items = [];
    for (let left = size; left > 0; left -= ITEM_QUANTITY) items.push({ offer_id: OFFER_ID, quantity: Math.min(ITEM_QUANTITY, left) });
    const batch = await call(base, "POST", "/v1/order_batches", key, { payment_source: "wallet", items }, { "idempotency-key": randomUUID() });
    if (batch.counts.orders !== size) throw new Error(`refunds: a batch of ${size} made ${batch.counts.orders} orders`);
    return batch;
  });
  // a sandbox batch is fulfilled in its own step; wait anyway should one still be processing
  for (let i = 0; i < 40 && batches.some((b) => b.status !== "completed"); i++) {
    await sleep(250);
    for (const [n, b] of batches.entries()) if (b.status !== "completed") batches[n] = await call(base, "GET", `/v1/order_batches/${b.id}`, key);
  }
  const unfulfilled = batches.reduce((n, b) => n + (b.counts.orders - b.counts.fulfilled), 0);
  if (unfulfilled) throw new Error(`refunds: ${unfulfilled} of the ${count} orders bought were not fulfilled`);
  return (await listAll(base, key, "/v1/orders?status=fulfilled")).map((o) => o.id);
}

export default {
  // set-up (buying and listing the orders), the warm-up and the load, the checks' listings
  deadlineSeconds: 180,

  async run(ctx) {
    const { base, adminToken, log, runLoad, summarise, meter, server, yardsticks, seconds, connections } = ctx;
    const wanted = ORDERS ?? Math.ceil((RATE * (seconds + WARMUP_SECONDS)) / PER_BATCH) * PER_BATCH;
    const setupStarted = Date.now();
    const created = await call(base, "POST", "/admin/v1/accounts", adminToken, { name: "bench refunds" });
    const key = created.api_key.secret;
    await call(base, "POST", "/v1/test_helpers/bank_transfers", key, { amount: FUND_CENTS }, { "idempotency-key": randomUUID() });
    const offer = await call(base, "GET", `/v1/offers/${OFFER_ID}`, key);
    const price = offer.price.amount;
    if (wanted * price > FUND_CENTS) throw new Error(`refunds: ${wanted} orders at ${price} cents exceed one deposit of ${FUND_CENTS}`);
    log(`refunds: buying ${wanted} orders of ${OFFER_ID} (${price} cents) in batches of ${PER_BATCH}, for ${RATE} refunds/s over ${WARMUP_SECONDS} + ${seconds} s`);
    const orders = await buyOrders(base, key, wanted);
    if (orders.length !== wanted) throw new Error(`refunds: ${orders.length} fulfilled orders listed, ${wanted} bought`);
    const setupS = round2((Date.now() - setupStarted) / 1000);
    log(`refunds: ${orders.length} fulfilled orders ready in ${setupS} s`);

    // one order per request, across the warm-up and the load; past the last, the requests name
    // an order already refunded and are counted as overrun
    let next = 0;
    const refundOpts = {
      requests: [{
        method: "POST",
        path: "/v1/refunds",
        setupRequest: (req) => {
          const orderId = orders[next < orders.length ? next : next % orders.length];
          next++;
          return {
            ...req,
            body: JSON.stringify({ order_id: orderId, reason: "trip_cancelled" }),
            headers: { ...req.headers, "content-type": "application/json", authorization: `Bearer ${key}`, "idempotency-key": randomUUID() },
          };
        },
      }],
    };
    const route = "POST /v1/refunds (never-installed eSIM, succeeds at once), 1 account";
    if (WARMUP_SECONDS > 0) {
      log(`refunds: ${WARMUP_SECONDS} s warm-up, then ${seconds} s at ${connections} connections`);
      await runLoad(`${route} (warm-up)`, { ...refundOpts, duration: WARMUP_SECONDS });
      // refunds in flight when the warm-up stopped are finished before the wallet is read
      await sleep(1000);
    }
    const usedByWarmup = next;
    const balanceBefore = await balanceOf(base, key);
    const refundsBefore = new Set((await listAll(base, key, "/v1/refunds")).map((r) => r.id));

    const countsBefore = await meter();
    const cpuBefore = server.cpuSeconds();
    const result = await runLoad(route, refundOpts);
    const cpuS = server.cpuSeconds() - cpuBefore;
    const countsAfter = await meter();
    const row = summarise(route, result);
    const perRequest = (n) => round2(n / Math.max(1, result.requests.total));
    row.server_cpu_ms_per_request = round2((cpuS * 1000) / Math.max(1, result.requests.total));
    row.account_calls_per_request = perRequest(countsAfter.account_calls - countsBefore.account_calls);
    row.queue_messages_per_request = perRequest(countsAfter.queue_messages - countsBefore.queue_messages);
    row.d1_queries_per_request = perRequest(countsAfter.d1_queries - countsBefore.d1_queries);
    row.vs_noop = round2(row.req_per_s / Math.max(0.1, yardsticks.noop.req_per_s));
    row.vs_write = round2(row.req_per_s / Math.max(0.1, yardsticks.write.req_per_s));

    // the money: what the load refunded, read back from the service once the requests in flight at the stop finished
    await sleep(1000);
    const balanceAfter = await balanceOf(base, key);
    const made = (await listAll(base, key, "/v1/refunds")).filter((r) => !refundsBefore.has(r.id));
    const ok2xx = Object.entries(result.statusCodeStats ?? {}).reduce((n, [code, s]) => n + (code.startsWith("2") ? Number(s.count) : 0), 0);
    const credited = balanceAfter - balanceBefore;
    const creditedByRefunds = made.reduce((n, r) => n + r.wallet_credit.amount, 0);
    const odd = made.filter((r) => r.status !== "succeeded" || r.amount.amount !== price || r.wallet_credit.amount !== price);
    const distinctOrders = new Set(made.map((r) => r.order_id)).size;
    const inFlight = made.length - ok2xx;
    const overrun = Math.max(0, next - orders.length);
    const money = {
      refunds_listed: made.length,
      answered_2xx: ok2xx,
      in_flight_at_stop: inFlight,
      wallet_credited_cents: credited,
      wallet_credit_of_refunds_cents: creditedByRefunds,
      refunds_not_succeeded_or_not_whole_price: odd.length,
      distinct_orders: distinctOrders,
      ok: credited === creditedByRefunds && credited === made.length * price && odd.length === 0 && distinctOrders === made.length && inFlight >= 0 && inFlight <= connections,
    };
    row.money_check = money;

    const view = [yardsticks.noop, yardsticks.write, row].map((r) => ({
      route: r.route,
      "req/s": r.req_per_s.toFixed(1),
      "p50 ms": String(r.p50_ms),
      "p99 ms": String(r.p99_ms),
      "errors / non-2xx": `${r.errors} / ${r.non_2xx}`,
      "vs no-op": (r.req_per_s / Math.max(0.1, yardsticks.noop.req_per_s)).toFixed(2),
      "vs one write": (r.req_per_s / Math.max(0.1, yardsticks.write.req_per_s)).toFixed(2),
      "server CPU ms/req": r.server_cpu_ms_per_request.toFixed(2),
    }));
    const { plain, markdown } = ctx.routeTable(view);
    const codes = Object.entries(row.status_codes).filter(([c]) => !c.startsWith("2")).map(([c, n]) => `${c}×${n}`).join(", ");
    const lines = [
      `set-up: ${orders.length} fulfilled orders of ${OFFER_ID} bought in ${setupS} s; the warm-up took ${usedByWarmup} order ids, the load ${next - usedByWarmup} (one per request built, sent or not)${overrun ? `: ORDERS RAN OUT, ${overrun} requests named an order already refunded; raise BENCH_REFUNDS_RATE` : ", none twice"}`,
      `${row.req_per_s} refunds/s = ${row.vs_noop} of the no-op (${yardsticks.noop.req_per_s} req/s) and ${row.vs_write} of the one write; server CPU ${row.server_cpu_ms_per_request} ms, ${row.account_calls_per_request} account calls, ${row.queue_messages_per_request} queue messages, ${row.d1_queries_per_request} D1 queries per request`,
      `newest first, the measured refunds each updated the running totals of ${usedByWarmup + 1} to at most ${next} orders (itself and those fulfilled after it)`,
      row.non_2xx ? `${row.non_2xx} non-2xx answers: ${codes}` : "every request answered 2xx",
      `money: the wallet rose ${credited} cents, the ${made.length} refunds the load made credited ${creditedByRefunds} (${made.length} × ${price}); ${ok2xx} answered 2xx + ${inFlight} in flight at the stop; ${odd.length} not succeeded at the whole price; ${distinctOrders} distinct orders: ${money.ok ? "ok" : "MISMATCH"}`,
    ];
    return {
      result: { offer_id: OFFER_ID, price_cents: price, orders_bought: orders.length, setup_s: setupS, orders_used_warmup: usedByWarmup, orders_used_load: next - usedByWarmup, overrun, rows: [row] },
      plain,
      markdown,
      lines,
    };
  },
};
