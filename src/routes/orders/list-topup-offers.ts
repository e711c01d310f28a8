// GET /v1/orders/{order_id}/topup_offers: the offers that add data to the eSIM a fulfilled eSIM
// order delivered, as its supplier offers them for that eSIM now. Any other order (another
// account's or mode's, pending, failed, a mobile top-up or a top-up itself) is not found; an eSIM
// that cannot take data now (its refund succeeded or is pending: domain/topups.ts) or whose
// supplier takes no top-up answers topup_not_available. `topupOffersFor` is the rule
// itself, shared with POST /v1/quotes, which only sells a top-up listed here.
import type { z } from "@hono/zod-openapi";
import type { App, Mode } from "../../http/context";
import { ApiError, notFound } from "../../http/errors";
import { listSchema } from "../../http/pagination";
import { defineRoute } from "../../http/route";
import { getOffer, type OfferRow } from "../../offers/catalog";
import { topupOffersBySku } from "../../offers/catalog";
import { offerView } from "../../offers/view";
import { providersFor } from "../../providers";
import { topupIccid, type TopupRefusal, type TopupTarget } from "../../domain/topups";
import { EXAMPLES, listExample } from "../examples";
import { OfferSchema } from "../offers/schemas";
import { own } from "../own";
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
    errors: ["resource_not_found", "topup_not_available"],
    handler: async (c, { params }) => {
      const mode = c.get("caller").mode;
      const order = await own(c, (stub, ref) => stub.order(ref, params.order_id!));
      const checked = esimOrder(order as EsimOrder);
      if (!checked.ok) throw topupRefusalError(checked.refusal, params.order_id!);
      const target = checked.esim;
      const rows = await topupOffersFor(c.env, mode, target);
      if (rows.length === 0) {
        throw new ApiError("topup_not_available", `The eSIM of order ${target.id} takes no top-up.`);
      }
      return { object: "list" as const, data: rows.map((row) => offerView(row)), has_more: false, next_cursor: null };
    },
  });
}

/** An order as read from the account (the partner-facing view). */
export type EsimOrder = TopupTarget & { offer_id: string };

/** The order with its eSIM's ICCID when it can take a top-up now; otherwise why not (domain/topups.ts). */
export function esimOrder(order: EsimOrder): { ok: true; esim: EsimOrder & { iccid: string } } | { ok: false; refusal: TopupRefusal } {
  const check = topupIccid(order);
  return check.ok ? { ok: true, esim: { ...order, iccid: check.iccid } } : check;
}

/** This route's answer to a refusal: an order without an eSIM is not found; any other refusal is its own code. */
function topupRefusalError(refusal: TopupRefusal, orderId: string): ApiError {
  return refusal.code === "no_esim" ? notFound("order", orderId, "order_id") : new ApiError(refusal.code, refusal.message);
}

/** The top-up offers the mode may buy for this eSIM: those its supplier offers for it now. */
export async function topupOffersFor(env: Env, mode: Mode, esim: EsimOrder & { iccid: string }): Promise<OfferRow[]> {
  // the plan it was sold with, withdrawn or not (the sandbox offers top-ups per plan)
  const plan = await getOffer(env, esim.offer_id, mode);
  const skus = await providersFor(env, mode).supplier.topupSkus({ iccid: esim.iccid, sku: plan.supplierSku });
  return topupOffersBySku(env, mode, skus);
}
