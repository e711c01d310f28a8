// Response schemas shared by several resources; each resource's own live beside its routes.
import { z } from "@hono/zod-openapi";
import { EXAMPLES } from "./examples";

export const MoneySchema = z
  .object({ amount: z.number().int(), currency: z.string().length(3) })
  .openapi("Money", { example: EXAMPLES.Money, description: "amount in minor units (cents); currency USD" });

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

export const ApiKeySchema = z
  .object({
    id: z.string(),
    object: z.literal("api_key"),
    mode: z.enum(["test", "live"]),
    secret: z.string().optional(),
    created_at: z.string(),
  })
  .openapi("ApiKey", { example: EXAMPLES.ApiKey });
