// Request fields the sandbox helpers share: an amount of sandbox money, and asset and network
// names in any case. Their answers are the resources' own (Deposit, Order, Account).
import { z } from "@hono/zod-openapi";

/** Largest sandbox deposit: USD 1,000,000. */
export const MAX_HELPER_CENTS = 100_000_000;
export const amount = z.number().int().min(1).max(MAX_HELPER_CENTS).openapi({ description: "USD cents" });
export const upper = (values: readonly string[]) =>
  z.string().transform((s) => s.toUpperCase()).pipe(z.enum(values as [string, ...string[]]));
export const lower = (values: readonly string[]) =>
  z.string().transform((s) => s.toLowerCase()).pipe(z.enum(values as [string, ...string[]]));
