// Lightning payouts of commission. The amount leaves the revenue balance when the payout is
// requested (a `paid_out` entry); a failure puts it back (`payout_returned`). The invoice a
// payout pays is fixed the first time one is obtained, so a retried send pays that same
// invoice (which a node refuses to pay twice) rather than a fresh one.
import { ApiError, notFound } from "../http/errors";
import { MIN_PAYOUT_CENTS } from "../domain/commission";
import { usd } from "../domain/money";
import { newId } from "../lib/ids";
import { iso, isoOrNull } from "../lib/time";
import { dueBy, handoverMs } from "./background";
import { emit, enqueue } from "./events";
import { post } from "./ledger";
import { payable, payoutAddress } from "./revenue";
import { one, type Tx } from "./tx";

export type PayoutRow = {
  id: string;
  status: "pending" | "succeeded" | "failed";
  amount: number;
  lightning_address: string;
  bolt11: string | null;
  payment_hash: string | null;
  amount_sats: number | null;
  failure_reason: string | null;
  attempts: number;
  created_at: number;
  resolved_at: number | null;
};

export function payoutView(p: PayoutRow, livemode: boolean) {
  return {
    id: p.id,
    object: "payout" as const,
    livemode,
    status: p.status,
    amount: usd(p.amount),
    lightning_address: p.lightning_address,
    payment_hash: p.payment_hash,
    amount_sats: p.amount_sats,
    failure_reason: p.failure_reason,
    created_at: iso(p.created_at),
    resolved_at: isoOrNull(p.resolved_at),
  };
}

export function requestPayout(tx: Tx, amount: number | undefined): PayoutRow {
  const address = payoutAddress(tx);
  if (!address) throw new ApiError("payout_address_required", "Set a payout address first: PUT /v1/revenue/payout_address.");
  const available = payable(tx);
  if (available <= 0) throw new ApiError("nothing_to_pay_out", "Nothing is payable (earnings are held against any overdraft drawn).");
  const value = amount ?? available;
  if (value > available) throw new ApiError("amount_above_payable", `amount ${value} is above the payable ${available}.`, "amount");
  if (value < MIN_PAYOUT_CENTS) {
    throw new ApiError("payout_below_minimum", `A payout is at least USD 1.00; this one is ${value} cents.`, amount === undefined ? undefined : "amount");
  }
  const id = newId("pyo");
  tx.sql.exec(
    "INSERT INTO payouts (id, status, amount, lightning_address, created_at, dispatched_at) VALUES (?, 'pending', ?, ?, ?, ?)",
    id, value, address, tx.now, tx.now,
  );
  post(tx, {
    balance: "revenue",
    type: "debit",
    source: "paid_out",
    amount: value,
    description: `Payout ${id} to ${address}`,
    payoutId: id,
    revenueEntryId: newId("rve"),
  });
  enqueue(tx, "payouts", { payout_id: id });
  dueBy(tx, tx.now + handoverMs(tx));
  return getPayoutRow(tx, id);
}

/** Hands pending payouts whose message may have been lost to the payout queue again. */
/**
 * Fixes the invoice a payout pays. The first one recorded wins: a duplicate sender that
 * fetched another invoice is told to use the recorded one.
 */
export function recordPayoutInvoice(tx: Tx, payoutId: string, inv: { bolt11: string; paymentHash: string; amountSats: number }): PayoutRow {
  const p = getPayoutRow(tx, payoutId);
  if (p.status === "pending" && p.bolt11 === null) {
    tx.sql.exec(
      "UPDATE payouts SET bolt11 = ?, payment_hash = ?, amount_sats = ?, attempts = attempts + 1 WHERE id = ?",
      inv.bolt11, inv.paymentHash, inv.amountSats, payoutId,
    );
  }
  return getPayoutRow(tx, payoutId);
}

export type PayoutOutcome = { status: "succeeded" } | { status: "failed"; reason: string };

/** Resolves a pending payout once; later outcomes change nothing. */
export function settlePayout(tx: Tx, payoutId: string, outcome: PayoutOutcome): boolean {
  const p = getPayoutRow(tx, payoutId);
  if (p.status !== "pending") return false;
  if (outcome.status === "succeeded") {
    tx.sql.exec("UPDATE payouts SET status = 'succeeded', resolved_at = ? WHERE id = ?", tx.now, p.id);
    emit(tx, "payout.succeeded", payoutView(getPayoutRow(tx, p.id), tx.livemode));
  } else {
    tx.sql.exec("UPDATE payouts SET status = 'failed', failure_reason = ?, resolved_at = ? WHERE id = ?", outcome.reason, tx.now, p.id);
    post(tx, {
      balance: "revenue",
      type: "credit",
      source: "payout_returned",
      amount: p.amount,
      description: `Payout ${p.id} failed; amount returned`,
      payoutId: p.id,
      revenueEntryId: newId("rve"),
    });
    emit(tx, "payout.failed", payoutView(getPayoutRow(tx, p.id), tx.livemode));
  }
  return true;
}

export function getPayoutRow(tx: Pick<Tx, "sql">, payoutId: string): PayoutRow {
  const p = one<PayoutRow>(tx.sql, "SELECT * FROM payouts WHERE id = ?", payoutId);
  if (!p) throw notFound("payout", payoutId);
  return p;
}
