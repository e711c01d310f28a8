// POST /v1/webhook_endpoints/{webhook_endpoint_id}/ping: a ping event delivered to this
// endpoint now, whatever it subscribes to; answers with the attempt.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { ownAccount } from "../own";
import { pingEndpoint } from "./steps";
import { endpointIdParams, WebhookDeliverySchema } from "./schemas";

export type PingWebhookEndpointResponse = z.infer<typeof WebhookDeliverySchema>;

export function registerPingWebhookEndpoint(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/webhook_endpoints/{webhook_endpoint_id}/ping",
    tag: "Webhooks",
    summary: "Deliver a ping event to this endpoint now, whatever its enabled_events; answers with the attempt",
    description:
      "The event's data.object is the endpoint (without its secret). A failed ping is retried on the usual schedule.",
    security: "api_key",
    params: endpointIdParams,
    response: WebhookDeliverySchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => pingEndpoint(ownAccount(c), params.webhook_endpoint_id!),
  });
}
