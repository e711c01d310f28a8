// The typed client's tests (clients/typescript/test): starts the service with fresh local
// state, makes a sandbox account, builds the package (ESM and .d.ts in dist/, which the
// `listen` test runs as a command), and runs the tests against it with vitest. The walkthrough
// test follows README.md through the client. Then the package as a partner gets it: `npm pack`,
// installed into an empty folder, and its README's example (examples/quickstart.mjs) run there
// on this Node (22, through scripts/node22.sh) against the same service. PORT picks wrangler's
// port.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { freshSecrets, startWrangler } from "./lib/wrangler-dev.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const client = join(root, "clients", "typescript");
const TEST_TIMEOUT_MS = 150_000;
const say = (line) => console.log(`[client-check] ${line}`);

function run(what, command, args, opts = {}) {
  const r = spawnSync(command, args, { stdio: "inherit", timeout: TEST_TIMEOUT_MS, ...opts });
  if (r.status !== 0) throw new Error(`${what} failed (exit ${r.status ?? r.signal})`);
  return r;
}

/** npm pack → npm install of the tarball in an empty folder → the README's example, run there. */
async function checkPackage(base, adminToken) {
  const work = mkdtempSync(join(tmpdir(), "pc-client-pack-"));
  try {
    const packed = spawnSync("npm", ["pack", "--json", "--pack-destination", work], { cwd: client, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
    if (packed.status !== 0) throw new Error(`npm pack failed (exit ${packed.status})`);
    const tarball = join(work, JSON.parse(packed.stdout)[0].filename);
    const app = join(work, "app");
    run("mkdir", "mkdir", ["-p", app]);
    writeFileSync(join(app, "package.json"), JSON.stringify({ name: "pack-check", private: true, type: "module" }));
    run("npm install of the packed client", "npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", tarball], { cwd: app });
    copyFileSync(join(client, "examples", "quickstart.mjs"), join(app, "quickstart.mjs"));
    const res = await fetch(`${base}/admin/v1/accounts`, {
      method: "POST",
      headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "Package check" }),
    });
    if (res.status !== 200) throw new Error(`account creation answered ${res.status}`);
    const key = (await res.json()).api_key.secret;
    const env = { ...process.env, PARTNER_COMMERCE_API_KEY: key, PARTNER_COMMERCE_BASE_URL: base };
    run("the packed client's example", process.execPath, ["quickstart.mjs"], { cwd: app, env });
    run("the packed client's command", join(app, "node_modules", ".bin", "partner-commerce"), ["--help"], { cwd: app, env });
    say(`the packed client installs and its example runs on Node ${process.versions.node}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function main() {
  const vars = { ...freshSecrets(root), ALLOW_PRIVATE_WEBHOOK_URLS: "true", WEBHOOK_RETRY_SCHEDULE: "1,2,3" };
  run("the client's build", process.execPath, [join(client, "build.mjs")]);
  const server = await startWrangler({
    root,
    persistTo: join(root, ".wrangler", "check-client"),
    vars,
    port: process.env.PORT ? Number(process.env.PORT) : undefined,
  });
  try {
    say(`wrangler dev answers at ${server.base}`);
    const tests = spawnSync(process.execPath, [join(root, "node_modules", "vitest", "vitest.mjs"), "run", "--config", "clients/typescript/vitest.config.ts"], {
      cwd: root,
      stdio: "inherit",
      timeout: TEST_TIMEOUT_MS,
      env: { ...process.env, PC_BASE_URL: server.base, PC_ADMIN_TOKEN: vars.ADMIN_API_TOKEN },
    });
    if (tests.status !== 0) throw new Error(`the client's tests failed (exit ${tests.status ?? tests.signal}); wrangler's log: ${server.logFile}`);
    await checkPackage(server.base, vars.ADMIN_API_TOKEN);
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
