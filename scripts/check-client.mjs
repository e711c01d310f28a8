// The typed client's tests (clients/typescript/test): starts the service with fresh local
// state, makes a sandbox account, and runs them against it with vitest. The walkthrough test
// follows README.md through the client. PORT picks wrangler's port.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { freshSecrets, startWrangler } from "./lib/wrangler-dev.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const TEST_TIMEOUT_MS = 150_000;
const say = (line) => console.log(`[client-check] ${line}`);

async function main() {
  const vars = { ...freshSecrets(root), ALLOW_PRIVATE_WEBHOOK_URLS: "true", WEBHOOK_RETRY_SCHEDULE: "1,2,3" };
  const server = await startWrangler({
    root,
    persistTo: join(root, ".wrangler", "check-client"),
    vars,
    port: process.env.PORT ? Number(process.env.PORT) : undefined,
  });
  try {
    say(`wrangler dev answers at ${server.base}`);
    const run = spawnSync(process.execPath, [join(root, "node_modules", "vitest", "vitest.mjs"), "run", "--config", "clients/typescript/vitest.config.ts"], {
      cwd: root,
      stdio: "inherit",
      timeout: TEST_TIMEOUT_MS,
      env: { ...process.env, PC_BASE_URL: server.base, PC_ADMIN_TOKEN: vars.ADMIN_API_TOKEN },
    });
    if (run.status !== 0) throw new Error(`the client's tests failed (exit ${run.status ?? run.signal}); wrangler's log: ${server.logFile}`);
  } finally {
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`[client-check] FAILED: ${err.message}`);
    process.exit(1);
  },
);
