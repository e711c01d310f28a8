// GET /v1/wallet/funding_destinations: where to send money to fund the wallet (a bank account
// with the caller's reference, a deposit address per stablecoin network). A short, fixed list,
// paged like any other.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { listSchema, pageQuery, pageRequest, toList } from "../../http/pagination";
import { defineRoute } from "../../http/route";
import { shownFundingDestinations } from "../../funding/live-destinations";
import { EXAMPLES, listExample } from "../examples";
import { FundingDestinationSchema } from "./schemas";

const FundingDestinationListSchema = listSchema(FundingDestinationSchema, "FundingDestinationList", listExample(EXAMPLES.FundingDestination));

const ListFundingDestinationsQuerySchema = z.strictObject(pageQuery);

export type ListFundingDestinationsQuery = z.input<typeof ListFundingDestinationsQuerySchema>;
export type ListFundingDestinationsResponse = z.infer<typeof FundingDestinationListSchema>;

export function registerListFundingDestinations(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/wallet/funding_destinations",
    tag: "Wallet",
    summary: "Where to send money to fund the wallet: a bank account with your reference, and a deposit address per stablecoin network",
    security: "api_key",
    // a collection like any other: it takes limit and cursor, though it is short and fixed
    query: ListFundingDestinationsQuerySchema.shape,
    response: FundingDestinationListSchema,
    errors: ["parameter_invalid"],
    handler: async (c, { query }) => {
      const caller = c.get("caller");
      const scope = `funding-destinations:${caller.accountId}:${caller.mode}`;
      const req = await pageRequest(c.env, scope, query);
      const all = await shownFundingDestinations(c.env, caller.accountId, caller.mode);
      const start = req.after === undefined ? 0 : all.findIndex((d) => d.id === req.after) + 1;
      return toList(c.env, scope, req, all.slice(start, start + req.limit + 1), (d) => d.id, (d) => d);
    },
  });
}
