// Which waiting quotes a credit pays, per the interface: the quote priced exactly at what
// arrived goes first, then the oldest that still fit. The overdraft never counts.

export interface WaitingQuote {
  id: string;
  price: number;
  createdAt: number;
}

/**
 * @param balance wallet balance after the credit (overdraft excluded)
 * @param arrived the amount that just arrived
 * @param waiting quotes awaiting funds, in any order
 * @returns quote ids to settle, in settlement order
 */
export function quotesToSettle(balance: number, arrived: number, waiting: WaitingQuote[]): string[] {
  const byAge = [...waiting].sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
  const paid: string[] = [];
  let left = balance;
  const exact = byAge.find((q) => q.price === arrived);
  if (exact && exact.price <= left) {
    paid.push(exact.id);
    left -= exact.price;
  }
  for (const q of byAge) {
    if (paid.includes(q.id)) continue;
    if (q.price <= left) {
      paid.push(q.id);
      left -= q.price;
    }
  }
  return paid;
}
