// POST /v1/quotes/{quote_id}/cancel: no body, no idempotency key; cancelling twice is harmless.
import type { App } from "../../http/context";
import { unwrap } from "../../http/errors";
import { defineRoute } from "../../http/route";
import { callerAccount } from "../../account-object/stub";
import { QuoteSchema, idParam } from "../money-schemas";

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
    handler: async (c, { params }) => {
      const { stub, ref } = callerAccount(c.env, c.get("caller"));
      return unwrap(await stub.cancelQuote(ref, params.quote_id!));
    },
  });
}
