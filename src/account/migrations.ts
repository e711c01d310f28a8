// Versioned schema of an account's own SQLite. Each entry runs once, in order, the first
// time an object of an older version wakes up. Append; never edit a released entry.
export const ACCOUNT_MIGRATIONS: string[] = [
  // 1: identity and idempotency
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE idempotency_keys (
    key TEXT PRIMARY KEY,
    fingerprint TEXT NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('in_progress', 'done')),
    lock_expires_at INTEGER,
    response_status INTEGER,
    response_body TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
  CREATE TABLE credit_terms (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    overdraft_limit INTEGER NOT NULL DEFAULT 0 CHECK (overdraft_limit >= 0),
    net_terms_days INTEGER NOT NULL DEFAULT 30 CHECK (net_terms_days BETWEEN 0 AND 365),
    updated_at INTEGER NOT NULL DEFAULT 0
  );
  INSERT INTO credit_terms (id) VALUES (1);
  `,
];

export function migrate(sql: SqlStorage): number {
  sql.exec("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)");
  const row = sql.exec<{ version: number }>("SELECT version FROM schema_version").toArray()[0];
  let version = row?.version ?? 0;
  if (!row) sql.exec("INSERT INTO schema_version (version) VALUES (0)");
  while (version < ACCOUNT_MIGRATIONS.length) {
    sql.exec(ACCOUNT_MIGRATIONS[version]!);
    version += 1;
    sql.exec("UPDATE schema_version SET version = ?", version);
  }
  return version;
}
