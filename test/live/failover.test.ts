// One offer, two routes (eSIM Access cheaper, Airalo next), bought with live keys through the real
// app against both fakes: exactly one eSIM per order whatever goes wrong at the first route (a
// refusal, a timeout whose purchase went through or did not, a purchase that turns up after the
// order left, a run of 5xx answers, a crash between the supplier's answer and our commit, runs
// racing for one order), the route that served recorded for operators, the failover and the
// duplicate listed, and nothing of it in anything the partner sees.
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { circuitReports, forgetCircuitsInIsolate } from "../../src/providers/live/suppliers/circuit";
import { providersFor } from "../../src/providers";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import type { ListOrdersResponse } from "../../src/routes/orders/list";
import { admin, call, expectError } from "../support/api";
import { stableOfferId } from "../../src/providers/live/suppliers/catalog-sync";
import { accountStub, eventually, events, expectLedgerConsistent, wallet } from "../support/money";
import { report } from "../reporting/support";
import {
  AIRALO, attemptsOf, EA, esimsSold, handOver, liveSql, OFFER, openCircuits, orderOf, orderRow, purchase, runDone, useTwoRoutes, type TwoRoutes,
} from "../support/routes";

const setUp = useTwoRoutes();

/**
 * An order bought while both suppliers' circuits were open: its first run tried no route, so it
 * waits without an attempt; the circuits are closed again (the next run may try any route).
 */
async function waitingWithoutAttempt(f: TwoRoutes): Promise<string> {
  await openCircuits(Date.now());
  const id = await purchase(f);
  await runDone(f.acct.id, id);
  expect(await attemptsOf(f.acct.id, id)).toEqual([]);
  await env.DB.prepare("DELETE FROM supplier_circuits").run();
  forgetCircuitsInIsolate();
  return id;
}

describe("one offer, two routes", () => {
  it("is priced from the cheapest route and carries both, cheapest first; its id is the one the Airalo package always had", async () => {
    const f = await setUp();
    expect(f.price).toBe(Math.ceil(440 * 1.3));
    const stored = await env.DB.prepare("SELECT supplier_sku, cost_cents, routes FROM offers WHERE id = ?").bind(OFFER).first<{ supplier_sku: string; cost_cents: number; routes: string }>();
    expect(stored).toEqual({ supplier_sku: EA, cost_cents: 440, routes: JSON.stringify([{ sku: EA, cost: 440, price: 44_000 }, { sku: AIRALO, cost: 450 }]) });
  });

  it("buys at the cheapest route when it answers: one eSIM, the route and its cost kept on the order", async () => {
    const f = await setUp();
    const id = await purchase(f);
    const order = await orderOf(f.acct.live, id);
    expect(order.status).toBe("fulfilled");
    const sold = esimsSold(f, id);
    expect(sold.total).toBe(1);
    expect(sold.ea).toHaveLength(1);
    expect(order.deliverable).toMatchObject({ type: "esim_profile", iccid: sold.ea[0]!.iccid, lpa: sold.ea[0]!.ac });
    expect(await orderRow(f.acct.id, id)).toMatchObject({ supplier_sku: EA, cost: 440, supplier_ref: sold.ea[0]!.esimTranNo });
    expect(await attemptsOf(f.acct.id, id)).toEqual([{ n: 1, sku: EA, state: "fulfilled", retry: null, reason: null, settlement: null }]);
    expect(f.airalo.orderPosts).toBe(0);
    expect(f.esimaccess.requests.find((r) => r.path === "esim/order")!.body.transactionId).toBe(`${id}-1`);
  });
});

describe("failover, never twice", () => {
  for (const [name, fault, reason, retry] of [
    ["sold out", (f: TwoRoutes) => f.esimaccess.soldOut.add("CKH491"), "supplier: out of stock", null],
    ["refused (the package is gone)", (f: TwoRoutes) => void (f.esimaccess.packages = f.esimaccess.packages.filter((p) => p.packageCode !== "CKH491")), "supplier: the package is unknown", null],
    ["refused (our balance there is too low)", (f: TwoRoutes) => void (f.esimaccess.balance = 100), "supplier: our balance with the supplier is too low", "balance"],
    ["unreachable (connection refused)", (f: TwoRoutes) => void f.esimaccess.orderFaults.push({ kind: "refuse-connection" }), "supplier: the supplier could not be reached", "unreached"],
  ] as const) {
    it(`${name} at the cheapest route: the next route fulfils, once; the failover is listed`, async () => {
      const f = await setUp();
      fault(f);
      const before = (await wallet(f.acct.live)).balance.amount;
      const id = await purchase(f);
      const order = await orderOf(f.acct.live, id);
      expect(order.status).toBe("fulfilled");
      const sold = esimsSold(f, id);
      expect(sold).toMatchObject({ total: 1, ea: [] });
      expect(order.deliverable).toMatchObject({ iccid: sold.airalo[0]!.sims[0]!.iccid });
      expect(await attemptsOf(f.acct.id, id)).toEqual([
        { n: 1, sku: EA, state: "refused", retry, reason, settlement: null },
        { n: 2, sku: AIRALO, state: "fulfilled", retry: null, reason: null, settlement: null },
      ]);
      expect(await orderRow(f.acct.id, id)).toMatchObject({ supplier_sku: AIRALO, cost: 450, followup_until: 0 });
      const failover = await env.DB.prepare("SELECT * FROM supplier_failovers WHERE order_id = ?").bind(id).all();
      expect(failover.results).toEqual([{ order_id: id, attempt: 1, account_id: f.acct.id, mode: "live", from_sku: EA, reason, at: expect.any(Number) }]);
      // the partner paid once, was told once
      expect((await wallet(f.acct.live)).balance.amount).toBe(before - f.price);
      expect((await events(f.acct.live, "order.fulfilled")).filter((e) => e.data.object.id === id)).toHaveLength(1);
      await expectLedgerConsistent(f.acct.id, "live");
    });
  }

  it("a timeout whose purchase went through: the look-up finds it, and the next route is never asked", async () => {
    const f = await setUp();
    f.esimaccess.orderFaults.push({ kind: "hang-after-create" });
    const id = await purchase(f);
    const order = await orderOf(f.acct.live, id);
    expect(order.status).toBe("fulfilled");
    expect(esimsSold(f, id)).toMatchObject({ total: 1, airalo: [] });
    expect(f.airalo.orderPosts).toBe(0);
    expect(await attemptsOf(f.acct.id, id)).toEqual([{ n: 1, sku: EA, state: "fulfilled", retry: null, reason: null, settlement: null }]);
  });

  it("a timeout that bought nothing: not there, so the next route fulfils; the purchase turning up there later is a duplicate, cancelled at once", async () => {
    const f = await setUp();
    // the answer never comes, and eSIM Access places the order only after our look-up found nothing
    f.esimaccess.orderFaults.push({ kind: "create-later", afterMs: 1_500 });
    const paid = (await wallet(f.acct.live)).balance.amount;
    const id = await purchase(f);
    const order = await orderOf(f.acct.live, id);
    expect(order.status).toBe("fulfilled");
    expect(await attemptsOf(f.acct.id, id)).toMatchObject([{ n: 1, sku: EA, state: "absent" }, { n: 2, sku: AIRALO, state: "fulfilled" }]);
    // the route it left is watched for a while
    expect((await orderRow(f.acct.id, id)).followup_until).toBeGreaterThan(Date.now());
    const eventsBefore = await events(f.acct.live);
    await eventually(async () => f.esimaccess.orders.get(`${id}-1`), (o) => o !== undefined);
    const eaBalance = f.esimaccess.balance;
    // the follow-up's due time came: it looks the route up, finds the late purchase, cancels it
    expect(await handOver(f.acct.id, id)).toEqual(["resolved"]);
    const dupe = f.esimaccess.orders.get(`${id}-1`)!;
    expect(f.esimaccess.profiles.get(dupe.esimTranNo)!.esimStatus).toBe("CANCEL");
    expect(f.esimaccess.balance).toBe(eaBalance + 44_000);
    expect(esimsSold(f, id)).toMatchObject({ total: 1, ea: [] });
    expect(await attemptsOf(f.acct.id, id)).toMatchObject([{ n: 1, state: "duplicate", settlement: "cancelled" }, { n: 2, state: "fulfilled" }]);
    expect((await orderRow(f.acct.id, id)).followup_until).toBe(0);
    const listed = await env.DB.prepare("SELECT * FROM supplier_duplicates WHERE order_id = ?").bind(id).all();
    expect(listed.results).toEqual([expect.objectContaining({ order_id: id, attempt: 1, sku: EA, cost: 440, outcome: "cancelled", supplier_reference: dupe.orderNo })]);
    // the partner's order, money and events did not change
    expect(await orderOf(f.acct.live, id)).toEqual(order);
    expect((await wallet(f.acct.live)).balance.amount).toBe(paid - f.price);
    expect(await events(f.acct.live)).toEqual(eventsBefore);
    // a second follow-up (a redelivered message) changes nothing
    expect(await handOver(f.acct.id, id)).toEqual(["skipped"]);
    expect(f.esimaccess.requests.filter((r) => r.path === "esim/cancel")).toHaveLength(1);
    // a run that died after eSIM Access cancelled it, before recording so, settles it again: the
    // repeat's refusal ("not in this status") reads the profile back and finds it cancelled, so
    // the duplicate is cancelled, not listed for an operator to chase a refund already made
    const again = await providersFor(env, "live").supplier.settleDuplicate!({
      orderId: id, accountId: f.acct.id, mode: "live", sku: EA, attempt: 1, iccid: null, supplierRef: dupe.esimTranNo, upstreamId: dupe.orderNo, orderRefunded: false,
    });
    expect(again).toEqual({ outcome: "cancelled" });
    expect(f.esimaccess.requests.filter((r) => r.path === "esim/cancel")).toHaveLength(2);
    expect(f.esimaccess.balance).toBe(eaBalance + 44_000);
  });

  it("a run of 5xx answers: the order waits at that route (never a second purchase meanwhile); five failures open the circuit, so new orders skip it; the first moves on once the supplier answers that it has nothing", async () => {
    const f = await setUp();
    const alerts: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: unknown) => void (String(line).includes('"level":"alert"') && alerts.push(String(line))));
    f.esimaccess.fiveXX = 100_000;
    const first = await purchase(f);
    await runDone(f.acct.id, first);
    expect((await orderOf(f.acct.live, first, () => true)).status).toBe("pending");
    expect(await attemptsOf(f.acct.id, first)).toMatchObject([{ n: 1, sku: EA, state: "open" }]);
    expect(f.airalo.orderPosts).toBe(0);
    // two more orders, each two failed calls: the circuit opens
    for (let i = 0; i < 2; i++) await runDone(f.acct.id, await purchase(f));
    forgetCircuitsInIsolate();
    const eaRequests = f.esimaccess.requests.length;
    const skipped = await purchase(f);
    expect((await orderOf(f.acct.live, skipped)).status).toBe("fulfilled");
    expect(esimsSold(f, skipped)).toMatchObject({ total: 1, ea: [] });
    expect(f.esimaccess.requests.length).toBe(eaRequests);
    expect(await attemptsOf(f.acct.id, skipped)).toMatchObject([{ n: 1, sku: AIRALO, state: "fulfilled" }]);
    // eSIM Access answers again: the first order's open attempt is looked up (never bought again), not there, so the next route serves
    f.esimaccess.fiveXX = 0;
    expect(await handOver(f.acct.id, first)).toEqual(["resolved"]);
    expect((await orderOf(f.acct.live, first)).status).toBe("fulfilled");
    expect(esimsSold(f, first)).toMatchObject({ total: 1, ea: [] });
    // one order call for each of the three orders sent while it failed; none when the first was looked up again
    expect(f.esimaccess.requests.filter((r) => r.path === "esim/order")).toHaveLength(3);
    expect(alerts.map((l) => JSON.parse(l).msg).filter((m) => m.startsWith("supplier circuit"))).toEqual(["supplier circuit opened", "supplier circuit closed"]);
  });

  it("a minute after a circuit opened one order goes through it (the probe), and its success closes it; while another order holds the probe, orders skip it", async () => {
    const f = await setUp();
    const now = Date.now();
    const openSince = (at: number, probeUntil = 0) =>
      env.DB.prepare(
        `INSERT INTO supplier_circuits (supplier, state, opened_at, probe_until, changed_at) VALUES ('esimaccess', 'open', ?, ?, ?)
         ON CONFLICT (supplier) DO UPDATE SET state = 'open', opened_at = excluded.opened_at, probe_until = excluded.probe_until, failures = '[]'`,
      ).bind(at, probeUntil, at).run();
    // another order holds the probe: this one goes to the next route
    await openSince(now - 61_000, now + 60_000);
    forgetCircuitsInIsolate();
    const skipped = await purchase(f);
    expect((await orderOf(f.acct.live, skipped)).status).toBe("fulfilled");
    expect(esimsSold(f, skipped)).toMatchObject({ total: 1, ea: [] });
    // the probe is free: this order takes it, eSIM Access sells, the circuit closes
    await openSince(now - 61_000);
    forgetCircuitsInIsolate();
    const probe = await purchase(f);
    expect((await orderOf(f.acct.live, probe)).status).toBe("fulfilled");
    expect(esimsSold(f, probe)).toMatchObject({ total: 1, airalo: [] });
    forgetCircuitsInIsolate();
    expect((await circuitReports(env, ["esimaccess"])).get("esimaccess")!.state).toBe("closed");
  });

  it("a crash between the supplier's answer and our commit: the next run asks that supplier what became of it, and buys nowhere else", async () => {
    const f = await setUp();
    const id = await waitingWithoutAttempt(f);
    // a run that sends the purchase, and dies before the step that records the answer
    await runInDurableObject(accountStub(f.acct.id, "live"), async (instance) => {
      const obj = instance as unknown as {
        runDeps: (ref: unknown, supplier: unknown) => { step: (fn: unknown) => unknown };
        fulfilOne: (ref: unknown, supplier: unknown, orderId: string, run: string) => Promise<unknown>;
      };
      const real = obj.runDeps.bind(obj);
      obj.runDeps = (ref, supplier) => {
        const deps = real(ref, supplier);
        let steps = 0;
        return { ...deps, step: (fn: unknown) => { if (++steps === 2) throw new Error("the object was reset"); return deps.step(fn); } };
      };
      try {
        await expect(obj.fulfilOne({ accountId: f.acct.id, mode: "live" }, providersFor(env, "live").supplier, id, "handed_over")).rejects.toThrow("the object was reset");
      } finally {
        delete (obj as { runDeps?: unknown }).runDeps;
      }
    });
    expect(f.esimaccess.orders.get(`${id}-1`)).toBeDefined();
    expect(await attemptsOf(f.acct.id, id)).toMatchObject([{ n: 1, sku: EA, state: "open" }]);
    // its lease runs out; the hand-over asks eSIM Access, finds the purchase, and records it
    await liveSql(f.acct.id, "UPDATE orders SET supplier_lease_until = 0 WHERE id = ?", id);
    expect(await handOver(f.acct.id, id)).toEqual(["resolved"]);
    expect((await orderOf(f.acct.live, id)).status).toBe("fulfilled");
    expect(esimsSold(f, id)).toMatchObject({ total: 1, airalo: [] });
    expect(f.esimaccess.orderPosts).toBe(1);
    expect(f.airalo.orderPosts).toBe(0);
  });

  it("runs racing for one order (a redelivered message, the alarm's hand-over, a notification) buy it once", async () => {
    const f = await setUp();
    f.esimaccess.soldOut.add("CKH491");
    const id = await waitingWithoutAttempt(f);
    const stub = accountStub(f.acct.id, "live");
    const ref = { accountId: f.acct.id, mode: "live" as const };
    const results = await Promise.all([handOver(f.acct.id, id), handOver(f.acct.id, id), stub.supplierNotice(ref, id, 1), handOver(f.acct.id, id)]);
    // one run held the order and settled it; the others found it held ("busy") or settled
    expect(results.flat()).toContain("resolved");
    expect((await events(f.acct.live, "order.fulfilled")).filter((e) => e.data.object.id === id)).toHaveLength(1);
    expect((await orderOf(f.acct.live, id)).status).toBe("fulfilled");
    expect(esimsSold(f, id)).toMatchObject({ total: 1, ea: [] });
    expect(f.esimaccess.orderPosts).toBe(1);
    expect(f.airalo.orderPosts).toBe(1);
  });

  it("many purchases at once while the cheapest route is sold out: each order fulfilled once, by the next route", async () => {
    const f = await setUp();
    f.esimaccess.soldOut.add("CKH491");
    const ids = await Promise.all(Array.from({ length: 6 }, () => purchase(f)));
    for (const id of ids) expect((await orderOf(f.acct.live, id)).status).toBe("fulfilled");
    for (const id of ids) expect(esimsSold(f, id)).toMatchObject({ total: 1, ea: [] });
    expect(f.airalo.orders).toHaveLength(6);
    await expectLedgerConsistent(f.acct.id, "live");
  });
});

describe("after the sale, the eSIM follows the route that served it", () => {
  it("its usage is read from that supplier (eSIM Access by its esimTranNo), and a refund goes to Airalo only for an Airalo eSIM", async () => {
    const f = await setUp();
    const target = env as unknown as Record<string, unknown>;
    const refundsWas = target.AIRALO_REFUNDS;
    target.AIRALO_REFUNDS = "on";
    try {
      const viaEa = await purchase(f);
      expect((await orderOf(f.acct.live, viaEa)).status).toBe("fulfilled");
      f.esimaccess.soldOut.add("CKH491");
      const viaAiralo = await purchase(f);
      expect((await orderOf(f.acct.live, viaAiralo)).status).toBe("fulfilled");
      const profile = esimsSold(f, viaEa).ea[0]!;
      f.esimaccess.useData(profile.esimTranNo, 0.5);
      const usage = await call<{ data_total_mb: number; data_remaining_mb: number; status: string }>(`/v1/orders/${viaEa}/usage`, { key: f.acct.live });
      expect(usage.status, usage.text).toBe(200);
      // in the words every supplier's usage is given in (not eSIM Access's GOT_RESOURCE)
      expect(usage.body).toMatchObject({ status: "not_active", data_total_mb: 1024, data_remaining_mb: 512 });
      expect(f.esimaccess.requests.some((r) => r.path === "esim/usage/query" && r.body.esimTranNoList[0] === profile.esimTranNo)).toBe(true);
      expect(f.airalo.usageReads.size).toBe(0);
      // the offer's cheapest route is eSIM Access; this order was served by Airalo, and its usage comes from there
      expect((await call(`/v1/orders/${viaAiralo}/usage`, { key: f.acct.live })).status).toBe(200);
      expect(f.airalo.usageReads.size).toBe(1);
      // refunds: the Airalo eSIM is queued for Airalo's refund API; the eSIM Access one is not
      const refund = (orderId: string) => call<{ id: string }>("/v1/refunds", { key: f.acct.live, body: { order_id: orderId, reason: "trip_cancelled" }, idem: `re-${orderId}` });
      const airaloRefund = await refund(viaAiralo);
      const eaRefund = await refund(viaEa);
      const queued = async (id: string) => env.DB.prepare("SELECT supplier FROM supplier_refund_requests WHERE refund_id = ?").bind(id).first<{ supplier: string }>();
      expect(await queued(airaloRefund.body.id)).toEqual({ supplier: "airalo" });
      expect(await queued(eaRefund.body.id)).toBeNull();
    } finally {
      if (refundsWas === undefined) delete target.AIRALO_REFUNDS;
      else target.AIRALO_REFUNDS = refundsWas;
    }
  });
});

describe("top-ups follow the route that served the eSIM", () => {
  it("an eSIM Airalo served (the offer's cheapest route being eSIM Access's) lists Airalo's top-ups; an eSIM Access eSIM lists eSIM Access's", async () => {
    const f = await setUp();
    f.airalo.catalog[0]!.packages.push({ id: "change-7days-1gb-topup", title: "1 GB - 7 Days", net_price: 4, amount: 1024, day: 7, type: "topup" });
    await admin("/admin/v1/catalog/sync", { method: "POST" });
    const viaEa = await purchase(f);
    expect((await orderOf(f.acct.live, viaEa)).status).toBe("fulfilled");
    f.esimaccess.soldOut.add("CKH491");
    const viaAiralo = await purchase(f);
    expect((await orderOf(f.acct.live, viaAiralo)).status).toBe("fulfilled");
    const listed = await call<{ data: { id: string }[] }>(`/v1/orders/${viaAiralo}/topup_offers`, { key: f.acct.live });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.data.map((o) => o.id)).toEqual([stableOfferId("airalo:change-7days-1gb-topup")]);
    const viaEaListed = await call<{ data: { id: string }[] }>(`/v1/orders/${viaEa}/topup_offers`, { key: f.acct.live });
    expect(viaEaListed.status, viaEaListed.text).toBe(200);
    expect(viaEaListed.body.data.map((o) => o.id)).toEqual([stableOfferId("esimaccess:TOPUP_CKH491")]);
  });
});

describe("what the partner sees", () => {
  it("names no supplier and shows no cost: orders, events, the request log, a report, the traveller's page", async () => {
    const f = await setUp();
    f.esimaccess.soldOut.add("CKH491");
    const failedOver = await purchase(f);
    f.esimaccess.soldOut.clear();
    const direct = await purchase(f);
    for (const id of [failedOver, direct]) expect((await orderOf(f.acct.live, id)).status).toBe("fulfilled");
    const start = new Date(Date.now() - 3_600_000).toISOString();
    const answers = [
      await call<RetrieveOrderResponse>(`/v1/orders/${failedOver}`, { key: f.acct.live }),
      await call<RetrieveOrderResponse>(`/v1/orders/${direct}`, { key: f.acct.live }),
      await call<ListOrdersResponse>("/v1/orders?limit=100", { key: f.acct.live }),
      await call(`/v1/offers/${OFFER}`, { key: f.acct.live }),
      await call("/v1/events?limit=100", { key: f.acct.live }),
      await call("/v1/request_logs?limit=100", { key: f.acct.live }),
      // report() itself asks for 200 on the run and its file
      { status: 200, text: (await report(f.acct.live, "orders.itemized", start, new Date().toISOString())).text },
    ];
    // each read what it was asked for: an error body would name nothing and pass the look below
    for (const a of answers) expect(a.status, a.text.slice(0, 300)).toBeLessThan(300);
    const texts = answers.map((a) => a.text);
    const order = (await call<RetrieveOrderResponse>(`/v1/orders/${direct}`, { key: f.acct.live })).body;
    const page = await call(new URL((order.deliverable as { install_url: string }).install_url).pathname, {});
    expect(page.status).toBe(200);
    texts.push(page.text);
    for (const text of texts) {
      for (const secret of ["esimaccess", "eSIM Access", "airalo", "CKH491", "change-7days-1gb", "supplier_sku", "cost", "\"routes\"", "44000", "transactionId"]) {
        expect(text.toLowerCase(), secret).not.toContain(secret.toLowerCase());
      }
    }
  });
});
