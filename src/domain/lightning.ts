// Pure rules for live Lightning money: how often a pending invoice is asked about, how the
// BTC/USD spot rate is turned into the rate a partner gets (the spread always in the service's
// favour), and the fee cap of a payout. No I/O here.

export const FIRST_POLL_MS = 5_000;
export const MAX_POLL_MS = 60_000;
/** How long after its expiry an invoice is still asked about: LND may settle an HTLC that arrived just in time. */
export const POLL_GRACE_AFTER_EXPIRY_MS = 10 * 60_000;

/** Delay before the next look at a pending invoice: 5 s, doubling with each look, at most 60 s. */
export function pollDelayMs(polls: number): number {
  const n = Math.max(0, Math.min(polls, 10));
  return Math.min(MAX_POLL_MS, FIRST_POLL_MS * 2 ** n);
}

/**
 * When to look at an invoice next after `polls` looks, or null to stop: past its expiry plus
 * the grace nothing more can arrive (LND cancels expired invoices itself).
 */
export function nextPollAt(now: number, polls: number, expiresAt: number): number | null {
  if (now >= expiresAt + POLL_GRACE_AFTER_EXPIRY_MS) return null;
  return now + pollDelayMs(polls);
}

/**
 * A payment received counts if LND settled it before the invoice expired, whenever we learn of
 * it. LND reports `settle_date` in whole seconds (truncated) and has no finer settle time, so
 * the two are compared by the second, inclusively: a settle stamped with the expiry's own second
 * may have happened within the invoice's last moment, and the node took the money.
 */
export function paidInTime(settledAt: number, expiresAt: number): boolean {
  return Math.floor(settledAt / 1000) <= Math.floor(expiresAt / 1000);
}

const SCALE = 8;
const SCALE_FACTOR = 10n ** BigInt(SCALE);

function parseRate(rate: string): bigint {
  const m = /^(0|[1-9][0-9]{0,12})(?:\.([0-9]{1,18}))?$/.exec(rate);
  if (!m) throw new Error(`not a usable decimal rate: ${rate}`);
  const frac = (m[2] ?? "").padEnd(SCALE, "0").slice(0, SCALE);
  const scaled = BigInt(m[1]!) * SCALE_FACTOR + BigInt(frac);
  if (scaled === 0n) throw new Error("rate must be positive");
  return scaled;
}

function formatRate(scaled: bigint): string {
  const whole = scaled / SCALE_FACTOR;
  const frac = (scaled % SCALE_FACTOR).toString().padStart(SCALE, "0").replace(/0+$/, "");
  return frac ? `${whole}.${frac}` : `${whole}.00`;
}

/**
 * USD per BTC after the spread. Money coming in (an invoice) is priced at a lower rate, so
 * the partner sends more sats per dollar; money going out (a payout) at a higher one, so
 * fewer sats leave per dollar. Either way the difference stays with the service.
 */
export function spreadRate(spot: string, spreadBps: number, direction: "in" | "out"): string {
  if (!Number.isInteger(spreadBps) || spreadBps < 0 || spreadBps >= 10_000) throw new Error("spread must be 0..9999 bps");
  const s = parseRate(spot);
  const bps = BigInt(spreadBps);
  // round so that the rounding, too, is in the service's favour
  const scaled = direction === "in" ? (s * (10_000n - bps)) / 10_000n : (s * (10_000n + bps) + 9_999n) / 10_000n;
  return formatRate(scaled > 0n ? scaled : 1n);
}

/** Satoshis for `cents` at `rate` USD/BTC: rounded up for an invoice, down for a payout. */
export function satsFor(cents: number, rate: string, direction: "in" | "out"): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error("cents must be a non-negative integer");
  const scaled = parseRate(rate);
  // sats = cents / 100 / rate * 1e8 = cents * 1e6 * SCALE_FACTOR / scaled
  const num = BigInt(cents) * 1_000_000n * SCALE_FACTOR;
  const sats = direction === "in" ? (num + scaled - 1n) / scaled : num / scaled;
  if (sats > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error("amount out of range");
  return Number(sats);
}

/** The most a payout may spend on routing: `maxFeeBps` of the amount, but never under 10 sats. */
export function payoutFeeLimitSats(amountSats: number, maxFeeBps: number): number {
  return Math.max(10, Math.floor((amountSats * maxFeeBps) / 10_000));
}
