// PUT and DELETE /v1/brand/logo and GET /brand-assets/… through the real app, with real image
// files (test/fixtures/brand, made by scripts/make-brand-fixtures.mjs): PNG, JPEG and WebP are
// taken whatever Content-Type says, judged by their bytes; SVG, GIF and files that start like an
// image but are cut short are 415; over 256 KiB is 413 (the route's own cap, while every other
// body keeps the 64 KiB one); sides outside 64..1024 are 400 with param logo. A refusal stores
// nothing, in R2 or on the brand. The bytes are served under their hash with a year's immutable
// cache, their sniffed type and nosniff; removing the logo keeps the bytes.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { call, expectError, newAccount, type Reply } from "../support/api";
import { issueKey } from "../../src/accounts/keys";
import type { RetrieveBrandResponse } from "../../src/routes/brand/read";
import type { UploadBrandLogoResponse } from "../../src/routes/brand/upload-logo";
import * as fx from "../fixtures/brand/fixtures";

const hex = async (bytes: Uint8Array) => [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");

async function putLogo(key: string, bytes: Uint8Array | string, contentType = "image/png", headers: Record<string, string> = {}): Promise<Reply<UploadBrandLogoResponse>> {
  const res = await exports.default.fetch(
    new Request("http://svc.test/v1/brand/logo", { method: "PUT", headers: { authorization: `Bearer ${key}`, "content-type": contentType, ...headers }, body: bytes }),
  );
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body: body as UploadBrandLogoResponse, headers: res.headers, text };
}

const brand = async (key: string) => (await call<RetrieveBrandResponse>("/v1/brand", { key })).body;
const stored = async () => (await env.BRAND_ASSETS.list()).objects.map((o) => o.key).sort();
const asset = (path: string) => exports.default.fetch(new Request(`http://svc.test${path}`));

describe("PUT /v1/brand/logo", () => {
  const accepted: [string, Uint8Array, string, string][] = [
    ["PNG", fx.logo_png, "image/png", "png"],
    ["JPEG", fx.logo_jpg, "image/jpeg", "jpg"],
    ["WebP", fx.logo_webp, "image/webp", "webp"],
  ];
  for (const [name, bytes, type, ext] of accepted) {
    it(`takes a ${name}, stores it under its hash and sets logo_url on PUBLIC_BASE_URL`, async () => {
      const { key } = await newAccount();
      const res = await putLogo(key, bytes, type);
      expect(res.status, res.text).toBe(200);
      const name = `${await hex(bytes)}.${ext}`;
      expect(res.body.logo_url).toBe(`${env.PUBLIC_BASE_URL}/brand-assets/${name}`);
      expect((await brand(key)).logo_url).toBe(res.body.logo_url);
      const object = await env.BRAND_ASSETS.get(name);
      expect(new Uint8Array(await object!.arrayBuffer())).toEqual(bytes);

      const served = await asset(`/brand-assets/${name}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe(type);
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    });
  }

  it("judges the type by the bytes: a PNG sent as image/jpeg (or as nothing in particular) is stored and served as a PNG", async () => {
    const { key } = await newAccount();
    for (const type of ["image/jpeg", "application/octet-stream", "image/svg+xml"]) {
      const res = await putLogo(key, fx.logo_png, type);
      expect(res.status, res.text).toBe(200);
      expect(res.body.logo_url).toMatch(/\.png$/);
    }
    const served = await asset(new URL((await brand(key)).logo_url!).pathname);
    expect(served.headers.get("content-type")).toBe("image/png");
  });

  it("takes the smallest and largest sides allowed (64 × 1024)", async () => {
    const { key } = await newAccount();
    expect((await putLogo(key, fx.edge_png)).status).toBe(200);
  });

  it("takes a file over the API's usual 64 KiB cap", async () => {
    const { key } = await newAccount();
    expect(fx.medium_png.length).toBeGreaterThan(64 * 1024);
    const res = await putLogo(key, fx.medium_png);
    expect(res.status, res.text).toBe(200);
  });

  const refused: [string, Uint8Array | string, string, number, string, string?][] = [
    ["an SVG (it can carry script), even sent as image/png", fx.logo_svg, "image/png", 415, "unsupported_media_type"],
    ["an SVG sent as image/svg+xml", fx.logo_svg, "image/svg+xml", 415, "unsupported_media_type"],
    ["a GIF", fx.pixel_gif, "image/gif", 415, "unsupported_media_type"],
    ["text", "just some words, not an image", "image/png", 415, "unsupported_media_type"],
    ["a PNG whose header lies: the signature and a whole IHDR, then cut short", fx.truncated_png, "image/png", 415, "unsupported_media_type"],
    ["a JPEG cut in half", fx.truncated_jpg, "image/jpeg", 415, "unsupported_media_type"],
    ["a 32×32 image", fx.small_png, "image/png", 400, "parameter_invalid", "logo"],
    ["a 2048×16 image", fx.wide_png, "image/png", 400, "parameter_invalid", "logo"],
    ["an image over 256 KiB", fx.large_png, "image/png", 413, "payload_too_large"],
    ["no body", "", "image/png", 400, "parameter_missing", "logo"],
  ];
  for (const [what, bytes, type, status, code, param] of refused) {
    it(`refuses ${what} with ${status} ${code}, storing nothing`, async () => {
      const { key } = await newAccount();
      await call("/v1/brand", { key, method: "PUT", body: { display_name: "Kept" } });
      const before = { brand: await brand(key), stored: await stored() };
      const res = await putLogo(key, bytes, type);
      expectError(res, status, code, param);
      expect(await brand(key)).toEqual(before.brand);
      expect(await stored()).toEqual(before.stored);
    });
  }

  it("says the size and the rule when the sides are wrong", async () => {
    const { key } = await newAccount();
    const res = await putLogo(key, fx.wide_png);
    expect((res.body as unknown as { error: { message: string } }).error.message).toBe("The logo is 2048×16 pixels; each side must be 64 to 1024 pixels.");
  });

  it("refuses a body over 256 KiB sent chunked, without a Content-Length, as well", async () => {
    const { key } = await newAccount();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < fx.large_png.length; at += 16 * 1024) controller.enqueue(fx.large_png.slice(at, at + 16 * 1024));
        controller.close();
      },
    });
    const res = await exports.default.fetch(
      new Request("http://svc.test/v1/brand/logo", { method: "PUT", headers: { authorization: `Bearer ${key}`, "content-type": "image/png" }, body: stream, duplex: "half" } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("payload_too_large");
  });

  it("lifts the 64 KiB body cap on this route only: a JSON body over 64 KiB is still 413 on PUT /v1/brand", async () => {
    const { key } = await newAccount();
    const res = await call("/v1/brand", { key, method: "PUT", rawBody: JSON.stringify({ display_name: "x".repeat(70 * 1024) }) });
    expectError(res, 413, "payload_too_large");
  });

  it("needs an API key", async () => {
    const res = await exports.default.fetch(new Request("http://svc.test/v1/brand/logo", { method: "PUT", headers: { "content-type": "image/png" }, body: fx.logo_png }));
    expect(res.status).toBe(401);
  });

  it("keeps test and live apart; the same image in both is one stored object", async () => {
    const { id, key } = await newAccount();
    const live = (await issueKey(env, id, "live")).secret!;
    const test = await putLogo(key, fx.logo_webp, "image/webp");
    expect((await brand(live)).logo_url).toBeNull();
    const inLive = await putLogo(live, fx.logo_webp, "image/webp");
    expect(inLive.body.logo_url).toBe(test.body.logo_url);
  });
});

describe("DELETE /v1/brand/logo", () => {
  it("removes the logo from the brand and keeps the stored bytes (another brand may show them)", async () => {
    const a = await newAccount();
    const b = await newAccount();
    const url = (await putLogo(a.key, fx.logo_jpg, "image/jpeg")).body.logo_url!;
    await putLogo(b.key, fx.logo_jpg, "image/jpeg");
    await call("/v1/brand", { key: a.key, method: "PUT", body: { display_name: "Still here" } });
    const res = await call<RetrieveBrandResponse>("/v1/brand/logo", { key: a.key, method: "DELETE" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: "brand", logo_url: null, display_name: "Still here" });
    expect((await brand(a.key)).logo_url).toBeNull();
    expect((await brand(b.key)).logo_url).toBe(url);
    expect((await asset(new URL(url).pathname)).status).toBe(200);
    // removing no logo is no error
    expect((await call("/v1/brand/logo", { key: a.key, method: "DELETE" })).status).toBe(200);
  });
});

describe("GET /brand-assets/…", () => {
  it("is 404 for a name not stored or not shaped as a content hash, and never cached", async () => {
    for (const path of [`/brand-assets/${"a".repeat(64)}.png`, "/brand-assets/logo.svg", `/brand-assets/${"A".repeat(64)}.png`, `/brand-assets/${"a".repeat(64)}.gif`]) {
      const res = await asset(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});

describe("the OpenAPI document", () => {
  it("documents the logo's body as binary PNG, JPEG and WebP, and the brand's errors", async () => {
    const doc = (await call<{ paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> }; responses: Record<string, unknown> }>> }>("/v1/openapi.json")).body;
    const upload = doc.paths["/v1/brand/logo"]!.put!;
    expect(Object.keys(upload.requestBody!.content).sort()).toEqual(["image/jpeg", "image/png", "image/webp"]);
    expect(upload.requestBody!.content["image/png"]!.schema).toEqual({ type: "string", format: "binary" });
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(["200", "400", "413", "415"]));
    expect(doc.paths["/v1/brand"]!.put!.requestBody!.content["application/json"]).toBeDefined();
    expect(doc.paths["/v1/brand/logo"]!.delete).toBeDefined();
  });
});
