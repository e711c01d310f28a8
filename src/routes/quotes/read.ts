// GET /v1/quotes/{quote_id} and GET /v1/quotes. Reading applies expiry first, so a quote
// past its deadline never reads as awaiting_funds.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { unwrap } from "../../http/errors";
import { listSchema, pageQuery } from "../../http/pagination";
import { ownList } from "../own-list";
import { defineRoute } from "../../http/route";
import { callerAccount } from "../../account-object/stub";
import { QuoteSchema, idParam } from "../money-schemas";
import { EXAMPLES, listExample } from "../examples";

export function registerReadQuotes(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/quotes/{quote_id}",
    tag: "Quotes",
    summary: "Retrieve a quote",
    security: "api_key",
    params: idParam("quote_id"),
    response: QuoteSchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => {
      const { stub, ref } = callerAccount(c.env, c.get("caller"));
      return unwrap(await stub.quote(ref, params.quote_id!));
    },
  });

  defineRoute(app, {
    method: "get",
    path: "/v1/quotes",
    tag: "Quotes",
    summary: "List quotes, newest first",
    security: "api_key",
    query: { ...pageQuery, status: z.enum(["awaiting_funds", "fulfilled", "expired", "cancelled"]).optional() },
    response: listSchema(QuoteSchema, "QuoteList", listExample(EXAMPLES.Quote)),
    errors: ["parameter_invalid"],
    handler: async (c, { query }) =>
      ownList(c, "quotes", query, { status: query.status }, (stub, ref, req) => stub.quotes(ref, { status: query.status }, req)),
  });
}
