// The two onboarding forms a partner submits: what counts as a sensible answer, and what of
// it may ever be shown again (an identity document number never is).
import { z } from "@hono/zod-openapi";
import { isCountryCode } from "./countries";

/** The forms as the API reference shows them. */
export const KYB_FORM_EXAMPLE = {
  legal_name: "Acme Travel GmbH",
  registration_number: "HRB 123456",
  country: "DE",
  address: "Friedrichstrasse 1\n10117 Berlin",
  website: "https://acme-travel.com",
};
export const KYC_FORM_EXAMPLE = { full_name: "Erika Mustermann", date_of_birth: "1985-04-12", nationality: "DE", id_document_number: "C01X00T47" };

// Unicode classes are checked in refinements, not regex(): a `u`-flagged pattern would leak
// into the OpenAPI document in a form JSON Schema validators misread.
const CONTROL = /\p{Cc}/u;
const noControl = (s: string) => !CONTROL.test(s);
// addresses are often written on several lines
const noControlButNewline = (s: string) => !CONTROL.test(s.replaceAll("\n", " "));
const hasLetter = (s: string) => /\p{L}/u.test(s);
const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;

const text = (field: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${field} must not be empty`)
    .max(max, `${field} must be at most ${max} characters`)
    .refine(noControl, `${field} must not contain control characters`);

const name = (field: string) => text(field, 200).refine(hasLetter, `${field} must contain letters`);

const reference = (field: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, `${field} must be ${min} to ${max} characters`)
    .max(max, `${field} must be ${min} to ${max} characters`)
    .regex(REFERENCE, `${field} may contain only letters, digits, spaces, '.', '/' and '-'`);

const country = (field: string) =>
  z
    .string()
    .regex(/^[A-Za-z]{2}$/, `${field} must be an ISO 3166-1 alpha-2 code such as 'DE'`)
    .refine(isCountryCode, `${field} is not an assigned ISO 3166-1 alpha-2 code`)
    .transform((c) => c.toUpperCase())
    .openapi({ example: "DE" });

const website = z
  .string()
  .trim()
  .max(2048, "website must be at most 2048 characters")
  .refine(isWebsite, "website must be an http:// or https:// URL with a domain name")
  .openapi({ example: "https://example.com" });

function isWebsite(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname;
  return (
    (url.protocol === "https:" || url.protocol === "http:") &&
    url.username === "" &&
    url.password === "" &&
    // a domain name: dotted labels ending in a letter (rules out bare IPs and single labels)
    /^(?:[a-z0-9-]+\.)+[a-z][a-z0-9-]*$/.test(host)
  );
}

export const KybFormSchema = z
  .strictObject({
    legal_name: name("legal_name"),
    registration_number: reference("registration_number", 1, 64),
    country: country("country"),
    address: z
      .string()
      .trim()
      .min(1, "address must not be empty")
      .max(500, "address must be at most 500 characters")
      .refine(noControlButNewline, "address must not contain control characters"),
    website: website.optional(),
  })
  .openapi("KybForm", { example: KYB_FORM_EXAMPLE });

export type KybForm = z.output<typeof KybFormSchema>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const ADULT_AGE = 18;
const EARLIEST_BIRTH_YEAR = 1900;

/** The calendar date, or null when the string is not one (2023-02-30 is not). */
export function parseDate(value: string): { y: number; m: number; d: number } | null {
  const match = DATE.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, unlike Date.UTC, does not read years 0 to 99 as 1900 to 1999
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return { y, m, d };
}

/** Completed years between a birth date and `now` (UTC calendar, birthdays count on the day). */
export function ageOn(birth: { y: number; m: number; d: number }, now: number): number {
  const today = new Date(now);
  const [y, m, d] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  return y - birth.y - (m < birth.m || (m === birth.m && d < birth.d) ? 1 : 0);
}

/** Why a YYYY-MM-DD string is not the birth date of an adult, or null when it is. */
export function birthDateProblem(value: string, now: number): string | null {
  const birth = parseDate(value);
  if (!birth) return "date_of_birth is not a calendar date";
  if (birth.y < EARLIEST_BIRTH_YEAR) return `date_of_birth must be in ${EARLIEST_BIRTH_YEAR} or later`;
  if (Date.UTC(birth.y, birth.m - 1, birth.d) > now) return "date_of_birth must be in the past";
  if (ageOn(birth, now) < ADULT_AGE) return `the person must be at least ${ADULT_AGE} years old`;
  return null;
}

const dateOfBirth = z
  .string()
  .regex(DATE, "date_of_birth must be a date in the form YYYY-MM-DD")
  .superRefine((value, ctx) => {
    const problem = birthDateProblem(value, Date.now());
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .openapi({ example: "1985-04-12" });

export const KycFormSchema = z
  .strictObject({
    full_name: name("full_name"),
    date_of_birth: dateOfBirth,
    nationality: country("nationality"),
    id_document_number: reference("id_document_number", 3, 64).openapi({
      description: "stored for review; never shown again in any response",
    }),
  })
  .openapi("KycForm", { example: KYC_FORM_EXAMPLE });

export type KycForm = z.output<typeof KycFormSchema>;

type Submitted<T> = T & { submitted_at: string };

export function storeForm<T extends object>(form: T, now: number): string {
  return JSON.stringify({ ...form, submitted_at: new Date(now).toISOString() });
}

/** The KYB form as the operator reviews it. */
export function kybReview(stored: string | null): Submitted<KybForm> | null {
  return stored ? (JSON.parse(stored) as Submitted<KybForm>) : null;
}

/**
 * The KYC form as the operator reviews it: the document number stays in storage, sealed
 * (or, in a row from before sealing, plain until the sweep seals it).
 */
export function kycReview(stored: string | null): Omit<Submitted<KycForm>, "id_document_number"> | null {
  if (!stored) return null;
  const { id_document_number: _plain, id_document_sealed: _sealed, id_document_last4: _last4, ...shown } = JSON.parse(stored) as Submitted<KycForm> & {
    id_document_sealed?: string;
    id_document_last4?: string;
  };
  return shown;
}
