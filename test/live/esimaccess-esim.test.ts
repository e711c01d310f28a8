// A live eSIM Access eSIM after its sale, through the real app against the eSIM Access fake: it
// starts in the states eSIM Access reports (released / ready); suspend, resume and revoke go to
// eSIM Access by the eSIM's esimTranNo (a refusal: 409 esim_action_unavailable with its reason;
// unreachable: 503 supplier_unavailable; nothing changes either way); its SMDP_EVENT and
// ESIM_STATUS notifications are read back and recorded on the order whose eSIM they name, and
// nowhere else; its usage notices announce esim.low_data and esim.expiring once, when the reading
// bears them out; a never-installed one is refunded in the refund's answer (cancelled there); it
// takes eSIM Access's top-ups by its esimTranNo until it expires; and the partner never reads
// which supplier served it.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { indexReference } from "../../src/db/reference-index";
import { esimAccessReading } from "../../src/providers/live/suppliers/esimaccess-protocol";
import { stableOfferId } from "../../src/providers/live/suppliers/catalog-sync";
import { actOnNotice, parseNotice } from "../../src/routes/intake/esimaccess-notices";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import type { RetrieveEsimResponse } from "../../src/routes/orders/retrieve-esim";
import { call, expectError } from "../support/api";
import { accountStub, buy, eventually, events, key, wallet } from "../support/money";
import { EA_SENDER_IPS, type EaNotice } from "../fakes/esimaccess";
import { liveSql, orderOf, orderRow, purchase, useTwoRoutes, type TwoRoutes } from "../support/routes";

const setUp = useTwoRoutes();

const TOPUP_OFFER = stableOfferId("esimaccess:TOPUP_CKH491");

/** An eSIM Access eSIM sold through the two-route offer (eSIM Access is its cheaper route), indexed as the minute sweep would. */
async function eaEsim(f: TwoRoutes) {
  const id = await purchase(f);
  const order = await orderOf(f.acct.live, id);
  expect(order.status).toBe("fulfilled");
  const esimTranNo = (await orderRow(f.acct.id, id)).supplier_ref!;
  expect(f.esimaccess.profiles.get(esimTranNo)!.transactionId).toBe(`${id}-1`);
  await indexReference(env, "order", id, f.acct.id, "live");
  return { id, order, esimTranNo };
}

const esimOf = async (f: TwoRoutes, id: string) => {
  const res = await call<RetrieveEsimResponse>(`/v1/orders/${id}/esim`, { key: f.acct.live });
  expect(res.status, res.text).toBe(200);
  return res.body;
};

const control = (f: TwoRoutes, id: string, c: "suspend" | "resume" | "revoke", body: Record<string, unknown> = {}) =>
  call<RetrieveEsimResponse>(`/v1/orders/${id}/esim/${c}`, { key: f.acct.live, body, idem: key("esim") });

/** A notice as eSIM Access sends it, acted on as the door does after its answer (awaited here). */
const act = (n: EaNotice | Record<string, unknown>) => actOnNotice(env, parseNotice(JSON.stringify(n))!);

const sinceEsimEvents = async (f: TwoRoutes) => (await events(f.acct.live)).filter((e) => e.type.startsWith("esim.")).map((e) => e.type);

const requestsTo = (f: TwoRoutes, path: string) => f.esimaccess.requests.filter((r) => r.path === path);

describe("a live eSIM Access eSIM", () => {
  it("starts released and ready, with every action eSIM Access offers; the partner reads its esimTranNo as the upstream id, never the orderNo", async () => {
    const f = await setUp();
    const { id, order, esimTranNo } = await eaEsim(f);
    expect(await esimOf(f, id)).toMatchObject({ profile_state: "released", service_state: "ready", installed_at: null, actions: ["topup", "suspend", "revoke", "refund"] });
    expect(order.upstream.transaction_id).toBe(esimTranNo);
    const orderNo = f.esimaccess.orders.get(`${id}-1`)!.orderNo;
    const texts = [JSON.stringify(order), (await call(`/v1/orders?limit=100`, { key: f.acct.live })).text, (await call("/v1/events?limit=100", { key: f.acct.live })).text];
    for (const t of texts) expect(t).not.toContain(orderNo);
  });

  it("suspends, resumes and revokes at eSIM Access by its esimTranNo: each answers the eSIM and fires esim.updated and its own event", async () => {
    const f = await setUp();
    const { id, esimTranNo } = await eaEsim(f);
    const suspended = await control(f, id, "suspend", { reason: "lost phone" });
    expect(suspended.status, suspended.text).toBe(200);
    expect(suspended.body).toMatchObject({ service_state: "suspended", actions: ["resume", "revoke", "refund"] });
    expect(f.esimaccess.profiles.get(esimTranNo)!.esimStatus).toBe("SUSPENDED");
    expect(requestsTo(f, "esim/suspend").map((r) => r.body)).toEqual([{ esimTranNo }]);
    const resumed = await control(f, id, "resume");
    expect(resumed.status, resumed.text).toBe(200);
    expect(resumed.body.service_state).toBe("ready");
    expect(f.esimaccess.profiles.get(esimTranNo)!.esimStatus).toBe("GOT_RESOURCE");
    const revoked = await control(f, id, "revoke", { reason: "fraud" });
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.body).toMatchObject({ service_state: "revoked", actions: [] });
    expect(f.esimaccess.profiles.get(esimTranNo)!.esimStatus).toBe("REVOKED");
    expect(await sinceEsimEvents(f)).toEqual(["esim.revoked", "esim.updated", "esim.resumed", "esim.updated", "esim.suspended", "esim.updated"]);
  });

  it("answers eSIM Access's refusal with 409 esim_action_unavailable and its reason, and an unreachable eSIM Access with 503 supplier_unavailable; nothing changes", async () => {
    const f = await setUp();
    const { id, esimTranNo } = await eaEsim(f);
    const before = await esimOf(f, id);
    // eSIM Access has it expired already (no notice came): it refuses, and says why when read back
    f.esimaccess.profiles.get(esimTranNo)!.esimStatus = "USED_EXPIRED";
    const refused = await control(f, id, "suspend");
    expectError(refused, 409, "esim_action_unavailable");
    expect((refused.body as unknown as { error: { message: string } }).error.message).toBe("The eSIM's supplier refused to suspend it: the eSIM is expired there. Nothing changed.");
    f.esimaccess.profiles.get(esimTranNo)!.esimStatus = "GOT_RESOURCE";
    f.esimaccess.fiveXX = 10;
    expectError(await control(f, id, "suspend"), 503, "supplier_unavailable");
    f.esimaccess.fiveXX = 0;
    expect(f.esimaccess.profiles.get(esimTranNo)!.esimStatus).toBe("GOT_RESOURCE");
    expect(await esimOf(f, id)).toEqual(before);
    expect(await sinceEsimEvents(f)).toEqual([]);
  });

  it("a repeat of a suspend whose answer was lost finds it done at eSIM Access and records it", async () => {
    const f = await setUp();
    const { id, esimTranNo } = await eaEsim(f);
    // the first suspend reached eSIM Access, but its answer never reached us
    f.esimaccess.profiles.get(esimTranNo)!.esimStatus = "SUSPENDED";
    const again = await control(f, id, "suspend");
    expect(again.status, again.text).toBe(200);
    expect(again.body.service_state).toBe("suspended");
    expect(await sinceEsimEvents(f)).toEqual(["esim.suspended", "esim.updated"]);
  });

  it("is read from eSIM Access (esim/query) when a partner reads it 15 minutes after its last check", async () => {
    const f = await setUp();
    const { id, esimTranNo } = await eaEsim(f);
    f.esimaccess.smdpEvent(esimTranNo, "INSTALLATION");
    await liveSql(f.acct.id, "UPDATE esim_plans SET state_checked_at = ? WHERE order_id = ? RETURNING 1", Date.now() - 16 * 60_000, id);
    const read = await esimOf(f, id);
    expect(read).toMatchObject({ profile_state: "installed", service_state: "active", installed_at: expect.any(String) });
    expect(await sinceEsimEvents(f)).toEqual(["esim.updated"]);
  });

  it("is re-read by the sweep once 6 hours old, by its esimTranNo; a second run asks nothing", async () => {
    const f = await setUp();
    const { id, esimTranNo } = await eaEsim(f);
    f.esimaccess.smdpEvent(esimTranNo, "ENABLED");
    await liveSql(f.acct.id, "UPDATE esim_plans SET state_checked_at = ? WHERE order_id = ? RETURNING 1", Date.now() - 7 * 3_600_000, id);
    const queries = () => requestsTo(f, "esim/query").filter((r) => r.body.esimTranNo === esimTranNo).length;
    const asked = queries();
    const sweep = () => accountStub(f.acct.id, "live").sweep(Date.now());
    expect((await sweep()).esimStatesRead).toBe(1);
    expect(queries()).toBe(asked + 1);
    expect((await sweep()).esimStatesRead).toBe(0);
    expect(queries()).toBe(asked + 1);
    expect(await esimOf(f, id)).toMatchObject({ profile_state: "enabled", service_state: "active" });
  });
});

describe("eSIM Access's notifications of an eSIM", () => {
  it("an SMDP_EVENT is read back and recorded on the order whose eSIM it names; the door answers it at once", async () => {
    const f = await setUp();
    const { id, esimTranNo } = await eaEsim(f);
    const n = f.esimaccess.smdpEvent(esimTranNo, "ENABLED");
    const res = await call<{ received: true }>("/intake/esimaccess", { method: "POST", body: n, headers: { "cf-connecting-ip": EA_SENDER_IPS[0]! } });
    expect(res.body).toEqual({ received: true });
    await eventually(() => esimOf(f, id), (e) => e.profile_state === "enabled");
    expect(await esimOf(f, id)).toMatchObject({ profile_state: "enabled", service_state: "active" });
    const updated = await events(f.acct.live, "esim.updated");
    expect(updated.map((e) => [e.data.object.previous_profile_state, e.data.object.profile_state])).toEqual([["released", "enabled"]]);
    // the same news again under another notifyId (a replay) moves nothing and fires nothing
    expect(await act({ ...n, notifyId: crypto.randomUUID() })).toEqual({ orders: [{ order_id: id, result: "recorded" }] });
    expect(await events(f.acct.live, "esim.updated")).toHaveLength(1);
  });

  it("a forged ESIM_STATUS changes nothing eSIM Access does not confirm, and a notice of another eSIM (a purchase the order left) never touches the order", async () => {
    const f = await setUp();
    const { id, esimTranNo } = await eaEsim(f);
    const before = { esim: await esimOf(f, id), events: await events(f.acct.live) };
    // claims the eSIM was revoked: eSIM Access says it is still ready
    expect(await act({ notifyType: "ESIM_STATUS", notifyId: crypto.randomUUID(), content: { esimTranNo, transactionId: `${id}-1`, esimStatus: "REVOKED", smdpStatus: "DELETED" } }))
      .toEqual({ orders: [{ order_id: id, result: "recorded" }] });
    // a profile eSIM Access does not know
    expect(await act({ notifyType: "ESIM_STATUS", notifyId: crypto.randomUUID(), content: { esimTranNo: "99999", transactionId: `${id}-1`, esimStatus: "REVOKED" } }))
      .toEqual({ orders: [], ignored: "not confirmed by eSIM Access" });
    // a second purchase under the order (a route attempt it left) that the traveller could never have: revoked there
    const other = f.esimaccess.place(`${id}-2`, f.esimaccess.packages.find((p) => p.packageCode === "CKH491")!);
    const n = f.esimaccess.esimStatus(other.esimTranNo, "REVOKED");
    expect(await act(n)).toEqual({ orders: [], ignored: "not the eSIM of its order" });
    // only when it was last asked moved (eSIM Access was read back for the first notice)
    expect(await esimOf(f, id)).toEqual({ ...before.esim, checked_at: expect.any(String) });
    expect(await events(f.acct.live)).toEqual(before.events);
  });

  it("a reading recorded between eSIM Access's answer to a suspend and our record of it leaves one suspension: 200, esim.updated and esim.suspended once each", async () => {
    const f = await setUp();
    const { id, esimTranNo } = await eaEsim(f);
    let acted = false;
    f.esimaccess.onChange = async (path, e) => {
      if (path !== "esim/suspend" || acted) return;
      acted = true;
      // the phone enables the profile as the suspension lands: its notice is read back (SUSPENDED) and recorded first
      expect(await act(f.esimaccess.smdpEvent(e.esimTranNo, "ENABLED"))).toEqual({ orders: [{ order_id: id, result: "recorded" }] });
    };
    const res = await control(f, id, "suspend");
    expect(acted).toBe(true);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ profile_state: "enabled", service_state: "suspended" });
    expect(await sinceEsimEvents(f)).toEqual(["esim.suspended", "esim.updated"]);
    expect(f.esimaccess.profiles.get(esimTranNo)!.esimStatus).toBe("SUSPENDED");
  });

  it("a reading made before a control but recorded after it changes nothing: the control's check is newer", async () => {
    const f = await setUp();
    const { id, esimTranNo } = await eaEsim(f);
    const readAt = Date.now() - 1;
    const stale = esimAccessReading(f.esimaccess.profileView(f.esimaccess.profiles.get(esimTranNo)!));
    expect((await control(f, id, "suspend")).status).toBe(200);
    const out = await accountStub(f.acct.id, "live").recordEsimReading({ accountId: f.acct.id, mode: "live" }, id, stale, readAt, esimTranNo);
    expect(out).toMatchObject({ ok: true, value: { service_state: "suspended" } });
    expect(await sinceEsimEvents(f)).toEqual(["esim.suspended", "esim.updated"]);
  });

  it("DATA_USAGE at 10 % left announces esim.low_data once, when the usage reading bears it out; VALIDITY_USAGE announces esim.expiring", async () => {
    const f = await setUp();
    const { id, esimTranNo } = await eaEsim(f);
    // forged: eSIM Access's reading says 30 % used
    f.esimaccess.useData(esimTranNo, 0.3);
    const forged = { notifyType: "DATA_USAGE", notifyId: crypto.randomUUID(), content: { esimTranNo, transactionId: `${id}-1`, remainThreshold: 0.1 } };
    expect(await act(forged)).toEqual({ orders: [], ignored: "not borne out by the usage reading" });
    expect(await events(f.acct.live, "esim.low_data")).toEqual([]);
    // 50 % used is no threshold of ours
    expect(await act(f.esimaccess.useData(esimTranNo, 0.55)!)).toEqual({ orders: [], ignored: "no threshold of ours" });
    const real = f.esimaccess.useData(esimTranNo, 0.92)!;
    expect(await act(real)).toEqual({ orders: [{ order_id: id, result: "announced" }] });
    expect(await act({ ...real, notifyId: crypto.randomUUID() })).toEqual({ orders: [{ order_id: id, result: "already announced" }] });
    const low = await events(f.acct.live, "esim.low_data");
    expect(low).toHaveLength(1);
    expect(low[0]!.data.object).toMatchObject({ order_id: id, threshold: "90%" });
    // VALIDITY_USAGE names no esimTranNo: read back by its orderNo and ICCID
    expect(await act(f.esimaccess.validityEnding(esimTranNo))).toEqual({ orders: [{ order_id: id, result: "announced" }] });
    expect(await events(f.acct.live, "esim.expiring")).toHaveLength(1);
  });
});

describe("an eSIM Access eSIM's refund and top-ups", () => {
  it("a never-installed eSIM is refunded in the refund's answer: cancelled at eSIM Access, its price back to our balance there; an installed one waits", async () => {
    const f = await setUp();
    const { id, esimTranNo, order } = await eaEsim(f);
    const balanceThere = f.esimaccess.balance;
    const walletBefore = (await wallet(f.acct.live)).available.amount;
    const res = await call<{ id: string; status: string }>("/v1/refunds", { key: f.acct.live, body: { order_id: id, reason: "trip_cancelled" }, idem: key("refund") });
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe("succeeded");
    expect(f.esimaccess.profiles.get(esimTranNo)!.esimStatus).toBe("CANCEL");
    expect(f.esimaccess.balance).toBe(balanceThere + 44_000);
    expect((await wallet(f.acct.live)).available.amount).toBe(walletBefore + order.price.amount);
    expect(await esimOf(f, id)).toMatchObject({ service_state: "cancelled", actions: [] });
    // none is asked of a supplier's refund queue
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM supplier_refund_requests WHERE refund_id = ?").bind(res.body.id).first<{ n: number }>())!.n).toBe(0);

    const installed = await eaEsim(f);
    expect(await act(f.esimaccess.smdpEvent(installed.esimTranNo, "INSTALLATION"))).toEqual({ orders: [{ order_id: installed.id, result: "recorded" }] });
    const waits = await call<{ id: string; status: string }>("/v1/refunds", { key: f.acct.live, body: { order_id: installed.id, reason: "trip_cancelled" }, idem: key("refund") });
    expect(waits.status, waits.text).toBe(200);
    expect(waits.body.status).toBe("pending");
    // the operator deciding it reads eSIM Access's own status, read as the refund opened
    expect(await liveSql(f.acct.id, "SELECT esim_status FROM refunds WHERE id = ?", waits.body.id)).toEqual([{ esim_status: "IN_USE / INSTALLATION" }]);
    expect(f.esimaccess.profiles.get(installed.esimTranNo)!.esimStatus).toBe("IN_USE");
    expect(requestsTo(f, "esim/cancel")).toHaveLength(1);
  });

  it("lists eSIM Access's top-ups for it, and one bought tops it up by its esimTranNo under the top-up order's reference", async () => {
    const f = await setUp();
    const { id, esimTranNo, order } = await eaEsim(f);
    const listed = await call<{ data: { id: string }[] }>(`/v1/orders/${id}/topup_offers`, { key: f.acct.live });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.data.map((o) => o.id)).toEqual([TOPUP_OFFER]);
    const q = await buy(f.acct.live, TOPUP_OFFER, "wallet", { esim_order_id: id });
    expect(q.status, q.text).toBe(200);
    const topup = await orderOf(f.acct.live, q.body.order_id!);
    expect(topup.status, JSON.stringify(topup)).toBe("fulfilled");
    const iccid = (order.deliverable as { iccid: string }).iccid;
    expect(topup.deliverable).toMatchObject({ type: "esim_topup", iccid, validity_days: 7, data: { unlimited: false } });
    expect(topup.upstream.transaction_id).toBeNull();
    expect(requestsTo(f, "esim/topup").map((r) => r.body)).toEqual([{ esimTranNo, packageCode: "TOPUP_CKH491", transactionId: `${topup.id}-1` }]);
    expect(f.esimaccess.profiles.get(esimTranNo)!.totalVolume).toBe(2 * 1_073_741_824);
  });

  it("takes no top-up once expired: the offers and a quote answer topup_not_available, and eSIM Access is not asked to add any", async () => {
    const f = await setUp();
    const { id, esimTranNo } = await eaEsim(f);
    expect(await act(f.esimaccess.esimStatus(esimTranNo, "UNUSED_EXPIRED"))).toEqual({ orders: [{ order_id: id, result: "recorded" }] });
    const e = await esimOf(f, id);
    expect(e).toMatchObject({ service_state: "expired" });
    expect(e.actions).not.toContain("topup");
    const offers = await call(`/v1/orders/${id}/topup_offers`, { key: f.acct.live });
    expectError(offers, 409, "topup_not_available");
    expect((offers.body as { error: { message: string } }).error.message).toContain("its supplier adds no data to an expired eSIM");
    expectError(await buy(f.acct.live, TOPUP_OFFER, "wallet", { esim_order_id: id }), 409, "topup_not_available", "esim_order_id");
    expect(requestsTo(f, "esim/topup")).toHaveLength(0);
  });

  it("names no supplier in what the partner reads of it: the eSIM, its controls, its top-up, its refund, its events", async () => {
    const f = await setUp();
    const { id, esimTranNo } = await eaEsim(f);
    const q = await buy(f.acct.live, TOPUP_OFFER, "wallet", { esim_order_id: id });
    expect(q.status, q.text).toBe(200);
    expect((await orderOf(f.acct.live, q.body.order_id!)).status).toBe("fulfilled");
    await act(f.esimaccess.useData(esimTranNo, 0.95)!);
    const answers = [
      await control(f, id, "suspend"),
      await call(`/v1/orders/${id}/esim`, { key: f.acct.live }),
      await call(`/v1/orders/${q.body.order_id}`, { key: f.acct.live }),
      await call(`/v1/orders/${id}/usage`, { key: f.acct.live }),
      await call("/v1/refunds", { key: f.acct.live, body: { order_id: id, reason: "trip_cancelled" }, idem: key("refund") }),
      await call("/v1/events?limit=100", { key: f.acct.live }),
    ];
    // each read what it was asked for (an error body would name nothing and pass the look below);
    // the refund is refused in words because the eSIM was topped up: that refusal is read too
    const refund = answers.splice(4, 1)[0]!;
    expectError(refund, 409, "esim_in_use");
    for (const a of answers) expect(a.status, a.text).toBeLessThan(300);
    answers.push(refund);
    const texts = answers.map((a) => a.text);
    for (const text of texts) {
      for (const secret of ["esimaccess", "eSIM Access", "airalo", "CKH491", "TOPUP_", "orderNo", "esimTranNo", "44000", "40000"]) {
        expect(text.toLowerCase(), `${secret} in ${text.slice(0, 200)}`).not.toContain(secret.toLowerCase());
      }
    }
  });
});
