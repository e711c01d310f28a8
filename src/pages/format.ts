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

/**
 * A rate in basis points as people read it: 1500 → "15 %", 1750 → "17.5 %", 1234 → "12.34 %"
 * (a no-break space before the sign, so the two never part at a line's end); never "bps".
 */
export function percent(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const rest = Math.abs(bps % 100);
  const fraction = rest === 0 ? "" : `.${String(rest).padStart(2, "0").replace(/0$/, "")}`;
  return `${bps < 0 && whole === 0 ? "-" : ""}${whole}${fraction}\u00a0%`;
}
