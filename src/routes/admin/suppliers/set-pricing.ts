// PUT /admin/v1/pricing: the margins (basis points over supplier cost) for live eSIM and
// top-up prices; the next catalog sync applies them.
import { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { auditContextOf } from "../../../http/operator-auth";
import { setMargins } from "../../../providers/live/suppliers/pricing";
import { bps, PricingSchema } from "./schemas";

const SetPricingBody = z.strictObject({ esim_margin_bps: bps, topup_margin_bps: bps });

export type SetPricingRequest = z.input<typeof SetPricingBody>;
export type SetPricingResponse = z.infer<typeof PricingSchema>;

export function registerSetPricing(app: App): void {
  defineRoute(app, {
    method: "put",
    path: "/admin/v1/pricing",
    tag: "Operator",
    summary: "Set the margins (basis points over supplier cost) for live eSIM and top-up prices; the next sync applies them",
    security: "admin",
    permission: "supply.manage",
    body: SetPricingBody,
    bodyExample: { esim_margin_bps: 3000, topup_margin_bps: 2500 },
    response: PricingSchema,
    errors: ["parameter_missing", "parameter_invalid", "parameter_unknown", "invalid_json"],
    handler: async (c, { body }) => ({ object: "pricing" as const, ...(await setMargins(c.env, body, auditContextOf(c))) }),
  });
}
