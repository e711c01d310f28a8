// Routes and route choice as pure rules. An offer may be served by several supplier packages
// (routes), each with its cost; an order carries the routes of the offer it was bought from, and
// its fulfilment tries them one attempt at a time. The rules:
// - A route may serve an order only while the order's price × (1 − the top commission tier) still
//   covers the route's cost: failing over may thin the margin, never sell at a loss at the top
//   tier. Routes are tried cheapest first (ties by SKU), skipping a supplier whose circuit is open.
// - Never twice. While an attempt is open (sent, its fate not known, or bought and still being
//   made) no other route is tried: the open attempt is asked again. The next route is tried only
//   after a definite "no": a refusal, a call that never reached the supplier, or a look-up after an
//   ambiguous answer that found nothing ("absent"). A supplier with an attempt that is not a final
//   refusal (open, absent, refused for our balance or for never being reached) gets no second
//   attempt with another package: so each (order, supplier) is bought at most once, and an order is
//   fulfilled by exactly one route.
// - When no untried route is left, an attempt that may be asked again (absent, or refused for our
//   balance or for never being reached) is re-opened once RETRY_AFTER_MS has passed, under the
//   same attempt number (the same reference at its supplier); an order with only final refusals
//   left fails with the last one's reason.
// Nothing here reads a clock, a circuit or storage: the caller hands in what it read.
import { sellsAtLoss } from "./commission";

/** How long an attempt that may be asked again waits before it is re-opened (when no other route is left). */
export const RETRY_AFTER_MS = 60_000;

/** A supplier package that can serve an offer. */
export interface Route {
  sku: string;
  /** our cost, cents (rounded up) */
  cost: number;
  /** the supplier's own price where its order must repeat it (eSIM Access: USD × 10,000) */
  price?: number;
}

export type AttemptState = "open" | "refused" | "absent" | "fulfilled" | "duplicate";

export interface Attempt {
  n: number;
  sku: string;
  state: AttemptState;
  /** for a refusal that may be asked again later: our balance ran low, or the call never reached the supplier */
  retry: "balance" | "unreached" | null;
  /** when it last ended (ms); null while open */
  resolvedAt: number | null;
}

/** The part of a SKU that names its supplier (`airalo`, `esimaccess`, `reloadly`, `sandbox`…). */
export const supplierOf = (sku: string): string => sku.split(":")[0] ?? sku;

/** Whether `route` may serve an order sold at `price` (cents): price × (1 − top tier) ≥ cost. */
export function routeServes(route: Pick<Route, "cost">, price: number): boolean {
  return !sellsAtLoss(price, route.cost);
}

/** Cheapest first, ties by SKU: the order routes are tried in. */
export function byCost<T extends Pick<Route, "sku" | "cost">>(routes: readonly T[]): T[] {
  return [...routes].sort((a, b) => a.cost - b.cost || (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
}

/** An order's routes as stored (JSON, or null for the one route its SKU names at its cost). */
export function routesOf(json: string | null | undefined, fallback: Route): Route[] {
  if (!json) return [fallback];
  try {
    const parsed = JSON.parse(json) as unknown;
    if (!Array.isArray(parsed)) return [fallback];
    const routes = parsed
      .filter((r): r is Route => typeof r?.sku === "string" && Number.isInteger(r?.cost))
      .map((r) => ({ sku: r.sku, cost: r.cost, ...(Number.isSafeInteger(r.price) ? { price: r.price } : {}) }));
    return routes.length > 0 ? byCost(routes) : [fallback];
  } catch {
    return [fallback];
  }
}

/** What the fulfilment does next. */
export type RouteChoice =
  /** the order is fulfilled already */
  | { kind: "done" }
  /** ask the open attempt's supplier again (never another route meanwhile) */
  | { kind: "continue"; attempt: Attempt }
  /** try these routes in this order, each a new attempt numbered `n`; a "probe" one only with the circuit's probe */
  | { kind: "start"; candidates: { route: Route; circuit: "closed" | "probe" }[]; n: number }
  /** re-open this attempt (same number, same reference) */
  | { kind: "retry"; attempt: Attempt }
  /** nothing may be tried now: ask again later */
  | { kind: "wait" }
  /** every route said a final no (or none may serve the price): the order fails */
  | { kind: "fail"; reason: string };

export interface ChoiceInput {
  routes: readonly Route[];
  attempts: readonly Attempt[];
  /** the order's price (cents) */
  price: number;
  /** each supplier's circuit as read now (a supplier not listed counts as closed) */
  circuits: ReadonlyMap<string, "closed" | "open" | "probe">;
  now: number;
  /** the last refusal's reason, for a failure */
  lastReason?: string | null;
}

export function chooseRoute(input: ChoiceInput): RouteChoice {
  const { attempts, now } = input;
  if (attempts.some((a) => a.state === "fulfilled")) return { kind: "done" };
  const open = attempts.find((a) => a.state === "open");
  if (open) return { kind: "continue", attempt: open };
  const circuit = (sku: string) => input.circuits.get(supplierOf(sku)) ?? "closed";
  const serving = byCost(input.routes.filter((r) => routeServes(r, input.price)));
  // a supplier whose attempt is anything but a final refusal gets no other package
  const held = new Set(attempts.filter((a) => !(a.state === "refused" && a.retry === null)).map((a) => supplierOf(a.sku)));
  const tried = new Set(attempts.map((a) => a.sku));
  const untried = serving.filter((r) => !tried.has(r.sku) && !held.has(supplierOf(r.sku)));
  // one attempt per supplier among the candidates too: its cheapest route
  const seen = new Set<string>();
  const candidates: { route: Route; circuit: "closed" | "probe" }[] = [];
  for (const r of untried) {
    const s = supplierOf(r.sku);
    const c = circuit(r.sku);
    if (seen.has(s) || c === "open") continue;
    seen.add(s);
    candidates.push({ route: r, circuit: c });
  }
  if (candidates.length > 0) return { kind: "start", candidates, n: attempts.reduce((m, a) => Math.max(m, a.n), 0) + 1 };
  const retryable = attempts
    .filter((a) => a.state === "absent" || (a.state === "refused" && a.retry !== null))
    .filter((a) => serving.some((r) => r.sku === a.sku));
  const due = retryable.filter((a) => circuit(a.sku) !== "open" && (a.resolvedAt ?? 0) + RETRY_AFTER_MS <= now);
  if (due.length > 0) {
    // cheapest route first
    const order = new Map(serving.map((r, i) => [r.sku, i]));
    due.sort((a, b) => order.get(a.sku)! - order.get(b.sku)!);
    return { kind: "retry", attempt: due[0]! };
  }
  // something may still serve later: an untried route behind an open circuit, or a retry not yet due
  if (retryable.length > 0 || untried.length > 0) return { kind: "wait" };
  if (serving.length === 0) return { kind: "fail", reason: input.lastReason ?? "supplier: no route can serve this order at its price" };
  return { kind: "fail", reason: input.lastReason ?? "supplier: every route refused the order" };
}
