// The partner document's `webhooks` section: one entry per event type, named by the type, whose
// request body is that type's envelope with its `data.object` schema, and whose headers are the
// delivery's signature. A receiver answers any 2xx; everything else is a failed attempt.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { EVENT_TYPES } from "../../webhooks/event-types";
import { typedEventSchema } from "./schemas";

export function registerEventWebhooks(app: App): void {
  for (const type of EVENT_TYPES) {
    app.openAPIRegistry.registerWebhook({
      method: "post",
      path: type,
      operationId: `on${type.split(/[._]/).map((w) => w[0]!.toUpperCase() + w.slice(1)).join("")}`,
      tags: ["Events"],
      // the receiver checks the Service-Signature header, not a credential of ours
      security: [],
      summary: type === "ping" ? "ping: sent to one endpoint when you ask for it (never fanned out)" : `${type} event, sent to endpoints subscribed to it or to *`,
      request: {
        headers: z.object({
          "service-signature": z.string().openapi({
            description: "t=<unix seconds>,v1=<hex HMAC-SHA256 of \"<t>.<raw body>\" keyed with the endpoint's secret>",
            example: "t=1763630103,v1=5f2b8c0d9e1a4b7c3d6e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c",
          }),
        }),
        body: { required: true, content: { "application/json": { schema: typedEventSchema(type) } } },
      },
      responses: {
        200: { description: "any 2xx within 10 seconds acknowledges the delivery; anything else is retried" },
      },
    });
  }
}
