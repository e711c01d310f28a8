// The Refund as partners see it (money back after a sale: GET /v1/refunds/{refund_id}), and the
// body of a partner's refund request.
import { z } from "@hono/zod-openapi";
import { MetadataSchema, MoneySchema } from "../schemas";
import { EXAMPLES } from "../examples";
import { REFUND_FAILURE_REASONS, REFUND_ORIGINS, REFUND_REASONS, REFUND_STATUSES } from "../../domain/refunds";

export const RefundSchema = z
  .object({
    id: z.string(),
    object: z.literal("refund"),
    livemode: z.boolean(),
    order_id: z.string(),
    amount: MoneySchema.openapi({ description: "the order's price: a refund is always of the whole order" }),
    status: z.enum(REFUND_STATUSES).openapi({ description: "pending (waiting on the supplier or an operator), succeeded or rejected" }),
    reason: z.enum(REFUND_REASONS),
    origin: z.enum(REFUND_ORIGINS).openapi({ description: "partner (asked through the API or the dashboard), supplier (a reversal the supplier reported) or operator (goodwill)" }),
    failure_reason: z.enum(REFUND_FAILURE_REASONS).nullable(),
    commission_reversed: MoneySchema.openapi({ description: "the commission the order earned, taken back (zero until succeeded)" }),
    wallet_credit: MoneySchema.openapi({ description: "what the wallet finally received: amount less any commission the Revenue Centre could not cover (zero until succeeded)" }),
    metadata: z.record(z.string(), z.string()),
    created_at: z.string(),
    resolved_at: z.string().nullable(),
  })
  .openapi("Refund", { example: EXAMPLES.Refund });

export const CreateRefundBody = z.strictObject({
  order_id: z.string().min(1).max(100),
  reason: z.enum(REFUND_REASONS),
  metadata: MetadataSchema.optional(),
});
