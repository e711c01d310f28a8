// A name someone chose, as a mail quotes it: one line, its own quotes unable to close the mail's,
// no invisible or direction-changing characters, at most 60 characters.
import { describe, expect, it } from "vitest";
import { quotedName } from "../../src/identity/mail";

describe("quotedName", () => {
  it("flattens control, format and line-separator characters, cannot close its quotes, and cuts at 60 characters", () => {
    expect(quotedName("Acme Travel")).toBe('"Acme Travel"');
    expect(quotedName('  a\tb\n\nc\u2028d\u200Be "f" \u201Cg\u201D ')).toBe(`"a b c d e 'f' 'g'"`);
    expect(quotedName("\u0000\u0007")).toBe('"(no name)"');
    const cut = quotedName("y".repeat(61));
    expect([...cut.slice(1, -1)].length).toBe(60);
    expect(cut.endsWith('\u2026"')).toBe(true);
    expect(quotedName("y".repeat(60))).toBe(`"${"y".repeat(60)}"`);
  });
});
