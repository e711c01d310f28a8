// One fulfilment run of one order, under its supplier lease (orders.ts claims it; a new order is
// born holding it): the route attempts of route-attempts.ts, each supplier call made between two
// steps of the account's transaction. A definite "no" moves the run on to the next route at once
// while the run has time; an open circuit's probe is taken before its route is tried; a run that
// has no time left leaves the order to its next run. A follow-up run of a settled order looks its
// watched attempts up, and a purchase it finds is a duplicate: undone at its supplier where the
// supplier allows (Supplier.settleDuplicate) and recorded, never changing the partner's order.
// Failovers and duplicates are written to D1 for the operators after the step that made them
// (best effort: the order's own attempts are the record).
import type { Mode } from "../http/context";
import { supplierOf } from "../domain/routing";
import { alert } from "../lib/log";
import { recordDuplicate, recordFailover } from "../providers/live/suppliers/duplicates";
import { MIN_CALL_MS, timeLeft } from "../providers/live/suppliers/http";
import { recordLateSuccess } from "../providers/live/suppliers/late-successes";
import type { RouteCircuit, Supplier, SupplierOrder, SupplierOutcome } from "../providers/types";
import { supplierCallsUntil } from "./orders";
import {
  advanceOrder, finishWatch, noteDuplicate, settleDuplicate, watchedAttempts,
  type Advance, type AdvanceInput, type AttemptRow, type FailoverNote,
} from "./route-attempts";
import type { Tx } from "./tx";
import type { OrderRow } from "./views";

export interface RunDeps {
  env: Env;
  account: { accountId: string; mode: Mode };
  supplier: Supplier;
  /** runs one step in the account's transaction and returns its value (a refusal throws) */
  step<T>(fn: (tx: Tx) => T): T;
}

/** The order as its supplier is told about it, on one route attempt. */
export function attemptOrder(o: OrderRow & { supplier_lease_until?: number }, a: AttemptRow, flags: { firstSend: boolean; lookupOnly: boolean }): SupplierOrder {
  return {
    orderId: o.id, sku: a.sku, category: o.category, offerId: o.offer_id, price: o.price, destination: o.destination, createdAt: o.created_at,
    topupIccid: o.topup_iccid, topupRef: o.topup_iccid ? o.supplier_ref : null, callsUntil: o.supplier_lease_until ? supplierCallsUntil(o.supplier_lease_until) : undefined,
    attempt: a.n, attemptStartedAt: a.started_at, upstreamId: a.upstream_id, supplierPrice: a.supplier_price, firstSend: flags.firstSend, lookupOnly: flags.lookupOnly,
  };
}

/** Each supplier's circuit now (none for a supplier without circuits). */
export async function readCircuits(supplier: Supplier): Promise<Map<string, RouteCircuit>> {
  try {
    return supplier.circuits ? await supplier.circuits() : new Map();
  } catch (e) {
    // unknown circuits stop nothing: every route counts as closed
    console.error("supplier circuits unreadable; routing as if all were closed", e);
    return new Map();
  }
}

async function writeFailovers(d: RunDeps, notes: FailoverNote[]): Promise<void> {
  for (const f of notes) {
    await recordFailover(d.env, { ...f, account_id: d.account.accountId, mode: d.account.mode }).catch((e) =>
      console.error(`failover of ${f.order_id} not listed for operators`, e),
    );
  }
}

/** Whether a run holding a lease until `leaseUntil` has time for another attempt (its call and a look-up after it). */
function timeForAnother(leaseUntil: number): boolean {
  return timeLeft(supplierCallsUntil(leaseUntil)) > 2 * MIN_CALL_MS;
}

/**
 * Drives one order from its first move (`first`, made in the step that claimed it) until the run
 * is over: the answer of each call is recorded in its own step, which makes the next move.
 * Returns the run's result and the last supplier answer it had.
 */
export async function driveOrder(d: RunDeps, orderId: string, owner: string, leaseUntil: number, first: Advance): Promise<{ result: "resolved" | "pending"; outcome: SupplierOutcome | null }> {
  let at = first;
  let last: SupplierOutcome | null = null;
  let circuits: Map<string, RouteCircuit> | null = null;
  for (let moves = 0; moves < 20; moves++) {
    await writeFailovers(d, at.failovers);
    const next = at.next;
    if (next.kind === "done") return { result: next.result, outcome: last };
    if (next.kind === "probe") {
      // the cheapest routes are behind circuits open a minute: this order may be their one probe
      circuits = new Map(circuits ?? (await readCircuits(d.supplier)));
      for (const sku of next.skus) {
        const supplier = supplierOf(sku);
        if (circuits.get(supplier) !== "probe") continue;
        const took = d.supplier.takeProbe ? await d.supplier.takeProbe(sku).catch(() => false) : false;
        circuits.set(supplier, took ? "closed" : "open");
        if (took) break;
      }
      const c = circuits;
      at = d.step((tx) => advanceOrder(tx, orderId, owner, { circuits: c, mayStart: timeForAnother(leaseUntil) }));
      continue;
    }
    let outcome: SupplierOutcome | null = null;
    try {
      outcome = await d.supplier.purchase(attemptOrder({ ...next.order, supplier_lease_until: leaseUntil }, next.attempt, next));
    } catch (e) {
      // transient: the attempt stays open, so it is asked about again
      console.error(`fulfilment of ${orderId} (route attempt ${next.attempt.n}) failed; will retry`, e);
    }
    last = outcome;
    circuits = await readCircuits(d.supplier);
    const input: AdvanceInput = { circuits, finished: { n: next.attempt.n, outcome }, mayStart: timeForAnother(leaseUntil) };
    at = d.step((tx) => advanceOrder(tx, orderId, owner, input));
  }
  // never reached in practice: each move records an answer or ends the run
  return { result: "pending", outcome: last };
}

/**
 * A follow-up run of a settled order: each watched attempt is looked up at its supplier, and a
 * purchase found there is a duplicate, undone where its supplier allows. `only`: look up just this
 * attempt (a notification named it). Null when the order has no attempts (older than routes).
 */
export async function followUpAttempts(d: RunDeps, claim: OrderRow & { supplier_lease_until: number }, owner: string, only?: number): Promise<"resolved" | "pending" | null> {
  const watched = d.step((tx) => watchedAttempts(tx, claim.id));
  if (watched === null) return null;
  for (const a of watched.filter((w) => only === undefined || w.n === only)) {
    let dup: AttemptRow | null = a.state === "duplicate" ? a : null;
    if (!dup) {
      let outcome: SupplierOutcome | null = null;
      try {
        outcome = await d.supplier.purchase(attemptOrder(claim, a, { firstSend: false, lookupOnly: true }));
      } catch (e) {
        console.error(`look-up of ${claim.id} (route attempt ${a.n}) failed; will retry`, e);
      }
      if (outcome?.status !== "fulfilled") continue;
      if (claim.status === "failed") {
        // a success after the partner's refund: listed for the operator as before (late-successes.ts)
        await recordLateSuccess(d.env, {
          orderId: claim.id, accountId: d.account.accountId, mode: d.account.mode, supplier: supplierOf(a.sku), supplierReference: outcome.transactionId,
          price: claim.price, refundedAt: claim.resolved_at ?? Date.now(), foundAt: Date.now(), deliverable: outcome.deliverable,
        });
        alert({ msg: "late supplier success after a refund", order_id: claim.id, account_id: d.account.accountId, mode: d.account.mode, supplier_reference: outcome.transactionId });
      }
      const found = outcome;
      dup = d.step((tx) => noteDuplicate(tx, claim.id, a.n, found));
      if (!dup) continue;
      alert({ msg: "duplicate supplier purchase", order_id: claim.id, account_id: d.account.accountId, mode: d.account.mode, attempt: a.n, supplier: supplierOf(a.sku) });
    }
    await settleFound(d, claim, dup);
  }
  return d.step((tx) => finishWatch(tx, claim.id, owner));
}

/** Undoes a duplicate at its supplier where it can, records what became of it, and lists it for the operators. */
async function settleFound(d: RunDeps, claim: OrderRow, dup: AttemptRow): Promise<void> {
  let settlement: Awaited<ReturnType<NonNullable<Supplier["settleDuplicate"]>>> | null = null;
  try {
    const deliverable = dup.deliverable ? (JSON.parse(dup.deliverable) as { iccid?: unknown }) : {};
    settlement = d.supplier.settleDuplicate
      ? await d.supplier.settleDuplicate({
          orderId: claim.id, accountId: d.account.accountId, mode: d.account.mode, sku: dup.sku, attempt: dup.n,
          iccid: typeof deliverable.iccid === "string" ? deliverable.iccid : null, supplierRef: dup.supplier_ref, upstreamId: dup.upstream_id,
          orderRefunded: claim.status === "failed",
        })
      : { outcome: "listed", detail: "the supplier takes no cancellation" };
  } catch (e) {
    // not known yet: the next follow-up asks again
    console.error(`duplicate of ${claim.id} (route attempt ${dup.n}) not settled yet`, e);
  }
  const row = d.step((tx) => settleDuplicate(tx, claim.id, dup.n, settlement)) ?? dup;
  await recordDuplicate(d.env, {
    order_id: claim.id, attempt: dup.n, account_id: d.account.accountId, mode: d.account.mode, sku: dup.sku, cost: dup.cost,
    supplier_reference: dup.upstream_id, iccid: dup.deliverable ? ((JSON.parse(dup.deliverable) as { iccid?: string }).iccid ?? null) : null,
    found_at: dup.resolved_at ?? Date.now(), outcome: row.settlement ?? "pending", outcome_at: Date.now(), detail: row.settlement_detail,
  }).catch((e) => console.error(`duplicate of ${claim.id} not listed for operators`, e));
}
