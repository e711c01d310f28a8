// The Revenue Centre inside the account: commission accrues on fulfilled orders, and can be
// moved into the wallet (one-way) or paid out over Lightning. The revenue balance lives
// beside the wallet in the same object, so a transfer is one transaction.
import { ApiError } from "../http/errors";
import { commissionOn, nextTier, rateInForce, WINDOW_MS } from "../domain/commission";
import { usd } from "../domain/money";
import { newId } from "../lib/ids";
import { iso } from "../lib/time";
import { balanceOf, post, type LedgerRow } from "./ledger";
import { all, one, type Tx } from "./tx";
import type { OrderRow } from "./views";
import { creditWallet } from "./wallet";

function meta(tx: Pick<Tx, "sql">, key: string): string | null {
  return one<{ value: string }>(tx.sql, "SELECT value FROM meta WHERE key = ?", key)?.value ?? null;
}

function setMeta(tx: Pick<Tx, "sql">, key: string, value: string | null): void {
  if (value === null) tx.sql.exec("DELETE FROM meta WHERE key = ?", key);
  else tx.sql.exec("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value", key, value);
}

export function negotiatedRate(tx: Pick<Tx, "sql">): number | null {
  return rateFromMeta(meta(tx, "negotiated_bps"));
}

/** The negotiated rate as meta stores it (absent: none). */
function rateFromMeta(value: string | null): number | null {
  return value === null ? null : Number(value);
}

export function setNegotiatedRate(tx: Tx, bps: number | null): void {
  setMeta(tx, "negotiated_bps", bps === null ? null : String(bps));
}

/** Volume of orders fulfilled in the 30 days before `at` (strictly after at − 30 days). */
export function volume(tx: Pick<Tx, "sql">, at: number): number {
  return one<{ total: number | null }>(tx.sql, `SELECT SUM(price) AS total FROM orders WHERE ${IN_WINDOW}`, at - WINDOW_MS, at)!.total ?? 0;
}

/** A fulfilled order inside the volume window (parameters: its start, exclusive, and end). */
const IN_WINDOW = "status = 'fulfilled' AND resolved_at > ? AND resolved_at <= ?";

/**
 * What a pending order settling now earns: the rate in force (the 30-day volume, which the
 * order is not yet part of, or the negotiated rate) and the commission on its price. Both
 * inputs come from one read, as this runs at every fulfilment. The volume is not summed over
 * the whole window each time (at real size that is every order of a month, at every
 * fulfilment): the object keeps the last sum it knew (tx.ts Volume) and this read adds the
 * orders resolved since that window's end and takes away those that fell out of its start.
 * The window may move either way (steps carry the time their request started, and a sandbox
 * clock jumps), so each sliver counts with its sign. A fulfilment in this step is added by
 * `countFulfilled`; the object keeps the step's sum once the step has committed.
 */
export function commissionFor(tx: Tx, order: Pick<OrderRow, "price">): { earned: number; bps: number } {
  const from = tx.now - WINDOW_MS;
  const known = tx.volume ?? tx.kept?.volume;
  let total: number;
  let negotiated: string | null;
  if (!known) {
    const row = one<{ total: number | null; negotiated: string | null }>(
      tx.sql,
      `SELECT (SELECT SUM(price) FROM orders WHERE ${IN_WINDOW}) AS total,
              (SELECT value FROM meta WHERE key = 'negotiated_bps') AS negotiated`,
      from, tx.now,
    )!;
    total = row.total ?? 0;
    negotiated = row.negotiated;
  } else {
    // (known.to, now] is added and (known.from, from] taken away, each read as (lo, hi] with its sign
    const row = one<{ added: number | null; dropped: number | null; negotiated: string | null }>(
      tx.sql,
      `SELECT (SELECT SUM(price) FROM orders WHERE ${IN_WINDOW}) AS added,
              (SELECT SUM(price) FROM orders WHERE ${IN_WINDOW}) AS dropped,
              (SELECT value FROM meta WHERE key = 'negotiated_bps') AS negotiated`,
      Math.min(known.to, tx.now), Math.max(known.to, tx.now), Math.min(known.from, from), Math.max(known.from, from),
    )!;
    const added = (row.added ?? 0) * (tx.now >= known.to ? 1 : -1);
    const dropped = (row.dropped ?? 0) * (from >= known.from ? 1 : -1);
    total = known.total + added - dropped;
    negotiated = row.negotiated;
  }
  tx.volume = { from, to: tx.now, total };
  const rate = rateInForce(total, rateFromMeta(negotiated));
  return { earned: commissionOn(order.price, rate.bps), bps: rate.bps };
}

/**
 * An order this step fulfilled at `resolvedAt`: the step's volume counts it (commissionFor read
 * it just before). The object's kept sum is forgotten at once, so a step that is rolled back, or
 * one the object does not hand its sum to, leaves it to be summed afresh.
 */
export function countFulfilled(tx: Tx, price: number, resolvedAt: number): void {
  if (tx.kept) tx.kept.volume = undefined;
  const v = tx.volume;
  if (v && resolvedAt > v.from && resolvedAt <= v.to) v.total += price;
}

/** Books on the revenue balance what a fulfilled order earned (its `earned` at its rate). */
export function creditCommission(tx: Tx, order: Pick<OrderRow, "id" | "earned" | "commission_rate_bps">): void {
  if (!order.earned || order.earned <= 0) return;
  post(tx, {
    balance: "revenue",
    type: "credit",
    source: "earned",
    amount: order.earned,
    description: `Commission on order ${order.id} at ${order.commission_rate_bps} bps`,
    orderId: order.id,
    revenueEntryId: newId("rve"),
    rateBps: order.commission_rate_bps ?? undefined,
  });
}

function sumOf(tx: Pick<Tx, "sql">, source: string): number {
  return one<{ total: number | null }>(tx.sql, "SELECT SUM(amount) AS total FROM ledger_entries WHERE balance = 'revenue' AND source = ?", source)!.total ?? 0;
}

/** What may be paid out: the revenue balance less any overdraft drawn, never below zero. */
export function payable(tx: Pick<Tx, "sql">): number {
  const overdraftUsed = Math.max(0, -balanceOf(tx, "wallet"));
  return Math.max(0, balanceOf(tx, "revenue") - overdraftUsed);
}

export function payoutAddress(tx: Pick<Tx, "sql">): string | null {
  return meta(tx, "payout_address");
}

export function setPayoutAddress(tx: Tx, address: string): void {
  setMeta(tx, "payout_address", address);
}

export function revenueView(tx: Tx) {
  const vol = volume(tx, tx.now);
  const negotiated = negotiatedRate(tx);
  const rate = rateInForce(vol, negotiated);
  const next = negotiated === null ? nextTier(vol) : null;
  return {
    object: "revenue" as const,
    livemode: tx.livemode,
    tier: rate.tier,
    commission_bps: rate.bps,
    negotiated: rate.negotiated,
    volume: usd(vol),
    next_tier: next ? { tier: next.tier, from: usd(next.from), commission_bps: next.bps } : null,
    balance: usd(balanceOf(tx, "revenue")),
    lifetime_earned: usd(sumOf(tx, "earned")),
    taken_as_credit: usd(sumOf(tx, "taken_as_credit")),
    paid_out: usd(sumOf(tx, "paid_out") - sumOf(tx, "payout_returned")),
    payable: usd(payable(tx)),
    payout_address: payoutAddress(tx),
  };
}

export function revenueEntryView(l: LedgerRow) {
  return {
    id: l.revenue_entry_id ?? l.id,
    object: "revenue_entry" as const,
    kind: l.source,
    amount: usd(l.amount),
    order_id: l.order_id,
    payout_id: l.payout_id,
    rate_bps: l.rate_bps,
    created_at: iso(l.created_at),
  };
}

/** Moves earnings into the wallet as credit (one-way). Omitted amount moves everything. */
export function transferToWallet(tx: Tx, amount: number | undefined) {
  const balance = balanceOf(tx, "revenue");
  if (balance <= 0) throw new ApiError("nothing_to_transfer", "The Revenue Centre has nothing to transfer.");
  const moved = amount ?? balance;
  if (moved > balance) {
    throw new ApiError("amount_above_balance", `amount ${moved} is above the Revenue Centre balance of ${balance}.`, "amount");
  }
  const id = newId("ctr");
  post(tx, {
    balance: "revenue",
    type: "debit",
    source: "taken_as_credit",
    amount: moved,
    description: `Commission moved to the wallet (${id})`,
    revenueEntryId: newId("rve"),
  });
  creditWallet(tx, { amount: moved, source: "commission_credit", description: `Commission taken as credit (${id})` });
  return { id, object: "commission_transfer" as const, amount: usd(moved), balance: usd(balanceOf(tx, "revenue")) };
}

/**
 * The revenue lines booked from `from` (inclusive) to `to` (exclusive), oldest first, at most
 * `max` + 1 of them (the caller refuses a month with more), and the balance after the last line
 * booked before `from` (0 before the first).
 */
export function revenueStatementLines(tx: Pick<Tx, "sql">, from: number, to: number, max: number) {
  const before = one<{ balance_after: number }>(
    tx.sql, "SELECT balance_after FROM ledger_entries WHERE balance = 'revenue' AND created_at < ? ORDER BY id DESC LIMIT 1", from,
  )?.balance_after ?? 0;
  const lines = all<LedgerRow>(
    tx.sql, "SELECT * FROM ledger_entries WHERE balance = 'revenue' AND created_at >= ? AND created_at < ? ORDER BY id LIMIT ?", from, to, max + 1,
  ).map((l) => ({ ...revenueEntryView(l), type: l.type, balance_after: l.balance_after }));
  return { before, lines };
}
