// GET /v1/offers: the offers the key's mode can buy right now, newest first. The cursor is
// bound to the filters, so it cannot continue a different list. `listOffers` is the list itself
// (filters, display currency, cursor), shared by the route and the dashboard's catalog.
import { z } from "@hono/zod-openapi";
import type { App, Mode } from "../../http/context";
import { ApiError } from "../../http/errors";
import { listSchema, pageQuery, pageRequest, toList } from "../../http/pagination";
import { defineRoute } from "../../http/route";
import { listActiveOffers } from "../../offers/catalog";
import { resolveDisplayRate } from "../../rates/display-rates";
import { offerView } from "../../offers/view";
import { EXAMPLES, listExample } from "../examples";
import { displayCurrency, OfferSchema } from "./schemas";

const OfferListSchema = listSchema(OfferSchema, "OfferList", listExample(EXAMPLES.Offer));

export const ListOffersQuerySchema = z.strictObject({
  category: z.enum(["esim", "mobile_topup"]).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, "country must be a 2-letter ISO 3166-1 alpha-2 code")
    .transform((s) => s.toUpperCase())
    .optional()
    .openapi({ param: { description: "offers covering this country (alpha-2, any case)" }, example: "JP" }),
  display_currency: displayCurrency,
  ...pageQuery,
});

export type ListOffersQuery = z.input<typeof ListOffersQuerySchema>;
export type ListOffersResponse = z.infer<typeof OfferListSchema>;

export function registerListOffers(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/offers",
    tag: "Offers",
    summary: "List the offers your key's mode can buy, newest first",
    security: "api_key",
    query: ListOffersQuerySchema.shape,
    response: OfferListSchema,
    errors: ["parameter_invalid", "parameter_unknown", "unsupported_display_currency"],
    handler: async (c, { query }) => listOffers(c.env, c.get("caller").mode, query),
  });
}

/** One page of the mode's offers for validated query values. */
export async function listOffers(env: Env, mode: Mode, query: z.output<typeof ListOffersQuerySchema>) {
  // the cursor is bound to the filters, so it cannot continue a different list
  const scope = `offers:${mode}:category=${query.category ?? "*"}:country=${query.country ?? "*"}`;
  const rate = await resolveDisplayRate(env, query.display_currency, mode);
  const page = await pageRequest(env, scope, query);
  const afterSeq = page.after === undefined ? undefined : Number(page.after);
  if (afterSeq !== undefined && !Number.isSafeInteger(afterSeq)) {
    throw new ApiError("parameter_invalid", "cursor is not a cursor this list gave out", "cursor");
  }
  const rows = await listActiveOffers(env, { mode, category: query.category, country: query.country }, { limit: page.limit, afterSeq });
  return toList(env, scope, page, rows, (row) => String(row.seq), (row) => offerView(row, rate));
}
