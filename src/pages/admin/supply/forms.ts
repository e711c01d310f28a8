// The supply page's forms, each running the same audited step as its /admin/v1 route and
// refused before anything is read for a role without supply.manage (onOperatorForm):
// POST /admin/supply/pricing (PUT /admin/v1/pricing), POST /admin/supply/sync
// (POST /admin/v1/catalog/sync), POST /admin/supply/offers (POST /admin/v1/offers/{id}/withdraw
// or …/restore). A refusal comes back on the page in words with the API's status; a success
// returns to the page with a fixed notice.
import type { App } from "../../../http/context";
import { ApiError } from "../../../http/errors";
import { setOfferStatus } from "../../../offers/catalog";
import { requestCatalogSync } from "../../../providers/live/suppliers/catalog-sync";
import { setMargins } from "../../../providers/live/suppliers/pricing";
import { attempt } from "../../own";
import { onOperatorForm } from "../door";
import { supplyPage } from "./supply";
import { consoleWords } from "../words";

/** A basis-point field as PUT /admin/v1/pricing takes it: an integer from 0 to 100000. */
function bpsField(fields: Record<string, string>, name: string): number {
  const v = (fields[name] ?? "").trim();
  const n = /^\d{1,6}$/.test(v) ? Number(v) : NaN;
  if (!Number.isInteger(n) || n > 100_000) throw new ApiError("parameter_invalid", `${name} must be an integer from 0 to 100000.`, name);
  return n;
}

export function registerSupplyForms(app: App): void {
  onOperatorForm(app, "/admin/supply/pricing", "supply.manage", async (c, me, fields) => {
    const done = await attempt(async () => {
      const next = { esim_margin_bps: bpsField(fields, "esim_margin_bps"), topup_margin_bps: bpsField(fields, "topup_margin_bps") };
      return setMargins(c.env, next, me.audit);
    });
    if (!done.ok) return supplyPage(c, me, { error: true, text: `Not changed: ${consoleWords(done.failure).message}` }, done.failure.status);
    return c.redirect("/admin/supply?done=pricing", 303);
  });

  onOperatorForm(app, "/admin/supply/sync", "supply.manage", async (c, me) => {
    const reports = await requestCatalogSync(c.env, me.audit);
    const lines = reports.map((r) =>
      !r.configured
        ? `${r.supplier}: not configured`
        : r.ok
          ? `${r.supplier}: ${r.packages_read} read, ${r.routes_added} routes added, ${r.routes_withdrawn} routes withdrawn; ${r.published} offers published, ${r.held_back} held back, ${r.withdrawn} withdrawn`
          : `${r.supplier}: failed (${r.error})`,
    );
    return supplyPage(c, me, { text: "Catalog sync run.", lines });
  });

  onOperatorForm(app, "/admin/supply/offers", "supply.manage", async (c, me, fields) => {
    const done = await attempt(async () => {
      const action = fields.action;
      if (action !== "withdraw" && action !== "restore") throw new ApiError("parameter_invalid", "Choose withdraw or restore.", "action");
      const offerId = (fields.offer_id ?? "").trim();
      if (!offerId || offerId.length > 255) throw new ApiError("parameter_invalid", "Give the offer's id (off_…).", "offer_id");
      await setOfferStatus(c.env, offerId, action === "withdraw" ? "withdrawn" : "active", me.audit);
      return action;
    });
    if (!done.ok) return supplyPage(c, me, { error: true, text: `Not changed: ${consoleWords(done.failure).message}` }, done.failure.status);
    return c.redirect(`/admin/supply?done=${done.value === "withdraw" ? "withdrawn" : "restored"}`, 303);
  });
}
