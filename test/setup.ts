import { applyD1Migrations, env } from "cloudflare:test";

// Runs before each test file. In the main project the files of one runner share a runtime and its
// storage (D1, Durable Objects, R2), so the migrations usually find their tables there already:
// they are idempotent, and only the first file of a runtime applies them.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
