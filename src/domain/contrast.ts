// The WCAG 2 contrast ratio between two sRGB colours, and the brand colour's rule: white text on
// the brand's colour (its buttons) must reach WCAG AA for normal text, 4.5:1. Pure: no I/O.

/** A colour written `#RRGGBB` (either case). */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** WCAG AA for normal text. */
export const MIN_CONTRAST_WITH_WHITE = 4.5;

/** The relative luminance of a `#RRGGBB` colour (WCAG 2: 0 for black, 1 for white). */
export function relativeLuminance(hex: string): number {
  if (!HEX_COLOR.test(hex)) throw new Error(`not a #RRGGBB colour: ${hex}`);
  const channel = (at: number) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of two colours, from 1 (the same) to 21 (black on white); order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export function contrastWithWhite(hex: string): number {
  return contrastRatio(hex, "#FFFFFF");
}

/**
 * A ratio as people read it and checkers print it, `4.48:1`: rounded to two decimals, except
 * that a ratio short of the 4.5:1 line is never rounded up onto it (4.4999 is `4.49:1`, not
 * `4.50:1`, which would read as meeting the rule it fails).
 */
export function formatRatio(ratio: number): string {
  const rounded = Math.round(ratio * 100) / 100;
  const shown = ratio < MIN_CONTRAST_WITH_WHITE && rounded >= MIN_CONTRAST_WITH_WHITE ? Math.floor(ratio * 100) / 100 : rounded;
  return `${shown.toFixed(2)}:1`;
}

/** Whether white text on `hex` is legible enough for the brand's buttons (at least 4.5:1). */
export function legibleUnderWhiteText(hex: string): boolean {
  return contrastWithWhite(hex) >= MIN_CONTRAST_WITH_WHITE;
}
