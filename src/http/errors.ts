// The closed list of error codes a partner can see, each bound to its HTTP status.
// Codes and statuses come from the interface and its decisions; nothing else is emitted.
import type { ContentfulStatusCode } from "hono/utils/http-status";

export const ERROR_STATUS = {
  invalid_json: 400,
  parameter_missing: 400,
  parameter_invalid: 400,
  parameter_unknown: 400,
  idempotency_key_required: 400,
  idempotency_key_invalid: 400,
  unsupported_display_currency: 400,
  unknown_event_type: 400,
  invalid_webhook_url: 400,
  invalid_lightning_address: 400,
  payment_source_unavailable: 400,
  api_key_required: 401,
  invalid_api_key: 401,
  insufficient_funds: 402,
  amount_above_balance: 402,
  nothing_to_transfer: 402,
  nothing_to_pay_out: 402,
  amount_above_payable: 402,
  account_overdue: 403,
  test_mode_only: 403,
  forbidden_for_role: 403,
  permission_denied: 403,
  ip_not_allowed: 403,
  resource_not_found: 404,
  route_not_found: 404,
  method_not_allowed: 405,
  idempotency_key_in_use: 409,
  invoice_not_pending: 409,
  offer_withdrawn: 409,
  payout_address_required: 409,
  deposit_already_credited: 409,
  order_already_resolved: 409,
  already_fulfilled: 409,
  quote_expired: 409,
  webhook_url_in_use: 409,
  webhook_endpoint_limit: 409,
  invalid_state: 409,
  topup_not_available: 409,
  esim_suspended: 409,
  esim_action_unavailable: 409,
  order_not_refundable: 409,
  refund_exists: 409,
  esim_expired: 409,
  esim_in_use: 409,
  outside_refund_window: 409,
  refund_already_resolved: 409,
  order_not_deliverable: 409,
  report_not_ready: 409,
  report_expired: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  idempotency_key_reused: 422,
  payout_below_minimum: 422,
  rate_limited: 429,
  internal_error: 500,
  payouts_unavailable: 503,
  supplier_unavailable: 503,
  rate_unavailable: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    param?: string;
    request_id?: string;
    [extra: string]: unknown;
  };
}

/** Thrown anywhere in a request; the app's error handler renders it. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly param?: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }

  body(requestId?: string): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.param !== undefined ? { param: this.param } : {}),
        ...(this.extra ?? {}),
        ...(requestId ? { request_id: requestId } : {}),
      },
    };
  }
}

/** `param` names the field that carried the id: the path parameter or body field, as documented. */
export const notFound = (what: string, id: string, param: string) =>
  new ApiError("resource_not_found", `No such ${what}: '${id}'`, param);

/**
 * Errors raised inside a Durable Object cross the RPC boundary as plain values,
 * because thrown errors lose their fields on the way. A result is either ok or
 * carries the error to rethrow in the worker.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: SerializedError };
export interface SerializedError {
  code: ErrorCode;
  message: string;
  param?: string;
  extra?: Record<string, unknown>;
}

export function serialize(e: ApiError): SerializedError {
  return { code: e.code, message: e.message, param: e.param, extra: e.extra };
}

export function revive(e: SerializedError): ApiError {
  return new ApiError(e.code, e.message, e.param, e.extra);
}

export function unwrap<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw revive(outcome.error);
}
