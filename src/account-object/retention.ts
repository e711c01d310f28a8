// What an account object keeps, and for how long. Money history is kept for the life of the
// account: orders, ledger lines, paid quotes, deposits, payouts and events (GET /v1/events lists
// them all). What only serves a while is deleted by the sweep once it is past use:
// - idempotency records after 24 hours (idempotency-store.ts; a replay after that is a new request);
// - request log lines after 7 days (request-log.ts);
// - webhook delivery attempts that are over (delivered, failed, dead-lettered) after 30 days:
//   the delivery log is for following up a delivery, and every retry is over within about a day;
// - quotes that never took money (expired or cancelled) after 90 days, with the eSIM plan they
//   would have bought; money that arrives for one later is credited to the wallet as it is today.
// Age is read from the row's id (a ULID minted in real time), so each rule is one range of an
// index. Each run deletes at most PRUNE_BATCH rows per rule, and deleting again deletes nothing.
import { idsBefore } from "../lib/ids";

const DAY_MS = 24 * 60 * 60 * 1000;
export const WEBHOOK_ATTEMPT_RETENTION_MS = 30 * DAY_MS;
export const UNPAID_QUOTE_RETENTION_MS = 90 * DAY_MS;
/** Rows per rule one sweep deletes at most (the sweep runs every minute). */
export const PRUNE_BATCH = 5000;

/** Finished webhook attempts older than the retention at `realNow`; answers how many were deleted. */
export function pruneWebhookAttempts(sql: SqlStorage, realNow: number, batch = PRUNE_BATCH): number {
  return sql.exec(
    `DELETE FROM webhook_attempts WHERE id IN
       (SELECT id FROM webhook_attempts WHERE id < ? AND status != 'pending' LIMIT ?)`,
    idsBefore("whd", realNow - WEBHOOK_ATTEMPT_RETENTION_MS), batch,
  ).rowsWritten;
}

/** Expired and cancelled quotes older than the retention at `realNow`, with their unstarted eSIM plans; answers how many quotes. */
export function pruneUnpaidQuotes(sql: SqlStorage, realNow: number, batch = PRUNE_BATCH): number {
  const ids = sql.exec<{ id: string }>(
    "SELECT id FROM quotes WHERE status IN ('expired', 'cancelled') AND id < ? LIMIT ?",
    idsBefore("qt", realNow - UNPAID_QUOTE_RETENTION_MS), batch,
  ).toArray().map((r) => r.id);
  for (const id of ids) {
    sql.exec("DELETE FROM esim_plans WHERE quote_id = ? AND order_id IS NULL", id);
    sql.exec("DELETE FROM quotes WHERE id = ? AND status IN ('expired', 'cancelled')", id);
  }
  return ids.length;
}
