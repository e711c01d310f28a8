// A live batch: its orders are written pending in the batch's step and asked of the supplier once
// that step has committed, as a single live purchase's are; the batch answers `processing`, and
// the step that records its last order's answer completes it, with order_batch.completed once.
import { afterEach, describe, expect, it, vi } from "vitest";
import { stableOfferId } from "../../src/providers/live/suppliers/catalog-sync";
import { admin, call } from "../support/api";
import { fundedLiveAccount } from "../support/live";
import { eventually, events, expectLedgerConsistent, listAll } from "../support/money";
import { installFakes } from "../fakes/install";
import type { SyncCatalogResponse } from "../../src/routes/admin/suppliers/sync-catalog";
import type { RetrieveOrderBatchResponse } from "../../src/routes/order-batches/read";
import type { ListOrderBatchOrdersResponse } from "../../src/routes/order-batches/list-orders";
import { buyBatch } from "./support";

afterEach(() => vi.restoreAllMocks());

async function liveAccount() {
  await installFakes();
  expect((await admin<SyncCatalogResponse>("/admin/v1/catalog/sync", { method: "POST" })).status).toBe(200);
  const acct = await fundedLiveAccount();
  const live = acct.live;
  return { id: acct.id, live };
}

describe("a live order batch", () => {
  it("answers processing, its orders asked of the supplier after the commit, and completes once when the last is fulfilled", async () => {
    const acct = await liveAccount();
    const res = await buyBatch(acct.live, { items: [{ offer_id: stableOfferId("airalo:change-7days-1gb"), quantity: 3 }] });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ livemode: true, status: "processing", counts: { orders: 3, pending: 3, fulfilled: 0, failed: 0 }, completed_at: null });
    const done = await eventually(
      async () => (await call<RetrieveOrderBatchResponse>(`/v1/order_batches/${res.body.id}`, { key: acct.live })).body,
      (b) => b.status === "completed",
    );
    expect(done.counts).toEqual({ orders: 3, pending: 0, fulfilled: 3, failed: 0 });
    const orders = await listAll<ListOrderBatchOrdersResponse>(acct.live, `/v1/order_batches/${res.body.id}/orders`);
    expect(orders.every((o) => o.status === "fulfilled" && o.batch_id === res.body.id && o.deliverable !== null)).toBe(true);
    expect((await events(acct.live, "order_batch.completed")).map((e) => e.data.object)).toEqual([done]);
    await expectLedgerConsistent(acct.id, "live");
  });
});
