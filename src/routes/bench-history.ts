// The load bench's long-history surface, served only with BENCH_METER=on (as `GET /__meter`;
// otherwise these paths do not exist): `POST /__bench/repeat-purchase` makes an account's object
// run its own purchase step again N times for a wallet quote the account already bought through
// the API (so every row it writes is what a real purchase writes, and is what the list routes
// read), and `GET /__bench/database-size` answers the object's SQLite size in bytes. No key is
// checked: the bench's service runs on loopback with state of its own.
import { callerAccount } from "../account-object/stub";
import { meterOn } from "../bench/meter";

/** Purchases one call makes at most, so the object answers other requests between calls. */
const MAX_PER_CALL = 5000;

export function isBenchHistoryPath(pathname: string): boolean {
  return pathname === "/__bench/repeat-purchase" || pathname === "/__bench/database-size";
}

export async function benchHistoryResponse(request: Request, env: Env): Promise<Response> {
  if (!meterOn(env)) return new Response(null, { status: 404 });
  const url = new URL(request.url);
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
