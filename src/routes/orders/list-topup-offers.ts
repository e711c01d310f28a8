// GET /v1/orders/{order_id}/topup_offers: the offers that add data to the eSIM a fulfilled eSIM
// order delivered, as its supplier offers them for that eSIM now. Any other order (another
// account's or mode's, pending, failed, a mobile top-up or a top-up itself) is not found. Whether
// the eSIM may take a top-up now is the eSIM rule's top-up entry (domain/esim-actions.ts, the one
// `actions` lists): refunded, refund pending, revoked, or a supplier that adds no data answer
// topup_not_available, a suspended eSIM esim_suspended (the object asks it again in the step that
// pays a top-up). `topupTarget` and `topupOffersFor` are shared with POST /v1/quotes, which only
// sells a top-up listed here.
import type { z } from "@hono/zod-openapi";
import type { App, Mode } from "../../http/context";
import { ApiError, notFound, unwrap, type Outcome } from "../../http/errors";
import { listSchema } from "../../http/pagination";
import { defineRoute } from "../../http/route";
import type { OfferRow } from "../../offers/catalog";
import { topupOffersBySku } from "../../offers/catalog";
import { offerView } from "../../offers/view";
import { providersFor } from "../../providers";
import { callerAccount } from "../../account-object/stub";
import { EXAMPLES, listExample } from "../examples";
import { OfferSchema } from "../offers/schemas";
import { idParam } from "../schemas";

const TopupOfferListSchema = listSchema(OfferSchema, "TopupOfferList", listExample(EXAMPLES.TopupOffer));

export type ListTopupOffersResponse = z.infer<typeof TopupOfferListSchema>;

export function registerListTopupOffers(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/orders/{order_id}/topup_offers",
    tag: "Orders",
    summary: "List the top-ups that add data to the eSIM of a fulfilled eSIM order",
    security: "api_key",
    params: idParam("order_id"),
    response: TopupOfferListSchema,
    errors: ["resource_not_found", "topup_not_available", "esim_suspended"],
    handler: async (c, { params }) => {
      const mode = c.get("caller").mode;
      const target = await topupTarget(c.env, c.get("caller"), params.order_id!, "order_id");
      if (!target) throw notFound("order", params.order_id!, "order_id");
      const rows = await topupOffersFor(c.env, mode, target);
      if (rows.length === 0) {
        throw new ApiError("topup_not_available", `The eSIM of order ${target.id} takes no top-up.`);
      }
      return { object: "list" as const, data: rows.map((row) => offerView(row)), has_more: false, next_cursor: null };
    },
  });
}

/** An eSIM order a top-up may be bought for: its order, plan offer, ICCID and the SKU that served it. */
export type TopupEsim = { id: string; offer_id: string; iccid: string; sku: string };

/**
 * The eSIM of the caller's order `orderId`, when it may take a top-up now; null when the order has
 * no eSIM (unknown, another account's, pending, failed, a top-up); the rule's refusal thrown with
 * `param` when it has one that may not (topup_not_available, esim_suspended).
 */
export async function topupTarget(env: Env, caller: { accountId: string; mode: Mode }, orderId: string, param: string): Promise<TopupEsim | null> {
  const { stub, ref } = callerAccount(env, caller);
  const read = (await stub.esimTopup(ref, orderId)) as Outcome<(TopupEsim & { refusal: { code: ApiError["code"]; message: string } | null }) | null>;
  if (!read.ok && read.error.code === "resource_not_found") return null;
  const esim = unwrap(read);
  if (!esim) return null;
  if (esim.refusal) throw new ApiError(esim.refusal.code, esim.refusal.message, param);
  return { id: esim.id, offer_id: esim.offer_id, iccid: esim.iccid, sku: esim.sku };
}

/**
 * The top-up offers the mode may buy for this eSIM: those the supplier that sold it offers for it
 * now, asked with the package it was sold with: the route that served its order (an offer may have
 * routes at several suppliers; the order's SKU is its served route's once fulfilled), withdrawn or
 * not (the sandbox offers top-ups per plan).
 */
export async function topupOffersFor(env: Env, mode: Mode, esim: TopupEsim): Promise<OfferRow[]> {
  const skus = await providersFor(env, mode).supplier.topupSkus({ iccid: esim.iccid, sku: esim.sku });
  return topupOffersBySku(env, mode, skus);
}
