// Generated from the OpenAPI document by `npm run client:generate`; do not edit by hand.
// CI fails when this file no longer matches the API (`npm run client:check`).

/** The operations that move money: each takes an Idempotency-Key, and a retry must repeat it. */
export const IDEMPOTENT_OPERATIONS: readonly (readonly [method: string, path: string])[] = [
  ["POST","/v1/quotes"],
  ["POST","/v1/orders/{order_id}/esim/suspend"],
  ["POST","/v1/orders/{order_id}/esim/resume"],
  ["POST","/v1/orders/{order_id}/esim/revoke"],
  ["POST","/v1/order_batches"],
  ["POST","/v1/orders/{order_id}/deliveries"],
  ["POST","/v1/refunds"],
  ["POST","/v1/wallet/lightning_invoices"],
  ["POST","/v1/revenue/transfers"],
  ["POST","/v1/revenue/payouts"],
  ["POST","/v1/reporting/report_runs"],
  ["POST","/v1/test_helpers/deposits"],
  ["POST","/v1/test_helpers/deposits/{deposit_id}/confirm"],
  ["POST","/v1/test_helpers/bank_transfers"],
  ["POST","/v1/test_helpers/lightning_invoices/{invoice_id}/pay"],
  ["POST","/v1/test_helpers/orders/{order_id}/complete"],
  ["POST","/v1/test_helpers/refunds/{refund_id}/resolve"],
  ["POST","/v1/test_helpers/orders/{order_id}/usage"],
  ["POST","/v1/test_helpers/orders/{order_id}/esim"],
  ["POST","/v1/test_helpers/clock/advance"],
];
