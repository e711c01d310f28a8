// The partner-facing Offer: an explicit allow-list of fields, so cost and supplier SKU stay inside.
import { displayFor, type DisplayRate, type DisplayView } from "../rates/display";
import type { OfferCategory, OfferRow, OfferStatus } from "./catalog";

export interface OfferView {
  id: string;
  object: "offer";
  category: OfferCategory;
  name: string;
  coverage: { type: string; countries: string[] };
  data: { amount: number; unit: string; unlimited: boolean };
  validity_days: number;
  price: { amount: number; currency: "USD" };
  display?: DisplayView;
  requires_destination: boolean;
  status: OfferStatus;
  /** "esim": a top-up of an eSIM already sold (bought with `esim_order_id`); null for every other offer */
  topup_for: "esim" | null;
}

export function offerView(row: OfferRow, rate: DisplayRate | null = null): OfferView {
  return {
    id: row.id,
    object: "offer",
    category: row.category,
    name: row.name,
    coverage: { type: row.coverageType, countries: JSON.parse(row.countries) as string[] },
    data: { amount: row.dataAmount, unit: row.dataUnit, unlimited: row.dataUnlimited },
    validity_days: row.validityDays,
    price: { amount: row.priceCents, currency: "USD" },
    ...(rate ? { display: displayFor(row.priceCents, rate) } : {}),
    requires_destination: row.requiresDestination,
    status: row.status,
    topup_for: row.topupFor ?? null,
  };
}
