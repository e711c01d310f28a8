// The traveller's eSIM page through the real app: the partner's brand on top (or the neutral page
// without one), the eSIM's state in words and figures from the usage source of
// GET /v1/orders/{id}/usage, the install steps in the visitor's platform's order, the support
// contacts that are set, eight languages chosen by ?lang=, Accept-Language, the brand's default,
// then English; nothing loaded from another host and the supplier never named. Then the
// dashboard's preview of the same page with a sample eSIM, framed by the dashboard alone.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, newAccount } from "../support/api";
import { accountStub, bankTransfer, buy, catalog, eventually, key, withUnlimitedOffer } from "../support/money";
import { all, parseHtml, textOf, type El } from "../support/html";
import { Browser, lastMail, PASSWORD, signUp, uniqueEmail } from "../identity/browser";
import { PAGE_CSP } from "../../src/pages/headers";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";

const NEVER_INSTALLED = "off_test_never_installed";
const DAY = 86_400;
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

type Deliverable = { lpa: string; smdp_address: string; activation_code: string; install_url: string };

interface BrandRow {
  display_name?: string | null;
  logo_key?: string | null;
  logo_width?: number | null;
  logo_height?: number | null;
  primary_color?: string | null;
  support_email?: string | null;
  support_url?: string | null;
  support_phone?: string | null;
  default_language?: string | null;
}

/** Writes the account's brand row directly (what PUT /v1/brand stores). */
async function setBrand(accountId: string, b: BrandRow): Promise<void> {
  await runInDurableObject(accountStub(accountId), (_, state) => {
    state.storage.sql.exec(
      `INSERT OR REPLACE INTO brand (id, display_name, logo_key, logo_width, logo_height, primary_color, support_email, support_url, support_phone, default_language, updated_at)
       VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      b.display_name ?? null, b.logo_key ?? null, b.logo_width ?? null, b.logo_height ?? null, b.primary_color ?? null,
      b.support_email ?? null, b.support_url ?? null, b.support_phone ?? null, b.default_language ?? null, Date.now(),
    );
  });
}

const FULL_BRAND: BrandRow = {
  display_name: "Kestrel Voyages",
  logo_key: `${"ab".repeat(32)}.png`,
  logo_width: 240,
  logo_height: 80,
  primary_color: "#0B5CAD",
  support_email: "help@kestrel.example",
  support_url: "https://kestrel.example/help",
  support_phone: "+442071838750",
};

/** A sandbox account that bought one eSIM (of `offerId`, else the cheapest: 1 GB for 7 days). */
async function soldEsim(offerId?: string, name?: string) {
  const acct = await newAccount(name);
  const { esim } = await catalog(acct.key);
  await bankTransfer(acct.key, 10_000);
  const q = await buy(acct.key, offerId ?? esim.id);
  expect(q.status, q.text).toBe(200);
  const order = await eventually(async () => (await call<RetrieveOrderResponse>(`/v1/orders/${q.body.order_id}`, { key: acct.key })).body, (o) => o.status !== "pending");
  expect(order.status).toBe("fulfilled");
  const d = order.deliverable as unknown as Deliverable;
  return { acct, orderId: order.id, d, path: new URL(d.install_url).pathname };
}

async function open(path: string, headers: Record<string, string> = {}) {
  const res = await call(path, { key: null, headers });
  return { ...res, root: parseHtml(res.text) };
}

const byId = (root: El, id: string) => all(root, (e) => e.attrs.id === id)[0];
const htmlLang = (root: El) => all(root, (e) => e.tag === "html")[0]!.attrs.lang;
const text = (root: El) => textOf(all(root, (e) => e.tag === "body")[0]!).replace(/\s+/g, " ");

const setUsage = (apiKey: string, orderId: string, percent: number) =>
  call(`/v1/test_helpers/orders/${orderId}/usage`, { key: apiKey, body: { data_used_percent: percent }, idem: key("usage") });
const advance = (apiKey: string, seconds: number) => call("/v1/test_helpers/clock/advance", { key: apiKey, body: { seconds }, idem: key("clock") });

/** Every URL the page would load (src, link href) and every link it offers (a href). */
function urls(root: El) {
  const loads = all(root, (e) => "src" in e.attrs || (e.tag === "link" && "href" in e.attrs)).map((e) => e.attrs.src ?? e.attrs.href!);
  const links = all(root, (e) => e.tag === "a").map((e) => e.attrs.href!);
  return { loads, links };
}

describe("the traveller's eSIM page", () => {
  it("without a brand it is the neutral page: no logo, name, colour or help, the default policy, English", async () => {
    const { d, path } = await soldEsim(undefined, "Zebrafinch Travel Ltd");
    const res = await open(path);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("content-security-policy")).toBe(PAGE_CSP);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("vary")).toMatch(/accept-language/i);
    expect(htmlLang(res.root)).toBe("en");
    expect(res.text).not.toContain("<style");
    expect(res.text).not.toContain("brand-head");
    expect(res.text).not.toContain("Need help?");
    expect(all(res.root, (e) => e.tag === "img")).toEqual([]);
    const words = text(res.root);
    expect(words).toContain("Your eSIM");
    expect(words).toContain("Active");
    expect(words).toContain("1 GB of 1 GB left");
    expect(words).toMatch(/7 days left \(until .+ UTC\)/);
    expect(words).toContain("Install on iPhone");
    expect(res.text).toContain(d.activation_code);
    for (const absent of ["Zebrafinch", "airalo", "reloadly", "Partner Commerce"]) expect(res.text.toLowerCase()).not.toContain(absent.toLowerCase());
  });

  it("with a brand: its logo sized and named, its name, its colour allowed by hash, the contacts that are set, never the supplier", async () => {
    const { acct, path } = await soldEsim();
    await setBrand(acct.id, { ...FULL_BRAND, support_url: null });
    const res = await open(path);
    expect(res.status, res.text).toBe(200);
    const img = all(res.root, (e) => e.tag === "img")[0]!;
    expect(img.attrs).toMatchObject({ src: `/brand-assets/${FULL_BRAND.logo_key}`, width: "240", height: "80", alt: "Kestrel Voyages" });
    expect(text(res.root)).toContain("Kestrel Voyages");
    expect(all(res.root, (e) => e.tag === "title")[0] && textOf(all(res.root, (e) => e.tag === "title")[0]!)).toBe("Your eSIM · Kestrel Voyages");
    // the colour: an inline <style> whose hash, and only that, the page's policy allows
    const style = all(res.root, (e) => e.tag === "style")[0]!;
    const css = textOf(style);
    expect(css).toBe(".traveller{--brand:#0b5cad}");
    const digest = btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(css)))));
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toBe(`${PAGE_CSP}; style-src 'self' 'sha256-${digest}'`);
    expect(csp).not.toContain("unsafe-inline");
    expect(all(res.root, (e) => (e.attrs.class ?? "").split(" ").includes("branded"))).toHaveLength(1);
    // help: the email and the phone that are set, not the website that is not
    const help = byId(res.root, "help")!.parent!;
    const helpText = textOf(help).replace(/\s+/g, " ");
    expect(helpText).toContain("Need help?");
    expect(helpText).toContain("help@kestrel.example");
    expect(helpText).not.toContain("Website");
    expect(helpText).toContain("Phone: +44 20 7183 8750");
    const helpLinks = all(help, (e) => e.tag === "a").map((e) => e.attrs.href);
    expect(helpLinks).toEqual(["mailto:help@kestrel.example", "tel:+442071838750"]);
    for (const absent of ["airalo", "reloadly"]) expect(res.text.toLowerCase()).not.toContain(absent);

    await setBrand(acct.id, { display_name: "Kestrel Voyages", support_url: "https://kestrel.example/help" });
    const urlOnly = await open(path);
    const links = all(byId(urlOnly.root, "help")!.parent!, (e) => e.tag === "a").map((e) => e.attrs.href);
    expect(links).toEqual(["https://kestrel.example/help"]);
    // a name and no logo: the name alone, no colour
    expect(all(urlOnly.root, (e) => e.tag === "img")).toEqual([]);
    expect(urlOnly.text).not.toContain("<style");
    expect(urlOnly.headers.get("content-security-policy")).toBe(PAGE_CSP);
  });

  it("loads nothing from another host: every src and stylesheet is the service's own; the only outside links are Apple's and the brand's", async () => {
    const { acct, path } = await soldEsim();
    await setBrand(acct.id, FULL_BRAND);
    for (const ua of [IPHONE, ANDROID, DESKTOP]) {
      const { root } = await open(path, { "user-agent": ua });
      const { loads, links } = urls(root);
      expect(loads.length).toBeGreaterThan(0);
      for (const u of loads) expect(u, u).toMatch(/^\/(?!\/)/);
      for (const u of links) {
        if (/^[a-z]+:/i.test(u) && !/^(mailto|tel):/.test(u)) {
          expect(u.startsWith("https://esimsetup.apple.com/") || u === FULL_BRAND.support_url, u).toBe(true);
        } else if (!/^(mailto|tel):/.test(u)) expect(u, u).toMatch(/^(\?|\/(?!\/))/);
      }
    }
  });

  it("chooses the language: ?lang=, else Accept-Language, else the brand's default, else English; zh-CN is zh-Hans, an unknown one falls through", async () => {
    const { acct, path } = await soldEsim();
    const langOf = async (query: string, accept?: string) => {
      const res = await open(`${path}${query}`, accept ? { "accept-language": accept } : {});
      expect(res.status).toBe(200);
      return htmlLang(res.root);
    };
    expect(await langOf("")).toBe("en");
    expect(await langOf("", "ko-KR,ko;q=0.9")).toBe("en");
    expect(await langOf("", "de-DE,de;q=0.9,en;q=0.8")).toBe("de");
    expect(await langOf("", "zh-CN,zh;q=0.9")).toBe("zh-Hans");
    expect(await langOf("", "zh-TW")).toBe("en");
    expect(await langOf("?lang=ja", "de-DE")).toBe("ja");
    expect(await langOf("?lang=xx", "fr-FR")).toBe("fr");
    expect(await langOf("?lang=pt-BR")).toBe("pt");
    await setBrand(acct.id, { display_name: "Kestrel Voyages", default_language: "it" });
    expect(await langOf("")).toBe("it");
    expect(await langOf("?lang=xx", "ko")).toBe("it");
    expect(await langOf("", "es-MX")).toBe("es");
    expect(await langOf("?lang=zh-Hans", "es")).toBe("zh-Hans");

    // the words, figures and dates are the language's own; the switch names each language in itself
    const ja = await open(`${path}?lang=ja`);
    const jaText = text(ja.root);
    expect(jaText).toContain("利用中");
    expect(jaText).toMatch(/残り1 GB（1 GB中）/);
    expect(jaText).toMatch(/残り7日（\d{4}年\d{1,2}月\d{1,2}日/);
    const de = await open(`${path}?lang=de`);
    expect(text(de.root)).toMatch(/Noch 7 Tage \(bis \d{1,2}\. [A-Za-zä]+ \d{4}/);
    const switchLinks = all(de.root, (e) => e.tag === "a" && "hreflang" in e.attrs);
    expect(switchLinks.map((a) => [a.attrs.href, a.attrs.hreflang, a.attrs.lang, textOf(a)])).toEqual([
      ["?lang=en", "en", "en", "English"], ["?lang=es", "es", "es", "Español"], ["?lang=fr", "fr", "fr", "Français"], ["?lang=de", "de", "de", "Deutsch"],
      ["?lang=pt", "pt", "pt", "Português"], ["?lang=it", "it", "it", "Italiano"], ["?lang=ja", "ja", "ja", "日本語"], ["?lang=zh-Hans", "zh-Hans", "zh-Hans", "简体中文"],
    ]);
    expect(switchLinks.filter((a) => a.attrs["aria-current"]).map((a) => a.attrs.hreflang)).toEqual(["de"]);
  });

  it("states: active with the bar and what is left, used up, expired, in words and figures", async () => {
    const { acct, orderId, path } = await soldEsim();
    expect((await setUsage(acct.key, orderId, 40)).status).toBe(200);
    const active = await open(path);
    expect(byId(active.root, "esim-state")).toBeTruthy();
    expect(text(active.root)).toContain("Active");
    expect(textOf(byId(active.root, "data-left")!)).toBe("0.6 GB of 1 GB left");
    const meter = all(active.root, (e) => e.tag === "meter")[0]!;
    expect(meter.attrs).toMatchObject({ min: "0", max: "1024", "aria-labelledby": "data-left" });
    expect(Number(meter.attrs.value)).toBeCloseTo(614, -1);
    const usage = (await call<{ data_remaining_mb: number }>(`/v1/orders/${orderId}/usage`, { key: acct.key })).body;
    expect(Number(meter.attrs.value)).toBe(usage.data_remaining_mb);
    expect(textOf(byId((await open(`${path}?lang=fr`)).root, "data-left")!).replace(/\s/g, " ")).toBe("Il reste 0,6 Go sur 1 Go");

    expect((await setUsage(acct.key, orderId, 100)).status).toBe(200);
    const usedUp = await open(path);
    expect(text(usedUp.root)).toContain("Used up");
    expect(textOf(byId(usedUp.root, "data-left")!)).toBe("0 GB of 1 GB left");

    expect((await advance(acct.key, 8 * DAY)).status).toBe(200);
    const expired = await open(`${path}?lang=es`);
    expect(expired.status).toBe(200);
    expect(text(expired.root)).toContain("Caducada");
    expect(text(expired.root)).toMatch(/Caducó el \d{1,2} de [a-z]+ de \d{4}/);
  });

  it("states: a never-installed eSIM says so; cancelled by its refund, the page answers 410, branded and translated", async () => {
    const { acct, orderId, path } = await soldEsim(NEVER_INSTALLED);
    await setBrand(acct.id, FULL_BRAND);
    const waiting = await open(path);
    expect(waiting.status).toBe(200);
    expect(text(waiting.root)).toContain("Not installed yet");
    expect(byId(waiting.root, "validity")).toBeUndefined();

    const refund = await call<{ status: string }>("/v1/refunds", { key: acct.key, body: { order_id: orderId, reason: "trip_cancelled" }, idem: key("refund") });
    expect(refund.status, refund.text).toBe(200);
    expect(refund.body.status).toBe("succeeded");
    const gone = await open(`${path}?lang=de`);
    expect(gone.status).toBe(410);
    expect(htmlLang(gone.root)).toBe("de");
    const words = text(gone.root);
    expect(words).toContain("Diese eSIM wurde storniert");
    expect(words).toContain("wenden Sie sich an Kestrel Voyages");
    expect(all(gone.root, (e) => e.tag === "img")[0]!.attrs.alt).toBe("Kestrel Voyages");
    expect(words).toContain("Brauchen Sie Hilfe?");
    expect(gone.headers.get("content-security-policy")).toContain("style-src 'self' 'sha256-");
    expect(gone.text).not.toContain("LPA:");
    expect(gone.text).not.toContain("data-copy");

    // neutral and in English without a brand
    const plain = await soldEsim(NEVER_INSTALLED);
    await call("/v1/refunds", { key: plain.acct.key, body: { order_id: plain.orderId, reason: "trip_cancelled" }, idem: key("refund") });
    const neutral = await open(plain.path);
    expect(neutral.status).toBe(410);
    expect(text(neutral.root)).toContain("If you need a new eSIM, ask whoever sent you this link.");
  });

  it("an unlimited plan reads Unlimited, with no bar", async () => {
    await withUnlimitedOffer(async (id) => {
      const { path } = await soldEsim(id);
      const res = await open(path);
      expect(textOf(byId(res.root, "data-left")!)).toBe("Unlimited");
      expect(all(res.root, (e) => e.tag === "meter")).toEqual([]);
      expect(text(res.root)).toContain("5 days left");
      expect(textOf(byId((await open(`${path}?lang=ja`)).root, "data-left")!)).toBe("無制限");
    });
  });

  it("puts the visitor's platform first: an iPhone Apple's button and its steps, Android its steps and the codes, a computer the QR code", async () => {
    const { path } = await soldEsim();
    const order = async (ua: string) => {
      const { root, text: html } = await open(path, { "user-agent": ua });
      const at = (needle: string) => html.indexOf(needle);
      const open_ = all(root, (e) => e.tag === "details" && "open" in e.attrs).map((e) => e.attrs["data-platform"]);
      return { at, open: open_, root };
    };
    const ios = await order(IPHONE);
    expect(ios.open).toEqual(["ios"]);
    expect(ios.at('class="apple"')).toBeLessThan(ios.at('id="steps-ios"'));
    expect(ios.at('id="steps-ios"')).toBeLessThan(ios.at('id="manual-codes"'));
    expect(ios.at('id="manual-codes"')).toBeLessThan(ios.at('id="steps-android"'));
    const android = await order(ANDROID);
    expect(android.open).toEqual(["android"]);
    expect(android.at('id="steps-android"')).toBeLessThan(android.at('id="manual-codes"'));
    expect(android.at('id="manual-codes"')).toBeLessThan(android.at('id="steps-ios"'));
    expect(android.at('id="steps-ios"')).toBeLessThan(android.at('class="apple"'));
    const desktop = await order(DESKTOP);
    expect(desktop.open).toEqual([]);
    expect(desktop.at('id="qr-code"')).toBeLessThan(desktop.at('id="steps-ios"'));
    // each way holds every part once: one Apple button, one QR code, the codes with their copy buttons
    for (const o of [ios, android, desktop]) {
      expect(all(o.root, (e) => e.attrs.class === "apple")).toHaveLength(1);
      expect(all(o.root, (e) => e.attrs.id === "qr-code")).toHaveLength(1);
      expect(all(o.root, (e) => "data-copy" in e.attrs).length).toBeGreaterThanOrEqual(2);
    }
  });

  it("an unknown link is 404 in the visitor's language", async () => {
    const res = await open(`/install/${"0".repeat(104)}?lang=fr`);
    expect(res.status).toBe(404);
    expect(htmlLang(res.root)).toBe("fr");
    expect(text(res.root)).toContain("Lien introuvable");
    const en = await open(`/install/nope`, { "accept-language": "ko" });
    expect(en.status).toBe(404);
    expect(text(en.root)).toContain("Link not found");
  });
});

describe("the dashboard's preview of the traveller's page", () => {
  it("shows the signed-in account's brand on a sample eSIM, to any member, framed only by the dashboard", async () => {
    const signedOut = await new Browser().get("/dashboard/settings/brand/preview");
    expect(signedOut.status).toBe(303);
    expect(signedOut.location).toBe("/login?next=%2Fdashboard%2Fsettings%2Fbrand%2Fpreview");

    const b = new Browser();
    const { key: apiKey } = await signUp(b, undefined, "Heron Trips");
    const accountId = (await call<{ id: string }>("/v1/account", { key: apiKey! })).body.id;
    const neutral = await b.get("/dashboard/settings/brand/preview");
    expect(neutral.status, neutral.html).toBe(200);
    expect(neutral.html).toContain("LPA:1$smdp.example$SAMPLE");
    expect(neutral.html).toContain("Sample page");
    expect(neutral.html).not.toContain("Heron Trips");
    expect(neutral.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(neutral.headers.get("content-security-policy")).toBe(PAGE_CSP.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));

    await setBrand(accountId, { ...FULL_BRAND, default_language: "ja" });
    const branded = await b.get("/dashboard/settings/brand/preview");
    expect(branded.status).toBe(200);
    const root = parseHtml(branded.html);
    expect(htmlLang(root)).toBe("ja");
    expect(all(root, (e) => e.tag === "img")[0]!.attrs.alt).toBe("Kestrel Voyages");
    expect(text(root)).toContain("サンプルページ");
    expect(textOf(byId(root, "data-left")!)).toBe("残り2.4 GB（5 GB中）");
    const csp = branded.headers.get("content-security-policy")!;
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+'$/);
    expect(htmlLang(parseHtml((await b.get("/dashboard/settings/brand/preview?lang=es")).html))).toBe("es");

    // every other dashboard page still may not be framed at all
    const home = await b.get("/dashboard");
    expect(home.headers.get("x-frame-options")).toBe("DENY");
    expect(home.headers.get("content-security-policy")).toBe(PAGE_CSP);
  });

  it("a viewer sees it too", async () => {
    const owner = new Browser();
    await signUp(owner, uniqueEmail(), "Viewer Co", { verified: true });
    const email = uniqueEmail("viewer");
    const invited = await owner.post("/dashboard/team/invite", { _csrf: await owner.csrf("/dashboard/team"), email, role: "viewer" });
    expect(invited.status).toBe(200);
    const token = new URL((await lastMail(email)).link, "http://x").searchParams.get("token")!;
    const viewer = new Browser();
    expect((await viewer.post("/invite", { token, password: PASSWORD })).location).toBe("/dashboard");
    const page = await viewer.get("/dashboard/settings/brand/preview");
    expect(page.status).toBe(200);
    expect(page.html).toContain("SAMPLE-ACTIVATION-CODE");
  });
});
