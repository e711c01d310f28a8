// Money arrived: at the end of every step that credited the wallet (a deposit, a refund,
// commission taken as credit), each credit in turn first pays the quote it was minted for (a
// Lightning invoice), then repays overdraft debits, then pays the quotes waiting for funds in the
// interface's priority. Quotes past their deadline are expired first, so a late credit never
// pays an expired quote. Runs inside the step's transaction, before it commits.
import { quotesToSettle } from "../domain/settlement";
import { repay } from "./credit";
import { balanceOf } from "./ledger";
import { expireDueQuotes, settleQuote, waitingQuotes } from "./quotes";
import type { Tx } from "./tx";

export function settleArrivals(tx: Tx): void {
  let arrival;
  while ((arrival = tx.arrived?.shift())) {
    expireDueQuotes(tx);
    // A quote's own invoice pays that quote: the money in and the purchase out match, so this
    // credit repays no earlier debt and the purchase draws no new one. (Repaying first and then
    // drawing again would swap an overdue debit for a fresh one while the debt stays the same.)
    const forQuote = arrival.forQuoteId;
    const matched = forQuote && settleQuote(tx, forQuote, { evenIfNegative: true, matchedCredit: true }) ? arrival.amount : 0;
    const left = arrival.amount - matched;
    if (left > 0) {
      repay(tx, left);
      payWaitingQuotes(tx, left);
    }
  }
}

/** Pays waiting quotes from the balance (overdraft excluded), in the interface's priority. */
function payWaitingQuotes(tx: Tx, arrived: number): string[] {
  const ids = quotesToSettle(balanceOf(tx, "wallet"), arrived, waitingQuotes(tx));
  for (const id of ids) settleQuote(tx, id);
  return ids;
}
