// `npm run deploy -- --env staging`: the whole check (npm test), then the remote D1
// migrations, then `wrangler deploy` of that environment. Stops at the first failing step.
// `--dry-run` runs no checks and changes nothing remotely: it bundles the worker as wrangler
// would deploy it and shows the commands it would run. An environment whose PUBLIC_BASE_URL is not
// an https:// origin is refused before anything runs (every link the service mails starts with it,
// and mail with a link is refused without it); a dry run warns instead, so the bundle is still
// checked.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { environmentConfig, PLACEHOLDER_DATABASE_ID, refuseDevelopmentSwitches } from "./lib/wrangler-config.mjs";
import { parseArgs, runner } from "./lib/run.mjs";
import { prepareDocsAssets } from "./docs-assets.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Why the environment's PUBLIC_BASE_URL cannot be deployed, or null: it must be the https://
 * origin people reach the service at (no path), since mailed links (sign-up, password reset,
 * invitations, operator set-up) and eSIM install links are built on it, never on a request's Host.
 */
export function publicBaseUrlProblem(name, envConfig) {
  const value = String(envConfig.vars?.PUBLIC_BASE_URL ?? "").trim();
  const fix = `set vars.PUBLIC_BASE_URL of env.${name} in wrangler.jsonc to the https:// origin the service is reached at`;
  if (value === "") return `env.${name} has no PUBLIC_BASE_URL: no mail with a link (verification, password reset, invitation, operator set-up) could be sent: ${fix}`;
  let url;
  try {
    url = new URL(value);
  } catch {
    return `env.${name} sets PUBLIC_BASE_URL to "${value}", which is not a URL: ${fix}`;
  }
  if (url.protocol !== "https:") return `env.${name} sets PUBLIC_BASE_URL to "${value}", which is not https://: ${fix}`;
  if (url.origin !== value.replace(/\/$/, "")) return `env.${name} sets PUBLIC_BASE_URL to "${value}", which is more than an origin (a path, a query or credentials): ${fix}`;
  return null;
}

function main() {
  const { env, dryRun } = parseArgs(process.argv.slice(2));
  const config = environmentConfig(root, env);
  refuseDevelopmentSwitches(env, config);
  const { say, run, wrangler } = runner({ root, dryRun, tag: "deploy" });
  const baseProblem = publicBaseUrlProblem(env, config);
  if (baseProblem && !dryRun) throw new Error(baseProblem);
  if (baseProblem) say(`WARNING: a real deploy would stop here: ${baseProblem}`);
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

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main();
  } catch (err) {
    console.error(`[deploy] FAILED: ${err.message}`);
    process.exit(1);
  }
}
