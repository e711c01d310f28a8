// ECB euro reference rates (research §6): EUR-based `<Cube currency='USD' rate='1.0812'/>`
// entries under a `<Cube time='YYYY-MM-DD'>`. Crossed through EUR into units per 1 USD with
// exact decimal arithmetic, for live display prices.
import { parseDecimal } from "./display";

export interface EcbRates {
  date: string;
  /** units of each currency per 1 EUR, as published */
  perEur: Map<string, string>;
}

export function parseEcbXml(xml: string): EcbRates {
  const date = /<Cube\s+time=['"](\d{4}-\d{2}-\d{2})['"]/.exec(xml)?.[1];
  if (!date) throw new Error("ECB rates: no publication date");
  const perEur = new Map<string, string>();
  for (const m of xml.matchAll(/<Cube\s+currency=['"]([A-Z]{3})['"]\s+rate=['"](\d+(?:\.\d+)?)['"]\s*\/>/g)) {
    perEur.set(m[1]!, m[2]!);
  }
  if (!perEur.has("USD")) throw new Error("ECB rates: no USD rate to cross through");
  return { date, perEur };
}

const SCALE = 6;

/** a / b as a decimal string with six places, halves rounded up. */
function divide(a: string, b: string): string {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  const num = x.units * 10n ** BigInt(y.scale + SCALE);
  const den = y.units * 10n ** BigInt(x.scale);
  const q = (2n * num + den) / (2n * den);
  const s = q.toString().padStart(SCALE + 1, "0");
  return `${s.slice(0, -SCALE)}.${s.slice(-SCALE)}`;
}

/** Units of each currency per 1 USD (EUR included), crossed through EUR. */
export function usdRates(rates: EcbRates): Map<string, string> {
  const usd = rates.perEur.get("USD")!;
  const out = new Map<string, string>([["EUR", divide("1", usd)]]);
  for (const [currency, rate] of rates.perEur) if (currency !== "USD") out.set(currency, divide(rate, usd));
  return out;
}

/** The currency's minor units as ISO 4217 gives them (JPY 0, EUR 2, …). */
export function minorUnits(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}
