// Fulfilment: one queue message per order. Safe to run twice: the order is read first and
// skipped once resolved, the supplier is asked with our order id as its reference (so a
// retry finds the same purchase), and settlement in the account's object is one-way.
import { accountObject } from "../account/stub";
import { unwrap } from "../http/errors";
import type { Mode } from "../http/context";
import { providersFor } from "../providers";

export interface FulfilmentMessage {
  order_id: string;
  account_id: string;
  mode: Mode;
}

/** A duplicate message while another job is talking to the supplier: the queue retries it later. */
export class FulfilmentBusy extends Error {}

export async function fulfilOrder(env: Env, msg: FulfilmentMessage): Promise<"resolved" | "pending" | "skipped"> {
  const ref = { accountId: msg.account_id, mode: msg.mode };
  const stub = accountObject(env, ref.accountId, ref.mode);
  const order = await stub.orderForFulfilment(msg.order_id);
  if (order === "resolved") return "skipped";
  if (order === "busy") throw new FulfilmentBusy(`order ${msg.order_id} is being fulfilled by another job`);
  try {
    const outcome = await providersFor(env, msg.mode).supplier.purchase({
      orderId: order.id,
      sku: order.supplier_sku,
      category: order.category,
      offerId: order.offer_id,
      price: order.price,
      destination: order.destination,
      createdAt: order.created_at,
    });
    unwrap(await stub.settleOrder(ref, order.id, outcome));
    return outcome.status === "pending" ? "pending" : "resolved";
  } finally {
    await stub.releaseFulfilment(order.id);
  }
}
