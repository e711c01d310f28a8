// Request fields the sandbox helpers share: an amount of sandbox money, and asset and network
// names in any case. Their answers are the resources' own (Deposit, Order, Account).
import { z } from "@hono/zod-openapi";
import { ASSETS, NETWORKS } from "../../funding/destinations";

/** Largest sandbox deposit: USD 1,000,000. */
export const MAX_HELPER_CENTS = 100_000_000;
export const amount = z.number().int().min(1).max(MAX_HELPER_CENTS).openapi({ description: "USD cents" });
export const upper = (values: readonly string[]) =>
  z.string().transform((s) => s.toUpperCase()).pipe(z.enum(values as [string, ...string[]]));
export const lower = (values: readonly string[]) =>
  z.string().transform((s) => s.toLowerCase()).pipe(z.enum(values as [string, ...string[]]));

/** POST /v1/test_helpers/bank_transfers (also the dashboard's "Simulate a bank transfer"). */
export const CreateBankTransferBody = z.strictObject({ amount });

/** POST /v1/test_helpers/deposits (also the dashboard's "Simulate a stablecoin deposit"). */
export const CreateDepositBody = z.strictObject({
  amount,
  asset: upper(ASSETS).default("USDT"),
  network: lower(NETWORKS).default("bep20"),
  status: z.enum(["detected", "credited"]).optional(),
});
