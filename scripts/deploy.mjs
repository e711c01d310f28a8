// `npm run deploy -- --env staging`: the whole check (npm test), then the remote D1
// migrations, then `wrangler deploy` of that environment. Stops at the first failing step.
// `--dry-run` runs no checks and changes nothing remotely: it bundles the worker as wrangler
// would deploy it and shows the commands it would run.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { environmentConfig, PLACEHOLDER_DATABASE_ID, refuseDevelopmentSwitches } from "./lib/wrangler-config.mjs";
import { parseArgs, runner } from "./lib/run.mjs";
import { prepareDocsAssets } from "./docs-assets.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

function main() {
  const { env, dryRun } = parseArgs(process.argv.slice(2));
  const config = environmentConfig(root, env);
  refuseDevelopmentSwitches(env, config);
  const { say, run, wrangler } = runner({ root, dryRun, tag: "deploy" });
  const db = (config.d1_databases ?? []).find((d) => d.binding === "DB");
  if (!dryRun && (!db?.database_id || db.database_id === PLACEHOLDER_DATABASE_ID)) {
    throw new Error(`env.${env} has no D1 database id yet: run npm run setup:cloudflare -- --env ${env} first`);
  }
  say(`deploying ${config.workerName} (env ${env})${dryRun ? " (dry run)" : ""}`);
  // the static assets uploaded with the Worker (the API reference's Scalar bundle), from node_modules
  prepareDocsAssets();

  const step = (name, result) => {
    if (result.status !== 0) throw new Error(`${name} failed; nothing after it was done`);
  };
  step("the checks", run("bash", ["scripts/test.sh"]));
  // migrations first: the new code may need the new schema, and old code ignores it
  step("the remote migrations", wrangler(["d1", "migrations", "apply", "DB", "--remote", "--env", env], { extraEnv: { CI: "true" } }));
  if (dryRun) {
    // the one thing a dry run does: bundle exactly what would be uploaded
    const out = mkdtempSync(join(tmpdir(), "deploy-dry-run-"));
    try {
      const bundled = runner({ root, dryRun: false, tag: "deploy" }).wrangler(["deploy", "--env", env, "--dry-run", "--outdir", out], { capture: true });
      step("bundling", bundled);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  } else {
    step("the deploy", wrangler(["deploy", "--env", env]));
  }
  say(dryRun ? "dry run complete: the worker bundles for this environment" : `deployed: check https://<your ${config.workerName} host>/health and /docs`);
}

try {
  main();
} catch (err) {
  console.error(`[deploy] FAILED: ${err.message}`);
  process.exit(1);
}
