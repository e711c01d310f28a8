// Routing as pure rules: which route an order tries next (never a second route while one is open,
// never a second package at a supplier that may have sold it, the top-tier loss guard, circuits),
// the circuit breaker, and grouping packages into offers that keep their ids.
import { describe, expect, it } from "vitest";
import { afterCalls, circuitView, CLOSED, type Circuit } from "../../src/domain/circuit";
import { groupPackages, productKey, type Package } from "../../src/domain/offer-groups";
import { chooseRoute, RETRY_AFTER_MS, routesOf, routeServes, type Attempt, type Route } from "../../src/domain/routing";

const A: Route = { sku: "esimaccess:CKH491", cost: 425 };
const B: Route = { sku: "airalo:change-7days-1gb", cost: 450 };
const B2: Route = { sku: "airalo:change-7days-1gb-b", cost: 460 };
const NOW = 1_800_000_000_000;
const closed = new Map<string, "closed" | "open" | "probe">();
const at = (n: number, sku: string, state: Attempt["state"], retry: Attempt["retry"] = null, resolvedAt: number | null = NOW - 1000): Attempt => ({ n, sku, state, retry, resolvedAt });
const choose = (attempts: Attempt[], opts: { routes?: Route[]; price?: number; circuits?: Map<string, "closed" | "open" | "probe">; now?: number } = {}) =>
  chooseRoute({ routes: opts.routes ?? [A, B], attempts, price: opts.price ?? 600, circuits: opts.circuits ?? closed, now: opts.now ?? NOW });

describe("route choice", () => {
  it("starts with the cheapest route that serves the price; a route that would lose at the top tier never serves", () => {
    expect(choose([])).toEqual({ kind: "start", n: 1, candidates: [{ route: A, circuit: "closed" }, { route: B, circuit: "closed" }] });
    // 0.8 × 550 = 440: the 450 route would sell at a loss
    expect(routeServes(B, 550)).toBe(false);
    expect(routeServes(B, 563)).toBe(true);
    expect(choose([], { price: 550 })).toEqual({ kind: "start", n: 1, candidates: [{ route: A, circuit: "closed" }] });
    expect(choose([], { price: 500 })).toEqual({ kind: "fail", reason: "supplier: no route can serve this order at its price" });
  });

  it("never tries another route while an attempt is open", () => {
    const open = at(1, A.sku, "open", null, null);
    expect(choose([open])).toEqual({ kind: "continue", attempt: open });
    expect(choose([at(1, A.sku, "refused"), at(2, B.sku, "open", null, null)]).kind).toBe("continue");
  });

  it("moves on after a definite no: a refusal, or a look-up that found nothing", () => {
    expect(choose([at(1, A.sku, "refused")])).toMatchObject({ kind: "start", n: 2, candidates: [{ route: B }] });
    expect(choose([at(1, A.sku, "absent")])).toMatchObject({ kind: "start", n: 2, candidates: [{ route: B }] });
    expect(choose([at(1, A.sku, "refused", "unreached")])).toMatchObject({ kind: "start", candidates: [{ route: B }] });
  });

  it("gives a supplier that may have sold the order no second package; after a final refusal it may try its next one", () => {
    const routes = [A, B, B2];
    // Airalo's first package not there after a timeout: its second is not tried (the first may turn up)
    expect(choose([at(1, B.sku, "absent"), at(2, A.sku, "refused")], { routes, price: 700 })).toEqual({ kind: "wait" });
    // refused for good: the other package is fine
    expect(choose([at(1, A.sku, "refused"), at(2, B.sku, "refused")], { routes, price: 700 })).toMatchObject({ kind: "start", n: 3, candidates: [{ route: B2 }] });
    // one candidate per supplier, its cheapest
    expect(choose([], { routes, price: 700 })).toMatchObject({ candidates: [{ route: A }, { route: B }] });
  });

  it("skips a supplier whose circuit is open, probes one open long enough, waits when nothing else may be tried", () => {
    expect(choose([], { circuits: new Map([["esimaccess", "open"]]) })).toMatchObject({ kind: "start", candidates: [{ route: B, circuit: "closed" }] });
    expect(choose([], { circuits: new Map([["esimaccess", "probe"]]) })).toMatchObject({ candidates: [{ route: A, circuit: "probe" }, { route: B, circuit: "closed" }] });
    expect(choose([], { circuits: new Map([["esimaccess", "open"], ["airalo", "open"]]) })).toEqual({ kind: "wait" });
  });

  it("re-opens an attempt that may be asked again once nothing else is left and its wait is over; fails on final refusals only", () => {
    const absent = at(1, A.sku, "absent", null, NOW - RETRY_AFTER_MS);
    expect(choose([absent, at(2, B.sku, "refused")])).toEqual({ kind: "retry", attempt: absent });
    expect(choose([at(1, A.sku, "absent", null, NOW - 5), at(2, B.sku, "refused")])).toEqual({ kind: "wait" });
    const balance = at(1, A.sku, "refused", "balance", NOW - RETRY_AFTER_MS);
    expect(choose([balance], { routes: [A] })).toEqual({ kind: "retry", attempt: balance });
    expect(chooseRoute({ routes: [A, B], attempts: [at(1, A.sku, "refused"), at(2, B.sku, "refused")], price: 600, circuits: closed, now: NOW, lastReason: "supplier: out of stock" }))
      .toEqual({ kind: "fail", reason: "supplier: out of stock" });
  });

  it("is done once an attempt fulfilled the order", () => {
    expect(choose([at(1, A.sku, "absent"), at(2, B.sku, "fulfilled")])).toEqual({ kind: "done" });
  });

  it("reads stored routes cheapest first; none stored is the order's own SKU", () => {
    expect(routesOf('[{"sku":"airalo:x","cost":450},{"sku":"esimaccess:y","cost":425,"price":42500}]', B)).toEqual([{ sku: "esimaccess:y", cost: 425, price: 42_500 }, { sku: "airalo:x", cost: 450 }]);
    expect(routesOf(null, B)).toEqual([B]);
    expect(routesOf("not json", B)).toEqual([B]);
  });
});

describe("circuit", () => {
  const fail = (at: number) => ({ at, ok: false as const, error: "HTTP 502" });
  it("opens after five failures in a row within two minutes, once; a success closes it, once", () => {
    let c: Circuit = CLOSED;
    const r1 = afterCalls(c, [fail(0), fail(10_000), fail(20_000), fail(30_000)]);
    expect(r1).toMatchObject({ change: null, circuit: { state: "closed" } });
    const r2 = afterCalls(r1.circuit, [fail(40_000)]);
    expect(r2).toMatchObject({ change: "opened", circuit: { state: "open", openedAt: 40_000, lastError: "HTTP 502" } });
    // more failures (a failed probe) keep it open without a second announcement
    const r3 = afterCalls(r2.circuit, [fail(110_000)]);
    expect(r3).toMatchObject({ change: null, circuit: { state: "open", openedAt: 110_000 } });
    c = afterCalls(r3.circuit, [{ at: 200_000, ok: true }]).circuit;
    expect(afterCalls(r3.circuit, [{ at: 200_000, ok: true }]).change).toBe("closed");
    expect(c).toMatchObject({ state: "closed", failures: [] });
  });

  it("does not open for failures spread over more than two minutes, or broken by a success", () => {
    expect(afterCalls(CLOSED, [fail(0), fail(40_000), fail(80_000), fail(100_000), fail(121_000)]).circuit.state).toBe("closed");
    expect(afterCalls(CLOSED, [fail(0), fail(1), { at: 2, ok: true }, fail(3), fail(4), fail(5)]).circuit.state).toBe("closed");
  });

  it("lets one order probe a minute after it opened", () => {
    const open: Circuit = { ...CLOSED, state: "open", openedAt: 1000 };
    expect(circuitView(open, 30_000)).toBe("open");
    expect(circuitView(open, 61_000)).toBe("probe");
    expect(circuitView(CLOSED, 0)).toBe("closed");
  });
});

describe("offers from packages", () => {
  const pkg = (sku: string, over: Partial<Package> = {}): Package => ({ sku, title: sku, coverage: "country", countries: ["US"], dataMb: 1024, unlimited: false, days: 7, cost: 450, ...over });
  const idFor = (seed: string) => `off_${seed}`;

  it("groups the same product of every supplier into one offer; countries in any order, data, validity, unlimited", () => {
    expect(productKey({ countries: ["US", "MX"], dataMb: 1024, unlimited: false, days: 7 })).toBe(productKey({ countries: ["MX", "US"], dataMb: 1024, unlimited: false, days: 7 }));
    const groups = groupPackages([pkg("airalo:a"), pkg("esimaccess:X", { cost: 425, title: "United States 1GB 7Days" }), pkg("airalo:b", { days: 30 }), pkg("airalo:u", { unlimited: true, dataMb: 0 }), pkg("esimaccess:U", { unlimited: true, dataMb: 5000 })], [], idFor);
    expect(groups).toHaveLength(3);
    const us7 = groups.find((g) => g.packages.length === 2)!;
    expect(us7.packages.map((p) => p.sku)).toEqual(["esimaccess:X", "airalo:a"]);
    // named by the first SKU, so the name does not follow the prices
    expect(us7.namer.sku).toBe("airalo:a");
    expect(us7.id).toBe("off_airalo:a");
    expect(groups.find((g) => g.key.includes("unlimited"))!.packages).toHaveLength(2);
  });

  it("keeps an offer's id while it has a route: another supplier's route joins it, and it outlives the package it was made from", () => {
    const stored = [{ id: "off_old", seq: 1, countries: ["US"], dataMb: 1024, unlimited: false, days: 7, routeSkus: ["airalo:a"] }];
    expect(groupPackages([pkg("airalo:a"), pkg("esimaccess:X")], stored, idFor)[0]!.id).toBe("off_old");
    expect(groupPackages([pkg("esimaccess:X")], stored, idFor)[0]!.id).toBe("off_old");
    // the package changed its product: its offer goes with it
    expect(groupPackages([pkg("airalo:a", { days: 8 })], stored, idFor)[0]!.id).toBe("off_old");
    // two stored offers of one product: the oldest keeps it
    const two = [...stored, { id: "off_newer", seq: 5, countries: ["US"], dataMb: 1024, unlimited: false, days: 7, routeSkus: ["airalo:c"] }];
    expect(groupPackages([pkg("airalo:a"), pkg("airalo:c")], two, idFor).map((g) => g.id)).toEqual(["off_old"]);
  });
});
