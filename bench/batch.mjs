// The order batch phase (BENCH_PHASES=batch): what 50 purchases cost the server made as one order
// batch (`POST /v1/order_batches`, one item of quantity 50) beside the same 50 made as single
// wallet quotes (`POST /v1/quotes`, 10 at a time), in the same run, each on a fresh funded
// account (one Durable Object each), in BENCH_BATCH_ROUNDS rounds (default 3), singles and
// batch taking turns. For each: the wall time, the server's CPU (every process of the service's
// `wrangler dev`, read from /proc, over the requests and the background work after them: the
// request log's hand-over comes 5 s after a request, so each part is followed by 6 s of quiet
// before the CPU is read again), the calls into account objects, queue messages and D1 queries.
// Checks: every wallet lost exactly 50 times the offer's price, and the batch is `completed` with
// 50 fulfilled orders. The spec's bar: the batch costs no more server time than the 50 singles.
import { randomUUID } from "node:crypto";
import { call, cheapestOffer, fundedAccount, pool } from "./client.mjs";

const PURCHASES = 50;
const ROUNDS = Number(process.env.BENCH_BATCH_ROUNDS ?? 3);
const QUIET_MS = 6000;
const FUND_CENTS = 100_000_000;

if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error("BENCH_BATCH_ROUNDS must be a positive integer");

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const round2 = (v) => Math.round(v * 100) / 100;

/** Runs `work` and measures it: wall ms of the work, then server CPU and meter counts including QUIET_MS after it. */
async function measured(ctx, work) {
  await sleep(QUIET_MS);
  const before = await ctx.meter();
  const cpuBefore = ctx.server.cpuSeconds();
  const started = performance.now();
  await work();
  const wallMs = performance.now() - started;
  await sleep(QUIET_MS);
  const cpuMs = (ctx.server.cpuSeconds() - cpuBefore) * 1000;
  const after = await ctx.meter();
  return {
    wall_ms: round2(wallMs),
    server_cpu_ms: round2(cpuMs),
    // the meter's own read is an account call of nobody's purchase; none is made here
    account_calls: after.account_calls - before.account_calls,
    queue_messages: after.queue_messages - before.queue_messages,
    d1_queries: after.d1_queries - before.d1_queries,
  };
}

export default {
  // per round: two accounts, 4 quiet spells, the purchases
  deadlineSeconds: 60 + ROUNDS * 40,

  async run(ctx) {
    const { base, adminToken, log } = ctx;
    const probe = await fundedAccount(base, adminToken, "bench batch probe");
    const offer = await cheapestOffer(base, probe);
    log(`batch: ${ROUNDS} rounds of ${PURCHASES} single wallet quotes (10 at a time) beside one batch of ${PURCHASES}, offer ${offer.id} at ${offer.price.amount} cents`);
    const singles = [];
    const batches = [];
    let ok = true;
    for (let r = 0; r < ROUNDS; r++) {
      const singleKey = await fundedAccount(base, adminToken, `bench batch singles ${r}`);
      const batchKey = await fundedAccount(base, adminToken, `bench batch ${r}`);
      singles.push(await measured(ctx, () =>
        pool(Array.from({ length: PURCHASES }), 10, () =>
          call(base, "POST", "/v1/quotes", singleKey, { offer_id: offer.id, payment_source: "wallet" }, { "idempotency-key": randomUUID() })),
      ));
      let answer;
      batches.push(await measured(ctx, async () => {
        answer = await call(base, "POST", "/v1/order_batches", batchKey, { payment_source: "wallet", items: [{ offer_id: offer.id, quantity: PURCHASES }] }, { "idempotency-key": randomUUID() });
      }));
      const spent = async (key) => FUND_CENTS - (await call(base, "GET", "/v1/wallet", key)).balance.amount;
      const expected = offer.price.amount * PURCHASES;
      const [s, b] = [await spent(singleKey), await spent(batchKey)];
      const complete = answer.status === "completed" && answer.counts.fulfilled === PURCHASES;
      if (s !== expected || b !== expected || !complete) {
        ok = false;
        log(`batch: round ${r}: MISMATCH: singles spent ${s}, batch spent ${b}, expected ${expected} each; batch ${answer.status} ${JSON.stringify(answer.counts)}`);
      }
    }
    const mean = (rows, k) => round2(rows.reduce((n, row) => n + row[k], 0) / rows.length);
    const sum = (rows) => ({
      wall_ms: mean(rows, "wall_ms"), server_cpu_ms: mean(rows, "server_cpu_ms"), account_calls: mean(rows, "account_calls"),
      queue_messages: mean(rows, "queue_messages"), d1_queries: mean(rows, "d1_queries"),
    });
    const result = { purchases: PURCHASES, rounds: ROUNDS, offer_id: offer.id, singles: sum(singles), batch: sum(batches), rounds_singles: singles, rounds_batch: batches, ok };
    result.batch_cpu_vs_singles = round2(result.batch.server_cpu_ms / Math.max(0.01, result.singles.server_cpu_ms));
    const view = [
      { way: `${PURCHASES} POST /v1/quotes (10 at a time)`, ...result.singles },
      { way: `1 POST /v1/order_batches of ${PURCHASES}`, ...result.batch },
    ].map((row) => ({
      way: row.way, "wall ms": row.wall_ms.toFixed(0), "server CPU ms": row.server_cpu_ms.toFixed(0),
      "CPU ms/purchase": (row.server_cpu_ms / PURCHASES).toFixed(2), "object calls": String(row.account_calls),
      "queue msgs": String(row.queue_messages), "D1 queries": String(row.d1_queries),
    }));
    const { plain, markdown } = ctx.routeTable(view);
    const lines = [
      `batch: the batch took ${result.batch_cpu_vs_singles} times the singles' server CPU (means over ${ROUNDS} rounds, each with ${QUIET_MS / 1000} s of quiet after it); wallets and batches ${ok ? "ok" : "MISMATCH"}`,
    ];
    return { result, plain, markdown, lines };
  },
};
