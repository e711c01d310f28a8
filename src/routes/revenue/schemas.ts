// Revenue Centre, revenue entries, commission transfers and payouts as partners see them;
// the optional amount a transfer or payout takes.
import { z } from "@hono/zod-openapi";
import { MoneySchema } from "../schemas";
import { EXAMPLES } from "../examples";

export const RevenueSchema = z
  .object({
    object: z.literal("revenue"),
    livemode: z.boolean(),
    tier: z.enum(["standard", "growth", "scale"]),
    commission_bps: z.number().int(),
    negotiated: z.boolean(),
    volume: MoneySchema,
    next_tier: z.object({ tier: z.string(), from: MoneySchema, commission_bps: z.number().int() }).nullable(),
    balance: MoneySchema,
    lifetime_earned: MoneySchema,
    taken_as_credit: MoneySchema,
    paid_out: MoneySchema,
    reversed: MoneySchema.openapi({
      description:
        "commission taken back by succeeded refunds: the sum of their commission_reversed, whichever balance paid it (this balance's entries of kind commission_reversed, and the wallet's commission_reversal lines for what it no longer held), so lifetime_earned − reversed is the commission kept",
    }),
    payable: MoneySchema,
    payout_address: z.string().nullable(),
  })
  .openapi("Revenue", { example: EXAMPLES.Revenue });

export const RevenueEntrySchema = z
  .object({
    id: z.string(),
    object: z.literal("revenue_entry"),
    kind: z.enum(["earned", "taken_as_credit", "paid_out", "payout_returned", "commission_reversed"]),
    amount: MoneySchema,
    order_id: z.string().nullable(),
    payout_id: z.string().nullable(),
    rate_bps: z.number().int().nullable(),
    created_at: z.string(),
  })
  .openapi("RevenueEntry", { example: EXAMPLES.RevenueEntry });

export const CommissionTransferSchema = z
  .object({ id: z.string(), object: z.literal("commission_transfer"), amount: MoneySchema, balance: MoneySchema })
  .openapi("CommissionTransfer", { example: EXAMPLES.CommissionTransfer });

export const PayoutSchema = z
  .object({
    id: z.string(),
    object: z.literal("payout"),
    livemode: z.boolean(),
    status: z.enum(["pending", "succeeded", "failed"]),
    amount: MoneySchema,
    lightning_address: z.string(),
    payment_hash: z.string().nullable(),
    amount_sats: z.number().int().nullable(),
    failure_reason: z.string().nullable(),
    created_at: z.string(),
    resolved_at: z.string().nullable(),
  })
  .openapi("Payout", { example: EXAMPLES.Payout });

/** `amount` in cents, optional: omitted (or an empty body) means everything. */
export const optionalAmount = z.strictObject({
  amount: z.number().int().min(1).optional().openapi({ description: "USD cents; omit to move everything" }),
});
