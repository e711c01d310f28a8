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
// - PROFILE_PERF=on: `perf record -F 1999 -g` on the runtime's workerd process (all its threads)
//   for the same seconds, its samples grouped by the native symbol they sat in (perfGroups): SQLite,
//   the commit's system calls, V8's collector, its compiler and runtime, workerd's and KJ's I/O and
//   call plumbing, and JavaScript compiled by V8 (no symbol: JIT code). Unlike the V8 profile this
//   charges native time where it is spent, and samples only CPU, never waiting.
//
// Routes (PROFILE_ROUTES, comma-separated, default all): wallet (GET /v1/wallet), purchase (POST
// /v1/quotes, wallet, one account), purchase-200 (the same spread over 200 accounts), and the
// bench's yardsticks on the bare Worker (bench/bare, started only when asked for): noop (GET
// /noop) and write (GET /write, one object, one INSERT).
// PROFILE_RATE requests per second (default 100), PROFILE_SECONDS measured (default 8), after
// 2 s of the same load unmeasured. Writes bench/results/profile-<time>.json and prints the tables.
import autocannon from "autocannon";
import { randomUUID } from "node:crypto";
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
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
const PERF = process.env.PROFILE_PERF === "on";
const PERF_HZ = 1999;
const BARE_ROUTES = new Set(["noop", "write"]);
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

/**
 * What a native sample is counted under, by its symbol and the object it sat in (perf report's
 * dso and sym). V8's JIT code has no symbol in workerd's process: perf names it by address.
 */
function perfGroup(dso, sym) {
  if (dso.startsWith("[JIT]") || /perf-\d+\.map/.test(dso)) return "JavaScript compiled by V8 (JIT code)";
  if (/^Builtins_.*Handler|^Builtins_InterpreterEntryTrampoline|^Builtins_(Call|Construct|JSEntry|ResumeGenerator|Return)/.test(sym)) return "JavaScript interpreted by V8 (bytecode handlers, calls)";
  if (/sqlite3|^btree|^pager|^wal|^vdbe|^unix(Sync|Write|Read)|^workerd::api::SqlStorage|^workerd::(SqliteDatabase|ActorSqlite)/i.test(sym)) return "SQLite (statements, pages, the WAL)";
  if (dso === "[kernel.kallsyms]") return /fsync|ext4|jbd2|blk_|submit_bio|writeback|xfs|btrfs|overlay/.test(sym) ? "the kernel: files, the commit's writes and fsync" : "the kernel: sockets, scheduling, page faults";
  if (/v8::internal::(Heap|Scavenger|MarkCompact|MinorMarkSweep|Sweeper|ConcurrentMarking|IncrementalMarking|MemoryAllocator|PagedSpace|LocalHeap|GlobalHandles)|cppgc|Scavenge|MarkingVisitor|HeapTracer|GlobalizeTracedReference/.test(sym)) return "V8: the garbage collector and handles";
  if (/v8::internal::(compiler|maglev|baseline|Compiler|Parser|Scanner|interpreter::Bytecode)|turboshaft|Turboshaft/.test(sym)) return "V8: compiling";
  if (/Json/.test(sym)) return "V8: JSON parse and stringify";
  if (/^Builtins_|^v8::|^Runtime_|^v8_inspector/.test(sym)) return "V8: built-ins and runtime (properties, strings, objects)";
  if (/tcmalloc|TCMalloc|malloc|^free$|^cfree|memcpy|memmove|memset|memcmp|operator new|operator delete|^__mem/.test(sym)) return "memory: allocation, copies, compares";
  if (/^workerd::api::/.test(sym)) return "workerd: the JavaScript APIs (Request, Response, headers, streams)";
  if (/^workerd::jsg|^jsg::/.test(sym)) return "workerd: bindings between JavaScript and C++";
  if (/^(kj|capnp|kj_hyper)(::|_)|^workerd::|^workerd_server/.test(sym)) return "workerd and KJ: the event loop, HTTP, RPC, the object call";
  if (/^(SSL|EVP|BN_|bssl|sha256|SHA256|CRYPTO)/i.test(sym)) return "cryptography (BoringSSL)";
  if (dso === "libc.so.6" || dso === "[vdso]") return "libc: system calls, time";
  return "other native code";
}

/** `perf record` on one process for `seconds`; resolves with the data file once it has written it. */
function perfRecord(pid, seconds, file) {
  return new Promise((resolve, reject) => {
    const child = spawn("perf", ["record", "-F", String(PERF_HZ), "-g", "-p", String(pid), "-o", file, "--", "sleep", String(seconds)], { stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    child.stderr.on("data", (d) => (err += d));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(file) : reject(new Error(`perf record exited ${code}: ${err.slice(-400)}`))));
  });
}

/** Self samples per group and per symbol from a perf data file, as ms of CPU per request. */
function perfSummary(file, requests) {
  const out = spawnSync("perf", ["report", "-i", file, "--stdio", "--no-children", "-n", "--sort", "dso,sym", "-g", "none", "--percent-limit", "0"], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  if (out.status !== 0) throw new Error(`perf report failed: ${out.stderr.slice(-400)}`);
  const groups = new Map();
  const symbols = new Map();
  let total = 0;
  for (const line of out.stdout.split("\n")) {
    // "    12.34%          1234  workerd            [.] sqlite3VdbeExec"
    // (the object may have spaces in its name: "[JIT] tid 123")
    const m = /^\s+[\d.]+%\s+(\d+)\s+(.+?)\s+\[[.k]\]\s+(.*)$/.exec(line);
    if (!m) continue;
    const n = Number(m[1]);
    const sym = m[3].trim();
    const group = perfGroup(m[2], sym);
    total += n;
    groups.set(group, (groups.get(group) ?? 0) + n);
    const key = `${sym.slice(0, 90)} (${m[2]})`;
    symbols.set(key, (symbols.get(key) ?? 0) + n);
  }
  const msPerRequest = (n) => (n / PERF_HZ) * 1000 / requests;
  const top = (m, k) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([name, n]) => ({ name, samples: n, share: n / total, ms_per_request: msPerRequest(n) }));
  return { samples: total, ms_per_request: msPerRequest(total), groups: top(groups, 30), symbols: top(symbols, 25) };
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
  let bare = null;
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
    // the yardsticks, on the bare Worker the bench compares with
    routes.noop = { requests: [{ method: "GET", path: "/noop" }] };
    routes.write = { requests: [{ method: "GET", path: "/write" }] };
    for (const r of ROUTES) if (!routes[r]) throw new Error(`PROFILE_ROUTES: unknown route ${r} (known: ${Object.keys(routes).join(", ")})`);
    if (ROUTES.some((r) => BARE_ROUTES.has(r))) {
      bare = await startWrangler({
        root, persistTo: join(root, ".wrangler", "profile-bare"), vars: {}, config: join(root, "bench", "bare", "wrangler.jsonc"), migrations: false, readyPath: "/noop",
      });
    }
    const bareProcs = bare ? groupProcesses(bare.pgid) : [];
    const bareRuntime = bareProcs.find((p) => p.name === "workerd" && p.args.some((a) => a.startsWith("--inspector-addr")));
    if (bare && !bareRuntime) throw new Error("no workerd process with an inspector address in the bare Worker's group");

    const bundleDir = join(persistTo, "dist");
    const bundleFile = readdirSync(bundleDir).find((f) => f.endsWith(".js"));
    const moduleOf = moduleMap(readFileSync(join(bundleDir, bundleFile), "utf8"));
    log("accounts ready; opening the inspector");
    const cdp = V8 ? await inspector(inspectorPort) : null;
    await cdp?.send("Profiler.enable");
    await cdp?.send("Profiler.setSamplingInterval", { interval: Number(process.env.PROFILE_INTERVAL_US ?? 250) });

    const results = [];
    for (const name of ROUTES) {
      const onBare = BARE_ROUTES.has(name);
      const [target, targetRuntime, targetProcs] = onBare ? [bare.base, bareRuntime, bareProcs] : [base, runtime, procs];
      const profiler = onBare ? null : cdp;
      log(`${name}: ${WARMUP_SECONDS} s warm-up, then ${SECONDS} s at ${RATE} requests/s`);
      await load(target, routes[name], WARMUP_SECONDS);
      const cpuBefore = Object.fromEntries(targetProcs.map((p) => [p.pid, processCpu(p.pid)]));
      await profiler?.send("Profiler.start");
      const perfFile = join(persistTo, `perf-${name}.data`);
      const recording = PERF ? perfRecord(targetRuntime.pid, SECONDS, perfFile) : null;
      const result = await load(target, routes[name], SECONDS);
      const profile = profiler ? (await profiler.send("Profiler.stop")).profile : { nodes: [], samples: [], timeDeltas: [] };
      const ok = okCount(result);
      const perRequest = (p) => ((processCpu(p.pid) - cpuBefore[p.pid]) * 1000) / ok;
      const v8 = summarise(profile, moduleOf, bundleFile);
      const native = recording ? perfSummary(await recording, ok) : null;
      if (recording && process.env.PROFILE_PERF_KEEP !== "on") rmSync(perfFile, { force: true });
      const row = {
        route: name, rate: RATE, seconds: SECONDS, ok, non2xx: result.non2xx, errors: result.errors, load: loadavg()[0],
        runtime_cpu_ms_per_request: perRequest(targetRuntime),
        proxy_cpu_ms_per_request: targetProcs.filter((p) => p !== targetRuntime).reduce((s, p) => s + perRequest(p), 0),
        isolate_busy_ms_per_request: v8.busy_ms / ok,
        buckets: v8.buckets.map((b) => ({ ...b, ms_per_request: b.ms / ok })),
        functions: v8.functions.map((f) => ({ ...f, ms_per_request: f.ms / ok })),
        perf: native,
      };
      results.push(row);
      log(`${name}: ${ok} answered 2xx (${result.non2xx} other), workerd ${row.runtime_cpu_ms_per_request.toFixed(3)} ms CPU per request, wrangler and its proxy ${row.proxy_cpu_ms_per_request.toFixed(3)}, isolate busy ${row.isolate_busy_ms_per_request.toFixed(3)} ms (load ${row.load.toFixed(2)})`);
      if (profiler) {
        console.log("  where the isolate's time goes (self time, ms per request, share):");
        for (const b of row.buckets.slice(0, 18)) console.log(`    ${b.ms_per_request.toFixed(3).padStart(7)}  ${(b.share * 100).toFixed(1).padStart(5)}%  ${b.name}`);
        console.log("  the busiest functions:");
        for (const f of row.functions.slice(0, 15)) console.log(`    ${f.ms_per_request.toFixed(3).padStart(7)}  ${(f.share * 100).toFixed(1).padStart(5)}%  ${f.name}`);
      }
      if (native) {
        console.log(`  perf on workerd: ${native.samples} samples at ${PERF_HZ} Hz, ${native.ms_per_request.toFixed(3)} ms per request; by what they sat in:`);
        for (const g of native.groups) console.log(`    ${g.ms_per_request.toFixed(3).padStart(7)}  ${(g.share * 100).toFixed(1).padStart(5)}%  ${g.name}`);
        console.log("  the busiest native symbols:");
        for (const f of native.symbols.slice(0, 15)) console.log(`    ${f.ms_per_request.toFixed(3).padStart(7)}  ${(f.share * 100).toFixed(1).padStart(5)}%  ${f.name}`);
      }
    }
    cdp?.close();
    console.log("\nroute                 answered  workerd CPU ms/req  wrangler CPU ms/req  perf ms/req");
    for (const r of results) console.log(`${r.route.padEnd(22)}${String(r.ok).padStart(8)}${r.runtime_cpu_ms_per_request.toFixed(3).padStart(20)}${r.proxy_cpu_ms_per_request.toFixed(3).padStart(21)}${(r.perf ? r.perf.ms_per_request.toFixed(3) : "-").padStart(13)}`);
    const dir = join(root, "bench", "results");
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `profile-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), request_log: REQUEST_LOG, perf_hz: PERF ? PERF_HZ : null, results }, null, 2));
    log(`written to ${file}`);
  } finally {
    await Promise.all([server.stop(), bare?.stop()]);
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
