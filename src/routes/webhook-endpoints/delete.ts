// DELETE /v1/webhook_endpoints/{webhook_endpoint_id}: the endpoint is gone, and deliveries
// still queued for it are dropped.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { ownAccount } from "../own";
import { deleteEndpoint } from "./steps";
import { DeletedWebhookEndpointSchema, endpointIdParams } from "./schemas";

export type DeleteWebhookEndpointResponse = z.infer<typeof DeletedWebhookEndpointSchema>;

export function registerDeleteWebhookEndpoint(app: App): void {
  defineRoute(app, {
    method: "delete",
    path: "/v1/webhook_endpoints/{webhook_endpoint_id}",
    tag: "Webhooks",
    summary: "Delete a webhook endpoint; deliveries still queued for it are dropped",
    security: "api_key",
    params: endpointIdParams,
    response: DeletedWebhookEndpointSchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => deleteEndpoint(ownAccount(c), params.webhook_endpoint_id!),
  });
}
