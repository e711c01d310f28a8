// POST /admin/v1/payouts/pause and …/resume: the service-wide payout switch. While paused,
// payout requests answer 503 payouts_unavailable and leave earnings untouched.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { auditContextOf } from "../../../http/operator-auth";
import { setPayoutsPaused } from "../../../accounts/settings";
import { PayoutSettingsSchema } from "./schemas";

export type SetPayoutSettingsResponse = z.infer<typeof PayoutSettingsSchema>;

export function registerSetPayoutSettings(app: App): void {
  for (const [action, paused] of [["pause", true], ["resume", false]] as const) {
    defineRoute(app, {
      method: "post",
      path: `/admin/v1/payouts/${action}`,
      tag: "Operator",
      summary: paused ? "Pause all payouts (in both modes) until resumed" : "Resume payouts",
      security: "admin",
      permission: "payouts.manage",
      response: PayoutSettingsSchema,
      errors: ["parameter_unknown", "invalid_json"],
      handler: async (c) => ({ object: "payout_settings" as const, paused: await setPayoutsPaused(c.env, paused, auditContextOf(c)) }),
    });
  }
}
