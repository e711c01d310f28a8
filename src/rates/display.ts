// Indicative prices in a partner's display currency. Pure and exact: the rate is a decimal
// string and every step is BigInt arithmetic, so no binary float ever touches an amount.

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** A non-negative decimal string as an integer over a power of ten: "1.385" is 1385 / 10^3. */
export function parseDecimal(value: string): { units: bigint; scale: number } {
  const match = DECIMAL.exec(value);
  if (!match) throw new RangeError(`not a decimal string: '${value}'`);
  const fraction = match[2] ?? "";
  return { units: BigInt((match[1] ?? "0") + fraction), scale: fraction.length };
}

/** round(numerator / denominator), halves away from zero; the denominator is positive. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return negative ? -rounded : rounded;
}

/**
 * USD cents converted at `rate` (units of the currency per 1 USD) into the currency's minor
 * units: round_half_up(cents * rate * 10^minorUnits / 100).
 */
export function convertCents(priceCents: number, rate: string, minorUnits: number): number {
  if (!Number.isSafeInteger(priceCents)) throw new RangeError(`price must be an integer number of cents: ${priceCents}`);
  if (!Number.isInteger(minorUnits) || minorUnits < 0 || minorUnits > 4) {
    throw new RangeError(`minor units must be an integer from 0 to 4: ${minorUnits}`);
  }
  const { units, scale } = parseDecimal(rate);
  const numerator = BigInt(priceCents) * units * 10n ** BigInt(minorUnits);
  const denominator = 100n * 10n ** BigInt(scale);
  const amount = divideHalfUp(numerator, denominator);
  if (amount > BigInt(Number.MAX_SAFE_INTEGER) || amount < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError("converted amount is too large to represent exactly");
  }
  return Number(amount);
}

export interface DisplayRate {
  currency: string;
  rate: string;
  minorUnits: number;
}

export interface DisplayView {
  amount: number;
  currency: string;
  rate: string;
  indicative: true;
}

/** The offer's `display` object; presentation only, never used for settlement. */
export function displayFor(priceCents: number, rate: DisplayRate): DisplayView {
  return {
    amount: convertCents(priceCents, rate.rate, rate.minorUnits),
    currency: rate.currency,
    rate: rate.rate,
    indicative: true,
  };
}
