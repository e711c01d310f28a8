// Airalo's low-data and expiry notices, live, through the real intake route against the Airalo
// fake: verified by airalo-signature (raw body or its compact form), matched to the order by
// ICCID, borne out by a fresh usage reading before esim.low_data / esim.expiring is recorded, and
// announced once however often the notice comes.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stableOfferId } from "../../src/providers/live/suppliers/catalog-sync";
import { admin, call, expectError } from "../support/api";
import { fundedLiveAccount } from "../support/live";
import { buy, eventually, events, wallet } from "../support/money";
import { installFakes } from "../fakes/install";
import type { FakeAiralo } from "../fakes/airalo";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import type { SyncCatalogResponse } from "../../src/routes/admin/suppliers/sync-catalog";

afterEach(() => vi.restoreAllMocks());

type Received = { received: true; ignored?: string };

async function liveEsim() {
  const { airalo, calls } = await installFakes();
  expect((await admin<SyncCatalogResponse>("/admin/v1/catalog/sync", { method: "POST" })).status).toBe(200);
  const acct = await fundedLiveAccount();
  const live = acct.live;
  expect((await wallet(live)).balance.amount).toBe(50_000);
  const q = await buy(live, stableOfferId("airalo:change-30days-5gb"));
  expect(q.status, q.text).toBe(200);
  const order = await eventually(async () => (await call<RetrieveOrderResponse>(`/v1/orders/${q.body.order_id}`, { key: live })).body, (o) => o.status !== "pending");
  expect(order.status).toBe("fulfilled");
  const iccid = String(airalo.orders[0]!.sims[0]!.iccid);
  // the notice finds the account through the ICCID's reference index row, written once the order committed
  await eventually(
    () => env.DB.prepare("SELECT account_id FROM reference_index WHERE kind = 'iccid' AND value = ? AND mode = 'live'").bind(iccid).first<{ account_id: string }>(),
    (r) => r?.account_id === acct.id,
  );
  return { airalo, calls, live, orderId: order.id, iccid };
}

async function deliver(airalo: FakeAiralo, iccid: string, level: "75%" | "90%" | "3days" | "1days", opts: { pretty?: boolean; signature?: string; mode?: string } = {}) {
  const n = await airalo.lowDataNotice(iccid, level, opts);
  return call<Received>(`/hooks/airalo/${opts.mode ?? "live"}`, {
    key: null, rawBody: n.body, headers: { "airalo-signature": opts.signature ?? n.signature, "content-type": "application/json" },
  });
}

/** Airalo answers one usage read per ICCID per 15 minutes: the fake's clock moves past that. */
function laterReads(airalo: FakeAiralo) {
  const base = airalo.now;
  let shift = 0;
  airalo.now = () => base() + (shift += 16 * 60_000);
}

describe("Airalo low-data notices (live)", () => {
  it("a signed 75% notice borne out by a fresh usage reading records esim.low_data once, with that reading", async () => {
    const { airalo, calls, live, orderId, iccid } = await liveEsim();
    laterReads(airalo);
    airalo.usageOf.set(iccid, { remaining: 1000, total: 5120, expired_at: "2026-12-23 03:00:00" });
    const res = await deliver(airalo, iccid, "75%");
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ received: true });
    const low = await events(live, "esim.low_data");
    expect(low).toHaveLength(1);
    expect(low[0]!.data.object).toEqual({
      object: "esim_usage", iccid, status: "active", data_total_mb: 5120, data_remaining_mb: 1000, unlimited: false,
      expires_at: "2026-12-23T03:00:00.000Z", checked_at: expect.any(String), order_id: orderId, threshold: "75%",
    });
    expect(low[0]!.livemode).toBe(true);

    // the same notice again (Airalo has no timestamp to refuse a replay by): acknowledged, not
    // announced again, and Airalo is not asked for usage again
    const reads = calls.filter((c) => c.url.endsWith("/usage")).length;
    const again = await deliver(airalo, iccid, "75%", { pretty: true });
    expect(again.status, again.text).toBe(200);
    expect(again.body.ignored).toBe("already announced");
    expect(await events(live, "esim.low_data")).toHaveLength(1);
    expect(calls.filter((c) => c.url.endsWith("/usage")).length).toBe(reads);
  });

  it("a notice the fresh reading does not bear out records nothing; one signed over the compact body (sent spaced out) is accepted", async () => {
    const { airalo, live, iccid } = await liveEsim();
    laterReads(airalo);
    // 812 of 1024 MB left: about 21 % used, not 90 %
    const early = await deliver(airalo, iccid, "90%");
    expect(early.status, early.text).toBe(200);
    expect(early.body.ignored).toBe("not borne out by the usage reading");
    expect(await events(live, "esim.low_data")).toEqual([]);

    airalo.usageOf.set(iccid, { remaining: 100, total: 5120, expired_at: "2026-12-23 03:00:00" });
    const later = await deliver(airalo, iccid, "90%", { pretty: true });
    expect(later.status, later.text).toBe(200);
    expect((await events(live, "esim.low_data")).map((e) => e.data.object.threshold)).toEqual(["90%"]);
  });

  it("an expiry notice records esim.expiring when validity ends within its days", async () => {
    const { airalo, live, orderId, iccid } = await liveEsim();
    laterReads(airalo);
    const end = new Date(Date.now() + 2.5 * 86_400_000).toISOString().replace("T", " ").slice(0, 19);
    airalo.usageOf.set(iccid, { remaining: 3000, total: 5120, expired_at: end });
    expect((await deliver(airalo, iccid, "3days")).body).toEqual({ received: true });
    // one day is not yet borne out (two and a half days left)
    expect((await deliver(airalo, iccid, "1days")).body.ignored).toBe("not borne out by the usage reading");
    const expiring = await events(live, "esim.expiring");
    expect(expiring.map((e) => e.data.object)).toEqual([expect.objectContaining({ order_id: orderId, threshold: "3d", iccid })]);
  });

  it("answers Airalo's HEAD check of the notification URL with 200", async () => {
    const res = await call("/hooks/airalo/live", { method: "HEAD", key: null });
    expect(res.status).toBe(200);
  });

  it("refuses a bad signature with 401 and records nothing; unknown ICCIDs and other notices are acknowledged and ignored; no Airalo intake in test mode", async () => {
    const { airalo, live, iccid } = await liveEsim();
    laterReads(airalo);
    airalo.usageOf.set(iccid, { remaining: 10, total: 5120, expired_at: "2026-12-23 03:00:00" });
    expectError(await deliver(airalo, iccid, "90%", { signature: "00".repeat(64) }), 401, "invalid_api_key");
    expectError(await call("/hooks/airalo/live", { key: null, rawBody: JSON.stringify({ level: "90%", iccid }) }), 401, "invalid_api_key");
    expect(await events(live, "esim.low_data")).toEqual([]);

    expect((await deliver(airalo, "8944000000000000000", "90%")).body).toEqual({ received: true, ignored: "unknown ICCID" });
    const credit = JSON.stringify({ message: "Credit limit reached 80%", remaining: 120 });
    const { hmacHex } = await import("../../src/lib/crypto");
    const other = await call<Received>("/hooks/airalo/live", { key: null, rawBody: credit, headers: { "airalo-signature": await hmacHex("SHA-512", airalo.clientSecret, credit) } });
    expect(other.body).toEqual({ received: true, ignored: "not a low-data notice" });

    expectError(await deliver(airalo, iccid, "90%", { mode: "test" }), 404, "resource_not_found");
    expect(await events(live, "esim.low_data")).toEqual([]);
  });

});
