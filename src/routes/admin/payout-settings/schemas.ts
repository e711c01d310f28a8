// The service-wide payout switch as the operator sees it.
import { z } from "@hono/zod-openapi";
import { EXAMPLES } from "../../examples";

export const PayoutSettingsSchema = z
  .object({ object: z.literal("payout_settings"), paused: z.boolean() })
  .openapi("PayoutSettings", { example: EXAMPLES.PayoutSettings });
