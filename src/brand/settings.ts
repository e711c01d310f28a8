// The brand's settings, the core steps both doors run: GET/PUT /v1/brand, PUT/DELETE
// /v1/brand/logo (src/routes/brand/) and the dashboard's Settings → Brand (src/pages/settings/
// brand*.tsx). The rules of each field are written once, here (BrandUpdateSchema, checked through
// the API's validation, so a refusal names its field with the API's words wherever it came
// from), the logo's in logo.ts; the record lives in the account object of the caller's mode
// (account-object/brand.ts), the logo's bytes in R2 (assets.ts).
import { z } from "@hono/zod-openapi";
import { accountObject } from "../account-object/stub";
import type { Brand, BrandPatch } from "../account-object/brand";
import type { Mode } from "../http/context";
import { unwrap } from "../http/errors";
import { HEX_COLOR, contrastWithWhite, formatRatio, MIN_CONTRAST_WITH_WHITE } from "../domain/contrast";
import { e164 } from "../lib/phone";
import { iso } from "../lib/time";
import { LANGUAGES } from "../i18n";
import { assetUrl, storeLogo } from "./assets";
import { checkLogo } from "./logo";

export const DISPLAY_NAME_MAX = 60;
export const SUPPORT_EMAIL_MAX = 254;
export const SUPPORT_URL_MAX = 2048;
export const SUPPORT_PHONE_MAX = 16;

/** The fields PUT /v1/brand takes, in the order they are documented and shown. */
export const BRAND_FIELDS = ["display_name", "primary_color", "support_email", "support_url", "support_phone", "default_language"] as const;
export type BrandField = (typeof BRAND_FIELDS)[number];

const CONTROL = /\p{Cc}/u;
const characters = (s: string) => [...s].length;

function httpsUrl(s: string): boolean {
  if (!/^https:\/\//i.test(s)) return false;
  try {
    const u = new URL(s);
    return u.protocol === "https:" && u.hostname !== "" && u.username === "" && u.password === "";
  } catch {
    return false;
  }
}

/** The message a too-light colour gets: its ratio, cut to two decimals, and the rule. */
export function contrastRefusal(color: string): string {
  return `${color} has a contrast ratio of ${formatRatio(contrastWithWhite(color))} against white; the brand colour needs at least ${MIN_CONTRAST_WITH_WHITE}:1 (WCAG AA) so white text on its buttons stays legible. Choose a darker colour.`;
}

/**
 * PUT /v1/brand's body: each field optional (left out: kept) and nullable (null: cleared). Text is
 * taken as given but for display_name, trimmed; a colour is stored in upper case.
 */
export const BrandUpdateSchema = z
  .strictObject({
    display_name: z
      .string()
      .trim()
      .refine((s) => characters(s) >= 1 && characters(s) <= DISPLAY_NAME_MAX, `display_name must be 1 to ${DISPLAY_NAME_MAX} characters`)
      .refine((s) => !CONTROL.test(s), "display_name must not contain control characters")
      .nullable()
      .optional()
      .openapi({ description: `The name travellers see (1 to ${DISPLAY_NAME_MAX} characters, trimmed); null clears it`, example: "Roam Travel" }),
    primary_color: z
      .string()
      .regex(HEX_COLOR, "primary_color must be a colour written #RRGGBB, e.g. #1F4FD8")
      .superRefine((s, ctx) => {
        if (HEX_COLOR.test(s) && contrastWithWhite(s) < MIN_CONTRAST_WITH_WHITE) ctx.addIssue({ code: "custom", message: contrastRefusal(s.toUpperCase()) });
      })
      .transform((s) => s.toUpperCase())
      .nullable()
      .optional()
      .openapi({
        description: `#RRGGBB, the colour of buttons and links; white text on it must reach ${MIN_CONTRAST_WITH_WHITE}:1 (WCAG AA); null clears it`,
        example: "#1F4FD8",
      }),
    support_email: z
      .email("support_email must be an email address")
      .max(SUPPORT_EMAIL_MAX, `support_email must be at most ${SUPPORT_EMAIL_MAX} characters`)
      .nullable()
      .optional()
      .openapi({ description: "Where travellers write for help; null clears it", example: "help@roam.example" }),
    support_url: z
      .string()
      .max(SUPPORT_URL_MAX, `support_url must be at most ${SUPPORT_URL_MAX} characters`)
      .refine(httpsUrl, "support_url must be an https:// URL")
      .nullable()
      .optional()
      .openapi({ description: "An https:// page of help for travellers; null clears it", example: "https://roam.example/help" }),
    support_phone: z
      .string()
      .max(SUPPORT_PHONE_MAX, "support_phone must be a phone number in E.164 form, e.g. +14155550123")
      .refine((s) => e164(s) !== null, "support_phone must be a phone number in E.164 form, e.g. +14155550123")
      .nullable()
      .optional()
      .openapi({ description: "E.164, e.g. +14155550123; null clears it", example: "+14155550123" }),
    default_language: z
      .enum(LANGUAGES, { message: `default_language must be one of ${LANGUAGES.join(", ")}` })
      .nullable()
      .optional()
      .openapi({ description: "The traveller's page and messages use it when the traveller's own language is not known; null: English" }),
    notify_traveller: z
      .boolean({ message: "notify_traveller must be true or false" })
      .optional()
      .openapi({
        description:
          "true: an eSIM sent to its traveller (POST /v1/orders/{order_id}/deliveries, or a quote's customer) also mails them, under this brand and in that " +
          "delivery's language, when 90 % of its data is used and when 1 day of validity is left, once each (test mode records, never mails). Never null; false until set",
      }),
  })
  .openapi("BrandUpdate");
export type BrandUpdate = z.output<typeof BrandUpdateSchema>;

/** The brand as the API answers it. */
export interface BrandObject {
  object: "brand";
  display_name: string | null;
  logo_url: string | null;
  primary_color: string | null;
  support_email: string | null;
  support_url: string | null;
  support_phone: string | null;
  default_language: string | null;
  notify_traveller: boolean;
  updated_at: string | null;
}

export function brandObject(env: Pick<Env, "PUBLIC_BASE_URL">, b: Brand): BrandObject {
  return {
    object: "brand",
    display_name: b.display_name,
    logo_url: b.logo ? assetUrl(env.PUBLIC_BASE_URL, b.logo.key) : null,
    primary_color: b.primary_color,
    support_email: b.support_email,
    support_url: b.support_url,
    support_phone: b.support_phone,
    default_language: b.default_language,
    notify_traveller: b.notify_traveller,
    updated_at: b.updated_at === null ? null : iso(b.updated_at),
  };
}

export interface BrandRef {
  accountId: string;
  mode: Mode;
}

const stubOf = (env: Env, ref: BrandRef) => accountObject(env, ref.accountId, ref.mode);

/** The brand of one account and mode, as stored (the logo as its key and size). */
export async function readBrandOf(env: Env, ref: BrandRef): Promise<Brand> {
  return unwrap(await stubOf(env, ref).brand(ref));
}

/** Writes the given fields; a patch naming none writes nothing. Answers the brand as stored. */
async function write(env: Env, ref: BrandRef, patch: BrandPatch): Promise<Brand> {
  if (Object.keys(patch).length === 0) return readBrandOf(env, ref);
  return unwrap(await stubOf(env, ref).updateBrand(ref, patch));
}

/** PUT /v1/brand and the dashboard's brand form: the checked fields, and only those, replaced. */
export async function updateBrand(env: Env, ref: BrandRef, update: BrandUpdate): Promise<Brand> {
  const patch: BrandPatch = {};
  for (const f of BRAND_FIELDS) if (update[f] !== undefined) (patch as Record<string, unknown>)[f] = update[f];
  if (update.notify_traveller !== undefined) patch.notify_traveller = update.notify_traveller;
  return write(env, ref, patch);
}

/**
 * PUT /v1/brand/logo and the dashboard's upload: the image checked (logo.ts), its bytes stored
 * under their hash, then the brand's logo set to that key and the image's size. A refused image
 * stores nothing anywhere.
 */
export async function setLogo(env: Env, ref: BrandRef, bytes: Uint8Array): Promise<Brand> {
  const logo = checkLogo(bytes);
  const key = await storeLogo(env, bytes, logo);
  return write(env, ref, { logo: { key, width: logo.width, height: logo.height } });
}

/** DELETE /v1/brand/logo and the dashboard's Remove logo: the brand shows no logo; the bytes stay in R2 (other brands may use them). */
export async function removeLogo(env: Env, ref: BrandRef): Promise<Brand> {
  return write(env, ref, { logo: null });
}

/**
 * The dashboard's Copy to live: the live brand becomes the test brand, field for field (a field
 * the test brand has not set is cleared in live too), the logo by its key, so its bytes are not
 * copied. The caller has checked the person may change the live account.
 */
export async function copyBrandToLive(env: Env, accountId: string): Promise<Brand> {
  const test = await readBrandOf(env, { accountId, mode: "test" });
  const { updated_at: _, ...fields } = test;
  return write(env, { accountId, mode: "live" }, fields);
}
