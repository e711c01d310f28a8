// GET /v1/orders/{order_id} and GET /v1/orders (filters status, offer_id).
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { unwrap } from "../../http/errors";
import { listSchema, pageQuery } from "../../http/pagination";
import { ownList } from "../own-list";
import { defineRoute } from "../../http/route";
import { callerAccount } from "../../account/stub";
import { OrderSchema, idParam } from "../money-schemas";
import { registerOrderQrRoute } from "./qr";
import { EXAMPLES, listExample } from "../examples";

export function registerOrderRoutes(app: App): void {
  registerOrderQrRoute(app);
  defineRoute(app, {
    method: "get",
    path: "/v1/orders/{order_id}",
    tag: "Orders",
    summary: "Retrieve an order, with its deliverable once fulfilled",
    security: "api_key",
    params: idParam("order_id"),
    response: OrderSchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => {
      const { stub, ref } = callerAccount(c.env, c.get("caller"));
      return unwrap(await stub.order(ref, params.order_id!));
    },
  });

  defineRoute(app, {
    method: "get",
    path: "/v1/orders",
    tag: "Orders",
    summary: "List orders, newest first",
    security: "api_key",
    query: {
      ...pageQuery,
      status: z.enum(["pending", "fulfilled", "failed"]).optional(),
      offer_id: z.string().min(1).max(100).optional(),
    },
    response: listSchema(OrderSchema, "OrderList", listExample(EXAMPLES.Order)),
    errors: ["parameter_invalid"],
    handler: async (c, { query }) => {
      const filter = { status: query.status, offer_id: query.offer_id };
      return ownList(c, "orders", query, filter, (stub, ref, req) => stub.orders(ref, filter, req));
    },
  });
}
