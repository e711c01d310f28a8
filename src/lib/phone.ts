// Phone numbers on receipts: shown masked, live or sandbox alike.

/** +52 55 1234 5678 → +52******5678: enough for a receipt, not a phone book. */
export function maskPhone(e164: string): string {
  return e164.length <= 7 ? e164 : e164.slice(0, 3) + "*".repeat(e164.length - 7) + e164.slice(-4);
}
