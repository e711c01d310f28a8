// GET /v1/order_batches/{batch_id}: the batch with its counts as they are now.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { own } from "../own";
import { batchIdParam, OrderBatchSchema } from "./schemas";

export type RetrieveOrderBatchResponse = z.infer<typeof OrderBatchSchema>;

export function registerRetrieveOrderBatch(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/order_batches/{batch_id}",
    tag: "Order batches",
    summary: "Retrieve an order batch",
    security: "api_key",
    params: batchIdParam,
    response: OrderBatchSchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => own(c, (stub, ref) => stub.orderBatch(ref, params.batch_id)),
  });
}
