// GET /v1/quotes (filter status), newest first. Reading applies expiry first, so a quote past
// its deadline never lists as awaiting_funds.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { listSchema, pageQuery } from "../../http/pagination";
import { defineRoute } from "../../http/route";
import { ownList } from "../own-list";
import { EXAMPLES, listExample } from "../examples";
import { QuoteSchema } from "./schemas";

const QuoteListSchema = listSchema(QuoteSchema, "QuoteList", listExample(EXAMPLES.Quote));

const ListQuotesQuerySchema = z.strictObject({ ...pageQuery, status: z.enum(["awaiting_funds", "fulfilled", "expired", "cancelled"]).optional() });

export type ListQuotesQuery = z.input<typeof ListQuotesQuerySchema>;
export type ListQuotesResponse = z.infer<typeof QuoteListSchema>;

export function registerListQuotes(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/quotes",
    tag: "Quotes",
    summary: "List quotes, newest first",
    security: "api_key",
    query: ListQuotesQuerySchema.shape,
    response: QuoteListSchema,
    errors: ["parameter_invalid"],
    handler: async (c, { query }) =>
      ownList(c, "quotes", query, { status: query.status }, (stub, ref, req) => stub.quotes(ref, { status: query.status }, req)),
  });
}
