// POST /v1/orders/{order_id}/deliveries: sends a fulfilled eSIM order's eSIM to a traveller by
// email, in their language, under the account's brand (brand.md). Invariant: one Idempotency-Key
// is one delivery and at most one mail, whatever is retried; a refusal (404, 409, 429, 400)
// stores nothing. The step is requestDelivery (steps.ts), which the dashboard's form runs too.
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { idParam } from "../schemas";
import { CreateDeliveryBody, DeliverySchema, type DeliveryResponse } from "./schemas";
import { DeliveryRateLimited, requestDelivery } from "./steps";

export type CreateDeliveryResponse = DeliveryResponse;

export function registerCreateDelivery(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/orders/{order_id}/deliveries",
    tag: "Orders",
    summary: "Send a fulfilled eSIM order's eSIM to a traveller by email",
    description:
      "The message comes from the brand's display name (Reply-To its support email), in `language` (else the brand's " +
      "`default_language`, else en), with the brand's logo and colour, a button to the eSIM page, the QR code, the manual " +
      "codes and a plain-text part. In test mode nothing is sent: the message is recorded (`status` `sent`) and shown at " +
      "`…/deliveries/{delivery_id}/preview`; an address whose local part begins with `fail` is refused (`failed`). Live " +
      "sends are limited to 5 per recipient per day and 200 per account per hour (429 `rate_limited`, with `Retry-After`).",
    security: "api_key",
    idempotent: true,
    params: idParam("order_id"),
    body: CreateDeliveryBody,
    bodyExample: { email: "traveller@example.com", language: "es" },
    response: DeliverySchema,
    errors: ["parameter_missing", "parameter_invalid", "parameter_unknown", "resource_not_found", "order_not_deliverable", "rate_limited"],
    handler: async (c, { params, body, idem }) => {
      try {
        return await requestDelivery(c.env, c.get("caller"), idem, params.order_id!, body);
      } catch (e) {
        if (e instanceof DeliveryRateLimited) c.header("Retry-After", String(e.retryAfterSeconds));
        throw e;
      }
    },
  });
}
