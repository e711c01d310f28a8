// The Quote as partners see it (interface: Resources → Quote); its destinations are the wallet's.
import { z } from "@hono/zod-openapi";
import { MoneySchema } from "../schemas";
import { FundingDestinationSchema } from "../wallet/schemas";
import { EXAMPLES } from "../examples";

export const QuoteSchema = z
  .object({
    id: z.string(),
    object: z.literal("quote"),
    status: z.enum(["awaiting_funds", "fulfilled", "expired", "cancelled"]),
    offer_id: z.string(),
    payment_source: z.enum(["wallet", "lightning", "usdt", "usdc", "bank_transfer"]),
    price: MoneySchema,
    wallet: z.object({ debited: z.number().int(), balance_after: z.number().int() }).optional(),
    payment: z.object({
      rail: z.string(),
      amount: MoneySchema,
      asset: z.string().nullable(),
      asset_amount: z.string().nullable(),
      destinations: z.array(FundingDestinationSchema),
      lightning: z
        .object({
          invoice_id: z.string(),
          bolt11: z.string(),
          payment_hash: z.string(),
          amount_sats: z.number().int(),
          expires_at: z.string(),
        })
        .nullable(),
    }),
    destination: z.string().nullable(),
    expires_at: z.string(),
    order_id: z.string().nullable(),
    metadata: z.record(z.string(), z.string()),
    customer: z
      .object({ email: z.string(), language: z.string().optional() })
      .optional()
      .openapi({ description: "present when the quote named the traveller its eSIM is emailed to once fulfilled" }),
    created_at: z.string(),
  })
  .openapi("Quote", { example: EXAMPLES.Quote });
