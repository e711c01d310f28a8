// The Order as partners see it, the usage reading of a fulfilled eSIM order, and its eSIM after
// the sale (its two states and what the partner may do with it now), with the body of the three
// controls.
import { z } from "@hono/zod-openapi";
import { MoneySchema } from "../schemas";
import { EXAMPLES } from "../examples";
import { PROFILE_STATES, SERVICE_STATES } from "../../domain/esim-state";
import { ESIM_ACTIONS } from "../../domain/esim-actions";

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
    status: z.string().openapi({
      description:
        "not_active, active, finished, expired or unknown, as the supplier reports it; cancelled once a refund of the order succeeded; " +
        "in the sandbox also not_installed (an eSIM not installed yet), suspended and revoked (the figures where they stopped)",
    }),
    data_total_mb: z.number().int().nullable(),
    data_remaining_mb: z.number().int().nullable(),
    unlimited: z.boolean(),
    expires_at: z.string().nullable(),
    checked_at: z.string().openapi({ description: "when the supplier was asked; readings are reused for 15 minutes" }),
  })
  .openapi("EsimUsage", { example: EXAMPLES.EsimUsage });

export const EsimSchema = z
  .object({
    object: z.literal("esim"),
    order_id: z.string(),
    iccid: z.string(),
    profile_state: z.enum(PROFILE_STATES).openapi({
      description:
        "on the device: released (ready to download), downloaded, installed, enabled, disabled, deleted; unknown where the supplier reports none",
    }),
    service_state: z.enum(SERVICE_STATES).openapi({
      description:
        "on the network: ready (not used yet), active, suspended, depleted (all data used), expired, revoked (stopped for good, no money back), " +
        "cancelled (refunded). revoked and cancelled are final",
    }),
    installed_at: z.string().nullable().openapi({ description: "the first time it was seen installed or enabled; null until then" }),
    actions: z.array(z.enum(ESIM_ACTIONS)).openapi({
      description:
        "what you may do now, in this order: topup (POST /v1/quotes with esim_order_id), suspend, resume, revoke " +
        "(POST /v1/orders/{order_id}/esim/…), refund (POST /v1/refunds); empty once final",
    }),
    updated_at: z.string().openapi({ description: "the last change of either state" }),
    checked_at: z.string().openapi({ description: "when the supplier was last asked (read again when a read finds it 15 minutes old)" }),
  })
  .openapi("Esim", { example: EXAMPLES.Esim });

/** The body of POST /v1/orders/{order_id}/esim/suspend, /resume and /revoke. */
export const esimControlBody = (reasonRequired: boolean) => {
  const reason = z
    .string()
    .min(1, "reason must be 1 to 200 characters")
    .max(200, "reason must be 1 to 200 characters")
    .openapi({ description: reasonRequired ? "why it is revoked (1 to 200 characters), shown on the dashboard's order page" : "why (1 to 200 characters, optional), shown on the dashboard's order page" });
  return reasonRequired ? z.strictObject({ reason }) : z.strictObject({ reason: reason.optional() });
};
export const EsimControlBody = esimControlBody(false).openapi("EsimControl");
export const EsimRevokeBody = esimControlBody(true).openapi("EsimRevoke");
