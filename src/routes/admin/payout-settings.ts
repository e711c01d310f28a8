// Operator API: the service-wide payout switch. While paused, payout requests answer
// 503 payouts_unavailable and leave earnings untouched.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { setPayoutsPaused } from "../../accounts/settings";
import { EXAMPLES } from "../examples";

const PayoutSettingsSchema = z
  .object({ object: z.literal("payout_settings"), paused: z.boolean() })
  .openapi("PayoutSettings", { example: EXAMPLES.PayoutSettings });

export function registerAdminPayoutSettingsRoutes(app: App): void {
  for (const [action, paused] of [["pause", true], ["resume", false]] as const) {
    defineRoute(app, {
      method: "post",
      path: `/admin/v1/payouts/${action}`,
      tag: "Operator",
      summary: paused ? "Pause all payouts (in both modes) until resumed" : "Resume payouts",
      security: "admin",
      response: PayoutSettingsSchema,
      errors: ["parameter_unknown", "invalid_json"],
      handler: async (c) => ({ object: "payout_settings" as const, paused: await setPayoutsPaused(c.env, paused) }),
    });
  }
}
