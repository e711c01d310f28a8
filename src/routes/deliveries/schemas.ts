// The eSIM delivery as partners see it (brand.md "Sending the eSIM to the traveller"), and the
// traveller's address and language as a request names them (here and in a quote's `customer`).
import { z } from "@hono/zod-openapi";
import { EMAIL_SHAPE } from "../../identity/users";
import { LANGUAGES } from "../../i18n";

/** A traveller's email address: one mailbox, at most 254 characters, no display name. */
export const TravellerEmail = z
  .string()
  .trim()
  .max(254, "email is at most 254 characters")
  .regex(EMAIL_SHAPE, "email must be one address such as traveller@example.com")
  .openapi({ example: "traveller@example.com" });

export const TravellerLanguage = z.enum(LANGUAGES).openapi({
  description: "the message's language; without it, the brand's default_language, else en",
});

export const CreateDeliveryBody = z.strictObject({
  email: TravellerEmail,
  language: TravellerLanguage.optional(),
});

export const DeliverySchema = z
  .object({
    id: z.string().openapi({ example: "dlv_01JH8W5M2TQX7R3V9N4B6C8D0H" }),
    object: z.literal("esim_delivery"),
    order_id: z.string(),
    email: z.string(),
    language: z.enum(LANGUAGES),
    status: z.enum(["sending", "sent", "failed"]).openapi({
      description:
        "`sent` once handed to the mail provider (in test mode: recorded, never sent); `failed` when it refused " +
        "(`failure_reason` says why); `sending` while a send is being retried in the background",
    }),
    failure_reason: z.string().nullable(),
    origin: z.enum(["request", "quote", "notice"]).openapi({
      description:
        "`request`: sent on a request (this API or the dashboard); `quote`: sent by itself to the quote's `customer` once the order was fulfilled; " +
        "`notice`: a notice to the traveller of 90 % of the data used or 1 day of validity left (brand `notify_traveller`)",
    }),
    notice: z.enum(["90%", "1d"]).nullable().openapi({ description: "a notice's kind (origin `notice`); null for the eSIM's own message" }),
    created_at: z.string(),
    sent_at: z.string().nullable(),
  })
  .openapi("EsimDelivery", {
    example: {
      id: "dlv_01JH8W5M2TQX7R3V9N4B6C8D0H",
      object: "esim_delivery",
      order_id: "ord_01JH8W4Q6S0F3C9V7M2K5P8R1T",
      email: "traveller@example.com",
      language: "es",
      status: "sent",
      failure_reason: null,
      origin: "request",
      notice: null,
      created_at: "2026-03-14T09:26:53.000Z",
      sent_at: "2026-03-14T09:26:54.000Z",
    },
  });

export type DeliveryResponse = z.infer<typeof DeliverySchema>;
