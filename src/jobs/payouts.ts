// Sending a payout: one queue message per payout, safe to deliver twice. The invoice is
// fixed in the account's object before anything is paid, a retry pays that same invoice,
// and settlement is one-way, so one payout is never paid twice.
import { accountObject } from "../account/stub";
import { unwrap } from "../http/errors";
import type { Mode } from "../http/context";
import { satsForUsdCents } from "../lib/bolt11";
import { providersFor } from "../providers";
import { PayoutFailure } from "../providers/lnurl";
import type { PayOutcome } from "../providers/types";

export interface PayoutMessage {
  payout_id: string;
  account_id: string;
  mode: Mode;
}

export async function sendPayout(env: Env, msg: PayoutMessage, providers = providersFor(env, msg.mode)): Promise<PayOutcome | "skipped"> {
  const ref = { accountId: msg.account_id, mode: msg.mode };
  const stub = accountObject(env, ref.accountId, ref.mode);
  const payout = await stub.payoutForSending(msg.payout_id);
  if (!payout) return "skipped";
  let outcome: PayOutcome;
  try {
    let invoice = payout.bolt11 && payout.payment_hash ? { bolt11: payout.bolt11, paymentHash: payout.payment_hash } : null;
    if (!invoice) {
      const sats = satsForUsdCents(payout.amount, providers.btcUsdRate);
      const resolved = await providers.payer.resolveInvoice(payout.lightning_address, BigInt(sats) * 1000n);
      const recorded = unwrap(await stub.recordPayoutInvoice(ref, payout.id, { ...resolved, amountSats: sats }));
      if (recorded.status !== "pending" || !recorded.bolt11 || !recorded.payment_hash) return "skipped";
      invoice = { bolt11: recorded.bolt11, paymentHash: recorded.payment_hash };
    }
    outcome = await providers.payer.payInvoice(invoice.bolt11, invoice.paymentHash);
  } catch (e) {
    if (!(e instanceof PayoutFailure)) throw e; // transient: the queue retries the message
    outcome = { status: "failed", reason: e.message };
  }
  unwrap(await stub.settlePayout(ref, payout.id, outcome));
  return outcome;
}
