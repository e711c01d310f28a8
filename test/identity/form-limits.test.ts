// A page form's body is capped at the API's 64 KiB before anything reads it: larger is 413, an
// HTML page with a sentence, before the form's token is looked at, whether the body says its
// length or comes chunked (then reading stops at the cap). Within the cap the usual checks answer.
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { MAX_BODY_BYTES } from "../../src/http/body";
import { Browser, ORIGIN, signUp } from "./browser";
import { BRAND_LOGO_FORM, LOGO_FORM_MAX_BYTES } from "../../src/pages/session";

/** A urlencoded body of exactly `bytes` bytes with no token. */
const padded = (bytes: number) => ({ pad: "x".repeat(bytes - "pad=".length) });

let ip = 0;
const fresh = () => ({ "cf-connecting-ip": `198.18.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}` });

const SIGNED_OUT = ["/login", "/signup", "/admin/login", "/admin/setup", "/forgot-password", "/reset-password", "/verify-email", "/invite"];

const expectTooLarge = (res: { status: number; html: string; headers: Headers }, what: string) => {
  expect(res.status, what).toBe(413);
  expect(res.headers.get("content-type"), what).toMatch(/^text\/html/);
  expect(res.html, what).toContain(what === BRAND_LOGO_FORM ? "at most 256 KiB" : "more than 64 KiB");
  expect(res.headers.get("content-security-policy"), what).toContain("default-src 'self'");
};

const CHUNK = 16 * 1024;
const TOTAL = 8 * 1024 * 1024;

/** Posts a chunked urlencoded body of TOTAL bytes; reports how many bytes the app pulled. */
async function postChunked(path: string, cookie?: string) {
  let pulled = 0;
  const chunk = new TextEncoder().encode("x".repeat(CHUNK));
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= TOTAL) return controller.close();
      pulled += CHUNK;
      controller.enqueue(chunk);
    },
  });
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...fresh() };
  if (cookie) headers.cookie = cookie;
  const res = await exports.default.fetch(new Request(`${ORIGIN}${path}`, { method: "POST", body, headers }));
  return { res: { status: res.status, html: await res.text(), headers: res.headers }, pulled };
}

describe("page form bodies are capped before any check", () => {
  it("a body over 64 KiB with no token is 413 on the signed-out forms and the console's", async () => {
    for (const path of SIGNED_OUT) {
      const res = await new Browser().request(path, { form: padded(MAX_BODY_BYTES + 1024), csrf: false, headers: fresh() });
      expectTooLarge(res, path);
    }
  });

  it("a body just under the cap still gets the usual 403 for its missing token", async () => {
    for (const path of ["/login", "/signup", "/admin/login", "/admin/setup"]) {
      const res = await new Browser().request(path, { form: padded(MAX_BODY_BYTES - 16), csrf: false, headers: fresh() });
      expect(res.status, path).toBe(403);
    }
    const b = new Browser();
    await signUp(b);
    expect((await b.request("/dashboard/api-keys", { form: padded(MAX_BODY_BYTES - 16), headers: fresh() })).status).toBe(403);
  });

  it("a signed-in dashboard form over 64 KiB is 413 and changes nothing", async () => {
    const b = new Browser();
    await signUp(b);
    const keys = async () => ((await b.get("/dashboard/api-keys")).html.match(/<tr>/g) ?? []).length;
    const before = await keys();
    // even with the right token: the body is refused before it is read
    const res = await b.request("/dashboard/api-keys", { form: { _csrf: await b.csrf("/dashboard/api-keys"), mode: "test", ...padded(MAX_BODY_BYTES) }, headers: fresh() });
    expectTooLarge(res, "/dashboard/api-keys");
    expect(await keys()).toBe(before);
  });

  it("a chunked body (no Content-Length) over the cap is cut off, not read whole", async () => {
    for (const path of ["/login", "/admin/login", "/admin/setup"]) {
      const { res, pulled } = await postChunked(path);
      expectTooLarge(res, `${path} (chunked)`);
      expect(pulled, path).toBeLessThan(TOTAL / 4);
    }
    const b = new Browser();
    await signUp(b);
    const cookie = [...b.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const { res, pulled } = await postChunked("/dashboard/wallet/bank-transfer", cookie);
    expectTooLarge(res, "/dashboard/wallet/bank-transfer (chunked)");
    expect(pulled).toBeLessThan(TOTAL / 4);
  });

  it("every page route that takes a POST answers 413 to an oversized body", async () => {
    const paths = new Set(
      buildApp()
        .routes.filter((r) => r.method === "POST" && !r.path.includes("*") && !/^\/(v1|admin\/v1|hooks|intake)(\/|$)/.test(r.path))
        .map((r) => r.path.replace(/:\w+/g, "x_1")),
    );
    // the dashboard, its areas and the console are all there
    for (const path of ["/dashboard/switch", "/dashboard/wallet/bank-transfer", "/dashboard/revenue/transfer", "/dashboard/settings/verification/kyb", "/admin/money/payouts", "/admin/setup"]) {
      expect(paths, path).toContain(path);
    }
    for (const path of paths) {
      // the logo upload's own cap is the image's 256 KiB and its framing; every other form's is 64 KiB
      const cap = path === BRAND_LOGO_FORM ? LOGO_FORM_MAX_BYTES : MAX_BODY_BYTES;
      const res = await new Browser().request(path, { form: padded(cap + 1), csrf: false, headers: fresh() });
      expectTooLarge(res, path);
    }
  });
});
