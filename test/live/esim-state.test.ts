// A live Airalo eSIM after the sale, through the real app against the Airalo fake: its profile
// state is `unknown` (Airalo reports none) and its service state comes from Airalo's usage status,
// read again when a partner's read finds it 15 minutes old and by the sweep at most every 6
// hours; Airalo offers no control, so suspend, resume and revoke are refused before any call to it.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stableOfferId } from "../../src/providers/live/suppliers/catalog-sync";
import { admin, call, expectError } from "../support/api";
import { fundedLiveAccount } from "../support/live";
import { accountStub, buy, eventually, events, key } from "../support/money";
import { installFakes } from "../fakes/install";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import type { RetrieveEsimResponse } from "../../src/routes/orders/retrieve-esim";
import type { SyncCatalogResponse } from "../../src/routes/admin/suppliers/sync-catalog";

afterEach(() => vi.restoreAllMocks());

const MIN = 60_000;

async function liveEsim() {
  const { airalo, calls } = await installFakes();
  expect((await admin<SyncCatalogResponse>("/admin/v1/catalog/sync", { method: "POST" })).status).toBe(200);
  const acct = await fundedLiveAccount();
  const q = await buy(acct.live, stableOfferId("airalo:change-30days-5gb"));
  expect(q.status, q.text).toBe(200);
  const order = await eventually(async () => (await call<RetrieveOrderResponse>(`/v1/orders/${q.body.order_id}`, { key: acct.live })).body, (o) => o.status !== "pending");
  expect(order.status).toBe("fulfilled");
  const iccid = String(airalo.orders[0]!.sims[0]!.iccid);
  return { airalo, calls, acct, orderId: order.id, iccid, order };
}

/** Moves the eSIM's last check `ms` into the past, as time passing would. */
async function checkedAgo(accountId: string, orderId: string, ms: number): Promise<void> {
  await runInDurableObject(accountStub(accountId, "live"), (_i, state) => {
    state.storage.sql.exec("UPDATE esim_plans SET state_checked_at = ? WHERE order_id = ?", Date.now() - ms, orderId);
  });
}

const usageReads = (calls: { url: string }[]) => calls.filter((c) => c.url.endsWith("/usage")).length;

describe("a live Airalo eSIM", () => {
  it("starts unknown on the phone and ready on the network, checked at its fulfilment, offering top-up and refund only", async () => {
    const { acct, orderId, order, calls } = await liveEsim();
    const res = await call<RetrieveEsimResponse>(`/v1/orders/${orderId}/esim`, { key: acct.live });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      profile_state: "unknown", service_state: "ready", installed_at: null, actions: ["topup", "refund"], checked_at: order.resolved_at, updated_at: order.resolved_at,
    });
    // fresh: Airalo was not asked
    expect(usageReads(calls)).toBe(0);
  });

  it("is read from Airalo's usage status once 15 minutes old: a change fires esim.updated, and the reading is kept", async () => {
    const { acct, orderId, airalo, calls, iccid } = await liveEsim();
    airalo.usageOf.set(iccid, { remaining: 4000, total: 5120, expired_at: "2026-12-23 03:00:00", status: "ACTIVE" });
    await checkedAgo(acct.id, orderId, 16 * MIN);
    const res = await call<RetrieveEsimResponse>(`/v1/orders/${orderId}/esim`, { key: acct.live });
    expect(res.body).toMatchObject({ profile_state: "unknown", service_state: "active", installed_at: null });
    expect(Date.now() - Date.parse(res.body.checked_at)).toBeLessThan(MIN);
    expect(usageReads(calls)).toBe(1);
    const updated = await events(acct.live, "esim.updated");
    expect(updated.map((e) => [e.data.object.previous_service_state, e.data.object.service_state])).toEqual([["ready", "active"]]);
    expect(updated[0]!.livemode).toBe(true);
    // read again at once: the kept reading answers, Airalo is not asked
    await call<RetrieveEsimResponse>(`/v1/orders/${orderId}/esim`, { key: acct.live });
    expect(usageReads(calls)).toBe(1);
  });

  it("keeps its states, with their checked_at, when Airalo cannot be read", async () => {
    const { acct, orderId, airalo } = await liveEsim();
    await checkedAgo(acct.id, orderId, 20 * MIN);
    for (let i = 0; i < 4; i++) airalo.readFaults.push({ kind: "status", status: 503, body: { message: "down" } });
    const res = await call<RetrieveEsimResponse>(`/v1/orders/${orderId}/esim`, { key: acct.live });
    expect(res.status, res.text).toBe(200);
    expect(res.body.service_state).toBe("ready");
    expect(Date.now() - Date.parse(res.body.checked_at)).toBeGreaterThan(19 * MIN);
    expect(await events(acct.live, "esim.updated")).toEqual([]);
  });

  it("refuses suspend, resume and revoke as its supplier offers none, without calling Airalo or changing anything", async () => {
    const { acct, orderId, calls } = await liveEsim();
    const before = calls.length;
    for (const [what, body] of [["suspend", {}], ["resume", {}], ["revoke", { reason: "lost" }]] as const) {
      const res = await call(`/v1/orders/${orderId}/esim/${what}`, { key: acct.live, body, idem: key(what) });
      expectError(res, 409, "esim_action_unavailable");
    }
    const refused = await call(`/v1/orders/${orderId}/esim/suspend`, { key: acct.live, body: {}, idem: key("s") });
    expect(refused.text).toContain("supplier does not offer to suspend");
    expect(calls.length).toBe(before);
    expect((await call<RetrieveEsimResponse>(`/v1/orders/${orderId}/esim`, { key: acct.live })).body.service_state).toBe("ready");
    expect([...(await events(acct.live, "esim.suspended")), ...(await events(acct.live, "esim.updated"))]).toEqual([]);
  });

  it("is re-read by the sweep at most every 6 hours, and not once expired", async () => {
    const { acct, orderId, airalo, calls, iccid } = await liveEsim();
    const sweep = () => accountStub(acct.id, "live").sweep(Date.now());
    // checked 5 hours ago: the sweep leaves it
    await checkedAgo(acct.id, orderId, 5 * 60 * MIN);
    expect((await sweep()).esimStatesRead).toBe(0);
    expect(usageReads(calls)).toBe(0);
    // 7 hours ago: read, and Airalo's FINISHED makes it depleted
    airalo.usageOf.set(iccid, { remaining: 0, total: 5120, expired_at: "2026-12-23 03:00:00", status: "FINISHED" });
    await checkedAgo(acct.id, orderId, 7 * 60 * MIN);
    expect((await sweep()).esimStatesRead).toBe(1);
    expect((await call<RetrieveEsimResponse>(`/v1/orders/${orderId}/esim`, { key: acct.live })).body.service_state).toBe("depleted");
    // a second run finds nothing due (the reading is an hour's sweep old at most)
    expect((await sweep()).esimStatesRead).toBe(0);
    // expired: never re-read by the sweep again
    airalo.usageOf.set(iccid, { remaining: 0, total: 5120, expired_at: "2026-12-23 03:00:00", status: "EXPIRED" });
    airalo.now = () => Date.now() + 60 * MIN;
    await env.DB.prepare("DELETE FROM esim_usage_cache").run();
    await checkedAgo(acct.id, orderId, 7 * 60 * MIN);
    expect((await sweep()).esimStatesRead).toBe(1);
    expect((await call<RetrieveEsimResponse>(`/v1/orders/${orderId}/esim`, { key: acct.live })).body).toMatchObject({ service_state: "expired", actions: ["topup"] });
    const reads = usageReads(calls);
    await checkedAgo(acct.id, orderId, 24 * 60 * MIN);
    expect((await sweep()).esimStatesRead).toBe(0);
    expect(usageReads(calls)).toBe(reads);
  });
});
