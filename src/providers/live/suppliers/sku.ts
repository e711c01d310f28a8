// Supplier SKUs as stored on offers and orders. They never leave the service.
//   airalo:<package id>                       an Airalo eSIM package (or top-up package)
//   esimaccess:<packageCode>                  an eSIM Access package (or TOPUP_ package)
//   reloadly:topup:<country>:<cents>          a top-up offer (any operator of the country)
//   reloadly:<operator id>:<country>:<cents>  a top-up order, once the number's operator is known
// The part before the first ":" names the supplier; routing and circuits read only that part.
export type Sku =
  | { supplier: "airalo"; packageId: string }
  | { supplier: "esimaccess"; packageCode: string }
  | { supplier: "reloadly"; operatorId: number | null; country: string; amountCents: number };

export const airaloSku = (packageId: string) => `airalo:${packageId}`;
export const esimAccessSku = (packageCode: string) => `esimaccess:${packageCode}`;
export const topupOfferSku = (country: string, cents: number) => `reloadly:topup:${country}:${cents}`;
export const topupOrderSku = (operatorId: number, country: string, cents: number) => `reloadly:${operatorId}:${country}:${cents}`;

export function parseSku(sku: string): Sku | null {
  if (sku.startsWith("airalo:")) return { supplier: "airalo", packageId: sku.slice("airalo:".length) };
  if (sku.startsWith("esimaccess:")) return { supplier: "esimaccess", packageCode: sku.slice("esimaccess:".length) };
  const m = /^reloadly:(topup|\d+):([A-Z]{2}):(\d+)$/.exec(sku);
  if (!m) return null;
  return { supplier: "reloadly", operatorId: m[1] === "topup" ? null : Number(m[1]), country: m[2]!, amountCents: Number(m[3]) };
}
