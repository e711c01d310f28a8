// POST /v1/revenue/transfers: commission into the wallet as credit, one-way.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { own } from "../own";
import { CommissionTransferSchema, optionalAmount } from "./schemas";

export type CreateTransferRequest = z.input<typeof optionalAmount>;
export type CreateTransferResponse = z.infer<typeof CommissionTransferSchema>;

export function registerCreateTransfer(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/revenue/transfers",
    tag: "Revenue",
    summary: "Move earnings into the wallet as credit (omit amount to move everything)",
    security: "api_key",
    idempotent: true,
    body: optionalAmount,
    bodyExample: { amount: 255 },
    response: CommissionTransferSchema,
    errors: ["nothing_to_transfer", "amount_above_balance", "parameter_invalid", "parameter_unknown"],
    handler: async (c, { body, idem }) => own(c, (stub, ref) => stub.transferCommission(ref, idem, body.amount)),
  });
}
