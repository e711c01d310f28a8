// The API reference pages: served without a key, pointing Scalar at our own OpenAPI documents,
// loading nothing from another host (the pinned Scalar bundle is one of the Worker's static
// assets, which scripts/docs-assets.mjs fills from node_modules), under a Content Security Policy
// whose one-time nonce is the one the page's scripts carry.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ASSETS_DIR, prepareDocsAssets } from "../../scripts/docs-assets.mjs";
// @ts-expect-error: a plain ES module without types
import { readWranglerConfig } from "../../scripts/lib/wrangler-config.mjs";
import { buildApp } from "../../src/app";
import { SCALAR_BUNDLE_PATH, SCALAR_VERSION } from "../../src/routes/docs";

const ENV = { RATE_LIMITS: "off" };
const PAGES = [
  { path: "/docs", document: "/v1/openapi.json", title: "Partner Commerce API reference" },
  { path: "/docs/operator", document: "/admin/v1/openapi.json", title: "Partner Commerce operator API reference" },
];

/** Every URL the page's markup names: src, href and action attributes, url(…) in styles, and quoted absolute URLs. */
function urlsIn(html: string): string[] {
  const attrs = [...html.matchAll(/\b(?:src|href|action|content)\s*=\s*"([^"]*)"/g)].map((m) => m[1]!);
  const css = [...html.matchAll(/url\(\s*['"]?([^'")]+)/g)].map((m) => m[1]!);
  const quoted = [...html.matchAll(/"((?:https?:)?\/\/[^"]*)"/g)].map((m) => m[1]!);
  return [...attrs, ...css, ...quoted];
}

describe("GET /docs and /docs/operator", () => {
  for (const page of PAGES) {
    it(`${page.path} serves the Scalar reference for ${page.document}, loading only from this origin`, async () => {
      const res = await buildApp().request(page.path, {}, ENV);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toContain(`<title>${page.title}</title>`);
      expect(html).toContain(`"url": "${page.document}"`);
      expect(html).toMatch(new RegExp(`<script src="${SCALAR_BUNDLE_PATH}" nonce="[^"]+"></script>`));
      // nothing the page names is on another host: no scheme, no protocol-relative //host
      const offsite = urlsIn(html).filter((u) => /^[a-z][a-z0-9+.-]*:/i.test(u) || u.startsWith("//"));
      expect(offsite).toEqual([]);
      expect(html).not.toMatch(/https?:\/\//);
    });

    it(`${page.path} carries a Content Security Policy with a fresh nonce that its scripts carry`, async () => {
      const app = buildApp();
      const [first, second] = [await app.request(page.path, {}, ENV), await app.request(page.path, {}, ENV)];
      const csp = first.headers.get("content-security-policy") ?? "";
      const nonce = /script-src 'self' 'nonce-([A-Za-z0-9_-]{20,})'/.exec(csp)?.[1];
      expect(nonce, csp).toBeDefined();
      for (const directive of ["default-src 'self'", "connect-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
        expect(csp).toContain(directive);
      }
      // only this origin (and data:/blob: for images and fonts): no other host in any directive
      expect(csp).not.toMatch(/https?:|\*|'unsafe-eval'/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      const html = await first.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
      expect(scripts.length).toBe(2);
      for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
      expect(second.headers.get("content-security-policy")).not.toBe(csp);
      expect(first.headers.get("x-frame-options")).toBe("DENY");
      expect(first.headers.get("cache-control")).toBe("no-store");
    });
  }

  it("pins the bundle to the version package.json depends on and node_modules holds", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8"));
    // the Worker serves it, so it is a dependency of the service, not a development tool
    expect(pkg.dependencies["@scalar/api-reference"]).toBe(SCALAR_VERSION);
    expect(pkg.devDependencies["@scalar/api-reference"]).toBeUndefined();
    const installed = JSON.parse(readFileSync("node_modules/@scalar/api-reference/package.json", "utf8"));
    expect(installed.version).toBe(SCALAR_VERSION);
  });

  it("serves the bundle as a static asset at the path the pages load, cached for a year", () => {
    const config = readWranglerConfig(process.cwd());
    expect(join(process.cwd(), config.assets.directory)).toBe(ASSETS_DIR);
    // npm's postinstall fills the directory; doing it again is harmless
    const written = prepareDocsAssets();
    expect(`/${written}`).toBe(SCALAR_BUNDLE_PATH);
    const served = readFileSync(join(ASSETS_DIR, SCALAR_BUNDLE_PATH));
    expect(served.equals(readFileSync("node_modules/@scalar/api-reference/dist/browser/standalone.js"))).toBe(true);
    const headers = readFileSync(join(ASSETS_DIR, "_headers"), "utf8");
    expect(headers).toMatch(/^\/static\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
    // served before the Worker runs, so the Worker's Strict-Transport-Security is repeated here
    expect(headers).toMatch(/^ {2}Strict-Transport-Security: max-age=63072000; includeSubDomains$/m);
    expect(SCALAR_BUNDLE_PATH.startsWith("/static/")).toBe(true);
  });

  it("names the deployment that answers as each document's server", async () => {
    for (const path of ["/v1/openapi.json", "/admin/v1/openapi.json"]) {
      const doc = (await (await buildApp().request(`https://api.example.net${path}`, {}, ENV)).json()) as { servers: { url: string }[] };
      expect(doc.servers).toEqual([{ url: "https://api.example.net", description: "this deployment" }]);
    }
  });
});
