// POST /v1/webhook_endpoints: registers an endpoint in the caller's account object for its
// mode. The URL must pass the URL rule; the signing secret is in this answer only.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { ownAccount } from "../own";
import { createEndpoint } from "./steps";
import { CreateEndpointBody, WebhookEndpointSchema } from "./schemas";

export type CreateWebhookEndpointRequest = z.input<typeof CreateEndpointBody>;
export type CreateWebhookEndpointResponse = z.infer<typeof WebhookEndpointSchema>;

export function registerCreateWebhookEndpoint(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/webhook_endpoints",
    tag: "Webhooks",
    summary: "Register a webhook endpoint; the answer carries its signing secret, shown only this once",
    security: "api_key",
    body: CreateEndpointBody,
    bodyExample: { url: "https://acme-travel.com/hooks/partner-commerce", description: "order status for the booking system", enabled_events: ["order.fulfilled", "order.failed"] },
    response: WebhookEndpointSchema,
    errors: ["invalid_webhook_url", "unknown_event_type", "webhook_url_in_use", "webhook_endpoint_limit", "parameter_missing", "parameter_invalid"],
    handler: async (c, { body }) => createEndpoint(c.env, ownAccount(c), body),
  });
}
