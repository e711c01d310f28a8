// What `npm start` prints, as pure rules so they can be tested: the migrations in one line
// instead of wrangler's tables, its own arguments, which of wrangler dev's lines are the
// script's own background calls (dropped), which of its start-up lines say nothing the banner
// does not (dropped: the bindings table, which wrangler prints again on each reload, the cron
// warning this script answers by firing the crons, its progress lines), and one line per cron tick.

/** `npm start -- [--allow-local-webhooks] [--fake-suppliers]`. */
export function parseStartArgs(argv) {
  const args = { allowLocalWebhooks: false, fakeSuppliers: false };
  for (const arg of argv) {
    if (arg === "--allow-local-webhooks") args.allowLocalWebhooks = true;
    else if (arg === "--fake-suppliers") args.fakeSuppliers = true;
    else throw new Error(`unknown argument ${arg} (npm start takes only --allow-local-webhooks and --fake-suppliers)`);
  }
  return args;
}

/** The variables a run passes to wrangler dev with --var (they win over wrangler.jsonc and .dev.vars). */
export function runVars({ allowLocalWebhooks }) {
  return allowLocalWebhooks ? { ALLOW_PRIVATE_WEBHOOK_URLS: "true" } : {};
}

/**
 * `wrangler d1 migrations apply --local`'s output in one line: how many were applied now and
 * the newest, or that the database was already up to date.
 */
export function summariseMigrations(output, available) {
  if (/No migrations to apply/i.test(output)) return `local D1 database up to date (${available} migrations)`;
  const applied = new Set();
  for (const m of output.matchAll(/│\s*(\d{4}_[\w.-]+\.sql)\s*│\s*✅/g)) applied.add(m[1]);
  if (applied.size === 0) return `local D1 migrations applied (${available} in migrations/)`;
  const newest = [...applied].sort().pop();
  return `local D1 database: applied ${applied.size} migration${applied.size === 1 ? "" : "s"} (newest ${newest}); ${available - applied.size} were already applied`;
}

/** The script's own background calls: the outbox poll and the cron triggers. */
const OWN_CALL = /^\[wrangler:info\] GET \/(?:admin\/v1\/outbox|cdn-cgi\/local\/scheduled)\b/;

/**
 * What to do with one line of wrangler dev's output: "drop" the script's own background calls
 * and the service's JSON request lines (wrangler's `[wrangler:info] GET /path 200 OK` line
 * already says the same in one line; a 5xx line is kept), "job" for a job line that went well
 * (folded into the cron tick's line while a tick runs), else "show".
 */
export function classifyLine(line) {
  const text = line.replace(/\x1b\[[0-9;]*m/g, "");
  if (OWN_CALL.test(text)) return "drop";
  if (text.startsWith('{"type":"request"')) {
    const status = /"status":(\d+)/.exec(text);
    return status && Number(status[1]) >= 500 ? "show" : "drop";
  }
  if (text.startsWith('{"type":"job"')) return /"outcome":"failed"/.test(text) ? "show" : "job";
  return "show";
}

/** One line for one cron tick: the minute, each trigger fired with its answer, and the jobs that ran. */
export function cronLine(at, fired, jobs) {
  const hhmm = at.toISOString().slice(11, 16);
  const triggers = fired.map((f) => `"${f.expr}" ${f.result}`).join(", ");
  return `[cron] ${hhmm} UTC ${triggers}${jobs > 0 ? `; ${jobs} job${jobs === 1 ? "" : "s"} ran` : ""}`;
}

/** Start-up lines of wrangler dev that the banner makes redundant, dropped one line at a time. */
const STARTUP_NOISE = [
  /^Using (secrets|vars) defined in /,
  /^⎔ (Starting local server|Reloading local server|Connection status updated|Shutting down)/,
  /^\[wrangler:info\] ✨ Parsed \d+ valid header rules?\.?$/,
  /^─+$/,
];

/**
 * A filter for wrangler dev's output: `keep(line)` is false for the start-up lines the banner
 * makes redundant. The bindings table (its heading to the first line that is not a row of it) and
 * the cron warning block (to the blank line after its link) are dropped whole, every time wrangler
 * prints them (it prints the table again on each reload); blank lines are dropped until wrangler
 * says it is ready (and the one right after), so the start is a handful of lines.
 */
export function startupFilter() {
  let block = null; // "bindings" | "cron"
  let ready = false;
  return function keep(line) {
    const text = line.replace(/\x1b\[[0-9;]*m/g, "").trimEnd();
    if (block === "bindings") {
      if (/^(env\.|Binding\s)/.test(text.trim()) || text.trim() === "") return false;
      block = null;
    }
    if (block === "cron") {
      if (/^For more details/.test(text.trim())) block = "cron-end";
      return false;
    }
    if (block === "cron-end") {
      block = null;
      if (text.trim() === "") return false;
    }
    if (/^Your Worker has access to the following bindings:/.test(text)) {
      block = "bindings";
      return false;
    }
    if (/Scheduled Workers are not automatically triggered/.test(text)) {
      block = "cron";
      return false;
    }
    if (STARTUP_NOISE.some((r) => r.test(text.trim()))) return false;
    if (/Ready on https?:\/\//.test(text)) {
      ready = "just";
      return true;
    }
    // blank lines: none before wrangler is ready, nor the one it prints after saying so
    if (text.trim() === "") {
      const shown = ready === true;
      if (ready === "just") ready = true;
      return shown;
    }
    if (ready === "just") ready = true;
    return true;
  };
}
