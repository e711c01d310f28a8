// GET /docs (the partner API reference) and GET /docs/operator (the operator reference):
// rendered in the browser by Scalar from the served OpenAPI documents, so a page and its API can
// never disagree. Everything a page loads comes from this service: Scalar's browser bundle is a
// static asset of this Worker (scripts/docs-assets.mjs copies the pinned version from
// node_modules to /static/scalar/<version>/), so the reference works without the Internet and
// no third party sees who reads it. A Content Security Policy holds the page to that: scripts
// only from this origin or with the answer's one-time nonce (Scalar's start-up script), and
// requests only to this origin. Styles must also allow 'unsafe-inline', because Scalar sets
// style attributes on its elements and inserts style elements at run time.
import { Scalar } from "@scalar/hono-api-reference";
import { base64url } from "@scure/base";
import { z } from "@hono/zod-openapi";
import type { App } from "../http/context";
import { operationIdOf, RESPONSE_HEADERS } from "../http/route";
import { OPERATOR_OPENAPI_PATH, PARTNER_OPENAPI_PATH } from "./openapi";

/** Scalar's browser bundle, pinned: package.json's dependency, checked by a test. */
export const SCALAR_VERSION = "1.72.1";
export const SCALAR_BUNDLE_PATH = `/static/scalar/${SCALAR_VERSION}/standalone.js`;

export const DOCS_PATHS = ["/docs", "/docs/operator"] as const;

export function docsCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function referencePage(documentUrl: string, pageTitle: string) {
  return Scalar((c) => {
    const nonce = base64url.encode(crypto.getRandomValues(new Uint8Array(18)));
    c.header("content-security-policy", docsCsp(nonce));
    c.header("x-frame-options", "DENY");
    c.header("x-content-type-options", "nosniff");
    c.header("referrer-policy", "same-origin");
    // the nonce differs on every answer, so a cached page would no longer run
    c.header("cache-control", "no-store");
    return {
      url: documentUrl,
      pageTitle,
      cdn: SCALAR_BUNDLE_PATH,
      nonce,
      // no font requests to Scalar's font host; no telemetry
      withDefaultFonts: false,
      telemetry: false,
      // a reference only: no hosted AI chat, MCP generator or Scalar's own deploy tools
      agent: { disabled: true },
      mcp: { disabled: true },
      showDeveloperTools: "never",
    };
  });
}

const PAGES = [
  ["/docs", PARTNER_OPENAPI_PATH, "Partner Commerce API reference"],
  ["/docs/operator", OPERATOR_OPENAPI_PATH, "Partner Commerce operator API reference"],
] as const;

export function registerDocsRoute(app: App): void {
  for (const [path, documentUrl, title] of PAGES) {
    app.get(path, referencePage(documentUrl, title));
    // described in the operator document with the rest of the service
    app.openAPIRegistry.registerPath({
      method: "get",
      path,
      operationId: operationIdOf("get", path),
      tags: ["Reference"],
      summary: `${title}: an HTML page that renders ${documentUrl}; public`,
      security: [],
      responses: {
        200: {
          description: "the reference page",
          headers: { "Request-Id": RESPONSE_HEADERS["Request-Id"] },
          content: { "text/html": { schema: z.string(), example: "<!doctype html>…" } },
        },
      },
    });
  }
}
