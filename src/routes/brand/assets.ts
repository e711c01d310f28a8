// GET /brand-assets/{sha256}.{png|jpg|webp}: a brand logo's bytes, public (the traveller's page
// and the eSIM message show it) and never changing under its name, since the name is the content's
// hash: cached for a year as immutable, typed as its bytes were judged at upload, with nosniff so
// no browser second-guesses that type, and a CSP that lets the file run nothing if opened on its
// own. Any other name, or one not stored, is 404.
import type { App } from "../../http/context";
import { ASSET_PATH_PREFIX, readAsset } from "../../brand/assets";

export const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";

export function registerBrandAssetRoute(app: App): void {
  app.get(`${ASSET_PATH_PREFIX}:file`, async (c) => {
    const asset = await readAsset(c.env, c.req.param("file"));
    c.header("x-content-type-options", "nosniff");
    if (!asset) {
      c.header("cache-control", "no-store");
      return c.text("Not found", 404);
    }
    return c.body(asset.body, 200, {
      "content-type": asset.contentType,
      "content-length": String(asset.size),
      "cache-control": ASSET_CACHE_CONTROL,
      etag: asset.etag,
      "content-security-policy": "default-src 'none'; sandbox",
    });
  });
}
