// The revenue pages' words for the API's values, and the Revenue Centre as GET /v1/revenue answers it.
import type { z } from "@hono/zod-openapi";
import type { RevenueSchema } from "../../routes/revenue/schemas";

export type Revenue = z.infer<typeof RevenueSchema>;

export const TIER_NAMES: Record<Revenue["tier"], string> = { standard: "Standard", growth: "Growth", scale: "Scale" };

export const tierName = (tier: string): string => TIER_NAMES[tier as Revenue["tier"]] ?? tier;
