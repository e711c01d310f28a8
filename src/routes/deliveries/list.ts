// GET /v1/orders/{order_id}/deliveries: the eSIM messages sent for an order, newest first (the
// requested ones and the one its quote's `customer` asked for), in the list envelope. A read.
import type { App } from "../../http/context";
import { listSchema, pageQuery } from "../../http/pagination";
import { defineRoute } from "../../http/route";
import { listExample } from "../examples";
import { ownList } from "../own-list";
import { idParam } from "../schemas";
import { DeliverySchema } from "./schemas";
import { z } from "@hono/zod-openapi";

const DeliveryListSchema = listSchema(DeliverySchema, "EsimDeliveryList", listExample({
  id: "dlv_01JH8W5M2TQX7R3V9N4B6C8D0H", object: "esim_delivery", order_id: "ord_01JH8W4Q6S0F3C9V7M2K5P8R1T", email: "traveller@example.com",
  language: "es", status: "sent", failure_reason: null, origin: "request", notice: null, created_at: "2026-03-14T09:26:53.000Z", sent_at: "2026-03-14T09:26:54.000Z",
}));

export type ListDeliveriesResponse = z.infer<typeof DeliveryListSchema>;

export function registerListDeliveries(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/orders/{order_id}/deliveries",
    tag: "Orders",
    summary: "List the eSIM messages sent for an order, newest first",
    security: "api_key",
    params: idParam("order_id"),
    query: pageQuery,
    response: DeliveryListSchema,
    errors: ["parameter_invalid", "resource_not_found"],
    handler: async (c, { params, query }) => {
      const orderId = params.order_id!;
      return ownList(c, "esim_deliveries", query, { order_id: orderId }, (stub, ref, req) => stub.esimDeliveries(ref, orderId, req));
    },
  });
}
