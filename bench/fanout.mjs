// The fan-out phase (group `fanout`): one account with 16 webhook endpoints (the most an account
// may have per mode) at a steady event rate, so every event becomes 16 deliveries from one
// account object. It runs the webhook phase's load, receiver and checks (webhooks.mjs) with
// more endpoints, and adds what the deliveries cost the server: its CPU, the calls into the
// account's object and the queue messages, per delivery. A share of first arrivals is answered
// 500 after the receiver took the event, so the run also shows retries at work: each repeat the
// receiver sees must be one the service's delivery log explains by a failed attempt.
//
// BENCH_FANOUT_RATE events/s (default 100; each bank transfer records two events),
// BENCH_FANOUT_ENDPOINTS (default 16), BENCH_FANOUT_FAIL_PERCENT (default 1).
import { webhookPhase } from "./webhooks.mjs";

const EVENTS_PER_S = Number(process.env.BENCH_FANOUT_RATE ?? 100);
const ENDPOINTS = Number(process.env.BENCH_FANOUT_ENDPOINTS ?? 16);
const FAIL_PERCENT = Number(process.env.BENCH_FANOUT_FAIL_PERCENT ?? 1);

if (!Number.isInteger(EVENTS_PER_S) || EVENTS_PER_S < 2 || EVENTS_PER_S % 2) throw new Error("BENCH_FANOUT_RATE must be an even integer of at least 2 (events/s)");
if (!Number.isInteger(ENDPOINTS) || ENDPOINTS < 1 || ENDPOINTS > 16) throw new Error("BENCH_FANOUT_ENDPOINTS must be 1 to 16");
if (!Number.isFinite(FAIL_PERCENT) || FAIL_PERCENT < 0 || FAIL_PERCENT > 50) throw new Error("BENCH_FANOUT_FAIL_PERCENT must be 0 to 50");

const ms = (v) => (v === null || v === undefined ? "-" : String(v));

export default {
  // set-up, 30 s of drain, the delivery log read back
  deadlineSeconds: 120,

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
    }];
    const { plain, markdown } = ctx.routeTable(view);
    const verdict = w.ok ? "ok" : "MISMATCH";
    const lines = [
      `${w.events_expected} events (${w.events_per_s}/s), ${w.deliveries} deliveries (${w.deliveries_per_s_during_load}/s while loading, ${w.deliveries_per_s_overall}/s to the last one), last one ${w.delivery_drain_s ?? "-"} s after the load stopped`,
      `delivery latency from created_at p50 ${w.delivery_latency_p50_ms} ms, p99 ${w.delivery_latency_p99_ms} ms, max ${w.delivery_latency_max_ms} ms; bank transfer calls p50 ${w.transfer_p50_ms} ms, p99 ${w.transfer_p99_ms} ms (${w.transfers_2xx} of ${w.transfers} 2xx)`,
      `receiver answered ${w.receiver_answered_500} first arrivals 500 (${w.retries_missing} of them never tried again); repeats ${w.repeats}: ${w.repeats_explained_by_retry} explained by a failed attempt in the delivery log, ${w.repeats_unexplained} not`,
      `${w.deliveries_missing} of ${w.deliveries_expected} deliveries never arrived, ${w.bad_signatures} bad signatures, ${w.bad_requests} bad requests: ${verdict}`,
    ];
    return { result, plain, markdown, lines };
  },
};
