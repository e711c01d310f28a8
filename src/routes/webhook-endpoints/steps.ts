// The webhook endpoint steps both doors run: the /v1/webhook_endpoints routes (for an API key's
// account) and the dashboard's Webhooks pages (for the signed-in account in the session's mode).
// Each checks its input by the same rules (the URL rule, known event types) and asks the
// account's object for the same change, so the two doors cannot differ in what they accept.
import type { z } from "@hono/zod-openapi";
import { ApiError, unwrap } from "../../http/errors";
import { ALL_EVENTS } from "../../webhooks/event-types";
import { registrableUrl } from "../../webhooks/url-policy";
import type { OwnRef, OwnStub } from "../own";
import { eventTypes } from "./enabled-events";
import type { CreateEndpointBody, UpdateEndpointBody } from "./schemas";

type Own = { stub: OwnStub; ref: OwnRef };

/** Registers an endpoint; the answer carries its signing secret, the only time it is shown. */
export async function createEndpoint(env: Env, own: Own, body: z.output<typeof CreateEndpointBody>) {
  const url = await registrableUrl(env, body.url);
  const enabledEvents = eventTypes(body.enabled_events ?? [ALL_EVENTS]);
  return unwrap(await own.stub.createWebhookEndpoint(own.ref, { url, description: body.description ?? null, enabledEvents }));
}

/** Changes url, description or enabled_events under the registration rules, or its status. */
export async function updateEndpoint(env: Env, own: Own, endpointId: string, body: z.output<typeof UpdateEndpointBody>) {
  const patch = {
    url: body.url === undefined ? undefined : await registrableUrl(env, body.url),
    description: body.description,
    enabledEvents: body.enabled_events === undefined ? undefined : eventTypes(body.enabled_events),
    reactivate: body.status === "active",
    disable: body.status === "disabled",
  };
  return unwrap(await own.stub.updateWebhookEndpoint(own.ref, endpointId, patch));
}

export async function retrieveEndpoint(own: Own, endpointId: string) {
  return unwrap(await own.stub.webhookEndpoint(own.ref, endpointId));
}

export async function deleteEndpoint(own: Own, endpointId: string) {
  return unwrap(await own.stub.deleteWebhookEndpoint(own.ref, endpointId));
}

/** A new signing secret in force at once; the answer is the only place it appears. */
export async function rotateSecret(own: Own, endpointId: string) {
  return unwrap(await own.stub.rotateWebhookSecret(own.ref, endpointId));
}

/** A ping delivered now, whatever the endpoint subscribes to; the attempt it made. */
export async function pingEndpoint(own: Own, endpointId: string) {
  const item = unwrap(await own.stub.pingWebhookEndpoint(own.ref, endpointId));
  if (!item) throw new ApiError("resource_not_found", `No such webhook endpoint: '${endpointId}'`, "webhook_endpoint_id");
  return item;
}

/** The event sent again, same id and body, to the endpoints subscribed to it now: the deliveries queued. */
export async function replayEvent(own: Own, eventId: string) {
  return unwrap(await own.stub.replayEvent(own.ref, eventId));
}
