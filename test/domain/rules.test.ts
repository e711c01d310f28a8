// The pure money rules, checked directly.
import { describe, expect, it } from "vitest";
import { centsToDecimal, unitsToDecimal } from "../../src/domain/money";
import { quotesToSettle } from "../../src/domain/settlement";
import { availableToSpend, canPurchase, isOverdue, overdraftDraw, repayDebits, stillOwedBeyond } from "../../src/domain/overdraft";
import { cancelOutcome } from "../../src/domain/quote-states";
import { afterStep, armedWhenSet } from "../../src/domain/low-balance";

describe("decimal strings from integers", () => {
  it.each([
    [1234, 2, "12.34"],
    [5, 2, "0.05"],
    [0, 2, "0.00"],
    [1234, 6, "12.340000"],
    [1, 18, "0.010000000000000000"],
    [-250, 2, "-2.50"],
  ])("%i cents with %i decimals is %s", (cents, decimals, out) => {
    expect(centsToDecimal(cents, decimals)).toBe(out);
  });

  it("writes sats as BTC and refuses fewer than 2 decimals for cents", () => {
    expect(unitsToDecimal(12_000n, 8)).toBe("0.00012000");
    expect(unitsToDecimal(123_456_789n, 8)).toBe("1.23456789");
    expect(unitsToDecimal(7, 0)).toBe("7");
    expect(() => centsToDecimal(1, 1)).toThrow();
  });
});

describe("which waiting quotes a credit pays", () => {
  const q = (id: string, price: number, createdAt: number) => ({ id, price, createdAt });

  it("pays the quote priced exactly at what arrived first, then the oldest that fit", () => {
    const waiting = [q("old-500", 500, 1), q("mid-900", 900, 2), q("new-300", 300, 3)];
    expect(quotesToSettle(300, 300, waiting)).toEqual(["new-300"]);
    expect(quotesToSettle(800, 300, waiting)).toEqual(["new-300", "old-500"]);
    expect(quotesToSettle(1000, 1000, waiting)).toEqual(["old-500", "new-300"]);
  });

  it("pays the oldest of several exact matches, and nothing the balance cannot cover", () => {
    expect(quotesToSettle(400, 400, [q("b", 400, 2), q("a", 400, 1)])).toEqual(["a"]);
    expect(quotesToSettle(200, 300, [q("a", 300, 1)])).toEqual([]);
    expect(quotesToSettle(-100, 500, [q("a", 50, 1)])).toEqual([]);
  });
});

describe("overdraft", () => {
  it("draws only the part of a purchase below zero", () => {
    expect(overdraftDraw(1000, 400)).toBe(0);
    expect(overdraftDraw(300, 500)).toBe(200);
    expect(overdraftDraw(-100, 500)).toBe(500);
  });

  it("allows purchases down to minus the limit, refuses beyond with shortfall and available, and freezes while overdue", () => {
    expect(canPurchase(300, 500, 1000, false)).toEqual({ ok: true });
    expect(canPurchase(300, 1300, 1000, false)).toEqual({ ok: true });
    expect(canPurchase(300, 1301, 1000, false)).toEqual({ ok: false, reason: "insufficient_funds", available: 1300, shortfall: 1 });
    expect(canPurchase(-100, 50, 1000, true)).toMatchObject({ ok: false, reason: "account_overdue", available: 0 });
    expect(availableToSpend(-400, 1000, false)).toBe(600);
    expect(availableToSpend(-400, 1000, true)).toBe(0);
  });

  it("repays open debits oldest first and knows when one is past due", () => {
    const debits = [
      { id: "new", open: 300, drawnAt: 20, dueAt: 120 },
      { id: "old", open: 200, drawnAt: 10, dueAt: 110 },
    ];
    expect(repayDebits(debits, 250)).toEqual([
      { id: "old", repaid: 200, closes: true },
      { id: "new", repaid: 50, closes: false },
    ]);
    expect(isOverdue(debits, 109)).toBe(false);
    expect(isOverdue(debits, 110)).toBe(true);
    expect(isOverdue([{ id: "paid", open: 0, drawnAt: 0, dueAt: 0 }], 999)).toBe(false);
  });

  it("lets credits repay only the debt the balance no longer shows: a draw made after the credit in the same step stays open", () => {
    // −17.67 owed, a refund of 20.00 credited, 3.00 of commission taken back: −0.67, a new draw of 0.67
    const debits = [
      { id: "old", open: 1767, drawnAt: 10, dueAt: 110 },
      { id: "reversal", open: 67, drawnAt: 20, dueAt: 120 },
    ];
    expect(stillOwedBeyond(debits, -67)).toBe(1767);
    expect(repayDebits(debits, Math.min(2000, stillOwedBeyond(debits, -67)))).toEqual([{ id: "old", repaid: 1767, closes: true }]);
    // a plain deposit: all of it may repay
    expect(stillOwedBeyond([{ id: "d", open: 500, drawnAt: 0, dueAt: 0 }], 100)).toBe(500);
    expect(stillOwedBeyond([{ id: "d", open: 500, drawnAt: 0, dueAt: 0 }], -200)).toBe(300);
    expect(stillOwedBeyond([], 50)).toBe(0);
  });
});

describe("cancelling a quote", () => {
  it.each([
    ["awaiting_funds", "cancel"],
    ["cancelled", "unchanged"],
    ["fulfilled", "already_fulfilled"],
    ["expired", "quote_expired"],
  ])("from %s: %s", (status, outcome) => {
    expect(cancelOutcome(status)).toBe(outcome);
  });
});

describe("the low balance alert", () => {
  const debit = { credit: false, debit: true };
  const credit = { credit: true, debit: false };
  const both = { credit: true, debit: true };
  it("fires on a debit that leaves the wallet below while armed, and only then", () => {
    expect(afterStep({ threshold: 1000, armed: true }, debit, 999)).toEqual({ fire: true, armed: false });
    expect(afterStep({ threshold: 1000, armed: true }, debit, 1000)).toEqual({ fire: false, armed: true });
    expect(afterStep({ threshold: 1000, armed: false }, debit, 10)).toEqual({ fire: false, armed: false });
    expect(afterStep({ threshold: 1000, armed: true }, credit, 10)).toEqual({ fire: false, armed: true });
    expect(afterStep({ threshold: null, armed: true }, debit, 0)).toEqual({ fire: false, armed: true });
  });
  it("re-arms on a credit that leaves the wallet at or above the threshold", () => {
    expect(afterStep({ threshold: 1000, armed: false }, credit, 999)).toEqual({ fire: false, armed: false });
    expect(afterStep({ threshold: 1000, armed: false }, credit, 1000)).toEqual({ fire: false, armed: true });
    expect(afterStep({ threshold: 1000, armed: false }, debit, 5000)).toEqual({ fire: false, armed: false });
  });
  it("judges a step that both credited and debited by where it ends", () => {
    expect(afterStep({ threshold: 1000, armed: false }, both, 500)).toEqual({ fire: false, armed: false });
    expect(afterStep({ threshold: 1000, armed: true }, both, 500)).toEqual({ fire: true, armed: false });
    expect(afterStep({ threshold: 1000, armed: false }, both, 1500)).toEqual({ fire: false, armed: true });
  });
  it("is armed when set only if the wallet is not already below", () => {
    expect(armedWhenSet(1000, 1000)).toBe(true);
    expect(armedWhenSet(1000, 999)).toBe(false);
    expect(armedWhenSet(null, 0)).toBe(true);
  });
});
