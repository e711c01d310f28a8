// The OrderBatch as partners see it, and the body that makes one: each item names a purchase the
// way POST /v1/quotes's body does (the same fields, the same schemas), plus how many of it.
import { z } from "@hono/zod-openapi";
import { MetadataSchema, MoneySchema } from "../schemas";
import { EXAMPLES } from "../examples";
import { CreateQuoteBody } from "../quotes/create";

/** Items per batch, purchases per eSIM item, purchases per batch (the spec's limits). */
export const BATCH_LIMITS = { items: 100, quantity: 50, purchases: 500 } as const;

export const OrderBatchItemBody = z.strictObject({
  offer_id: CreateQuoteBody.shape.offer_id,
  quantity: z
    .number()
    .int()
    .min(1)
    .max(BATCH_LIMITS.quantity)
    .optional()
    .openapi({ description: `how many of this offer to buy, 1 to ${BATCH_LIMITS.quantity} (default 1); always 1 for a top-up` }),
  destination: CreateQuoteBody.shape.destination,
  customer: CreateQuoteBody.shape.customer,
  metadata: MetadataSchema.optional().openapi({ description: "set on each quote this item makes" }),
});

export const CreateOrderBatchBody = z.strictObject({
  payment_source: z.enum(["wallet"]).openapi({ description: "only the wallet pays a batch" }),
  items: z
    .array(OrderBatchItemBody)
    .min(1)
    .max(BATCH_LIMITS.items)
    .openapi({ description: `1 to ${BATCH_LIMITS.items} items, making at most ${BATCH_LIMITS.purchases} purchases in all` }),
  metadata: MetadataSchema.optional(),
});

export type CreateOrderBatchRequest = z.input<typeof CreateOrderBatchBody>;

export const OrderBatchSchema = z
  .object({
    id: z.string(),
    object: z.literal("order_batch"),
    livemode: z.boolean(),
    status: z.enum(["processing", "completed"]).openapi({ description: "processing until every order of the batch is fulfilled or failed, then completed" }),
    total: MoneySchema.openapi({ description: "what the batch cost the wallet: every purchase's price (a failed order's price is credited back on its own)" }),
    counts: z.object({
      orders: z.number().int(),
      pending: z.number().int(),
      fulfilled: z.number().int(),
      failed: z.number().int(),
    }),
    metadata: z.record(z.string(), z.string()),
    created_at: z.string(),
    completed_at: z.string().nullable(),
  })
  .openapi("OrderBatch", { example: EXAMPLES.OrderBatch });

export const batchIdParam = { batch_id: z.string().min(1).max(100) };
