// POST /v1/webhook_endpoints/{webhook_endpoint_id}: changes url, description or
// enabled_events under the same rules as registration, or re-enables a disabled endpoint.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { own } from "../own";
import { registrableUrl } from "../../webhooks/url-policy";
import { eventTypes } from "./enabled-events";
import { endpointIdParams, UpdateEndpointBody, WebhookEndpointSchema } from "./schemas";

export type UpdateWebhookEndpointRequest = z.input<typeof UpdateEndpointBody>;
export type UpdateWebhookEndpointResponse = z.infer<typeof WebhookEndpointSchema>;

export function registerUpdateWebhookEndpoint(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/webhook_endpoints/{webhook_endpoint_id}",
    tag: "Webhooks",
    summary: 'Update url, description or enabled_events, or set status "active" to re-enable a disabled endpoint',
    security: "api_key",
    params: endpointIdParams,
    body: UpdateEndpointBody,
    bodyExample: { enabled_events: ["*"], status: "active" },
    response: WebhookEndpointSchema,
    errors: ["resource_not_found", "invalid_webhook_url", "unknown_event_type", "webhook_url_in_use", "parameter_invalid"],
    handler: async (c, { params, body }) => {
      const patch = {
        url: body.url === undefined ? undefined : await registrableUrl(c.env, body.url),
        description: body.description,
        enabledEvents: body.enabled_events === undefined ? undefined : eventTypes(body.enabled_events),
        reactivate: body.status === "active",
      };
      return own(c, (stub, ref) => stub.updateWebhookEndpoint(ref, params.webhook_endpoint_id!, patch));
    },
  });
}
