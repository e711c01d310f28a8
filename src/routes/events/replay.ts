// POST /v1/events/{event_id}/replay: the event sent again, same id and body, to the endpoints
// that subscribe to it now; answers with the deliveries it queued.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { ownAccount } from "../own";
import { idParam } from "../schemas";
import { WebhookDeliveryListSchema } from "../webhook-endpoints/schemas";
import { replayEvent } from "../webhook-endpoints/steps";

export type ReplayEventResponse = z.infer<typeof WebhookDeliveryListSchema>;

export function registerReplayEvent(app: App): void {
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
      const data = await replayEvent(ownAccount(c), params.event_id!);
      return { object: "list" as const, data, has_more: false, next_cursor: null };
    },
  });
}
