// Overdraft bookkeeping. A wallet purchase may take the balance down to -limit; each draw
// below zero is an open debit due net-terms days later; credits repay debits oldest first.
// The open debits always add up to the part of the balance below zero.

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface OpenDebit {
  id: string;
  open: number;
  drawnAt: number;
  dueAt: number;
}

/** How much of a purchase of `price` is drawn from the overdraft when the balance is `balance`. */
export function overdraftDraw(balance: number, price: number): number {
  return Math.min(price, Math.max(0, price - Math.max(0, balance)));
}

/**
 * Whether the wallet can pay `price` now. While overdue the overdraft is frozen and wallet
 * purchases are refused outright (an overdue account is always below zero anyway).
 */
export function canPurchase(
  balance: number,
  price: number,
  limit: number,
  overdue: boolean,
): { ok: true } | { ok: false; reason: "account_overdue" | "insufficient_funds"; available: number; shortfall: number } {
  const available = availableToSpend(balance, limit, overdue);
  if (overdue) return { ok: false, reason: "account_overdue", available, shortfall: Math.max(0, price - available) };
  if (price <= available) return { ok: true };
  return { ok: false, reason: "insufficient_funds", available, shortfall: price - available };
}

/** Balance plus unused overdraft; zero while overdue. */
export function availableToSpend(balance: number, limit: number, overdue: boolean): number {
  return overdue ? 0 : Math.max(0, balance + limit);
}

/**
 * How much of the open debits the wallet's balance no longer shows as owed: what credits may
 * repay. The open debits add up to the part of the balance below zero; a credit noted but not
 * yet settled raised the balance, and that is the part it repays (never the part still below).
 */
export function stillOwedBeyond(debits: OpenDebit[], balance: number): number {
  const open = debits.reduce((n, d) => n + d.open, 0);
  return Math.max(0, open - Math.max(0, -balance));
}

/** Splits a credit over open debits, oldest first. Returns each debit's repayment. */
export function repayDebits(debits: OpenDebit[], credit: number): { id: string; repaid: number; closes: boolean }[] {
  const out: { id: string; repaid: number; closes: boolean }[] = [];
  let left = credit;
  for (const d of [...debits].sort((a, b) => a.drawnAt - b.drawnAt || (a.id < b.id ? -1 : 1))) {
    if (left <= 0) break;
    const repaid = Math.min(left, d.open);
    left -= repaid;
    out.push({ id: d.id, repaid, closes: repaid === d.open });
  }
  return out;
}

export function isOverdue(debits: OpenDebit[], now: number): boolean {
  const open = debits.filter((d) => d.open > 0).map((d) => d.dueAt);
  return pastDue(open.length ? Math.min(...open) : null, now);
}

/** Overdue, from the earliest due date among the open debits (null: none open). */
export function pastDue(earliestOpenDueAt: number | null, now: number): boolean {
  return earliestOpenDueAt !== null && earliestOpenDueAt <= now;
}
