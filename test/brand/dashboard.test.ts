// Settings → Brand through the real app, as a signed-in browser uses it: the page shows what
// GET /v1/brand answers; its forms run the API's own steps, so a saved form is what the API then
// reads, a refused one carries the API's words beside its field and stores nothing; the logo is
// uploaded as a multipart form (its own body cap, 256 KiB and framing; every other form keeps
// 64 KiB) and judged as the API judges it; Remove logo; the preview of the traveller's page is
// embedded; Copy to live makes the live brand the test brand, logo included, and asks the
// account's live access and a fresh second factor. Owners and developers change the brand; other
// roles read the page without forms and their posts are 403 with nothing changed.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { call } from "../support/api";
import { issueKey } from "../../src/accounts/keys";
import { ORIGIN, type Browser } from "../identity/browser";
import { formFields, grantLiveAccess, partner } from "../dashboard/helpers";
import type { RetrieveBrandResponse } from "../../src/routes/brand/read";
import * as fx from "../fixtures/brand/fixtures";
import { API_WORDS } from "../support/words";

const PAGE = "/dashboard/settings/brand";
const LOGO = `${PAGE}/logo`;
const REMOVE = `${PAGE}/logo/remove`;
const COPY = `${PAGE}/copy-to-live`;

const unescape = (s: string) => s.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
const fieldError = (html: string, field: string) => {
  const m = new RegExp(`data-error-for="${field}"[^>]*>([^<]*)<`).exec(html)?.[1];
  return m === undefined ? undefined : unescape(m);
};
const alertText = (html: string) => {
  const m = /role="alert">([^<]+)</.exec(html)?.[1];
  return m === undefined ? undefined : unescape(m);
};
const brand = async (key: string) => (await call<RetrieveBrandResponse>("/v1/brand", { key })).body;
const asRole = (accountId: string, role: string) => env.DB.prepare("UPDATE memberships SET role = ? WHERE account_id = ?").bind(role, accountId).run();

/** The brand form's fields as the page renders them, with `changes` typed over them. */
async function brandForm(b: Browser, changes: Record<string, string>) {
  return { ...formFields((await b.get(PAGE)).html, PAGE), default_language: "", ...changes };
}

/** The hidden fields of the form posting to `action` on the brand page (the CSRF token, the account and mode it was shown for). */
const hidden = async (b: Browser, action: string) => formFields((await b.get(PAGE)).html, action);

/** The logo form sent as a browser sends a file: multipart, with the session's cookies and our Origin. */
async function uploadLogo(b: Browser, bytes: Uint8Array, name = "logo.png", type = "image/png", fields?: Record<string, string>) {
  const form = new FormData();
  // a role without the form posts the CSRF token alone, as a hand-made form would
  const sent = fields ?? (/action="\/dashboard\/settings\/brand\/logo"/.test((await b.get(PAGE)).html) ? await hidden(b, LOGO) : { _csrf: await b.csrf(PAGE) });
  for (const [k, v] of Object.entries(sent)) form.set(k, v);
  form.set("logo", new File([bytes], name, { type }));
  const headers = new Headers({ origin: ORIGIN, cookie: [...b.cookies].map(([k, v]) => `${k}=${v}`).join("; ") });
  const res = await exports.default.fetch(new Request(`${ORIGIN}${LOGO}`, { method: "POST", headers, body: form }));
  return { status: res.status, html: await res.text() };
}

/** Email verified, two-factor enrolled and confirmed now: what a live form asks of a person. */
async function freshSecondFactor(accountId: string, at = Date.now()) {
  await env.DB.prepare("UPDATE users SET email_verified_at = ?, totp_enabled_at = ? WHERE id = (SELECT user_id FROM memberships WHERE account_id = ?)").bind(at, at, accountId).run();
  await env.DB.prepare("UPDATE sessions SET second_factor_at = ? WHERE user_id = (SELECT user_id FROM memberships WHERE account_id = ?)").bind(at, accountId).run();
}

describe("Settings → Brand", () => {
  it("is in the Settings navigation, shows the empty brand, the forms, the preview and Copy to live in test mode", async () => {
    const { b } = await partner();
    const page = await b.get(PAGE);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<a href="${PAGE}" aria-current="page"><strong>Brand</strong></a>`);
    expect((await b.get("/dashboard/settings")).html).toContain(`<a href="${PAGE}">Brand</a>`);
    expect(page.html).toContain("Nothing set yet");
    for (const f of ["display_name", "primary_color", "support_email", "support_url", "support_phone"]) expect(page.html).toContain(`name="${f}"`);
    expect(page.html).toMatch(/<select[^>]*name="default_language"/);
    expect(page.html).toMatch(new RegExp(`action="${LOGO}" enctype="multipart/form-data"`));
    expect(page.html).toContain('accept="image/png,image/jpeg,image/webp"');
    expect(page.html).toContain(`<iframe src="/dashboard/settings/brand/preview" title="Preview of your traveller&#39;s eSIM page"`);
    expect(page.html).toContain(`action="${COPY}"`);
    expect(page.html).not.toContain(`action="${REMOVE}"`);
  });

  it("saves the form as PUT /v1/brand would; an emptied field is cleared", async () => {
    const { b, key } = await partner();
    const saved = await b.post(
      PAGE,
      await brandForm(b, {
        display_name: " Roam Travel ",
        primary_color: "#1f4fd8",
        support_email: "help@roam.example",
        support_url: "https://roam.example/help",
        support_phone: "+14155550123",
        default_language: "fr",
      }),
    );
    expect(saved.status, saved.html.slice(0, 500)).toBe(200);
    expect(saved.html).toContain("Brand saved (test mode).");
    expect(await brand(key)).toMatchObject({
      display_name: "Roam Travel", primary_color: "#1F4FD8", support_email: "help@roam.example", support_url: "https://roam.example/help",
      support_phone: "+14155550123", default_language: "fr",
    });
    const page = await b.get(PAGE);
    expect(page.html).toContain('value="Roam Travel"');
    expect(page.html).toMatch(/<option value="fr" selected="">/);

    const cleared = await b.post(PAGE, await brandForm(b, { support_phone: "", default_language: "" }));
    expect(cleared.status).toBe(200);
    expect(await brand(key)).toMatchObject({ display_name: "Roam Travel", support_phone: null, default_language: null });
  });

  it("refuses a bad field beside it, by its label with how to put it right, and stores nothing, not even the valid fields", async () => {
    const { b, key } = await partner();
    const before = await brand(key);
    const light = await b.post(PAGE, await brandForm(b, { display_name: "Not stored", primary_color: "#777777" }));
    expect(light.status).toBe(400);
    const api = await call("/v1/brand", { key, method: "PUT", body: { primary_color: "#777777" } });
    // the step's own reason (the ratio and the rule), under the field's label instead of its API name
    expect(fieldError(light.html, "primary_color")).toBe(`Brand colour: ${(api.body as { error: { message: string } }).error.message.replace("Invalid primary_color: ", "")}`);
    expect(fieldError(light.html, "primary_color")).toContain("4.48:1");
    // what was typed is shown again
    expect(light.html).toContain('value="Not stored"');
    const said: [string, string, string][] = [
      ["support_url", "http://roam.example", "Support page: enter a page's address starting with https://, like https://example.com/help."],
      ["support_phone", "415 555 0123", "Support phone: enter the number with its country code, like +44 20 7946 0123"],
      ["support_email", "nobody", "Support email: enter an email address, like help@example.com."],
      ["display_name", "x".repeat(61), "Display name: enter 1 to 60 characters."],
      ["default_language", "nl", "Default language: choose one of the listed languages."],
    ];
    for (const [field, value, words] of said) {
      const res = await b.post(PAGE, await brandForm(b, { [field]: value }));
      expect(res.status, field).toBe(400);
      expect(fieldError(res.html, field), field).toContain(words);
      expect(fieldError(res.html, field), field).not.toMatch(API_WORDS);
    }
    expect(await brand(key)).toEqual(before);
  });

  it("takes the support phone as people type it, stores it in E.164 and shows it grouped", async () => {
    const { b, key } = await partner();
    for (const typed of ["+44 (0)20 7946-0123", "0044 20 7946 0123", "+44.20.7946.0123"]) {
      const res = await b.post(PAGE, await brandForm(b, { support_phone: typed }));
      expect(res.status, typed).toBe(200);
      expect((await brand(key)).support_phone, typed).toBe("+442079460123");
    }
    expect((await b.get(PAGE)).html).toContain('value="+44 20 7946 0123"');
  });

  it("uploads a logo as the API takes it, shows it, and removes it", async () => {
    const { b, key } = await partner();
    const res = await uploadLogo(b, fx.logo_webp, "logo.webp", "image/webp");
    expect(res.status, res.html.slice(0, 500)).toBe(200);
    expect(res.html).toContain("Logo uploaded (128×128 pixels).");
    const url = (await brand(key)).logo_url!;
    expect(url).toMatch(/\/brand-assets\/[0-9a-f]{64}\.webp$/);
    const page = await b.get(PAGE);
    expect(page.html).toContain(`src="${new URL(url).pathname}"`);
    expect(page.html).toContain(`action="${REMOVE}"`);

    const removed = await b.post(REMOVE, await hidden(b, REMOVE));
    expect(removed.status).toBe(200);
    expect(removed.html).toContain("Logo removed.");
    expect((await brand(key)).logo_url).toBeNull();
  });

  it("refuses what the API refuses, with its words, and stores nothing", async () => {
    const { b, key } = await partner();
    const stored = async () => (await env.BRAND_ASSETS.list()).objects.length;
    const count = await stored();
    const svg = await uploadLogo(b, fx.logo_svg, "logo.svg", "image/png");
    expect(svg.status).toBe(415);
    expect(alertText(svg.html)).toContain("The logo must be a PNG, JPEG or WebP image (SVG is not accepted).");
    expect(svg.html).toContain('aria-invalid="true"');
    const small = await uploadLogo(b, fx.small_png);
    expect(small.status).toBe(400);
    expect(alertText(small.html)).toBe("The logo is 32×32 pixels; each side must be 64 to 1024 pixels.");
    const lying = await uploadLogo(b, fx.truncated_png);
    expect(lying.status).toBe(415);
    const none = await uploadLogo(b, new Uint8Array(0), "empty.png");
    expect(none.status).toBe(400);
    expect((await brand(key)).logo_url).toBeNull();
    expect(await stored()).toBe(count);
  });

  it("gives the logo form its own body cap (an image over 256 KiB is 413) while every other form keeps 64 KiB", async () => {
    const { b, key } = await partner();
    const large = await uploadLogo(b, fx.large_png);
    expect(large.status).toBe(413);
    expect(large.html).toContain("at most 256 KiB");
    // an image over 64 KiB passes the logo form's cap and is judged by the image's own rule
    expect(fx.medium_png.length).toBeGreaterThan(64 * 1024);
    const medium = await uploadLogo(b, fx.medium_png);
    expect(medium.status).toBe(200);
    const big = await b.post(PAGE, await brandForm(b, { display_name: "x".repeat(70 * 1024) }));
    expect(big.status).toBe(413);
    expect(big.html).toContain("more than 64 KiB");
    expect((await brand(key)).display_name).toBeNull();
  });

  it("refuses a form shown in test mode and sent after the dashboard switched to live (another tab): 409, nothing changed", async () => {
    const { b, accountId } = await partner();
    const live = (await issueKey(env, accountId, "live")).secret!;
    await grantLiveAccess(accountId);
    await freshSecondFactor(accountId);
    const shownInTest = await brandForm(b, { display_name: "Meant for test" });
    const logoInTest = await hidden(b, LOGO);
    const copyInTest = await hidden(b, COPY);
    await b.post("/dashboard/mode", formFields((await b.get("/dashboard")).html, "/dashboard/mode"));
    const res = await b.post(PAGE, shownInTest);
    expect(res.status).toBe(409);
    expect(alertText(res.html)).toBe("This form was shown in test mode and the dashboard is now in live mode. Nothing was done: reload the page and try again.");
    expect((await uploadLogo(b, fx.logo_png, "logo.png", "image/png", logoInTest)).status).toBe(409);
    expect((await b.post(COPY, copyInTest)).status).toBe(409);
    expect(await brand(live)).toMatchObject({ display_name: null, logo_url: null });
  });

  it("refuses a form without the session's CSRF token", async () => {
    const { b, key } = await partner();
    const res = await uploadLogo(b, fx.logo_png, "logo.png", "image/png", { ...(await hidden(b, LOGO)), _csrf: "not-the-token" });
    expect(res.status).toBe(403);
    expect((await brand(key)).logo_url).toBeNull();
    expect((await b.post(PAGE, { _csrf: "wrong", display_name: "X" })).status).toBe(403);
  });
});

describe("roles", () => {
  it("a developer changes the brand", async () => {
    const { b, key, accountId } = await partner();
    await asRole(accountId, "developer");
    expect((await b.post(PAGE, await brandForm(b, { display_name: "By a developer" }))).status).toBe(200);
    expect((await uploadLogo(b, fx.logo_png)).status).toBe(200);
    expect(await brand(key)).toMatchObject({ display_name: "By a developer" });
  });

  for (const role of ["finance", "viewer"]) {
    it(`${role}: reads the page without its forms; every post is 403 and changes nothing`, async () => {
      const { b, key, accountId } = await partner();
      await call("/v1/brand", { key, method: "PUT", body: { display_name: "Set by the API" } });
      await asRole(accountId, role);
      const page = await b.get(PAGE);
      expect(page.status).toBe(200);
      expect(page.html).toContain('value="Set by the API"');
      expect(page.html).toContain(`Only owners and developers change the brand. Your role: ${role}.`);
      for (const action of [LOGO, COPY, REMOVE]) expect(page.html).not.toContain(`action="${action}"`);
      expect(page.html).not.toContain(">Save brand<");
      const csrf = await b.csrf(PAGE);
      const before = await brand(key);
      const posts = [
        await b.post(PAGE, { _csrf: csrf, display_name: "Changed" }),
        await uploadLogo(b, fx.logo_png),
        await b.post(REMOVE, { _csrf: csrf }),
        await b.post(COPY, { _csrf: csrf }),
      ];
      for (const p of posts) {
        expect(p.status).toBe(403);
        expect(alertText(p.html)).toBe("Only owners and developers change the brand.");
      }
      expect(await brand(key)).toEqual(before);
    });
  }
});

describe("Copy to live", () => {
  it("needs live access, then a fresh second factor; then the live brand is the test brand, logo included", async () => {
    const { b, key, accountId } = await partner();
    const live = (await issueKey(env, accountId, "live")).secret!;
    await call("/v1/brand", { key, method: "PUT", body: { display_name: "Roam", primary_color: "#1F4FD8", support_email: "help@roam.example" } });
    const testLogo = (await uploadLogo(b, fx.logo_jpg, "logo.jpg", "image/jpeg")).status;
    expect(testLogo).toBe(200);
    // a live field the test brand does not set is cleared by the copy
    await call("/v1/brand", { key: live, method: "PUT", body: { support_phone: "+14155550123", display_name: "Old live name" } });
    const liveBefore = await brand(live);

    const noAccess = await b.post(COPY, await hidden(b, COPY));
    expect(noAccess.status).toBe(403);
    expect(alertText(noAccess.html)).toBe("Copy to live needs live access: it opens once the account's verification is approved.");
    expect(await brand(live)).toEqual(liveBefore);

    await grantLiveAccess(accountId);
    const noFactor = await b.post(COPY, await hidden(b, COPY));
    expect(noFactor.status).toBe(403);
    expect(alertText(noFactor.html)).toBe("Verify your email first.");
    await freshSecondFactor(accountId, Date.now() - 11 * 60_000);
    const stale = await b.post(COPY, await hidden(b, COPY));
    expect(stale.status).toBe(403);
    expect(alertText(stale.html)).toContain("Confirm your two-factor code on the Security page");
    expect(await brand(live)).toEqual(liveBefore);

    await freshSecondFactor(accountId);
    const copied = await b.post(COPY, await hidden(b, COPY));
    expect(copied.status, copied.html.slice(0, 500)).toBe(200);
    expect(copied.html).toContain("The test brand was copied to live.");
    const test = await brand(key);
    const after = await brand(live);
    const { updated_at: _t, ...testFields } = test;
    const { updated_at: _l, ...liveFields } = after;
    expect(liveFields).toEqual(testFields);
    expect(after.support_phone).toBeNull();
    expect(after.logo_url).toMatch(/\.jpg$/);
  });

  it("is offered in test mode only; in live mode the page changes the live brand, with a fresh second factor", async () => {
    const { b, accountId } = await partner();
    const live = (await issueKey(env, accountId, "live")).secret!;
    await grantLiveAccess(accountId);
    const switched = await b.post("/dashboard/mode", formFields((await b.get("/dashboard")).html, "/dashboard/mode"));
    expect(switched.status).toBe(303);
    const page = await b.get(PAGE);
    expect(page.html).toContain("in live mode");
    expect(page.html).not.toContain(`action="${COPY}"`);

    const refused = await b.post(PAGE, await brandForm(b, { display_name: "Live brand" }));
    expect(refused.status).toBe(403);
    expect(alertText(refused.html)).toBe("Verify your email first.");
    expect((await uploadLogo(b, fx.logo_png)).status).toBe(403);
    expect((await brand(live)).display_name).toBeNull();

    await freshSecondFactor(accountId);
    const saved = await b.post(PAGE, await brandForm(b, { display_name: "Live brand" }));
    expect(saved.status).toBe(200);
    expect(saved.html).toContain("Brand saved (live mode).");
    expect((await brand(live)).display_name).toBe("Live brand");
  });
});
