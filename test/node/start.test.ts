// `npm start`'s output rules (scripts/lib/start-output.mjs): the migrations in one line, its
// own argument, which of wrangler dev's lines are dropped, and one line per cron tick.
import { join } from "node:path";
import { describe, expect, it } from "vitest";

type Rules = {
  parseStartArgs: (argv: string[]) => { allowLocalWebhooks: boolean };
  runVars: (args: { allowLocalWebhooks: boolean }) => Record<string, string>;
  summariseMigrations: (output: string, available: number) => string;
  classifyLine: (line: string) => "drop" | "job" | "show";
  cronLine: (at: Date, fired: { expr: string; result: string }[], jobs: number) => string;
};
const rules = async () => (await import(join(process.cwd(), "scripts", "lib", "start-output.mjs"))) as Rules;

// wrangler d1 migrations apply --local, as it prints a fresh database (abridged)
const FRESH = `Migrations to be applied:
┌──────────────────────────────────────────┐
│ name                                     │
├──────────────────────────────────────────┤
│ 0000_init.sql                            │
└──────────────────────────────────────────┘
? About to apply 3 migration(s)
🚣 11 commands executed successfully.
┌──────────────────────────────────────────┬────────┐
│ name                                     │ status │
├──────────────────────────────────────────┼────────┤
│ 0000_init.sql                            │ ✅     │
├──────────────────────────────────────────┼────────┤
│ 0001_seed_sandbox_catalog.sql            │ 🕒️    │
└──────────────────────────────────────────┴────────┘
🚣 3 commands executed successfully.
┌──────────────────────────────────────────┬────────┐
│ name                                     │ status │
├──────────────────────────────────────────┼────────┤
│ 0000_init.sql                            │ ✅     │
├──────────────────────────────────────────┼────────┤
│ 0001_seed_sandbox_catalog.sql            │ ✅     │
├──────────────────────────────────────────┼────────┤
│ 0074_operators.sql                       │ ✅     │
└──────────────────────────────────────────┴────────┘`;

describe("npm start's output", () => {
  it("sums the migrations up in one line: how many were applied, or that the database is up to date", async () => {
    const { summariseMigrations } = await rules();
    const applied = summariseMigrations(FRESH, 13);
    expect(applied).toBe("local D1 database: applied 3 migrations (newest 0074_operators.sql); 10 were already applied");
    expect(applied).not.toContain("\n");
    expect(summariseMigrations("Resource location: local\n✅ No migrations to apply!", 13)).toBe("local D1 database up to date (13 migrations)");
  });

  it("--allow-local-webhooks sets ALLOW_PRIVATE_WEBHOOK_URLS=true for that run only; anything else is refused", async () => {
    const { parseStartArgs, runVars } = await rules();
    expect(runVars(parseStartArgs(["--allow-local-webhooks"]))).toEqual({ ALLOW_PRIVATE_WEBHOOK_URLS: "true" });
    expect(runVars(parseStartArgs([]))).toEqual({});
    expect(() => parseStartArgs(["--allow-local"])).toThrow(/--allow-local-webhooks/);
  });

  it("drops its own background calls and the JSON request lines, keeps failures and everything else", async () => {
    const { classifyLine } = await rules();
    expect(classifyLine("[wrangler:info] GET /admin/v1/outbox 200 OK (8ms)")).toBe("drop");
    expect(classifyLine("\u001b[32m[wrangler:info]\u001b[0m GET /cdn-cgi/local/scheduled 200 OK (30ms)")).toBe("drop");
    expect(classifyLine('{"type":"request","request_id":"req_1","method":"GET","route":"/v1/offers","status":200}')).toBe("drop");
    expect(classifyLine('{"type":"request","request_id":"req_1","method":"GET","route":"/v1/offers","status":500}')).toBe("show");
    expect(classifyLine('{"type":"job","job":"quotes.expire","outcome":"ok"}')).toBe("job");
    expect(classifyLine('{"type":"job","job":"quotes.expire","outcome":"failed"}')).toBe("show");
    expect(classifyLine("[wrangler:info] GET /v1/offers 200 OK (12ms)")).toBe("show");
    expect(classifyLine("[wrangler:info] Ready on http://127.0.0.1:8787")).toBe("show");
  });

  it("logs each cron tick in one line", async () => {
    const { cronLine } = await rules();
    const line = cronLine(new Date("2026-11-25T10:05:00Z"), [{ expr: "* * * * *", result: "ok" }, { expr: "*/5 * * * *", result: "answered 500" }], 4);
    expect(line).toBe('[cron] 10:05 UTC "* * * * *" ok, "*/5 * * * *" answered 500; 4 jobs ran');
    expect(line).not.toContain("\n");
  });
});
