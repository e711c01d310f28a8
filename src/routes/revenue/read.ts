// GET /v1/revenue and GET /v1/revenue/entries.
import type { App } from "../../http/context";
import { unwrap } from "../../http/errors";
import { listSchema, pageQuery } from "../../http/pagination";
import { ownList } from "../own-list";
import { defineRoute } from "../../http/route";
import { callerAccount } from "../../account-object/stub";
import { RevenueEntrySchema, RevenueSchema } from "./schemas";
import { EXAMPLES, listExample } from "../examples";

export function registerRevenueReadRoutes(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/revenue",
    tag: "Revenue",
    summary: "The Revenue Centre: tier, rate, trailing 30-day volume and the commission balances",
    security: "api_key",
    response: RevenueSchema,
    handler: async (c) => {
      const { stub, ref } = callerAccount(c.env, c.get("caller"));
      return unwrap(await stub.revenue(ref));
    },
  });

  defineRoute(app, {
    method: "get",
    path: "/v1/revenue/entries",
    tag: "Revenue",
    summary: "Revenue entries (earned, taken_as_credit, paid_out, payout_returned), newest first",
    security: "api_key",
    query: pageQuery,
    response: listSchema(RevenueEntrySchema, "RevenueEntryList", listExample(EXAMPLES.RevenueEntry)),
    errors: ["parameter_invalid"],
    handler: async (c, { query }) =>
      ownList<{ position: string }>(
        c, "revenue-entries", query, {},
        (stub, ref, req) => stub.revenueEntries(ref, req),
        (e) => e.position,
        ({ position: _, ...entry }) => entry,
      ),
  });
}
