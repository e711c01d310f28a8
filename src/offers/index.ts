export { getOffer, getOfferForPurchase, listActiveOffers, setOfferStatus, visibleTo, type OfferRow } from "./catalog";
export { convertCents, displayFor, type DisplayRate, type DisplayView } from "../rates/display";
export { resolveDisplayRate } from "../rates/display-rates";
export { offerView, type OfferView } from "./view";
