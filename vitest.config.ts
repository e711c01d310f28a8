import { resolve } from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  return {
    test: {
      projects: [
        {
          // almost everything runs inside workerd, the real runtime, against the real app
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
                  // live suppliers point at the fake servers in test/fakes (reached through a fetch router)
                  AIRALO_BASE_URL: "https://airalo.fake.test",
                  AIRALO_CLIENT_ID_LIVE: "fake-airalo-client",
                  AIRALO_CLIENT_SECRET_LIVE: "fake-airalo-secret",
                  RELOADLY_AUTH_URL: "https://auth.reloadly.fake.test",
                  RELOADLY_API_URL: "https://topups.reloadly.fake.test",
                  RELOADLY_AUDIENCE: "https://topups.reloadly.fake.test",
                  RELOADLY_CLIENT_ID_LIVE: "fake-reloadly-client",
                  RELOADLY_CLIENT_SECRET_LIVE: "fake-reloadly-secret",
                  TOPUP_COUNTRIES: "MX,NG",
                  // a supplier that hangs is given up on quickly
                  SUPPLIER_TIMEOUT_MS: "400",
                },
                // nothing a test runs may reach the network
                outboundService: () => new Response("outbound network disabled in tests", { status: 599 }),
              },
            }),
          ],
          test: {
            name: "workers",
            setupFiles: ["./test/setup.ts"],
            include: ["test/**/*.test.ts"],
            exclude: ["test/node/**"],
            testTimeout: 20000,
          },
        },
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
