// GET /v1/events/{event_id}: one event, its body as recorded when it fired.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { own } from "../own";
import { idParam } from "../schemas";
import { EventSchema } from "./schemas";

export type RetrieveEventResponse = z.infer<typeof EventSchema>;

export function registerRetrieveEvent(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/events/{event_id}",
    tag: "Events",
    summary: "Retrieve an event",
    security: "api_key",
    params: idParam("event_id"),
    response: EventSchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => own(c, (stub, ref) => stub.event(ref, params.event_id!)),
  });
}
