// Fulfilment: one queue message per order, handled a batch at a time with one call into each
// account's object, which talks to the supplier (see AccountDO.fulfilOrders). Safe to run twice:
// a settled order is skipped, the supplier is asked with our order id as its reference (so a
// retry finds the same purchase), a lease keeps two jobs off one order, and settlement is one-way.
import type { FulfilmentResult } from "../account-object/object";
import { accountObject } from "../account-object/stub";
import type { Mode } from "../http/context";

export interface FulfilmentMessage {
  order_id: string;
  account_id: string;
  mode: Mode;
}

/** Fulfils one account's orders; an order another job holds ("busy") is that job's to finish. */
export function fulfilOrders(env: Env, account: { accountId: string; mode: Mode }, orderIds: string[]): Promise<FulfilmentResult[]> {
  return accountObject(env, account.accountId, account.mode).fulfilOrders(account, orderIds);
}
