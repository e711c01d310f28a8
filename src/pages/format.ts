// How the pages write money and times: always with the currency, grouped thousands, two decimals
// made from integer cents by string arithmetic (never a float), and times in UTC.
import { centsToDecimal, type Money } from "../domain/money";

/** { amount: 123456, currency: "USD" } → "USD 1,234.56"; a negative amount → "USD -1,234.56". */
export function money(m: Money): string {
  const [whole, fraction] = centsToDecimal(m.amount).split(".") as [string, string];
  const negative = whole.startsWith("-");
  const digits = negative ? whole.slice(1) : whole;
  return `${m.currency} ${negative ? "-" : ""}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`;
}

/** An ISO time (or epoch milliseconds) as "2025-01-31 14:05 UTC". */
export function utc(at: string | number): string {
  return `${new Date(at).toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
