// POST /v1/refunds: a partner asks for an order's money back, once per idempotency key. The whole
// step is `createRefund`, which the API route and the dashboard's Request refund both run: the
// account's object opens the refund pending (one per order; every refusal before anything is
// written), and the supplier's answer, where it comes at once (the sandbox's never-installed
// eSIM), succeeds it in the same step.
import type { z } from "@hono/zod-openapi";
import type { App, Mode } from "../../http/context";
import { defineRoute } from "../../http/route";
import { unwrap } from "../../http/errors";
import type { IdempotencyKey, StoredResponse } from "../../http/idempotency";
import { callerAccount } from "../../account-object/stub";
import { CreateRefundBody, RefundSchema } from "./schemas";

export type CreateRefundRequest = z.input<typeof CreateRefundBody>;
export type CreateRefundResponse = z.infer<typeof RefundSchema>;

export function registerCreateRefund(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/refunds",
    tag: "Refunds",
    summary: "Refund an order: the price back to the wallet and its commission taken back, once the supplier or an operator agrees",
    security: "api_key",
    idempotent: true,
    body: CreateRefundBody,
    bodyExample: { order_id: "ord_01JH8W3KQ5ZV7Y9B1D3F5H7K9M", reason: "trip_cancelled", metadata: { booking: "trip-4821" } },
    response: RefundSchema,
    errors: [
      "parameter_missing", "parameter_invalid", "parameter_unknown", "invalid_json", "resource_not_found",
      "order_not_refundable", "refund_exists", "esim_expired", "esim_in_use", "outside_refund_window",
    ],
    handler: (c, { body, idem }) => createRefund(c.env, c.get("caller"), idem, body),
  });
}

/** The refund request of one account and mode: the stored answer (the refund's JSON) or a thrown API error. */
export async function createRefund(
  env: Env,
  caller: { accountId: string; mode: Mode },
  idem: IdempotencyKey,
  body: z.output<typeof CreateRefundBody>,
): Promise<StoredResponse> {
  const { stub, ref } = callerAccount(env, caller);
  return unwrap(await stub.createRefund(ref, idem, { orderId: body.order_id, reason: body.reason, metadata: body.metadata ?? {} }));
}
