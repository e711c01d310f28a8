// The API reference page: served without a key, pointing Scalar at our own OpenAPI document,
// with the browser bundle pinned to the version the browser check (scripts/check-docs-page.mjs)
// serves from node_modules.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { SCALAR_BUNDLE_URL, SCALAR_VERSION } from "../../src/routes/docs";

describe("GET /docs", () => {
  it("serves the Scalar reference for /v1/openapi.json without an API key", async () => {
    const res = await buildApp().request("/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain(`<script src="${SCALAR_BUNDLE_URL}"`);
    expect(html).toMatch(/"url": "\/v1\/openapi\.json"/);
    expect(html).toContain("<title>Partner Commerce API reference</title>");
  });

  it("pins the bundle to the version installed for the browser check", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8"));
    expect(pkg.devDependencies["@scalar/api-reference"]).toBe(SCALAR_VERSION);
    const installed = JSON.parse(readFileSync("node_modules/@scalar/api-reference/package.json", "utf8"));
    expect(installed.version).toBe(SCALAR_VERSION);
  });

  it("names the deployment that answers as the document's server", async () => {
    const doc = (await (await buildApp().request("https://api.example.net/v1/openapi.json")).json()) as { servers: { url: string }[] };
    expect(doc.servers).toEqual([{ url: "https://api.example.net", description: "this deployment" }]);
  });
});
