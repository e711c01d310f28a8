// The low wallet balance alert: a threshold per mode and whether it is armed. A step that
// debited the wallet and leaves the available balance (balance plus unused overdraft, zero while
// overdue: what GET /v1/wallet shows) below the threshold fires `wallet.balance_low` once and
// disarms it; only a step that credited the wallet and leaves the available balance at or above
// the threshold arms it again. So one crossing is one event, however many debits follow below
// it. The rule judges where a step leaves the wallet, not each line inside it: a purchase
// refunded in its own step, or a Lightning payment credited and spent on its quote at once,
// moves nothing anyone could see, and so announces nothing.

export interface LowBalanceAlert {
  /** cents; null: no alert */
  threshold: number | null;
  armed: boolean;
}

/** Smallest and largest threshold a partner may set (USD 0.01 to USD 10,000,000). */
export const MIN_LOW_BALANCE = 1;
export const MAX_LOW_BALANCE = 1_000_000_000;

/**
 * What a step that moved the wallet does to the alert: whether `wallet.balance_low` fires and
 * whether the alert is armed after it. `available` is the available balance the step leaves.
 */
export function afterStep(
  alert: LowBalanceAlert, moved: { credit: boolean; debit: boolean }, available: number,
): { fire: boolean; armed: boolean } {
  if (alert.threshold === null) return { fire: false, armed: alert.armed };
  const below = available < alert.threshold;
  if (moved.debit && alert.armed && below) return { fire: true, armed: false };
  if (moved.credit && !alert.armed && !below) return { fire: false, armed: true };
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
