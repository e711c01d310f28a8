// GET /docs: the API reference, rendered in the browser by Scalar from the served OpenAPI
// document, so the page and the API can never disagree.
import { Scalar } from "@scalar/hono-api-reference";
import type { App } from "../http/context";

/**
 * Scalar's browser bundle, pinned. The same version is a dev dependency
 * (@scalar/api-reference), which the browser check serves in place of the CDN; a test keeps
 * the two equal.
 */
export const SCALAR_VERSION = "1.72.1";
export const SCALAR_BUNDLE_URL = `https://cdn.jsdelivr.net/npm/@scalar/api-reference@${SCALAR_VERSION}/dist/browser/standalone.js`;

export function registerDocsRoute(app: App): void {
  app.get(
    "/docs",
    Scalar({
      url: "/v1/openapi.json",
      pageTitle: "Partner Commerce API reference",
      cdn: SCALAR_BUNDLE_URL,
      // no third-party font requests from the reference page
      withDefaultFonts: false,
      // a reference only: no hosted AI chat, MCP generator or Scalar's own deploy tools
      agent: { disabled: true },
      mcp: { disabled: true },
      showDeveloperTools: "never",
    } as Parameters<typeof Scalar>[0]),
  );
}
