// The Account as partners see it (interface: Resources → Account), and the account ledger
// over both balances, whose entries are the wallet's ledger entries plus the balance they moved.
import { z } from "@hono/zod-openapi";
import { MoneySchema } from "../schemas";
import { LedgerEntrySchema } from "../wallet/schemas";
import { EXAMPLES } from "../examples";

export const AccountSchema = z
  .object({
    id: z.string(),
    object: z.literal("account"),
    livemode: z.boolean(),
    name: z.string(),
    status: z.string(),
    kyb_state: z.enum(["none", "kyb_submitted", "kyc_pending", "kyc_submitted", "approved", "rejected"]),
    live_access: z.boolean(),
    credit: z.object({ overdraft_limit: MoneySchema, net_terms_days: z.number().int(), status: z.string() }),
    created_at: z.string(),
  })
  .openapi("Account", { example: EXAMPLES.Account });

// `object` differs from the wallet's entry, so it is not an extension of LedgerEntry in the
// document (an allOf with both `object` values could never validate)
export const AccountLedgerEntrySchema = LedgerEntrySchema.omit({ object: true }).extend({
  object: z.literal("account_ledger_entry"),
  balance: z.enum(["wallet", "revenue"]),
  order: z
    .object({ id: z.string(), status: z.string(), price: MoneySchema, earned: MoneySchema, commission_rate_bps: z.number().int() })
    .optional(),
}).openapi("AccountLedgerEntry", { example: EXAMPLES.AccountLedgerEntry });
