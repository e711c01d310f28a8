// Phone numbers: shown masked on receipts, live or sandbox alike; checked as E.164 where a partner
// gives one (a brand's support phone).
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
