// The Event as partners see it: the object a change produced, as recorded when it fired. Each
// event type carries one kind of object in `data.object` (EVENT_OBJECT_SCHEMAS, the same
// schemas the API answers with), so a typed client can type a webhook handler per type; the
// partner document's `webhooks` section lists them. Ping carries the endpoint it was sent to.
import { z } from "@hono/zod-openapi";
import { EXAMPLES } from "../examples";
import { EVENT_TYPES, type EventType } from "../../webhooks/event-types";
import { AccountSchema } from "../account/schemas";
import { EsimSchema, EsimUsageSchema, OrderSchema } from "../orders/schemas";
import { PROFILE_STATES, SERVICE_STATES } from "../../domain/esim-state";
import { RefundSchema } from "../refunds/schemas";
import { ReportRunSchema } from "../reporting/schemas";
import { QuoteSchema } from "../quotes/schemas";
import { OrderBatchSchema } from "../order-batches/schemas";
import { PayoutSchema } from "../revenue/schemas";
import { DepositSchema, LedgerEntrySchema, WalletSchema } from "../wallet/schemas";
import { WebhookEndpointSchema } from "../webhook-endpoints/schemas";

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

/** An eSIM's usage when it crossed a threshold, with the order it belongs to and which threshold. */
const EsimUsageAlertSchema = EsimUsageSchema.extend({
  order_id: z.string(),
  threshold: z.string().openapi({ description: "75%, 90% (esim.low_data), 3d or 1d (esim.expiring)" }),
}).openapi("EsimUsageAlert", {
  example: { ...EXAMPLES.EsimUsage, order_id: "ord_01JH8W7Q3N5R2T4V6X8Z0B2D4F", threshold: "90%" },
});

/** An eSIM whose state changed, with the states it had before (esim.updated: one event per change, however many states moved). */
const EsimUpdateSchema = EsimSchema.extend({
  previous_profile_state: z.enum(PROFILE_STATES),
  previous_service_state: z.enum(SERVICE_STATES),
}).openapi("EsimUpdate", {
  example: { ...EXAMPLES.Esim, previous_profile_state: "released", previous_service_state: "ready" },
});

/** What `data.object` holds for each event type. */
export const EVENT_OBJECT_SCHEMAS: Record<EventType, z.ZodType> = {
  ping: WebhookEndpointSchema,
  "deposit.detected": DepositSchema,
  "deposit.confirmed": DepositSchema,
  "deposit.failed": DepositSchema,
  "wallet.credited": LedgerEntrySchema,
  "wallet.debited": LedgerEntrySchema,
  "wallet.overdraft_used": LedgerEntrySchema,
  "wallet.overdue": WalletSchema,
  "wallet.balance_low": WalletSchema,
  "quote.awaiting_funds": QuoteSchema,
  "quote.fulfilled": QuoteSchema,
  "quote.expired": QuoteSchema,
  "order.delayed": OrderSchema,
  "order.fulfilled": OrderSchema,
  "order.failed": OrderSchema,
  "order_batch.completed": OrderBatchSchema,
  "refund.created": RefundSchema,
  "refund.succeeded": RefundSchema,
  "refund.rejected": RefundSchema,
  "esim.low_data": EsimUsageAlertSchema,
  "esim.expiring": EsimUsageAlertSchema,
  "esim.updated": EsimUpdateSchema,
  "esim.suspended": EsimSchema,
  "esim.resumed": EsimSchema,
  "esim.revoked": EsimSchema,
  "credit.updated": AccountSchema,
  "payout.succeeded": PayoutSchema,
  "payout.failed": PayoutSchema,
  "report_run.succeeded": ReportRunSchema,
  "report_run.failed": ReportRunSchema,
};

/** The envelope of one event type, as delivered to a webhook endpoint and listed by GET /v1/events. */
export function typedEventSchema(type: EventType) {
  return z.object({
    id: z.string().openapi({ example: "evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F" }),
    object: z.literal("event"),
    type: z.literal(type),
    created_at: z.string(),
    livemode: z.boolean(),
    data: z.object({ object: EVENT_OBJECT_SCHEMAS[type] }),
  });
}
