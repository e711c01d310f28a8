// Two routes behind one live offer, for the tests of routing, failover and eSIM Access's
// notifications: both fakes with eSIM Access switched on, the shared catalog synced (the US 1 GB /
// 7 days offer: eSIM Access at 4.40 before Airalo at 4.50), a funded live account, and ways to
// look inside the order's object and drive its runs as the queue consumer would.
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { afterEach, expect, vi } from "vitest";
import { fulfilOrders } from "../../src/jobs/fulfilment";
import { stableOfferId } from "../../src/providers/live/suppliers/catalog-sync";
import { forgetCircuitsInIsolate } from "../../src/providers/live/suppliers/circuit";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import type { SyncCatalogResponse } from "../../src/routes/admin/suppliers/sync-catalog";
import type { RetrieveOfferResponse } from "../../src/routes/offers/retrieve";
import { admin, call } from "./api";
import { accountStub, buy, eventually } from "./money";
import { fundedLiveAccount } from "./live";
import { installFakes, useEsimAccess } from "../fakes/install";

export const OFFER = stableOfferId("airalo:change-7days-1gb");
export const EA = "esimaccess:CKH491";
export const AIRALO = "airalo:change-7days-1gb";

export function liveSql<T extends Record<string, SqlStorageValue>>(accountId: string, query: string, ...params: SqlStorageValue[]): Promise<T[]> {
  return runInDurableObject(accountStub(accountId, "live"), (_i, state) => state.storage.sql.exec<T>(query, ...params).toArray());
}

export const attemptsOf = (accountId: string, orderId: string) =>
  liveSql<{ n: number; sku: string; state: string; retry: string | null; reason: string | null; settlement: string | null }>(
    accountId, "SELECT n, sku, state, retry, reason, settlement FROM order_attempts WHERE order_id = ? ORDER BY n", orderId,
  );

export const orderRow = async (accountId: string, orderId: string) =>
  (await liveSql<{ supplier_sku: string; cost: number; supplier_ref: string | null; followup_until: number; supplier_lease_owner: string | null }>(
    accountId, "SELECT supplier_sku, cost, supplier_ref, followup_until, supplier_lease_owner FROM orders WHERE id = ?", orderId,
  ))[0]!;

export const orderOf = (apiKey: string, id: string, until: (o: RetrieveOrderResponse) => boolean = (o) => o.status !== "pending") =>
  eventually(async () => (await call<RetrieveOrderResponse>(`/v1/orders/${id}`, { key: apiKey })).body, until, 15_000);

/** The order's first run (the object's own) has let go of it. */
export const runDone = (accountId: string, orderId: string) =>
  eventually(() => orderRow(accountId, orderId), (o) => o.supplier_lease_owner === null, 15_000);

/** Both fakes, eSIM Access on until the returned `restore`, the catalog synced, a funded live account. */
export async function twoRoutes() {
  const fakes = await installFakes();
  const restore = useEsimAccess();
  fakes.esimaccess.packages.find((p) => p.packageCode === "CKH491")!.price = 44_000;
  const synced = await admin<SyncCatalogResponse>("/admin/v1/catalog/sync", { method: "POST" });
  expect(synced.status, synced.text).toBe(200);
  const acct = await fundedLiveAccount();
  const offer = (await call<RetrieveOfferResponse>(`/v1/offers/${OFFER}`, { key: acct.live })).body;
  return { ...fakes, acct, price: offer.price.amount, restore };
}
export type TwoRoutes = Awaited<ReturnType<typeof twoRoutes>>;

/**
 * For a file whose tests each start from twoRoutes(): the set-up to call, with eSIM Access
 * switched off again and the fetch spies restored after each test.
 */
export function useTwoRoutes(): () => Promise<TwoRoutes> {
  let restore: (() => void) | null = null;
  afterEach(() => {
    vi.restoreAllMocks();
    restore?.();
    restore = null;
  });
  return async () => {
    const f = await twoRoutes();
    restore = f.restore;
    return f;
  };
}

/** Every eSIM sold for this order at either supplier, cancelled ones apart. */
export function esimsSold(f: TwoRoutes, orderId: string) {
  const ea = [...f.esimaccess.profiles.values()].filter((p) => p.transactionId.startsWith(`${orderId}-`) && p.esimStatus !== "CANCEL");
  const airalo = f.airalo.orders.filter((o) => o.description === orderId);
  return { ea, airalo, total: ea.length + airalo.length };
}

/** A wallet purchase of the two-route offer; its order id. */
export async function purchase(f: TwoRoutes): Promise<string> {
  const q = await buy(f.acct.live, OFFER);
  expect(q.status, q.text).toBe(200);
  return q.body.order_id!;
}

/** Both suppliers' circuits just opened: no route may be tried, so a new order waits without an attempt. */
export async function openCircuits(now: number) {
  await env.DB.batch(["esimaccess", "airalo"].map((s) =>
    env.DB.prepare(
      `INSERT INTO supplier_circuits (supplier, state, opened_at, changed_at) VALUES (?, 'open', ?, ?)
       ON CONFLICT (supplier) DO UPDATE SET state = 'open', opened_at = excluded.opened_at, changed_at = excluded.changed_at`,
    ).bind(s, now, now),
  ));
  forgetCircuitsInIsolate();
}

/** As the queue consumer would, once the order's due time came. */
export const handOver = (accountId: string, orderId: string) => fulfilOrders(env, { accountId, mode: "live" }, [orderId]);
