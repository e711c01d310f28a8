// GET /admin/v1/pricing: the margins live prices are made with.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { margins } from "../../../providers/live/suppliers/pricing";
import { PricingSchema } from "./schemas";

export type RetrievePricingResponse = z.infer<typeof PricingSchema>;

export function registerRetrievePricing(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/admin/v1/pricing",
    tag: "Operator",
    summary: "The margins live prices are made with",
    security: "admin",
    permission: "supply.read",
    response: PricingSchema,
    handler: async (c) => ({ object: "pricing" as const, ...(await margins(c.env)) }),
  });
}
