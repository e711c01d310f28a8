// `npm run bench:profile`: where one route's server time goes. Starts the service the way the
// bench does (its own `wrangler dev`, fresh state, rate limits and log lines off, the request
// log on unless PROFILE_REQUEST_LOG=off), drives each chosen route at a FIXED rate, so two runs
// or two routes are compared at the same load and not at whatever the machine allows, and records
// for the measured seconds:
// - the CPU each process spent per request (/proc: workerd, which runs the service and its
//   objects, and wrangler's Node process in front of it);
// - the V8 CPU profile of the service's isolate through the inspector (wrangler's inspector
//   port), its self time grouped by the module it sits in: the bundle is not minified and keeps
//   esbuild's `// src/...` and `// node_modules/...` markers, so each sample's line names its
//   source file. "(program)" is time in workerd's C++ outside JavaScript (the HTTP path, the
//   object call, SQLite and its commit), "(garbage collector)" V8's collector.
//
// Routes (PROFILE_ROUTES, comma-separated, default all): wallet (GET /v1/wallet), purchase (POST
// /v1/quotes, wallet, one account), purchase-200 (the same spread over 200 accounts).
// PROFILE_RATE requests per second (default 100), PROFILE_SECONDS measured (default 8), after
// 2 s of the same load unmeasured. Writes bench/results/profile-<time>.json and prints the tables.
import autocannon from "autocannon";
import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { call, cheapestOffer, pool } from "./client.mjs";
import { freePort, freshSecrets, startWrangler } from "../scripts/lib/wrangler-dev.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const RATE = Number(process.env.PROFILE_RATE ?? 100);
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 8);
const WARMUP_SECONDS = 2;
const CONNECTIONS = 10;
const SPREAD = 200;
const FUND_CENTS = 100_000_000;
const ROUTES = (process.env.PROFILE_ROUTES ?? "wallet,purchase,purchase-200").split(",").map((s) => s.trim()).filter(Boolean);
const REQUEST_LOG = process.env.PROFILE_REQUEST_LOG !== "off";
// PROFILE_V8=off: only the CPU per request, without the inspector's sampling (which costs the isolate time of its own)
const V8 = process.env.PROFILE_V8 !== "off";
const LOG_OFF = { "x-bench-request-log": "off" };
const log = (line) => console.log(`[profile] ${line}`);
const CLOCK_TICKS = 100;

/** user + system CPU seconds of one process (all its threads) */
function processCpu(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(f[11]) + Number(f[12])) / CLOCK_TICKS;
}

/** The processes of a process group by command name: { pid, name, args }. */
function groupProcesses(pgid) {
  const out = [];
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(f[2]) !== pgid) continue;
      const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      out.push({ pid: Number(pid), name: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")), args });
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** A minimal Chrome DevTools Protocol session over the inspector's WebSocket. */
async function inspector(port) {
  const address = `127.0.0.1:${port}`;
  const [target] = await (await fetch(`http://${address}/json/list`)).json();
  if (!target) throw new Error(`no inspector target at ${address}`);
  // wrangler's inspector proxy (the runtime's own inspector takes one client: wrangler) wants a local Origin
  const ws = new WebSocket(target.webSocketDebuggerUrl, { headers: { origin: "http://127.0.0.1" } });
  ws.binaryType = "arraybuffer";
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = () => reject(new Error(`the inspector's WebSocket at ${address} failed`));
    setTimeout(() => reject(new Error(`the inspector's WebSocket at ${address} did not open`)), 10_000);
  });
  let id = 0;
  const waiting = new Map();
  ws.onmessage = (m) => {
    const msg = JSON.parse(typeof m.data === "string" ? m.data : Buffer.from(m.data).toString());
    if (msg.id !== undefined && waiting.has(msg.id)) {
      const { resolve, reject } = waiting.get(msg.id);
      waiting.delete(msg.id);
      if (msg.error) reject(new Error(JSON.stringify(msg.error)));
      else resolve(msg.result);
    }
  };
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const n = ++id;
      waiting.set(n, { resolve, reject });
      ws.send(JSON.stringify({ id: n, method, params }));
      setTimeout(() => reject(new Error(`the inspector did not answer ${method} within 60 s`)), 60_000).unref();
    });
  return { send, title: target.title, close: () => ws.close() };
}

/** Line number → source module, from esbuild's `// path` comments in the unminified bundle. */
function moduleMap(bundleText) {
  const starts = [];
  bundleText.split("\n").forEach((line, i) => {
    const m = /^\/\/ ((?:src|node_modules|\.\.\/)[^\s]*\.(?:ts|tsx|js|mjs|cjs|json))$/.exec(line);
    if (m) starts.push({ line: i, module: m[1] });
  });
  return (line) => {
    let lo = 0;
    let hi = starts.length - 1;
    let found = "(bundle preamble)";
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid].line <= line) {
        found = starts[mid].module;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
}

/** What a module's samples are counted under: a package, or a folder of src/ (its file for src/http and the object). */
function bucketOf(module) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  if (pkg) return pkg[1];
  const src = /src\/(.*)$/.exec(module);
  if (!src) return module;
  const parts = src[1].split("/");
  return parts.length > 1 && parts[0] !== "account-object" && parts[0] !== "http" ? `src/${parts[0]}/` : `src/${src[1]}`;
}

/** Self time per bucket and per function from a V8 CPU profile, in ms. */
function summarise(profile, moduleOf, bundleUrlPart) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const buckets = new Map();
  const functions = new Map();
  let total = 0;
  for (const [id, us] of self) {
    const { callFrame } = byId.get(id);
    let bucket;
    if (callFrame.url.includes(bundleUrlPart)) bucket = bucketOf(moduleOf(callFrame.lineNumber));
    else if (callFrame.url === "") bucket = callFrame.functionName.startsWith("(") ? callFrame.functionName : "(runtime built-ins)";
    else bucket = callFrame.url;
    if (bucket === "(idle)") continue;
    total += us;
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + us);
    const fn = `${callFrame.functionName || "(anonymous)"} ${bucket}:${callFrame.lineNumber + 1}`;
    functions.set(fn, (functions.get(fn) ?? 0) + us);
  }
  const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, us]) => ({ name: k, ms: us / 1000, share: us / total }));
  return { busy_ms: total / 1000, buckets: top(buckets, 40), functions: top(functions, 40) };
}

function load(base, opts, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base, connections: CONNECTIONS, duration: seconds, overallRate: RATE, timeout: 10, ...opts }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}

const okCount = (r) => Object.entries(r.statusCodeStats ?? {}).reduce((n, [code, s]) => n + (code.startsWith("2") ? Number(s.count) : 0), 0);

async function newFundedAccount(base, adminToken, name) {
  const created = await call(base, "POST", "/admin/v1/accounts", adminToken, { name });
  const key = created.api_key.secret;
  await call(base, "POST", "/v1/test_helpers/bank_transfers", key, { amount: FUND_CENTS }, { "idempotency-key": randomUUID() });
  return key;
}

async function main() {
  // BENCH_METER=on as in the bench: the same counting bindings, and the request-log-off header honoured
  const vars = { ...freshSecrets(root), ALLOW_PRIVATE_WEBHOOK_URLS: "true", RATE_LIMITS: "off", LOG_LINES: "off", BENCH_METER: "on" };
  if (!REQUEST_LOG) vars.REQUEST_LOG_FLUSH_MS = "off";
  const persistTo = join(root, ".wrangler", "profile-state");
  const inspectorPort = await freePort();
  log(`load ${loadavg()[0].toFixed(2)}; starting wrangler dev (request log ${REQUEST_LOG ? "on" : "off"})`);
  const server = await startWrangler({ root, persistTo, vars, inspectorPort });
  try {
    const base = server.base;
    const procs = groupProcesses(server.pgid);
    // two workerd processes: wrangler's proxy, and the runtime serving the service (given the inspector address)
    const runtime = procs.find((p) => p.name === "workerd" && p.args.some((a) => a.startsWith("--inspector-addr")));
    const others = procs.filter((p) => p !== runtime);
    if (!runtime) throw new Error("no workerd process with an inspector address in the group");
    const keys = await pool(Array.from({ length: 1 + SPREAD }, (_, i) => i), CONNECTIONS, (i) => newFundedAccount(base, vars.ADMIN_API_TOKEN, `Profile partner ${i}`));
    const [oneKey, ...spread] = keys;
    const offer = await cheapestOffer(base, oneKey);
    const body = JSON.stringify({ offer_id: offer.id, payment_source: "wallet" });
    let turn = 0;
    const purchase = (pick, extra = {}) => ({
      requests: [{
        method: "POST", path: "/v1/quotes", body,
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, "content-type": "application/json", authorization: `Bearer ${pick()}`, "idempotency-key": randomUUID(), ...extra } }),
      }],
    });
    const routes = {
      wallet: { requests: [{ method: "GET", path: "/v1/wallet", headers: { authorization: `Bearer ${oneKey}` } }] },
      purchase: purchase(() => oneKey),
      "purchase-200": purchase(() => spread[turn++ % spread.length]),
      // the same, left out of the request log
      "wallet-nolog": { requests: [{ method: "GET", path: "/v1/wallet", headers: { authorization: `Bearer ${oneKey}`, ...LOG_OFF } }] },
      "purchase-nolog": purchase(() => oneKey, LOG_OFF),
      "purchase-200-nolog": purchase(() => spread[turn++ % spread.length], LOG_OFF),
    };
    for (const r of ROUTES) if (!routes[r]) throw new Error(`PROFILE_ROUTES: unknown route ${r} (known: ${Object.keys(routes).join(", ")})`);

    const bundleDir = join(persistTo, "dist");
    const bundleFile = readdirSync(bundleDir).find((f) => f.endsWith(".js"));
    const moduleOf = moduleMap(readFileSync(join(bundleDir, bundleFile), "utf8"));
    log("accounts ready; opening the inspector");
    const cdp = V8 ? await inspector(inspectorPort) : null;
    await cdp?.send("Profiler.enable");
    await cdp?.send("Profiler.setSamplingInterval", { interval: Number(process.env.PROFILE_INTERVAL_US ?? 250) });

    const results = [];
    for (const name of ROUTES) {
      log(`${name}: ${WARMUP_SECONDS} s warm-up, then ${SECONDS} s at ${RATE} requests/s`);
      await load(base, routes[name], WARMUP_SECONDS);
      const cpuBefore = Object.fromEntries(procs.map((p) => [p.pid, processCpu(p.pid)]));
      await cdp?.send("Profiler.start");
      const result = await load(base, routes[name], SECONDS);
      const profile = cdp ? (await cdp.send("Profiler.stop")).profile : { nodes: [], samples: [], timeDeltas: [] };
      const ok = okCount(result);
      const perRequest = (p) => ((processCpu(p.pid) - cpuBefore[p.pid]) * 1000) / ok;
      const v8 = summarise(profile, moduleOf, bundleFile);
      const row = {
        route: name, rate: RATE, seconds: SECONDS, ok, non2xx: result.non2xx, errors: result.errors, load: loadavg()[0],
        runtime_cpu_ms_per_request: perRequest(runtime),
        proxy_cpu_ms_per_request: others.reduce((s, p) => s + perRequest(p), 0),
        isolate_busy_ms_per_request: v8.busy_ms / ok,
        buckets: v8.buckets.map((b) => ({ ...b, ms_per_request: b.ms / ok })),
        functions: v8.functions.map((f) => ({ ...f, ms_per_request: f.ms / ok })),
      };
      results.push(row);
      log(`${name}: ${ok} answered 2xx (${result.non2xx} other), workerd ${row.runtime_cpu_ms_per_request.toFixed(3)} ms CPU per request, wrangler and its proxy ${row.proxy_cpu_ms_per_request.toFixed(3)}, isolate busy ${row.isolate_busy_ms_per_request.toFixed(3)} ms (load ${row.load.toFixed(2)})`);
      console.log("  where the isolate's time goes (self time, ms per request, share):");
      for (const b of row.buckets.slice(0, 18)) console.log(`    ${b.ms_per_request.toFixed(3).padStart(7)}  ${(b.share * 100).toFixed(1).padStart(5)}%  ${b.name}`);
      console.log("  the busiest functions:");
      for (const f of row.functions.slice(0, 15)) console.log(`    ${f.ms_per_request.toFixed(3).padStart(7)}  ${(f.share * 100).toFixed(1).padStart(5)}%  ${f.name}`);
    }
    cdp?.close();
    console.log("\nroute                 answered  workerd CPU ms/req  wrangler CPU ms/req");
    for (const r of results) console.log(`${r.route.padEnd(22)}${String(r.ok).padStart(8)}${r.runtime_cpu_ms_per_request.toFixed(3).padStart(20)}${r.proxy_cpu_ms_per_request.toFixed(3).padStart(21)}`);
    const dir = join(root, "bench", "results");
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `profile-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), request_log: REQUEST_LOG, results }, null, 2));
    log(`written to ${file}`);
  } finally {
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
