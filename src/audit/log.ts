// The audit trail in D1: one append-only row per state-changing operator request or console
// action. A step that changes D1 puts its entry in the same batch as the change (auditInsert);
// a conditional change makes its entry conditional on the same statement having changed a row
// (`whenChanged`), so there is never a change without its entry nor an entry without its change.
// A step that changes an account object hands it the entry to keep in the step's transaction
// (forwarded here with INSERT OR IGNORE, so twice is once). Rows are never updated or deleted:
// migration 0074's triggers refuse both.
import { and, desc, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import { db } from "../db/client";
import { auditLog } from "../db/schema";
import { changedFields, type Fields } from "../domain/audit";
import { newId } from "../lib/ids";
import type { Actor, AuditContext } from "./actor";

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditDraft {
  /** `<object>.<verb>`, such as kyb.approve */
  action: string;
  /** the id the action is about (an account, an operator, a key…) */
  target: string | null;
  /** the account concerned, when there is one (for the account's page) */
  accountId?: string | null;
  before?: Fields;
  after?: Fields;
}

/** Who an entry is recorded for: an audited step's context, or a signed-out attempt's (no role). */
export type EntryContext = Omit<AuditContext, "actor"> & { actor: Pick<Actor, "id" | "operatorId"> };

/** The row for one action, with only the changed fields kept. */
export function auditRow(ctx: EntryContext, draft: AuditDraft, now = Date.now()): AuditRow {
  const diff = changedFields(draft.before ?? {}, draft.after ?? {});
  return {
    id: newId("aud"),
    actor: ctx.actor.id,
    operatorId: ctx.actor.operatorId,
    action: draft.action,
    target: draft.target,
    accountId: draft.accountId ?? null,
    before: JSON.stringify(diff.before),
    after: JSON.stringify(diff.after),
    requestId: ctx.requestId,
    clientAddress: ctx.clientAddress,
    createdAt: now,
  };
}

// in the table's column order, as drizzle lists the columns of an INSERT … SELECT
const values = (r: AuditRow) =>
  sql.join(
    [r.id, r.actor, r.operatorId, r.action, r.target, r.accountId, r.before, r.after, r.requestId, r.clientAddress, r.createdAt].map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The entry's INSERT for a D1 batch. With `whenChanged` it is written only if the statement just
 * before it in the batch changed a row (SQLite's changes()), for a guarded UPDATE.
 */
export function auditInsert(env: Env, row: AuditRow, opts: { whenChanged?: boolean } = {}) {
  if (opts.whenChanged) return db(env).insert(auditLog).select(sql`SELECT ${values(row)} WHERE changes() > 0`);
  return db(env).insert(auditLog).values(row);
}

/** auditInsert as a plain D1 statement, for a batch written with env.DB.batch. */
export function auditStatement(env: Env, row: AuditRow, opts: { whenChanged?: boolean } = {}): D1PreparedStatement {
  const q = auditInsert(env, row, opts).toSQL();
  return env.DB.prepare(q.sql).bind(...q.params);
}

/** Writes an entry on its own: for an action whose only effect is being recorded (a reveal), or forwarded from an account object. */
export async function recordAudit(env: Env, row: AuditRow): Promise<void> {
  await db(env).insert(auditLog).values(row).onConflictDoNothing();
}

export interface AuditFilter {
  /** an actor id; an operator id also finds what their tokens did */
  actor?: string;
  action?: string;
  /** the id an entry is about; an account id also finds entries about the account's keys and terms */
  target?: string;
  accountId?: string;
  /** ms since the epoch: entries at or after */
  since?: number;
  /** ms since the epoch: entries before */
  until?: number;
}

/** Newest first, `limit + 1` rows after the `after` position (an entry id). */
export function listAudit(env: Env, filter: AuditFilter, page: { limit: number; after?: string }): Promise<AuditRow[]> {
  const where: SQL[] = [];
  if (filter.actor) where.push(or(eq(auditLog.actor, filter.actor), eq(auditLog.operatorId, filter.actor))!);
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.target) where.push(or(eq(auditLog.target, filter.target), eq(auditLog.accountId, filter.target))!);
  if (filter.accountId) where.push(eq(auditLog.accountId, filter.accountId));
  if (filter.since !== undefined) where.push(gte(auditLog.createdAt, filter.since));
  if (filter.until !== undefined) where.push(lt(auditLog.createdAt, filter.until));
  if (page.after !== undefined) where.push(lt(auditLog.id, page.after));
  return db(env).select().from(auditLog).where(and(...where)).orderBy(desc(auditLog.id)).limit(page.limit + 1).all();
}

/** The entry as the API and the CSV show it. */
export function auditView(row: AuditRow) {
  return {
    id: row.id,
    object: "audit_entry" as const,
    actor: row.actor,
    operator_id: row.operatorId,
    action: row.action,
    target: row.target,
    account_id: row.accountId,
    before: JSON.parse(row.before) as Fields,
    after: JSON.parse(row.after) as Fields,
    request_id: row.requestId,
    client_address: row.clientAddress,
    created_at: new Date(row.createdAt).toISOString(),
  };
}
export type AuditEntryView = ReturnType<typeof auditView>;

export const AUDIT_CSV_HEADER = ["id", "created_at", "actor", "operator_id", "action", "target", "account_id", "before", "after", "request_id", "client_address"];

/** One entry as a CSV line's fields, in AUDIT_CSV_HEADER's order. */
export function auditCsvFields(row: AuditRow): (string | null)[] {
  return [row.id, new Date(row.createdAt).toISOString(), row.actor, row.operatorId, row.action, row.target, row.accountId, row.before, row.after, row.requestId, row.clientAddress];
}

/** At most this many entries go in one export; narrow it with `since` for more. */
export const AUDIT_EXPORT_MAX = 50_000;

/** Every entry matching the filter, newest first, up to AUDIT_EXPORT_MAX, read a page at a time. */
export async function* auditExportRows(env: Env, filter: AuditFilter): AsyncGenerator<AuditRow> {
  let after: string | undefined;
  let n = 0;
  for (;;) {
    const rows = await listAudit(env, filter, { limit: 1000, after });
    const page = rows.slice(0, 1000);
    for (const r of page) {
      if (n++ >= AUDIT_EXPORT_MAX) return;
      yield r;
    }
    if (rows.length <= 1000) return;
    after = page[page.length - 1]!.id;
  }
}
