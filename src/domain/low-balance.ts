// The low wallet balance alert: a threshold per mode and whether it is armed. A debit that
// leaves the available balance (balance plus unused overdraft, zero while overdue: what
// GET /v1/wallet shows) below the threshold fires `wallet.balance_low` once and disarms it; only
// a credit that leaves the available balance at or above the threshold arms it again. So one
// crossing is one event, however many debits follow below it.

export interface LowBalanceAlert {
  /** cents; null: no alert */
  threshold: number | null;
  armed: boolean;
}

/** Smallest and largest threshold a partner may set (USD 0.01 to USD 10,000,000). */
export const MIN_LOW_BALANCE = 1;
export const MAX_LOW_BALANCE = 1_000_000_000;

/**
 * What a wallet posting does to the alert: whether `wallet.balance_low` fires and whether the
 * alert is armed after it. `available` is the available balance after the posting.
 */
export function afterPosting(alert: LowBalanceAlert, type: "credit" | "debit", available: number): { fire: boolean; armed: boolean } {
  if (alert.threshold === null) return { fire: false, armed: alert.armed };
  const below = available < alert.threshold;
  if (type === "debit" && alert.armed && below) return { fire: true, armed: false };
  if (type === "credit" && !alert.armed && !below) return { fire: false, armed: true };
  return { fire: false, armed: alert.armed };
}

/**
 * Whether a threshold set now is armed: only if the wallet is not already below it, so setting a
 * threshold above the available balance does not announce what the partner already knows; the
 * next credit that lifts the balance to it arms it.
 */
export function armedWhenSet(threshold: number | null, available: number): boolean {
  return threshold === null || available >= threshold;
}
