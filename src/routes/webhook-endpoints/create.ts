// POST /v1/webhook_endpoints: registers an endpoint in the caller's account object for its
// mode. The URL must pass the URL rule; the signing secret is in this answer only.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { own } from "../own";
import { ALL_EVENTS } from "../../webhooks/event-types";
import { registrableUrl } from "../../webhooks/url-policy";
import { eventTypes } from "./enabled-events";
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
    handler: async (c, { body }) => {
      const url = await registrableUrl(c.env, body.url);
      const enabledEvents = eventTypes(body.enabled_events ?? [ALL_EVENTS]);
      return own(c, (stub, ref) => stub.createWebhookEndpoint(ref, { url, description: body.description ?? null, enabledEvents }));
    },
  });
}
