// GET /admin/v1/refunds?status=pending: the refunds waiting for a decision across every account
// and mode, oldest first (the console's Refunds queue reads the same step). Every role reads it.
import { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { pageQuery, pageRequest } from "../../../http/pagination";
import { OperatorRefundListSchema, PendingRefundsQuery } from "./schemas";
import { pendingRefundQueue, QUEUE_SCOPE } from "./steps";

const ListPendingRefundsQuery = z.strictObject({ ...pageQuery, ...PendingRefundsQuery });

export type ListPendingRefundsQuery = z.input<typeof ListPendingRefundsQuery>;
export type ListPendingRefundsResponse = z.infer<typeof OperatorRefundListSchema>;

export function registerListPendingRefunds(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/admin/v1/refunds",
    tag: "Operator",
    summary: "Refunds waiting for a decision in every account and mode, oldest first, each checked against its account as it is read",
    description:
      "A refund waits when its supplier reviews it by hand (a live eSIM) or when nobody answers for the supplier; approve or reject it with the routes below. A page may hold fewer than `limit` refunds when some were resolved since they were queued.",
    security: "admin",
    permission: "read",
    query: ListPendingRefundsQuery.shape,
    response: OperatorRefundListSchema,
    errors: ["parameter_invalid", "parameter_unknown"],
    handler: async (c, { query }) => pendingRefundQueue(c.env, await pageRequest(c.env, QUEUE_SCOPE, query)),
  });
}
