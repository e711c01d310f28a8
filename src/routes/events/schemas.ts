// The Event as partners see it: the object a change produced, as recorded when it fired.
import { z } from "@hono/zod-openapi";
import { EXAMPLES } from "../examples";
import { EVENT_TYPES } from "../../webhooks/event-types";

export const EventSchema = z
  .object({
    id: z.string(),
    object: z.literal("event"),
    type: z.string().openapi({ description: `one of: ${EVENT_TYPES.filter((t) => t !== "ping").join(", ")} (new types may be added)` }),
    created_at: z.string(),
    livemode: z.boolean(),
    data: z.object({ object: z.record(z.string(), z.unknown()) }),
  })
  .openapi("Event", { example: EXAMPLES.Event });
