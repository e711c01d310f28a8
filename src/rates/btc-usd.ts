// The live BTC/USD spot price (Coinbase's public spot endpoint; the base URL is configuration).
// A price is fetched again when older than 60 s, kept in this isolate and in D1 so every
// isolate shares it, and never used once older than 5 minutes: then Lightning answers
// 503 rate_unavailable rather than price money at a stale rate.
import { eq } from "drizzle-orm";
import { db } from "../db/client";
import { spotRates } from "../db/schema";
import { ApiError } from "../http/errors";

export const REFRESH_AFTER_MS = 60_000;
export const MAX_AGE_MS = 5 * 60_000;
const PAIR = "BTC-USD";
const FETCH_TIMEOUT_MS = 5_000;

export interface SpotRate {
  rate: string;
  fetchedAt: number;
}

interface RateConfig {
  BTC_USD_SPOT_URL?: string;
}

let isolateCache: SpotRate | null = null;

/** Forgets the isolate's copy (tests). */
export function resetSpotRateCache(): void {
  isolateCache = null;
}

const fresh = (r: SpotRate | null, now: number, maxAge: number): r is SpotRate => !!r && now - r.fetchedAt < maxAge && r.fetchedAt <= now + 60_000;

/** Reads `{data: {amount, base: "BTC", currency: "USD"}}`; anything else is not a price. */
export async function fetchSpot(baseUrl: string, fetchFn: typeof fetch = fetch): Promise<string> {
  const res = await fetchFn(`${baseUrl.replace(/\/$/, "")}/v2/prices/${PAIR}/spot`, {
    redirect: "manual",
    headers: { accept: "application/json" },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`spot price source answered HTTP ${res.status}`);
  const body = (await res.json()) as { data?: { amount?: unknown; base?: unknown; currency?: unknown } };
  const amount = body.data?.amount;
  if (body.data?.base !== "BTC" || body.data?.currency !== "USD" || typeof amount !== "string" || !/^[1-9][0-9]{0,12}(\.[0-9]{1,18})?$/.test(amount)) {
    throw new Error("spot price answer has no BTC/USD amount");
  }
  return amount;
}

/**
 * The spot price to use now: the isolate's or D1's copy while under 60 s old, otherwise a
 * fresh fetch; if that fails, a copy under 5 minutes old; otherwise 503 rate_unavailable.
 */
export async function liveBtcUsdSpot(env: Env, now = Date.now(), fetchFn: typeof fetch = fetch): Promise<SpotRate> {
  if (fresh(isolateCache, now, REFRESH_AFTER_MS)) return isolateCache;
  const stored = await db(env).select().from(spotRates).where(eq(spotRates.pair, PAIR)).get();
  const shared: SpotRate | null = stored ? { rate: stored.rate, fetchedAt: stored.fetchedAt } : null;
  if (fresh(shared, now, REFRESH_AFTER_MS)) return (isolateCache = shared);
  const baseUrl = (env as unknown as RateConfig).BTC_USD_SPOT_URL;
  if (baseUrl) {
    try {
      const rate = await fetchSpot(baseUrl, fetchFn);
      const got = { rate, fetchedAt: now };
      await db(env)
        .insert(spotRates)
        .values({ pair: PAIR, rate, fetchedAt: now })
        .onConflictDoUpdate({ target: spotRates.pair, set: { rate, fetchedAt: now } });
      return (isolateCache = got);
    } catch (e) {
      console.error("BTC/USD spot price fetch failed", e);
    }
  }
  const newest = [isolateCache, shared].filter((r): r is SpotRate => fresh(r, now, MAX_AGE_MS)).sort((a, b) => b.fetchedAt - a.fetchedAt)[0];
  if (newest) return (isolateCache = newest);
  throw new ApiError("rate_unavailable", "No current BTC/USD price is available; Lightning amounts cannot be priced right now. Retry shortly.");
}
