// Money is integer minor units. Decimal strings appear only where the interface asks for
// them, and are produced from integers by string arithmetic, never through a float.

export interface Money {
  amount: number;
  currency: string;
}

export const usd = (amount: number): Money => ({ amount, currency: "USD" });

/** 1234 cents with 2 decimals → "12.34"; with 6 → "12.340000" (for assets with more decimals). */
export function centsToDecimal(cents: number | bigint, decimals = 2): string {
  const value = BigInt(cents);
  const negative = value < 0n;
  let digits = (negative ? -value : value).toString();
  // cents have 2 decimals; scale up to the asked number of decimals
  if (decimals >= 2) digits = digits + "0".repeat(decimals - 2);
  else digits = digits.slice(0, Math.max(1, digits.length - (2 - decimals)));
  if (decimals === 0) return (negative ? "-" : "") + digits;
  const padded = digits.padStart(decimals + 1, "0");
  return `${negative ? "-" : ""}${padded.slice(0, -decimals)}.${padded.slice(-decimals)}`;
}

/** An integer count of the smallest unit as a decimal string: (12000n, 8) → "0.00012000" (satoshis as BTC). */
export function unitsToDecimal(units: number | bigint, decimals: number): string {
  const value = BigInt(units);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, "0");
  if (decimals === 0) return (negative ? "-" : "") + digits;
  return `${negative ? "-" : ""}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** Parses a non-negative decimal string into an exact scaled integer: ("12.345", 2) → 1235n (half up). */
export function decimalToScaled(decimal: string, scale: number): bigint {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(decimal);
  if (!m) throw new Error(`not a decimal: ${decimal}`);
  const whole = m[1]!;
  const frac = m[2] ?? "";
  const kept = (frac + "0".repeat(scale)).slice(0, scale);
  let value = BigInt(whole + kept);
  const next = frac.charCodeAt(scale) - 48;
  if (frac.length > scale && next >= 5) value += 1n;
  return value;
}

export function assertCents(n: number): void {
  if (!Number.isSafeInteger(n)) throw new Error(`amount must be an integer number of cents, got ${n}`);
}
