/** @jsxImportSource hono/jsx */
// The order page's heading: the product's name first ("Japan 1 GB · 7 days"), then the order's,
// the offer's and the quote's ids small, each with its Copy button (names.tsx), and the batch it
// was bought in, if any. Its own component, so the page around it can change without it.
import type { z } from "@hono/zod-openapi";
import type { OrderSchema } from "../../routes/orders/schemas";
import { IdCopy, productNames } from "../names";
import type { Current } from "../session";

type Order = z.infer<typeof OrderSchema>;

export async function OrderHeading(props: { env: Env; me: Current; order: Order }) {
  const { order } = props;
  const name = (await productNames(props.env, props.me, [order])).get(order.offer_id);
  return (
    <header class="order-heading">
      <h1>{name ?? "Order"}</h1>
      <p class="ids">
        <span>Order <IdCopy id={order.id} what="order" /></span>{" "}
        <span>Offer <IdCopy id={order.offer_id} what="offer" /></span>{" "}
        <span>Quote <IdCopy id={order.quote_id} what="quote" /></span>
        {order.batch_id && (
          <>
            {" "}
            <span>Batch <a href={`/dashboard/batches/${order.batch_id}`}><code>{order.batch_id}</code></a></span>
          </>
        )}
      </p>
    </header>
  );
}
