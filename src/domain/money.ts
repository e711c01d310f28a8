// Money is integer minor units. Decimal strings appear only where the interface asks for
// them, and are produced from integers by string arithmetic, never through a float.

export interface Money {
  amount: number;
  currency: string;
}

export const usd = (amount: number): Money => ({ amount, currency: "USD" });

/** 1234 cents with 2 decimals → "12.34"; with 6 → "12.340000" (for assets with more decimals). */
export function centsToDecimal(cents: number | bigint, decimals = 2): string {
  if (decimals < 2) throw new Error("cents need at least 2 decimals");
  return unitsToDecimal(BigInt(cents) * 10n ** BigInt(decimals - 2), decimals);
}

/** An integer count of the smallest unit as a decimal string: (12000n, 8) → "0.00012000" (satoshis as BTC). */
export function unitsToDecimal(units: number | bigint, decimals: number): string {
  const value = BigInt(units);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, "0");
  if (decimals === 0) return (negative ? "-" : "") + digits;
  return `${negative ? "-" : ""}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/**
 * A decimal amount as typed in a form ("25", "25.5", "1,250.00") → integer cents, or null when it
 * is not a plain non-negative amount with at most two decimals. String arithmetic, never a float.
 */
export function decimalToCents(text: string): number | null {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,(?=\d{3}(\D|$))/g, ""));
  if (!m) return null;
  const cents = BigInt(m[1]!) * 100n + BigInt((m[2] ?? "").padEnd(2, "0"));
  return cents > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(cents);
}
