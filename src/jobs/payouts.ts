// Sending a payout: one queue message per payout, safe to deliver twice. One sender at a time
// holds the payout's lease (with its own token); the invoice is fixed in the account's object
// before anything is paid, a retry pays that same invoice, and once an invoice is recorded the
// payout fails only when the node says that payment failed (or the invoice itself cannot be
// paid and the node never paid it). So one payout is never both paid and returned.
import { accountObject } from "../account-object/stub";
import type { PayoutOutcome, PayoutRow } from "../account-object/payouts";
import { payoutsPaused } from "../accounts/settings";
import { payoutFeeLimitSats, satsFor } from "../domain/lightning";
import type { PayoutFailureReason } from "../domain/payout-failures";
import { unwrap } from "../http/errors";
import type { Mode } from "../http/context";
import { decodeInvoice } from "../lib/bolt11";
import { providersFor } from "../providers";
import { PayoutFailure } from "../providers/payout-failure";
import type { Providers } from "../providers/types";

export interface PayoutMessage {
  payout_id: string;
  account_id: string;
  mode: Mode;
}

/** Payouts are paused by the operator: the message is retried and the payout stays pending. */
export class PayoutsPaused extends Error {
  constructor() {
    super("payouts are paused; the payout is sent once they resume");
  }
}

/** The node has not finished with the payment yet: look again later. */
export class PaymentInFlight extends Error {}

export type SendResult = PayoutOutcome | "skipped" | "busy";

export async function sendPayout(env: Env, msg: PayoutMessage, providers = providersFor(env, msg.mode)): Promise<SendResult> {
  if (await payoutsPaused(env)) throw new PayoutsPaused();
  const ref = { accountId: msg.account_id, mode: msg.mode };
  const stub = accountObject(env, ref.accountId, ref.mode);
  const owner = crypto.randomUUID();
  const claimed = await stub.claimPayoutSend(msg.payout_id, owner);
  // resolved already, or another sender holds it (and its own message stays until it is done)
  if (claimed === null) return "skipped";
  if (claimed === "busy") return "busy";
  try {
    const outcome = await send(env, stub, ref, owner, claimed, providers);
    if (outcome === "skipped") return outcome;
    if (outcome.status === "failed") {
      // the partner reads only the code; what the remote side said is for the operator
      console.warn(JSON.stringify({ msg: "payout failed", payout_id: claimed.id, account: ref.accountId, mode: ref.mode, stage: outcome.stage, reason: outcome.reason, detail: outcome.detail ?? null }));
    }
    const settled = unwrap(await stub.settlePayout(ref, claimed.id, owner, outcome));
    return settled ? outcome : "skipped";
  } finally {
    await stub.releasePayoutSend(claimed.id, owner);
  }
}

type Stub = ReturnType<typeof accountObject>;

async function send(env: Env, stub: Stub, ref: { accountId: string; mode: Mode }, owner: string, payout: PayoutRow, providers: Providers): Promise<PayoutOutcome | "skipped"> {
  let p = payout;
  if (!p.bolt11 || !p.payment_hash) {
    if (!providers.payer.configured) throw new Error("Lightning payouts are not configured; the payout waits"); // transient
    const btcUsdRate = await providers.btcUsdRate("out"); // no current rate: transient, retried
    const amountSats = satsFor(p.amount, btcUsdRate, "out");
    let resolved;
    try {
      resolved = await providers.payer.resolveInvoice(p.lightning_address, BigInt(amountSats) * 1000n);
    } catch (e) {
      if (!(e instanceof PayoutFailure)) throw e; // transient: the queue retries the message
      return { status: "failed", reason: e.reason, detail: e.message, stage: "resolve" };
    }
    const feeLimitSats = payoutFeeLimitSats(amountSats, Number(env.LND_MAX_FEE_BPS ?? "50"));
    p = unwrap(await stub.recordPayoutInvoice(ref, p.id, owner, { ...resolved, amountSats, btcUsdRate, feeLimitSats }));
    if (p.status !== "pending" || !p.bolt11 || !p.payment_hash) return "skipped";
  }
  const unusable = unpayable(p.bolt11, Date.now());
  if (unusable) {
    // an expired or unreadable invoice is never paid now; fail only if the node never paid it
    const earlier = await providers.payer.paymentStatus(p.payment_hash);
    if (earlier !== "unknown" && earlier.status === "in_flight") throw new PaymentInFlight(`payment ${p.payment_hash} is in flight`);
    if (earlier !== "unknown" && earlier.status === "succeeded") return earlier;
    return { status: "failed", ...unusable, stage: "invoice" };
  }
  const feeLimitSats = p.fee_limit_sats ?? payoutFeeLimitSats(p.amount_sats ?? 0, Number(env.LND_MAX_FEE_BPS ?? "50"));
  const result = await providers.payer.payInvoice(p.bolt11, p.payment_hash, { feeLimitSats });
  if (result.status === "in_flight") throw new PaymentInFlight(`payment ${p.payment_hash} is in flight`);
  return result.status === "failed" ? { ...result, stage: "payment" } : result;
}

/** Why a recorded invoice can no longer be paid (expired or unreadable), or null if it can. */
export function unpayable(bolt11: string, now: number): { reason: PayoutFailureReason; detail: string } | null {
  try {
    const inv = decodeInvoice(bolt11);
    if ((inv.timestamp + inv.expiry) * 1000 <= now) return { reason: "invoice_expired", detail: "the recorded invoice expired before it was paid" };
    return null;
  } catch (e) {
    return { reason: "invoice_invalid", detail: `the recorded invoice does not decode: ${(e as Error).message}`.slice(0, 300) };
  }
}
