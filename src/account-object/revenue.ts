// The Revenue Centre inside the account: commission accrues on fulfilled orders, and can be
// moved into the wallet (one-way) or paid out over Lightning. The revenue balance lives
// beside the wallet in the same object, so a transfer is one transaction.
import { ApiError } from "../http/errors";
import { commissionOn, nextTier, rateInForce, WINDOW_MS } from "../domain/commission";
import { usd } from "../domain/money";
import { newId } from "../lib/ids";
import { iso } from "../lib/time";
import { balanceOf, post, type LedgerRow } from "./ledger";
import { runningVolumeTotals } from "./migrations";
import { all, one, type Tx } from "./tx";
import type { OrderRow } from "./views";
import { creditWallet } from "./wallet";

/**
 * What a running total reads as when the order holding it has none: a total is never below zero,
 * so this can be no real one.
 */
const MISSING_TOTAL = -1;

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

/**
 * The 30-day volume is read from running totals, so it costs the same on an account with
 * millions of orders as on a new one. Each fulfilled order keeps in `volume_to` the total of every
 * fulfilled order's price up to it in resolution order (account migration 18; the rule is
 * migrations.ts `runningVolumeTotals`): the fulfilled volume in a window (a, b] is the total at b
 * less the total at a, two seeks in the partial index orders_volume (named, as the planner would
 * otherwise take the index by status and id). A total is written once, when its order is
 * fulfilled: a refund does not touch it (REFUNDED_IN takes refunded orders out instead), so a
 * refund costs the same however many orders were fulfilled after the one it refunds.
 *
 * A total is missing when an order was fulfilled by a version that keeps none (a rollback, or a
 * deploy still reaching every instance): the newest order at the time then reads MISSING_TOTAL,
 * never a total of 0, and the totals are refilled from the orders (refillVolume) before the
 * answer. The seek takes the highest total of the newest millisecond, so an order without one
 * fulfilled in the very millisecond of one with a total waits for the next refill.
 */
const TOTAL_AT = `COALESCE((SELECT IFNULL(volume_to, ${MISSING_TOTAL}) FROM orders INDEXED BY orders_volume WHERE status = 'fulfilled' AND resolved_at <= ?
  ORDER BY resolved_at DESC, volume_to DESC LIMIT 1), 0)`;

/** The days refunded volume is kept by: `refunded_volume.day` is an order's resolved_at / DAY, floored. */
const DAY = 86_400_000;

/**
 * The price of the refunded orders (a refund that succeeded) resolved in the window (a, b]: the
 * days after a's day up to b's day from `refunded_volume` (one row per day: what the refunds of
 * that day's orders took back, moved by each refund, takeOutOfVolume), less the part of b's day
 * after b, plus the part of a's day after a, both read in the partial index orders_refunded (only
 * refunded orders are in it). A read costs at most 31 day rows and the refunds of two part-days,
 * never the window's orders; at b = now the part after b is empty. Parameters: refundedParams.
 */
const REFUNDED_IN = `(COALESCE((SELECT SUM(amount) FROM refunded_volume WHERE day > ? AND day <= ?), 0)
  - COALESCE((SELECT SUM(price) FROM orders INDEXED BY orders_refunded WHERE refund_status = 'succeeded' AND resolved_at > ? AND resolved_at < ?), 0)
  + COALESCE((SELECT SUM(price) FROM orders INDEXED BY orders_refunded WHERE refund_status = 'succeeded' AND resolved_at > ? AND resolved_at < ?), 0))`;

/** REFUNDED_IN's parameters for the window (a, b]. */
function refundedParams(a: number, b: number): number[] {
  const dayA = Math.floor(a / DAY);
  const dayB = Math.floor(b / DAY);
  return [dayA, dayB, b, (dayB + 1) * DAY, a, (dayA + 1) * DAY];
}

/** The refill: the totals from a time on, on top of the total before it (both `?` are that time). */
const REFILL = runningVolumeTotals("price", {
  base: "COALESCE((SELECT volume_to FROM orders INDEXED BY orders_volume WHERE status = 'fulfilled' AND resolved_at < ? ORDER BY resolved_at DESC, volume_to DESC LIMIT 1), 0)",
});

/**
 * Refills the running totals an order fulfilled without one left missing: every fulfilled order
 * resolved at or after the earliest such order gets its total again from the orders (the totals
 * before it are whole), and an operator alert names the account (the object adds it) and that
 * order. Runs only when a read met a missing total; false when none is missing.
 */
function refillVolume(tx: Pick<Tx, "sql" | "alerts">): boolean {
  const first = one<{ id: string; resolved_at: number; missing: number }>(
    tx.sql,
    `SELECT id, resolved_at, (SELECT COUNT(*) FROM orders WHERE status = 'fulfilled' AND volume_to IS NULL) AS missing
       FROM orders INDEXED BY orders_volume WHERE status = 'fulfilled' AND volume_to IS NULL ORDER BY resolved_at LIMIT 1`,
  );
  if (!first) return false;
  tx.sql.exec(REFILL, first.resolved_at, first.resolved_at);
  (tx.alerts ??= []).push({
    msg: "fulfilled orders without a running volume total (a version that keeps none fulfilled them): totals refilled from the orders",
    order_id: first.id,
    orders: first.missing,
    from: iso(first.resolved_at),
  });
  return true;
}

/** Volume of orders fulfilled in the 30 days before `at` (strictly after at − 30 days), refunded ones left out. */
export function volume(tx: Pick<Tx, "sql" | "alerts">, at: number): number {
  const row = one<{ upto: number; before: number; refunded: number }>(
    tx.sql,
    `SELECT ${TOTAL_AT} AS upto, ${TOTAL_AT} AS before, ${REFUNDED_IN} AS refunded`,
    at, at - WINDOW_MS, ...refundedParams(at - WINDOW_MS, at),
  )!;
  if ((row.upto === MISSING_TOTAL || row.before === MISSING_TOTAL) && refillVolume(tx)) return volume(tx, at);
  return row.upto - row.before - row.refunded;
}

/**
 * What a pending order settling now earns: the rate in force (the 30-day volume, which the
 * order is not yet part of, or the negotiated rate) and the commission on its price; and the
 * running total the order keeps once fulfilled (`volumeTo`). All inputs come from one read, as
 * this runs at every fulfilment (a missing total costs a refill and the read again). An order
 * resolved at a time before an order already fulfilled (the clock stepped back) is counted into
 * the totals of the later ones too, so the totals stay exact.
 */
export function commissionFor(tx: Tx, order: Pick<OrderRow, "price">): { earned: number; bps: number; volumeTo: number } {
  const row = one<{ now_total: number; window_start: number; refunded: number; last_at: number | null; negotiated: string | null }>(
    tx.sql,
    `SELECT ${TOTAL_AT} AS now_total, ${TOTAL_AT} AS window_start, ${REFUNDED_IN} AS refunded,
            (SELECT resolved_at FROM orders INDEXED BY orders_volume WHERE status = 'fulfilled' ORDER BY resolved_at DESC LIMIT 1) AS last_at,
            (SELECT value FROM meta WHERE key = 'negotiated_bps') AS negotiated`,
    tx.now, tx.now - WINDOW_MS, ...refundedParams(tx.now - WINDOW_MS, tx.now),
  )!;
  if ((row.now_total === MISSING_TOTAL || row.window_start === MISSING_TOTAL) && refillVolume(tx)) return commissionFor(tx, order);
  if (row.last_at !== null && row.last_at > tx.now) {
    tx.sql.exec("UPDATE orders SET volume_to = volume_to + ? WHERE status = 'fulfilled' AND resolved_at > ?", order.price, tx.now);
  }
  const rate = rateInForce(row.now_total - row.window_start - row.refunded, rateFromMeta(row.negotiated));
  return { earned: commissionOn(order.price, rate.bps), bps: rate.bps, volumeTo: row.now_total + order.price };
}

/**
 * Takes a fulfilled order out of the 30-day volume (a succeeded refund): its price is added to the
 * refunded volume of the day it was resolved (`refunded_volume`, one row), and the refund's step
 * marks the order refunded (orders.refund_status), which puts it in orders_refunded. No running
 * total is rewritten, so this costs the same however many orders were fulfilled after it.
 */
export function takeOutOfVolume(tx: Pick<Tx, "sql">, order: Pick<OrderRow, "price" | "resolved_at">): void {
  if (order.resolved_at === null) return;
  tx.sql.exec(
    "INSERT INTO refunded_volume (day, amount) VALUES (?, ?) ON CONFLICT (day) DO UPDATE SET amount = amount + excluded.amount",
    Math.floor(order.resolved_at / DAY), order.price,
  );
}

/**
 * Takes back from the revenue balance, as a `commission_reversed` entry, the part of a refunded
 * order's commission the balance covers (refunds.ts splits it: domain/refunds.ts).
 */
export function reverseCommission(tx: Tx, order: Pick<OrderRow, "id">, amount: number): void {
  if (amount <= 0) return;
  post(tx, {
    balance: "revenue",
    type: "debit",
    source: "commission_reversed",
    amount,
    description: `Commission on order ${order.id} reversed (refunded)`,
    orderId: order.id,
    revenueEntryId: newId("rve"),
  });
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

/**
 * What refunds took back of the commission: the succeeded refunds' `commission_reversed`,
 * whichever balance paid each (the Revenue Centre's `commission_reversed` entry for what it held,
 * the wallet's `commission_reversal` line for the rest), so earned less this is what is kept.
 */
export function reversedCommission(tx: Pick<Tx, "sql">): number {
  return one<{ total: number | null }>(tx.sql, "SELECT SUM(commission_reversed) AS total FROM refunds WHERE status = 'succeeded'")!.total ?? 0;
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
    reversed: usd(reversedCommission(tx)),
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
 * booked before `from` (0 before the first). With them, the refunds succeeded in that time whose
 * reversal the wallet paid in part (what the Revenue Centre no longer held): that part moved the
 * wallet, not this balance, yet it is part of `reversed` (reversedCommission), so the statement
 * shows it beside the entries.
 */
export function revenueStatementLines(tx: Pick<Tx, "sql">, from: number, to: number, max: number) {
  const before = one<{ balance_after: number }>(
    tx.sql, "SELECT balance_after FROM ledger_entries WHERE balance = 'revenue' AND created_at < ? ORDER BY id DESC LIMIT 1", from,
  )?.balance_after ?? 0;
  const lines = all<LedgerRow>(
    tx.sql, "SELECT * FROM ledger_entries WHERE balance = 'revenue' AND created_at >= ? AND created_at < ? ORDER BY id LIMIT ?", from, to, max + 1,
  ).map((l) => ({ ...revenueEntryView(l), type: l.type, balance_after: l.balance_after }));
  const walletReversals = all<{ id: string; order_id: string; from_wallet: number; resolved_at: number }>(
    tx.sql,
    `SELECT id, order_id, amount - wallet_credit AS from_wallet, resolved_at FROM refunds
      WHERE status = 'succeeded' AND resolved_at >= ? AND resolved_at < ? AND amount > wallet_credit ORDER BY resolved_at, id`,
    from, to,
  ).map((r) => ({ refund_id: r.id, order_id: r.order_id, amount: usd(r.from_wallet), created_at: iso(r.resolved_at) }));
  return { before, lines, walletReversals };
}
