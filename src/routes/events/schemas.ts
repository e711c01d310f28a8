// The Event as partners see it: the object a change produced, as recorded when it fired.
import { z } from "@hono/zod-openapi";
import { EXAMPLES } from "../examples";

export const EventSchema = z
  .object({
    id: z.string(),
    object: z.literal("event"),
    type: z.string(),
    created_at: z.string(),
    livemode: z.boolean(),
    data: z.object({ object: z.record(z.string(), z.unknown()) }),
  })
  .openapi("Event", { example: EXAMPLES.Event });
