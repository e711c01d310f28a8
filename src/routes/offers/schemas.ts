// The Offer as partners see it (interface: Resources → Offer), and the display_currency both
// offer reads take.
import { z } from "@hono/zod-openapi";
import { EXAMPLES } from "../examples";

export const OfferDisplaySchema = z
  .object({
    amount: z.number().int().openapi({ description: "price in the display currency's minor units, rounded half up" }),
    currency: z.string().length(3),
    rate: z.string().openapi({ description: "units of the display currency per 1 USD, decimal string", example: "0.9215" }),
    indicative: z.literal(true),
  })
  .openapi("OfferDisplay", { example: EXAMPLES.OfferDisplay, description: "Presentation only; never used for settlement." });

export const OfferSchema = z
  .object({
    id: z.string().openapi({ example: "off_01JGXQRXG0SANDBXCATA000003" }),
    object: z.literal("offer"),
    category: z.enum(["esim", "mobile_topup"]),
    name: z.string(),
    coverage: z.object({
      type: z.string().openapi({ description: "`country` for one country, `region` for a multi-country offer" }),
      countries: z.array(z.string().length(2)).openapi({ description: "ISO 3166-1 alpha-2 codes" }),
    }),
    data: z.object({ amount: z.number(), unit: z.string(), unlimited: z.boolean() }),
    validity_days: z.number().int(),
    price: z
      .object({ amount: z.number().int(), currency: z.literal("USD") })
      .openapi({ description: "binding amount a quote debits, USD cents" }),
    display: OfferDisplaySchema.optional(),
    requires_destination: z.boolean(),
    status: z.enum(["active", "withdrawn"]),
    topup_for: z.enum(["esim"]).nullable().openapi({
      description: "`esim` for a top-up of an eSIM already sold (listed by GET /v1/orders/{order_id}/topup_offers, never by GET /v1/offers; buy it with `esim_order_id`); null for every other offer",
    }),
  })
  .openapi("Offer", { example: EXAMPLES.Offer });

export const displayCurrency = z
  .string()
  .regex(/^[A-Za-z]{3}$/, "display_currency must be a 3-letter currency code")
  .transform((s) => s.toUpperCase())
  .optional()
  .openapi({ param: { description: "adds an indicative `display` price in this currency (ISO 4217, any case)" }, example: "EUR" });
