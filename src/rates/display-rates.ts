// Display rates in D1: units of a currency per 1 USD, kept as decimal strings.
import { eq } from "drizzle-orm";
import { db } from "../db/client";
import { displayRates, liveDisplayRates } from "../db/schema";
import type { Mode } from "../http/context";
import { ApiError } from "../http/errors";
import type { DisplayRate } from "./display";

/**
 * The rate for a requested display currency (upper case), or null when nothing is to be
 * added: none requested, or USD, which the price already is.
 */
export async function resolveDisplayRate(env: Env, currency: string | undefined, mode: Mode = "test"): Promise<DisplayRate | null> {
  if (currency === undefined || currency === "USD") return null;
  // live prices show the ECB's reference rates; the sandbox keeps its fixed ones
  const row =
    mode === "live"
      ? await db(env).select().from(liveDisplayRates).where(eq(liveDisplayRates.currency, currency)).get()
      : await db(env).select().from(displayRates).where(eq(displayRates.currency, currency)).get();
  if (!row) {
    throw new ApiError("unsupported_display_currency", `There is no display rate for '${currency}'.`, "display_currency");
  }
  return { currency: row.currency, rate: row.rate, minorUnits: row.minorUnits };
}
