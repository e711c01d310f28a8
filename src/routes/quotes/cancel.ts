// POST /v1/quotes/{quote_id}/cancel: no body, no idempotency key; cancelling twice is harmless.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { own } from "../own";
import { idParam } from "../schemas";
import { QuoteSchema } from "./schemas";

export type CancelQuoteResponse = z.infer<typeof QuoteSchema>;

export function registerCancelQuote(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/quotes/{quote_id}/cancel",
    tag: "Quotes",
    summary: "Cancel a quote that awaits funds; money arriving later stays in the wallet",
    security: "api_key",
    params: idParam("quote_id"),
    response: QuoteSchema,
    errors: ["resource_not_found", "already_fulfilled", "quote_expired"],
    handler: async (c, { params }) => own(c, (stub, ref) => stub.cancelQuote(ref, params.quote_id!)),
  });
}
