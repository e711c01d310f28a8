// GET /v1/offers/{offer_id}: one offer, also when withdrawn, so an old order's offer still resolves.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { getOffer } from "../../offers/catalog";
import { resolveDisplayRate } from "../../rates/display-rates";
import { offerView } from "../../offers/view";
import { displayCurrency, OfferSchema } from "./schemas";

export type RetrieveOfferResponse = z.infer<typeof OfferSchema>;

export function registerRetrieveOffer(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/offers/{offer_id}",
    tag: "Offers",
    summary: "Retrieve an offer, including a withdrawn one",
    security: "api_key",
    params: { offer_id: z.string().max(255) },
    query: { display_currency: displayCurrency },
    response: OfferSchema,
    errors: ["parameter_invalid", "parameter_unknown", "unsupported_display_currency", "resource_not_found"],
    handler: async (c, { params, query }) => {
      const rate = await resolveDisplayRate(c.env, query.display_currency, c.get("caller").mode);
      return offerView(await getOffer(c.env, params.offer_id, c.get("caller").mode), rate);
    },
  });
}
