// The webhook phase: a few accounts each register endpoints at the bench's own receiver, bank
// transfers arrive on them at a steady rate (each one records deposit.confirmed and
// wallet.credited), and the receiver measures how fast the signed deliveries come back.
// Afterwards every event the accounts list must have arrived at least once at every endpoint of its account,
// and every repeat the receiver saw must be one the service explains: an attempt at that event
// and endpoint that its delivery log shows as failed (so it was tried again). The webhook phase
// runs it with one endpoint per account; the fan-out phase (fanout.mjs) with 16 on one account.
import autocannon from "autocannon";
import { randomUUID } from "node:crypto";
import { call, pool, quantile } from "./client.mjs";
import { startReceiver } from "./receiver.mjs";

const TRANSFER_CENTS = 100;
const DRAIN_CAP_MS = 30_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Ids of every event on an account from `since` (ms) on; the list is newest first. */
async function eventIdsSince(base, key, since) {
  const ids = [];
  let cursor = null;
  do {
    const q = new URLSearchParams({ limit: "100", ...(cursor ? { cursor } : {}) });
    const page = await call(base, "GET", `/v1/events?${q}`, key);
    for (const e of page.data) {
      if (Date.parse(e.created_at) < since) return ids;
      ids.push(e.id);
    }
    cursor = page.has_more ? page.next_cursor : null;
  } while (cursor);
  return ids;
}

async function expectedIds(base, accounts) {
  const lists = await pool(accounts, accounts.length, (a) => eventIdsSince(base, a.key, a.since));
  // an event goes to its own account's endpoints only
  return new Map(lists.flatMap((ids, i) => ids.map((id) => [id, accounts[i].endpoints.map((e) => e.path)])));
}

/**
 * Waits until every event the accounts list has reached the receiver. Transfers answered just
 * before the load stopped may still be recording events, so the list is read again once all
 * of it has arrived, until it no longer grows.
 */
async function drain(base, accounts, receiver) {
  const started = Date.now();
  let expected = await expectedIds(base, accounts);
  while (Date.now() - started < DRAIN_CAP_MS) {
    // a delivery the receiver answered 500 is not done until its retry has arrived too
    const retrying = [...receiver.failed.keys].filter((k) => receiver.deliveries.get(k).count < 2).length;
    const missing = retrying + [...expected].filter(([id, paths]) => !paths.every((p) => receiver.deliveries.has(`${p} ${id}`))).length;
    if (missing === 0) {
      const again = await expectedIds(base, accounts);
      if (again.size === expected.size) break;
      expected = again;
      continue;
    }
    await sleep(100);
  }
  return expected;
}

/** Failed attempts per "<path> <event id>", from every endpoint's delivery log. */
async function failedAttempts(base, accounts) {
  const failed = new Map();
  for (const a of accounts) {
    await pool(a.endpoints, a.endpoints.length, async (e) => {
      let cursor = null;
      do {
        const q = new URLSearchParams({ limit: "100", ...(cursor ? { cursor } : {}) });
        const page = await call(base, "GET", `/v1/webhook_endpoints/${e.id}/deliveries?${q}`, a.key);
        for (const d of page.data) {
          if (d.status !== "failed") continue;
          const k = `${e.path} ${d.event_id}`;
          failed.set(k, (failed.get(k) ?? 0) + 1);
        }
        cursor = page.has_more ? page.next_cursor : null;
      } while (cursor);
    });
  }
  return failed;
}

/**
 * `endpoints` per account (all event types), `failShare` of first arrivals answered 500 after
 * the receiver took them (see receiver.mjs), `label` names the accounts.
 */
export async function webhookPhase({ base, adminToken, seconds, rate, accounts: count, connections, endpoints: perAccount = 1, failShare = 0, label = "webhook" }) {
  const receiver = await startReceiver({ failShare });
  try {
    const accounts = await pool(Array.from({ length: count }, (_, i) => i), count, async (i) => {
      const key = (await call(base, "POST", "/admin/v1/accounts", adminToken, { name: `Bench ${label} partner ${i}` })).api_key.secret;
      const endpoints = [];
      for (let j = 0; j < perAccount; j++) {
        const n = i * perAccount + j;
        const endpoint = await call(base, "POST", "/v1/webhook_endpoints", key, { url: receiver.urlFor(n) });
        receiver.trust(n, endpoint.secret);
        endpoints.push({ id: endpoint.id, path: new URL(receiver.urlFor(n)).pathname, created: Date.parse(endpoint.created_at) });
      }
      // an endpoint receives the events recorded from its creation on
      return { key, endpoints, since: Math.max(...endpoints.map((e) => e.created)) };
    });

    let turn = 0;
    const body = JSON.stringify({ amount: TRANSFER_CENTS });
    const loadStart = Date.now();
    const result = await new Promise((resolve, reject) =>
      autocannon(
        {
          url: base,
          connections,
          overallRate: rate,
          duration: seconds,
          timeout: 10,
          title: "webhooks",
          requests: [
            {
              method: "POST",
              path: "/v1/test_helpers/bank_transfers",
              body,
              setupRequest: (req) => ({
                ...req,
                headers: {
                  ...req.headers,
                  "content-type": "application/json",
                  authorization: `Bearer ${accounts[turn++ % accounts.length].key}`,
                  "idempotency-key": randomUUID(),
                },
              }),
            },
          ],
        },
        (err, res) => (err ? reject(err) : resolve(res)),
      ),
    );
    const loadStop = Date.now();

    const expected = await drain(base, accounts, receiver);
    const firsts = [...expected.keys()].map((id) => receiver.first.get(id)).filter(Boolean);
    const lastExpected = Math.max(...firsts.map((f) => f.at));
    const loadMs = loadStop - loadStart;
    const during = receiver.received.filter((r) => r.at >= loadStart && r.at <= loadStop).length;
    const lastAt = Math.max(...receiver.received.map((r) => r.at));
    const latencies = firsts.map((f) => f.latencyMs);
    const round1 = (n) => Math.round(n * 10) / 10;
    // every (event, endpoint) pair is one delivery; its latency is its own first arrival's
    const pairs = [...expected].flatMap(([id, paths]) => paths.map((p) => `${p} ${id}`));
    const arrived = pairs.map((k) => receiver.deliveries.get(k)).filter(Boolean);
    const deliveryLatencies = arrived.map((d) => d.latencyMs);
    const lastDelivery = arrived.length ? Math.max(...arrived.map((d) => d.at)) : null;
    // a repeat is explained when the service's log shows that many failed attempts at that pair
    const repeated = [...receiver.deliveries].filter(([, d]) => d.count > 1);
    const failedLog = repeated.length ? await failedAttempts(base, accounts) : new Map();
    let explained = 0;
    let unexplained = 0;
    for (const [k, d] of repeated) {
      const ok = Math.min(d.count - 1, failedLog.get(k) ?? 0);
      explained += ok;
      unexplained += d.count - 1 - ok;
    }
    const missingDeliveries = pairs.length - arrived.length;
    const retriesMissing = [...receiver.failed.keys].filter((k) => receiver.deliveries.get(k).count < 2).length;
    const transfersOk = Object.entries(result.statusCodeStats ?? {}).reduce((n, [c, s]) => n + (c.startsWith("2") ? Number(s.count) : 0), 0);

    return {
      route: "webhook deliveries (bank transfer helper)",
      accounts: count,
      transfer_rate_target: rate,
      transfers: result.requests.total,
      transfers_2xx: transfersOk,
      transfer_errors: result.errors,
      transfer_non_2xx: result.non2xx,
      transfer_p50_ms: result.latency.p50,
      transfer_p99_ms: result.latency.p99,
      load_s: round1(loadMs / 1000),
      events_expected: expected.size,
      events_per_s: round1(expected.size / (loadMs / 1000)),
      deliveries: receiver.received.length,
      deliveries_during_load: during,
      deliveries_per_s_during_load: round1(during / (loadMs / 1000)),
      deliveries_per_s_overall: receiver.received.length ? round1(receiver.received.length / ((lastAt - loadStart) / 1000)) : 0,
      distinct_events: receiver.first.size,
      event_types: firsts.reduce((t, f) => ({ ...t, [f.type]: (t[f.type] ?? 0) + 1 }), {}),
      duplicates: receiver.received.length - receiver.deliveries.size,
      missing: expected.size - firsts.length,
      unexpected: [...receiver.first.keys()].filter((id) => !expected.has(id)).length,
      bad_signatures: receiver.bad.signatures,
      bad_requests: receiver.bad.paths + receiver.bad.bodies,
      latency_p50_ms: quantile(latencies, 0.5),
      latency_p99_ms: quantile(latencies, 0.99),
      latency_max_ms: quantile(latencies, 1),
      drain_s: firsts.length ? round1((lastExpected - loadStop) / 1000) : null,
      endpoints_per_account: perAccount,
      deliveries_expected: pairs.length,
      deliveries_missing: missingDeliveries,
      delivery_latency_p50_ms: quantile(deliveryLatencies, 0.5),
      delivery_latency_p99_ms: quantile(deliveryLatencies, 0.99),
      delivery_latency_max_ms: quantile(deliveryLatencies, 1),
      delivery_drain_s: lastDelivery === null ? null : round1((lastDelivery - loadStop) / 1000),
      receiver_fail_share: failShare,
      receiver_answered_500: receiver.failed.answered500,
      retries_missing: retriesMissing,
      repeats: explained + unexplained,
      repeats_explained_by_retry: explained,
      repeats_unexplained: unexplained,
      ok: firsts.length === expected.size && missingDeliveries === 0 && retriesMissing === 0 && unexplained === 0 && receiver.bad.signatures === 0 && receiver.bad.paths + receiver.bad.bodies === 0,
    };
  } finally {
    await receiver.stop();
  }
}
