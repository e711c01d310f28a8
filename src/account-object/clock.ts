// The account's clock. Inside its object every step happens at the account's now: the real time
// plus the offset a sandbox account's test clock has been advanced by (kept in `meta`; a live
// account's is always zero). The object applies it where a step's time is computed (object.ts,
// `clock`), so everything time-based it does reads it. The object's own machinery (when a queue
// message is sent, when a lease ends, when work is handed over again) keeps its real-time
// pace: an advance moves those times forward with the clock, so only what the account's rules
// make due (expiries, net terms) falls due.
import { QUOTE_LAPSED } from "./quotes";
import { DEBIT_NEWLY_OVERDUE } from "./credit";
import { USAGE_ALERT_DUE } from "./esim-usage";
import { iso } from "../lib/time";
import { one } from "./tx";

export const CLOCK_OFFSET_KEY = "clock_offset_ms";

/** The longest single advance: 400 days, in seconds. */
export const MAX_ADVANCE_SECONDS = 34_560_000;

export function storedOffsetMs(sql: SqlStorage): number {
  const v = one<{ value: string }>(sql, "SELECT value FROM meta WHERE key = ?", CLOCK_OFFSET_KEY)?.value;
  const n = Number(v ?? "0");
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

export function storeOffsetMs(sql: SqlStorage, offsetMs: number): void {
  sql.exec("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value", CLOCK_OFFSET_KEY, String(offsetMs));
}

/**
 * The earliest time, no later than `until`, at which the per-step upkeep (quote expiry, overdue
 * notices, sandbox eSIM usage thresholds) has work: read through the upkeep's own conditions, so the two cannot disagree.
 * Null when nothing falls due by then.
 */
export function nextUpkeepAt(sql: SqlStorage, until: number): number | null {
  const row = one<{ quotes: number | null; debits: number | null; usage: number | null }>(
    sql,
    `SELECT (SELECT MIN(expires_at) FROM quotes WHERE ${QUOTE_LAPSED}) AS quotes,
            (SELECT MIN(due_at) FROM overdraft_debits WHERE ${DEBIT_NEWLY_OVERDUE}) AS debits,
            (${USAGE_ALERT_DUE}) AS usage`,
    until, until, until,
  )!;
  const at = [row.quotes, row.debits, row.usage].filter((v): v is number => v !== null);
  return at.length ? Math.min(...at) : null;
}

/**
 * Moves the machinery's due times and leases forward by `deltaMs`, so an advance of the clock
 * neither hurries a queued message, a webhook retry or a hand-over nor frees a lease a job still
 * holds. Zero means "none" in these columns and is left alone.
 */
export function carryMachinery(sql: SqlStorage, deltaMs: number): void {
  const columns: [string, string][] = [
    ["outbox", "deliver_at"], ["outbox", "lease_until"],
    ["orders", "due_at"], ["orders", "supplier_lease_until"], ["orders", "followup_until"],
    ["payouts", "dispatched_at"], ["payouts", "send_lease_until"],
    ["webhook_attempts", "next_attempt_at"], ["webhook_attempts", "lease_until"],
    ["lightning_invoices", "next_poll_at"],
  ];
  for (const [table, column] of columns) {
    sql.exec(`UPDATE ${table} SET ${column} = ${column} + ? WHERE ${column} > 0`, deltaMs);
  }
}

export function clockView(now: number, offsetMs: number) {
  return { object: "test_clock" as const, now: iso(now), offset_seconds: Math.floor(offsetMs / 1000) };
}
