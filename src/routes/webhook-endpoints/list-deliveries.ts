// GET /v1/webhook_endpoints/{webhook_endpoint_id}/deliveries: the log of delivery attempts to
// one endpoint, newest first.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { pageQuery } from "../../http/pagination";
import { defineRoute } from "../../http/route";
import { ownList } from "../own-list";
import { endpointIdParams, WebhookDeliveryListSchema } from "./schemas";

const ListWebhookDeliveriesQuerySchema = z.strictObject(pageQuery);

export type ListWebhookDeliveriesQuery = z.input<typeof ListWebhookDeliveriesQuerySchema>;
export type ListWebhookDeliveriesResponse = z.infer<typeof WebhookDeliveryListSchema>;

export function registerListWebhookDeliveries(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/webhook_endpoints/{webhook_endpoint_id}/deliveries",
    tag: "Webhooks",
    summary: "Log of delivery attempts to this endpoint, newest first",
    security: "api_key",
    params: endpointIdParams,
    query: ListWebhookDeliveriesQuerySchema.shape,
    response: WebhookDeliveryListSchema,
    errors: ["resource_not_found", "parameter_invalid"],
    handler: async (c, { params, query }) => {
      const id = params.webhook_endpoint_id!;
      return ownList(c, "webhook_deliveries", query, { id }, (stub, ref, req) => stub.webhookDeliveries(ref, id, req));
    },
  });
}
