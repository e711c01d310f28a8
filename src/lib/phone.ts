// Phone numbers: shown masked on receipts, live or sandbox alike; checked as E.164 where a partner
// gives one (a brand's support phone); read as people type them on the pages (spaces, dots,
// dashes, brackets, 00 for +) and stored in E.164; shown the same way on every page and in mail.
import { parsePhoneNumberFromString } from "libphonenumber-js/max";

/** +52 55 1234 5678 → +52******5678: enough for a receipt, not a phone book. */
export function maskPhone(e164: string): string {
  return e164.length <= 7 ? e164 : e164.slice(0, 3) + "*".repeat(e164.length - 7) + e164.slice(-4);
}

/**
 * The number itself when `value` is a valid phone number written in E.164 (`+` and the country
 * code, digits only, as libphonenumber-js writes it back), else null: `+14155550123` passes,
 * `+1 415 555 0123`, `004155550123` and numbers no plan assigns do not.
 */
export function e164(value: string): string | null {
  if (!value.startsWith("+")) return null;
  const phone = parsePhoneNumberFromString(value);
  return phone?.isValid() && phone.number === value ? value : null;
}

/**
 * A number as a person types it ("+44 (0)20 7946-0123", "0044 20 7946 0123", "+1.415.555.0123")
 * in E.164 when it is a valid number with its country code, else null (the API's own check then
 * refuses what was typed). A "(0)" trunk prefix written after the country code is dropped.
 */
export function phoneFromTyped(value: string): string | null {
  let compact = value.trim().replace(/\(0\)/g, "").replace(/[\s.\-()/\u00a0]/g, "");
  if (compact.startsWith("00")) compact = `+${compact.slice(2)}`;
  if (!/^\+[0-9]{4,15}$/.test(compact)) return null;
  const phone = parsePhoneNumberFromString(compact);
  return phone?.isValid() ? phone.number : null;
}

/** A stored E.164 number as pages and mails show it, grouped as its country writes it: "+44 20 7946 0123". */
export function formatPhone(stored: string): string {
  return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored;
}
