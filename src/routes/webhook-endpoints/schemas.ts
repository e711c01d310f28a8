// Shapes of webhook endpoints and delivery log items, the request bodies that make them, and
// the endpoint id the paths take.
import { z } from "@hono/zod-openapi";
import { listSchema } from "../../http/pagination";
import { EXAMPLES, listExample } from "../examples";
import { idParam } from "../schemas";

export const WebhookEndpointSchema = z
  .object({
    id: z.string(),
    object: z.literal("webhook_endpoint"),
    url: z.string(),
    description: z.string().nullable(),
    enabled_events: z.array(z.string()),
    status: z.enum(["active", "disabled"]),
    disabled_reason: z.string().nullable(),
    secret: z.string().optional().openapi({ description: "whsec_…; only in the answers to creation and rotate_secret" }),
    last_success_at: z.string().nullable(),
    last_failure_at: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi("WebhookEndpoint", { example: EXAMPLES.WebhookEndpoint });

export const DeletedWebhookEndpointSchema = z
  .object({ id: z.string(), object: z.literal("webhook_endpoint"), deleted: z.literal(true) })
  .openapi("DeletedWebhookEndpoint", { example: EXAMPLES.DeletedWebhookEndpoint });

export const WebhookDeliverySchema = z
  .object({
    id: z.string(),
    object: z.literal("webhook_delivery"),
    event_id: z.string(),
    event_type: z.string(),
    attempt: z.number().int().openapi({ description: "1 for the first attempt" }),
    status: z.enum(["succeeded", "failed", "pending"]),
    response_status: z.number().int().nullable(),
    error: z.string().nullable(),
    duration_ms: z.number().int(),
    response_body_excerpt: z
      .string()
      .nullable()
      .openapi({ description: "the first 500 characters of the receiver's answer body; null when it sent none, gave no answer, or the attempt is pending" }),
    next_attempt_at: z.string().nullable().openapi({ description: "when this delivery is tried next; null once it succeeded or was dead-lettered" }),
    created_at: z.string(),
  })
  .openapi("WebhookDelivery", { example: EXAMPLES.WebhookDelivery });

export const WebhookDeliveryListSchema = listSchema(WebhookDeliverySchema, "WebhookDeliveryList", listExample(EXAMPLES.WebhookDelivery));

const enabledEvents = z
  .array(z.string().min(1).max(100))
  .min(1)
  .max(50)
  .openapi({ description: 'event types, or ["*"] for every type including later ones' });

const description = z.string().max(5000).nullable();

export const CreateEndpointBody = z.strictObject({
  // any string: the URL rule itself answers invalid_webhook_url
  url: z.string(),
  description: description.optional(),
  enabled_events: enabledEvents.optional(),
});

export const UpdateEndpointBody = z.strictObject({
  url: z.string().optional(),
  description: description.optional(),
  enabled_events: enabledEvents.optional(),
  status: z.enum(["active", "disabled"]).optional().openapi({ description: 'set "disabled" to stop deliveries to the endpoint, "active" to re-enable it' }),
});

export const endpointIdParams = idParam("webhook_endpoint_id");
