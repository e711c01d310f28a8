// eSIM packages grouped into offers, as a pure rule. Packages of any supplier that describe the
// same product (the same set of countries, the same data amount or both unlimited, the same
// validity in days) are one offer, each package a route of it. An offer keeps its `off_` id
// while it has a route: a group takes the id of the stored offer of the same product (the
// oldest, by listing seq, when there are several: the others are withdrawn), else of a stored
// offer one of its packages already routes, else a new id derived from its first SKU. So an offer
// sold from one supplier keeps its id when another supplier adds a route, and the other way round.
// The offer reads as its name-giving route says (the package with the first SKU in order, so the
// name does not move with prices), and is priced from its cheapest route.

export interface Package {
  sku: string;
  title: string;
  coverage: string;
  /** upper-case alpha-2, sorted, no repeats */
  countries: string[];
  dataMb: number;
  unlimited: boolean;
  days: number;
  /** our cost, cents (rounded up) */
  cost: number;
  /** the supplier's own price where its order must repeat it */
  price?: number;
}

/** A live eSIM offer as stored (not a top-up), with what identifies its product and its routes. */
export interface StoredGroupOffer {
  id: string;
  seq: number;
  countries: string[];
  dataMb: number;
  unlimited: boolean;
  days: number;
  routeSkus: string[];
}

export interface OfferGroup {
  id: string;
  key: string;
  /** cheapest first, ties by SKU */
  packages: Package[];
  /** the package the offer's name and coverage come from (the first SKU in order) */
  namer: Package;
}

/** The product a package or an offer describes. */
export function productKey(p: { countries: readonly string[]; dataMb: number; unlimited: boolean; days: number }): string {
  return `${[...p.countries].sort().join(",")}|${p.unlimited ? "unlimited" : `${p.dataMb}MB`}|${p.days}d`;
}

const bySku = (a: { sku: string }, b: { sku: string }) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0);

/**
 * The offers `packages` make, each with its id. `idFor(seed)` derives a new id from a SKU (or a
 * SKU and the product, where that id is already someone else's).
 */
export function groupPackages(packages: readonly Package[], stored: readonly StoredGroupOffer[], idFor: (seed: string) => string): OfferGroup[] {
  const groups = new Map<string, Package[]>();
  for (const p of packages) {
    const key = productKey(p);
    const list = groups.get(key) ?? [];
    // a package listed twice is one route
    if (!list.some((q) => q.sku === p.sku)) list.push(p);
    groups.set(key, list);
  }
  const byKey = new Map<string, StoredGroupOffer[]>();
  const bySkuRoute = new Map<string, StoredGroupOffer[]>();
  const storedIds = new Set(stored.map((o) => o.id));
  for (const o of [...stored].sort((a, b) => a.seq - b.seq)) {
    const key = productKey(o);
    byKey.set(key, [...(byKey.get(key) ?? []), o]);
    for (const sku of o.routeSkus) bySkuRoute.set(sku, [...(bySkuRoute.get(sku) ?? []), o]);
  }
  const claimed = new Set<string>();
  const out: OfferGroup[] = [];
  const keys = [...groups.keys()].sort();
  // first pass: groups whose product has a stored offer take it
  const ids = new Map<string, string>();
  for (const key of keys) {
    const own = (byKey.get(key) ?? []).find((o) => !claimed.has(o.id));
    if (own) {
      claimed.add(own.id);
      ids.set(key, own.id);
    }
  }
  // second pass: an offer one of the group's packages routes (its product changed), else a new id
  for (const key of keys) {
    if (ids.has(key)) continue;
    const skus = groups.get(key)!.map((p) => p.sku).sort();
    const routed = skus.flatMap((s) => bySkuRoute.get(s) ?? []).find((o) => !claimed.has(o.id));
    if (routed) {
      claimed.add(routed.id);
      ids.set(key, routed.id);
      continue;
    }
    let id = idFor(skus[0]!);
    if (claimed.has(id) || storedIds.has(id) || [...ids.values()].includes(id)) id = idFor(`${skus[0]!}|${key}`);
    claimed.add(id);
    ids.set(key, id);
  }
  for (const key of keys) {
    const list = groups.get(key)!;
    const packagesByCost = [...list].sort((a, b) => a.cost - b.cost || bySku(a, b));
    out.push({ id: ids.get(key)!, key, packages: packagesByCost, namer: [...list].sort(bySku)[0]! });
  }
  return out;
}
