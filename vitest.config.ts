import { resolve } from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  // a project whose tests run inside workerd, the real runtime, against the real app
  const workerd = (name: string, include: string[], exclude: string[], vars: Record<string, string> = {}) => ({
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.jsonc" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            ADMIN_API_TOKEN: "test-admin-token",
            CURSOR_SECRET: "test-cursor-secret",
            SANDBOX_WEBHOOK_SECRET: "test-sandbox-provider-secret",
            LIVE_WEBHOOK_SECRET: "test-live-provider-secret",
            // short schedules so retries can be driven in tests
            WEBHOOK_RETRY_SCHEDULE: "1,2,3",
            // a receiver that hangs is given up on after one second, not ten
            WEBHOOK_TIMEOUT_MS: "1000",
            WEBHOOK_ENCRYPTION_KEY: "test-webhook-encryption-key",
            ...vars,
          },
          // nothing a test runs may reach the network
          outboundService: () => new Response("outbound network disabled in tests", { status: 599 }),
        },
      }),
    ],
    test: { name, setupFiles: ["./test/setup.ts"], include, exclude, testTimeout: 20000 },
  });
  return {
    test: {
      // the service's one-line JSON logs of requests and jobs are not test output
      // (test/observability reads them itself)
      onConsoleLog: (log: string) => (/^\{"type":"(request|job)"/.test(log) ? false : undefined),
      projects: [
        workerd("workers", ["test/**/*.test.ts"], ["test/node/**", "test/crash/**"]),
        // crash recovery: the alarm hands lost work over after 2 s instead of 60, so tests can wait for it
        workerd("crash", ["test/crash/**/*.test.ts"], [], { WORK_HANDOVER_SECONDS: "2" }),
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
