// POST /admin/v1/accounts/{id}/events/{event_id}/replay: an operator sends a partner's event
// again (same id and body) to the endpoints subscribed to it now, as the partner's own replay
// does; `mode` names the event's mode. Support may do this. Audited as event.replay.
import { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { auditContextOf } from "../../../http/operator-auth";
import { replayAccountEvent } from "../../../accounts/replay-event";
import { WebhookDeliveryListSchema } from "../../webhook-endpoints/schemas";

const ReplayBody = z.strictObject({ mode: z.enum(["test", "live"]) });

export type OperatorReplayEventRequest = z.input<typeof ReplayBody>;
export type OperatorReplayEventResponse = z.infer<typeof WebhookDeliveryListSchema>;

export function registerOperatorReplayEvent(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/admin/v1/accounts/{id}/events/{event_id}/replay",
    tag: "Operator",
    summary: "Deliver a partner's event again, with its original id, to every active endpoint subscribed to its type",
    security: "admin",
    permission: "events.replay",
    params: { id: z.string().max(100), event_id: z.string().max(100) },
    body: ReplayBody,
    bodyExample: { mode: "live" },
    response: WebhookDeliveryListSchema,
    errors: ["resource_not_found", "parameter_missing", "parameter_invalid", "parameter_unknown", "invalid_json"],
    handler: async (c, { params, body }) => {
      const data = await replayAccountEvent(c.env, params.id, body.mode, params.event_id, auditContextOf(c));
      return { object: "list" as const, data, has_more: false, next_cursor: null };
    },
  });
}
