// Report runs inside the account's object. Invariant: a run's file and its event exist at most
// once, however often its queue message arrives. A run is opened pending with its queue message
// in the outbox (one transaction); a generator claims it under a lease (owner + lease_until),
// reads it page by page (each page re-checks and extends the lease, so a generator that lost it
// stops), and records the file in a step that succeeds the run only while it is pending and
// still held by that generator: the status moves one way, so a second message, a second
// generator or a repeated finish finds the run succeeded and changes nothing. The file's key is
// the run's own (`reportFileKey`), so a second generator writes the same object, never a second
// file. A run not finished by its due time is handed to the queue again by the sweep, and fails
// (once, with `report_run.failed`) after REPORT_MAX_ATTEMPTS claims.
//
// Pages are keyset pages, oldest first, a bounded number of rows each, seeking by id: ids are
// ULIDs minted in real time, and a row's created_at is the account's clock (real time plus the
// test clock's offset, which only grows), so every row created in [start, end) has an id between
// the bounds `idBounds` gives.
import { ApiError, notFound } from "../http/errors";
import { idsBefore, newId, type IdPrefix } from "../lib/ids";
import { iso, isoOrNull } from "../lib/time";
import { csvLine, decimalCell, type CsvCell } from "../lib/csv";
import { centsToDecimal } from "../domain/money";
import { intervalRefusal, REPORT_RETENTION_MS, type ReportStatus, type ReportType } from "../domain/reports";
import type { LedgerRow } from "./ledger";
import { emit } from "./events";
import { enqueue } from "./outbox";
import { revenueEntryView } from "./revenue";
import { all, one, type Tx } from "./tx";
import { ledgerEntryView } from "./views";

export type ReportRunRow = {
  id: string;
  report_type: ReportType;
  interval_start: number;
  interval_end: number;
  status: ReportStatus;
  rows: number | null;
  bytes: number | null;
  file_key: string | null;
  expires_at: number | null;
  error: string | null;
  created_at: number;
  succeeded_at: number | null;
  lease_owner: string | null;
  lease_until: number;
  due_at: number;
  attempts: number;
};

export interface NewReportRun {
  reportType: ReportType;
  intervalStart: number;
  intervalEnd: number;
}

/** Rows one page holds: one object call reads and writes at most this many lines. */
export const REPORT_PAGE_ROWS = 1000;
/** How long a generator holds a run between two pages before another may take it over. */
export const REPORT_LEASE_MS = 2 * 60_000;
/** A pending run is handed to the queue again this long after its last hand-over (its message may be lost). */
export const REPORT_HANDOVER_MS = 5 * 60_000;
/** Claims a run is given before it fails. */
export const REPORT_MAX_ATTEMPTS = 5;
/** Expired files deleted and runs handed over per sweep, so one sweep's work stays bounded. */
export const REPORT_SWEEP_BATCH = 50;

/** Where a run's file lives in the REPORTS bucket: one key per run, so a second writer overwrites, never adds. */
export function reportFileKey(ref: { accountId: string; mode: string }, runId: string): string {
  return `reports/${ref.accountId}/${ref.mode}/${runId}.csv`;
}

export function reportRunView(r: ReportRunRow) {
  return {
    id: r.id,
    object: "report_run" as const,
    report_type: r.report_type,
    interval_start: iso(r.interval_start),
    interval_end: iso(r.interval_end),
    status: r.status,
    result: r.status === "succeeded" ? { rows: r.rows ?? 0, bytes: r.bytes ?? 0, expires_at: iso(r.expires_at ?? 0) } : null,
    error: r.error,
    created_at: iso(r.created_at),
    succeeded_at: isoOrNull(r.succeeded_at),
  };
}

export type ReportRunView = ReturnType<typeof reportRunView>;

export function getReportRunRow(tx: Pick<Tx, "sql">, id: string): ReportRunRow {
  const r = one<ReportRunRow>(tx.sql, "SELECT * FROM report_runs WHERE id = ?", id);
  if (!r) throw notFound("report run", id, "report_run_id");
  return r;
}

/** Opens a run pending, its generation queued in the same transaction. The interval is judged on the account's clock. */
export function openReportRun(tx: Tx, input: NewReportRun): ReportRunView {
  const refused = intervalRefusal(input.intervalStart, input.intervalEnd, tx.now);
  if (refused) throw new ApiError("parameter_invalid", refused.message, refused.param);
  const id = newId("rr");
  tx.sql.exec(
    `INSERT INTO report_runs (id, report_type, interval_start, interval_end, status, created_at, due_at)
     VALUES (?, ?, ?, ?, 'pending', ?, ?)`,
    id, input.reportType, input.intervalStart, input.intervalEnd, tx.now, tx.now + REPORT_HANDOVER_MS,
  );
  enqueue(tx, "reports", { report_run_id: id });
  return reportRunView(getReportRunRow(tx, id));
}

export type ReportClaim =
  | { state: "claimed"; reportType: ReportType; attempt: number }
  | { state: "done" }
  | { state: "busy"; leaseUntil: number };

/** Takes a pending run for `owner` (its lease); a run already resolved is done, one another generator holds is busy. */
export function claimReportRun(tx: Tx, id: string, owner: string): ReportClaim {
  const r = one<ReportRunRow>(tx.sql, "SELECT * FROM report_runs WHERE id = ?", id);
  if (!r || r.status !== "pending") return { state: "done" };
  if (r.lease_owner !== null && r.lease_owner !== owner && r.lease_until > tx.now) return { state: "busy", leaseUntil: r.lease_until };
  if (r.attempts >= REPORT_MAX_ATTEMPTS) {
    failReportRun(tx, r, `The report could not be generated after ${REPORT_MAX_ATTEMPTS} attempts; ask for a new run.`);
    return { state: "done" };
  }
  tx.sql.exec(
    "UPDATE report_runs SET lease_owner = ?, lease_until = ?, attempts = attempts + 1, due_at = ? WHERE id = ?",
    owner, tx.now + REPORT_LEASE_MS, tx.now + REPORT_LEASE_MS + REPORT_HANDOVER_MS, id,
  );
  return { state: "claimed", reportType: r.report_type, attempt: r.attempts + 1 };
}

/** The run, while `owner` still holds it; its lease is extended. Null once it is resolved or taken over. */
function heldRun(tx: Tx, id: string, owner: string): ReportRunRow | null {
  const r = one<ReportRunRow>(tx.sql, "SELECT * FROM report_runs WHERE id = ?", id);
  if (!r || r.status !== "pending" || r.lease_owner !== owner) return null;
  tx.sql.exec(
    "UPDATE report_runs SET lease_until = ?, due_at = ? WHERE id = ?",
    tx.now + REPORT_LEASE_MS, tx.now + REPORT_LEASE_MS + REPORT_HANDOVER_MS, id,
  );
  return r;
}

/** Lets another generator take the run at once (this one failed before finishing). */
export function releaseReportRun(tx: Tx, id: string, owner: string): void {
  tx.sql.exec("UPDATE report_runs SET lease_until = 0 WHERE id = ? AND lease_owner = ? AND status = 'pending'", id, owner);
}

/**
 * Records the file of a run `owner` holds: the run succeeds, once, and `report_run.succeeded`
 * fires with it. Answers whether it was recorded (false: resolved already, or taken over).
 */
export function finishReportRun(tx: Tx, id: string, owner: string, file: { key: string; rows: number; bytes: number }): boolean {
  const r = one<ReportRunRow>(tx.sql, "SELECT * FROM report_runs WHERE id = ?", id);
  if (!r || r.status !== "pending" || r.lease_owner !== owner) return false;
  tx.sql.exec(
    `UPDATE report_runs SET status = 'succeeded', rows = ?, bytes = ?, file_key = ?, succeeded_at = ?, expires_at = ?,
       lease_owner = NULL, lease_until = 0 WHERE id = ?`,
    file.rows, file.bytes, file.key, tx.now, tx.now + REPORT_RETENTION_MS, id,
  );
  emit(tx, "report_run.succeeded", reportRunView(getReportRunRow(tx, id)));
  return true;
}

function failReportRun(tx: Tx, r: ReportRunRow, message: string): void {
  tx.sql.exec("UPDATE report_runs SET status = 'failed', error = ?, lease_owner = NULL, lease_until = 0 WHERE id = ? AND status = 'pending'", message, r.id);
  emit(tx, "report_run.failed", reportRunView(getReportRunRow(tx, r.id)));
}

/** The sweep's part: pending runs past their due time go to the queue again (bounded). */
export function handOverReportRuns(tx: Tx): number {
  const due = all<{ id: string }>(
    tx.sql, "SELECT id FROM report_runs WHERE status = 'pending' AND due_at <= ? ORDER BY due_at LIMIT ?", tx.now, REPORT_SWEEP_BATCH,
  );
  for (const { id } of due) {
    tx.sql.exec("UPDATE report_runs SET due_at = ? WHERE id = ?", tx.now + REPORT_HANDOVER_MS, id);
    enqueue(tx, "reports", { report_run_id: id });
  }
  return due.length;
}

/** Files past their expiry (at most REPORT_SWEEP_BATCH), for the sweep to delete from the bucket. */
export function expiredReportFiles(tx: Tx): { id: string; file_key: string }[] {
  return all<{ id: string; file_key: string }>(
    tx.sql, "SELECT id, file_key FROM report_runs WHERE file_key IS NOT NULL AND expires_at <= ? ORDER BY expires_at LIMIT ?", tx.now, REPORT_SWEEP_BATCH,
  );
}

/** Once the bucket has deleted them: the runs keep their result, without a file. */
export function forgetReportFiles(tx: Pick<Tx, "sql">, ids: string[]): void {
  for (const id of ids) tx.sql.exec("UPDATE report_runs SET file_key = NULL WHERE id = ?", id);
}

/** The file of a run, for its download: 409 report_not_ready before it succeeded, 410 report_expired after its expiry. */
export function reportFileOf(tx: Tx, id: string): { key: string; run: ReportRunView } {
  const r = getReportRunRow(tx, id);
  if (r.status !== "succeeded") {
    const why = r.status === "failed" ? "failed; ask for a new run" : "is still being generated; its status turns to succeeded when the file is ready";
    throw new ApiError("report_not_ready", `Report run ${id} ${why}.`);
  }
  if (r.file_key === null || (r.expires_at ?? 0) <= tx.now) {
    throw new ApiError("report_expired", `Report run ${id}'s file expired at ${iso(r.expires_at ?? 0)} and was deleted; ask for a new run.`);
  }
  return { key: r.file_key, run: reportRunView(r) };
}

// ---- the reports' rows ---------------------------------------------------------------------

const USD = "USD";
const money = (cents: number): CsvCell[] => [cents, decimalCell(centsToDecimal(cents))];

/** Each report's columns, in the order its rows give them. */
export const REPORT_COLUMNS: Record<ReportType, readonly string[]> = {
  "wallet.ledger": [
    "id", "created_at", "type", "source", "amount", "amount_decimal", "currency", "balance_after", "balance_after_decimal",
    "description", "order_id", "deposit_id", "refund_id",
  ],
  "orders.itemized": [
    "order_id", "created_at", "resolved_at", "status", "offer_id", "offer_name", "category", "price", "price_decimal", "currency",
    "commission_rate_bps", "commission_earned", "commission_earned_decimal", "commission_reversed", "commission_reversed_decimal", "refund_status",
    "refunded_amount", "refunded_amount_decimal",
    "batch_id", "destination", "metadata",
  ],
  "revenue.entries": [
    "id", "created_at", "kind", "amount", "amount_decimal", "currency", "balance_after", "balance_after_decimal", "order_id", "payout_id", "rate_bps",
  ],
};

type WalletLine = LedgerRow & { refund_id: string | null };
type OrderLine = {
  id: string; created_at: number; resolved_at: number | null; status: string; offer_id: string; offer_name: string; category: string;
  price: number; commission_rate_bps: number | null; earned: number | null; refund_status: string | null; batch_id: string | null;
  destination: string | null; metadata: string | null; refund_amount: number | null; refund_state: string | null; refund_commission_reversed: number | null;
};

/** Seek bounds on ids of `prefix` for rows created in [start, end) on the account's clock (see the header). */
function idBounds(prefix: IdPrefix, start: number, end: number, offsetMs: number): { from: string; to: string } {
  // a minute's slack each side: an id is minted a moment after its step's time was taken
  return { from: idsBefore(prefix, start - offsetMs - 60_000), to: idsBefore(prefix, end + 60_000) };
}

const QUERIES: Record<ReportType, { prefix: IdPrefix; sql: string; cells: (row: never) => CsvCell[] }> = {
  "wallet.ledger": {
    prefix: "le",
    // a refund's lines (its credit, and the commission taken from the wallet) name it through their order
    sql: `SELECT l.*, CASE WHEN l.source IN ('refund', 'commission_reversal') THEN o.refund_id END AS refund_id
          FROM ledger_entries l LEFT JOIN orders o ON o.id = l.order_id
          WHERE l.balance = 'wallet' AND l.id > ? AND l.id < ? AND l.created_at >= ? AND l.created_at < ? ORDER BY l.id LIMIT ?`,
    cells: (l: WalletLine) => {
      const v = ledgerEntryView(l);
      return [
        v.id, v.created_at, v.type, v.source, ...money(v.amount.amount), v.amount.currency, ...money(v.balance_after.amount),
        v.description, l.order_id, l.deposit_id, l.refund_id,
      ];
    },
  },
  "orders.itemized": {
    prefix: "ord",
    sql: `SELECT o.id, o.created_at, o.resolved_at, o.status, o.offer_id, o.offer_name, o.category, o.price, o.commission_rate_bps,
                 o.earned, o.refund_status, o.batch_id, o.destination, q.metadata, r.amount AS refund_amount, r.status AS refund_state,
                 r.commission_reversed AS refund_commission_reversed
          FROM orders o LEFT JOIN quotes q ON q.id = o.quote_id LEFT JOIN refunds r ON r.id = o.refund_id
          WHERE o.id > ? AND o.id < ? AND o.created_at >= ? AND o.created_at < ? ORDER BY o.id LIMIT ?`,
    // a succeeded refund's money: commission_reversed beside commission_earned, so the two columns'
    // sums are the Revenue Centre's lifetime_earned and reversed for these orders
    cells: (o: OrderLine) => {
      const refunded = o.refund_state === "succeeded";
      return [
        o.id, iso(o.created_at), isoOrNull(o.resolved_at), o.status, o.offer_id, o.offer_name, o.category, ...money(o.price), USD,
        o.commission_rate_bps ?? 0, ...money(o.earned ?? 0), ...money(refunded ? (o.refund_commission_reversed ?? 0) : 0), o.refund_status,
        ...money(refunded ? (o.refund_amount ?? 0) : 0), o.batch_id, o.destination, o.metadata ?? "{}",
      ];
    },
  },
  "revenue.entries": {
    prefix: "le",
    sql: `SELECT * FROM ledger_entries
          WHERE balance = 'revenue' AND id > ? AND id < ? AND created_at >= ? AND created_at < ? ORDER BY id LIMIT ?`,
    cells: (l: LedgerRow) => {
      const v = revenueEntryView(l);
      return [v.id, v.created_at, v.kind, ...money(v.amount.amount), v.amount.currency, ...money(l.balance_after), v.order_id, v.payout_id, v.rate_bps];
    },
  },
};

export interface ReportPage {
  /** the page's CSV lines (the header first on the first page) */
  csv: string;
  rows: number;
  /** where the next page starts; null on the last page */
  next: string | null;
}

/**
 * One page of a run `owner` holds: up to `limit` rows after `after` (null: the first page,
 * which starts with the header). Null when the run is no longer this generator's.
 */
export function readReportPage(tx: Tx, id: string, owner: string, after: string | null, limit: number, offsetMs: number): ReportPage | null {
  const r = heldRun(tx, id, owner);
  if (!r) return null;
  const q = QUERIES[r.report_type];
  const bounds = idBounds(q.prefix, r.interval_start, r.interval_end, offsetMs);
  const rows = all(tx.sql, q.sql, after ?? bounds.from, bounds.to, r.interval_start, r.interval_end, limit + 1);
  const more = rows.length > limit;
  if (more) rows.length = limit;
  let csv = after === null ? csvLine([...REPORT_COLUMNS[r.report_type]]) : "";
  for (const row of rows) csv += csvLine((q.cells as (row: unknown) => CsvCell[])(row));
  return { csv, rows: rows.length, next: more ? String(rows[rows.length - 1]!.id) : null };
}
