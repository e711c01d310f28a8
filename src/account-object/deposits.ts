// Money arriving from outside: stablecoin deposits (detected, then confirmed), bank
// transfers (final on arrival) and paid Lightning invoices, and money the bank takes back
// after crediting it (a returned or reversed transfer), debited from the wallet. Each provider
// event is applied once: its id is recorded in the same transaction as its effect.
import { ApiError, notFound } from "../http/errors";
import { paidInTime } from "../domain/lightning";
import { newId } from "../lib/ids";
import { unitsToDecimal } from "../domain/money";
import type { NodeInvoice } from "../providers/types";
import { emit } from "./events";
import { one, type Tx } from "./tx";
import { depositView, ledgerEntryView, type DepositRow, type InvoiceRow } from "./views";
import { clawBackWallet, creditWallet } from "./wallet";

export interface Received {
  amount: string;
  currency: string;
  rate: string;
}

export type ProviderEvent =
  | {
      /** dropped: the transfer vanished in a reorganisation before its confirmations */
      kind: "crypto.detected" | "crypto.confirmed" | "crypto.dropped";
      asset: string;
      network: string;
      address: string;
      amount: number;
      rawAmount: string;
      txHash: string;
      logIndex: number;
      received: Received;
    }
  | { kind: "bank.received"; reference: string; amount: number; transferId: string; received: Received }
  /**
   * money that left through the account's bank reference after arriving (an ACH return, a wire
   * reversal): `amount` (positive cents) is taken back from the wallet; `transferId` is the
   * bank's transaction, `reason` what caused it, `returns` the transfer given back if named
   */
  | { kind: "bank.returned"; reference: string; amount: number; transferId: string; reason: string; returns: string | null }
  /** `settledAt`: when the node settled the payment (ms); judged against the invoice's expiry, not against now */
  | { kind: "lightning.paid"; paymentHash: string; received: Received; settledAt?: number };

/** LND's own name for itself in the provider-event log: a settlement is applied once per payment hash. */
export const LND_PROVIDER = "lnd";

/**
 * A settlement LND reports (from the account's poll or the reconciliation's list) as the
 * provider event every deposit is: keyed by the payment hash, so the poll and the cron can
 * both see it and only the first credits.
 */
export function lightningSettlement(s: NodeInvoice): { eventId: string; event: ProviderEvent } {
  if (s.state !== "settled" || s.settledAt === null) throw new Error("only a settled invoice is a settlement");
  return {
    eventId: `settled:${s.paymentHash}`,
    event: {
      kind: "lightning.paid",
      paymentHash: s.paymentHash,
      settledAt: s.settledAt,
      // the rate is the one the invoice was priced at, which the account holds
      received: { amount: unitsToDecimal(s.amountPaidMsat / 1000n, 8), currency: "BTC", rate: "" },
    },
  };
}

export type ProviderEventResult = {
  deposit: ReturnType<typeof depositView> | null;
  ignored?: string;
  /** the wallet debit of money the bank took back */
  clawback?: ReturnType<typeof ledgerEntryView>;
  /** the event was applied before: this delivery changed nothing (what it did then is repeated) */
  repeat?: true;
};

/**
 * Applies a provider event at most once; a repeat returns what the first application did. A
 * Lightning settlement that credited nothing is not remembered (nor honoured if an earlier
 * version remembered it): the invoice may not be recorded yet (it is indexed before the account
 * records it) or the judgement may change, and the poll and the reconciliation ask again. Judging
 * it again is safe: a paid invoice is never credited twice.
 */
export function applyProviderEvent(tx: Tx, provider: string, eventId: string, ev: ProviderEvent): ProviderEventResult {
  const seen = one<{ result: string }>(tx.sql, "SELECT result FROM provider_events WHERE provider = ? AND event_id = ?", provider, eventId);
  if (seen) {
    const prior = JSON.parse(seen.result) as ProviderEventResult;
    if (final(ev, prior)) return { ...prior, repeat: true };
    tx.sql.exec("DELETE FROM provider_events WHERE provider = ? AND event_id = ?", provider, eventId);
  }
  const result = apply(tx, ev);
  if (final(ev, result)) {
    tx.sql.exec(
      "INSERT INTO provider_events (provider, event_id, result, applied_at) VALUES (?, ?, ?, ?)",
      provider, eventId, JSON.stringify(result), tx.now,
    );
  }
  return result;
}

/** Whether an outcome stands for good: all do, except a Lightning settlement that credited nothing. */
function final(ev: ProviderEvent, result: ProviderEventResult): boolean {
  return !(ev.kind === "lightning.paid" && !result.deposit);
}

function apply(tx: Tx, ev: ProviderEvent): ProviderEventResult {
  switch (ev.kind) {
    case "crypto.detected":
    case "crypto.confirmed":
    case "crypto.dropped": {
      let d = one<DepositRow>(
        tx.sql,
        "SELECT * FROM deposits WHERE rail = 'crypto' AND network = ? AND tx_hash = ? AND log_index = ?",
        ev.network, ev.txHash, ev.logIndex,
      );
      if (d && !sameTransfer(d, ev)) {
        // the detected transfer and this report disagree: crediting either could pay the wrong
        // amount or asset, so nothing moves and an operator looks at it
        console.warn(JSON.stringify({ msg: "deposit report does not match the detected transfer", deposit: d.id, network: ev.network, tx_hash: ev.txHash, log_index: ev.logIndex }));
        return { deposit: depositView(d), ignored: "the report does not match the detected transfer" };
      }
      if (ev.kind === "crypto.dropped") {
        if (!d || d.status !== "detected") return { deposit: d ? depositView(d) : null, ignored: d ? "deposit not pending" : "unknown transfer" };
        tx.sql.exec("UPDATE deposits SET status = 'failed' WHERE id = ?", d.id);
        emit(tx, "deposit.failed", depositView(getDepositRow(tx, d.id)));
        return { deposit: depositView(getDepositRow(tx, d.id)) };
      }
      if (d?.status === "failed") {
        // mined again after the reorganisation that dropped it: the same transfer is back
        tx.sql.exec("UPDATE deposits SET status = 'detected' WHERE id = ?", d.id);
        d = getDepositRow(tx, d.id);
        emit(tx, "deposit.detected", depositView(d));
      }
      if (!d) {
        const id = newId("dep");
        tx.sql.exec(
          `INSERT INTO deposits (id, rail, status, amount, asset, network, raw_amount, tx_hash, log_index, reference, received, created_at)
           VALUES (?, 'crypto', 'detected', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          id, ev.amount, ev.asset, ev.network, ev.rawAmount, ev.txHash, ev.logIndex, ev.address, JSON.stringify(ev.received), tx.now,
        );
        d = getDepositRow(tx, id);
        emit(tx, "deposit.detected", depositView(d));
      }
      if (ev.kind === "crypto.confirmed" && d.status === "detected") credit(tx, d, `${d.asset} deposit on ${d.network}`);
      return { deposit: depositView(getDepositRow(tx, d.id)) };
    }
    case "bank.received": {
      const existing = one<DepositRow>(tx.sql, "SELECT * FROM deposits WHERE rail = 'bank_transfer' AND tx_hash = ?", ev.transferId);
      if (existing) return { deposit: depositView(existing) };
      const id = newId("dep");
      tx.sql.exec(
        `INSERT INTO deposits (id, rail, status, amount, asset, network, raw_amount, tx_hash, reference, received, created_at)
         VALUES (?, 'bank_transfer', 'detected', ?, 'USD', NULL, ?, ?, ?, ?, ?)`,
        id, ev.amount, ev.received.amount, ev.transferId, ev.reference, JSON.stringify(ev.received), tx.now,
      );
      credit(tx, getDepositRow(tx, id), "Bank transfer");
      return { deposit: depositView(getDepositRow(tx, id)) };
    }
    case "bank.returned": {
      const what = ev.returns ? `${ev.reason} of ${ev.returns}` : ev.reason;
      const line = clawBackWallet(tx, { amount: ev.amount, description: `Bank transfer taken back: ${what} (${ev.transferId})` });
      return { deposit: null, clawback: ledgerEntryView(line) };
    }
    case "lightning.paid": {
      const inv = one<InvoiceRow>(tx.sql, "SELECT * FROM lightning_invoices WHERE payment_hash = ?", ev.paymentHash);
      if (!inv) return { deposit: null, ignored: "unknown payment hash" };
      if (inv.status === "paid") {
        const prior = one<DepositRow>(tx.sql, "SELECT * FROM deposits WHERE invoice_id = ?", inv.id);
        return { deposit: prior ? depositView(prior) : null, ignored: "invoice already paid" };
      }
      // paid in time counts whenever we hear of it: an invoice marked expired (its quote lapsed
      // first) still credits the wallet if the node settled it before the expiry
      const settledAt = ev.settledAt ?? tx.now;
      if (!paidInTime(settledAt, inv.expires_at)) return { deposit: null, ignored: "invoice expired before it was paid" };
      tx.sql.exec(
        "UPDATE lightning_invoices SET status = 'paid', paid_at = ?, settled_at = ?, next_poll_at = NULL, cancel_on_node = 0 WHERE id = ?",
        tx.now, settledAt, inv.id,
      );
      const id = newId("dep");
      tx.sql.exec(
        `INSERT INTO deposits (id, rail, status, amount, asset, network, raw_amount, tx_hash, reference, received, invoice_id, created_at)
         VALUES (?, 'lightning', 'detected', ?, 'BTC', 'lightning', ?, ?, ?, ?, ?, ?)`,
        id, inv.amount, ev.received.amount, inv.payment_hash, inv.id, JSON.stringify({ ...ev.received, rate: inv.btc_usd_rate ?? ev.received.rate }), inv.id, tx.now,
      );
      const quoteId = inv.quote_id && isAwaiting(tx, inv.quote_id) ? inv.quote_id : null;
      credit(tx, getDepositRow(tx, id), `Lightning invoice ${inv.id}`, quoteId);
      return { deposit: depositView(getDepositRow(tx, id)) };
    }
  }
}

/** The confirmation is of the transfer that was detected: same amount, asset and address. */
function sameTransfer(d: DepositRow, ev: { asset: string; address: string; amount: number; rawAmount: string; network: string }): boolean {
  const address = (a: string | null) => (ev.network === "trc20" ? a : a?.toLowerCase());
  return d.amount === ev.amount && d.raw_amount === ev.rawAmount && d.asset === ev.asset && address(d.reference) === address(ev.address);
}

function isAwaiting(tx: Tx, quoteId: string): boolean {
  return one<{ status: string }>(tx.sql, "SELECT status FROM quotes WHERE id = ?", quoteId)?.status === "awaiting_funds";
}

function credit(tx: Tx, d: DepositRow, description: string, forQuoteId: string | null = null): void {
  tx.sql.exec("UPDATE deposits SET status = 'credited', credited_at = ? WHERE id = ?", tx.now, d.id);
  emit(tx, "deposit.confirmed", depositView(getDepositRow(tx, d.id)));
  creditWallet(tx, { amount: d.amount, source: "deposit", description: `${description} (${d.id})`, depositId: d.id, forQuoteId });
}

/** The confirm helper refuses a deposit that is already credited. */
export function assertConfirmable(tx: Tx, depositId: string): DepositRow {
  const d = getDepositRow(tx, depositId);
  if (d.status === "credited") throw new ApiError("deposit_already_credited", `Deposit ${d.id} is already credited.`);
  if (d.rail !== "crypto") throw new ApiError("deposit_already_credited", `Deposit ${d.id} is final on arrival.`);
  return d;
}

export function getDepositRow(tx: Pick<Tx, "sql">, depositId: string): DepositRow {
  const d = one<DepositRow>(tx.sql, "SELECT * FROM deposits WHERE id = ?", depositId);
  if (!d) throw notFound("deposit", depositId, "deposit_id");
  return d;
}
