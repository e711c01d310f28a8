import { resolve } from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { HDKey } from "@scure/bip32";
import { pbkdf2 } from "@noble/hashes/pbkdf2.js";
import { sha512 } from "@noble/hashes/sha2.js";
import { CHAIN_PORT, TOKEN_18, TOKEN_6 } from "./test/live-rails/chain";
import { answerDoh, FAKE_DOH_URL } from "./test/support/fake-doh";
import { prepareDocsAssets } from "./scripts/docs-assets.mjs";

// watch-only keys of the well-known "abandon … about" test mnemonic (never holds real money)
const testSeed = pbkdf2(sha512, "abandon ".repeat(11) + "about", "mnemonic", { c: 2048, dkLen: 64 });
const testXpub = (coin: number) => HDKey.fromMasterSeed(testSeed).derive(`m/44'/${coin}'/0'`).publicExtendedKey;

// Files of the main project that get a runtime of their own, because what they check is the
// whole service's, which other files add to and cannot take back:
const PRISTINE = [
  // walks the list of every account of the service and filters it by review state, expecting
  // exactly the accounts it made
  "test/admin/list.test.ts",
  // the live deposit keys in use over all accounts, starting from none
  "test/admin/supplier-view.test.ts",
];

// nothing a test runs may reach the network; webhook host names resolve through a fake DoH resolver
const refuse = (req: Request) => {
  const url = new URL(req.url);
  if (url.origin + url.pathname === FAKE_DOH_URL) return answerDoh(url);
  return new Response("outbound network disabled in tests", { status: 599 });
};

export default defineConfig(async () => {
  // wrangler.jsonc's assets directory must exist before the pool reads the config
  prepareDocsAssets();
  const migrations = await readD1Migrations("./migrations");
  const commonBindings = {
    TEST_MIGRATIONS: migrations,
    ADMIN_API_TOKEN: "test-admin-token",
    CURSOR_SECRET: "test-cursor-secret",
    SANDBOX_WEBHOOK_SECRET: "test-sandbox-provider-secret",
    LIVE_WEBHOOK_SECRET: "test-live-provider-secret",
    // short schedules so retries can be driven in tests
    WEBHOOK_RETRY_SCHEDULE: "1,2,3",
    // a receiver that hangs is given up on after one second, not ten
    WEBHOOK_TIMEOUT_MS: "1000",
    // request log batches go at once, not after 5 s: a test that waits for its request's
    // background work (waitOnExecutionContext) would otherwise wait for the batch's timer
    REQUEST_LOG_FLUSH_MS: "0",
    WEBHOOK_ENCRYPTION_KEY: "test-webhook-encryption-key",
    KYC_ENCRYPTION_KEY: "test-kyc-encryption-key",
    // tests send many requests per key; test/security/rate-limits.test.ts turns them on
    RATE_LIMITS: "off",
    // password hashes at N=2^6 instead of 2^15, so sign-ups and log-ins in tests take
    // milliseconds (the stored parameters say so; test/identity/rules.test.ts checks the default)
    PASSWORD_SCRYPT_LOG_N: "6",
    // webhook host names resolve through the fake DoH resolver
    DOH_RESOLVER_URL: FAKE_DOH_URL,
  };

  const WORKERS_BINDINGS = {
    // live suppliers point at the fakes in test/fakes (each test file routes fetch to them)
    AIRALO_BASE_URL: "https://airalo.fake.test",
    AIRALO_CLIENT_ID_LIVE: "fake-airalo-client",
    AIRALO_CLIENT_SECRET_LIVE: "fake-airalo-secret",
    RELOADLY_AUTH_URL: "https://auth.reloadly.fake.test",
    RELOADLY_API_URL: "https://topups.reloadly.fake.test",
    RELOADLY_AUDIENCE: "https://topups.reloadly.fake.test",
    RELOADLY_CLIENT_ID_LIVE: "fake-reloadly-client",
    RELOADLY_CLIENT_SECRET_LIVE: "fake-reloadly-secret",
    TOPUP_COUNTRIES: "MX,NG",
    // eSIM Access is off unless a test switches it on (test/fakes/install.ts useEsimAccess): its
    // credentials are set only there, so every other file sees one eSIM supplier, as before
    ESIMACCESS_BASE_URL: "https://api.esimaccess.fake.test",
    // a supplier that hangs is given up on quickly
    SUPPLIER_TIMEOUT_MS: "400",
    // an event stream checks its key every second, so a revoked key's stream ends quickly
    EVENT_STREAM_HEARTBEAT_SECONDS: "1",
  };

  /** A project whose tests run inside workerd, the real runtime, against the real app. */
  const workerd = (
    name: string,
    test: { include: string[]; exclude?: string[]; globalSetup?: string[]; testTimeout?: number; maxWorkers?: number; isolate?: boolean; sequence?: { groupOrder: number } },
    bindings: Record<string, unknown> = {},
    outboundService: (req: Request) => Response | Promise<Response> = refuse,
  ) => ({
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.jsonc" },
        miniflare: { bindings: { ...commonBindings, ...bindings }, outboundService },
      }),
    ],
    test: { name, setupFiles: ["./test/setup.ts"], testTimeout: 20000, ...test },
  });

  return {
    test: {
      // the service's one-line JSON logs of requests and jobs are not test output
      // (test/observability reads them itself)
      onConsoleLog: (log: string) => (/^\{"type":"(request|job)"/.test(log) ? false : undefined),
      // After each test file the runner rejects the calls to it still in flight (a log line, a
      // module look-up) with this error. Those calls come from work the worker does in the
      // background (alarms, queue batches, waitUntil: a retry, a poll that logs), not from a
      // test, and such work outlives its file; the rejection fails no test and would only turn
      // a green run's exit code to 1. Every other unhandled error is reported.
      onUnhandledError: (error: { name?: string; message?: string }) =>
        !(error.name === "EnvironmentTeardownError" && /^\[vitest-worker\]: Closing rpc while "\w+" was pending$/.test(error.message ?? "")),
      projects: [
        // The files share their runtime: each of the project's three workers starts one workerd
        // runtime, loads the worker once and runs file after file in it (isolate: false), so a
        // file costs its tests' time and no runtime start of its own. D1, the Durable Objects,
        // R2, the queues and module state (spies are restored after each file) carry over from
        // one file to the next: a test makes its own accounts, counts only its own rows and puts
        // back whatever shared thing it changes (a sandbox offer, the margins, an env var).
        // Three at once: a file waits as much as it computes, so three overlap well on two cores.
        // A project with its own maxWorkers runs as a group of its own, after the others (the
        // crash tests, which time hand-overs, and the live-rails files, which share one local
        // chain, keep the default of one file at a time and a runtime per file)
        workerd("workers", { include: ["test/**/*.test.ts"], exclude: ["test/node/**", "test/crash/**", "test/live-rails/**", ...PRISTINE], isolate: false, maxWorkers: 3, sequence: { groupOrder: 1 } }, WORKERS_BINDINGS),
        // the few files that need a runtime of their own (see PRISTINE), a runtime per file, in a
        // group after the main one: queued among its files they would make a runner that finds
        // one of them next close its runtime, and the next file of the main project start another
        workerd("pristine", { include: PRISTINE, isolate: true, maxWorkers: 3, sequence: { groupOrder: 2 } }, WORKERS_BINDINGS),
        // crash recovery: the alarm hands lost work over after 2 s instead of 60, so tests can wait for it
        workerd("crash", { include: ["test/crash/**/*.test.ts"] }, { WORK_HANDOVER_SECONDS: "2" }),
        // the live funding rails, configured: Base on a real local chain (ganache, started by the
        // global setup), TronGrid, Increase and the ECB as fakes stubbed into fetch
        workerd(
          "live-rails",
          { include: ["test/live-rails/**/*.test.ts"], globalSetup: ["./test/live-rails/global-setup.ts"], testTimeout: 30000 },
          {
            BASE_RPC_URL_LIVE: `http://127.0.0.1:${CHAIN_PORT}`,
            BASE_USDC_CONTRACT: TOKEN_6,
            BASE_USDT_CONTRACT: TOKEN_18,
            BSC_RPC_URL_LIVE: "",
            CONFIRMATIONS_BASE: "3",
            CHAIN_MAX_BLOCKS_PER_RUN: "50",
            DEPOSIT_EVM_XPUB_LIVE: testXpub(60),
            DEPOSIT_TRON_XPUB_LIVE: testXpub(195),
            TRONGRID_BASE_URL_LIVE: "https://trongrid.fake",
            TRONGRID_API_KEY_LIVE: "test-trongrid-key",
            INCREASE_BASE_URL_LIVE: "https://increase.fake",
            INCREASE_ACCOUNT_ID_LIVE: "account_in71c4amph0vgo2qllky",
            INCREASE_API_KEY_LIVE: "test-increase-key",
            INCREASE_WEBHOOK_SECRET_LIVE: "test-increase-webhook-secret",
            ECB_RATES_URL: "https://ecb.fake/stats/eurofxref/eurofxref-daily.xml",
          },
          // only the local chain is reachable; fakes answer inside the worker's fetch
          async (req: Request) => {
            if (new URL(req.url).host !== `127.0.0.1:${CHAIN_PORT}`) return refuse(req);
            const res = await fetch(req.url, { method: req.method, headers: { "content-type": "application/json" }, body: await req.text() });
            return new Response(await res.text(), { status: res.status, headers: { "content-type": "application/json" } });
          },
        ),
        // `npm run bench:cost` (bench/cost.mjs, BENCH_COST=on): the routes' costs counted by the
        // service's meter, in a runtime of its own with nothing else running in it
        ...(process.env.BENCH_COST === "on" ? [workerd("cost", { include: ["test/cost/**/*.cost.ts"], testTimeout: 600_000 }, { ...WORKERS_BINDINGS, BENCH_METER: "on" })] : []),
        {
          // tools that only run on Node (the OpenAPI validator reads its schemas from disk)
          resolve: {
            alias: { "cloudflare:workers": resolve("test/node/cloudflare-workers-stub.ts") },
          },
          test: { name: "node", environment: "node", include: ["test/node/**/*.test.ts"] },
        },
      ],
    },
  };
});
