// GET /v1/brand: the brand of the key's account and mode. An account that set nothing answers a
// brand whose every field but `object` is null, never 404.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { brandObject, readBrandOf } from "../../brand/settings";
import { BrandSchema } from "./schemas";

export type RetrieveBrandResponse = z.infer<typeof BrandSchema>;

export function registerRetrieveBrand(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/brand",
    tag: "Brand",
    summary: "Retrieve the brand travellers see",
    description: "Test and live mode each have their own brand. Every field is null until set.",
    security: "api_key",
    response: BrandSchema,
    handler: async (c) => brandObject(c.env, await readBrandOf(c.env, c.get("caller"))),
  });
}
