// The one table of what each API-key route needs of a restricted key: "METHOD /path" → the
// resource and level (keys.md). A full-access key (permissions null) passes every route; a
// restricted key is refused 403 permission_denied by the route (http/route.ts) before the request
// is read. Write includes read. A route missing here is open to full-access keys only, and
// test/security/route-access.test.ts fails until it is added. Routes that take no key (the API
// descriptions and their pages, /install, /brand-assets, provider webhooks under /hooks) and the
// operator API are outside it.
//
// A level a resource cannot be granted (account write: KYB and KYC submissions) is a full-access
// key's alone.
//
// A route needs read access to everything its answer reveals, not only to the resource it is
// filed under: the account ledger holds wallet lines and Revenue Centre entries, a batch's orders
// are orders (and their CSV each order's commission), and a report run's file holds what its type
// reports (REPORT_ACCESS, checked by the report routes once the type is known).
import type { Access, AccessLevel, Resource, RouteAccess } from "../domain/key-permissions";
import type { ReportType } from "../domain/reports";

const a = (resource: Resource, level: AccessLevel): Access => ({ resource, level });

export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  // account
  "GET /v1/account": a("account", "read"),
  "POST /v1/account/kyb": a("account", "write"),
  "POST /v1/account/kyc": a("account", "write"),
  // the account ledger spans both balances: wallet lines and Revenue Centre entries (with the
  // commission each order earned)
  "GET /v1/account/ledger": [a("wallet", "read"), a("revenue", "read")],

  // offers
  "GET /v1/offers": a("offers", "read"),
  "GET /v1/offers/{offer_id}": a("offers", "read"),
  "GET /v1/orders/{order_id}/topup_offers": a("offers", "read"),

  // quotes (buying) and order batches
  "GET /v1/quotes": a("quotes", "read"),
  "POST /v1/quotes": a("quotes", "write"),
  "GET /v1/quotes/{quote_id}": a("quotes", "read"),
  "POST /v1/quotes/{quote_id}/cancel": a("quotes", "write"),
  "GET /v1/order_batches": a("quotes", "read"),
  "POST /v1/order_batches": a("quotes", "write"),
  "GET /v1/order_batches/{batch_id}": a("quotes", "read"),
  // a batch's orders are orders (their eSIMs' install codes), and the CSV adds each one's commission
  "GET /v1/order_batches/{batch_id}/orders": [a("quotes", "read"), a("orders", "read")],
  "GET /v1/order_batches/{batch_id}/orders.csv": [a("quotes", "read"), a("orders", "read"), a("revenue", "read")],

  // orders, their usage, QR code and deliveries
  "GET /v1/orders": a("orders", "read"),
  "GET /v1/orders/{order_id}": a("orders", "read"),
  "GET /v1/orders/{order_id}/usage": a("orders", "read"),
  "GET /v1/orders/{order_id}/esim": a("orders", "read"),
  "POST /v1/orders/{order_id}/esim/suspend": a("orders", "write"),
  "POST /v1/orders/{order_id}/esim/resume": a("orders", "write"),
  "POST /v1/orders/{order_id}/esim/revoke": a("orders", "write"),
  "GET /v1/orders/{order_id}/qr.svg": a("orders", "read"),
  "GET /v1/orders/{order_id}/deliveries": a("orders", "read"),
  "GET /v1/orders/{order_id}/deliveries/{delivery_id}/preview": a("orders", "read"),
  "POST /v1/orders/{order_id}/deliveries": a("orders", "write"),

  // refunds
  "GET /v1/refunds": a("refunds", "read"),
  "POST /v1/refunds": a("refunds", "write"),
  "GET /v1/refunds/{refund_id}": a("refunds", "read"),

  // wallet
  "GET /v1/wallet": a("wallet", "read"),
  "GET /v1/wallet/ledger": a("wallet", "read"),
  "GET /v1/wallet/deposits": a("wallet", "read"),
  "GET /v1/wallet/deposits/{deposit_id}": a("wallet", "read"),
  "GET /v1/wallet/funding_destinations": a("wallet", "read"),
  "GET /v1/wallet/lightning_invoices/{invoice_id}": a("wallet", "read"),
  "POST /v1/wallet/lightning_invoices": a("wallet", "write"),
  "PUT /v1/wallet/alerts": a("wallet", "write"),

  // revenue and payouts
  "GET /v1/revenue": a("revenue", "read"),
  "GET /v1/revenue/entries": a("revenue", "read"),
  "GET /v1/revenue/payouts": a("revenue", "read"),
  "GET /v1/revenue/payouts/{payout_id}": a("revenue", "read"),
  "POST /v1/revenue/transfers": a("revenue", "write"),
  "PUT /v1/revenue/payout_address": a("revenue", "write"),
  "POST /v1/revenue/payouts": a("payouts", "write"),

  // webhooks
  "GET /v1/webhook_endpoints": a("webhooks", "read"),
  "POST /v1/webhook_endpoints": a("webhooks", "write"),
  "GET /v1/webhook_endpoints/{webhook_endpoint_id}": a("webhooks", "read"),
  "POST /v1/webhook_endpoints/{webhook_endpoint_id}": a("webhooks", "write"),
  "DELETE /v1/webhook_endpoints/{webhook_endpoint_id}": a("webhooks", "write"),
  "GET /v1/webhook_endpoints/{webhook_endpoint_id}/deliveries": a("webhooks", "read"),
  "POST /v1/webhook_endpoints/{webhook_endpoint_id}/ping": a("webhooks", "write"),
  "POST /v1/webhook_endpoints/{webhook_endpoint_id}/rotate_secret": a("webhooks", "write"),
  "POST /v1/events/{event_id}/replay": a("webhooks", "write"),

  // events
  "GET /v1/events": a("events", "read"),
  "GET /v1/events/{event_id}": a("events", "read"),
  "GET /v1/events/stream": a("events", "read"),

  // request log
  "GET /v1/request_logs": a("request_logs", "read"),

  // reporting (a run's file also needs REPORT_ACCESS of its type, and so does asking for one)
  "GET /v1/reporting/report_runs": a("reporting", "read"),
  "POST /v1/reporting/report_runs": a("reporting", "write"),
  "GET /v1/reporting/report_runs/{report_run_id}": a("reporting", "read"),
  "GET /v1/reporting/report_runs/{report_run_id}/file": a("reporting", "read"),

  // brand
  "GET /v1/brand": a("brand", "read"),
  "PUT /v1/brand": a("brand", "write"),
  "PUT /v1/brand/logo": a("brand", "write"),
  "DELETE /v1/brand/logo": a("brand", "write"),

  // test helpers (test keys only)
  "POST /v1/test_helpers/bank_transfers": a("test_helpers", "write"),
  "GET /v1/test_helpers/clock": a("test_helpers", "write"),
  "POST /v1/test_helpers/clock/advance": a("test_helpers", "write"),
  "POST /v1/test_helpers/credit": a("test_helpers", "write"),
  "POST /v1/test_helpers/deposits": a("test_helpers", "write"),
  "POST /v1/test_helpers/deposits/{deposit_id}/confirm": a("test_helpers", "write"),
  "POST /v1/test_helpers/lightning_invoices/{invoice_id}/pay": a("test_helpers", "write"),
  "POST /v1/test_helpers/orders/{order_id}/complete": a("test_helpers", "write"),
  "POST /v1/test_helpers/orders/{order_id}/usage": a("test_helpers", "write"),
  "POST /v1/test_helpers/orders/{order_id}/esim": a("test_helpers", "write"),
  "POST /v1/test_helpers/refunds/{refund_id}/resolve": a("test_helpers", "write"),
};

/**
 * What a report's file reveals, which a restricted key must be able to read to ask for the report
 * or download it: wallet.ledger the wallet's lines; revenue.entries the Revenue Centre's entries;
 * orders.itemized the orders with the commission each earned and had reversed.
 */
export const REPORT_ACCESS: Readonly<Record<ReportType, readonly Access[]>> = {
  "wallet.ledger": [a("wallet", "read")],
  "revenue.entries": [a("revenue", "read")],
  "orders.itemized": [a("orders", "read"), a("revenue", "read")],
};
