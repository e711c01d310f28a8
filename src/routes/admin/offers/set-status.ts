// POST /admin/v1/offers/{offer_id}/withdraw and …/restore: withdraw an offer the supplier
// stopped selling, or restore it. Withdrawn offers leave the list and cannot be bought, but
// stay retrievable.
import { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { auditContextOf } from "../../../http/operator-auth";
import { setOfferStatus } from "../../../offers/catalog";
import { offerView } from "../../../offers/view";
import { OfferSchema } from "../../offers/schemas";

export type SetOfferStatusResponse = z.infer<typeof OfferSchema>;

export function registerSetOfferStatus(app: App): void {
  for (const [action, status] of [["withdraw", "withdrawn"], ["restore", "active"]] as const) {
    defineRoute(app, {
      method: "post",
      path: `/admin/v1/offers/{offer_id}/${action}`,
      tag: "Operator",
      summary: action === "withdraw" ? "Withdraw an offer (repeating it changes nothing)" : "Restore a withdrawn offer (repeating it changes nothing)",
      security: "admin",
      permission: "supply.manage",
      params: { offer_id: z.string().max(255) },
      response: OfferSchema,
      errors: ["resource_not_found", "parameter_unknown", "invalid_json"],
      handler: async (c, { params }) => offerView(await setOfferStatus(c.env, params.offer_id, status, auditContextOf(c))),
    });
  }
}
