// The brand as partners see it: GET/PUT /v1/brand's answer and PUT's body. The body's rules are
// the brand's own (src/brand/settings.ts), shared with the dashboard's brand form.
import { z } from "@hono/zod-openapi";
import { LANGUAGES } from "../../i18n";
import { BrandUpdateSchema } from "../../brand/settings";

export { BrandUpdateSchema };

export const BRAND_EXAMPLE = {
  object: "brand",
  display_name: "Roam Travel",
  logo_url: "https://api.partner-commerce.example/brand-assets/5d41402abc4b2a76b9719d911017c592ae3a7b0a9e1c7c5f1b3e2d4c6a8b0c1d.png",
  primary_color: "#1F4FD8",
  support_email: "help@roam.example",
  support_url: "https://roam.example/help",
  support_phone: "+14155550123",
  default_language: "es",
  notify_traveller: true,
  updated_at: "2026-11-20T09:20:00.000Z",
};

export const BrandSchema = z
  .object({
    object: z.literal("brand"),
    display_name: z.string().nullable(),
    logo_url: z.string().nullable().openapi({ description: "absolute URL of the logo, served at /brand-assets/{sha256}.{png|jpg|webp}; null: no logo" }),
    primary_color: z.string().nullable().openapi({ description: "#RRGGBB (upper case)" }),
    support_email: z.string().nullable(),
    support_url: z.string().nullable(),
    support_phone: z.string().nullable().openapi({ description: "E.164" }),
    default_language: z.enum(LANGUAGES).nullable(),
    notify_traveller: z.boolean().openapi({ description: "an eSIM sent to its traveller also tells them of 90 % of its data used and 1 day of validity left (never null; false until set)" }),
    updated_at: z.string().nullable().openapi({ description: "when this mode's brand last changed; null: never set" }),
  })
  .openapi("Brand", { example: BRAND_EXAMPLE });
