import { describe, expect, it } from "vitest";
import { convertCents, displayFor, parseDecimal } from "../../src/rates/display";

describe("display currency conversion", () => {
  it("converts USD cents into the currency's minor units, rounding half up", () => {
    expect(convertCents(1450, "0.9215", 2)).toBe(1336); // 1336.175
    expect(convertCents(1000, "0.9215", 2)).toBe(922); // 921.5
    expect(convertCents(0, "0.9215", 2)).toBe(0);
  });

  it("uses no decimals for JPY", () => {
    expect(convertCents(1450, "151.35", 0)).toBe(2195); // 2194.575 yen
    expect(convertCents(100, "151.35", 0)).toBe(151); // 151.35 yen
    expect(convertCents(1, "151.35", 0)).toBe(2); // 1.5135 yen
  });

  it("rounds exactly .5 up and anything below it down", () => {
    expect(convertCents(100, "150.5", 0)).toBe(151);
    expect(convertCents(100, "150.4999", 0)).toBe(150);
    expect(convertCents(100, "0.125", 2)).toBe(13); // 12.5 cents
    expect(convertCents(100, "0.12499999", 2)).toBe(12);
  });

  it("is exact where a binary float is not", () => {
    // 100 * 1.005 is 100.49999999999999 in floating point, which would round to 100
    expect(100 * 1.005).toBeLessThan(100.5);
    expect(convertCents(100, "1.005", 2)).toBe(101);
    expect(convertCents(1, "0.5", 2)).toBe(1);
  });

  it("handles three-decimal currencies and large amounts", () => {
    expect(convertCents(1450, "0.3075", 3)).toBe(4459); // 4458.75 fils
    expect(convertCents(123456789012, "151.35", 0)).toBe(186851850170); // 186851850169.662
    expect(convertCents(Number.MAX_SAFE_INTEGER, "1", 2)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("refuses results it cannot represent exactly, and malformed input", () => {
    expect(() => convertCents(900719925474099, "18.2450", 2)).toThrow(RangeError);
    expect(() => convertCents(1.5, "1", 2)).toThrow(RangeError);
    expect(() => convertCents(100, "1e3", 2)).toThrow(RangeError);
    expect(() => convertCents(100, "-1", 2)).toThrow(RangeError);
    expect(() => convertCents(100, "1.", 2)).toThrow(RangeError);
  });

  it("parses decimal strings into integer units and a scale", () => {
    expect(parseDecimal("18.2450")).toEqual({ units: 182450n, scale: 4 });
    expect(parseDecimal("151")).toEqual({ units: 151n, scale: 0 });
  });

  it("builds the display object with the rate string as stored", () => {
    expect(displayFor(1450, { currency: "EUR", rate: "0.9215", minorUnits: 2 })).toEqual({
      amount: 1336,
      currency: "EUR",
      rate: "0.9215",
      indicative: true,
    });
  });
});
