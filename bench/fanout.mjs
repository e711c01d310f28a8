// The fan-out phase (group `fanout`): one account with 16 webhook endpoints (the most an account
// may have per mode) at a steady event rate, so every event becomes 16 deliveries from one
// account object. It runs the webhook phase's load, receiver and checks (webhooks.mjs) with
// more endpoints, and adds what the deliveries cost the server: its CPU, the calls into the
// account's object and the queue messages, per delivery. A share of first arrivals is answered
// 500 after the receiver took the event, so the run also shows retries at work: each repeat the
// receiver sees must be one the service's delivery log explains by a failed attempt.
// Then a hanging receiver: a fresh account with one endpoint that never answers and three that
// do gets a burst of transfers at once, and the receiver counts how many requests the hanging
// one holds open at a time; it must never be more than four (the object's bound per endpoint,
// SENDS_PER_ENDPOINT in src/account-object/webhook-sender.ts), however many calls the queue's
// batches become, while the other endpoints get every event.
//
// BENCH_FANOUT_RATE events/s (default 100; each bank transfer records two events),
// BENCH_FANOUT_ENDPOINTS (default 16), BENCH_FANOUT_FAIL_PERCENT (default 1),
// BENCH_FANOUT_HANG_TRANSFERS (default 25, 0 to skip the hanging receiver),
// BENCH_FANOUT_HANG_SECONDS (default 25: the service gives up on a request after 10 s).
import { randomUUID } from "node:crypto";
import { call, pool, quantile } from "./client.mjs";
import { startReceiver } from "./receiver.mjs";
import { webhookPhase } from "./webhooks.mjs";

const EVENTS_PER_S = Number(process.env.BENCH_FANOUT_RATE ?? 100);
const ENDPOINTS = Number(process.env.BENCH_FANOUT_ENDPOINTS ?? 16);
const FAIL_PERCENT = Number(process.env.BENCH_FANOUT_FAIL_PERCENT ?? 1);

if (!Number.isInteger(EVENTS_PER_S) || EVENTS_PER_S < 2 || EVENTS_PER_S % 2) throw new Error("BENCH_FANOUT_RATE must be an even integer of at least 2 (events/s)");
if (!Number.isInteger(ENDPOINTS) || ENDPOINTS < 1 || ENDPOINTS > 16) throw new Error("BENCH_FANOUT_ENDPOINTS must be 1 to 16");
if (!Number.isFinite(FAIL_PERCENT) || FAIL_PERCENT < 0 || FAIL_PERCENT > 50) throw new Error("BENCH_FANOUT_FAIL_PERCENT must be 0 to 50");
const HANG_TRANSFERS = Number(process.env.BENCH_FANOUT_HANG_TRANSFERS ?? 25);
const HANG_SECONDS = Number(process.env.BENCH_FANOUT_HANG_SECONDS ?? 25);
if (!Number.isInteger(HANG_TRANSFERS) || HANG_TRANSFERS < 0 || HANG_TRANSFERS > 200) throw new Error("BENCH_FANOUT_HANG_TRANSFERS must be 0 to 200");
if (!Number.isFinite(HANG_SECONDS) || HANG_SECONDS < 1 || HANG_SECONDS > 120) throw new Error("BENCH_FANOUT_HANG_SECONDS must be 1 to 120");
/** the service's bound on sends in flight to one endpoint, for the whole account object */
const SENDS_PER_ENDPOINT = 4;
const HANG_OK_ENDPOINTS = 3;

const ms = (v) => (v === null || v === undefined ? "-" : String(v));
const sleep = (t) => new Promise((r) => setTimeout(r, t));

/** Ids of the account's events (the list is newest first), all of them: the account is fresh. */
async function eventIds(base, key) {
  const ids = [];
  let cursor = null;
  do {
    const q = new URLSearchParams({ limit: "100", ...(cursor ? { cursor } : {}) });
    const page = await call(base, "GET", `/v1/events?${q}`, key);
    ids.push(...page.data.map((e) => e.id));
    cursor = page.has_more ? page.next_cursor : null;
  } while (cursor);
  return ids;
}

/**
 * One endpoint that never answers and HANG_OK_ENDPOINTS that do, on a fresh account; a burst of
 * HANG_TRANSFERS transfers; HANG_SECONDS of watching how many requests the hanging one holds.
 */
async function hangingReceiver({ base, adminToken, log }) {
  const receiver = await startReceiver();
  try {
    const key = (await call(base, "POST", "/admin/v1/accounts", adminToken, { name: "Bench fan-out hanging receiver partner" })).api_key.secret;
    const hanging = await call(base, "POST", "/v1/webhook_endpoints", key, { url: receiver.hangUrlFor(0) });
    const paths = [];
    for (let n = 1; n <= HANG_OK_ENDPOINTS; n++) {
      const ep = await call(base, "POST", "/v1/webhook_endpoints", key, { url: receiver.urlFor(n) });
      receiver.trust(n, ep.secret);
      paths.push(new URL(receiver.urlFor(n)).pathname);
    }
    log(`fanout: hanging receiver: ${HANG_TRANSFERS} transfers at once to an account with 1 endpoint that never answers and ${HANG_OK_ENDPOINTS} that do, watched for ${HANG_SECONDS} s`);
    const started = Date.now();
    await pool(Array.from({ length: HANG_TRANSFERS }, (_, i) => i), 10, () =>
      call(base, "POST", "/v1/test_helpers/bank_transfers", key, { amount: 100 }, { "idempotency-key": randomUUID() }),
    );
    const burstMs = Date.now() - started;
    const ids = await eventIds(base, key);
    const expected = ids.flatMap((id) => paths.map((p) => `${p} ${id}`));
    // the other endpoints' deliveries: each must arrive while the hanging one holds its four
    let othersDoneMs = null;
    const samples = [];
    while (Date.now() - started < HANG_SECONDS * 1000) {
      samples.push(receiver.hang.open);
      if (othersDoneMs === null && expected.every((k) => receiver.deliveries.has(k))) othersDoneMs = Date.now() - started;
      await sleep(100);
    }
    const arrived = expected.map((k) => receiver.deliveries.get(k)).filter(Boolean);
    const result = {
      transfers: HANG_TRANSFERS,
      events: ids.length,
      burst_ms: burstMs,
      watched_s: HANG_SECONDS,
      hanging_requests: receiver.hang.requests,
      hanging_most_open: receiver.hang.mostOpen,
      hanging_open_p50: quantile(samples, 0.5),
      bound: SENDS_PER_ENDPOINT,
      others_expected: expected.length,
      others_arrived: arrived.length,
      others_done_ms: othersDoneMs,
      others_latency_p99_ms: quantile(arrived.map((d) => d.latencyMs), 0.99),
      bad_signatures: receiver.bad.signatures,
    };
    result.ok = result.hanging_most_open <= SENDS_PER_ENDPOINT && result.hanging_requests > 0 && arrived.length === expected.length && result.bad_signatures === 0;
    // no more attempts at it: what is still queued for it is dropped when it comes due
    await call(base, "POST", `/v1/webhook_endpoints/${hanging.id}`, key, { status: "disabled" });
    return result;
  } finally {
    await receiver.stop();
  }
}

export default {
  // set-up, 30 s of drain, the delivery log read back, then the hanging receiver's watch
  deadlineSeconds: 150 + HANG_SECONDS,

  async run(ctx) {
    const { base, adminToken, seconds, connections, server, log } = ctx;
    log(`fanout: ${EVENTS_PER_S} events/s for ${seconds} s on 1 account with ${ENDPOINTS} endpoints (${EVENTS_PER_S * ENDPOINTS} deliveries/s asked), ${FAIL_PERCENT}% of first arrivals answered 500`);
    const cpuBefore = server.cpuSeconds();
    const before = await ctx.meter();
    const w = await webhookPhase({
      base, adminToken, seconds, connections, rate: EVENTS_PER_S / 2, accounts: 1, endpoints: ENDPOINTS,
      failShare: FAIL_PERCENT / 100, label: "fan-out",
    });
    const after = await ctx.meter();
    const cpuMs = (server.cpuSeconds() - cpuBefore) * 1000;
    const hang = HANG_TRANSFERS > 0 ? await hangingReceiver({ base, adminToken, log }) : null;
    // attempts made: every genuine arrival at the receiver
    const attempts = Math.max(1, w.deliveries);
    const per = (n) => Math.round((n / attempts) * 1000) / 1000;
    const result = {
      ...w,
      events_per_s_target: EVENTS_PER_S,
      deliveries_per_s_target: EVENTS_PER_S * ENDPOINTS,
      server_cpu_ms_per_delivery: Math.round((cpuMs / attempts) * 100) / 100,
      account_calls_per_delivery: per(after.account_calls - before.account_calls),
      queue_messages_per_delivery: per(after.queue_messages - before.queue_messages),
      alarms: after.account_alarms - before.account_alarms,
      noop_req_per_s: ctx.yardsticks.noop.req_per_s,
      deliveries_vs_noop: Math.round((w.deliveries_per_s_during_load / Math.max(1, ctx.yardsticks.noop.req_per_s)) * 100) / 100,
      hanging_receiver: hang,
    };
    const view = [{
      route: `1 account x ${ENDPOINTS} endpoints`,
      "events/s": w.events_per_s.toFixed(0),
      "deliveries/s": w.deliveries_per_s_during_load.toFixed(0),
      "vs no-op": result.deliveries_vs_noop.toFixed(2),
      "p50 ms": ms(w.delivery_latency_p50_ms),
      "p99 ms": ms(w.delivery_latency_p99_ms),
      "drain s": ms(w.delivery_drain_s),
      "delivered / expected": `${w.deliveries_expected - w.deliveries_missing} / ${w.deliveries_expected}`,
      "repeats (retried / other)": `${w.repeats_explained_by_retry} / ${w.repeats_unexplained}`,
      "bad signatures": String(w.bad_signatures),
      "CPU ms/delivery": result.server_cpu_ms_per_delivery.toFixed(2),
      "object calls/delivery": String(result.account_calls_per_delivery),
      "queue msgs/delivery": String(result.queue_messages_per_delivery),
      "hanging endpoint: most open / bound": hang ? `${hang.hanging_most_open} / ${hang.bound}` : "-",
    }];
    const { plain, markdown } = ctx.routeTable(view);
    const verdict = w.ok ? "ok" : "MISMATCH";
    const lines = [
      `${w.events_expected} events (${w.events_per_s}/s), ${w.deliveries} deliveries (${w.deliveries_per_s_during_load}/s while loading, ${w.deliveries_per_s_overall}/s to the last one), last one ${w.delivery_drain_s ?? "-"} s after the load stopped`,
      `delivery latency from created_at p50 ${w.delivery_latency_p50_ms} ms, p99 ${w.delivery_latency_p99_ms} ms, max ${w.delivery_latency_max_ms} ms; bank transfer calls p50 ${w.transfer_p50_ms} ms, p99 ${w.transfer_p99_ms} ms (${w.transfers_2xx} of ${w.transfers} 2xx)`,
      `receiver answered ${w.receiver_answered_500} first arrivals 500 (${w.retries_missing} of them never tried again); repeats ${w.repeats}: ${w.repeats_explained_by_retry} explained by a failed attempt in the delivery log, ${w.repeats_unexplained} not`,
      `${w.deliveries_missing} of ${w.deliveries_expected} deliveries never arrived, ${w.bad_signatures} bad signatures, ${w.bad_requests} bad requests: ${verdict}`,
    ];
    if (hang) {
      const within = hang.hanging_most_open <= hang.bound ? "within" : "OVER";
      const others = hang.others_done_ms === null ? `only ${hang.others_arrived} of ${hang.others_expected} arrived` : `all ${hang.others_expected} arrived ${hang.others_done_ms} ms after the burst began (p99 ${hang.others_latency_p99_ms} ms from created_at)`;
      lines.push(
        `hanging receiver: ${hang.transfers} transfers (${hang.events} events) in ${hang.burst_ms} ms; in ${hang.watched_s} s the endpoint that never answers got ${hang.hanging_requests} requests and held at most ${hang.hanging_most_open} open at once (${within} the bound of ${hang.bound}; median ${hang.hanging_open_p50}); the other endpoints' deliveries: ${others}: ${hang.ok ? "ok" : "MISMATCH"}`,
      );
    }
    return { result, plain, markdown, lines };
  },
};
