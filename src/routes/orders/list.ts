// GET /v1/orders (filters status, offer_id), newest first.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { listSchema, pageQuery } from "../../http/pagination";
import { defineRoute } from "../../http/route";
import { ownList } from "../own-list";
import { EXAMPLES, listExample } from "../examples";
import { OrderSchema } from "./schemas";

const OrderListSchema = listSchema(OrderSchema, "OrderList", listExample(EXAMPLES.Order));

const ListOrdersQuerySchema = z.strictObject({
  ...pageQuery,
  status: z.enum(["pending", "fulfilled", "failed"]).optional(),
  offer_id: z.string().min(1).max(100).optional(),
});

export type ListOrdersQuery = z.input<typeof ListOrdersQuerySchema>;
export type ListOrdersResponse = z.infer<typeof OrderListSchema>;

export function registerListOrders(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/orders",
    tag: "Orders",
    summary: "List orders, newest first",
    security: "api_key",
    query: ListOrdersQuerySchema.shape,
    response: OrderListSchema,
    errors: ["parameter_invalid"],
    handler: async (c, { query }) => {
      const filter = { status: query.status, offer_id: query.offer_id };
      return ownList(c, "orders", query, filter, (stub, ref, req) => stub.orders(ref, filter, req));
    },
  });
}
