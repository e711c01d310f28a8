// Webhook endpoints: register, read, change, delete, rotate the signing secret, ping, and the
// log of delivery attempts. Everything lives in the caller's account object for its mode.
import type { App } from "../../http/context";
import { ApiError, unwrap } from "../../http/errors";
import { listSchema, pageQuery } from "../../http/pagination";
import { defineRoute } from "../../http/route";
import { callerAccount } from "../../account-object/stub";
import { ALL_EVENTS, unknownEventType } from "../../webhooks/event-types";
import { timeoutMs } from "../../webhooks/post";
import { registrableUrl } from "../../webhooks/url-policy";
import { idParam } from "../money-schemas";
import { ownList } from "../own-list";
import {
  CreateEndpointBody, DeletedWebhookEndpointSchema, UpdateEndpointBody, WebhookDeliveryListSchema, WebhookDeliverySchema, WebhookEndpointSchema,
} from "./schemas";
import { EXAMPLES, listExample } from "../examples";

const TAG = "Webhooks";
const endpointId = idParam("webhook_endpoint_id");

/** Known types only (or "*"), each once, in the order given. */
function eventTypes(types: string[]): string[] {
  const unknown = unknownEventType(types);
  if (unknown !== undefined) {
    throw new ApiError("unknown_event_type", `Unknown event type in enabled_events: '${unknown}'`, "enabled_events");
  }
  return [...new Set(types)];
}

export function registerWebhookRoutes(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/webhook_endpoints",
    tag: TAG,
    summary: "Register a webhook endpoint; the answer carries its signing secret, shown only this once",
    security: "api_key",
    body: CreateEndpointBody,
    bodyExample: { url: "https://acme-travel.com/hooks/partner-commerce", description: "order status for the booking system", enabled_events: ["order.fulfilled", "order.failed"] },
    response: WebhookEndpointSchema,
    errors: ["invalid_webhook_url", "unknown_event_type", "webhook_url_in_use", "webhook_endpoint_limit", "parameter_missing", "parameter_invalid"],
    handler: async (c, { body }) => {
      const url = await registrableUrl(c.env, body.url);
      const enabledEvents = eventTypes(body.enabled_events ?? [ALL_EVENTS]);
      const { stub, ref } = callerAccount(c.env, c.get("caller"));
      return unwrap(await stub.createWebhookEndpoint(ref, { url, description: body.description ?? null, enabledEvents }));
    },
  });

  defineRoute(app, {
    method: "get",
    path: "/v1/webhook_endpoints",
    tag: TAG,
    summary: "List webhook endpoints, newest first",
    security: "api_key",
    query: pageQuery,
    response: listSchema(WebhookEndpointSchema, "WebhookEndpointList", listExample(EXAMPLES.WebhookEndpoint)),
    errors: ["parameter_invalid"],
    handler: async (c, { query }) => ownList(c, "webhook_endpoints", query, {}, (stub, ref, req) => stub.webhookEndpoints(ref, req)),
  });

  defineRoute(app, {
    method: "get",
    path: "/v1/webhook_endpoints/{webhook_endpoint_id}",
    tag: TAG,
    summary: "Retrieve a webhook endpoint (never its secret)",
    security: "api_key",
    params: endpointId,
    response: WebhookEndpointSchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => {
      const { stub, ref } = callerAccount(c.env, c.get("caller"));
      return unwrap(await stub.webhookEndpoint(ref, params.webhook_endpoint_id!));
    },
  });

  defineRoute(app, {
    method: "post",
    path: "/v1/webhook_endpoints/{webhook_endpoint_id}",
    tag: TAG,
    summary: 'Update url, description or enabled_events, or set status "active" to re-enable a disabled endpoint',
    security: "api_key",
    params: endpointId,
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
      const { stub, ref } = callerAccount(c.env, c.get("caller"));
      return unwrap(await stub.updateWebhookEndpoint(ref, params.webhook_endpoint_id!, patch));
    },
  });

  defineRoute(app, {
    method: "delete",
    path: "/v1/webhook_endpoints/{webhook_endpoint_id}",
    tag: TAG,
    summary: "Delete a webhook endpoint; deliveries still queued for it are dropped",
    security: "api_key",
    params: endpointId,
    response: DeletedWebhookEndpointSchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => {
      const { stub, ref } = callerAccount(c.env, c.get("caller"));
      return unwrap(await stub.deleteWebhookEndpoint(ref, params.webhook_endpoint_id!));
    },
  });

  defineRoute(app, {
    method: "post",
    path: "/v1/webhook_endpoints/{webhook_endpoint_id}/rotate_secret",
    tag: TAG,
    summary: "Replace the signing secret; the new one, shown only here, signs every delivery from now on",
    security: "api_key",
    params: endpointId,
    response: WebhookEndpointSchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => {
      const { stub, ref } = callerAccount(c.env, c.get("caller"));
      return unwrap(await stub.rotateWebhookSecret(ref, params.webhook_endpoint_id!));
    },
  });

  defineRoute(app, {
    method: "post",
    path: "/v1/webhook_endpoints/{webhook_endpoint_id}/ping",
    tag: TAG,
    summary: "Deliver a ping event to this endpoint now, whatever its enabled_events; answers with the attempt",
    description:
      "The event's data.object is the endpoint (without its secret). A failed ping is retried on the usual schedule.",
    security: "api_key",
    params: endpointId,
    response: WebhookDeliverySchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => {
      const { stub, ref } = callerAccount(c.env, c.get("caller"));
      const item = unwrap(await stub.pingWebhookEndpoint(ref, params.webhook_endpoint_id!));
      if (!item) throw new ApiError("resource_not_found", `No such webhook endpoint: '${params.webhook_endpoint_id}'`, "webhook_endpoint_id");
      return item;
    },
  });

  defineRoute(app, {
    method: "get",
    path: "/v1/webhook_endpoints/{webhook_endpoint_id}/deliveries",
    tag: TAG,
    summary: "Log of delivery attempts to this endpoint, newest first",
    security: "api_key",
    params: endpointId,
    query: pageQuery,
    response: WebhookDeliveryListSchema,
    errors: ["resource_not_found", "parameter_invalid"],
    handler: async (c, { params, query }) => {
      const id = params.webhook_endpoint_id!;
      return ownList(c, "webhook_deliveries", query, { id }, (stub, ref, req) => stub.webhookDeliveries(ref, id, req));
    },
  });
}
