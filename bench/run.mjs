// `npm run bench`: throughput and latency of the service's routes under `wrangler dev`, in one run,
// then how fast signed webhook deliveries reach a receiver in this process.
// Starts its own wrangler on a free loopback port with fresh local state, makes and funds
// sandbox accounts, then drives each route with autocannon for BENCH_SECONDS (default 10)
// at 10 connections. A bare Worker started in the same run gives the yardsticks: its no-op route and
// its one-write Durable Object route.
import autocannon from "autocannon";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, freemem, loadavg, totalmem } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { call, cheapestOffer, pool } from "./client.mjs";
import { webhookPhase } from "./webhooks.mjs";
import { startWrangler } from "../scripts/lib/wrangler-dev.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// each route phase first runs this long, unmeasured, under the same load: code compiled and
// caches filled (a woken object, its prepared statements) before the clock starts, for the
// yardsticks and the routes alike
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = 10;
// the header that leaves a request out of its account's request log (src/bench/meter.ts)
const LOG_OFF = { "x-bench-request-log": "off" };
// BENCH_RATE: a fixed total of requests per second instead of as many as the server takes, so the
// server CPU per request of two runs (or two routes) is compared at the same load
const RATE = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : 0;
const SPREAD_ACCOUNTS = 200;
const FUND_CENTS = 100_000_000; // the sandbox bank-transfer helper's largest single deposit
// bank transfers per second in the webhook phase, each recording two events; below what this
// machine keeps up with, so the latency is the pipeline's and not a growing backlog's
const WEBHOOK_RATE = Number(process.env.BENCH_WEBHOOK_RATE ?? 30);
const WEBHOOK_ACCOUNTS = 5;
// Phase groups, chosen with BENCH_PHASES (comma-separated; default all). The yardsticks and the
// two purchase phases run every time, so every run reports what a purchase costs beside them.
// A module in EXTRA_PHASES plugs in a phase of its own (see bench/README.md, "Adding a phase").
const EXTRA_PHASES = {
  // counts, not times: measured in a workerd runtime of its own before the service starts
  cost: () => import("./cost.mjs"),
  catalog: () => import("./catalog.mjs"),
  fanout: () => import("./fanout.mjs"),
  history: () => import("./history.mjs"),
  reports: () => import("./reports.mjs"),
  batch: () => import("./batch.mjs"),
  restricted: () => import("./restricted.mjs"),
  refunds: () => import("./refunds.mjs"),
  tworoutes: () => import("./two-routes.mjs"),
};
const GROUPS = ["routes", "webhooks", ...Object.keys(EXTRA_PHASES)];
const chosen = (process.env.BENCH_PHASES ?? "all").split(",").map((s) => s.trim()).filter(Boolean);
for (const g of chosen) if (g !== "all" && g !== "none" && !GROUPS.includes(g)) throw new Error(`BENCH_PHASES: unknown group ${g} (known: ${GROUPS.join(", ")})`);
const wants = (group) => chosen.includes("all") || chosen.includes(group);
// hard stop: startup, eight phases and set-up, with room to spare, plus what extra phases ask for
const DEADLINE_MS = (8 * (SECONDS + WARMUP_SECONDS) + 240) * 1000;

if (!Number.isFinite(SECONDS) || SECONDS <= 0) throw new Error("BENCH_SECONDS must be a positive number");
if (!Number.isFinite(WARMUP_SECONDS) || WARMUP_SECONDS < 0) throw new Error("BENCH_WARMUP_SECONDS must be a number of seconds, 0 or more");
if (!Number.isInteger(WEBHOOK_RATE) || WEBHOOK_RATE <= 0) throw new Error("BENCH_WEBHOOK_RATE must be a positive integer");

const log = (line) => console.log(`[bench] ${line}`);

async function newFundedAccount(base, adminToken, name) {
  const created = await call(base, "POST", "/admin/v1/accounts", adminToken, { name });
  const key = created.api_key.secret;
  await call(base, "POST", "/v1/test_helpers/bank_transfers", key, { amount: FUND_CENTS }, { "idempotency-key": randomUUID() });
  return key;
}

/**
 * A partner who signed up in the browser's way (the sign-up form with its pre-session token), funded
 * like the others: the session cookie for the signed-in Home page and the first test key, which Home
 * shows once.
 */
async function signedInPartner(base) {
  const form = await fetch(`${base}/signup`);
  const preSession = form.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
  const csrf = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1];
  if (!csrf) throw new Error("the sign-up page hands out no form token");
  const body = new URLSearchParams({ _csrf: csrf, business_name: "Bench dashboard partner", email: `bench-${randomUUID()}@example.com`, password: randomBytes(18).toString("base64url") });
  const signedUp = await fetch(`${base}/signup`, { method: "POST", redirect: "manual", headers: { origin: base, cookie: preSession, "content-type": "application/x-www-form-urlencoded" }, body });
  if (signedUp.status !== 303) throw new Error(`sign-up answered ${signedUp.status}`);
  const cookie = signedUp.headers.getSetCookie().map((line) => line.split(";")[0]).filter((pair) => !pair.endsWith("=")).join("; ");
  const home = await fetch(`${base}/dashboard`, { headers: { cookie } });
  const key = /id="new-key"[^>]*>([^<]+)</.exec(await home.text())?.[1];
  if (home.status !== 200 || !key) throw new Error(`the first Home page answered ${home.status} without the new key`);
  await call(base, "POST", "/v1/test_helpers/bank_transfers", key, { amount: FUND_CENTS }, { "idempotency-key": randomUUID() });
  return { cookie, key };
}

/**
 * The install page's path of an eSIM bought by `key`'s account, which first sets a brand (name,
 * colour, support contacts) through PUT /v1/brand, so each request renders the branded page.
 */
async function travellerPage(base, key) {
  const brand = { display_name: "Bench Voyages", primary_color: "#0B5CAD", support_email: "help@bench.example", support_url: "https://bench.example/help", support_phone: "+442071838750" };
  const put = await fetch(`${base}/v1/brand`, { method: "PUT", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: JSON.stringify(brand) });
  if (put.status !== 200) throw new Error(`PUT /v1/brand answered ${put.status}`);
  const offer = await cheapestOffer(base, key);
  const quote = await call(base, "POST", "/v1/quotes", key, { offer_id: offer.id, payment_source: "wallet" }, { "idempotency-key": randomUUID() });
  for (let i = 0; i < 40; i++) {
    const order = await call(base, "GET", `/v1/orders/${quote.order_id}`, key);
    if (order.status === "fulfilled") return { installPath: new URL(order.deliverable.install_url).pathname, orderId: order.id };
    if (order.status !== "pending") throw new Error(`the install page's order is ${order.status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the install page's order stayed pending");
}

function runLoad(base, name, opts) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: base, connections: CONNECTIONS, duration: SECONDS, timeout: 10, title: name, ...(RATE ? { overallRate: RATE } : {}), ...opts },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

const okCount = (result) =>
  Object.entries(result.statusCodeStats ?? {}).reduce((n, [code, s]) => n + (code.startsWith("2") ? Number(s.count) : 0), 0);

/**
 * Money check after a purchase phase: the wallets lost price × purchases. autocannon stops
 * counting at the deadline, so up to one request per connection may have been bought unseen.
 */
async function walletCheck(base, keys, bought, price, before) {
  const balances = await balancesOf(base, keys);
  const spent = balances.reduce((sum, b, i) => sum + (before[i] - b), 0);
  const unseen = (spent - bought * price) / price;
  return { purchases_seen: bought, spent_cents: spent, unseen_at_stop: unseen, ok: Number.isInteger(unseen) && unseen >= 0 && unseen <= CONNECTIONS };
}

const balancesOf = (base, keys) => pool(keys, CONNECTIONS, async (k) => (await call(base, "GET", "/v1/wallet", k)).balance.amount);

/**
 * Seconds until every order bought in a phase left `pending` (a sandbox order is settled with its purchase), or
 * null; and how many reads it took to see that (each one call into an account object).
 */
async function waitForFulfilment(base, keys, capMs = 30_000) {
  const started = Date.now();
  let waiting = keys;
  let reads = 0;
  while (waiting.length && Date.now() - started < capMs) {
    reads += waiting.length;
    const pending = await pool(waiting, CONNECTIONS, async (k) => (await call(base, "GET", "/v1/orders?status=pending&limit=1", k)).data.length > 0);
    waiting = waiting.filter((_, i) => pending[i]);
    if (waiting.length) await new Promise((r) => setTimeout(r, 250));
  }
  return { drain_s: waiting.length ? null : Math.round((Date.now() - started) / 100) / 10, reads };
}

/** The service's own counts (BENCH_METER=on): account-object calls and alarms, queue messages, D1 statements. */
const meter = (base) => fetch(`${base}/__meter`).then((r) => r.json());

/** What one purchase cost the server, from the counts and CPU before and after its phase. */
function perPurchase(purchases, before, after, cpuSeconds, bookkeepingCalls) {
  const per = (n) => Math.round((n / purchases) * 100) / 100;
  return {
    purchases,
    account_calls: per(after.account_calls - before.account_calls - bookkeepingCalls),
    account_alarms: per(after.account_alarms - before.account_alarms),
    queue_messages: per(after.queue_messages - before.queue_messages),
    d1_queries: per(after.d1_queries - before.d1_queries),
    server_cpu_ms: Math.round((cpuSeconds * 1000 * 100) / purchases) / 100,
  };
}

function summarise(route, result) {
  const total = result.requests.total;
  return {
    route,
    requests: total,
    req_per_s: Math.round((total / result.duration) * 10) / 10,
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non_2xx: result.non2xx,
    status_codes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
  };
}

/** Rows keyed by column, the route first: plain text and Markdown. */
function routeTable(view) {
  const cols = Object.keys(view[0]);
  const width = cols.map((c) => Math.max(c.length, ...view.map((v) => v[c].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(width[i]) : c.padStart(width[i]))).join("  ");
  const plain = [line(cols), line(width.map((w) => "-".repeat(w))), ...view.map((v) => line(cols.map((c) => v[c])))];
  const md = [
    `| ${cols.join(" | ")} |`,
    `|${cols.map((_, i) => (i === 0 ? "---" : "---:")).join("|")}|`,
    ...view.map((v) => `| ${cols.map((c) => (c === "route" ? `\`${v[c]}\`` : v[c])).join(" | ")} |`),
  ];
  return { plain: plain.join("\n"), markdown: md.join("\n") };
}

function tables(rows) {
  const baseline = rows[0].req_per_s || 1;
  const write = rows[1].req_per_s || 1;
  const view = rows.map((r) => ({
    route: r.route,
    "req/s": r.req_per_s.toFixed(0),
    "p50 ms": String(r.p50_ms),
    "p99 ms": String(r.p99_ms),
    "errors / non-2xx": `${r.errors} / ${r.non_2xx}`,
    "vs no-op": (r.req_per_s / baseline).toFixed(2),
    "vs one write": (r.req_per_s / write).toFixed(2),
    "server CPU ms/req": r.server_cpu_ms_per_request.toFixed(2),
  }));
  return routeTable(view);
}

/** What one purchase cost, per purchase phase: plain text and Markdown. */
function purchaseTables(rows) {
  const view = rows.filter((r) => r.per_purchase).map((r) => ({
    route: r.route,
    "account calls": String(r.per_purchase.account_calls),
    "alarms": String(r.per_purchase.account_alarms),
    "queue messages": String(r.per_purchase.queue_messages),
    "D1 queries": String(r.per_purchase.d1_queries),
    "server CPU ms": r.per_purchase.server_cpu_ms.toFixed(2),
    "background done s": r.fulfilment_drain_s === null ? "-" : String(r.fulfilment_drain_s),
  }));
  return routeTable(view);
}

/** The webhook phase's own table: plain text and Markdown. */
function webhookTables(w) {
  const ms = (v) => (v === null ? "-" : String(v));
  const view = {
    "events/s": w.events_per_s.toFixed(0),
    "deliveries/s": w.deliveries_per_s_during_load.toFixed(0),
    "p50 ms": ms(w.latency_p50_ms),
    "p99 ms": ms(w.latency_p99_ms),
    "drain s": w.drain_s === null ? "-" : w.drain_s.toFixed(1),
    "delivered / expected": `${w.events_expected - w.missing} / ${w.events_expected}`,
    "duplicates": String(w.duplicates),
    "bad signatures": String(w.bad_signatures),
  };
  const cols = Object.keys(view);
  const width = cols.map((c) => Math.max(c.length, view[c].length));
  const line = (cells) => cells.map((c, i) => c.padStart(width[i])).join("  ");
  const plain = [line(cols), line(width.map((w) => "-".repeat(w))), line(cols.map((c) => view[c]))];
  const md = [`| ${cols.join(" | ")} |`, `|${cols.map(() => "---:").join("|")}|`, `| ${cols.map((c) => view[c]).join(" | ")} |`];
  return { plain: plain.join("\n"), markdown: md.join("\n") };
}

async function main() {
  // every secret the worker needs (as listed in .dev.vars.example), fresh for this run
  const names = [...readFileSync(join(root, ".dev.vars.example"), "utf8").matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]);
  const vars = Object.fromEntries(names.map((name) => [name, randomBytes(32).toString("base64url")]));
  // the receiver is on loopback; a failed attempt would be retried within seconds, not minutes;
  // a load test is over every rate limit by design
  Object.assign(vars, { ALLOW_PRIVATE_WEBHOOK_URLS: "true", WEBHOOK_RETRY_SCHEDULE: "1,2,3", RATE_LIMITS: "off" });
  const adminToken = vars.ADMIN_API_TOKEN;
  const loadBefore = loadavg()[0];
  if (loadBefore > 0.5) log(`warning: load average ${loadBefore.toFixed(2)} before starting; figures will be lower than on an idle machine`);
  const persistTo = join(root, ".wrangler", "bench-state");
  log(`bundling the worker and starting wrangler dev (fresh state in ${relative(root, persistTo)})`);
  // the meter counts what each purchase costs the server; only the bench turns it on
  // request and job log lines off: wrangler dev ships each through its own Node process (see README)
  // extra phases may start what the service must reach (a provider-shaped fake) and set vars for it
  const extras = [];
  for (const [group, load] of Object.entries(EXTRA_PHASES)) {
    if (!wants(group)) continue;
    const phase = (await load()).default;
    const prepared = phase.prepare ? await phase.prepare({ root, log, seconds: SECONDS }) : {};
    Object.assign(vars, prepared.vars ?? {});
    extras.push({ group, phase, state: prepared.state, deadlineSeconds: phase.deadlineSeconds ?? 0 });
  }
  const server = await startWrangler({ root, persistTo, vars: { ...vars, BENCH_METER: "on", LOG_LINES: "off" } });
  const bare = await startWrangler({
    root, persistTo: join(root, ".wrangler", "bench-bare"), vars: {}, config: join(root, "bench", "bare", "wrangler.jsonc"),
    migrations: false, readyPath: "/noop",
  });
  const deadlineMs = DEADLINE_MS + extras.reduce((ms, e) => ms + e.deadlineSeconds * 1000, 0);
  const deadline = setTimeout(() => {
    console.error(`[bench] took longer than ${deadlineMs / 1000} s; stopping`);
    Promise.all([server.stop(), bare.stop()]).finally(() => process.exit(1));
  }, deadlineMs);
  deadline.unref();

  try {
    const base = server.base;
    log(`wrangler ready at ${base} in ${server.startupMs} ms`);

    log(`creating and funding ${1 + SPREAD_ACCOUNTS} sandbox accounts`);
    const t0 = Date.now();
    const keys = await pool(Array.from({ length: 1 + SPREAD_ACCOUNTS }, (_, i) => i), CONNECTIONS, (i) =>
      newFundedAccount(base, adminToken, `Bench partner ${i}`),
    );
    const [oneKey, ...spreadKeys] = keys;
    const dashboard = await signedInPartner(base);
    log(`accounts ready in ${Date.now() - t0} ms`);
    // the traveller's eSIM page of an eSIM the dashboard partner bought, under a brand with a
    // colour (the page's inline style and its CSP hash) and support contacts; outside the wallet checks
    // and the same eSIM's state read (GET /v1/orders/{id}/esim), by the key that bought it
    const { installPath, orderId: esimOrderId } = wants("routes") ? await travellerPage(base, dashboard.key) : {};
    const offer = await cheapestOffer(base, oneKey);
    log(`buying ${offer.id} (${offer.name}, ${offer.price.amount} cents)`);
    const purchase = JSON.stringify({ offer_id: offer.id, payment_source: "wallet" });
    const json = { "content-type": "application/json" };

    // a fresh Idempotency-Key per request, so each one is a real purchase
    // logOff: the request is left out of its account's request log (honoured only with BENCH_METER=on)
    const quoteWith = (pickKey, logOff = false) => ({
      method: "POST",
      path: "/v1/quotes",
      body: purchase,
      setupRequest: (req) => ({
        ...req,
        headers: { ...req.headers, ...json, authorization: `Bearer ${pickKey()}`, "idempotency-key": randomUUID(), ...(logOff ? LOG_OFF : {}) },
      }),
    });
    let turn = 0;
    const phases = [
      { route: "bare GET /noop (no-op)", target: bare, opts: { requests: [{ method: "GET", path: "/noop" }] } },
      { route: "bare GET /write (one DO write)", target: bare, opts: { requests: [{ method: "GET", path: "/write" }] } },
      ...(wants("routes") ? [
        { route: "GET /v1/wallet", opts: { requests: [{ method: "GET", path: "/v1/wallet", headers: { authorization: `Bearer ${dashboard.key}` } }] } },
        { route: "GET /v1/wallet, request log off", opts: { requests: [{ method: "GET", path: "/v1/wallet", headers: { authorization: `Bearer ${dashboard.key}`, ...LOG_OFF } }] } },
        { route: "GET /dashboard (signed-in Home)", opts: { requests: [{ method: "GET", path: "/dashboard", headers: { cookie: dashboard.cookie } }] }, page: true },
        { route: "GET /v1/orders/{id}/esim", opts: { requests: [{ method: "GET", path: `/v1/orders/${esimOrderId}/esim`, headers: { authorization: `Bearer ${dashboard.key}` } }] } },
        { route: "GET /install/{key} (traveller's eSIM page)", opts: { requests: [{ method: "GET", path: installPath, headers: { "accept-language": "de-DE,de;q=0.9", "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)" } }] } },
        {
          route: "GET /v1/offers",
          opts: { requests: [{ method: "GET", path: "/v1/offers", headers: { authorization: `Bearer ${oneKey}` } }] },
        },
      ] : []),
      { route: "POST /v1/quotes wallet, 1 account", opts: { requests: [quoteWith(() => oneKey)] }, wallets: [oneKey] },
      {
        route: `POST /v1/quotes wallet, ${SPREAD_ACCOUNTS} accounts`,
        opts: { requests: [quoteWith(() => spreadKeys[turn++ % spreadKeys.length])] },
        wallets: spreadKeys,
      },
      // the same purchases left out of the request log: its share of a purchase, in every run
      { route: "POST /v1/quotes wallet, 1 account, request log off", opts: { requests: [quoteWith(() => oneKey, true)] }, wallets: [oneKey] },
      {
        route: `POST /v1/quotes wallet, ${SPREAD_ACCOUNTS} accounts, request log off`,
        opts: { requests: [quoteWith(() => spreadKeys[turn++ % spreadKeys.length], true)] },
        wallets: spreadKeys,
      },
    ];

    const rows = [];
    for (const phase of phases) {
      const target = phase.target ?? server;
      log(`${phase.route}: ${WARMUP_SECONDS ? `${WARMUP_SECONDS} s warm-up, then ` : ""}${SECONDS} s at ${CONNECTIONS} connections`);
      let walletsBefore = phase.wallets?.map(() => FUND_CENTS);
      if (WARMUP_SECONDS > 0) {
        await runLoad(target.base, `${phase.route} (warm-up)`, { ...phase.opts, duration: WARMUP_SECONDS });
        // the warm-up's purchases are settled and counted out before the measured load
        if (phase.wallets) {
          await waitForFulfilment(base, phase.wallets);
          walletsBefore = await balancesOf(base, phase.wallets);
        }
      }
      // the other wrangler is idle during a phase; what it spends anyway is reported beside it
      const other = target === bare ? server : bare;
      const cpuBefore = target.cpuSeconds();
      const otherBefore = other.cpuSeconds();
      const countsBefore = phase.wallets ? await meter(base) : null;
      const result = await runLoad(target.base, phase.route, phase.opts);
      const row = summarise(phase.route, result);
      row.server_cpu_ms_per_request = ((target.cpuSeconds() - cpuBefore) * 1000) / Math.max(1, result.requests.total);
      row.idle_wrangler_cpu_s = Math.round((other.cpuSeconds() - otherBefore) * 100) / 100;
      if (phase.wallets) {
        const drained = await waitForFulfilment(base, phase.wallets);
        row.fulfilment_drain_s = drained.drain_s;
        // the queues and alarms settle: what is left of the purchases' background work is counted too
        await new Promise((r) => setTimeout(r, 2000));
        const cpu = target.cpuSeconds() - cpuBefore;
        const countsAfter = await meter(base);
        row.wallet_check = await walletCheck(base, phase.wallets, okCount(result), offer.price.amount, walletsBefore);
        const purchases = row.wallet_check.spent_cents / offer.price.amount;
        row.per_purchase = perPurchase(purchases, countsBefore, countsAfter, cpu, drained.reads);
      }
      rows.push(row);
    }

    let webhooks = null;
    if (wants("webhooks")) {
      log(`webhook deliveries: ${WEBHOOK_RATE} bank transfers/s for ${SECONDS} s on ${WEBHOOK_ACCOUNTS} accounts, one endpoint each`);
      webhooks = await webhookPhase({
        base, adminToken, seconds: SECONDS, rate: WEBHOOK_RATE, accounts: WEBHOOK_ACCOUNTS, connections: CONNECTIONS,
      });
    }

    // each extra phase gets the running service, the yardsticks measured above and the load runner
    const extraResults = {};
    const extraTables = [];
    for (const e of extras) {
      log(`${e.group}: starting`);
      const out = await e.phase.run({
        base, adminToken, server, bare, log, seconds: SECONDS, connections: CONNECTIONS, state: e.state,
        yardsticks: { noop: rows[0], write: rows[1] }, runLoad: (name, opts, target = server) => runLoad(target.base, name, opts),
        summarise, meter: () => meter(base), routeTable,
      });
      extraResults[e.group] = out.result;
      extraTables.push({ group: e.group, plain: out.plain, markdown: out.markdown, lines: out.lines ?? [] });
    }

    const { plain, markdown } = tables(rows);
    const hooks = webhooks ? webhookTables(webhooks) : { plain: "", markdown: "" };
    const costs = purchaseTables(rows);
    const machine = {
      date: new Date().toISOString(),
      cpus: availableParallelism(),
      cpu_model: cpus()[0]?.model ?? "unknown",
      memory_total_gib: Math.round((totalmem() / 2 ** 30) * 10) / 10,
      memory_free_gib: Math.round((freemem() / 2 ** 30) * 10) / 10,
      load_avg_1m_before: Math.round(loadBefore * 100) / 100,
      node: process.version,
      wrangler: server.version,
    };
    const outDir = join(root, "bench", "results");
    mkdirSync(outDir, { recursive: true });
    const outFile = join(outDir, `${machine.date.replace(/[:.]/g, "-")}.json`);
    const settings = {
      seconds: SECONDS, warmup_seconds: WARMUP_SECONDS, connections: CONNECTIONS, spread_accounts: SPREAD_ACCOUNTS, offer_id: offer.id,
      webhook_transfer_rate: WEBHOOK_RATE, webhook_accounts: WEBHOOK_ACCOUNTS, phases: chosen,
    };
    writeFileSync(outFile, `${JSON.stringify({ machine, settings, results: rows, webhooks, ...extraResults }, null, 2)}\n`);

    console.log(`\n${plain}\n\nPer purchase:\n${costs.plain}\n\n${hooks.plain}\n`);
    for (const t of extraTables) console.log(`${t.group}:\n${t.plain}\n`);
    for (const t of extraTables) for (const line of t.lines) log(`${t.group}: ${line}`);
    for (const r of rows) {
      const odd = Object.entries(r.status_codes).filter(([code]) => !code.startsWith("2"));
      if (odd.length) log(`${r.route}: non-2xx status codes ${odd.map(([c, n]) => `${c}×${n}`).join(", ")}`);
      const w = r.wallet_check;
      if (w) {
        const drain = r.fulfilment_drain_s === null ? "not within 30 s" : `${r.fulfilment_drain_s} s`;
        log(`${r.route}: every order fulfilled ${drain} after the load stopped`);
        const verdict = w.ok ? "ok" : "MISMATCH";
        log(`${r.route}: wallets debited ${w.spent_cents} cents = ${w.purchases_seen} purchases seen + ${w.unseen_at_stop} in flight at stop: ${verdict}`);
      }
    }
    // the request log's share: each route beside the same route left out of the log, in this run
    for (const off of rows.filter((r) => r.route.endsWith(", request log off"))) {
      const on = rows.find((r) => r.route === off.route.slice(0, -", request log off".length));
      if (!on) continue;
      const share = 1 - on.req_per_s / Math.max(off.req_per_s, 0.1);
      log(`${on.route}: the request log costs ${(share * 100).toFixed(1)}% of its throughput (${on.req_per_s} against ${off.req_per_s} req/s without it) and ${(on.server_cpu_ms_per_request - off.server_cpu_ms_per_request).toFixed(2)} ms of server CPU per request`);
    }
    const api = rows.find((r) => r.route === "GET /v1/wallet");
    const home = rows.find((r) => r.page);
    if (api && home) {
      const cpu = home.server_cpu_ms_per_request / Math.max(api.server_cpu_ms_per_request, 0.001);
      const rate = api.req_per_s / Math.max(home.req_per_s, 0.1);
      // the cost is the server's CPU per request, as for a purchase; throughput is reported beside it
      const verdict = cpu <= 3 ? "within" : "OVER";
      log(`signed-in Home costs ${cpu.toFixed(2)}× the server CPU of GET /v1/wallet per request (${verdict} the 3× budget) and serves ${(1 / rate).toFixed(2)}× its throughput`);
    }
    const w = webhooks ?? {};
    if (webhooks) log(`webhooks: ${w.events_expected} events (${w.events_per_s}/s), ${w.deliveries} deliveries (${w.deliveries_per_s_during_load}/s while loading, ${w.deliveries_per_s_overall}/s to the last one), last expected one ${w.drain_s ?? "-"} s after the load stopped`);
    if (webhooks) log(`webhooks: latency from created_at p50 ${w.latency_p50_ms} ms, p99 ${w.latency_p99_ms} ms, max ${w.latency_max_ms} ms; bank transfer calls p50 ${w.transfer_p50_ms} ms, p99 ${w.transfer_p99_ms} ms`);
    const verdict = w.ok ? "ok" : "MISMATCH";
    if (webhooks) log(`webhooks: ${w.missing} expected events never delivered, ${w.unexpected} unexpected, ${w.duplicates} duplicates, ${w.bad_signatures} bad signatures, ${w.bad_requests} bad requests: ${verdict}`);
    console.log(`Markdown (${machine.cpus} CPUs, ${machine.memory_total_gib} GiB, Node ${machine.node}, wrangler ${machine.wrangler}, load ${machine.load_avg_1m_before}, ${machine.date}):\n`);
    console.log(`${markdown}\n\n${costs.markdown}\n\n${hooks.markdown}\n`);
    for (const t of extraTables) console.log(`${t.group}:\n\n${t.markdown}\n`);
    log(`results written to ${relative(root, outFile)}`);
  } finally {
    clearTimeout(deadline);
    await Promise.all([server.stop(), bare.stop()]);
    for (const e of extras) await e.phase.stop?.(e.state);
  }
}

main()
  .catch((err) => {
    console.error(`[bench] failed: ${err.stack ?? err.message}`);
    process.exitCode = 1;
  })
  // an extra phase's fake server or a stray socket must not keep the run alive
  .finally(() => process.exit());
