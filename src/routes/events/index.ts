// GET /v1/events (filter type) and GET /v1/events/{event_id}: every event the account's
// changes produced, as recorded when they fired.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { unwrap } from "../../http/errors";
import { listSchema, pageQuery } from "../../http/pagination";
import { ownList } from "../own-list";
import { defineRoute } from "../../http/route";
import { callerAccount } from "../../account/stub";
import { EventSchema, idParam } from "../money-schemas";

export function registerEventRoutes(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/events",
    tag: "Events",
    summary: "List events, newest first",
    security: "api_key",
    query: { ...pageQuery, type: z.string().min(1).max(100).optional() },
    response: listSchema(EventSchema, "EventList"),
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
}
