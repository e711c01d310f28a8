// An unknown id answers 404 resource_not_found with `param` naming the field that carried it:
// the path parameter as the API reference spells it, or the body field (a quote's offer_id).
import { describe, expect, it } from "vitest";
import { ADMIN_TOKEN, call, expectError, newAccount, type CallOptions, type ErrorBody } from "../support/api";

const ULID = "01JAAAAAAAAAAAAAAAAAAAAAAA";

describe("404 resource_not_found names the field at fault", () => {
  it("on every partner resource, by path parameter or body field", async () => {
    const { key } = await newAccount();
    const idem = () => crypto.randomUUID();
    const cases: [string, CallOptions, string][] = [
      ["/v1/offers/off_nothing_sold_here", {}, "offer_id"],
      ["/v1/quotes", { body: { offer_id: "off_nothing_sold_here", payment_source: "wallet" }, idem: idem() }, "offer_id"],
      [`/v1/quotes/qt_${ULID}`, {}, "quote_id"],
      [`/v1/quotes/qt_${ULID}/cancel`, { method: "POST" }, "quote_id"],
      [`/v1/orders/ord_${ULID}`, {}, "order_id"],
      [`/v1/orders/ord_${ULID}/usage`, {}, "order_id"],
      [`/v1/orders/ord_${ULID}/qr.svg`, {}, "order_id"],
      [`/v1/wallet/deposits/dep_${ULID}`, {}, "deposit_id"],
      [`/v1/wallet/lightning_invoices/lni_${ULID}`, {}, "invoice_id"],
      [`/v1/revenue/payouts/pyo_${ULID}`, {}, "payout_id"],
      [`/v1/events/evt_${ULID}`, {}, "event_id"],
      [`/v1/events/evt_${ULID}/replay`, { method: "POST" }, "event_id"],
      [`/v1/webhook_endpoints/we_${ULID}`, {}, "webhook_endpoint_id"],
      [`/v1/webhook_endpoints/we_${ULID}`, { body: { description: "x" } }, "webhook_endpoint_id"],
      [`/v1/webhook_endpoints/we_${ULID}`, { method: "DELETE" }, "webhook_endpoint_id"],
      [`/v1/webhook_endpoints/we_${ULID}/rotate_secret`, { method: "POST" }, "webhook_endpoint_id"],
      [`/v1/webhook_endpoints/we_${ULID}/ping`, { method: "POST" }, "webhook_endpoint_id"],
      [`/v1/webhook_endpoints/we_${ULID}/deliveries`, {}, "webhook_endpoint_id"],
      [`/v1/test_helpers/deposits/dep_${ULID}/confirm`, { method: "POST", idem: idem() }, "deposit_id"],
      [`/v1/test_helpers/lightning_invoices/lni_${ULID}/pay`, { method: "POST", idem: idem() }, "invoice_id"],
      [`/v1/test_helpers/orders/ord_${ULID}/complete`, { body: { outcome: "fulfilled" }, idem: idem() }, "order_id"],
    ];
    for (const [path, opts, param] of cases) {
      const res = await call<ErrorBody>(path, { key, ...opts });
      expectError(res, 404, "resource_not_found", param);
      expect(res.body.error.message).toMatch(/^No such [a-z ]+: '/);
    }
  });

  it("on the operator API too", async () => {
    const cases: [string, CallOptions, string][] = [
      [`/admin/v1/accounts/acct_${ULID}`, {}, "id"],
      [`/admin/v1/accounts/acct_${ULID}/api_keys`, { body: { mode: "test" } }, "id"],
      [`/admin/v1/api_keys/key_${ULID}`, { method: "DELETE" }, "key_id"],
      ["/admin/v1/offers/off_nothing_sold_here/withdraw", { method: "POST" }, "offer_id"],
    ];
    for (const [path, opts, param] of cases) expectError(await call(path, { key: ADMIN_TOKEN, ...opts }), 404, "resource_not_found", param);
  });
});
