// POST /v1/webhook_endpoints/{webhook_endpoint_id}: changes url, description or
// enabled_events under the same rules as registration, or disables or re-enables the endpoint.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { ownAccount } from "../own";
import { updateEndpoint } from "./steps";
import { endpointIdParams, UpdateEndpointBody, WebhookEndpointSchema } from "./schemas";

export type UpdateWebhookEndpointRequest = z.input<typeof UpdateEndpointBody>;
export type UpdateWebhookEndpointResponse = z.infer<typeof WebhookEndpointSchema>;

export function registerUpdateWebhookEndpoint(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/webhook_endpoints/{webhook_endpoint_id}",
    tag: "Webhooks",
    summary: 'Update url, description or enabled_events; set status "disabled" to stop deliveries, "active" to re-enable',
    security: "api_key",
    params: endpointIdParams,
    body: UpdateEndpointBody,
    bodyExample: { enabled_events: ["*"], status: "active" },
    response: WebhookEndpointSchema,
    errors: ["resource_not_found", "invalid_webhook_url", "unknown_event_type", "webhook_url_in_use", "parameter_invalid"],
    handler: async (c, { params, body }) => updateEndpoint(c.env, ownAccount(c), params.webhook_endpoint_id!, body),
  });
}
