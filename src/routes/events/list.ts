// GET /v1/events (filter type), newest first: every event the account's changes produced, as
// recorded when they fired.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { listSchema, pageQuery } from "../../http/pagination";
import { defineRoute } from "../../http/route";
import { ownList } from "../own-list";
import { EXAMPLES, listExample } from "../examples";
import { EventSchema } from "./schemas";

const EventListSchema = listSchema(EventSchema, "EventList", listExample(EXAMPLES.Event));

const ListEventsQuerySchema = z.strictObject({ ...pageQuery, type: z.string().min(1).max(100).optional() });

export type ListEventsQuery = z.input<typeof ListEventsQuerySchema>;
export type ListEventsResponse = z.infer<typeof EventListSchema>;

export function registerListEvents(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/events",
    tag: "Events",
    summary: "List events, newest first",
    security: "api_key",
    query: ListEventsQuerySchema.shape,
    response: EventListSchema,
    errors: ["parameter_invalid"],
    handler: async (c, { query }) =>
      ownList(c, "events", query, { type: query.type }, (stub, ref, req) => stub.events(ref, { type: query.type }, req)),
  });
}
