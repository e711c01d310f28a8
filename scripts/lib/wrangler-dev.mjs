// A throwaway `wrangler dev` for the benchmark and the browser and client checks: loopback
// port (a free one unless given), fresh local state,
// secrets passed as --var, output kept in a log file, and the whole process group killed on stop.
// The worker is bundled once up front (as for a deploy) and served with --no-bundle, so edits
// to src/ during a run do not rebuild and reload it halfway through a measurement.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { wranglerEnv } from "./wrangler-env.mjs";
import { prepareDocsAssets } from "../docs-assets.mjs";

const READY_TIMEOUT_MS = 90_000;
const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;
const require = createRequire(import.meta.url);
const wranglerDir = dirname(require.resolve("wrangler/package.json"));
const wranglerBin = join(wranglerDir, "bin", "wrangler.js");

/** A loopback port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function tail(file, lines = 40) {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

/** CPU seconds (user + system) used so far by every process in the group `pgid` (wrangler, workerd). */
export function groupCpuSeconds(pgid) {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      // the fields after the command name, which is in parentheses and may hold spaces
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(f[2]) === pgid) ticks += Number(f[11]) + Number(f[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / CLOCK_TICKS;
}

/** Resident memory in bytes (VmRSS) of every process in the group `pgid` (wrangler, workerd), summed. */
export function groupRssBytes(pgid) {
  let bytes = 0;
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(f[2]) !== pgid) continue;
      const rss = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      if (rss) bytes += Number(rss[1]) * 1024;
    } catch {
      // gone meanwhile
    }
  }
  return bytes;
}

/**
 * Starts it and waits for `readyPath` to answer 200. `port` and `inspectorPort` default to free
 * ones; `vars` are passed as --var (the secrets, since there is no .dev.vars). `config`: the
 * wrangler config to serve (the service's by default); `migrations`: apply its D1 migrations first.
 */
export async function startWrangler({
  root, persistTo, vars, port: wantedPort, inspectorPort, config = join(root, "wrangler.jsonc"), migrations = true, readyPath = "/v1/openapi.json",
}) {
  rmSync(persistTo, { recursive: true, force: true });
  mkdirSync(persistTo, { recursive: true });
  // the static assets (the API reference's Scalar bundle) are served from node_modules' copy
  prepareDocsAssets();
  const logFile = join(persistTo, "wrangler.log");
  const env = wranglerEnv({ CI: "true" });

  const logFd = openSync(logFile, "a");
  const dist = join(persistTo, "dist");
  const steps = [["bundle", ["deploy", "--config", config, "--dry-run", "--outdir", dist]]];
  if (migrations) steps.push(["migrations", ["d1", "migrations", "apply", "DB", "--config", config, "--local", "--persist-to", persistTo]]);
  for (const [name, stepArgs] of steps) {
    const run = spawnSync(process.execPath, [wranglerBin, ...stepArgs], {
      cwd: root, env, stdio: ["ignore", logFd, logFd], timeout: 120_000,
    });
    if (run.status !== 0) {
      closeSync(logFd);
      throw new Error(`${name} failed (exit ${run.status ?? run.signal}):\n${tail(logFile)}`);
    }
  }

  const port = wantedPort ?? (await freePort());
  const entry = readdirSync(dist).find((f) => f.endsWith(".js"));
  const args = [wranglerBin, "dev", "--config", config, join(dist, entry), "--no-bundle"];
  args.push("--ip", "127.0.0.1", "--port", String(port), "--persist-to", persistTo);
  args.push("--inspector-port", String(inspectorPort ?? (await freePort())), "--log-level", "warn", "--show-interactive-dev-session=false");
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  const started = Date.now();
  // its own process group, so stop() reaches workerd and esbuild too
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", logFd, logFd], detached: true });
  closeSync(logFd);
  const alive = () => child.exitCode === null && child.signalCode === null;
  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  process.on("exit", () => killGroup("SIGKILL"));

  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      killGroup("SIGTERM");
      for (let i = 0; i < 50 && alive(); i++) await sleep(100);
      killGroup("SIGKILL"); // workerd may linger after wrangler itself exits
    })());

  // wrangler is in its own process group, so Ctrl+C does not reach it: pass it on
  for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => stop().finally(() => process.exit(130)));

  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (!alive()) {
      await stop();
      throw new Error(`wrangler dev exited (${child.exitCode ?? child.signalCode}):\n${tail(logFile)}`);
    }
    if (Date.now() > until) {
      await stop();
      throw new Error(`wrangler dev did not answer ${base}${readyPath} within ${READY_TIMEOUT_MS / 1000} s:\n${tail(logFile)}`);
    }
    try {
      const res = await fetch(`${base}${readyPath}`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  const version = JSON.parse(readFileSync(join(wranglerDir, "package.json"), "utf8")).version;
  return { base, stop, logFile, pgid: child.pid, startupMs: Date.now() - started, version, cpuSeconds: () => groupCpuSeconds(child.pid), rssBytes: () => groupRssBytes(child.pid) };
}

/** A fresh random value for every secret named in .dev.vars.example (there is no .dev.vars here). */
export function freshSecrets(root) {
  const names = [...readFileSync(join(root, ".dev.vars.example"), "utf8").matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]);
  return Object.fromEntries(names.map((name) => [name, randomBytes(32).toString("base64url")]));
}
