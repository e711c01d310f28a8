// PUT /v1/brand/logo: the raw image as the body. The one API body allowed past the global 64 KiB
// cap, up to 256 KiB, read here under that cap (http/body.ts readBodyBytes); the type is judged
// from the bytes (brand/logo.ts), never from Content-Type, and a refused image stores nothing:
// neither in R2 nor on the brand. The bytes are kept under their content hash, so uploading the
// same image again is the same; no Idempotency-Key.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { readBodyBytes } from "../../http/body";
import { defineRoute } from "../../http/route";
import { LOGO_MEDIA_TYPES, MAX_LOGO_BYTES } from "../../brand/logo";
import { brandObject, setLogo } from "../../brand/settings";
import { BrandSchema } from "./schemas";

export type UploadBrandLogoResponse = z.infer<typeof BrandSchema>;

export function registerUploadBrandLogo(app: App): void {
  defineRoute(app, {
    method: "put",
    path: "/v1/brand/logo",
    tag: "Brand",
    summary: "Upload the brand's logo",
    description:
      "The body is the image itself: PNG, JPEG or WebP, at most 256 KiB, 64 to 1024 pixels on each side. " +
      "The type is judged from the file's bytes, not from `Content-Type`; SVG and anything else is 415. " +
      "Answers the brand with its new `logo_url`.",
    security: "api_key",
    binaryBody: { mediaTypes: LOGO_MEDIA_TYPES, description: "the image file's bytes (at most 262144 bytes)" },
    response: BrandSchema,
    errors: ["parameter_missing", "parameter_invalid", "unsupported_media_type"],
    handler: async (c) => brandObject(c.env, await setLogo(c.env, c.get("caller"), await readBodyBytes(c.req.raw, MAX_LOGO_BYTES))),
  });
}
