// The two-route phase (BENCH_PHASES=tworoutes): a wallet purchase of an offer with two routes beside
// one of the same product and price with one, in the same run, each on a fresh funded account (one
// Durable Object each), in BENCH_TWO_ROUTE_ROUNDS rounds (default 4), taking turns. Both offers are
// test-mode copies of the cheapest sandbox eSIM made through the bench's own surface
// (`POST /__bench/routed-offers`, BENCH_METER=on only): the purchase path is the same code in both
// modes (the offer read with its routes from the per-isolate cache, the quote and the order written
// with them); the sandbox then answers the order in the same step, so what is measured is what the
// routes add to a purchase, not a supplier's answer. For each: requests per second, p50 and p99 at
// 10 connections for BENCH_SECONDS after BENCH_WARMUP_SECONDS (requests left out of the request
// log, as the main phases' "request log off" rows are), server CPU, account calls, queue messages
// and D1 queries per purchase, and the wallet check. The spec's bar: no slower, and no
// query more, with two routes.
import { randomUUID } from "node:crypto";
import { call, cheapestOffer, fundedAccount } from "./client.mjs";

const ROUNDS = Number(process.env.BENCH_TWO_ROUTE_ROUNDS ?? 4);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const QUIET_MS = 2000;

if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error("BENCH_TWO_ROUTE_ROUNDS must be a positive integer");

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const round2 = (v) => Math.round(v * 100) / 100;
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

const balance = async (base, key) => (await call(base, "GET", "/v1/wallet", key)).balance.amount;

/** Purchases of `offerId` on a fresh account: warm-up, then the measured load, then its cost per purchase. */
async function purchases(ctx, offerId, price, label) {
  const key = await fundedAccount(ctx.base, ctx.adminToken, `bench ${label}`);
  const body = JSON.stringify({ offer_id: offerId, payment_source: "wallet" });
  const request = {
    method: "POST",
    path: "/v1/quotes",
    body,
    // left out of the request log (BENCH_METER=on only): its share swings with the machine, and
    // both offers would pay it alike
    setupRequest: (req) => ({
      ...req,
      headers: { ...req.headers, "content-type": "application/json", authorization: `Bearer ${key}`, "idempotency-key": randomUUID(), "x-bench-request-log": "off" },
    }),
  };
  if (WARMUP_SECONDS > 0) await ctx.runLoad(`${label} (warm-up)`, { requests: [request], duration: WARMUP_SECONDS });
  await sleep(QUIET_MS);
  const before = await balance(ctx.base, key);
  const counts = await ctx.meter();
  const cpu = ctx.server.cpuSeconds();
  const result = await ctx.runLoad(label, { requests: [request] });
  await sleep(QUIET_MS);
  const cpuMs = (ctx.server.cpuSeconds() - cpu) * 1000;
  const after = await ctx.meter();
  const spent = before - (await balance(ctx.base, key));
  const bought = spent / price;
  const row = ctx.summarise(label, result);
  const ok = Object.entries(result.statusCodeStats ?? {}).reduce((n, [code, s]) => n + (code.startsWith("2") ? Number(s.count) : 0), 0);
  const per = (n) => round2(n / Math.max(bought, 1));
  return {
    ...row,
    purchases: bought,
    // the wallet read after the load is one account call of nobody's purchase
    account_calls: per(after.account_calls - counts.account_calls - 1),
    queue_messages: per(after.queue_messages - counts.queue_messages),
    d1_queries: per(after.d1_queries - counts.d1_queries),
    server_cpu_ms: per(cpuMs),
    wallet_ok: Number.isInteger(bought) && bought >= ok && bought - ok <= ctx.connections,
  };
}

export default {
  // per round: two accounts, two warm-ups, two loads and their quiet spells
  deadlineSeconds: 30 + ROUNDS * 2 * (WARMUP_SECONDS + Number(process.env.BENCH_SECONDS ?? 10) + 10),

  async run(ctx) {
    const { base, adminToken, log } = ctx;
    const probe = await fundedAccount(base, adminToken, "bench two-route probe");
    const from = await cheapestOffer(base, probe);
    const res = await fetch(`${base}/__bench/routed-offers?from=${encodeURIComponent(from.id)}`, { method: "POST" });
    if (!res.ok) throw new Error(`POST /__bench/routed-offers answered ${res.status}`);
    const made = await res.json();
    log(`tworoutes: ${ROUNDS} rounds, ${made.one_route} (one route) and ${made.two_routes} (two routes), copies of ${from.id} at ${from.price.amount} cents`);
    const rows = { one: [], two: [] };
    for (let r = 0; r < ROUNDS; r++) {
      // taking turns, so neither always runs on a warmer (or busier) machine
      const order = r % 2 === 0 ? ["one", "two"] : ["two", "one"];
      for (const which of order) {
        const id = which === "one" ? made.one_route : made.two_routes;
        rows[which].push(await purchases(ctx, id, from.price.amount, `POST /v1/quotes wallet, ${which === "one" ? "one route" : "two routes"} (round ${r + 1})`));
      }
    }
    const avg = (which, field) => round2(mean(rows[which].map((x) => x[field])));
    const summary = Object.fromEntries(["one", "two"].map((w) => [w, {
      req_per_s: avg(w, "req_per_s"), p50_ms: avg(w, "p50_ms"), p99_ms: avg(w, "p99_ms"), server_cpu_ms: avg(w, "server_cpu_ms"),
      account_calls: avg(w, "account_calls"), queue_messages: avg(w, "queue_messages"), d1_queries: avg(w, "d1_queries"),
    }]));
    const ratio = round2(summary.two.req_per_s / Math.max(summary.one.req_per_s, 0.1));
    const sameWork = summary.two.d1_queries <= summary.one.d1_queries && summary.two.account_calls <= summary.one.account_calls;
    const view = ["one", "two"].map((w) => ({
      route: w === "one" ? "one route" : "two routes",
      "req/s": summary[w].req_per_s.toFixed(0),
      "p50 ms": String(summary[w].p50_ms),
      "p99 ms": String(summary[w].p99_ms),
      "server CPU ms": summary[w].server_cpu_ms.toFixed(2),
      "account calls": String(summary[w].account_calls),
      "D1 queries": String(summary[w].d1_queries),
    }));
    const { plain, markdown } = ctx.routeTable(view);
    const walletsOk = [...rows.one, ...rows.two].every((x) => x.wallet_ok);
    return {
      result: { rounds: ROUNDS, offers: made, from: from.id, runs: rows, summary, two_vs_one_req_per_s: ratio },
      plain,
      markdown,
      lines: [
        `two routes serve ${ratio}× the purchases per second of one route (means of ${ROUNDS} rounds), ${sameWork ? "with no account call or D1 query more" : "with MORE account calls or D1 queries"}; server CPU ${summary.two.server_cpu_ms} against ${summary.one.server_cpu_ms} ms a purchase`,
        `wallets debited exactly for the purchases made: ${walletsOk ? "ok" : "MISMATCH"}`,
      ],
    };
  },
};
