// The report run's pure rules: the instants the API takes, the interval an account may report on
// (judged on its own clock), the dashboard's periods, and CSV cells: a decimal amount the service
// writes is a number (never escaped, even negative), while text that looks like a formula is.
import { describe, expect, it } from "vitest";
import { intervalRefusal, parseInstant, periodOf, REPORT_MAX_DAYS } from "../../src/domain/reports";
import { csvLine, decimalCell } from "../../src/lib/csv";

const DAY = 24 * 60 * 60 * 1000;

describe("report rules", () => {
  it("takes ISO 8601 times (UTC or with an offset) and dates, nothing else", () => {
    expect(parseInstant("2026-11-01T00:00:00Z")).toBe(Date.UTC(2026, 10, 1));
    expect(parseInstant("2026-11-01T00:00:00.250Z")).toBe(Date.UTC(2026, 10, 1) + 250);
    expect(parseInstant("2026-11-01T02:00:00+02:00")).toBe(Date.UTC(2026, 10, 1));
    expect(parseInstant("2026-11-01")).toBe(Date.UTC(2026, 10, 1));
    for (const bad of ["", "2026-11-01T00:00:00", "1700000000", "2026-13-01", "2026-11-01 00:00:00Z", "November 1, 2026", "2026-11-31"]) {
      expect(parseInstant(bad), bad).toBeNull();
    }
  });

  it("refuses an empty or reversed interval, a future end and more than 366 days, naming the field", () => {
    const now = Date.UTC(2026, 10, 27);
    expect(intervalRefusal(now - DAY, now, now)).toBeNull();
    expect(intervalRefusal(now - REPORT_MAX_DAYS * DAY, now, now)).toBeNull();
    expect(intervalRefusal(now - REPORT_MAX_DAYS * DAY - 1, now, now)?.param).toBe("interval_start");
    expect(intervalRefusal(now, now, now)?.param).toBe("interval_end");
    expect(intervalRefusal(now, now - 1, now)?.param).toBe("interval_end");
    expect(intervalRefusal(now - DAY, now + 1, now)?.param).toBe("interval_end");
  });

  it("the dashboard's months are UTC calendar months", () => {
    const now = Date.UTC(2026, 0, 10, 12);
    expect(periodOf("this_month", now)).toEqual({ start: Date.UTC(2026, 0, 1), end: now });
    expect(periodOf("last_month", now)).toEqual({ start: Date.UTC(2025, 11, 1), end: Date.UTC(2026, 0, 1) });
  });

  it("writes decimal amounts as numbers and escapes formula-looking text", () => {
    expect(csvLine([decimalCell("-12.34"), "-12.34", decimalCell("0.00"), "=1+1", "@SUM(A1)", "+1", "a,b"])).toBe(`-12.34,'-12.34,0.00,'=1+1,'@SUM(A1),'+1,"a,b"\r\n`);
    expect(() => decimalCell("=1")).toThrow();
  });
});
