// The account as the operator sees it: the partner's Account plus the review and terms only
// the operator handles; and the account id every operator path under an account takes.
import { z } from "@hono/zod-openapi";
import { MoneySchema } from "../../schemas";
import { AccountSchema } from "../../account/schemas";
import { EXAMPLES } from "../../examples";

const CreditSchema = z.object({ overdraft_limit: MoneySchema, net_terms_days: z.number().int(), status: z.string() });

export const OperatorAccountSchema = AccountSchema.extend({
  live_credit: CreditSchema.nullable().openapi({ description: "credit terms in live mode; null before live access" }),
  commission_bps: z.number().int().nullable().openapi({ description: "negotiated rate; null when the tier ladder applies" }),
  rejection_reason: z.string().nullable(),
  kyb: z
    .object({
      legal_name: z.string(),
      registration_number: z.string(),
      country: z.string(),
      address: z.string(),
      website: z.string().optional(),
      submitted_at: z.string(),
    })
    .nullable(),
  kyc: z
    .object({ full_name: z.string(), date_of_birth: z.string(), nationality: z.string(), submitted_at: z.string() })
    .nullable()
    .openapi({ description: "the identity document number is kept for review and never shown" }),
})
  .openapi("OperatorAccount", { example: EXAMPLES.OperatorAccount,
    description: "the Account as seen in test mode (livemode false, credit of test mode) plus operator-only fields",
  });

export const accountIdParams = { id: z.string().max(64).openapi({ param: { description: "acct_… id" } }) };
