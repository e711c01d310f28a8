// The two API references through the Worker as deployed: the partner document and page need no
// key, the operator document needs no token (its page loads it from the browser) while every
// other operator call still does, and each page answers under its Content Security Policy.
import { describe, expect, it } from "vitest";
import { call, expectError } from "../support/api";

interface Doc {
  info: { title: string };
  paths: Record<string, unknown>;
}

describe("the API references", () => {
  it("serves the partner document without a key, with partner operations only", async () => {
    const res = await call<Doc>("/v1/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.info.title).toBe("Partner Commerce API");
    expect(res.body.paths["/v1/quotes"]).toBeDefined();
    expect(Object.keys(res.body.paths).filter((p) => !p.startsWith("/v1/"))).toEqual([]);
  });

  it("serves the operator document without the token, while the operator API itself still needs it", async () => {
    const res = await call<Doc>("/admin/v1/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.info.title).toBe("Partner Commerce operator API");
    expect(res.body.paths["/admin/v1/accounts"]).toBeDefined();
    expect(res.body.paths["/hooks/{provider}/{mode}"]).toBeDefined();
    expectError(await call("/admin/v1/accounts"), 401, "api_key_required");
    expectError(await call("/admin/v1/openapi.jsonx"), 401, "api_key_required");
    expectError(await call("/admin/v1/accounts", { key: "wrong" }), 401, "invalid_api_key");
  });

  for (const [page, document] of [["/docs", "/v1/openapi.json"], ["/docs/operator", "/admin/v1/openapi.json"]] as const) {
    it(`${page} renders ${document} with the Scalar bundle from this origin, under its CSP`, async () => {
      const res = await call(page);
      expect(res.status).toBe(200);
      expect(res.text).toContain(`"url": "${document}"`);
      expect(res.text).toMatch(/<script src="\/static\/scalar\/\d+\.\d+\.\d+\/standalone\.js" nonce="/);
      expect(res.text).not.toMatch(/https?:\/\//);
      expect(res.headers.get("content-security-policy")).toMatch(/^default-src 'self'; script-src 'self' 'nonce-[A-Za-z0-9_-]+'; /);
    });
  }
});
