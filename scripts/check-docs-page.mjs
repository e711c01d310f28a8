// The API reference checked in a real browser: starts the service, opens /docs in headless
// Chromium (Debian's package), and passes when the rendered page lists the quote operation.
// A screenshot goes to artifacts/docs-page.png. The machine has no Internet, so the pinned
// Scalar bundle the page asks the CDN for is served from node_modules (same version, checked);
// every other off-site request is refused and listed.
// CI=true installs Chromium with apt-get when it is missing. PORT picks wrangler's port.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { freshSecrets, startWrangler } from "./lib/wrangler-dev.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const CHROMIUM = "/usr/bin/chromium";
const DEADLINE_MS = 180_000;
const RENDER_TIMEOUT_MS = Number(process.env.RENDER_TIMEOUT_MS ?? 60_000);
const SCREENSHOT = join(root, "artifacts", "docs-page.png");
// what the page must show: the summary of POST /v1/quotes
const QUOTE_OPERATION = "Create a quote";
// the id in the Quote example (src/routes/examples.ts)
const QUOTE_EXAMPLE_ID = "qt_01JH8W5M2TQX7R3V9N4B6C8D0E";

const say = (line) => console.log(`[docs-check] ${line}`);

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.env.CI !== "true") throw new Error(`${CHROMIUM} is missing: install Debian's package (apt-get install chromium)`);
  say("installing chromium with apt-get");
  for (const args of [["update"], ["install", "-y", "chromium"]]) {
    const run = spawnSync("apt-get", args, { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" }, timeout: 150_000 });
    if (run.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed (exit ${run.status ?? run.signal})`);
  }
}

/** The Scalar bundle installed as a dev dependency, and the CDN address of that same version. */
function localScalarBundle() {
  const dir = join(root, "node_modules", "@scalar", "api-reference");
  const { version } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  return { url: `https://cdn.jsdelivr.net/npm/@scalar/api-reference@${version}/dist/browser/standalone.js`, file: join(dir, "dist", "browser", "standalone.js") };
}

async function main() {
  ensureChromium();
  const bundle = localScalarBundle();
  const server = await startWrangler({
    root,
    persistTo: join(root, ".wrangler", "check-docs"),
    vars: freshSecrets(root),
    port: process.env.PORT ? Number(process.env.PORT) : undefined,
  });
  const profile = mkdtempSync(join(tmpdir(), "docs-check-chromium-"));
  let context;
  try {
    say(`wrangler dev answers at ${server.base}`);
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
      viewport: { width: 1440, height: 1000 },
      timeout: 30_000,
    });
    const refused = new Set();
    await context.route("**/*", async (route) => {
      const url = route.request().url();
      if (url.startsWith(`${server.base}/`)) return route.continue();
      if (url === bundle.url) return route.fulfill({ status: 200, contentType: "application/javascript", body: readFileSync(bundle.file) });
      refused.add(url);
      return route.abort("blockedbyclient");
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));

    const res = await page.goto(`${server.base}/docs`, { waitUntil: "domcontentloaded" });
    if (res?.status() !== 200) throw new Error(`/docs answered ${res?.status()}`);
    if (!(await page.content()).includes(bundle.url)) throw new Error(`/docs does not load ${bundle.url}; pin the installed @scalar/api-reference version`);

    // Scalar fetches /v1/openapi.json and lists the operations by tag; open the Quotes tag
    const group = page.getByRole("button", { name: "Open Group - Quotes" }).first();
    await group.waitFor({ state: "visible", timeout: RENDER_TIMEOUT_MS });
    await group.click();
    const operation = page.getByText(QUOTE_OPERATION).first();
    try {
      await operation.waitFor({ state: "visible", timeout: RENDER_TIMEOUT_MS });
    } catch (e) {
      mkdirSync(dirname(SCREENSHOT), { recursive: true });
      await page.screenshot({ path: SCREENSHOT }).catch(() => {});
      const shown = (await page.locator("body").innerText().catch(() => "")).slice(0, 1500);
      throw new Error(`${e.message.split("\n")[0]}\npage errors: ${errors.join(" | ") || "none"}\nrefused: ${[...refused].join(", ") || "none"}\npage text: ${shown}`);
    }
    // opening it shows the operation with its example answer (a quote with its id)
    await operation.click();
    await page.getByText(QUOTE_EXAMPLE_ID).first().waitFor({ state: "attached", timeout: RENDER_TIMEOUT_MS });
    const text = await page.locator("body").innerText();
    for (const expected of [QUOTE_OPERATION, "/v1/quotes", "Partner Commerce API", QUOTE_EXAMPLE_ID]) {
      if (!text.includes(expected)) throw new Error(`the rendered reference does not show "${expected}"`);
    }
    mkdirSync(dirname(SCREENSHOT), { recursive: true });
    await page.screenshot({ path: SCREENSHOT });
    say(`the reference lists "${QUOTE_OPERATION}"; screenshot in ${SCREENSHOT.slice(root.length + 1)}`);
    if (refused.size) say(`refused off-site requests: ${[...refused].join(", ")}`);
    if (errors.length) say(`page errors (not fatal): ${errors.join(" | ")}`);
  } finally {
    await context?.close().catch(() => {});
    rmSync(profile, { recursive: true, force: true });
    await server.stop();
  }
}

const guard = setTimeout(() => {
  console.error(`[docs-check] gave up after ${DEADLINE_MS / 1000} s`);
  process.exit(1);
}, DEADLINE_MS);
guard.unref();

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`[docs-check] FAILED: ${err.message}`);
    process.exit(1);
  },
);
