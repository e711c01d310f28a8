// The only schemas shared across resources: Money and the shape of a path id. Each resource's
// own schemas live beside its routes in <resource>/schemas.ts; the list envelope is
// listSchema in http/pagination.
import { z } from "@hono/zod-openapi";
import { EXAMPLES } from "./examples";

export const MoneySchema = z
  .object({ amount: z.number().int(), currency: z.string().length(3) })
  .openapi("Money", { example: EXAMPLES.Money, description: "amount in minor units (cents); currency USD" });

/** Path ids: a malformed id is simply not found, as Stripe answers. */
/** A partner's metadata on a quote or a refund: at most 20 keys of 1–40 characters, values of at most 500. */
export const MetadataSchema = z
  .record(z.string().min(1).max(40, "metadata keys are at most 40 characters"), z.string().max(500, "metadata values are at most 500 characters"))
  .refine((m) => Object.keys(m).length <= 20, "metadata has at most 20 keys");

export const idParam = (name: string) => ({ [name]: z.string().min(1).max(100) });
