// The commission ladder. Tier comes from the volume of orders fulfilled in the 30 days
// before the moment that matters; the commission on an order is floored to whole cents.

export type Tier = "standard" | "growth" | "scale";

export const WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** Ordered ladder: `from` is the lowest volume (cents) of each tier. */
export const LADDER: { tier: Tier; from: number; bps: number }[] = [
  { tier: "standard", from: 0, bps: 1500 },
  // USD 5,000 to 50,000 inclusive
  { tier: "growth", from: 500_000, bps: 1750 },
  // above USD 50,000
  { tier: "scale", from: 5_000_001, bps: 2000 },
];

/** The highest commission tier a partner can earn: live prices are held to it (never a loss at the top tier). */
export const TOP_COMMISSION_BPS = LADDER[LADDER.length - 1]!.bps;

/** price × (1 − commission) must cover the cost; the catalog and every route are held to the top commission tier. */
export function sellsAtLoss(priceCents: number, costCents: number, commissionBps = TOP_COMMISSION_BPS): boolean {
  return priceCents * (10_000 - commissionBps) < costCents * 10_000;
}

export function tierFor(volumeCents: number): { tier: Tier; bps: number } {
  let found = LADDER[0]!;
  for (const step of LADDER) if (volumeCents >= step.from) found = step;
  return { tier: found.tier, bps: found.bps };
}

export function nextTier(volumeCents: number): { tier: Tier; from: number; bps: number } | null {
  return LADDER.find((step) => step.from > volumeCents) ?? null;
}

/** floor(price × rate / 10000), in integers. */
export function commissionOn(priceCents: number, rateBps: number): number {
  return Number((BigInt(priceCents) * BigInt(rateBps)) / 10000n);
}

/** The rate in force: a negotiated rate overrides the ladder. */
export function rateInForce(volumeCents: number, negotiatedBps: number | null): { tier: Tier; bps: number; negotiated: boolean } {
  const t = tierFor(volumeCents);
  return negotiatedBps === null ? { ...t, negotiated: false } : { tier: t.tier, bps: negotiatedBps, negotiated: true };
}

export const MIN_PAYOUT_CENTS = 100;
