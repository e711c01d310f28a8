// `npm run setup:cloudflare -- --env staging`: creates what a deployed environment needs in
// the Cloudflare account wrangler is logged in to: its D1 database (the id is written into
// wrangler.jsonc), its queues and its R2 buckets (the brand logos, the report files). Then lists the secrets still
// to set. Safe to run again:
// what exists already is left alone. `--dry-run` shows the commands only. Other flags go to
// every wrangler command as they are (`-- --env staging --config other.jsonc`). Without a
// Cloudflare login (no CLOUDFLARE_API_TOKEN, no `wrangler login`) it says so first and stops,
// rather than blaming the first thing it tried to create.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { environmentConfig, PLACEHOLDER_DATABASE_ID } from "./lib/wrangler-config.mjs";
import { parseArgs, runner } from "./lib/run.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i;

/** Writes a database id into the environment's d1_databases entry (found by its name). */
export function writeDatabaseId(source, databaseName, id) {
  const at = source.indexOf(`"database_name": "${databaseName}"`);
  if (at < 0) throw new Error(`wrangler.jsonc has no database named ${databaseName}`);
  const idField = /"database_id":\s*"[^"]*"/g;
  idField.lastIndex = at;
  const m = idField.exec(source);
  if (!m) throw new Error(`wrangler.jsonc: no database_id after ${databaseName}`);
  return source.slice(0, m.index) + `"database_id": "${id}"` + source.slice(m.index + m[0].length);
}

/** Whether wrangler's output says it has no Cloudflare credentials. */
export function loginMissing(output) {
  return /not authenticated|necessary to set a CLOUDFLARE_API_TOKEN/i.test(output);
}

export const LOGIN_MISSING =
  "wrangler has no Cloudflare login: set CLOUDFLARE_API_TOKEN to an API token (Workers Scripts, D1, Queues and R2: Edit) " +
  "or run `npx wrangler login`, then run this again";

/** Every queue the environment produces to, consumes or dead-letters to. */
export function queueNames(envConfig) {
  const q = envConfig.queues ?? {};
  const names = [...(q.producers ?? []).map((p) => p.queue), ...(q.consumers ?? []).flatMap((c) => [c.queue, c.dead_letter_queue])];
  return [...new Set(names.filter(Boolean))];
}

/** Every R2 bucket the environment binds (BRAND_ASSETS: the brand logos; REPORTS: the report runs' files). */
export function bucketNames(envConfig) {
  return [...new Set((envConfig.r2_buckets ?? []).map((b) => b.bucket_name).filter(Boolean))];
}

function main() {
  const { env, dryRun, wranglerArgs } = parseArgs(process.argv.slice(2), { passThrough: true });
  const config = environmentConfig(root, env);
  const runs = runner({ root, dryRun, tag: "setup" });
  const { say } = runs;
  const wrangler = (args, opts) => runs.wrangler([...args, ...wranglerArgs], opts);
  say(`environment ${env}: worker ${config.workerName}${dryRun ? " (dry run: nothing is created)" : ""}`);

  // 0. a Cloudflare login, before anything is tried
  const who = wrangler(["whoami"], { capture: true });
  if (!who.dry && (who.status !== 0 || loginMissing(who.stdout + who.stderr))) throw new Error(LOGIN_MISSING);

  // 1. the D1 database
  const db = (config.d1_databases ?? []).find((d) => d.binding === "DB");
  if (!db) throw new Error(`env.${env} has no DB binding in wrangler.jsonc`);
  if (db.database_id && db.database_id !== PLACEHOLDER_DATABASE_ID) {
    say(`D1 database ${db.database_name} is already configured (${db.database_id})`);
  } else {
    const created = wrangler(["d1", "create", db.database_name], { capture: true });
    if (!created.dry) {
      const id = UUID.exec(created.stdout)?.[0];
      if (loginMissing(created.stdout + created.stderr)) throw new Error(LOGIN_MISSING);
      if (created.status !== 0 || !id) throw new Error(`could not create D1 database ${db.database_name}; if it exists, put its id (wrangler d1 info ${db.database_name}) into wrangler.jsonc`);
      const path = join(root, "wrangler.jsonc");
      writeFileSync(path, writeDatabaseId(readFileSync(path, "utf8"), db.database_name, id));
      say(`wrote database_id ${id} for ${db.database_name} into wrangler.jsonc: commit it`);
    }
  }

  // 2. the queues
  for (const name of queueNames(config)) {
    const res = wrangler(["queues", "create", name], { capture: true });
    if (loginMissing(res.stdout + res.stderr)) throw new Error(LOGIN_MISSING);
    if (res.status !== 0 && !/already (exists|taken)/i.test(res.stdout + res.stderr)) throw new Error(`could not create queue ${name}`);
  }

  // 3. the R2 buckets
  for (const name of bucketNames(config)) {
    const res = wrangler(["r2", "bucket", "create", name], { capture: true });
    if (loginMissing(res.stdout + res.stderr)) throw new Error(LOGIN_MISSING);
    if (res.status !== 0 && !/already (exists|owned|taken)/i.test(res.stdout + res.stderr)) throw new Error(`could not create R2 bucket ${name}`);
  }

  // 4. the secrets still to set
  const required = config.secrets?.required ?? [];
  let missing = required;
  const listed = wrangler(["secret", "list", "--env", env, "--format", "json"], { capture: true });
  if (!listed.dry && listed.status === 0) {
    try {
      const have = new Set(JSON.parse(listed.stdout.slice(listed.stdout.indexOf("["))).map((s) => s.name));
      missing = required.filter((name) => !have.has(name));
    } catch {
      say("could not read the secret list; showing every required secret");
    }
  }
  if (missing.length === 0) say("every required secret is set");
  else {
    say(`secrets still to set (long random values, e.g. openssl rand -base64 32):`);
    for (const name of missing) say(`  npx wrangler secret put ${name} --env ${env}`);
  }
  say(`next: npm run deploy -- --env ${env}`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main();
  } catch (err) {
    console.error(`[setup] FAILED: ${err.message}`);
    process.exit(1);
  }
}
