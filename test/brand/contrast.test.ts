// The brand colour's rule as a pure function: WCAG 2's relative luminance and contrast ratio,
// checked against values the WCAG documents and common checkers (WebAIM) give, and the 4.5:1
// line white button text needs.
import { describe, expect, it } from "vitest";
import { contrastRatio, contrastWithWhite, formatRatio, legibleUnderWhiteText, relativeLuminance } from "../../src/domain/contrast";

describe("WCAG contrast", () => {
  it("knows the ends of the scale: black on white is 21:1, a colour on itself 1:1", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#FFFFFF")).toBe(1);
    expect(contrastRatio("#000000", "#FFFFFF")).toBe(21);
    expect(contrastRatio("#1F4FD8", "#1f4fd8")).toBe(1);
  });

  it("gives the published ratios against white", () => {
    const known: [string, number][] = [
      ["#777777", 4.48],
      ["#767676", 4.54],
      ["#808080", 3.95],
      ["#0000FF", 8.59],
      ["#FF0000", 4.0],
      ["#008000", 5.14],
      ["#595959", 7.0],
    ];
    for (const [hex, ratio] of known) expect(contrastWithWhite(hex)).toBeCloseTo(ratio, 2);
  });

  it("does not depend on the order of the two colours", () => {
    expect(contrastRatio("#777777", "#000000")).toBe(contrastRatio("#000000", "#777777"));
    expect(contrastRatio("#777777", "#000000")).toBeCloseTo(4.69, 2);
  });

  it("draws the line at 4.5:1: #767676 passes, #777777 just fails", () => {
    expect(legibleUnderWhiteText("#767676")).toBe(true);
    expect(legibleUnderWhiteText("#777777")).toBe(false);
    expect(legibleUnderWhiteText("#000000")).toBe(true);
    expect(legibleUnderWhiteText("#FFCC00")).toBe(false);
  });

  it("writes a ratio to two decimals as checkers do, never rounded up onto the line", () => {
    expect(formatRatio(contrastWithWhite("#777777"))).toBe("4.48:1");
    expect(formatRatio(contrastWithWhite("#767676"))).toBe("4.54:1");
    expect(formatRatio(4.4999)).toBe("4.49:1");
    expect(formatRatio(21)).toBe("21.00:1");
  });

  it("refuses what is not #RRGGBB", () => {
    for (const bad of ["#FFF", "123456", "#GGGGGG", "#1234567"]) expect(() => relativeLuminance(bad)).toThrow();
  });
});
