// The rules of a report run, as pure functions: which reports exist, what interval one may cover,
// how long its file is kept, and the periods the dashboard offers. The API's door and the
// dashboard's form both run `parseInstant`, and the account's object runs `intervalRefusal` on
// its own clock (a sandbox account's may run ahead of real time), so the two doors cannot differ.

export const REPORT_TYPES = ["wallet.ledger", "orders.itemized", "revenue.entries"] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_STATUSES = ["pending", "succeeded", "failed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The longest interval one run covers. */
export const REPORT_MAX_DAYS = 366;

/** How long a report's file is kept after it succeeded; the sweep deletes it then. */
export const REPORT_RETENTION_DAYS = 7;
export const REPORT_RETENTION_MS = REPORT_RETENTION_DAYS * DAY_MS;

/** "2026-11-01T00:00:00Z", "2026-11-01T00:00:00.000+02:00" or "2026-11-01" (midnight UTC) → epoch ms; null when not one. */
export function parseInstant(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/.exec(text);
  if (!m) return null;
  // a day the calendar has (no 31 November rolled over into December)
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const ms = Date.parse(text.length === 10 ? `${text}T00:00:00Z` : text);
  return Number.isFinite(ms) ? ms : null;
}

export interface IntervalRefusal {
  message: string;
  param: "interval_start" | "interval_end";
}

/** Why [start, end) cannot be reported on at `now`, or null when it can. */
export function intervalRefusal(start: number, end: number, now: number): IntervalRefusal | null {
  if (start >= end) return { message: "interval_start must be before interval_end.", param: "interval_end" };
  if (end > now) return { message: `interval_end must not be in the future (now is ${new Date(now).toISOString()}).`, param: "interval_end" };
  if (end - start > REPORT_MAX_DAYS * DAY_MS) {
    return { message: `An interval covers at most ${REPORT_MAX_DAYS} days; this one covers more.`, param: "interval_start" };
  }
  return null;
}

/** The dashboard's periods: the current UTC month up to `now`, and the whole of the previous one. */
export function periodOf(period: "this_month" | "last_month", now: number): { start: number; end: number } {
  const d = new Date(now);
  const thisMonth = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  if (period === "this_month") return { start: thisMonth, end: now };
  return { start: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1), end: thisMonth };
}
