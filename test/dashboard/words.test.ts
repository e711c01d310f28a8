// The rules behind the pages' words, directly: a refusal in a form's words (its label, how to put
// it right, never an API field name), a phone number as people type it, a rate in per cent.
import { describe, expect, it } from "vitest";
import { inWords, withLabels, type FormWords } from "../../src/pages/form-words";
import { formatPhone, phoneFromTyped } from "../../src/lib/phone";
import { percent } from "../../src/pages/format";

const WORDS: FormWords = {
  support_phone: { label: "Support phone", fix: "enter the number with its country code, like +44 20 7946 0123." },
  display_name: { label: "Display name" },
  url: { label: "URL", fix: (f) => (/localhost/.test(f.message) ? "use a public address." : "enter an https:// address.") },
  "items[0].quantity": { label: "Quantity" },
};

describe("a refusal in the form's words", () => {
  it("names the field by its label and says how to put it right", () => {
    const f = inWords({ status: 400, code: "parameter_invalid", param: "support_phone", message: "Invalid support_phone: support_phone must be a phone number in E.164 form, e.g. +14155550123" }, WORDS);
    expect(f).toEqual({ status: 400, code: "parameter_invalid", param: "support_phone", message: "Support phone: enter the number with its country code, like +44 20 7946 0123." });
  });

  it("without a fix, keeps the step's sentence with its field names replaced by labels", () => {
    expect(inWords({ status: 400, code: "parameter_invalid", param: "display_name", message: "Invalid display_name: display_name must be 1 to 60 characters" }, WORDS).message).toBe("Display name: must be 1 to 60 characters");
    expect(inWords({ status: 400, code: "parameter_missing", param: "display_name", message: "Missing required parameter: display_name" }, WORDS).message).toBe("Display name: fill it in.");
    expect(inWords({ status: 400, code: "parameter_invalid", param: "items[0].quantity", message: "items[0]: items[0].quantity is too big" }, WORDS).message).toBe("Quantity: is too big");
  });

  it("a fix may read the step's reason", () => {
    expect(inWords({ status: 400, code: "invalid_webhook_url", param: "url", message: "url is not a usable webhook URL: localhost and loopback addresses are not allowed" }, WORDS).message).toBe("URL: use a public address.");
  });

  it("replaces a one-word field name only where it opens the sentence, never a word of it", () => {
    expect(withLabels("url is not usable; this url is a word here", WORDS)).toBe("URL is not usable; this url is a word here");
    expect(withLabels("these support_phone and display_name values", WORDS)).toBe("these Support phone and Display name values");
  });

  it("a refusal about no field that points at the API gets the page's sentence", () => {
    expect(inWords({ status: 402, code: "insufficient_funds", message: "The wallet cannot cover 500 cents." }, WORDS).message).toMatch(/^The wallet does not hold enough for this\. Add money on the Wallet page/);
    expect(inWords({ status: 409, code: "payout_address_required", message: "Set a payout address first: PUT /v1/revenue/payout_address." }, WORDS).message).not.toContain("/v1/");
  });
});

describe("phone numbers as people type them", () => {
  it("are read with spaces, dots, dashes, brackets, a (0) and 00 for +, into E.164", () => {
    for (const typed of ["+44 20 7946 0123", "+44 (0)20 7946-0123", "0044 20 7946 0123", "+44.20.7946.0123", " +442079460123 ", "+1 (415) 555-0123"]) {
      expect(phoneFromTyped(typed), typed).toBe(typed.includes("415") ? "+14155550123" : "+442079460123");
    }
  });

  it("without a country code, or not a number any plan assigns, are not numbers", () => {
    for (const typed of ["020 7946 0123", "4155550123", "+44 20", "+1 415 555 012", "call me", "+44 20 7946 0123 ext 5", ""]) expect(phoneFromTyped(typed), typed).toBeNull();
  });

  it("are shown grouped as their country writes them", () => {
    expect(formatPhone("+442079460123")).toBe("+44 20 7946 0123");
    expect(formatPhone("+14155550123")).toBe("+1 415 555 0123");
  });
});

describe("rates in per cent", () => {
  it("never in basis points, with a no-break space before the sign", () => {
    expect(percent(1500)).toBe("15\u00a0%");
    expect(percent(1750)).toBe("17.5\u00a0%");
    expect(percent(1234)).toBe("12.34\u00a0%");
    expect(percent(5)).toBe("0.05\u00a0%");
    expect(percent(0)).toBe("0\u00a0%");
  });
});
