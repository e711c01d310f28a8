// `npm run bench:cost`, and the `cost` group of `npm run bench`: what each measured route costs on
// Cloudflare's bill, counted, not timed. Runs test/cost/routes.cost.ts in a workerd runtime of its
// own (the vitest project `cost`, BENCH_COST=on, with BENCH_METER=on so the service's meter counts
// every statement of the account objects and the rows of every D1 answer), reads the medians it
// prints, and prices them at Cloudflare's published prices (PRICES). Deterministic: the same
// code gives the same counts on any machine and under any load.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * US dollars per million, Workers Paid plan, as published
 * (developers.cloudflare.com/workers/platform/pricing, /durable-objects/platform/pricing,
 * /d1/platform/pricing, /queues/platform/pricing). Left out: CPU time and a Durable Object's
 * duration, which follow time rather than counts (the bench's throughput phases measure time),
 * and storage, which follows bytes kept.
 */
export const PRICES = {
  worker_request: 0.3,
  object_request: 0.15, // each RPC call into a Durable Object
  object_row_read: 0.001,
  object_row_written: 1.0, // index entries included
  d1_row_read: 0.001,
  d1_row_written: 1.0,
  queue_operation: 0.4, // a message is written, read and deleted: three operations
};

/** Dollars per million of the route, from its per-request figures. */
export function dollarsPerMillion(f) {
  return (
    f.requests * PRICES.worker_request +
    f.account_calls * PRICES.object_request +
    f.object_rows_read * PRICES.object_row_read +
    f.object_rows_written * PRICES.object_row_written +
    f.d1_rows_read * PRICES.d1_row_read +
    f.d1_rows_written * PRICES.d1_row_written +
    f.queue_messages * 3 * PRICES.queue_operation
  );
}

const fmt = (n) => (Number.isInteger(n) ? String(n) : n.toFixed(n < 10 ? 2 : 1));

/** The plain and Markdown tables of the measured routes. */
export function costTables(results) {
  const view = results.map((r) => {
    const f = r.median;
    return {
      route: r.route,
      "object rows written": fmt(f.object_rows_written),
      "object rows read": fmt(f.object_rows_read),
      statements: fmt(f.object_statements),
      "object calls": fmt(f.account_calls),
      "D1 queries": fmt(f.d1_queries),
      "D1 rows read / written": `${fmt(f.d1_rows_read)} / ${fmt(f.d1_rows_written)}`,
      "queue msgs": fmt(f.queue_messages),
      "$ per million": dollarsPerMillion(f).toFixed(2),
    };
  });
  const cols = Object.keys(view[0]);
  const width = cols.map((c) => Math.max(c.length, ...view.map((v) => v[c].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(width[i]) : c.padStart(width[i]))).join("  ");
  const plain = [line(cols), line(width.map((w) => "-".repeat(w))), ...view.map((v) => line(cols.map((c) => v[c])))].join("\n");
  const markdown = [
    `| ${cols.join(" | ")} |`,
    `|${cols.map((_, i) => (i === 0 ? "---" : "---:")).join("|")}|`,
    ...view.map((v) => `| ${cols.map((c) => (c === "route" ? `\`${v[c]}\`` : v[c])).join(" | ")} |`),
  ].join("\n");
  return { plain, markdown };
}

/** Where each route's rows go: per kind of statement, in the sample that gave the median. */
export function breakdown(results) {
  const out = [];
  for (const r of results) {
    const kinds = Object.entries(r.statements ?? {})
      .filter(([, v]) => v.rows_written > 0)
      .sort((a, b) => b[1].rows_written - a[1].rows_written)
      .map(([k, v]) => `${k} ${fmt(v.rows_written / r.per)}${v.runs / r.per !== 1 ? ` (${fmt(v.runs / r.per)}×)` : ""}`);
    out.push(`${r.route}: ${kinds.join(", ") || "nothing written"}`);
  }
  return out;
}

/** Runs the measurement in its own workerd runtime; resolves to what it printed. */
export function measureCosts({ log = (l) => console.log(`[bench:cost] ${l}`) } = {}) {
  return new Promise((resolve, reject) => {
    log("measuring the routes' counts in a workerd runtime of their own (about a minute)");
    const child = spawn(join(root, "node_modules", ".bin", "vitest"), ["run", "--project", "cost", "--reporter=default"], {
      cwd: root,
      env: { ...process.env, BENCH_COST: "on", VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    child.on("error", reject);
    child.on("close", (code) => {
      const line = out.split("\n").find((l) => l.includes("BENCH_COST_JSON "));
      if (code !== 0 || !line) {
        reject(new Error(`the cost measurement failed (exit ${code}):\n${out.slice(-4000)}\n${err.slice(-2000)}`));
        return;
      }
      resolve(JSON.parse(line.slice(line.indexOf("BENCH_COST_JSON ") + "BENCH_COST_JSON ".length)));
    });
  });
}

/** The `cost` group of `npm run bench`: measured before the service starts, so nothing else runs meanwhile. */
export default {
  async prepare({ log }) {
    const measured = await measureCosts({ log: (l) => log(`cost: ${l}`) });
    return { vars: {}, state: measured };
  },
  async run({ state }) {
    const { plain, markdown } = costTables(state.results);
    return { result: { prices_per_million: PRICES, ...state }, plain, markdown, lines: breakdown(state.results) };
  },
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = new Date();
  measureCosts()
    .then((measured) => {
      const { plain, markdown } = costTables(measured.results);
      const outDir = join(root, "bench", "results");
      mkdirSync(outDir, { recursive: true });
      const outFile = join(outDir, `cost-${started.toISOString().replace(/[:.]/g, "-")}.json`);
      writeFileSync(outFile, `${JSON.stringify({ date: started.toISOString(), prices_per_million: PRICES, ...measured }, null, 2)}\n`);
      console.log(`\n${plain}\n`);
      if (process.env.BENCH_COST_DETAIL !== "off") for (const l of breakdown(measured.results)) console.log(`[bench:cost] ${l}`);
      console.log(`\nMarkdown (medians of ${measured.samples} samples per route):\n\n${markdown}\n`);
      console.log(`[bench:cost] results written to ${relative(root, outFile)}`);
    })
    .catch((e) => {
      console.error(`[bench:cost] failed: ${e.stack ?? e.message}`);
      process.exitCode = 1;
    });
}
