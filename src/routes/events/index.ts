// GET /v1/events (filter type) and GET /v1/events/{event_id}: every event the account's
// changes produced, as recorded when they fired. POST /v1/events/{event_id}/replay sends one
// again, same id and body, to the endpoints that subscribe to it now.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { unwrap } from "../../http/errors";
import { listSchema, pageQuery } from "../../http/pagination";
import { ownList } from "../own-list";
import { defineRoute } from "../../http/route";
import { callerAccount } from "../../account-object/stub";
import { EventSchema, idParam } from "../money-schemas";
import { WebhookDeliveryListSchema } from "../webhook-endpoints/schemas";
import { EXAMPLES, listExample } from "../examples";

export function registerEventRoutes(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/events",
    tag: "Events",
    summary: "List events, newest first",
    security: "api_key",
    query: { ...pageQuery, type: z.string().min(1).max(100).optional() },
    response: listSchema(EventSchema, "EventList", listExample(EXAMPLES.Event)),
    errors: ["parameter_invalid"],
    handler: async (c, { query }) =>
      ownList(c, "events", query, { type: query.type }, (stub, ref, req) => stub.events(ref, { type: query.type }, req)),
  });

  defineRoute(app, {
    method: "get",
    path: "/v1/events/{event_id}",
    tag: "Events",
    summary: "Retrieve an event",
    security: "api_key",
    params: idParam("event_id"),
    response: EventSchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => {
      const { stub, ref } = callerAccount(c.env, c.get("caller"));
      return unwrap(await stub.event(ref, params.event_id!));
    },
  });

  defineRoute(app, {
    method: "post",
    path: "/v1/events/{event_id}/replay",
    tag: "Events",
    summary: "Deliver an event again, with its original id, to every active endpoint subscribed to its type",
    description:
      "Answers with the deliveries it queued: one pending webhook_delivery (attempt 1) per endpoint, or an empty list when none subscribes. A ping goes to its own endpoint only.",
    security: "api_key",
    params: idParam("event_id"),
    response: WebhookDeliveryListSchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => {
      const { stub, ref } = callerAccount(c.env, c.get("caller"));
      const data = unwrap(await stub.replayEvent(ref, params.event_id!));
      return { object: "list" as const, data, has_more: false, next_cursor: null };
    },
  });
}
