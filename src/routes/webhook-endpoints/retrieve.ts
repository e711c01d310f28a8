// GET /v1/webhook_endpoints/{webhook_endpoint_id}: one endpoint, never its secret.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { ownAccount } from "../own";
import { retrieveEndpoint } from "./steps";
import { endpointIdParams, WebhookEndpointSchema } from "./schemas";

export type RetrieveWebhookEndpointResponse = z.infer<typeof WebhookEndpointSchema>;

export function registerRetrieveWebhookEndpoint(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/webhook_endpoints/{webhook_endpoint_id}",
    tag: "Webhooks",
    summary: "Retrieve a webhook endpoint (never its secret)",
    security: "api_key",
    params: endpointIdParams,
    response: WebhookEndpointSchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => retrieveEndpoint(ownAccount(c), params.webhook_endpoint_id!),
  });
}
