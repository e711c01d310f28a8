// POST /v1/test_helpers/bank_transfers: a simulated bank transfer quoting the caller's
// reference, final on arrival (credited at once), through the normal ingestion path.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { ownAccount } from "../own";
import { DepositSchema } from "../wallet/schemas";
import { CreateBankTransferBody } from "./schemas";
import { simulateBankTransfer } from "./sandbox-transfer";

export type CreateBankTransferRequest = z.input<typeof CreateBankTransferBody>;
export type CreateBankTransferResponse = z.infer<typeof DepositSchema>;

export function registerCreateBankTransfer(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/test_helpers/bank_transfers",
    tag: "Test helpers",
    summary: "Simulate a bank transfer quoting your reference (final on arrival: credited at once)",
    security: "api_key",
    idempotent: true,
    body: CreateBankTransferBody,
    bodyExample: { amount: 1000 },
    response: DepositSchema,
    errors: ["test_mode_only", "parameter_missing", "parameter_invalid", "parameter_unknown"],
    handler: async (c, { body, idem }) => simulateBankTransfer(c.env, ownAccount(c), idem, body),
  });
}
