// POST /v1/test_helpers/orders/{order_id}/complete: a pending sandbox order resolved as
// fulfilled or failed; failed returns the price to the wallet in the same step.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { own } from "../own";
import { idParam } from "../schemas";
import { OrderSchema } from "../orders/schemas";

const CompleteOrderBody = z.strictObject({ outcome: z.enum(["fulfilled", "failed"]) });

export type CompleteOrderRequest = z.input<typeof CompleteOrderBody>;
export type CompleteOrderResponse = z.infer<typeof OrderSchema>;

export function registerCompleteOrder(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/test_helpers/orders/{order_id}/complete",
    tag: "Test helpers",
    summary: "Resolve a pending order as fulfilled or failed (failed returns the price to the wallet)",
    security: "api_key",
    idempotent: true,
    params: idParam("order_id"),
    body: CompleteOrderBody,
    bodyExample: { outcome: "failed" },
    response: OrderSchema,
    errors: ["test_mode_only", "resource_not_found", "order_already_resolved", "parameter_missing", "parameter_invalid"],
    handler: async (c, { params, body, idem }) => own(c, (stub, ref) => stub.completeOrder(ref, idem, params.order_id!, body.outcome)),
  });
}
