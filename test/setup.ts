import { applyD1Migrations, env } from "cloudflare:test";

// Each test file gets its own storage; migrations are idempotent across files.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
