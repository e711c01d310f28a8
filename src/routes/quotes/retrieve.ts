// GET /v1/quotes/{quote_id}. Reading applies expiry first, so a quote past its deadline never
// reads as awaiting_funds.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { own } from "../own";
import { idParam } from "../schemas";
import { QuoteSchema } from "./schemas";

export type RetrieveQuoteResponse = z.infer<typeof QuoteSchema>;

export function registerRetrieveQuote(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/quotes/{quote_id}",
    tag: "Quotes",
    summary: "Retrieve a quote",
    security: "api_key",
    params: idParam("quote_id"),
    response: QuoteSchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => own(c, (stub, ref) => stub.quote(ref, params.quote_id!)),
  });
}
