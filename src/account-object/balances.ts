// Reading a balance. Kept apart from the ledger (which writes them) so that what the ledger
// calls after a posting (the wallet's alerts) may read the wallet without an import circle.
import { one, type Tx } from "./tx";

export type BalanceName = "wallet" | "revenue";

export function balanceOf(tx: Pick<Tx, "sql">, name: BalanceName): number {
  return one<{ amount: number }>(tx.sql, "SELECT amount FROM balances WHERE name = ?", name)!.amount;
}
