// The brand travellers see: one file per operation; this only registers them, in the order the
// API reference shows. The logo's public bytes (/brand-assets/…, assets.ts) are registered in app.ts.
import type { App } from "../../http/context";
import { registerDeleteBrandLogo } from "./delete-logo";
import { registerRetrieveBrand } from "./read";
import { registerUpdateBrand } from "./update";
import { registerUploadBrandLogo } from "./upload-logo";

export function registerBrandRoutes(app: App): void {
  registerRetrieveBrand(app);
  registerUpdateBrand(app);
  registerUploadBrandLogo(app);
  registerDeleteBrandLogo(app);
}
