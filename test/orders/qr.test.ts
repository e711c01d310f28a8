// The eSIM QR code: served for fulfilled eSIM orders only, exactly the rendering of the
// deliverable's lpa string (which test/node/qr.test.ts decodes with an independent reader).
import { describe, expect, it } from "vitest";
import { call, expectError, newAccount, type ErrorBody } from "../support/api";
import { OFFER, bankTransfer, buy, catalog, eventually } from "../support/money";
import { qrSvg } from "../../src/lib/qr";
import type { ListEventsResponse } from "../../src/routes/events/list";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import type { RetrieveOrderQrResponse } from "../../src/routes/orders/retrieve-qr";

/** The deliverable's fields these tests read; the API keeps it an open record. */
type Deliverable = { type: string; lpa: string; qr_code_url?: string };
/** An order once settled, its deliverable read in the fields above. */
type SettledOrder = Omit<RetrieveOrderResponse, "deliverable"> & { deliverable: Deliverable };

async function settled(apiKey: string, orderId: string | null | undefined): Promise<SettledOrder> {
  const read = async () => (await call<RetrieveOrderResponse>(`/v1/orders/${orderId}`, { key: apiKey })).body;
  return (await eventually(read, (o) => o.status !== "pending")) as SettledOrder;
}

async function fulfilledEsim() {
  const acct = await newAccount();
  const { esim } = await catalog(acct.key);
  await bankTransfer(acct.key, 10_000);
  const q = (await buy(acct.key, esim.id)).body;
  const order = await settled(acct.key, q.order_id);
  expect(order.status).toBe("fulfilled");
  return { acct, order };
}

describe("eSIM QR code", () => {
  it("is linked from the deliverable and renders the lpa string as SVG, never cached", async () => {
    const { acct, order } = await fulfilledEsim();
    expect(order.deliverable.qr_code_url).toBe(`/v1/orders/${order.id}/qr.svg`);

    const res = await call<RetrieveOrderQrResponse>(order.deliverable.qr_code_url!, { key: acct.key });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.text).toBe(qrSvg(order.deliverable.lpa));
    expect(res.text.startsWith("<svg")).toBe(true);
  });

  it("carries qr_code_url in the order.fulfilled event too", async () => {
    const { acct, order } = await fulfilledEsim();
    const evs = (await call<ListEventsResponse>("/v1/events?type=order.fulfilled", { key: acct.key })).body.data;
    expect((evs[0]!.data.object.deliverable as Deliverable).qr_code_url).toBe(`/v1/orders/${order.id}/qr.svg`);
  });

  it("needs the API key of the order's own account", async () => {
    const { acct, order } = await fulfilledEsim();
    expectError(await call(`/v1/orders/${order.id}/qr.svg`), 401, "api_key_required");
    const other = await newAccount();
    expectError(await call(`/v1/orders/${order.id}/qr.svg`, { key: other.key }), 404, "resource_not_found");
    expectError(await call(`/v1/orders/ord_nope/qr.svg`, { key: acct.key }), 404, "resource_not_found");
  });

  it("answers 409 invalid_state for a top-up, which has no eSIM profile, and a top-up has no qr_code_url", async () => {
    const acct = await newAccount();
    const { topup } = await catalog(acct.key);
    await bankTransfer(acct.key, 10_000);
    const number = ({ MX: "+525512345678", PH: "+639171234567", NG: "+2348031234567", IN: "+919812345678" } as Record<string, string>)[topup.coverage.countries[0]!];
    const q = (await buy(acct.key, topup.id, "wallet", { destination: number })).body;
    expect(q.order_id, JSON.stringify(q)).toBeTruthy();
    const order = await settled(acct.key, q.order_id);
    expect(order.deliverable.type).toBe("topup_receipt");
    expect(order.deliverable.qr_code_url).toBeUndefined();
    expectError(await call(`/v1/orders/${order.id}/qr.svg`, { key: acct.key }), 409, "invalid_state");
  });

  it("answers 409 invalid_state while the order is pending", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 5_000);
    const q = (await buy(acct.key, OFFER.stays)).body;
    expect((await call<RetrieveOrderResponse>(`/v1/orders/${q.order_id}`, { key: acct.key })).body.status).toBe("pending");
    const res = await call<ErrorBody>(`/v1/orders/${q.order_id}/qr.svg`, { key: acct.key });
    expectError(res, 409, "invalid_state");
    expect(res.body.error.message).toMatch(/not fulfilled yet/);
  });
});
