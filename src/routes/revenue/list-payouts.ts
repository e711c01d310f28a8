// GET /v1/revenue/payouts: payouts of commission, newest first.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { listSchema, pageQuery } from "../../http/pagination";
import { defineRoute } from "../../http/route";
import { ownList } from "../own-list";
import { EXAMPLES, listExample } from "../examples";
import { PayoutSchema } from "./schemas";

const PayoutListSchema = listSchema(PayoutSchema, "PayoutList", listExample(EXAMPLES.Payout));

const ListPayoutsQuerySchema = z.strictObject(pageQuery);

export type ListPayoutsQuery = z.input<typeof ListPayoutsQuerySchema>;
export type ListPayoutsResponse = z.infer<typeof PayoutListSchema>;

export function registerListPayouts(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/revenue/payouts",
    tag: "Revenue",
    summary: "List payouts, newest first",
    security: "api_key",
    query: ListPayoutsQuerySchema.shape,
    response: PayoutListSchema,
    errors: ["parameter_invalid"],
    handler: async (c, { query }) => ownList(c, "payouts", query, {}, (stub, ref, req) => stub.payouts(ref, req)),
  });
}
