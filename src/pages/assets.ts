// The pages' style sheets, script and icon, served by the Worker itself: no page loads anything
// from another host. Pico CSS comes from npm (pinned) and is imported as text (wrangler.jsonc
// rules); the icon is an ICO file kept as base64 (scripts/make-favicon.mjs), answered at
// /favicon.ico, where browsers ask for it whatever the page says.
import type { App } from "../http/context";
import pico from "@picocss/pico/css/pico.min.css";
import appCss from "./assets/app.css";
import appJs from "./assets/app.js.txt";
import travellerCss from "./assets/traveller.css";
import { FAVICON_ICO_BASE64 } from "./assets/favicon";

const FAVICON = Uint8Array.from(atob(FAVICON_ICO_BASE64), (ch) => ch.charCodeAt(0));

const ASSETS: Record<string, { body: string; type: string }> = {
  "/assets/pico.css": { body: pico, type: "text/css; charset=utf-8" },
  "/assets/app.css": { body: appCss, type: "text/css; charset=utf-8" },
  "/assets/app.js": { body: appJs, type: "text/javascript; charset=utf-8" },
  "/assets/traveller.css": { body: travellerCss, type: "text/css; charset=utf-8" },
};

export function registerAssetRoutes(app: App): void {
  for (const [path, asset] of Object.entries(ASSETS)) {
    app.get(path, (c) => c.body(asset.body, 200, { "content-type": asset.type, "cache-control": "public, max-age=3600", "x-content-type-options": "nosniff" }));
  }
  app.get("/favicon.ico", (c) => c.body(FAVICON, 200, { "content-type": "image/x-icon", "cache-control": "public, max-age=86400", "x-content-type-options": "nosniff" }));
}
