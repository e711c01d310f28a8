/** @jsxImportSource hono/jsx */
// An order's cells in a list (Orders, Home's recent orders, a batch's orders): its product by name
// linking to its page with its id and Copy beneath (names.tsx), its status in words and, where
// the list shows it, its refund's state, then its price.
import type { z } from "@hono/zod-openapi";
import type { OrderSchema } from "../../routes/orders/schemas";
import { money } from "../format";
import { Named } from "../names";
import { REFUND_STATE_WORDS } from "./refund";

type Order = z.infer<typeof OrderSchema>;

export const STATUS_WORDS: Record<Order["status"], string> = {
  pending: "Pending: the supplier is preparing it",
  fulfilled: "Fulfilled",
  failed: "Failed",
};

export function OrderCells(props: { order: Order; name: string | undefined; refund?: boolean }) {
  const o = props.order;
  return (
    <>
      <td data-label="Product"><Named name={props.name} id={o.id} what="order" href={`/dashboard/orders/${o.id}`} /></td>
      <td data-label="Status">{STATUS_WORDS[o.status]}</td>
      {props.refund && <td data-label="Refund" data-refund-state={o.refund?.status ?? "none"}>{REFUND_STATE_WORDS[o.refund?.status ?? "none"]}</td>}
      <td data-label="Price" class="num">{money(o.price)}</td>
    </>
  );
}
