// GET /v1/refunds (filters order_id and status), newest first.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { listSchema, pageQuery } from "../../http/pagination";
import { defineRoute } from "../../http/route";
import { REFUND_STATUSES } from "../../domain/refunds";
import { ownList } from "../own-list";
import { EXAMPLES, listExample } from "../examples";
import { RefundSchema } from "./schemas";

const RefundListSchema = listSchema(RefundSchema, "RefundList", listExample(EXAMPLES.Refund));

const ListRefundsQuerySchema = z.strictObject({ ...pageQuery, order_id: z.string().min(1).max(100).optional(), status: z.enum(REFUND_STATUSES).optional() });

export type ListRefundsQuery = z.input<typeof ListRefundsQuerySchema>;
export type ListRefundsResponse = z.infer<typeof RefundListSchema>;

export function registerListRefunds(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/refunds",
    tag: "Refunds",
    summary: "List refunds, newest first",
    security: "api_key",
    query: ListRefundsQuerySchema.shape,
    response: RefundListSchema,
    errors: ["parameter_invalid"],
    handler: async (c, { query }) => {
      const filter = { order_id: query.order_id, status: query.status };
      return ownList(c, "refunds", query, filter, (stub, ref, req) => stub.refunds(ref, filter, req));
    },
  });
}
