// The eSIM rule and its state moves, checked directly: which of the five actions each state allows
// (and why not, in the refusal's code), what a supplier that offers nothing leaves, and how a
// control, a device move, a supplier's reading and the sandbox's usage move the states.
import { describe, expect, it } from "vitest";
import { esimRules, type EsimFacts } from "../../src/domain/esim-actions";
import { afterControl, afterProfileMove, afterReading, afterUsage, neverInstalled, type EsimStates, type ServiceState } from "../../src/domain/esim-state";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 26);
const facts = (over: Partial<EsimFacts> = {}): EsimFacts => ({
  profileState: "installed",
  serviceState: "active",
  offers: { controls: ["suspend", "resume", "revoke"], topups: true, topupsOnceExpired: true },
  refundStatus: null,
  refundable: { status: "fulfilled", category: "esim", esimOrderId: null, resolvedAt: NOW - DAY, planExpiresAt: NOW + 6 * DAY, toppedUp: false },
  refundWindowDays: 30,
  ...over,
});
const actions = (over: Partial<EsimFacts> = {}) => esimRules(facts(over), NOW).actions;

describe("esimRules", () => {
  it.each<[ServiceState, string[]]>([
    ["ready", ["topup", "suspend", "revoke", "refund"]],
    ["active", ["topup", "suspend", "revoke", "refund"]],
    ["suspended", ["resume", "revoke", "refund"]],
    ["depleted", ["topup", "revoke", "refund"]],
    ["expired", ["topup", "revoke"]],
    ["revoked", []],
    ["cancelled", []],
  ])("a %s eSIM allows %j", (state, expected) => {
    expect(actions({ serviceState: state })).toEqual(expected);
  });

  it("gives each refusal its route's code: the control's, the top-up's, the refund's", () => {
    const r = esimRules(facts({ serviceState: "suspended" }), NOW);
    expect(r.suspend).toMatchObject({ code: "esim_action_unavailable", message: expect.stringContaining("suspended") });
    expect(r.topup).toMatchObject({ code: "esim_suspended" });
    expect(esimRules(facts({ serviceState: "revoked" }), NOW).refund).toMatchObject({ code: "order_not_refundable", message: expect.stringContaining("no money comes back") });
    expect(esimRules(facts({ serviceState: "expired" }), NOW).refund).toMatchObject({ code: "esim_expired" });
    expect(esimRules(facts({ serviceState: "cancelled", refundStatus: "succeeded" }), NOW).topup).toMatchObject({ code: "topup_not_available" });
  });

  it("lists only the controls the supplier offers, saying so when one it lacks is asked for", () => {
    const none = { controls: [] as const, topups: true, topupsOnceExpired: true };
    expect(actions({ offers: none })).toEqual(["topup", "refund"]);
    expect(esimRules(facts({ offers: none }), NOW).suspend?.message).toContain("supplier does not offer to suspend");
    expect(actions({ offers: { controls: ["suspend", "resume", "revoke"], topups: false, topupsOnceExpired: false } })).toEqual(["suspend", "revoke", "refund"]);
  });

  it("a supplier that adds no data once expired: top-ups while ready, active or depleted, none once expired, in the same rule", () => {
    const untilExpiry = { controls: ["suspend", "resume", "revoke"] as const, topups: true, topupsOnceExpired: false };
    for (const s of ["ready", "active", "depleted"] as const) expect(actions({ serviceState: s, offers: untilExpiry })).toContain("topup");
    expect(actions({ serviceState: "expired", offers: untilExpiry })).toEqual(["revoke"]);
    expect(esimRules(facts({ serviceState: "expired", offers: untilExpiry }), NOW).topup).toEqual({
      code: "topup_not_available", message: "This eSIM takes no top-up: it has expired, and its supplier adds no data to an expired eSIM.",
    });
    // suspended still answers esim_suspended: a resume, not the supplier, is what it lacks
    expect(esimRules(facts({ serviceState: "suspended", offers: untilExpiry }), NOW).topup).toMatchObject({ code: "esim_suspended" });
  });

  it("a pending refund holds off top-ups and revocation; a decided one leaves no refund to ask for", () => {
    expect(actions({ refundStatus: "pending" })).toEqual(["suspend"]);
    expect(actions({ refundStatus: "rejected" })).toEqual(["topup", "suspend", "revoke"]);
    expect(esimRules(facts({ refundStatus: "rejected" }), NOW).refund).toMatchObject({ code: "refund_exists" });
  });

  it("follows the refund rules for the rest: in use once topped up, outside the window", () => {
    expect(actions({ refundable: { ...facts().refundable, toppedUp: true } })).not.toContain("refund");
    expect(esimRules(facts({ refundable: { ...facts().refundable, resolvedAt: NOW - 31 * DAY } }), NOW).refund).toMatchObject({ code: "outside_refund_window" });
  });
});

describe("the state moves", () => {
  const s = (over: Partial<EsimStates> = {}): EsimStates => ({ profileState: "installed", serviceState: "active", installedAt: NOW - DAY, resumeState: null, ...over });

  it("suspend keeps the state to go back to; resume returns to it; revoke is final", () => {
    const suspended = afterControl(s({ serviceState: "depleted" }), "suspend");
    expect(suspended).toMatchObject({ serviceState: "suspended", resumeState: "depleted" });
    expect(afterControl(suspended, "resume")).toMatchObject({ serviceState: "depleted", resumeState: null });
    expect(afterControl(s(), "revoke")).toMatchObject({ serviceState: "revoked" });
  });

  it("a first install or enable is the install time and makes a ready eSIM active; later moves keep both", () => {
    const fresh = s({ profileState: "released", serviceState: "ready", installedAt: null });
    expect(neverInstalled(fresh)).toBe(true);
    expect(afterProfileMove(fresh, "downloaded", NOW)).toMatchObject({ serviceState: "ready", installedAt: null });
    const on = afterProfileMove(fresh, "enabled", NOW);
    expect(on).toMatchObject({ serviceState: "active", installedAt: NOW });
    expect(afterProfileMove(on, "released", NOW + DAY)).toMatchObject({ installedAt: NOW, serviceState: "active" });
    expect(neverInstalled(afterProfileMove(on, "released", NOW + DAY))).toBe(false);
  });

  it("a supplier's reading is taken but never leaves a final state, and its 'cancelled' is not a state without a refund", () => {
    expect(afterReading(s(), { profileState: "disabled", serviceState: "depleted" }, NOW)).toMatchObject({ profileState: "disabled", serviceState: "depleted" });
    expect(afterReading(s({ serviceState: "revoked" }), { profileState: null, serviceState: "active" }, NOW).serviceState).toBe("revoked");
    expect(afterReading(s(), { profileState: null, serviceState: "cancelled" }, NOW).serviceState).toBe("active");
    expect(afterReading(s(), { profileState: "unknown", serviceState: null }, NOW).profileState).toBe("installed");
    expect(afterReading(s(), { profileState: null, serviceState: "suspended" }, NOW)).toMatchObject({ serviceState: "suspended", resumeState: "active" });
  });

  it("the sandbox's usage: used up depletes an active eSIM, data again reactivates it, the end of validity expires any but a final one", () => {
    expect(afterUsage(s(), { expired: false, usedUp: true }).serviceState).toBe("depleted");
    expect(afterUsage(s({ serviceState: "depleted" }), { expired: false, usedUp: false }).serviceState).toBe("active");
    expect(afterUsage(s({ serviceState: "suspended" }), { expired: false, usedUp: true }).serviceState).toBe("suspended");
    expect(afterUsage(s({ serviceState: "suspended" }), { expired: true, usedUp: false }).serviceState).toBe("expired");
    expect(afterUsage(s({ serviceState: "cancelled" }), { expired: true, usedUp: true }).serviceState).toBe("cancelled");
  });
});
