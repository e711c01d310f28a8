// The refund rules, checked directly: which orders a partner may refund (in the spec's order of
// refusals) and how a succeeded refund's money splits between the Revenue Centre and the wallet.
import { describe, expect, it } from "vitest";
import { partnerRefundRefusal, refundSplit, type RefundableOrder } from "../../src/domain/refunds";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 26);
const esim: RefundableOrder = { status: "fulfilled", category: "esim", esimOrderId: null, resolvedAt: NOW - DAY, planExpiresAt: NOW + 6 * DAY, toppedUp: false };

describe("partnerRefundRefusal", () => {
  it("lets a fulfilled eSIM within its window and validity be refunded", () => {
    expect(partnerRefundRefusal(esim, NOW, 30)).toBeNull();
  });
  it.each([
    ["pending", { status: "pending" as const, resolvedAt: null }],
    ["failed", { status: "failed" as const }],
    ["a mobile top-up", { category: "mobile_topup", planExpiresAt: null }],
    ["an eSIM top-up", { esimOrderId: "ord_x", planExpiresAt: null }],
  ])("refuses %s as order_not_refundable", (_, change) => {
    expect(partnerRefundRefusal({ ...esim, ...change }, NOW, 30)).toBe("order_not_refundable");
  });
  it("refuses an expired eSIM from the moment validity ends, before anything else it has", () => {
    expect(partnerRefundRefusal({ ...esim, planExpiresAt: NOW }, NOW, 30)).toBe("esim_expired");
    expect(partnerRefundRefusal({ ...esim, planExpiresAt: NOW - 1, toppedUp: true, resolvedAt: NOW - 40 * DAY }, NOW, 30)).toBe("esim_expired");
  });
  it("refuses a topped-up eSIM as in use, then one outside the window (the window's last moment still counts)", () => {
    expect(partnerRefundRefusal({ ...esim, toppedUp: true }, NOW, 30)).toBe("esim_in_use");
    expect(partnerRefundRefusal({ ...esim, resolvedAt: NOW - 30 * DAY }, NOW, 30)).toBeNull();
    expect(partnerRefundRefusal({ ...esim, resolvedAt: NOW - 30 * DAY - 1 }, NOW, 30)).toBe("outside_refund_window");
    expect(partnerRefundRefusal({ ...esim, resolvedAt: NOW - 2 * DAY }, NOW, 1)).toBe("outside_refund_window");
  });
});

describe("refundSplit", () => {
  it("takes the whole commission from the Revenue Centre when it holds it", () => {
    expect(refundSplit(1000, 150, 400)).toEqual({ price: 1000, commissionReversed: 150, fromRevenue: 150, fromWallet: 0, walletCredit: 1000 });
  });
  it("takes what the Revenue Centre cannot cover from the wallet, never taking the balance below zero", () => {
    expect(refundSplit(1000, 150, 40)).toEqual({ price: 1000, commissionReversed: 150, fromRevenue: 40, fromWallet: 110, walletCredit: 890 });
    expect(refundSplit(1000, 150, 0)).toEqual({ price: 1000, commissionReversed: 150, fromRevenue: 0, fromWallet: 150, walletCredit: 850 });
    expect(refundSplit(1000, 150, -5)).toMatchObject({ fromRevenue: 0, fromWallet: 150 });
  });
  it("reverses nothing for an order that earned nothing", () => {
    expect(refundSplit(500, 0, 300)).toEqual({ price: 500, commissionReversed: 0, fromRevenue: 0, fromWallet: 0, walletCredit: 500 });
  });
  it("always adds up: wallet credit plus commission equals the price plus what the Revenue Centre gave", () => {
    for (const [price, earned, balance] of [[900, 135, 7], [1450, 217, 10_000], [100, 15, 15]] as const) {
      const s = refundSplit(price, earned, balance);
      expect(s.fromRevenue + s.fromWallet).toBe(s.commissionReversed);
      expect(s.walletCredit + s.fromWallet).toBe(price);
      expect(s.fromRevenue).toBeLessThanOrEqual(Math.max(0, balance));
    }
  });
});
