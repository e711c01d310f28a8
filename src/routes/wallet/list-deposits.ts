// GET /v1/wallet/deposits: money that arrived (stablecoin, bank transfer, Lightning), newest first.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { listSchema, pageQuery } from "../../http/pagination";
import { defineRoute } from "../../http/route";
import { ownList } from "../own-list";
import { EXAMPLES, listExample } from "../examples";
import { DepositSchema } from "./schemas";

const DepositListSchema = listSchema(DepositSchema, "DepositList", listExample(EXAMPLES.Deposit));

const ListDepositsQuerySchema = z.strictObject(pageQuery);

export type ListDepositsQuery = z.input<typeof ListDepositsQuerySchema>;
export type ListDepositsResponse = z.infer<typeof DepositListSchema>;

export function registerListDeposits(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/wallet/deposits",
    tag: "Wallet",
    summary: "Deposits (stablecoin, bank transfer, Lightning), newest first",
    security: "api_key",
    query: ListDepositsQuerySchema.shape,
    response: DepositListSchema,
    errors: ["parameter_invalid"],
    handler: async (c, { query }) => ownList(c, "deposits", query, {}, (stub, ref, req) => stub.deposits(ref, req)),
  });
}
