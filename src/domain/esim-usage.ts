// eSIM usage alerts and the sandbox's usage model, as pure rules.
//
// Alerts: `esim.low_data` when a plan's data used reaches 75 %, then 90 %, and `esim.expiring`
// when its validity ends in 3 days, then in 1 day. Each (ICCID, plan, threshold) fires at most
// once; unlimited plans have no data thresholds; nothing fires once the plan has expired, and an
// expiry threshold that would fall before the plan started (a plan shorter than it) never fires.
//
// The sandbox model, on the account's clock: data used grows linearly from 0 at fulfilment to all
// of it at the end of validity, so a plan is 75 % used three quarters of the way through. The
// usage helper sets the figure used at a time; from then on it grows from that figure at the
// same rate. Status: `active` while valid with data left, `finished` once all data is used,
// `expired` from the end of validity on (the supplier's own words, lower-cased). A plan is
// `frozen` while its eSIM is suspended or revoked: it uses nothing, so its figure stays where it
// was (the account's object rebases it to the moment it froze).

export const DAY_MS = 86_400_000;

export const DATA_THRESHOLDS = [
  { threshold: "75%", percent: 75 },
  { threshold: "90%", percent: 90 },
] as const;

export const EXPIRY_THRESHOLDS = [
  { threshold: "3d", days: 3 },
  { threshold: "1d", days: 1 },
] as const;

export type Threshold = "75%" | "90%" | "3d" | "1d";

export const THRESHOLD_EVENT: Record<Threshold, "esim.low_data" | "esim.expiring"> = {
  "75%": "esim.low_data",
  "90%": "esim.low_data",
  "3d": "esim.expiring",
  "1d": "esim.expiring",
};

/** A plan as the model reads it (times in ms on the account's clock). */
export interface PlanModel {
  /** MB; null for an unlimited plan */
  totalMb: number | null;
  startsAt: number;
  expiresAt: number;
  /** percent used at `baseAt` (0 at fulfilment; the helper's figure after it) */
  basePercent: number;
  baseAt: number;
  /** uses nothing (its eSIM is suspended or revoked): the figure stays at basePercent */
  frozen?: boolean;
}

/** When each threshold is reached under the model (null: never). */
export function thresholdTimes(p: PlanModel): Record<Threshold, number | null> {
  const span = Math.max(1, p.expiresAt - p.startsAt);
  const data = (percent: number): number | null => {
    if (p.totalMb === null) return null;
    if (p.basePercent >= percent) return p.baseAt;
    return p.baseAt + Math.ceil(((percent - p.basePercent) * span) / 100);
  };
  const expiry = (days: number): number | null => {
    const at = p.expiresAt - days * DAY_MS;
    return at < p.startsAt ? null : at;
  };
  const times = { "75%": data(75), "90%": data(90), "3d": expiry(3), "1d": expiry(1) };
  // nothing fires at or after the end of validity
  for (const k of Object.keys(times) as Threshold[]) {
    if (times[k] !== null && times[k]! >= p.expiresAt) times[k] = null;
  }
  return times;
}

/** Thresholds not yet fired that the model has reached by `now`, earliest first (data before expiry on a tie). */
export function reachedThresholds(p: PlanModel, fired: ReadonlySet<string>, now: number): Threshold[] {
  const times = thresholdTimes(p);
  return (Object.keys(times) as Threshold[])
    .filter((k) => !fired.has(k) && times[k] !== null && times[k]! <= now)
    .sort((a, b) => times[a]! - times[b]!);
}

/** The next time an unfired threshold is reached after `now` (null: none left). */
export function nextThresholdAt(p: PlanModel, fired: ReadonlySet<string>, now: number): number | null {
  const times = thresholdTimes(p);
  const left = (Object.keys(times) as Threshold[])
    .filter((k) => !fired.has(k) && times[k] !== null && times[k]! > now)
    .map((k) => times[k]!);
  return left.length ? Math.min(...left) : null;
}

/** Percent used at `now` as an exact fraction of 100 (capped at 100). */
export function usedPercent(p: PlanModel, now: number): number {
  const span = Math.max(1, p.expiresAt - p.startsAt);
  const grown = p.frozen ? 0 : (Math.max(0, now - p.baseAt) * 100) / span;
  return Math.min(100, p.basePercent + grown);
}

/**
 * When the plan's data is all used under the model, if before its end of validity (null: never,
 * for an unlimited plan, a frozen one not used up already, or one whose validity ends first).
 */
export function usedUpAt(p: PlanModel): number | null {
  if (p.totalMb === null) return null;
  if (p.basePercent >= 100) return p.baseAt;
  if (p.frozen) return null;
  const at = p.baseAt + Math.ceil(((100 - p.basePercent) * Math.max(1, p.expiresAt - p.startsAt)) / 100);
  return at < p.expiresAt ? at : null;
}

/** The model's reading at `now`, in the shape of a supplier's usage answer. */
export function modelUsage(p: PlanModel, now: number): {
  status: string; data_total_mb: number | null; data_remaining_mb: number | null; unlimited: boolean; expires_at: number;
} {
  const expired = now >= p.expiresAt;
  if (p.totalMb === null) {
    return { status: expired ? "expired" : "active", data_total_mb: null, data_remaining_mb: null, unlimited: true, expires_at: p.expiresAt };
  }
  const used = expired ? 100 : usedPercent(p, now);
  const remaining = Math.max(0, p.totalMb - Math.floor((p.totalMb * used) / 100));
  const status = expired ? "expired" : remaining === 0 ? "finished" : "active";
  return { status, data_total_mb: p.totalMb, data_remaining_mb: remaining, unlimited: false, expires_at: p.expiresAt };
}

/** A plan's data in MB from the offer's amount and unit (null: unlimited). */
export function planMegabytes(data: { amount: number; unit: string; unlimited: boolean }): number | null {
  if (data.unlimited) return null;
  const unit = data.unit.toUpperCase();
  if (unit === "GB") return data.amount * 1024;
  if (unit === "TB") return data.amount * 1024 * 1024;
  return data.amount;
}

/** A supplier's notice levels (Airalo's low-data webhook `level`) as thresholds. */
export const NOTICE_LEVELS: Readonly<Record<string, Threshold>> = { "75%": "75%", "90%": "90%", "3days": "3d", "1days": "1d" };

/** Leeway for a supplier's expiry notice against its own reading (its clock and rounding). */
export const EXPIRY_NOTICE_LEEWAY_MS = 12 * 3_600_000;

/**
 * Whether a usage reading bears a supplier's notice out: the share of data used has reached the
 * threshold (never for unlimited plans), or validity ends within its days (with the leeway) and
 * has not ended yet. A notice the reading does not bear out is not announced.
 */
export function readingConfirms(
  t: Threshold,
  u: { data_total_mb: number | null; data_remaining_mb: number | null; unlimited: boolean; expires_at: string | null },
  now: number,
): boolean {
  const data = DATA_THRESHOLDS.find((d) => d.threshold === t);
  if (data) {
    if (u.unlimited || !u.data_total_mb || u.data_remaining_mb === null) return false;
    return (u.data_total_mb - u.data_remaining_mb) * 100 >= data.percent * u.data_total_mb;
  }
  const expiry = EXPIRY_THRESHOLDS.find((d) => d.threshold === t)!;
  const end = u.expires_at ? Date.parse(u.expires_at) : NaN;
  return Number.isFinite(end) && end > now && end - now <= expiry.days * DAY_MS + EXPIRY_NOTICE_LEEWAY_MS;
}
