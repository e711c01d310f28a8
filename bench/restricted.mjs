// The restricted key phase (BENCH_PHASES=restricted): a restricted key's purchase and read beside
// a full-access key's, in the same run, on the same funded account (one Durable Object). The
// restricted key holds quotes write, orders read, offers read and wallet read, and allowed
// addresses covering every address (0.0.0.0/0 and ::/0), so both checks run on each request and
// pass: the address before anything else, the permission from the route table. Both are decided
// from the cached key lookup, so the spec's bar is no measurable difference: the same D1 reads
// (none per request once the key is cached) and latency within the run's noise. Each of the four
// loads runs the bench's seconds at its connections: POST /v1/quotes (wallet, a fresh
// Idempotency-Key each) and GET /v1/orders, with each key, full first.
import { randomUUID } from "node:crypto";
import { call, cheapestOffer } from "./client.mjs";

const FUND_CENTS = 100_000_000;

export default {
  deadlineSeconds: 120,

  async run(ctx) {
    const { base, adminToken, log, runLoad, summarise, meter } = ctx;
    const created = await call(base, "POST", "/admin/v1/accounts", adminToken, { name: "bench restricted keys" });
    const accountId = created.account.id;
    const full = created.api_key.secret;
    await call(base, "POST", "/v1/test_helpers/bank_transfers", full, { amount: FUND_CENTS }, { "idempotency-key": randomUUID() });
    const restricted = (
      await call(base, "POST", `/admin/v1/accounts/${accountId}/api_keys`, adminToken, {
        mode: "test",
        name: "bench restricted",
        permissions: { quotes: "write", orders: "read", offers: "read", wallet: "read" },
        allowed_ips: ["0.0.0.0/0", "::/0"],
      })
    ).secret;
    const offer = await cheapestOffer(base, full);
    const purchase = JSON.stringify({ offer_id: offer.id, payment_source: "wallet" });
    const quoteWith = (key) => ({
      requests: [{
        method: "POST",
        path: "/v1/quotes",
        body: purchase,
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, "content-type": "application/json", authorization: `Bearer ${key}`, "idempotency-key": randomUUID() } }),
      }],
    });
    const readWith = (key) => ({ requests: [{ method: "GET", path: "/v1/orders", headers: { authorization: `Bearer ${key}` } }] });
    const loads = [
      ["POST /v1/quotes, full-access key", quoteWith(full)],
      ["POST /v1/quotes, restricted key", quoteWith(restricted)],
      ["GET /v1/orders, full-access key", readWith(full)],
      ["GET /v1/orders, restricted key", readWith(restricted)],
    ];
    const rows = [];
    for (const [name, opts] of loads) {
      log(`restricted: ${name}`);
      const before = await meter();
      const row = summarise(name, await runLoad(name, opts));
      const after = await meter();
      row.d1_queries = after.d1_queries - before.d1_queries;
      rows.push(row);
    }
    const view = rows.map((r) => ({
      route: r.route,
      "req/s": r.req_per_s.toFixed(1),
      "p50 ms": String(r.p50_ms),
      "p99 ms": String(r.p99_ms),
      "non-2xx": String(r.non_2xx),
      "D1 queries": String(r.d1_queries),
      "D1/request": (r.d1_queries / Math.max(1, r.requests)).toFixed(2),
    }));
    const { plain, markdown } = ctx.routeTable(view);
    const refused = rows.reduce((n, r) => n + r.non_2xx, 0);
    return {
      result: { offer_id: offer.id, rows },
      plain,
      markdown,
      lines: [`restricted: ${refused === 0 ? "every request answered 2xx" : `${refused} non-2xx answers (see status codes in the JSON)`}`],
    };
  },
};
