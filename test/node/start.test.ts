// `npm start`'s output rules (scripts/lib/start-output.mjs): the migrations in one line, its
// own arguments, which of wrangler dev's lines are dropped (its start-up noise, the bindings table
// it prints twice, the script's own calls), and one line per cron tick.
import { join } from "node:path";
import { describe, expect, it } from "vitest";

type Rules = {
  parseStartArgs: (argv: string[]) => { allowLocalWebhooks: boolean; fakeSuppliers: boolean };
  runVars: (args: { allowLocalWebhooks: boolean }) => Record<string, string>;
  summariseMigrations: (output: string, available: number) => string;
  classifyLine: (line: string) => "drop" | "job" | "show";
  startupFilter: () => (line: string) => boolean;
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


// wrangler dev 4.156's output from its start to "Ready", as `npm start` received it (the two
// bindings tables abridged to a few rows each; the real ones have 72 rows)
const WRANGLER_START: string[] = [
  "",
  " ⛅️ wrangler 4.156.0 (update available 4.164.0)",
  "───────────────────────────────────────────────",
  "Using secrets defined in .dev.vars",
  "Your Worker has access to the following bindings:",
  "Binding                                                                               Resource                      Mode",
  "env.ACCOUNT (AccountDO)                                                               Durable Object                local",
  "env.FULFILMENT_QUEUE (pc-fulfilment)                                                  Queue                         local",
  "env.WEBHOOK_QUEUE (pc-webhooks)                                                       Queue                         local",
  "env.QUOTE_TTL_LIGHTNING_SECONDS (\"900\")                                               Environment Variable          local",
  "env.QUOTE_TTL_STABLECOIN_SECONDS (\"3600\")                                             Environment Variable          local",
  "env.QUOTE_TTL_BANK_TRANSFER_SECONDS (\"259200\")                                        Environment Variable          local",
  "env.BSC_USDT_CONTRACT (\"0x55d398326f99059fF775485246999027B31...\")                    Environment Variable          local",
  "env.BSC_USDC_CONTRACT (\"0x8AC76a51cc950d9822D68b83fE1Ad97B32C...\")                    Environment Variable          local",
  "env.TRON_USDT_CONTRACT (\"TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t\")                         Environment Variable          local",
  "env.SUPPLIER_PENDING_LIMIT_HOURS (\"24\")                                               Environment Variable          local",
  "env.REFUND_WINDOW_DAYS (\"30\")                                                         Environment Variable          local",
  "env.MAIL_PROVIDER (\"outbox\")                                                          Environment Variable          local",
  "",
  "\u001b[33m▲ \u001b[43;33m[\u001b[43;30mWARNING\u001b[43;33m]\u001b[0m \u001b[1mScheduled Workers are not automatically triggered during local development.\u001b[0m",
  "",
  "  To manually trigger a scheduled event, run:",
  "    curl \"http://127.0.0.1:18746/cdn-cgi/local/scheduled\"",
  "  For more details, see \u001b[4mhttps://developers.cloudflare.com/workers/configuration/cron-triggers/#test-cron-triggers-locally\u001b[0m",
  "",
  "",
  "⎔ Starting local server...",
  "[wrangler:info] ✨ Parsed 1 valid header rule.",
  "⎔ Connection status updated",
  "Your Worker has access to the following bindings:",
  "Binding                                                                               Resource                      Mode",
  "env.REPORTS (partner-commerce-reports)                                                R2 Bucket                     local",
  "env.METRICS (partner_commerce)                                                        Analytics Engine Dataset      local",
  "env.LIVE_READS_LIMIT (1000 requests/10s)                                              Rate Limit                    local",
  "env.LND_MAX_FEE_BPS (\"50\")                                                            Environment Variable          local",
  "env.WEBHOOK_RETRY_SCHEDULE (\"60,300,1800,7200,18000,36000,25200\")                     Environment Variable          local",
  "env.WEBHOOK_TIMEOUT_MS (\"10000\")                                                      Environment Variable          local",
  "env.ECB_RATES_URL (\"https://www.ecb.europa.eu/stats/eurof...\")                        Environment Variable          local",
  "env.DOH_RESOLVER_URL (\"https://cloudflare-dns.com/dns-query\")                         Environment Variable          local",
  "env.RATE_LIMITS (\"on\")                                                                Environment Variable          local",
  "env.SANDBOX_WEBHOOK_SECRET (\"(hidden)\")                                               Environment Variable          local",
  "env.LIVE_WEBHOOK_SECRET (\"(hidden)\")                                                  Environment Variable          local",
  "env.WEBHOOK_ENCRYPTION_KEY (\"(hidden)\")                                               Environment Variable          local",
  "",
  "[wrangler:info] Ready on http://127.0.0.1:18746",
  ""
];

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

  it("--fake-suppliers asks for the fake eSIM suppliers on this machine; the run's variables come from them, not from the flag", async () => {
    const { parseStartArgs, runVars } = await rules();
    expect(parseStartArgs(["--fake-suppliers"])).toEqual({ allowLocalWebhooks: false, fakeSuppliers: true });
    expect(parseStartArgs(["--fake-suppliers", "--allow-local-webhooks"])).toEqual({ allowLocalWebhooks: true, fakeSuppliers: true });
    expect(runVars(parseStartArgs(["--fake-suppliers"]))).toEqual({});
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

  it("keeps of wrangler's start its version and where it is ready: no bindings table (printed twice), no cron warning, no progress lines", async () => {
    const { startupFilter } = await rules();
    const keep = startupFilter();
    const shown = WRANGLER_START.filter((l) => keep(l)).map((l) => l.replace(/\x1b\[[0-9;]*m/g, "").trim());
    expect(shown).toEqual(["⛅️ wrangler 4.156.0 (update available 4.164.0)", "[wrangler:info] Ready on http://127.0.0.1:18746"]);
    // a reload prints the table again: dropped again; what follows it is shown
    expect(["Your Worker has access to the following bindings:", "Binding   Resource   Mode", "env.DB (partner-commerce)   D1 Database   local", "", "[wrangler:info] GET /v1/offers 200 OK (12ms)"].filter((l) => keep(l))).toEqual([
      "[wrangler:info] GET /v1/offers 200 OK (12ms)",
    ]);
    // an error is never swallowed
    expect(keep("✘ [ERROR] Could not resolve \"./nope\"")).toBe(true);
  });

  it("logs each cron tick in one line", async () => {
    const { cronLine } = await rules();
    const line = cronLine(new Date("2026-11-25T10:05:00Z"), [{ expr: "* * * * *", result: "ok" }, { expr: "*/5 * * * *", result: "answered 500" }], 4);
    expect(line).toBe('[cron] 10:05 UTC "* * * * *" ok, "*/5 * * * *" answered 500; 4 jobs ran');
    expect(line).not.toContain("\n");
  });
});
