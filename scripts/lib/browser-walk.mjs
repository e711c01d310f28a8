// What the browser walks of the dashboard and the console share: Debian's chromium launched
// headless through playwright-core; pages that may load nothing from another host (every other
// request is refused and remembered) and whose script errors and Content Security Policy
// refusals are collected; and shot(), which screenshots a page at 375 px and 1280 px, fails when
// it scrolls sideways, and fails when a control a person can reach has no accessible name.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM } from "./chromium.mjs";

export function check(ok, what) {
  if (!ok) throw new Error(what);
}

export async function openWalk({ base, shotsDir }) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    timeout: 30_000,
  });
  const refused = new Set();
  const errors = [];
  const newPage = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
    await context.route("**/*", (route) => {
      const url = route.request().url();
      if (url.startsWith(`${base}/`)) return route.continue();
      refused.add(url);
      return route.abort("blockedbyclient");
    });
    const page = await context.newPage();
    page.on("pageerror", (e) => errors.push(e.message));
    // a Content Security Policy refusal shows only as a console error
    page.on("console", (m) => m.type() === "error" && /Content Security Policy/i.test(m.text()) && errors.push(m.text()));
    return page;
  };
  const shot = async (page, name) => {
    mkdirSync(shotsDir, { recursive: true });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: join(shotsDir, `${name}-${width}.png`), fullPage: true });
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      check(sideways <= 0, `${name} scrolls sideways by ${sideways} px at ${width} px`);
    }
    // every control a person can reach has an accessible name (a label, aria-label(ledby) or its text)
    const unnamed = await page.evaluate(() =>
      [...document.querySelectorAll("input:not([type=hidden]), select, textarea, button, a[href], summary")]
        .filter((el) => {
          if (el.getAttribute("aria-label")?.trim() || el.getAttribute("aria-labelledby")) return false;
          if ("labels" in el && el.labels?.length) return false;
          if (el.matches("input, select, textarea")) return !el.getAttribute("title");
          return !el.textContent.trim();
        })
        .map((el) => el.outerHTML.slice(0, 120)),
    );
    check(unnamed.length === 0, `${name} has controls without an accessible name: ${unnamed.join(" | ")}`);
    await page.setViewportSize({ width: 1280, height: 900 });
  };
  /** Fails when any page asked another host for something or raised a script or CSP error. */
  const checkClean = () => {
    check(refused.size === 0, `pages asked for other hosts: ${[...refused].join(", ")}`);
    check(errors.length === 0, `page errors: ${errors.join(" | ")}`);
  };
  return { browser, newPage, shot, checkClean, close: () => browser.close().catch(() => {}) };
}
