// Debian's chromium for the browser checks: the path they launch, and, under CI=true, an
// apt-get install when it is missing (a developer's machine is told how to install it instead).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM = "/usr/bin/chromium";

export function ensureChromium(say) {
  if (existsSync(CHROMIUM)) return;
  if (process.env.CI !== "true") throw new Error(`${CHROMIUM} is missing: install Debian's package (apt-get install chromium)`);
  say("installing chromium with apt-get");
  for (const args of [["update"], ["install", "-y", "chromium"]]) {
    const run = spawnSync("apt-get", args, { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" }, timeout: 150_000 });
    if (run.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed (exit ${run.status ?? run.signal})`);
  }
}
