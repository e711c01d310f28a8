// A monthly statement of a balance: a UTC calendar month, the lines booked in it oldest first,
// and the balance before and after them. The balance before the first line is that line's
// balance_after less its own movement, so opening + the month's movements = closing, by the
// ledger's own chain of balances.

/** At most this many lines in one month's statement; a busier month is refused, never cut short. */
export const STATEMENT_MAX_LINES = 10_000;

/** "2026-11" → the month's first instant and the next month's first instant (UTC, epoch ms). */
export function monthRange(month: string, now: number): { ok: true; from: number; to: number } | { ok: false; message: string } {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  const bad = { ok: false as const, message: "month must be a month such as 2026-01 (YYYY-MM, UTC)." };
  if (!m) return bad;
  const year = Number(m[1]);
  const index = Number(m[2]) - 1;
  if (year < 2000 || index < 0 || index > 11) return bad;
  const from = Date.UTC(year, index, 1);
  if (from > now) return { ok: false, message: `month ${month} has not started yet.` };
  return { ok: true, from, to: Date.UTC(year, index + 1, 1) };
}

/** The month now is in, as YYYY-MM (UTC). */
export function monthOf(at: number): string {
  return new Date(at).toISOString().slice(0, 7);
}

export interface StatementLine {
  type: "credit" | "debit";
  amount: number;
  balance_after: number;
}

/** A line's movement of the balance: credits add, debits take away. */
export function signedAmount(line: Pick<StatementLine, "type" | "amount">): number {
  return line.type === "credit" ? line.amount : -line.amount;
}

/** Opening and closing balance of a month whose lines (oldest first) are `lines`; `before` is the balance when it has none. */
export function statementBalances(before: number, lines: StatementLine[]): { opening: number; closing: number } {
  const first = lines[0];
  const last = lines[lines.length - 1];
  if (!first || !last) return { opening: before, closing: before };
  return { opening: first.balance_after - signedAmount(first), closing: last.balance_after };
}
