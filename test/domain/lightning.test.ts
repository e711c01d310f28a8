// The pure rules of live Lightning money: poll backoff, settle-time judgement, the spread in
// the service's favour both ways, satoshi rounding per direction, and the payout fee cap.
import { describe, expect, it } from "vitest";
import {
  nextPollAt, paidInTime, payoutFeeLimitSats, pollDelayMs, POLL_GRACE_AFTER_EXPIRY_MS, satsFor, spreadRate,
} from "../../src/domain/lightning";

describe("poll backoff", () => {
  it("starts at 5 s and doubles up to 60 s", () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(pollDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000]);
  });

  it("keeps polling past the expiry for the grace, then stops", () => {
    const expires = 1_000_000;
    expect(nextPollAt(expires + 1, 0, expires)).toBe(expires + 1 + 5_000);
    expect(nextPollAt(expires + POLL_GRACE_AFTER_EXPIRY_MS, 3, expires)).toBeNull();
  });

  it("judges a payment by the node's settle time, not by when it is noticed", () => {
    const expires = 1_700_000_000_000;
    expect(paidInTime(expires - 1, expires)).toBe(true);
    // LND's settle_date is whole seconds: the expiry's own second still counts, the next does not
    expect(paidInTime(expires, expires)).toBe(true);
    expect(paidInTime(expires + 999, expires)).toBe(true);
    expect(paidInTime(expires + 1_000, expires)).toBe(false);
  });
});

describe("the spread", () => {
  it("lowers the rate for money coming in and raises it for money going out", () => {
    expect(spreadRate("50000.00", 100, "in")).toBe("49500.00");
    expect(spreadRate("50000.00", 100, "out")).toBe("50500.00");
    expect(spreadRate("12345.6789", 0, "in")).toBe("12345.6789");
  });

  it("rounds in the service's favour at the last decimal", () => {
    // 33333.33333333 × 0.99 = 32999.9999999967 → down for in; × 1.01 = 33666.6666666633 → up for out
    expect(spreadRate("33333.33333333", 100, "in")).toBe("32999.99999999");
    expect(spreadRate("33333.33333333", 100, "out")).toBe("33666.66666667");
  });

  it("a partner cannot gain by going in and out: sats in for a dollar exceed sats out for it", () => {
    for (const spot of ["100000.00", "61234.56", "29999.99"]) {
      for (const cents of [1, 99, 1000, 123_456]) {
        expect(satsFor(cents, spreadRate(spot, 100, "in"), "in")).toBeGreaterThan(satsFor(cents, spreadRate(spot, 100, "out"), "out"));
      }
    }
  });

  it("refuses malformed rates and spreads", () => {
    for (const bad of ["", "0", "-1", "1e5", "abc"]) expect(() => spreadRate(bad, 100, "in"), bad).toThrow();
    for (const bps of [-1, 10_000, 1.5]) expect(() => spreadRate("50000", bps, "in")).toThrow();
  });
});

describe("satoshis per direction", () => {
  it("rounds an invoice up and a payout down", () => {
    expect(satsFor(1, "30000", "in")).toBe(34);
    expect(satsFor(1, "30000", "out")).toBe(33);
    expect(satsFor(1000, "100000.00", "out")).toBe(10_000);
  });
});

describe("payout fee cap", () => {
  it("is the basis points of the amount, never under 10 sats", () => {
    expect(payoutFeeLimitSats(100_000, 50)).toBe(500);
    expect(payoutFeeLimitSats(1_000, 50)).toBe(10);
    expect(payoutFeeLimitSats(0, 50)).toBe(10);
  });
});
