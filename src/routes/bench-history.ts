// The load bench's own surface, served only with BENCH_METER=on (as `GET /__meter`; otherwise
// these paths do not exist): `POST /__bench/repeat-purchase` makes an account's object run its own
// purchase step again N times for a wallet quote the account already bought through the API (so
// every row it writes is what a real purchase writes, and is what the list routes read),
// `GET /__bench/database-size` answers the object's SQLite size in bytes, and
// `POST /__bench/routed-offers?from=<offer id>` copies a sandbox offer into two test-mode offers of
// the same product and price, one with its one route and one with two (the two-route phase buys
// both). No key is checked: the bench's service runs on loopback with state of its own.
import { callerAccount } from "../account-object/stub";
import { meterOn } from "../bench/meter";

/** Purchases one call makes at most, so the object answers other requests between calls. */
const MAX_PER_CALL = 5000;

export function isBenchHistoryPath(pathname: string): boolean {
  return pathname === "/__bench/repeat-purchase" || pathname === "/__bench/database-size" || pathname === "/__bench/routed-offers";
}

/** The two-route phase's offers: ids the sandbox's listing passes over (off_test_…). */
export const BENCH_ONE_ROUTE = "off_test_bench_one_route";
export const BENCH_TWO_ROUTES = "off_test_bench_two_routes";

/** Copies `from` into the one-route and two-route offers (once: a second call keeps them). */
async function routedOffers(env: Env, from: string): Promise<Response> {
  const src = await env.DB.prepare("SELECT * FROM offers WHERE id = ?").bind(from).first<Record<string, string | number | null>>();
  if (!src) return Response.json({ error: `no offer ${from}` }, { status: 404 });
  // the second route costs a cent more, so the first stays the one that serves
  const routes = JSON.stringify([{ sku: src.supplier_sku, cost: src.cost_cents }, { sku: `${src.supplier_sku}-second-route`, cost: Number(src.cost_cents) + 1 }]);
  const copy = (id: string, r: string | null, n: number) =>
    env.DB.prepare(
      `INSERT OR IGNORE INTO offers (id, seq, category, name, coverage_type, countries, data_amount, data_unit, data_unlimited, validity_days, price_cents,
         cost_cents, requires_destination, status, modes, supplier_sku, created_at, routes)
       SELECT ?, (SELECT MAX(seq) FROM offers) + ?, category, name, coverage_type, countries, data_amount, data_unit, data_unlimited, validity_days, price_cents,
         cost_cents, requires_destination, 'active', 'test', supplier_sku, created_at, ? FROM offers WHERE id = ?`,
    ).bind(id, n, r, from);
  await env.DB.batch([copy(BENCH_ONE_ROUTE, null, 1), copy(BENCH_TWO_ROUTES, routes, 2)]);
  return Response.json({ one_route: BENCH_ONE_ROUTE, two_routes: BENCH_TWO_ROUTES });
}

export async function benchHistoryResponse(request: Request, env: Env): Promise<Response> {
  if (!meterOn(env)) return new Response(null, { status: 404 });
  const url = new URL(request.url);
  if (url.pathname === "/__bench/routed-offers" && request.method === "POST") return routedOffers(env, url.searchParams.get("from") ?? "");
  const accountId = url.searchParams.get("account_id") ?? "";
  const mode = url.searchParams.get("mode") === "live" ? "live" : "test";
  if (!accountId) return Response.json({ error: "account_id is required" }, { status: 400 });
  const { stub, ref } = callerAccount(env, { accountId, mode });
  if (url.pathname === "/__bench/database-size" && request.method === "GET") {
    return Response.json({ database_size: await stub.benchDatabaseSize() });
  }
  if (url.pathname === "/__bench/repeat-purchase" && request.method === "POST") {
    const quoteId = url.searchParams.get("quote_id") ?? "";
    const count = Number(url.searchParams.get("count"));
    if (!quoteId || !Number.isInteger(count) || count < 1 || count > MAX_PER_CALL) {
      return Response.json({ error: `quote_id and count (1 to ${MAX_PER_CALL}) are required` }, { status: 400 });
    }
    const out = await stub.benchRepeatPurchase(ref, quoteId, count);
    return Response.json(out, { status: out.error ? 409 : 200 });
  }
  return new Response(null, { status: 405 });
}
