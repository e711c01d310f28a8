// `npm start`: everything a fresh clone needs to serve the API locally.
// Creates .dev.vars with random secrets, applies the local D1 migrations, runs
// `wrangler dev`, makes (or reuses) a sandbox account and prints its test key, and an operator
// console login (an admin set up through the set-up link on the first run, then reused).
// Wrangler does not fire cron triggers locally, so this script fires them itself. Mail is not
// sent locally (MAIL_PROVIDER "outbox"): this script prints each new message of the outbox.
// Quiet by design: the migrations in one line, wrangler's start-up output, then the banner
// last; after that each cron tick is one line, and neither the script's own background calls
// nor the service's JSON request lines (wrangler prints each request in one line) are shown
// (scripts/lib/start-output.mjs). `npm start -- --allow-local-webhooks` sets
// ALLOW_PRIVATE_WEBHOOK_URLS=true for that run only, so webhook endpoints on this machine work.
// `npm start -- --fake-suppliers` serves the fake eSIM suppliers (Airalo and eSIM Access, the
// workers tests' own, scripts/lib/fake-suppliers.mjs) on a loopback port and points the live side
// at them for that run, so live offers with two routes, failover and eSIM Access's notifications
// can be tried here.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { constants } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { readWranglerConfig } from "./lib/wrangler-config.mjs";
import { wranglerEnv } from "./lib/wrangler-env.mjs";
import { ensureDevVars, readDevVars } from "./dev-vars.mjs";
import { prepareDocsAssets } from "./docs-assets.mjs";
import { ensureLocalOperator } from "./lib/local-operator.mjs";
import { startFakeSuppliers } from "./lib/fake-suppliers.mjs";
import { classifyLine, cronLine, parseStartArgs, runVars, startupFilter, summariseMigrations } from "./lib/start-output.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PORT ?? 8787);
const base = `http://127.0.0.1:${port}`;
const shownBase = `http://localhost:${port}`;
const accountPath = join(root, ".wrangler", "dev-account.json");
const operatorPath = join(root, ".wrangler", "dev-operator.json");
const READY_TIMEOUT_MS = 90_000;

const wranglerBin = join(dirname(createRequire(import.meta.url).resolve("wrangler/package.json")), "bin", "wrangler.js");

const say = (line) => console.log(`[start] ${line}`);

/** Applies the local D1 migrations and says so in one line (wrangler's own output only on failure). */
function applyMigrations() {
  const run = spawnSync(process.execPath, [wranglerBin, "d1", "migrations", "apply", "DB", "--local"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
    env: wranglerEnv({ CI: "true" }), // CI: apply without asking for confirmation
  });
  const output = `${run.stdout ?? ""}${run.stderr ?? ""}`;
  if (run.status !== 0) {
    process.stderr.write(output);
    throw new Error(`wrangler d1 migrations apply failed (exit ${run.status ?? run.signal})`);
  }
  const available = readdirSync(join(root, "migrations")).filter((f) => f.endsWith(".sql")).length;
  say(summariseMigrations(output, available));
}

/**
 * Passes wrangler dev's output through line by line, minus its start-up noise (startupFilter: the
 * bindings table, the cron warning) and what classifyLine drops; before the
 * banner the only requests are this script's own, so their lines are dropped too. Job lines
 * that arrive during a cron tick are counted into the tick's line instead.
 */
function relayOutput(child) {
  const state = { started: false, lastOutputAt: Date.now(), tick: null };
  const relay = (stream, write) => {
    let rest = "";
    const keep = startupFilter();
    stream.setEncoding("utf8").on("data", (chunk) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop();
      for (const line of lines) {
        // any line, shown or not, means wrangler is still talking: the banner waits for quiet
        state.lastOutputAt = Date.now();
        if (!keep(line)) continue;
        const kind = classifyLine(line);
        if (kind === "drop") continue;
        if (!state.started && /^\[wrangler:info\] (GET|POST|PUT|DELETE|HEAD) \//.test(line.replace(/\x1b\[[0-9;]*m/g, ""))) continue;
        if (kind === "job" && state.tick) {
          state.tick.jobs += 1;
          continue;
        }
        write(`${line}\n`);
      }
    });
  };
  relay(child.stdout, (l) => process.stdout.write(l));
  relay(child.stderr, (l) => process.stderr.write(l));
  return state;
}

/** Waits until wrangler has been quiet for a moment (at most a few seconds), so the banner comes last. */
async function quiet(state) {
  const until = Date.now() + 5000;
  while (Date.now() < until && Date.now() - state.lastOutputAt < 1000) await new Promise((r) => setTimeout(r, 100));
}

function portIsFree(p) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(false))
      .once("listening", () => probe.close(() => resolve(true)))
      .listen(p, "127.0.0.1");
  });
}

async function waitForHealth(child) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return false;
    try {
      const res = await fetch(`${base}/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

async function api(path, token, init = {}) {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers },
  });
  const text = await res.text();
  let body = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: res.status, body };
}

/** The stored sandbox account when its key still works, else a new one. */
async function ensureAccount(adminToken) {
  if (existsSync(accountPath)) {
    try {
      const stored = JSON.parse(readFileSync(accountPath, "utf8"));
      const check = await api("/v1/account", stored.api_key);
      if (check.status === 200) return { ...stored, reused: true };
      if (check.status !== 401) {
        say(`warning: GET /v1/account answered ${check.status}; keeping the stored key`);
        return { ...stored, reused: true };
      }
      say("the stored test key no longer works (local state was reset); creating a new account");
    } catch {
      say(`${relative(root, accountPath)} is unreadable; creating a new account`);
    }
  }
  const created = await api("/admin/v1/accounts", adminToken, {
    method: "POST",
    body: JSON.stringify({ name: "Local sandbox partner" }),
  });
  if (created.status !== 200 && created.status !== 201) {
    throw new Error(`POST /admin/v1/accounts answered ${created.status}: ${JSON.stringify(created.body)}`);
  }
  const record = {
    account_id: created.body.account.id,
    api_key: created.body.api_key.secret,
    created_at: new Date().toISOString(),
  };
  mkdirSync(dirname(accountPath), { recursive: true });
  writeFileSync(accountPath, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
  return { ...record, reused: false };
}

function banner(account, operator, args, suppliers) {
  const lines = [
    "Partner Commerce is running locally (sandbox only, nothing leaves this machine).",
    "",
    `  Base URL       ${shownBase} (another port: PORT=${port === 8787 ? 8788 : 8787} npm start)`,
    `  Test API key   ${account.api_key}`,
    `  Account id     ${account.account_id}${account.reused ? " (reused)" : " (new)"}`,
    `  Console        ${shownBase}/admin/login as ${operator.email}, password ${operator.password}${operator.reused ? "" : " (new)"}`,
    `                 second factor: \`npm run console:code\` prints the current code (secret in ${relative(root, operatorPath)})`,
    `  Bootstrap      ADMIN_API_TOKEN in .dev.vars (for /admin/v1/...; operators get pco_ tokens)`,
    `  Key stored in  ${relative(root, accountPath)} (delete it to get a new account)`,
    `  API reference  ${shownBase}/docs (OpenAPI: ${shownBase}/v1/openapi.json)`,
    `  Sign up        ${shownBase}/signup (mail such as verification links is printed here)`,
    args.allowLocalWebhooks
      ? "  Webhooks       local URLs allowed for this run (ALLOW_PRIVATE_WEBHOOK_URLS=true): endpoints on localhost work"
      : "  Webhooks       public HTTPS URLs only; `npm start -- --allow-local-webhooks` allows endpoints on this machine for one run",
    suppliers
      ? `  Live suppliers fake Airalo and eSIM Access at ${suppliers.base} for this run; the console's Supply page (Run a sync now) publishes their catalog to live keys`
      : "  Live suppliers none; `npm start -- --fake-suppliers` serves fake Airalo and eSIM Access on this machine for one run",
    "",
    "Try:",
    `  curl -s ${shownBase}/v1/offers -H "Authorization: Bearer ${account.api_key}"`,
    "",
    "Cron triggers are fired by this script every minute; Ctrl+C stops everything.",
  ];
  const rule = "=".repeat(Math.min(100, Math.max(...lines.map((l) => l.length))));
  console.log(`\n${rule}\n${lines.join("\n")}\n${rule}\n`);
}

const CRON_RANGES = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 6],
];

/** A five-field cron matcher for numbers, `*`, ranges, lists and steps (UTC, as on Cloudflare). */
function cronMatcher(expr) {
  const fields = expr.trim().split(/\s+/);
  if (fields.length !== 5) return null;
  const sets = [];
  for (const [i, field] of fields.entries()) {
    const [lo, hi] = CRON_RANGES[i];
    const set = new Set();
    for (const part of field.split(",")) {
      const m = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
      if (!m) return null;
      const from = m[1] === "*" ? lo : Number(m[2]);
      const to = m[1] === "*" ? hi : m[3] !== undefined ? Number(m[3]) : m[4] ? hi : from;
      for (let v = from; v <= to; v += Number(m[4] ?? 1)) set.add(i === 4 && v === 7 ? 0 : v);
    }
    sets.push(set);
  }
  return (d) => {
    const parts = [d.getUTCMinutes(), d.getUTCHours(), d.getUTCDate(), d.getUTCMonth() + 1, d.getUTCDay()];
    return parts.every((v, i) => sets[i].has(v));
  };
}

/** Fires the configured crons at each minute boundary through wrangler's local trigger. */
function startCronTicker(output) {
  const crons = [];
  for (const expr of readWranglerConfig(root).triggers?.crons ?? []) {
    const matches = cronMatcher(expr);
    if (matches) crons.push({ expr, matches });
    else say(`warning: cron "${expr}" is not understood here; trigger it with ${shownBase}/cdn-cgi/local/scheduled`);
  }
  if (crons.length === 0) return () => {};
  let timer;
  const tick = async () => {
    const at = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const fired = [];
    output.tick = { jobs: 0 };
    for (const { expr, matches } of crons) {
      if (!matches(at)) continue;
      const q = new URLSearchParams({ cron: expr, time: String(at.getTime()) });
      try {
        const res = await fetch(`${base}/cdn-cgi/local/scheduled?${q}`, { signal: AbortSignal.timeout(30_000) });
        fired.push({ expr, result: res.ok ? "ok" : `answered ${res.status}` });
      } catch (err) {
        fired.push({ expr, result: `could not be fired (${err.message})` });
      }
    }
    // the jobs' own lines arrive through wrangler a moment after the answer
    await new Promise((r) => setTimeout(r, 300));
    const jobs = output.tick.jobs;
    output.tick = null;
    if (fired.length) console.log(cronLine(at, fired, jobs));
    schedule();
  };
  const schedule = () => {
    timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
  };
  schedule();
  return () => clearTimeout(timer);
}

/** Prints every message the service writes to the mail outbox, oldest first, as it arrives. */
function startOutboxPrinter(adminToken) {
  const seen = new Set();
  let first = true;
  const poll = async () => {
    try {
      const res = await api("/admin/v1/outbox?limit=100", adminToken);
      if (res.status === 200) {
        for (const mail of [...res.body.data].reverse()) {
          if (seen.has(mail.id)) continue;
          seen.add(mail.id);
          // mail from earlier runs is not printed again
          if (!first) console.log(`\n[mail] to ${mail.to}: ${mail.subject}\n${mail.text.replaceAll("http://127.0.0.1:", "http://localhost:")}\n`);
        }
        first = false;
      }
    } catch {
      // the service is restarting; try again
    }
  };
  const timer = setInterval(poll, 2000);
  poll();
  return () => clearInterval(timer);
}

async function main() {
  const args = parseStartArgs(process.argv.slice(2));
  const devVars = ensureDevVars();
  if (devVars) say(devVars);
  const vars = readDevVars();
  const adminToken = vars.ADMIN_API_TOKEN;
  if (!adminToken) throw new Error(".dev.vars has no ADMIN_API_TOKEN");

  if (!(await portIsFree(port))) {
    throw new Error(`port ${port} is already in use (another wrangler dev?). Stop it, or run with PORT=<other port>.`);
  }

  applyMigrations();
  // the API reference's Scalar bundle, served as a static asset
  prepareDocsAssets();

  const suppliers = args.fakeSuppliers ? await startFakeSuppliers(root) : null;
  if (suppliers) {
    suppliers.notifyTo(base);
    say(`fake eSIM suppliers (Airalo, eSIM Access) at ${suppliers.base}`);
  }
  say(`starting wrangler dev on port ${port}`);
  // mailed links start with PUBLIC_BASE_URL: the origin this run serves on, whatever PORT says
  const varArgs = Object.entries({ ...runVars(args), ...(suppliers?.vars ?? {}), PUBLIC_BASE_URL: shownBase }).flatMap(([name, value]) => ["--var", `${name}:${value}`]);
  const child = spawn(process.execPath, [wranglerBin, "dev", "--port", String(port), "--ip", "127.0.0.1", ...varArgs], {
    cwd: root,
    stdio: ["inherit", "pipe", "pipe"],
    env: wranglerEnv(),
  });
  const output = relayOutput(child);
  let stopCron = () => {};
  let failed = false;
  const forward = (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  process.on("SIGINT", () => forward("SIGINT"));
  process.on("SIGTERM", () => forward("SIGTERM"));
  // `npm start` killed with a signal dies without passing it on; do not outlive it
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && forward("SIGTERM"), 1000).unref();
  child.on("exit", (code, signal) => {
    stopCron();
    if (failed) process.exit(1);
    process.exit(code ?? 128 + (constants.signals[signal] ?? 1));
  });

  try {
    if (!(await waitForHealth(child))) {
      if (child.exitCode !== null || child.signalCode !== null) return; // its exit handler reports it
      throw new Error(`${base}/health did not answer 200 within ${READY_TIMEOUT_MS / 1000} s`);
    }
    const account = await ensureAccount(adminToken);
    const operator = await ensureLocalOperator({ base, api, adminToken, path: operatorPath });
    await quiet(output);
    output.started = true;
    banner(account, operator, args, suppliers);
    const stopTicker = startCronTicker(output);
    const stopOutbox = startOutboxPrinter(adminToken);
    stopCron = () => {
      stopTicker();
      stopOutbox();
    };
  } catch (err) {
    console.error(`[start] ${err.message}`);
    failed = true;
    forward("SIGTERM");
  }
}

main().catch((err) => {
  console.error(`[start] ${err.message}`);
  process.exit(1);
});
