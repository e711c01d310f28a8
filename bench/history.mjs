// The long-history phase (BENCH_PHASES=history): one account is brought to BENCH_HISTORY_ORDERS
// purchases (default 200,000) by its own object running the real purchase step again and again
// (`POST /__bench/repeat-purchase`, served only with BENCH_METER=on; see
// src/routes/bench-history.ts), then, in the same run:
// - purchases on it against purchases on a fresh account (10 connections, the same offer);
// - page 1 against page 1000 (cursors walked from page 1, 100 items a page) of its orders, wallet
//   ledger and events;
// - the object's SQLite bytes per purchase: a fresh account's size before and after its load
//   phase, and the long account's size over its seeded purchases;
// - an `orders.itemized` report run over its first tenth and over all its orders: wall time and
//   the service's peak memory (bench/reports.mjs, measureReports).
// Checks: every wallet lost exactly the offer's price per purchase (up to one in flight per
// connection when the load stopped), and each page walked is full, newest first, with no id
// seen twice.
import { randomUUID } from "node:crypto";
import { call, cheapestOffer } from "./client.mjs";
import { measureReports } from "./reports.mjs";

const ORDERS = Number(process.env.BENCH_HISTORY_ORDERS ?? 200_000);
const CHUNK = 5000;
const PAGE_LIMIT = 100;
// page 1000, or the deepest full page a smaller history has
const DEEP_PAGE = Math.min(1000, Math.floor(Number(process.env.BENCH_HISTORY_ORDERS ?? 200_000) / 100) - 1);
const FUND_CENTS = 100_000_000; // the sandbox bank-transfer helper's largest single deposit

if (!Number.isInteger(ORDERS) || ORDERS < 2) throw new Error("BENCH_HISTORY_ORDERS must be an integer of at least 2");

async function newAccount(base, adminToken, name) {
  const created = await call(base, "POST", "/admin/v1/accounts", adminToken, { name });
  return { id: created.account.id, key: created.api_key.secret, funded: 0 };
}

async function fund(base, account, cents) {
  while (account.funded < cents) {
    await call(base, "POST", "/v1/test_helpers/bank_transfers", account.key, { amount: FUND_CENTS }, { "idempotency-key": randomUUID() });
    account.funded += FUND_CENTS;
  }
}

const databaseSize = async (base, account) =>
  (await (await fetch(`${base}/__bench/database-size?account_id=${account.id}&mode=test`)).json()).database_size;

const balance = async (base, account) => (await call(base, "GET", "/v1/wallet", account.key)).balance.amount;

/** Walks `path` from page 1 to page `n` by cursors; answers the cursor of page n and what the walk saw. */
async function walk(base, key, path, n) {
  let cursor = null;
  let prev = null;
  const seen = new Set();
  let problems = 0;
  for (let p = 1; p < n; p++) {
    const q = new URLSearchParams({ limit: String(PAGE_LIMIT), ...(cursor ? { cursor } : {}) });
    const page = await call(base, "GET", `${path}?${q}`, key);
    if (page.data.length !== PAGE_LIMIT || !page.has_more) problems += 1;
    for (const item of page.data) {
      if (seen.has(item.id) || (prev !== null && item.id >= prev)) problems += 1;
      seen.add(item.id);
      prev = item.id;
    }
    cursor = page.next_cursor;
  }
  // page n itself must be full and carry on after page n-1
  const q = new URLSearchParams({ limit: String(PAGE_LIMIT), cursor });
  const last = await call(base, "GET", `${path}?${q}`, key);
  if (last.data.length !== PAGE_LIMIT || !(last.data[0]?.id < prev)) problems += 1;
  return { cursor, items_seen: seen.size + last.data.length, problems };
}

export default {
  // seeding (about 2,000 purchases a second here) and the cursor walks, beyond the load phases
  deadlineSeconds: Math.ceil(ORDERS / 1000) + 300,

  async run(ctx) {
    const { base, adminToken, log, seconds, connections, yardsticks } = ctx;
    const lines = [];
    const old = await newAccount(base, adminToken, "Bench long history");
    const fresh = await newAccount(base, adminToken, "Bench fresh account");
    const offer = await cheapestOffer(base, old.key);
    const price = offer.price.amount;
    // enough for the seeding and a generous load phase on each account
    const loadAllowance = 2000 * seconds * price;
    await fund(base, old, ORDERS * price + loadAllowance);
    await fund(base, fresh, loadAllowance);

    // ---- seeding: one purchase through the API, the rest by the object's own purchase step
    const seedFrom = Date.now();
    const first = await call(base, "POST", "/v1/quotes", old.key, { offer_id: offer.id, payment_source: "wallet" }, { "idempotency-key": randomUUID() });
    const sizeEmpty = await databaseSize(base, fresh);
    const sizeBeforeSeed = await databaseSize(base, old);
    log(`history: seeding ${ORDERS} purchases of ${offer.id} (${price} cents) on one account`);
    const t0 = Date.now();
    let seeded = 1;
    while (seeded < ORDERS) {
      const count = Math.min(CHUNK, ORDERS - seeded);
      const res = await fetch(`${base}/__bench/repeat-purchase?account_id=${old.id}&mode=test&quote_id=${first.id}&count=${count}`, { method: "POST" });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`seeding answered ${res.status}: ${text.slice(0, 300)}`);
      const out = JSON.parse(text);
      seeded += out.purchased;
    }
    const seedSeconds = (Date.now() - t0) / 1000;
    const sizeSeeded = await databaseSize(base, old);
    const seedCheck = (await balance(base, old)) === old.funded - seeded * price;
    log(`history: seeded in ${seedSeconds.toFixed(1)} s (${Math.round(seeded / seedSeconds)}/s), ${(sizeSeeded / 2 ** 20).toFixed(1)} MiB`);

    // ---- report runs over the seeded orders (before any load adds more)
    const reports = await measureReports(ctx, old.key, seedFrom, Date.now(), seeded);
    lines.push(...reports.lines);

    // ---- purchases: a fresh account, then the long one, same offer and connections
    const purchase = JSON.stringify({ offer_id: offer.id, payment_source: "wallet" });
    const quoteOn = (key) => ({
      method: "POST", path: "/v1/quotes", body: purchase,
      setupRequest: (req) => ({ ...req, headers: { ...req.headers, "content-type": "application/json", authorization: `Bearer ${key}`, "idempotency-key": randomUUID() } }),
    });
    const rows = [];
    const money = [];
    const measure = async (route, opts) => {
      log(`${route}: ${seconds} s at ${connections} connections`);
      const cpu = ctx.server.cpuSeconds();
      const result = await ctx.runLoad(route, opts);
      const row = ctx.summarise(route, result);
      row.server_cpu_ms_per_request = ((ctx.server.cpuSeconds() - cpu) * 1000) / Math.max(1, result.requests.total);
      row.ok = Object.entries(result.statusCodeStats ?? {}).reduce((n, [c, s]) => n + (c.startsWith("2") ? Number(s.count) : 0), 0);
      rows.push(row);
      return row;
    };
    const moneyCheck = async (account, before, bought) => {
      const spent = before - (await balance(base, account));
      const unseen = (spent - bought * price) / price;
      const ok = Number.isInteger(unseen) && unseen >= 0 && unseen <= connections;
      money.push(ok);
      return { spent, unseen, ok };
    };
    const freshBefore = await balance(base, fresh);
    const freshRow = await measure("POST /v1/quotes, fresh account", { requests: [quoteOn(fresh.key)] });
    const freshMoney = await moneyCheck(fresh, freshBefore, freshRow.ok);
    const sizeAfterLoad = await databaseSize(base, fresh);
    const freshPurchases = freshMoney.spent / price;
    const oldBefore = await balance(base, old);
    const oldRow = await measure(`POST /v1/quotes, account with ${ORDERS} orders`, { requests: [quoteOn(old.key)] });
    const oldMoney = await moneyCheck(old, oldBefore, oldRow.ok);

    // ---- pages: page 1 against page 1000, walked by cursors
    const lists = [["orders", "/v1/orders"], ["wallet ledger", "/v1/wallet/ledger"], ["events", "/v1/events"]];
    const pages = [];
    const auth = { authorization: `Bearer ${old.key}` };
    for (const [name, path] of lists) {
      const tw = Date.now();
      const w = await walk(base, old.key, path, DEEP_PAGE);
      log(`history: walked ${name} to page ${DEEP_PAGE} (${w.items_seen} items) in ${((Date.now() - tw) / 1000).toFixed(1)} s: ${w.problems ? "MISMATCH" : "ok"}`);
      const p1 = await measure(`GET ${path} page 1`, { requests: [{ method: "GET", path: `${path}?limit=${PAGE_LIMIT}`, headers: auth }] });
      const pN = await measure(`GET ${path} page ${DEEP_PAGE}`, { requests: [{ method: "GET", path: `${path}?limit=${PAGE_LIMIT}&cursor=${w.cursor}`, headers: auth }] });
      pages.push({ list: name, page_1_req_per_s: p1.req_per_s, deep_req_per_s: pN.req_per_s, ratio: pN.req_per_s / Math.max(p1.req_per_s, 0.1), walk_problems: w.problems });
    }

    const noop = yardsticks.noop.req_per_s || 1;
    const write = yardsticks.write.req_per_s || 1;
    const purchaseRatio = oldRow.req_per_s / Math.max(freshRow.req_per_s, 0.1);
    const bytesPerPurchaseFresh = (sizeAfterLoad - sizeEmpty) / Math.max(1, freshPurchases);
    const bytesPerPurchaseSeeded = (sizeSeeded - sizeBeforeSeed) / Math.max(1, seeded - 1);
    const ok = seedCheck && reports.result.ok && money.every(Boolean) && pages.every((p) => p.walk_problems === 0) && rows.every((r) => r.non_2xx === 0 && r.errors === 0);

    const view = rows.map((r) => ({
      route: r.route,
      "req/s": r.req_per_s.toFixed(0),
      "p50 ms": String(r.p50_ms),
      "p99 ms": String(r.p99_ms),
      "errors / non-2xx": `${r.errors} / ${r.non_2xx}`,
      "vs no-op": (r.req_per_s / noop).toFixed(2),
      "vs one write": (r.req_per_s / write).toFixed(2),
      "server CPU ms/req": r.server_cpu_ms_per_request.toFixed(2),
    }));
    const table = ctx.routeTable(view);
    const summary = ctx.routeTable([
      { route: "purchase, long account vs fresh", ratio: purchaseRatio.toFixed(2), target: ">= 0.90" },
      ...pages.map((p) => ({ route: `${p.list}, page ${DEEP_PAGE} vs page 1`, ratio: p.ratio.toFixed(2), target: "0.80 to 1.20" })),
    ]);
    lines.push(`seeded ${seeded} purchases in ${seedSeconds.toFixed(1)} s (${Math.round(seeded / seedSeconds)}/s): wallet ${seedCheck ? "ok" : "MISMATCH"}`);
    lines.push(`purchases on the long account: ${purchaseRatio.toFixed(2)}× the fresh account's throughput (${oldRow.req_per_s} vs ${freshRow.req_per_s} req/s)`);
    lines.push(`wallets: fresh ${freshMoney.spent} cents (${freshMoney.unseen} in flight at stop) ${freshMoney.ok ? "ok" : "MISMATCH"}; long ${oldMoney.spent} cents (${oldMoney.unseen} in flight) ${oldMoney.ok ? "ok" : "MISMATCH"}`);
    for (const p of pages) lines.push(`${p.list}: page ${DEEP_PAGE} at ${p.ratio.toFixed(2)}× page 1's throughput (${p.deep_req_per_s} vs ${p.page_1_req_per_s} req/s)`);
    lines.push(`storage: ${Math.round(bytesPerPurchaseFresh)} bytes per purchase on a fresh account (${sizeEmpty} → ${sizeAfterLoad} bytes over ${freshPurchases} purchases), ${Math.round(bytesPerPurchaseSeeded)} over the seeding (${(sizeSeeded / 2 ** 20).toFixed(1)} MiB for ${seeded})`);
    lines.push(`history phase: ${ok ? "ok" : "MISMATCH"}`);
    return {
      result: {
        orders: ORDERS, seeded, seed_seconds: seedSeconds, seed_check: seedCheck, offer_id: offer.id, price_cents: price,
        purchase_ratio: purchaseRatio, pages, rows, reports: reports.result,
        storage: { empty_bytes: sizeEmpty, fresh_after_bytes: sizeAfterLoad, fresh_purchases: freshPurchases, bytes_per_purchase_fresh: bytesPerPurchaseFresh, seeded_bytes: sizeSeeded, bytes_per_purchase_seeded: bytesPerPurchaseSeeded },
        ok,
      },
      plain: `${table.plain}\n\n${summary.plain}\n\n${reports.table.plain}`,
      markdown: `${table.markdown}\n\n${summary.markdown}\n\n${reports.table.markdown}`,
      lines,
    };
  },
};
