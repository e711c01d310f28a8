// GET /v1/order_batches/{batch_id}/orders (filter status): the batch's orders, newest first, as
// GET /v1/orders shows them (each names its batch_id); an unknown batch is 404.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { listSchema, pageQuery } from "../../http/pagination";
import { defineRoute } from "../../http/route";
import { ownList } from "../own-list";
import { EXAMPLES, listExample } from "../examples";
import { OrderSchema } from "../orders/schemas";
import { batchIdParam } from "./schemas";

const BatchOrderListSchema = listSchema(OrderSchema, "OrderBatchOrderList", listExample(EXAMPLES.Order));

const ListBatchOrdersQuerySchema = z.strictObject({ ...pageQuery, status: z.enum(["pending", "fulfilled", "failed"]).optional() });

export type ListOrderBatchOrdersQuery = z.input<typeof ListBatchOrdersQuerySchema>;
export type ListOrderBatchOrdersResponse = z.infer<typeof BatchOrderListSchema>;

export function registerListOrderBatchOrders(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/order_batches/{batch_id}/orders",
    tag: "Order batches",
    summary: "List an order batch's orders, newest first",
    security: "api_key",
    params: batchIdParam,
    query: ListBatchOrdersQuerySchema.shape,
    response: BatchOrderListSchema,
    errors: ["parameter_invalid", "resource_not_found"],
    handler: async (c, { params, query }) => {
      const filter = { status: query.status };
      // the cursor is bound to this batch as well as to the filter
      return ownList(c, "order_batch_orders", query, { batch_id: params.batch_id, ...filter }, (stub, ref, req) => stub.orderBatchOrders(ref, params.batch_id, filter, req));
    },
  });
}
