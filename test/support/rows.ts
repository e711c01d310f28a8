// What a request costs its account's object, counted as the bench counts it (src/bench/meter.ts
// meteredSql): every statement the object runs while the request runs, and the rows its cursor
// read and wrote (index entries and trigger writes included). Counts, never times, so a test can
// hold a route to its figure. And an account's object rebuilt at an older schema version, so a
// migration is tested on data as an account made before it holds it.
import { runInDurableObject } from "cloudflare:test";
import { meteredSql, statementKind } from "../../src/bench/meter";
import { ACCOUNT_MIGRATIONS, migrate } from "../../src/account-object/migrations";
import { accountStub } from "./money";

export interface Statement {
  query: string;
  params: SqlStorageValue[];
  cursor: SqlStorageCursor<Record<string, SqlStorageValue>>;
}

export interface RowCount {
  statements: Statement[];
  rowsWritten: number;
  rowsRead: number;
  /** rows written per kind of statement ("INSERT INTO orders"), to say where they went */
  written: Record<string, number>;
}

/**
 * Counts what the account's object runs while `work` runs. The request log's lines arrive in
 * their own call and are not the request's: they are left out.
 */
export async function rowsOf(accountId: string, work: () => Promise<void>, mode: "test" | "live" = "test"): Promise<RowCount> {
  const seen: Statement[] = [];
  const stub = accountStub(accountId, mode);
  const swap = (record: boolean) =>
    runInDurableObject(stub, (instance) => {
      const inst = instance as unknown as { sql: SqlStorage; realSql?: SqlStorage };
      if (!record) {
        inst.sql = inst.realSql ?? inst.sql;
        return;
      }
      const real = (inst.realSql = inst.sql);
      inst.sql = meteredSql(real, (query, cursor, params) => seen.push({ query: query.replace(/\s+/g, " ").trim(), params, cursor }));
    });
  await swap(true);
  try {
    await work();
  } finally {
    await swap(false);
  }
  const statements = seen.filter((s) => !s.query.includes("request_logs"));
  const written: Record<string, number> = {};
  for (const s of statements) if (s.cursor.rowsWritten) written[statementKind(s.query)] = (written[statementKind(s.query)] ?? 0) + s.cursor.rowsWritten;
  return {
    statements,
    rowsWritten: statements.reduce((n, s) => n + s.cursor.rowsWritten, 0),
    rowsRead: statements.reduce((n, s) => n + s.cursor.rowsRead, 0),
    written,
  };
}

/**
 * Rebuilds the account's object as an object of schema `version` holds it (every table dropped,
 * the first `version` migrations run, the account's identity kept), lets `fill` write rows as the
 * code of that version wrote them, then migrates it as the object does when it wakes up. What the
 * object kept in memory is dropped, as a woken object starts without it.
 */
export async function migratedFrom(accountId: string, version: number, fill: (sql: SqlStorage) => void, mode: "test" | "live" = "test"): Promise<void> {
  await runInDurableObject(accountStub(accountId, mode), (instance, state) => {
    const sql = state.storage.sql;
    const tables = sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name <> 'sqlite_sequence'").toArray();
    for (const { name } of tables) sql.exec(`DROP TABLE "${name}"`);
    sql.exec("CREATE TABLE schema_version (version INTEGER NOT NULL)");
    sql.exec("INSERT INTO schema_version (version) VALUES (?)", version);
    for (const m of ACCOUNT_MIGRATIONS.slice(0, version)) sql.exec(m);
    sql.exec("INSERT INTO meta (key, value) VALUES ('account_id', ?), ('mode', ?)", accountId, mode);
    fill(sql);
    migrate(sql);
    const kept = (instance as unknown as { kept?: Record<string, unknown> }).kept;
    for (const k of Object.keys(kept ?? {})) delete kept![k];
  });
}
