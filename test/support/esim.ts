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

/** The key's account buys one eSIM (of `offerId`, else the cheapest: 1 GB for 7 days) with `cents` put in its wallet first; answers the order once resolved. */
export async function buyEsim(apiKey: string, offerId?: string, cents = 20_000) {
  const { esim } = await catalog(apiKey);
  await bankTransfer(apiKey, cents);
  const q = await buy(apiKey, offerId ?? esim.id);
  expect(q.status, q.text).toBe(200);
  const order = await eventually(async () => (await call<RetrieveOrderResponse>(`/v1/orders/${q.body.order_id}`, { key: apiKey })).body, (o) => o.status !== "pending");
  return { order, offer: esim };
}

/** A new sandbox account that bought one eSIM (buyEsim). */
export async function soldEsim(offerId?: string, cents?: number) {
  const acct = await newAccount();
  const { order, offer } = await buyEsim(acct.key, offerId, cents);
  return { acct, orderId: order.id, order, offer };
}
