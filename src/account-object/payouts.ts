// Lightning payouts of commission. The amount leaves the revenue balance when the payout is
// requested (a `paid_out` entry); a failure puts it back (`payout_returned`). The invoice a
// payout pays is fixed the first time one is obtained, so a retried send pays that same
// invoice (which a node refuses to pay twice) rather than a fresh one.
import { ApiError, notFound } from "../http/errors";
import { MIN_PAYOUT_CENTS } from "../domain/commission";
import { isPayoutFailureReason, type PayoutFailureReason } from "../domain/payout-failures";
import { usd } from "../domain/money";
import { newId } from "../lib/ids";
import { iso, isoOrNull } from "../lib/time";
import { dueBy, handoverMs } from "./due";
import { emit } from "./events";
import { enqueue } from "./outbox";
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
  send_owner: string | null;
  send_lease_until: number;
  btc_usd_rate: string | null;
  fee_limit_sats: number | null;
  fee_sats: number | null;
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

export function openPayout(tx: Tx, amount: number | undefined): PayoutRow {
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

/**
 * Takes the right to send a payout for `owner` until `leaseUntil`: one sender at a time, so a
 * slow job cannot act on what it read before another job recorded or paid an invoice. "busy"
 * while another sender holds it; null once the payout is resolved.
 */
export function claimSend(tx: Tx, payoutId: string, owner: string, leaseUntil: number): PayoutRow | "busy" | null {
  const p = one<PayoutRow>(tx.sql, "SELECT * FROM payouts WHERE id = ?", payoutId);
  if (!p || p.status !== "pending") return null;
  if (p.send_owner !== null && p.send_owner !== owner && p.send_lease_until > tx.now) return "busy";
  tx.sql.exec("UPDATE payouts SET send_owner = ?, send_lease_until = ? WHERE id = ?", owner, leaseUntil, payoutId);
  return getPayoutRow(tx, payoutId);
}

/** Gives the lease back; only its holder can, so a late job never frees another's lease. */
export function releaseSend(tx: Pick<Tx, "sql">, payoutId: string, owner: string): void {
  tx.sql.exec("UPDATE payouts SET send_owner = NULL, send_lease_until = 0 WHERE id = ? AND send_owner = ?", payoutId, owner);
}

const holds = (p: PayoutRow, owner: string, now: number) => p.send_owner === owner && p.send_lease_until > now;

export interface PayoutInvoice {
  bolt11: string;
  paymentHash: string;
  amountSats: number;
  btcUsdRate: string;
  feeLimitSats: number;
}

/**
 * Fixes the invoice a payout pays, with the rate it was priced at and the fee cap. Only the
 * lease holder records, and the first invoice recorded stays: it is paid (or found paid) by
 * every later attempt, never replaced.
 */
export function recordPayoutInvoice(tx: Tx, payoutId: string, owner: string, inv: PayoutInvoice): PayoutRow {
  const p = getPayoutRow(tx, payoutId);
  if (p.status === "pending" && p.bolt11 === null && holds(p, owner, tx.now)) {
    tx.sql.exec(
      `UPDATE payouts SET bolt11 = ?, payment_hash = ?, amount_sats = ?, btc_usd_rate = ?, fee_limit_sats = ?, attempts = attempts + 1
       WHERE id = ?`,
      inv.bolt11, inv.paymentHash, inv.amountSats, inv.btcUsdRate, inv.feeLimitSats, payoutId,
    );
  }
  return getPayoutRow(tx, payoutId);
}

/**
 * How a send ended. A failure carries a code of the closed list (src/domain/payout-failures.ts),
 * which becomes the payout's `failure_reason`, and says where: before any invoice was recorded (`resolve`), the
 * recorded invoice itself being unusable (`invoice`), or the node reporting the payment failed
 * (`payment`). Once an invoice is recorded only the last two can fail the payout.
 */
export type PayoutOutcome =
  | { status: "succeeded"; feeSats?: number }
  | { status: "failed"; reason: PayoutFailureReason; stage: "resolve" | "invoice" | "payment"; detail?: string };

/** Resolves a pending payout once, for the lease holder; later outcomes change nothing. */
export function settlePayout(tx: Tx, payoutId: string, owner: string, outcome: PayoutOutcome): boolean {
  const p = getPayoutRow(tx, payoutId);
  if (p.status !== "pending" || !holds(p, owner, tx.now)) return false;
  if (outcome.status === "failed" && outcome.stage === "resolve" && p.bolt11 !== null) return false;
  if (outcome.status === "succeeded") {
    tx.sql.exec("UPDATE payouts SET status = 'succeeded', fee_sats = ?, resolved_at = ? WHERE id = ?", outcome.feeSats ?? null, tx.now, p.id);
    emit(tx, "payout.succeeded", payoutView(getPayoutRow(tx, p.id), tx.livemode));
  } else {
    // only a code of the closed list is ever shown, whatever a caller passes
    const reason = isPayoutFailureReason(outcome.reason) ? outcome.reason : "payment_failed";
    tx.sql.exec("UPDATE payouts SET status = 'failed', failure_reason = ?, resolved_at = ? WHERE id = ?", reason, tx.now, p.id);
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
  if (!p) throw notFound("payout", payoutId, "payout_id");
  return p;
}
