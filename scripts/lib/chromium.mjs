// Debian's chromium for the browser checks: the path they launch, and, under CI=true, an
// apt-get install when it is missing (a developer's machine is told how to install it instead).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM = "/usr/bin/chromium";

export function ensureChromium(say) {
  if (existsSync(CHROMIUM)) return;
  if (process.env.CI !== "true") throw new Error(`${CHROMIUM} is missing: install Debian's package (apt-get install chromium)`);
  say("installing chromium with apt-get");
  aptInstall("chromium");
}

/**
 * A font with kana, kanji and hanzi, so pages in Japanese and Chinese are screenshotted as
 * they read: installed with apt-get under CI=true (Debian's fonts-wqy-zenhei), else a warning.
 */
export function ensureCjkFont(say) {
  if (spawnSync("fc-list", [":lang=ja"], { encoding: "utf8" }).stdout?.trim()) return;
  if (process.env.CI !== "true") {
    say("warning: no Japanese font installed; the ja screenshots will show empty boxes (apt-get install fonts-wqy-zenhei)");
    return;
  }
  say("installing fonts-wqy-zenhei with apt-get");
  aptInstall("fonts-wqy-zenhei");
}

function aptInstall(pkg) {
  for (const args of [["update"], ["install", "-y", pkg]]) {
    const run = spawnSync("apt-get", args, { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" }, timeout: 150_000 });
    if (run.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed (exit ${run.status ?? run.signal})`);
  }
}
