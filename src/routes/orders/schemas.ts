// The Order as partners see it, and the usage reading of a fulfilled eSIM order.
import { z } from "@hono/zod-openapi";
import { MoneySchema } from "../schemas";
import { EXAMPLES } from "../examples";

export const OrderSchema = z
  .object({
    id: z.string(),
    object: z.literal("order"),
    quote_id: z.string(),
    offer_id: z.string(),
    status: z.enum(["pending", "fulfilled", "failed"]),
    price: MoneySchema,
    deliverable: z.record(z.string(), z.unknown()).nullable().openapi({
      description:
        "What the supplier delivered, once fulfilled. An eSIM (`type` `esim_profile`) has `iccid`, `lpa`, `activation_code`, " +
        "`smdp_address`, `confirmation_code`, `qr_code_url` (GET it with your key for the QR code), `apple_install_url` " +
        "(Apple's one-tap install link, iOS 17.4+: the lpa URL-encoded) and `install_url` (a public page with the QR code, " +
        "the Apple button, the manual codes and install steps; no key needed, so forward it only to the customer). " +
        "A top-up of an eSIM already sold (`type` `esim_topup`) has `iccid` (the eSIM's), `data` (`amount`, `unit`, `unlimited`) and " +
        "`validity_days`. A mobile top-up has `type` `topup_receipt`.",
    }),
    failure_reason: z.string().nullable(),
    upstream: z.object({ transaction_id: z.string().nullable() }),
    refund: z
      .object({ id: z.string(), status: z.enum(["pending", "succeeded", "rejected"]) })
      .nullable()
      .openapi({ description: "the order's refund (GET /v1/refunds/{refund_id}), or null when it has none" }),
    batch_id: z.string().nullable().openapi({ description: "the order batch it was bought in (GET /v1/order_batches/{batch_id}), or null for a single purchase" }),
    created_at: z.string(),
    resolved_at: z.string().nullable(),
  })
  .openapi("Order", { example: EXAMPLES.Order });

export const EsimUsageSchema = z
  .object({
    object: z.literal("esim_usage"),
    iccid: z.string(),
    status: z.string().openapi({ description: "not_active, active, finished, expired or unknown, as the supplier reports it; cancelled once a refund of the order succeeded; not_installed for the sandbox's never-installed eSIM" }),
    data_total_mb: z.number().int().nullable(),
    data_remaining_mb: z.number().int().nullable(),
    unlimited: z.boolean(),
    expires_at: z.string().nullable(),
    checked_at: z.string().openapi({ description: "when the supplier was asked; readings are reused for 15 minutes" }),
  })
  .openapi("EsimUsage", { example: EXAMPLES.EsimUsage });
