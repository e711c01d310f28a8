// Route attempts: how one order is fulfilled by exactly one of its routes (domain/routing.ts has
// the rules). Every step here runs in the account's transaction, under the order's supplier
// lease; the supplier is called between two steps, never inside one.
// - An attempt is written `open` before its supplier is called, so a run that dies after the call
//   (before its answer is recorded) is followed by a run that asks the same supplier again under
//   the same reference (the attempt's number), never another route first.
// - The answer is recorded by `advanceOrder`, which then decides the run's next move and makes it
//   as far as one step can: fulfilled (the order settles, recording the route, package and cost
//   that served it), a definite no (the next route is opened at once when one may be tried; else
//   the order waits for its next due time, or fails with the last refusal's reason), or still
//   unknown or still being made (the attempt stays open and the order waits).
// - A purchase found later at a route the order left (a follow-up, a notification) is a duplicate:
//   `noteDuplicate` marks it so (once), and what became of it at the supplier is recorded by
//   `settleDuplicate`. The order, its money and its events never change for one.
// - An order fulfilled while another of its attempts ended "absent" (a look-up after an ambiguous
//   answer found nothing) keeps being looked up there for DUPLICATE_WATCH_MS, every
//   FOLLOW_UP_POLL_MS, through the follow-up orders refunded at the pending limit use too.
// Nothing here names a supplier: a route is a SKU and its cost.
import { chooseRoute, routesOf, type Attempt, type AttemptState, type Route } from "../domain/routing";
import { pastPendingLimit } from "../providers/pending-limit";
import type { RouteCircuit, SupplierOutcome } from "../providers/types";
import { dueBy } from "./due";
import { FOLLOW_UP_POLL_MS, finishFollowUp, finishFulfilment, getOrderRow, pendingLimitMs } from "./orders";
import { all, one, type Tx } from "./tx";
import type { OrderRow } from "./views";

/** How long a fulfilled order is still looked up at a route whose answer was "not there", for a late success. */
export const DUPLICATE_WATCH_MS = 6 * 3600_000;

export interface AttemptRow {
  order_id: string;
  n: number;
  sku: string;
  cost: number;
  supplier_price: number | null;
  state: AttemptState;
  retry: "balance" | "unreached" | null;
  reason: string | null;
  upstream_id: string | null;
  supplier_ref: string | null;
  deliverable: string | null;
  settlement: "pending" | "cancelled" | "refund_queued" | "listed" | null;
  settlement_detail: string | null;
  started_at: number;
  sent_at: number | null;
  resolved_at: number | null;
  [key: string]: SqlStorageValue;
}

export function attemptsOf(tx: Pick<Tx, "sql">, orderId: string): AttemptRow[] {
  return all<AttemptRow>(tx.sql, "SELECT * FROM order_attempts WHERE order_id = ? ORDER BY n", orderId);
}

function attemptOf(tx: Pick<Tx, "sql">, orderId: string, n: number): AttemptRow | undefined {
  return one<AttemptRow>(tx.sql, "SELECT * FROM order_attempts WHERE order_id = ? AND n = ?", orderId, n);
}

const asAttempt = (r: AttemptRow): Attempt => ({ n: r.n, sku: r.sku, state: r.state, retry: r.retry, resolvedAt: r.resolved_at });

/** The routes an order may be fulfilled by (an order without stored routes has its own SKU at its cost). */
export function orderRoutes(o: Pick<OrderRow, "routes" | "supplier_sku" | "cost">): Route[] {
  return routesOf(o.routes, { sku: o.supplier_sku, cost: o.cost });
}

/** An order leaving a route for another, for the operators' list (written to D1 after the step). */
export interface FailoverNote {
  order_id: string;
  attempt: number;
  from_sku: string;
  reason: string;
  at: number;
}

/** What a fulfilment run does next. */
export type NextMove =
  /** call the attempt's supplier (`firstSend`: it was never sent; `lookupOnly`: only ask what became of it, never buy) */
  | { kind: "call"; attempt: AttemptRow; order: OrderRow; firstSend: boolean; lookupOnly: boolean }
  /** the next routes may go only through their suppliers' probe: the run takes one, then advances again */
  | { kind: "probe"; skus: string[] }
  /** the run is over: the order settled, or it waits for its next due time (the lease is released) */
  | { kind: "done"; result: "resolved" | "pending" };

export interface Advance {
  next: NextMove;
  failovers: FailoverNote[];
}

export interface AdvanceInput {
  /** each supplier's circuit, as read before the step */
  circuits: ReadonlyMap<string, RouteCircuit>;
  /** the answer to one attempt, to record first (null: the call failed, its fate unknown) */
  finished?: { n: number; outcome: SupplierOutcome | null };
  /** whether the run has time left to start another attempt */
  mayStart: boolean;
}

/** Releases the lease with the order still pending, due again as finishFulfilment decides. */
function wait(tx: Tx, orderId: string, owner: string, outcome: SupplierOutcome | null): NextMove {
  return { kind: "done", result: finishFulfilment(tx, orderId, owner, outcome) };
}

/**
 * Records `finished` (if given), then decides the run's next move and makes it as far as this
 * step can. The caller holds the order's supplier lease as `owner`.
 */
export function advanceOrder(tx: Tx, orderId: string, owner: string, input: AdvanceInput): Advance {
  const failovers: FailoverNote[] = [];
  const o = getOrderRow(tx, orderId);
  if (o.status !== "pending") return { next: { kind: "done", result: "resolved" }, failovers };
  let lastReason: string | null = null;
  if (input.finished) {
    const { n, outcome } = input.finished;
    const a = attemptOf(tx, orderId, n);
    if (!a || a.state !== "open") return { next: wait(tx, orderId, owner, null), failovers };
    tx.sql.exec("UPDATE order_attempts SET sent_at = COALESCE(sent_at, ?) WHERE order_id = ? AND n = ?", tx.now, orderId, n);
    // unknown: the attempt stays open and is asked again (never another route meanwhile)
    if (!outcome) return { next: wait(tx, orderId, owner, null), failovers };
    if (outcome.status === "fulfilled") {
      fulfilByAttempt(tx, o, a, outcome, owner);
      return { next: { kind: "done", result: "resolved" }, failovers };
    }
    if (outcome.status === "pending" && !outcome.absent) {
      // bought and still being made, or its fate unknown: asked again later
      if (outcome.transactionId) tx.sql.exec("UPDATE order_attempts SET upstream_id = ? WHERE order_id = ? AND n = ?", outcome.transactionId, orderId, n);
      return { next: wait(tx, orderId, owner, outcome), failovers };
    }
    // a definite no: refused, never reached, or not there after a look-up
    const refused = outcome.status === "failed";
    lastReason = refused ? outcome.reason : "supplier: the order was not found at the supplier after its answer was lost";
    tx.sql.exec(
      "UPDATE order_attempts SET state = ?, retry = ?, reason = ?, resolved_at = ? WHERE order_id = ? AND n = ?",
      refused ? "refused" : "absent", refused ? (outcome.retry ?? null) : null, lastReason, tx.now, orderId, n,
    );
  }
  const attempts = attemptsOf(tx, orderId);
  lastReason ??= [...attempts].reverse().find((a) => a.state === "refused")?.reason ?? null;
  const pastLimit = tx.livemode && pastPendingLimit(o.created_at, tx.now, pendingLimitMs(tx));
  const choice = chooseRoute({ routes: orderRoutes(o), attempts: attempts.map(asAttempt), price: o.price, circuits: input.circuits, now: tx.now, lastReason });
  // the attempt the order leaves, if it just left one (for the failover list)
  const ended = [...attempts].filter((a) => a.state === "refused" || a.state === "absent").sort((a, b) => (b.resolved_at ?? 0) - (a.resolved_at ?? 0))[0];
  const leaving = (toSku: string) => {
    if (ended && ended.sku !== toSku) failovers.push({ order_id: orderId, attempt: ended.n, from_sku: ended.sku, reason: ended.reason ?? "", at: tx.now });
  };
  switch (choice.kind) {
    case "done":
      return { next: { kind: "done", result: "resolved" }, failovers };
    case "continue": {
      if (!input.mayStart) return { next: wait(tx, orderId, owner, null), failovers };
      // an attempt a run left open (its answer lost, unknown, or still being made): only asked what
      // became of it; "not there" is a no like any other (re-sending is a retry's, once no other route is left)
      const a = attempts.find((x) => x.n === choice.attempt.n)!;
      return { next: { kind: "call", attempt: a, order: o, firstSend: false, lookupOnly: true }, failovers };
    }
    case "start": {
      // past the hard limit nothing new is bought: the pending step refunds the order
      if (pastLimit || !input.mayStart) return { next: wait(tx, orderId, owner, { status: "pending", transactionId: null }), failovers };
      const first = choice.candidates[0]!;
      if (first.circuit === "probe") return { next: { kind: "probe", skus: choice.candidates.map((c) => c.route.sku) }, failovers };
      tx.sql.exec(
        "INSERT INTO order_attempts (order_id, n, sku, cost, supplier_price, state, started_at) VALUES (?, ?, ?, ?, ?, 'open', ?)",
        orderId, choice.n, first.route.sku, first.route.cost, first.route.price ?? null, tx.now,
      );
      leaving(first.route.sku);
      return { next: { kind: "call", attempt: attemptOf(tx, orderId, choice.n)!, order: o, firstSend: true, lookupOnly: false }, failovers };
    }
    case "retry": {
      if (pastLimit || !input.mayStart) return { next: wait(tx, orderId, owner, { status: "pending", transactionId: null }), failovers };
      tx.sql.exec("UPDATE order_attempts SET state = 'open', retry = NULL, resolved_at = NULL WHERE order_id = ? AND n = ?", orderId, choice.attempt.n);
      leaving(choice.attempt.sku);
      return { next: { kind: "call", attempt: attemptOf(tx, orderId, choice.attempt.n)!, order: o, firstSend: false, lookupOnly: false }, failovers };
    }
    case "wait":
      return { next: wait(tx, orderId, owner, { status: "pending", transactionId: null }), failovers };
    case "fail":
      return { next: wait(tx, orderId, owner, { status: "failed", reason: choice.reason, transactionId: null }), failovers };
  }
}

/**
 * The order settles through this attempt: the route, package and cost that served it are kept on
 * the order (for operators only); an attempt of it whose answer was "not there" is watched for a
 * while, in case that purchase turns up after all.
 */
function fulfilByAttempt(tx: Tx, o: OrderRow, a: AttemptRow, outcome: Extract<SupplierOutcome, { status: "fulfilled" }>, owner: string): void {
  tx.sql.exec(
    "UPDATE order_attempts SET state = 'fulfilled', upstream_id = ?, supplier_ref = ?, resolved_at = ? WHERE order_id = ? AND n = ?",
    outcome.transactionId, outcome.supplierRef ?? null, tx.now, o.id, a.n,
  );
  // a top-up keeps the id of the eSIM it adds data to where its answer names none
  tx.sql.exec(
    "UPDATE orders SET supplier_sku = ?, cost = ?, supplier_ref = COALESCE(?, supplier_ref) WHERE id = ? AND status = 'pending'", a.sku, a.cost, outcome.supplierRef ?? null, o.id,
  );
  finishFulfilment(tx, o.id, owner, outcome);
  const absent = one<{ n: number }>(tx.sql, "SELECT n FROM order_attempts WHERE order_id = ? AND state = 'absent' LIMIT 1", o.id);
  if (absent) {
    const due = tx.now + FOLLOW_UP_POLL_MS;
    tx.sql.exec("UPDATE orders SET followup_until = ?, due_at = ? WHERE id = ?", tx.now + DUPLICATE_WATCH_MS, due, o.id);
    dueBy(tx, due);
  }
}

/**
 * The attempts a follow-up of a settled order looks up: those whose answer was "not there", any
 * still open when the order was refunded at the pending limit, and duplicates whose settlement is
 * not known yet. Null for an order older than route attempts (it has none): looked up by its SKU.
 */
export function watchedAttempts(tx: Pick<Tx, "sql">, orderId: string): AttemptRow[] | null {
  const rows = attemptsOf(tx, orderId);
  if (rows.length === 0) return null;
  return rows.filter((a) => a.state === "absent" || a.state === "open" || (a.state === "duplicate" && a.settlement === "pending"));
}

/**
 * A purchase found at an attempt of an order that is settled (or was settled by another attempt):
 * a duplicate, marked once with what was delivered. Null when it is the attempt that fulfilled the
 * order, or already a duplicate.
 */
export function noteDuplicate(tx: Tx, orderId: string, n: number, outcome: Extract<SupplierOutcome, { status: "fulfilled" }>): AttemptRow | null {
  const a = attemptOf(tx, orderId, n);
  if (!a || a.state === "fulfilled" || a.state === "duplicate") return null;
  tx.sql.exec(
    `UPDATE order_attempts SET state = 'duplicate', upstream_id = ?, supplier_ref = ?, deliverable = ?, settlement = 'pending', resolved_at = ?
     WHERE order_id = ? AND n = ?`,
    outcome.transactionId, outcome.supplierRef ?? null, JSON.stringify(outcome.deliverable), tx.now, orderId, n,
  );
  return attemptOf(tx, orderId, n)!;
}

/** What became of a duplicate at its supplier (null: not known yet, asked again by the next follow-up). */
export function settleDuplicate(tx: Tx, orderId: string, n: number, settlement: { outcome: "cancelled" | "refund_queued" | "listed"; detail?: string } | null): AttemptRow | null {
  if (settlement) {
    tx.sql.exec(
      "UPDATE order_attempts SET settlement = ?, settlement_detail = ? WHERE order_id = ? AND n = ? AND state = 'duplicate'",
      settlement.outcome, settlement.detail ?? null, orderId, n,
    );
  }
  return attemptOf(tx, orderId, n) ?? null;
}

/** Ends a follow-up run of a settled order: finished once nothing is left to watch (finishFollowUp). */
export function finishWatch(tx: Tx, orderId: string, owner: string): "resolved" | "pending" {
  const o = getOrderRow(tx, orderId);
  const left = watchedAttempts(tx, orderId) ?? [];
  // an attempt still open on a refunded order is watched as long as the follow-up lasts; on a
  // fulfilled one only "not there" answers and unsettled duplicates are
  const watching = left.some((a) => a.state !== "open" || o.status === "failed");
  return finishFollowUp(tx, orderId, owner, !watching);
}

/** How an order was supplied, for operators: the route that served it (package, cost, the supplier's id of the eSIM) and every attempt. */
export interface OrderSupply {
  order_id: string;
  sku: string;
  cost: number;
  supplier_ref: string | null;
  attempts: { n: number; sku: string; state: AttemptState; reason: string | null; settlement: AttemptRow["settlement"] }[];
}

export function supplyOfOrders(tx: Pick<Tx, "sql">, orderIds: readonly string[]): OrderSupply[] {
  return orderIds.flatMap((id) => {
    const o = one<{ id: string; supplier_sku: string; cost: number; supplier_ref: string | null }>(tx.sql, "SELECT id, supplier_sku, cost, supplier_ref FROM orders WHERE id = ?", id);
    if (!o) return [];
    const attempts = attemptsOf(tx, id).map((a) => ({ n: a.n, sku: a.sku, state: a.state, reason: a.reason, settlement: a.settlement }));
    return [{ order_id: o.id, sku: o.supplier_sku, cost: o.cost, supplier_ref: o.supplier_ref, attempts }];
  });
}
