// GET /v1/order_batches: the account's batches in the key's mode, newest first.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { listSchema, pageQuery } from "../../http/pagination";
import { defineRoute } from "../../http/route";
import { ownList } from "../own-list";
import { EXAMPLES, listExample } from "../examples";
import { OrderBatchSchema } from "./schemas";

const OrderBatchListSchema = listSchema(OrderBatchSchema, "OrderBatchList", listExample(EXAMPLES.OrderBatch));

const ListOrderBatchesQuerySchema = z.strictObject({ ...pageQuery });

export type ListOrderBatchesResponse = z.infer<typeof OrderBatchListSchema>;

export function registerListOrderBatches(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/order_batches",
    tag: "Order batches",
    summary: "List order batches, newest first",
    security: "api_key",
    query: ListOrderBatchesQuerySchema.shape,
    response: OrderBatchListSchema,
    errors: ["parameter_invalid"],
    handler: async (c, { query }) => ownList(c, "order_batches", query, {}, (stub, ref, req) => stub.orderBatches(ref, req)),
  });
}
