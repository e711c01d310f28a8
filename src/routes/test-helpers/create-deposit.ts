// POST /v1/test_helpers/deposits: a simulated stablecoin deposit to the caller's address,
// credited at once unless status is detected. The sandbox provider signs the webhook it would
// have sent, and it goes through the normal ingestion path.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { ownAccount } from "../own";
import { DepositSchema } from "../wallet/schemas";
import { CreateDepositBody } from "./schemas";
import { simulateStablecoinDeposit } from "./sandbox-transfer";

export type CreateDepositRequest = z.input<typeof CreateDepositBody>;
export type CreateDepositResponse = z.infer<typeof DepositSchema>;

export function registerCreateDeposit(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/test_helpers/deposits",
    tag: "Test helpers",
    summary: "Simulate a stablecoin deposit to your address (credited at once unless status is detected)",
    security: "api_key",
    idempotent: true,
    body: CreateDepositBody,
    bodyExample: { amount: 1000, asset: "USDT", network: "trc20" },
    response: DepositSchema,
    errors: ["test_mode_only", "parameter_missing", "parameter_invalid", "parameter_unknown"],
    handler: async (c, { body, idem }) => simulateStablecoinDeposit(c.env, ownAccount(c), idem, body),
  });
}
