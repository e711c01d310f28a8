// Request fields the sandbox helpers share: an amount of sandbox money, and asset and network
// names in any case, and how far a test clock moves. Their answers are the resources' own
// (Deposit, Order, Account), or the test clock.
import { z } from "@hono/zod-openapi";
import { ASSETS, NETWORKS } from "../../funding/destinations";
import { MAX_ADVANCE_SECONDS } from "../../account-object/clock";
import { PROFILE_STATES } from "../../domain/esim-state";

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

/** POST /v1/test_helpers/clock/advance: whole seconds forward, at most 400 days at a time. */
export const AdvanceClockBody = z.strictObject({
  seconds: z
    .number()
    .int("seconds must be a whole number")
    .min(1, "seconds must be at least 1")
    .max(MAX_ADVANCE_SECONDS, `seconds is at most ${MAX_ADVANCE_SECONDS} (400 days)`)
    .openapi({ description: "how far to move the clock forward, in seconds (1 to 34,560,000: 400 days)" }),
});

/** POST /v1/test_helpers/orders/{order_id}/usage: the share of the plan's data used, in whole percent. */
export const SetUsageBody = z.strictObject({
  data_used_percent: z
    .number()
    .int("data_used_percent must be a whole number")
    .min(0, "data_used_percent must be at least 0")
    .max(100, "data_used_percent is at most 100")
    .openapi({ description: "share of the plan's data used, 0 to 100" }),
});

/** The sandbox account's clock: its now and how far it runs ahead of real time. */
export const TestClockSchema = z
  .object({
    object: z.literal("test_clock"),
    now: z.string().openapi({ description: "the account's now (ISO 8601, UTC)" }),
    offset_seconds: z.number().int().openapi({ description: "how far the account's clock runs ahead of real time, in seconds" }),
  })
  .openapi("TestClock", { example: { object: "test_clock", now: "2026-03-02T10:15:00.000Z", offset_seconds: 172_800 } });

/** POST /v1/test_helpers/orders/{order_id}/esim: the device state to move the eSIM to (any but `unknown`). */
export const SetEsimProfileBody = z.strictObject({
  profile_state: z
    .enum(PROFILE_STATES.filter((p) => p !== "unknown") as [string, ...string[]], {
      message: `profile_state must be one of ${PROFILE_STATES.filter((p) => p !== "unknown").join(", ")}`,
    })
    .transform((p) => p as Exclude<(typeof PROFILE_STATES)[number], "unknown">)
    .openapi({ description: "released, downloaded, installed, enabled, disabled or deleted" }),
});
