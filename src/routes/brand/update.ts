// PUT /v1/brand: replaces the fields the body names (null clears one) and keeps the others. The
// whole body is checked before anything is written, so a refused field (400, `param` naming it)
// stores nothing, not even the body's valid fields. It moves no money and setting the same values
// twice is the same, so it takes no Idempotency-Key.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { brandObject, updateBrand } from "../../brand/settings";
import { BrandSchema, BrandUpdateSchema } from "./schemas";

export type UpdateBrandRequest = z.input<typeof BrandUpdateSchema>;
export type UpdateBrandResponse = z.infer<typeof BrandSchema>;

export function registerUpdateBrand(app: App): void {
  defineRoute(app, {
    method: "put",
    path: "/v1/brand",
    tag: "Brand",
    summary: "Set or clear brand fields",
    description:
      "Replaces only the fields given; `null` clears one. `primary_color` must leave white text legible on it " +
      "(contrast at least 4.5:1, WCAG AA); a lighter colour is refused with its ratio in the message. " +
      "The logo has its own operations (`PUT /v1/brand/logo`). No Idempotency-Key.",
    security: "api_key",
    body: BrandUpdateSchema,
    bodyExample: { display_name: "Roam Travel", primary_color: "#1F4FD8", support_email: "help@roam.example", support_phone: null },
    response: BrandSchema,
    errors: ["parameter_invalid", "parameter_unknown"],
    handler: async (c, { body }) => brandObject(c.env, await updateBrand(c.env, c.get("caller"), body)),
  });
}
