// A supplier success reported after its order was refunded at the pending limit, as the operator
// sees it: the partner keeps the refund, the order stays failed, and the operator reconciles it
// with the supplier.
import { z } from "@hono/zod-openapi";
import { EXAMPLES } from "../../examples";

export const LateSupplierSuccessSchema = z
  .object({
    object: z.literal("late_supplier_success"),
    order_id: z.string(),
    account_id: z.string(),
    mode: z.enum(["test", "live"]),
    supplier: z.string(),
    supplier_reference: z.string().nullable(),
    refunded: z.object({ amount: z.number().int(), currency: z.string() }),
    refunded_at: z.string(),
    found_at: z.string(),
    deliverable: z.record(z.string(), z.unknown()),
    reconciled_at: z.string().nullable(),
  })
  .openapi("LateSupplierSuccess", { example: EXAMPLES.LateSupplierSuccess });

export const LateSupplierSuccessListSchema = z
  .object({ object: z.literal("list"), data: z.array(LateSupplierSuccessSchema), has_more: z.boolean() })
  .openapi({ example: { object: "list", data: [EXAMPLES.LateSupplierSuccess], has_more: false } });
