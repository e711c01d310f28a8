// Running wrangler (and other steps) from the setup and deploy scripts: each command is shown
// before it runs; --dry-run shows the commands and runs nothing.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const wranglerBin = join(dirname(createRequire(import.meta.url).resolve("wrangler/package.json")), "bin", "wrangler.js");

/**
 * `--env <name>` and `--dry-run`. With `passThrough`, any other flag (and the value after it,
 * unless that is a flag too) is kept in `wranglerArgs` for the wrangler commands the script
 * runs (`--config other.jsonc`, `--experimental-…`); otherwise it is refused.
 */
export function parseArgs(argv, { passThrough = false } = {}) {
  const args = { env: undefined, dryRun: false, wranglerArgs: [] };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--env" || argv[i] === "-e") args.env = argv[++i];
    else if (argv[i].startsWith("--env=")) args.env = argv[i].slice(6);
    else if (argv[i] === "--dry-run") args.dryRun = true;
    else if (passThrough && argv[i].startsWith("-")) {
      args.wranglerArgs.push(argv[i]);
      if (!argv[i].includes("=") && argv[i + 1] !== undefined && !argv[i + 1].startsWith("-")) args.wranglerArgs.push(argv[++i]);
    } else throw new Error(`unknown argument ${argv[i]} (use --env <name> and optionally --dry-run)`);
  }
  return args;
}

export function runner({ root, dryRun, tag }) {
  const say = (line) => console.log(`[${tag}] ${line}`);
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false" };
  /**
   * Runs a command with the terminal attached (wrangler may ask to log in), or with its output
   * captured when `capture`; answers { status, stdout, stderr }. In a dry run: { status: 0, dry: true }.
   */
  function run(command, args, { capture = false, extraEnv = {} } = {}) {
    const shown = command === process.execPath && args[0] === wranglerBin ? ["npx wrangler", ...args.slice(1)].join(" ") : [command, ...args].join(" ");
    say(`${dryRun ? "would run" : "$"} ${shown}`);
    if (dryRun) return { status: 0, stdout: "", stderr: "", dry: true };
    const res = spawnSync(command, args, {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: capture ? ["inherit", "pipe", "pipe"] : "inherit",
      encoding: "utf8",
    });
    if (capture) {
      process.stdout.write(res.stdout ?? "");
      process.stderr.write(res.stderr ?? "");
    }
    return { status: res.status ?? 1, stdout: res.stdout ?? "", stderr: res.stderr ?? "" };
  }
  const wrangler = (args, opts) => run(process.execPath, [wranglerBin, ...args], opts);
  return { say, run, wrangler };
}
