// The API references checked in a real browser: starts the service, opens /docs (partners) and
// /docs/operator (operators) in headless Chromium (Debian's package), and passes when each
// rendered page lists its operations (the partner one "Create a quote" with its example, the
// operator one "Create an account"). The machine has no Internet and the pages need none: every
// request to another host fails the check, as does any Content Security Policy refusal, and the
// Scalar bundle must come from the service itself with a long cache lifetime. Screenshots go to
// artifacts/docs-page.png and artifacts/docs-operator-page.png.
// CI=true installs Chromium with apt-get when it is missing. PORT picks wrangler's port.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CHROMIUM, ensureChromium } from "./lib/chromium.mjs";
import { chromium } from "playwright-core";
import { freshSecrets, startWrangler } from "./lib/wrangler-dev.mjs";
import { runCheck } from "./lib/run-check.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const DEADLINE_MS = 240_000;
const RENDER_TIMEOUT_MS = Number(process.env.RENDER_TIMEOUT_MS ?? 60_000);
const ARTIFACTS = join(root, "artifacts");
// what the partner page must show: the summary of POST /v1/quotes, and the id in the Quote
// example (src/routes/examples.ts)
const QUOTE_OPERATION = "Create a quote";
const QUOTE_EXAMPLE_ID = "qt_01JH8W5M2TQX7R3V9N4B6C8D0E";
// what the operator page must show: the summary of POST /admin/v1/accounts
const OPERATOR_OPERATION = "Create an account";

const say = (line) => console.log(`[docs-check] ${line}`);

/**
 * Opens `path`, opens the tag group `tag`, waits for `operation`, clicks it and waits for
 * `detail`; passes when the page shows every one of `expected`. Screenshot to `shot`, also on failure.
 */
async function checkPage(context, base, offsite, { path, tag, operation, detail, expected, shot }) {
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  // a Content Security Policy refusal shows only as a console error
  page.on("console", (m) => m.type() === "error" && /Content Security Policy/i.test(m.text()) && errors.push(m.text()));
  const bundles = [];
  page.on("response", (r) => /\/static\/scalar\/[^/]+\/standalone\.js$/.test(r.url()) && bundles.push(r));
  try {
    const res = await page.goto(`${base}${path}`, { waitUntil: "domcontentloaded" });
    if (res?.status() !== 200) throw new Error(`${path} answered ${res?.status()}`);
    // Scalar fetches the document and lists the operations by tag; open the tag's group
    const group = page.getByRole("button", { name: `Open Group - ${tag}` }).first();
    await group.waitFor({ state: "visible", timeout: RENDER_TIMEOUT_MS });
    await group.click();
    const op = page.getByText(operation).first();
    await op.waitFor({ state: "visible", timeout: RENDER_TIMEOUT_MS });
    // opening it shows the operation with its details
    await op.click();
    await page.getByText(detail).first().waitFor({ state: "attached", timeout: RENDER_TIMEOUT_MS });
    const text = await page.locator("body").innerText();
    for (const want of expected) if (!text.includes(want)) throw new Error(`${path} does not show "${want}"`);
    // the bundle came from this service, cached for a year (its URL names its version)
    const bundle = bundles[0];
    if (!bundle || !bundle.url().startsWith(`${base}/`) || bundle.status() !== 200) throw new Error(`${path} did not load Scalar's bundle from ${base}`);
    const cache = (await bundle.allHeaders())["cache-control"] ?? "";
    if (!/max-age=31536000/.test(cache)) throw new Error(`the bundle is served with Cache-Control "${cache}", not a year`);
    if (errors.length) throw new Error(`page errors: ${errors.join(" | ")}`);
    if (offsite.size) throw new Error(`${path} asked another host for: ${[...offsite].join(", ")}`);
    await page.screenshot({ path: shot });
    say(`${path} lists "${operation}"; screenshot in ${shot.slice(root.length + 1)}`);
  } catch (e) {
    await page.screenshot({ path: shot }).catch(() => {});
    const shown = (await page.locator("body").innerText().catch(() => "")).slice(0, 1500);
    throw new Error(`${e.message.split("\n")[0]}\npage errors: ${errors.join(" | ") || "none"}\nrefused: ${[...offsite].join(", ") || "none"}\npage text: ${shown}`);
  } finally {
    await page.close().catch(() => {});
  }
}

async function main() {
  ensureChromium(say);
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
    // the assets' header rules configure the asset server and are not a file it serves
    const rules = await fetch(`${server.base}/_headers`);
    if ((await rules.text()).includes("Cache-Control")) throw new Error("/_headers is served as a file");
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
      viewport: { width: 1440, height: 1000 },
      timeout: 30_000,
    });
    // the pages may load nothing from another host: such a request is refused and fails the check
    const offsite = new Set();
    await context.route("**/*", async (route) => {
      const url = route.request().url();
      if (url.startsWith(`${server.base}/`) || url.startsWith("data:") || url.startsWith("blob:")) return route.continue();
      offsite.add(url);
      return route.abort("blockedbyclient");
    });
    mkdirSync(ARTIFACTS, { recursive: true });

    await checkPage(context, server.base, offsite, {
      path: "/docs",
      tag: "Quotes",
      operation: QUOTE_OPERATION,
      detail: QUOTE_EXAMPLE_ID,
      expected: [QUOTE_OPERATION, "/v1/quotes", "Partner Commerce API", QUOTE_EXAMPLE_ID, "Idempotency", "Service-Signature"],
      shot: join(ARTIFACTS, "docs-page.png"),
    });
    await checkPage(context, server.base, offsite, {
      path: "/docs/operator",
      tag: "Operator",
      operation: OPERATOR_OPERATION,
      detail: "/admin/v1/accounts",
      expected: [OPERATOR_OPERATION, "/admin/v1/accounts", "Partner Commerce operator API", "ADMIN_API_TOKEN"],
      shot: join(ARTIFACTS, "docs-operator-page.png"),
    });
  } finally {
    await context?.close().catch(() => {});
    rmSync(profile, { recursive: true, force: true });
    await server.stop();
  }
}

runCheck("docs-check", main, DEADLINE_MS);
