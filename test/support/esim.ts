// A sold sandbox eSIM and the calls that read and act on it, for the tests of the eSIM after the sale.
import { expect } from "vitest";
import { call, newAccount } from "./api";
import { bankTransfer, buy, catalog, eventually, key } from "./money";
import type { RetrieveEsimResponse } from "../../src/routes/orders/retrieve-esim";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";

export const NEVER_INSTALLED = "off_test_never_installed";

export const esimOf = (apiKey: string, orderId: string) => call<RetrieveEsimResponse>(`/v1/orders/${orderId}/esim`, { key: apiKey });

export const control = (apiKey: string, orderId: string, what: "suspend" | "resume" | "revoke", body: unknown = {}, idem = key(what)) =>
  call<RetrieveEsimResponse>(`/v1/orders/${orderId}/esim/${what}`, { key: apiKey, body, idem });

/** A sandbox account that bought one eSIM (of `offerId`, else the cheapest: 1 GB for 7 days), fulfilled. */
export async function soldEsim(offerId?: string) {
  const acct = await newAccount();
  const { esim } = await catalog(acct.key);
  await bankTransfer(acct.key, 20_000);
  const q = await buy(acct.key, offerId ?? esim.id);
  expect(q.status, q.text).toBe(200);
  const orderId = q.body.order_id!;
  const order = await eventually(async () => (await call<RetrieveOrderResponse>(`/v1/orders/${orderId}`, { key: acct.key })).body, (o) => o.status !== "pending");
  return { acct, orderId, order };
}
