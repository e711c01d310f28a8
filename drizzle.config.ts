import { defineConfig } from "drizzle-kit";

// D1 migrations are generated from src/db/schema.ts into migrations/ (top-level .sql files,
// applied by `wrangler d1 migrations apply` and by the test setup).
export default defineConfig({
  dialect: "sqlite",
  schema: "./src/db/schema.ts",
  out: "./migrations",
});
