/** @jsxImportSource hono/jsx */
// GET /dashboard/revenue/statement.csv?month=YYYY-MM: one UTC calendar month of the commission
// balance as CSV. A first row with the opening balance, the month's revenue entries oldest first
// (the same entries GET /v1/revenue/entries lists, with their signed movement and the balance
// after each), and a last row with the closing balance; so opening + the entries' amounts =
// closing. Between the entries, a `wallet_reversal` row for each refund of the month whose
// commission the wallet paid back in part (the Revenue Centre no longer held it): it moved the
// wallet, not this balance, so it has no balance_after and is not part of that sum, but the
// month's commission_reversed entries and these rows add up to what its refunds took back, the
// figure GET /v1/revenue's `reversed` counts. A month with more than STATEMENT_MAX_LINES entries
// is refused rather than cut short, so a statement always balances. Every role may download it. A
// bad month is 400 parameter_invalid, shown on the Revenue page.
import type { App } from "../../http/context";
import { ApiError } from "../../http/errors";
import { monthRange, signedAmount, statementBalances, STATEMENT_MAX_LINES } from "../../domain/statement";
import { csvLine } from "../../lib/csv";
import { attempt, ownPage } from "../own";
import { requireMe } from "../session";
import { RevenuePage } from "./revenue";

export const STATEMENT_COLUMNS = ["date", "row", "id", "kind", "order_id", "payout_id", "rate_bps", "amount", "currency", "balance_after"] as const;

export function registerStatement(app: App): void {
  app.get("/dashboard/revenue/statement.csv", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    const month = c.req.query("month") ?? "";
    const done = await attempt(async () => {
      // the form first; whether the month has started is the account's clock's to say (a
      // sandbox account's may run ahead of real time)
      const asked = monthRange(month, Number.POSITIVE_INFINITY);
      if (!asked.ok) throw new ApiError("parameter_invalid", asked.message, "month");
      const got = await ownPage(c.env, me, (s, r) => s.revenueStatement(r, asked.from, asked.to, STATEMENT_MAX_LINES));
      const range = monthRange(month, got.now);
      if (!range.ok) throw new ApiError("parameter_invalid", range.message, "month");
      if (got.lines.length > STATEMENT_MAX_LINES) {
        throw new ApiError("parameter_invalid", `month ${month} has more than ${STATEMENT_MAX_LINES.toLocaleString("en-US")} revenue entries, more than one statement holds; read them with GET /v1/revenue/entries.`, "month");
      }
      return { range, ...got };
    });
    if (!done.ok) return c.html(<RevenuePage c={c} me={me} error={done.failure} month={/^\d{4}-\d{2}$/.test(month) ? month : undefined} />, done.failure.status);
    const { range, before, lines, walletReversals, now } = done.value;
    const movements = lines.map((l) => ({ type: l.type, amount: l.amount.amount, balance_after: l.balance_after }));
    const { opening, closing } = statementBalances(before, movements);
    let out = csvLine([...STATEMENT_COLUMNS]);
    out += csvLine([new Date(range.from).toISOString(), "opening_balance", null, null, null, null, null, null, "USD", opening]);
    // a refund's reversal the wallet paid comes right after the entries of its moment (its own
    // commission_reversed entry, when the balance held part of it); it moved no balance here
    let next = 0;
    const walletRowsUpTo = (at: string | null) => {
      for (; next < walletReversals.length && (at === null || walletReversals[next]!.created_at < at); next++) {
        const w = walletReversals[next]!;
        out += csvLine([w.created_at, "wallet_reversal", w.refund_id, "commission_reversed", w.order_id, null, null, -w.amount.amount, w.amount.currency, null]);
      }
    };
    lines.forEach((l, i) => {
      walletRowsUpTo(l.created_at);
      out += csvLine([l.created_at, "entry", l.id, l.kind, l.order_id, l.payout_id, l.rate_bps, signedAmount(movements[i]!), l.amount.currency, l.balance_after]);
    });
    walletRowsUpTo(null);
    out += csvLine([new Date(Math.min(range.to, now)).toISOString(), "closing_balance", null, null, null, null, null, null, "USD", closing]);
    return c.body(out, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="revenue-statement-${me.mode}-${month}.csv"`,
      "cache-control": "no-store",
    });
  });
}
