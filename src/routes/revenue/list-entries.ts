// GET /v1/revenue/entries: every change of the commission balance, newest first. Entries are
// paged by their position in the revenue ledger, which the answer does not show.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { listSchema, pageQuery } from "../../http/pagination";
import { defineRoute } from "../../http/route";
import { ownList } from "../own-list";
import { EXAMPLES, listExample } from "../examples";
import { RevenueEntrySchema } from "./schemas";

const RevenueEntryListSchema = listSchema(RevenueEntrySchema, "RevenueEntryList", listExample(EXAMPLES.RevenueEntry));

const ListRevenueEntriesQuerySchema = z.strictObject(pageQuery);

export type ListRevenueEntriesQuery = z.input<typeof ListRevenueEntriesQuerySchema>;
export type ListRevenueEntriesResponse = z.infer<typeof RevenueEntryListSchema>;

export function registerListRevenueEntries(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/revenue/entries",
    tag: "Revenue",
    summary: "Revenue entries (earned, taken_as_credit, paid_out, payout_returned), newest first",
    security: "api_key",
    query: ListRevenueEntriesQuerySchema.shape,
    response: RevenueEntryListSchema,
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
