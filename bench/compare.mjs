// `node bench/compare.mjs <before> <after> [rounds]`: the throughput of two checkouts of the
// service on this machine, measured by turns (before, after, before, after, ...) so a load that
// comes and goes on a shared machine falls on both alike. Each turn is one `npm run bench` in that
// checkout (BENCH_PHASES=none unless set: the two yardsticks and both purchase phases, with and
// without the request log), whose JSON it reads back. Prints, per route, every run's req/s and
// server CPU per request, each side's median, the change, and how far that side's own runs fell
// apart ((max - min) / median): a change smaller than that spread is not a change this machine
// can show. The 1-minute load average at the start of each run is printed beside it.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";

const [beforeDir, afterDir, roundsArg] = process.argv.slice(2);
if (!beforeDir || !afterDir) {
  console.error("usage: node bench/compare.mjs <before checkout> <after checkout> [rounds, default 3]");
  process.exit(2);
}
const rounds = Number(roundsArg ?? 3);
const sides = { before: resolve(beforeDir), after: resolve(afterDir) };
const log = (l) => console.log(`[compare] ${l}`);

function newestResult(dir, since) {
  const results = join(dir, "bench", "results");
  const fresh = readdirSync(results)
    .filter((f) => /^\d{4}-.*\.json$/.test(f))
    .map((f) => JSON.parse(readFileSync(join(results, f), "utf8")))
    .filter((r) => Date.parse(r.machine.date) >= since)
    .sort((x, y) => Date.parse(x.machine.date) - Date.parse(y.machine.date));
  if (!fresh.length) throw new Error(`no result written in ${results}`);
  return fresh.at(-1);
}

const runs = { before: [], after: [] };
for (let r = 1; r <= rounds; r++) {
  for (const side of ["before", "after"]) {
    const load = loadavg()[0];
    log(`round ${r}/${rounds}, ${side} (${sides[side]}), load ${load.toFixed(2)}`);
    const started = Date.now();
    const out = spawnSync("bash", ["scripts/node22.sh", "node", "bench/run.mjs"], {
      cwd: sides[side],
      env: { ...process.env, BENCH_PHASES: process.env.BENCH_PHASES ?? "none" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (out.status !== 0) throw new Error(`the ${side} run failed (exit ${out.status})`);
    const result = newestResult(sides[side], started - 1000);
    runs[side].push({ load: result.machine.load_avg_1m_before, rows: result.results });
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const spread = (xs) => (Math.max(...xs) - Math.min(...xs)) / median(xs);
const routes = runs.after[0].rows.map((r) => r.route);
const lines = [
  "| route | before req/s (runs) | after req/s (runs) | before median | after median | change | spread before / after | vs no-op, median before → after | CPU ms/req before → after |",
  "|---|---|---|---:|---:|---:|---:|---:|---:|",
];
// each run's route over that same run's no-op: what the machine's load did to both cancels out
const vsNoop = (side, route) =>
  runs[side].map((run) => {
    const r = run.rows.find((x) => x.route === route)?.req_per_s;
    const noop = run.rows[0]?.req_per_s;
    return typeof r === "number" && noop ? r / noop : null;
  }).filter((v) => v !== null);
for (const route of routes) {
  const of = (side, field) => runs[side].map((run) => run.rows.find((x) => x.route === route)?.[field]).filter((v) => typeof v === "number");
  const b = of("before", "req_per_s");
  const a = of("after", "req_per_s");
  if (!b.length || !a.length) continue;
  const cpuB = median(of("before", "server_cpu_ms_per_request"));
  const cpuA = median(of("after", "server_cpu_ms_per_request"));
  const change = (median(a) / median(b) - 1) * 100;
  lines.push(
    `| \`${route}\` | ${b.map((v) => v.toFixed(0)).join(", ")} | ${a.map((v) => v.toFixed(0)).join(", ")} | ${median(b).toFixed(0)} | ${median(a).toFixed(0)} | ` +
      `${change >= 0 ? "+" : ""}${change.toFixed(1)}% | ${(spread(b) * 100).toFixed(0)}% / ${(spread(a) * 100).toFixed(0)}% | ` +
      `${median(vsNoop("before", route)).toFixed(2)} → ${median(vsNoop("after", route)).toFixed(2)} | ${cpuB.toFixed(2)} → ${cpuA.toFixed(2)} |`,
  );
}
console.log(`\nLoad average (1 min) at each run's start: before ${runs.before.map((r) => r.load).join(", ")}; after ${runs.after.map((r) => r.load).join(", ")}\n`);
console.log(lines.join("\n"));
