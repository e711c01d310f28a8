// The public eSIM install page, checked in a real browser (Debian's chromium driven by
// playwright-core) against `wrangler dev`: a sandbox account buys the cheapest eSIM, and its
// order's install_url, opened with no key or session, answers with `Cache-Control: private,
// no-store` and `Referrer-Policy: no-referrer`; its QR code reads back to the order's lpa (resvg
// and jsQR); the "Install on iPhone" button is Apple's link for that lpa; each copy button copies
// its code; the page names neither the account nor the supplier, loads nothing from another
// host, and does not scroll sideways at 375 px (screenshots in artifacts/install/). An unknown
// token answers 404. Run with `node scripts/check-install-page.mjs` (through scripts/node22.sh).
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CHROMIUM, ensureChromium } from "./lib/chromium.mjs";
import { chromium } from "playwright-core";
import { qrText } from "./lib/qr-read.mjs";
import { freePort, freshSecrets, startWrangler } from "./lib/wrangler-dev.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const SHOTS = join(root, "artifacts", "install");
const ACCOUNT_NAME = "Kestrel Voyages";
const say = (line) => console.log(`[install-check] ${line}`);

function check(ok, what) {
  if (!ok) throw new Error(what);
}

async function main() {
  ensureChromium(say);
  const port = process.env.PORT ? Number(process.env.PORT) : await freePort();
  const base = `http://127.0.0.1:${port}`;
  const vars = { ...freshSecrets(root), PUBLIC_BASE_URL: base };
  const server = await startWrangler({ root, persistTo: join(root, ".wrangler", "check-install"), vars, port });
  const profile = mkdtempSync(join(tmpdir(), "install-check-chromium-"));
  let browser;
  try {
    say(`wrangler dev answers at ${base}`);
    const api = async (path, { key, body, method, idem } = {}) => {
      const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
      if (idem) headers["idempotency-key"] = idem;
      const res = await fetch(`${base}${path}`, { method: method ?? (body ? "POST" : "GET"), headers, body: body && JSON.stringify(body) });
      const json = await res.json();
      check(res.status === 200, `${path} answered ${res.status} ${JSON.stringify(json)}`);
      return json;
    };
    const created = await api("/admin/v1/accounts", { key: vars.ADMIN_API_TOKEN, body: { name: ACCOUNT_NAME } });
    const key = created.api_key.secret;
    await api("/v1/test_helpers/bank_transfers", { key, body: { amount: 10_000 }, idem: `bank-${Date.now()}` });
    const offers = (await api("/v1/offers?limit=100", { key })).data;
    const esim = offers.filter((o) => o.category === "esim" && !o.id.startsWith("off_test_")).sort((a, b) => a.price.amount - b.price.amount)[0];
    const quote = await api("/v1/quotes", { key, body: { offer_id: esim.id, payment_source: "wallet" }, idem: `quote-${Date.now()}` });
    let order;
    for (let i = 0; i < 40; i++) {
      order = await api(`/v1/orders/${quote.order_id}`, { key });
      if (order.status !== "pending") break;
      await new Promise((r) => setTimeout(r, 250));
    }
    check(order.status === "fulfilled", `the order is ${order.status}`);
    const d = order.deliverable;
    check(d.install_url.startsWith(`${base}/install/`), `install_url is ${d.install_url}`);
    check(d.apple_install_url === `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(d.lpa)}`, `apple_install_url is ${d.apple_install_url}`);
    say(`order ${order.id} carries ${d.install_url}`);

    const plain = await fetch(d.install_url);
    check(plain.status === 200, `the install page answered ${plain.status}`);
    check(plain.headers.get("cache-control") === "private, no-store", `cache-control: ${plain.headers.get("cache-control")}`);
    check(plain.headers.get("referrer-policy") === "no-referrer", `referrer-policy: ${plain.headers.get("referrer-policy")}`);
    const html = await plain.text();
    for (const absent of [ACCOUNT_NAME, "airalo", "reloadly", created.account.id, order.id]) {
      check(!html.toLowerCase().includes(absent.toLowerCase()), `the page shows ${absent}`);
    }
    const unknown = await fetch(`${base}/install/${"0".repeat(40)}`);
    check(unknown.status === 404, `an unknown token answered ${unknown.status}`);

    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
      timeout: 30_000,
    });
    const context = await browser.newContext({ viewport: { width: 375, height: 900 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
    const refused = new Set();
    const errors = [];
    await context.route("**/*", (route) => {
      const url = route.request().url();
      if (url.startsWith(`${base}/`)) return route.continue();
      refused.add(url);
      return route.abort("blockedbyclient");
    });
    const page = await context.newPage();
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => m.type() === "error" && /Content Security Policy/i.test(m.text()) && errors.push(m.text()));
    await page.goto(d.install_url);
    const svg = await page.locator(".qr svg").evaluate((el) => el.outerHTML);
    check(qrText(svg) === d.lpa, "the QR code does not read back to the lpa");
    say("the QR code reads back to the order's lpa");
    const apple = await page.getByRole("button", { name: "Install on iPhone" }).getAttribute("href");
    check(apple === d.apple_install_url, `the Install on iPhone button links ${apple}`);
    for (const [id, label, value] of [["smdp", "SM-DP+ address", d.smdp_address], ["activation", "activation code", d.activation_code], ["confirmation", "confirmation code", d.confirmation_code]]) {
      if (!value) continue;
      await page.getByRole("button", { name: `Copy the ${label}` }).click();
      const copied = (await page.evaluate(() => navigator.clipboard.readText())).trim();
      check(copied === value, `copying the ${label} gave ${copied}, not ${value}`);
      check((await page.locator(`#${id}`).innerText()).trim() === value, `#${id} does not show ${value}`);
    }
    say("each copy button copies its code");
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: join(SHOTS, `install-${width}.png`), fullPage: true });
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      check(sideways <= 0, `the install page scrolls sideways by ${sideways} px at ${width} px`);
    }
    check(refused.size === 0, `the page asked other hosts: ${[...refused].join(", ")}`);
    check(errors.length === 0, `page errors: ${errors.join("; ")}`);
    say(`screenshots in ${SHOTS}; no other host asked, no sideways scroll at 375 px`);
  } finally {
    await browser?.close().catch(() => {});
    rmSync(profile, { recursive: true, force: true });
    await server.stop();
  }
}

main().then(
  () => say("ok"),
  (e) => {
    console.error(`[install-check] FAILED: ${e.message}`);
    process.exit(1);
  },
);
