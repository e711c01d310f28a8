// GET /v1/orders/{order_id} and GET /v1/orders (filters status, offer_id).
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { ApiError, unwrap } from "../../http/errors";
import { providersFor } from "../../providers";
import { esimUsage } from "../../providers/usage";
import { listSchema, pageQuery } from "../../http/pagination";
import { ownList } from "../own-list";
import { defineRoute } from "../../http/route";
import { callerAccount } from "../../account-object/stub";
import { OrderSchema, idParam } from "../money-schemas";
import { registerOrderQrRoute } from "./qr";
import { EXAMPLES, listExample } from "../examples";

const EsimUsageSchema = z
  .object({
    object: z.literal("esim_usage"),
    iccid: z.string(),
    status: z.string().openapi({ description: "not_active, active, finished, expired or unknown, as the supplier reports it" }),
    data_total_mb: z.number().int().nullable(),
    data_remaining_mb: z.number().int().nullable(),
    unlimited: z.boolean(),
    expires_at: z.string().nullable(),
    checked_at: z.string().openapi({ description: "when the supplier was asked; readings are reused for 15 minutes" }),
  })
  .openapi("EsimUsage", { example: EXAMPLES.EsimUsage });

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
    path: "/v1/orders/{order_id}/usage",
    tag: "Orders",
    summary: "Data usage of a fulfilled eSIM order (read from the supplier at most every 15 minutes)",
    security: "api_key",
    params: idParam("order_id"),
    response: EsimUsageSchema,
    errors: ["resource_not_found", "invalid_state"],
    handler: async (c, { params }) => {
      const caller = c.get("caller");
      const { stub, ref } = callerAccount(c.env, caller);
      const order = unwrap(await stub.order(ref, params.order_id!)) as { id: string; status: string; deliverable: Record<string, unknown> | null };
      const iccid = order.deliverable?.type === "esim_profile" ? order.deliverable.iccid : undefined;
      if (order.status !== "fulfilled" || typeof iccid !== "string") {
        throw new ApiError("invalid_state", `Order ${order.id} is not a fulfilled eSIM order.`);
      }
      return esimUsage(c.env, providersFor(c.env, caller.mode).supplier, caller.mode, iccid);
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
