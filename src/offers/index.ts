export { getOffer, getOfferForPurchase, listActiveOffers, setOfferStatus, visibleTo, type OfferRow } from "./catalog";
export { convertCents, displayFor, type DisplayRate, type DisplayView } from "./display";
export { resolveDisplayRate } from "./rates";
export { offerView, type OfferView } from "./view";
