// DELETE /v1/brand/logo: the brand shows no logo from now on. The image's bytes stay stored:
// they are kept by content hash and may be another brand's logo too (the same account's other
// mode, or another account that uploaded the same file). Removing no logo is no error.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { brandObject, removeLogo } from "../../brand/settings";
import { BrandSchema } from "./schemas";

export type DeleteBrandLogoResponse = z.infer<typeof BrandSchema>;

export function registerDeleteBrandLogo(app: App): void {
  defineRoute(app, {
    method: "delete",
    path: "/v1/brand/logo",
    tag: "Brand",
    summary: "Remove the brand's logo",
    description: "Answers the brand with `logo_url` null.",
    security: "api_key",
    response: BrandSchema,
    handler: async (c) => brandObject(c.env, await removeLogo(c.env, c.get("caller"))),
  });
}
