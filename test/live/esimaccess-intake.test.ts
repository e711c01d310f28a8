// POST /intake/esimaccess: only eSIM Access's sender addresses get in (403 otherwise, nothing
// kept); each notice is taken once; what it names is read back from eSIM Access before anything
// happens, so a forged one (from an allowed address) changes nothing eSIM Access does not confirm;
// a confirmed ORDER_STATUS fulfils a pending order now, and settles a duplicate now.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { indexReference } from "../../src/db/reference-index";
import { actOnNotice, attemptOfTransaction, noticeKey, parseNotice } from "../../src/routes/intake/esimaccess-notices";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import { call, expectError } from "../support/api";
import { eventually, events, sleep } from "../support/money";
import { EA_SENDER_IPS, type EaNotice } from "../fakes/esimaccess";
import { attemptsOf, esimsSold, orderOf, purchase, runDone, useTwoRoutes, type TwoRoutes } from "../support/routes";

const setUp = useTwoRoutes();

const notify = (n: EaNotice | Record<string, unknown>, ip: string | null = EA_SENDER_IPS[1]!) =>
  call<{ received: true; ignored?: string }>("/intake/esimaccess", { method: "POST", body: n, headers: ip === null ? {} : { "cf-connecting-ip": ip } });

const keys = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM supplier_notifications").first<{ n: number }>())!.n;

/** The minute sweep's write of the order to D1's order index, which a notice finds its account by. */
const indexed = (f: TwoRoutes, orderId: string) => indexReference(env, "order", orderId, f.acct.id, "live");

describe("POST /intake/esimaccess", () => {
  it("takes notices only from eSIM Access's addresses: any other (or none) is 403 ip_not_allowed and leaves nothing", async () => {
    await setUp();
    const before = await keys();
    const n = { notifyType: "CHECK_HEALTH", content: { orderNo: "1234567890", orderStatus: "Test" } };
    for (const ip of ["203.0.113.9", "3.1.131.227", "::1", null]) expectError(await notify(n, ip), 403, "ip_not_allowed");
    expect(await keys()).toBe(before);
    const ok = await notify(n, EA_SENDER_IPS[4]!);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toEqual({ received: true });
    expect(await keys()).toBe(before + 1);
  });

  it("takes each notice once: by its notifyId, or by what it names and reports", async () => {
    await setUp();
    const withId = { notifyType: "SMDP_EVENT", notifyId: crypto.randomUUID(), content: { esimTranNo: "1", smdpStatus: "INSTALLATION" } };
    expect((await notify(withId)).body).toEqual({ received: true });
    expect((await notify(withId)).body).toEqual({ received: true, ignored: "already taken" });
    const noId = { notifyType: "VALIDITY_USAGE", content: { orderNo: `B${Date.now()}`, iccid: "8986", expiredTime: "2026-12-01T00:00:00+0000", remain: 1 } };
    expect((await notify(noId)).body).toEqual({ received: true });
    expect((await notify(noId)).body).toEqual({ received: true, ignored: "already taken" });
    // the same profile reporting another status is another notice
    expect((await notify({ ...withId, notifyId: undefined, content: { esimTranNo: "1", smdpStatus: "ENABLED" } })).body).toEqual({ received: true });
    expect(await noticeKey(parseNotice(JSON.stringify(noId))!)).toBe(await noticeKey(parseNotice(JSON.stringify({ ...noId, eventGenerateTime: "x" }))!));
  });

  it("refuses a body that is no notice, and answers 404 while eSIM Access is not configured", async () => {
    const f = await setUp();
    expectError(await call("/intake/esimaccess", { method: "POST", rawBody: "not json", headers: { "cf-connecting-ip": EA_SENDER_IPS[0]! } }), 400, "parameter_invalid");
    // eSIM Access switched off (restoring twice, as the file's clean-up will, is harmless)
    f.restore();
    expectError(await notify({ notifyType: "CHECK_HEALTH", content: {} }), 404, "resource_not_found", "provider");
  });

  it("reads our order and attempt only from a transactionId this service sent", () => {
    expect(attemptOfTransaction("ord_01JGZEPQG0SANDBXCATA000019-2")).toEqual({ orderId: "ord_01JGZEPQG0SANDBXCATA000019", attempt: 2 });
    for (const other of ["ord_01JGZEPQG0SANDBXCATA000019", "someone-else-1", "ord_x-1", 12, null]) expect(attemptOfTransaction(other)).toBeNull();
  });

  it("a confirmed ORDER_STATUS fulfils an order waiting for its profile now, not at its next run", async () => {
    const f = await setUp();
    f.esimaccess.allocationMs = 600_000;
    const id = await purchase(f);
    await runDone(f.acct.id, id);
    expect((await orderOf(f.acct.live, id, () => true)).status).toBe("pending");
    await indexed(f, id);
    // eSIM Access allocated it (its clock moved on), and says so
    f.esimaccess.clockOffsetMs = 601_000;
    const sent = f.esimaccess.takeOutbox().find((n) => n.notifyType === "ORDER_STATUS")!;
    expect(sent.content.transactionId).toBe(`${id}-1`);
    expect((await notify(sent)).status).toBe(200);
    const order = await orderOf(f.acct.live, id);
    expect(order.status).toBe("fulfilled");
    expect(esimsSold(f, id)).toMatchObject({ total: 1, airalo: [] });
  });

  it("a forged notice from an allowed address changes nothing eSIM Access does not confirm", async () => {
    const f = await setUp();
    f.esimaccess.allocationMs = 600_000;
    const id = await purchase(f);
    await runDone(f.acct.id, id);
    await indexed(f, id);
    const orderNo = f.esimaccess.orders.get(`${id}-1`)!.orderNo;
    const before = { order: (await call<RetrieveOrderResponse>(`/v1/orders/${id}`, { key: f.acct.live })).body, events: await events(f.acct.live), attempts: await attemptsOf(f.acct.id, id) };
    const forged: Record<string, unknown>[] = [
      // the profile is not allocated yet: eSIM Access answers 200010
      { notifyType: "ORDER_STATUS", content: { orderNo, transactionId: `${id}-1`, orderStatus: "GOT_RESOURCE" } },
      // an order eSIM Access does not know, naming ours
      { notifyType: "ORDER_STATUS", content: { orderNo: "B99999999999999", transactionId: `${id}-1`, orderStatus: "GOT_RESOURCE" } },
      // a purchase at a route the order never tried
      { notifyType: "ORDER_STATUS", content: { orderNo: "B99999999999998", transactionId: `${id}-2`, orderStatus: "GOT_RESOURCE" } },
      { notifyType: "ESIM_STATUS", notifyId: crypto.randomUUID(), content: { orderNo, transactionId: `${id}-1`, esimTranNo: "1", esimStatus: "REVOKED", smdpStatus: "DELETED" } },
    ];
    for (const n of forged) expect((await notify(n)).body).toEqual({ received: true });
    for (const n of forged) await actOnNotice(env, parseNotice(JSON.stringify(n))!);
    await sleep(200);
    expect((await call<RetrieveOrderResponse>(`/v1/orders/${id}`, { key: f.acct.live })).body).toEqual(before.order);
    expect(await events(f.acct.live)).toEqual(before.events);
    expect(await attemptsOf(f.acct.id, id)).toEqual(before.attempts);
    expect(f.airalo.orderPosts).toBe(0);
    expect(f.esimaccess.orderPosts).toBe(1);
    expect(await actOnNotice(env, parseNotice(JSON.stringify(forged[1]))!)).toEqual({ orders: [], ignored: "not confirmed by eSIM Access" });
  });

  it("a confirmed ORDER_STATUS of a purchase the order had left settles the duplicate now: cancelled at eSIM Access", async () => {
    const f = await setUp();
    f.esimaccess.orderFaults.push({ kind: "create-later", afterMs: 1_500 });
    const id = await purchase(f);
    expect((await orderOf(f.acct.live, id)).status).toBe("fulfilled");
    await indexed(f, id);
    await eventually(async () => f.esimaccess.orders.get(`${id}-1`), (o) => o !== undefined);
    const late = f.esimaccess.takeOutbox().find((n) => n.notifyType === "ORDER_STATUS" && n.content.transactionId === `${id}-1`)!;
    expect((await notify(late)).status).toBe(200);
    const dupe = f.esimaccess.orders.get(`${id}-1`)!;
    await eventually(async () => f.esimaccess.profiles.get(dupe.esimTranNo)!.esimStatus, (s) => s === "CANCEL");
    expect(await attemptsOf(f.acct.id, id)).toMatchObject([{ n: 1, state: "duplicate", settlement: "cancelled" }, { n: 2, state: "fulfilled" }]);
    expect(esimsSold(f, id)).toMatchObject({ total: 1, ea: [] });
  });
});
