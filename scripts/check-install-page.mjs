// The traveller's eSIM page, checked in a real browser (Debian's chromium driven by
// playwright-core) against `wrangler dev`: a sandbox account buys the cheapest eSIM, and its
// order's install_url, opened with no key or session, answers with `Cache-Control: private,
// no-store` and `Referrer-Policy: no-referrer`; its QR code reads back to the order's lpa (resvg
// and jsQR); the "Install on iPhone" button is Apple's link for that lpa; each copy button copies
// its code; the neutral page names neither the account nor the supplier. Then the account sets its
// brand through the API (PUT /v1/brand, and a real PNG logo through PUT /v1/brand/logo), and the
// branded page is opened in English, Japanese, Chinese and German at 320 px (as an iPhone) and
// 1280 px (as a computer), the Japanese and Chinese headings breaking between phrases
// (word-break: auto-phrase): the logo loads from the service, the brand's colour is on the buttons, the QR code
// still reads back to the lpa, nothing scrolls sideways, every control has an accessible name and
// axe-core finds no violation; the cancelled eSIM's page (410) is checked the same way. Nothing is
// requested from another host. Screenshots in artifacts/install/. An unknown token answers 404.
// Run with `node scripts/check-install-page.mjs` (through scripts/node22.sh).
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CHROMIUM, ensureChromium, ensureCjkFont } from "./lib/chromium.mjs";
import { chromium } from "playwright-core";
import { Resvg } from "@resvg/resvg-js";
import { qrText } from "./lib/qr-read.mjs";
import { freePort, freshSecrets, startWrangler } from "./lib/wrangler-dev.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const SHOTS = join(root, "artifacts", "install");
const ACCOUNT_NAME = "Kestrel Voyages";
const say = (line) => console.log(`[install-check] ${line}`);
const BRAND = {
  display_name: "Kestrel Voyages",
  primary_color: "#0B5CAD",
  support_email: "help@kestrel.example",
  support_url: "https://kestrel.example/help",
  support_phone: "+442071838750",
};
const BRAND_RGB = "rgb(11, 92, 173)";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const AXE = readFileSync(join(root, "node_modules", "axe-core", "axe.min.js"), "utf8");

/** The brand's logo: a 240 × 80 PNG drawn from SVG shapes (a kestrel's wing and a horizon line; no text, so no font is needed). */
function logoPng() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80">
    <rect x="4" y="4" width="72" height="72" rx="16" fill="#0B5CAD"/>
    <path d="M16 52 C 30 30, 46 22, 66 18 C 54 30, 48 40, 44 56 C 38 46, 28 46, 16 52 Z" fill="#fff"/>
    <path d="M20 62 H 60" stroke="#9fd3ff" stroke-width="4" stroke-linecap="round"/>
    <rect x="92" y="22" width="136" height="12" rx="6" fill="#0B5CAD"/>
    <rect x="92" y="44" width="96" height="10" rx="5" fill="#4a90d9"/>
  </svg>`;
  return new Resvg(svg, { fitTo: { mode: "original" } }).render().asPng();
}

/** Every button, link and summary has an accessible name (its text, aria-label, aria-labelledby or an image's alt). */
const UNNAMED = () =>
  [...document.querySelectorAll("a, button, summary, [role=button], input, select, textarea")]
    .filter((el) => {
      const label = el.getAttribute("aria-label")?.trim();
      const by = el.getAttribute("aria-labelledby")?.split(/\s+/).map((id) => document.getElementById(id)?.textContent?.trim()).join("");
      const alt = [...el.querySelectorAll("img[alt]")].map((i) => i.alt.trim()).join("");
      return !(label || by || alt || el.textContent?.trim());
    })
    .map((el) => el.outerHTML.slice(0, 120));


function check(ok, what) {
  if (!ok) throw new Error(what);
}

async function main() {
  ensureChromium(say);
  // the Japanese screenshots need a font with kana and kanji
  ensureCjkFont(say);
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
    // a sandbox eSIM counts as installed: the page says so and folds the install part away, one tap to open
    check((await page.locator('[data-esim="installed"]').count()) === 1, "the installed eSIM's page does not say it is installed");
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: join(SHOTS, `install-installed-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 375, height: 900 });
    await page.locator("details.install-again > summary").click();
    const svg = await page.locator(".qr svg").evaluate((el) => el.outerHTML);
    check(qrText(svg) === d.lpa, "the QR code does not read back to the lpa");
    say("the QR code reads back to the order's lpa");
    // on a computer the QR code comes first and each phone's steps are one tap away
    await page.locator("#steps-ios summary").click();
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
    say("the neutral page: QR code, Apple's link and copy buttons work, no sideways scroll at 375 px");

    // ---- the branded page ----------------------------------------------------------------
    const put = async (path, body, type) => {
      const res = await fetch(`${base}${path}`, { method: "PUT", headers: { authorization: `Bearer ${key}`, "content-type": type }, body });
      const json = await res.json();
      check(res.status === 200, `PUT ${path} answered ${res.status} ${JSON.stringify(json)}`);
      return json;
    };
    await put("/v1/brand", JSON.stringify(BRAND), "application/json");
    const branded = await put("/v1/brand/logo", logoPng(), "image/png");
    check(typeof branded.logo_url === "string" && branded.logo_url.includes("/brand-assets/"), `the brand's logo_url is ${branded.logo_url}`);
    say(`brand set through the API, logo at ${branded.logo_url}`);
    // a second eSIM, cancelled by its refund: its page answers 410, branded
    const never = await api("/v1/quotes", { key, body: { offer_id: "off_test_never_installed", payment_source: "wallet" }, idem: `quote-never-${Date.now()}` });
    let neverOrder;
    for (let i = 0; i < 40; i++) {
      neverOrder = await api(`/v1/orders/${never.order_id}`, { key });
      if (neverOrder.status !== "pending") break;
      await new Promise((r) => setTimeout(r, 250));
    }
    check(neverOrder.status === "fulfilled", `the never-installed order is ${neverOrder.status}`);
    const refund = await api("/v1/refunds", { key, body: { order_id: neverOrder.id, reason: "trip_cancelled" }, idem: `refund-${Date.now()}` });
    check(refund.status === "succeeded", `the refund is ${refund.status}`);
    // two more: one suspended (the page says it is paused and whom to contact), one revoked (410, deactivated)
    const another = async (label) => {
      const q = await api("/v1/quotes", { key, body: { offer_id: esim.id, payment_source: "wallet" }, idem: `quote-${label}-${Date.now()}` });
      return api(`/v1/orders/${q.order_id}`, { key });
    };
    const pausedOrder = await another("paused");
    const suspended = await api(`/v1/orders/${pausedOrder.id}/esim/suspend`, { key, body: { reason: "phone reported lost" }, idem: `suspend-${Date.now()}` });
    check(suspended.service_state === "suspended", `the suspended eSIM reads ${suspended.service_state}`);
    const revokedOrder = await another("revoked");
    const revoked = await api(`/v1/orders/${revokedOrder.id}/esim/revoke`, { key, body: { reason: "abuse reported" }, idem: `revoke-${Date.now()}` });
    check(revoked.service_state === "revoked", `the revoked eSIM reads ${revoked.service_state}`);

    const views = [
      { name: "320", width: 320, userAgent: IPHONE },
      { name: "1280", width: 1280, userAgent: undefined },
    ];
    for (const view of views) {
      const ctx = await browser.newContext({ viewport: { width: view.width, height: 900 }, userAgent: view.userAgent });
      await ctx.route("**/*", (route) => {
        const url = route.request().url();
        if (url.startsWith(`${base}/`)) return route.continue();
        refused.add(url);
        return route.abort("blockedbyclient");
      });
      const p = await ctx.newPage();
      p.on("pageerror", (e) => errors.push(e.message));
      p.on("console", (m) => m.type() === "error" && /Content Security Policy/i.test(m.text()) && errors.push(`${view.name}: ${m.text()}`));
      const pages = [
        ...["en", "ja", "zh-Hans", "de"].map((lang) => ({ lang, url: `${d.install_url}?lang=${lang}`, status: 200, shot: `install-branded-${lang}-${view.name}.png` })),
        { lang: "de", url: `${neverOrder.deliverable.install_url}?lang=de`, status: 410, shot: `install-cancelled-de-${view.name}.png` },
        { lang: "es", url: `${pausedOrder.deliverable.install_url}?lang=es`, status: 200, paused: true, shot: `install-paused-es-${view.name}.png` },
        { lang: "ja", url: `${revokedOrder.deliverable.install_url}?lang=ja`, status: 410, shot: `install-revoked-ja-${view.name}.png` },
      ];
      for (const visit of pages) {
        const res = await p.goto(visit.url);
        const where = `${visit.shot}`;
        check(res.status() === visit.status, `${where}: answered ${res.status()}`);
        check((await p.getAttribute("html", "lang")) === visit.lang, `${where}: <html lang> is not ${visit.lang}`);
        const logo = p.locator(".brand-head img");
        check((await logo.getAttribute("alt")) === BRAND.display_name, `${where}: the logo's alt is not the brand's name`);
        check(await logo.evaluate((img) => img.complete && img.naturalWidth === 240), `${where}: the logo did not load`);
        check((await p.locator(".help a[href^='mailto:']").count()) === 1, `${where}: no support email`);
        if (visit.paused) {
          check((await p.locator('[data-esim="paused"]').count()) === 1, `${where}: the suspended eSIM's page does not say it is paused`);
          check((await p.locator(".qr").count()) === 0, `${where}: the suspended eSIM's page still shows its QR code`);
        } else if (visit.status === 200) {
          // the installed eSIM's install part, folded away: the traveller opens it
          await p.locator("details.install-again > summary").click();
          const svg = await p.locator(".qr svg").evaluate((el) => el.outerHTML);
          check(qrText(svg) === d.lpa, `${where}: the QR code does not read back to the lpa`);
          const apple = p.locator("a.apple");
          if (view.userAgent === IPHONE) {
            check(await apple.isVisible(), `${where}: the Apple button is not shown first on an iPhone`);
            check((await p.locator("details[open][data-platform]").getAttribute("data-platform")) === "ios", `${where}: the iPhone's steps are not open`);
          } else {
            await p.locator("#steps-ios summary").click();
          }
          const colour = await apple.evaluate((el) => getComputedStyle(el).backgroundColor);
          check(colour === BRAND_RGB, `${where}: the Apple button is ${colour}, not the brand's colour`);
          check((await apple.getAttribute("href")) === d.apple_install_url, `${where}: the Apple button links elsewhere`);
        }
        const sideways = await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        check(sideways <= 0, `${where}: scrolls sideways by ${sideways} px`);
        // Japanese and Chinese headings break between phrases, never leaving a kana alone on a line
        if (visit.lang === "ja" || visit.lang === "zh-Hans") {
          const breaking = await p.evaluate(() => [...document.querySelectorAll("h1, h2")].map((h) => getComputedStyle(h).wordBreak));
          check(breaking.length > 0 && breaking.every((b) => b === "auto-phrase"), `${where}: headings break as ${breaking.join(", ")}, not between phrases`);
        }
        const unnamed = await p.evaluate(UNNAMED);
        check(unnamed.length === 0, `${where}: controls without an accessible name: ${unnamed.join(" | ")}`);
        // axe-core, evaluated in the page (an injected <script> would be refused by the page's CSP)
        await p.evaluate(AXE);
        const { violations } = await p.evaluate(() => window.axe.run(document, { resultTypes: ["violations"] }));
        check(violations.length === 0, `${where}: axe found ${violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`).join("; ")}`);
        await p.screenshot({ path: join(SHOTS, visit.shot), fullPage: true });
        say(`${where}: branded, ${visit.lang}, no axe violation, no sideways scroll`);
      }
      await ctx.close();
    }

    check(refused.size === 0, `the page asked other hosts: ${[...refused].join(", ")}`);
    check(errors.length === 0, `page errors: ${errors.join("; ")}`);
    say(`screenshots in ${SHOTS}; no other host asked`);
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
