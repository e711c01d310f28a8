// Partner API: the offer catalog. Lists show only what the key's mode can buy right now;
// retrieval also answers for withdrawn offers, so an old order's offer still resolves. One file
// per operation; this only registers them, after the operator's switches (withdraw, restore),
// in the order the API reference shows.
import type { App } from "../../http/context";
import { registerSetOfferStatus } from "../admin/offers/set-status";
import { registerListOffers } from "./list";
import { registerRetrieveOffer } from "./retrieve";

/** The catalog for partners and its operator switches (withdraw, restore). */
export function registerOfferRoutes(app: App): void {
  registerSetOfferStatus(app);
  registerListOffers(app);
  registerRetrieveOffer(app);
}
