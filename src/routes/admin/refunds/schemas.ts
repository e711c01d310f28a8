// A refund as an operator sees it (the partner's Refund, plus the account it belongs to and what
// the queue shows: the eSIM's status read when the refund was asked for, the supplier's refund
// id), and the bodies of the operator's refund routes.
import { z } from "@hono/zod-openapi";
import { REFUND_REASONS } from "../../../domain/refunds";
import { listSchema } from "../../../http/pagination";
import { EXAMPLES, listExample } from "../../examples";
import { RefundSchema } from "../../refunds/schemas";

const OPERATOR_REFUND_EXAMPLE = {
  ...EXAMPLES.Refund,
  status: "pending",
  commission_reversed: { amount: 0, currency: "USD" },
  wallet_credit: { amount: 0, currency: "USD" },
  resolved_at: null,
  account_id: "acct_01JH8W1Q9P3R5T7V9X1Z3B5D7F",
  esim_status: "NOT_ACTIVE",
  supplier_refund_id: null,
};

export const OperatorRefundSchema = RefundSchema.extend({
  account_id: z.string(),
  esim_status: z
    .string()
    .nullable()
    .openapi({ description: "live eSIM refunds: the eSIM's status at the supplier, read when the refund was asked for (null in the sandbox, or when not read)" }),
  supplier_refund_id: z.string().nullable().openapi({ description: "the supplier's id of the refund request, once one was sent" }),
}).openapi("OperatorRefund", { example: OPERATOR_REFUND_EXAMPLE });

export const OperatorRefundListSchema = listSchema(OperatorRefundSchema, "OperatorRefundList", listExample(OPERATOR_REFUND_EXAMPLE));

export const refundIdParams = { refund_id: z.string().max(100) };
export const orderIdParams = { order_id: z.string().max(100) };

export const RejectRefundBody = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1, "reason must not be empty")
    .max(1000, "reason must be at most 1000 characters")
    .openapi({ description: "why, kept in the audit entry (the refund's failure_reason becomes rejected_by_operator)" }),
});

export const GoodwillRefundBody = z.strictObject({
  account_id: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .openapi({ description: "the order's account, with `mode`: optional, the order id alone finds an order about a minute after it was made; give both for one made just now" }),
  mode: z.enum(["test", "live"]).optional().openapi({ description: "the order's mode, with `account_id`" }),
  reason: z.enum(REFUND_REASONS).openapi({ description: "the refund's reason, as the partner sees it" }),
  note: z
    .string()
    .trim()
    .min(1, "note must not be empty when given")
    .max(1000, "note must be at most 1000 characters")
    .optional()
    .openapi({ description: "why, in your words: kept in the audit entry only" }),
});

export const PendingRefundsQuery = {
  status: z.enum(["pending"]).optional().openapi({ param: { description: "only `pending` (the default): the queue lists refunds waiting for a decision" } }),
};
