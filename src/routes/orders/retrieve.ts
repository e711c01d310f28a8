// GET /v1/orders/{order_id}: an order, with its deliverable once fulfilled.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { own } from "../own";
import { idParam } from "../schemas";
import { OrderSchema } from "./schemas";

export type RetrieveOrderResponse = z.infer<typeof OrderSchema>;

export function registerRetrieveOrder(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/orders/{order_id}",
    tag: "Orders",
    summary: "Retrieve an order, with its deliverable once fulfilled",
    security: "api_key",
    params: idParam("order_id"),
    response: OrderSchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => own(c, (stub, ref) => stub.order(ref, params.order_id!)),
  });
}
