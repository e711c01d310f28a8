import { resolve } from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { answerDoh, FAKE_DOH_URL } from "./test/support/fake-doh";

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
                  KYC_ENCRYPTION_KEY: "test-kyc-encryption-key",
                  // tests send many requests per key; test/security/rate-limits.test.ts turns them on
                  RATE_LIMITS: "off",
                  // webhook host names resolve through the fake DoH resolver below
                  DOH_RESOLVER_URL: FAKE_DOH_URL,
                },
                // nothing a test runs may reach the network; host names resolve through a fake DoH resolver
                outboundService: (req: Request) => {
                  const url = new URL(req.url);
                  if (url.origin + url.pathname === FAKE_DOH_URL) return answerDoh(url);
                  return new Response("outbound network disabled in tests", { status: 599 });
                },
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
