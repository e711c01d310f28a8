import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { admin, expectError } from "../support/api";
import { payoutsPaused } from "../../src/accounts/settings";
import type { SetPayoutSettingsResponse } from "../../src/routes/admin/payout-settings/set";

describe("operator: payout switch", () => {
  it("starts running, pauses, stays paused when paused again, and resumes", async () => {
    expect(await payoutsPaused(env)).toBe(false);
    const paused = await admin<SetPayoutSettingsResponse>("/admin/v1/payouts/pause", { method: "POST" });
    expect(paused.status).toBe(200);
    expect(paused.body).toEqual({ object: "payout_settings", paused: true });
    expect(await payoutsPaused(env)).toBe(true);
    expect((await admin<SetPayoutSettingsResponse>("/admin/v1/payouts/pause", { method: "POST" })).body.paused).toBe(true);
    expect(await payoutsPaused(env)).toBe(true);
    const row = await env.DB.prepare("SELECT value FROM settings WHERE key = 'payouts_paused'").first<{ value: string }>();
    expect(row?.value).toBe("true");

    const resumed = await admin<SetPayoutSettingsResponse>("/admin/v1/payouts/resume", { method: "POST" });
    expect(resumed.body).toEqual({ object: "payout_settings", paused: false });
    expect(await payoutsPaused(env)).toBe(false);
    expect((await admin<SetPayoutSettingsResponse>("/admin/v1/payouts/resume", { method: "POST" })).body.paused).toBe(false);
  });

  it("takes no body fields", async () => {
    expectError(await admin("/admin/v1/payouts/pause", { body: { reason: "x" } }), 400, "parameter_unknown", "reason");
    expect(await payoutsPaused(env)).toBe(false);
  });
});
