// What the browser walks of the dashboard and the console share: Debian's chromium launched
// headless through playwright-core; pages that may load nothing from another host (every other
// request is refused and remembered) and whose script errors and Content Security Policy
// refusals are collected; and shot(), which screenshots a page at 375 px and 1280 px, fails when
// it scrolls sideways, and fails when a control a person can reach has no accessible name. With
// `strict` (the dashboard's walk), shot() also fails when axe-core finds a violation (at both
// widths: the small screen's folded menu and stacked tables are other markup to judge), when the
// header takes more than a fifth of a 375 px screen, when a control a person can reach lies
// outside that screen (a wide table's box scrolls, and what is inside it counts as inside), and
// when an alert on the page quotes an API field name or a request id.
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM } from "./chromium.mjs";

export function check(ok, what) {
  if (!ok) throw new Error(what);
}

const AXE = readFileSync(join(dirname(createRequire(import.meta.url).resolve("axe-core/package.json")), "axe.min.js"), "utf8");
/** Words an alert never shows a person: an API field's name (snake_case, dotted or indexed), a request id, the API's error openings. */
const API_WORDS = /\b[a-z]+(?:_[a-z0-9]+)+\b|\b\w+\[\d+\]|\breq_[A-Za-z0-9]+|\bInvalid [a-z_.]+:|Missing required parameter/;

/** axe-core's violations on the page: evaluated in it (an injected <script> would be refused by the page's CSP). */
async function axeViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === "object"))) await page.evaluate(AXE);
  const { violations } = await page.evaluate(() => window.axe.run(document, { resultTypes: ["violations"] }));
  return violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 4).join(", ")})`);
}

/** What a 375 px screen must keep: a header of at most a fifth of the screen, every reachable control on the screen. */
function smallScreenProblems() {
  const problems = [];
  const header = document.querySelector("body > header");
  if (header && header.getBoundingClientRect().height > window.innerHeight / 5) problems.push(`the header is ${Math.round(header.getBoundingClientRect().height)} px tall`);
  const width = document.documentElement.clientWidth;
  for (const el of document.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, summary")) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === "hidden") continue;
    // a control in a box that scrolls sideways (a wide table's) is reached by scrolling the box
    let box = el.parentElement;
    while (box && box !== document.body && !(getComputedStyle(box).overflowX === "auto" || getComputedStyle(box).overflowX === "scroll")) box = box.parentElement;
    if (box && box !== document.body) continue;
    if (r.left < -1 || r.right > width + 1) problems.push(`${el.outerHTML.slice(0, 80)} lies at ${Math.round(r.left)}..${Math.round(r.right)} px`);
  }
  return problems;
}

export async function openWalk({ base, shotsDir, strict = false }) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    timeout: 30_000,
  });
  const refused = new Set();
  const errors = [];
  /** What the strict checks (axe-core and the small screen's) cost the walk: pages checked and milliseconds. */
  const strictChecks = { pages: 0, ms: 0 };
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
      // two frames, so the page is laid out at the new width before it is measured and drawn
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const png = await page.screenshot({ path: join(shotsDir, `${name}-${width}.png`), fullPage: true });
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      check(sideways <= 0, `${name} scrolls sideways by ${sideways} px at ${width} px`);
      // the full-page picture is as wide as the screen: nothing sticks out to the side
      const drawn = png.readUInt32BE(16);
      check(drawn === width, `${name} is drawn ${drawn} px wide at ${width} px`);
      if (!strict) continue;
      const started = Date.now();
      const violations = await axeViolations(page);
      check(violations.length === 0, `${name} at ${width} px: axe found ${violations.join("; ")}`);
      if (width === 375) {
        const problems = await page.evaluate(smallScreenProblems);
        check(problems.length === 0, `${name} at 375 px: ${problems.join("; ")}`);
      }
      strictChecks.ms += Date.now() - started;
      strictChecks.pages += 1;
    }
    if (strict) {
      const alerts = await page.locator('[role="alert"]').allInnerTexts();
      const quoting = alerts.filter((a) => API_WORDS.test(a));
      check(quoting.length === 0, `${name} shows an alert quoting an API name or reference: ${quoting.join(" | ")}`);
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
  return { browser, newPage, shot, checkClean, strictChecks, close: () => browser.close().catch(() => {}) };
}
