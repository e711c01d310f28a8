// The eSIM after the sale, through the real app in the sandbox: GET /v1/orders/{id}/esim (its two
// states and what may be done now), the three controls and their effects on usage, top-ups,
// refunds and the install page, the four events, the device-state helper, depleted and expired
// from usage and the test clock, bad input, and restricted keys.
import { describe, expect, it } from "vitest";
import { call, expectError, newAccount } from "../support/api";
import { runInDurableObject } from "cloudflare:test";
import { accountStub, buy, catalog, events, key } from "../support/money";
import { control, esimOf, NEVER_INSTALLED, soldEsim } from "../support/esim";
import { restrictedKey } from "../support/key-access";
import { issueKey } from "../../src/accounts/keys";
import { ACCOUNT_MIGRATIONS, migrate } from "../../src/account-object/migrations";
import { env } from "cloudflare:workers";
import type { RetrieveEsimResponse } from "../../src/routes/orders/retrieve-esim";
import type { RetrieveOrderUsageResponse } from "../../src/routes/orders/retrieve-usage";
import type { CreateRefundResponse } from "../../src/routes/refunds/create";

const DAY = 86_400;

const moveProfile = (apiKey: string, orderId: string, profile_state: string, idem = key("profile")) =>
  call<RetrieveEsimResponse>(`/v1/test_helpers/orders/${orderId}/esim`, { key: apiKey, body: { profile_state }, idem });
const advance = async (apiKey: string, seconds: number) => {
  const res = await call("/v1/test_helpers/clock/advance", { key: apiKey, body: { seconds }, idem: key("clock") });
  expect(res.status, res.text).toBe(200);
};

const esimEvents = async (apiKey: string) =>
  (await events(apiKey)).filter((e) => e.type.startsWith("esim.") && ["esim.updated", "esim.suspended", "esim.resumed", "esim.revoked"].includes(e.type)).reverse();

describe("GET /v1/orders/{order_id}/esim", () => {
  it("answers a sandbox eSIM installed and active since its fulfilment, with what may be done now", async () => {
    const { acct, orderId, order } = await soldEsim();
    const res = await esimOf(acct.key, orderId);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      object: "esim", order_id: orderId, iccid: order.deliverable!.iccid, profile_state: "installed", service_state: "active",
      installed_at: order.resolved_at, actions: ["topup", "suspend", "revoke", "refund"], updated_at: order.resolved_at,
    });
    expect(Date.parse(res.body.checked_at)).toBeGreaterThanOrEqual(Date.parse(order.resolved_at!));
    // a purchase records no event of the eSIM's: its first states come with order.fulfilled
    expect(await esimEvents(acct.key)).toEqual([]);
  });

  it("answers the never-installed fixture released and ready, not installed, with no top-up (its supplier offers none)", async () => {
    const { acct, orderId } = await soldEsim(NEVER_INSTALLED);
    const res = await esimOf(acct.key, orderId);
    expect(res.body).toMatchObject({ profile_state: "released", service_state: "ready", installed_at: null, actions: ["suspend", "revoke", "refund"] });
  });

  it("is not found for another account's order, an unknown one, a failed order and a mobile top-up", async () => {
    const { acct, orderId } = await soldEsim();
    const other = await newAccount();
    expectError(await esimOf(other.key, orderId), 404, "resource_not_found", "order_id");
    expectError(await esimOf(acct.key, "ord_01JGZZZZZZZZZZZZZZZZZZZZZZ"), 404, "resource_not_found", "order_id");
    const failed = await buy(acct.key, "off_test_fails");
    expectError(await esimOf(acct.key, failed.body.order_id!), 404, "resource_not_found", "order_id");
    const { topup } = await catalog(acct.key);
    const t = await buy(acct.key, topup.id, "wallet", { destination: "+919812345678" });
    expect(t.status, t.text).toBe(200);
    expectError(await esimOf(acct.key, t.body.order_id!), 404, "resource_not_found", "order_id");
  });
});

describe("suspend and resume", () => {
  it("pause the eSIM: events, no usage events, top-ups refused with esim_suspended, refunds still open; resume puts it back", async () => {
    const { acct, orderId } = await soldEsim();
    const idem = key("suspend");
    const s = await control(acct.key, orderId, "suspend", { reason: "phone reported lost" }, idem);
    expect(s.status, s.text).toBe(200);
    expect(s.body).toMatchObject({ service_state: "suspended", profile_state: "installed", actions: ["resume", "revoke", "refund"] });
    // the same key replays the answer; another key is refused as the rule says, with nothing changed
    const again = await control(acct.key, orderId, "suspend", { reason: "phone reported lost" }, idem);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(s.body);
    const twice = await control(acct.key, orderId, "suspend");
    expectError(twice, 409, "esim_action_unavailable");
    expect(twice.text).toContain("suspended");
    expect((await esimEvents(acct.key)).map((e) => e.type)).toEqual(["esim.updated", "esim.suspended"]);
    const [updated] = await esimEvents(acct.key);
    expect(updated!.data.object).toMatchObject({ service_state: "suspended", previous_service_state: "active", previous_profile_state: "installed" });

    // its usage stops where it stood: no data is used and no threshold fires, however long it waits
    const before = (await call<RetrieveOrderUsageResponse>(`/v1/orders/${orderId}/usage`, { key: acct.key })).body;
    expect(before.status).toBe("suspended");
    await advance(acct.key, 5 * DAY);
    const after = (await call<RetrieveOrderUsageResponse>(`/v1/orders/${orderId}/usage`, { key: acct.key })).body;
    expect(after.data_remaining_mb).toBe(before.data_remaining_mb);
    expect(await events(acct.key, "esim.low_data")).toEqual([]);
    expect(await events(acct.key, "esim.expiring")).toEqual([]);
    expectError(await call(`/v1/test_helpers/orders/${orderId}/usage`, { key: acct.key, body: { data_used_percent: 95 }, idem: key("u") }), 409, "invalid_state");

    // a top-up is refused while suspended, naming the order it was for
    const offers = await call<{ data: { id: string }[] }>(`/v1/orders/${orderId}/topup_offers`, { key: acct.key });
    expectError(offers, 409, "esim_suspended", "order_id");
    const topupOffer = (await env.DB.prepare("SELECT id FROM offers WHERE topup_for = 'esim' AND modes LIKE '%test%' LIMIT 1").first<{ id: string }>())!.id;
    expectError(await call("/v1/quotes", { key: acct.key, body: { offer_id: topupOffer, payment_source: "wallet", esim_order_id: orderId }, idem: key("t") }), 409, "esim_suspended", "esim_order_id");

    const r = await control(acct.key, orderId, "resume", {});
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ service_state: "active", actions: ["topup", "suspend", "revoke", "refund"] });
    expect((await esimEvents(acct.key)).map((e) => e.type)).toEqual(["esim.updated", "esim.suspended", "esim.updated", "esim.resumed"]);
    // usage runs on from where it stopped
    const resumed = (await call<RetrieveOrderUsageResponse>(`/v1/orders/${orderId}/usage`, { key: acct.key })).body;
    expect(resumed.status).toBe("active");
    expect(resumed.data_remaining_mb).toBe(before.data_remaining_mb);
    expectError(await control(acct.key, orderId, "resume", {}), 409, "esim_action_unavailable");
  });

  it("a refund may be asked for while suspended", async () => {
    const { acct, orderId } = await soldEsim();
    expect((await control(acct.key, orderId, "suspend")).status).toBe(200);
    const refund = await call<CreateRefundResponse>("/v1/refunds", { key: acct.key, body: { order_id: orderId, reason: "trip_cancelled" }, idem: key("re") });
    expect(refund.status, refund.text).toBe(200);
    expect(refund.body.status).toBe("pending");
    // a pending refund holds off a revoke (it ends the eSIM with its money back once it succeeds)
    expect((await esimOf(acct.key, orderId)).body.actions).toEqual(["resume"]);
    expectError(await control(acct.key, orderId, "revoke", { reason: "lost" }), 409, "esim_action_unavailable");
  });
});

describe("revoke", () => {
  it("stops the eSIM for good: no money back, refunds refused, actions empty, the install page gone", async () => {
    const { acct, orderId, order } = await soldEsim();
    expectError(await control(acct.key, orderId, "revoke", {}), 400, "parameter_missing", "reason");
    expectError(await control(acct.key, orderId, "revoke", { reason: "" }), 400, "parameter_invalid", "reason");
    expectError(await control(acct.key, orderId, "revoke", { reason: "x".repeat(201) }), 400, "parameter_invalid", "reason");
    expect((await esimOf(acct.key, orderId)).body.service_state).toBe("active");
    const walletBefore = (await call<{ balance: { amount: number } }>("/v1/wallet", { key: acct.key })).body.balance.amount;
    const v = await control(acct.key, orderId, "revoke", { reason: "abuse reported" });
    expect(v.status, v.text).toBe(200);
    expect(v.body).toMatchObject({ service_state: "revoked", actions: [] });
    expect((await call<{ balance: { amount: number } }>("/v1/wallet", { key: acct.key })).body.balance.amount).toBe(walletBefore);
    expect((await esimEvents(acct.key)).map((e) => e.type)).toEqual(["esim.updated", "esim.revoked"]);
    const refund = await call("/v1/refunds", { key: acct.key, body: { order_id: orderId, reason: "other" }, idem: key("re") });
    expectError(refund, 409, "order_not_refundable", "order_id");
    expect(refund.text).toContain("no money comes back");
    for (const what of ["suspend", "resume", "revoke"] as const) expectError(await control(acct.key, orderId, what, { reason: "again" }), 409, "esim_action_unavailable");
    const page = await call(new URL(order.deliverable!.install_url as string).pathname, {});
    expect(page.status).toBe(410);
    expect(page.text).toContain("deactivated");
    expect((await call<RetrieveOrderUsageResponse>(`/v1/orders/${orderId}/usage`, { key: acct.key })).body.status).toBe("revoked");
  });
});

describe("refunds on the new state", () => {
  it("a never-installed eSIM is refunded in the request's own answer and reads cancelled; an installed one waits", async () => {
    const { acct, orderId } = await soldEsim(NEVER_INSTALLED);
    const refund = await call<CreateRefundResponse>("/v1/refunds", { key: acct.key, body: { order_id: orderId, reason: "trip_cancelled" }, idem: key("re") });
    expect(refund.body.status).toBe("succeeded");
    expect((await esimOf(acct.key, orderId)).body).toMatchObject({ service_state: "cancelled", actions: [] });
    const updated = (await esimEvents(acct.key)).filter((e) => e.type === "esim.updated");
    expect(updated.map((e) => [e.data.object.previous_service_state, e.data.object.service_state])).toEqual([["ready", "cancelled"]]);
  });

  it("an eSIM that was installed once is no longer 'never installed', whatever its profile now says", async () => {
    const { acct, orderId } = await soldEsim(NEVER_INSTALLED);
    expect((await moveProfile(acct.key, orderId, "installed")).body).toMatchObject({ profile_state: "installed", service_state: "active" });
    expect((await moveProfile(acct.key, orderId, "released")).body).toMatchObject({ profile_state: "released", service_state: "active" });
    const refund = await call<CreateRefundResponse>("/v1/refunds", { key: acct.key, body: { order_id: orderId, reason: "trip_cancelled" }, idem: key("re") });
    expect(refund.body.status).toBe("pending");
  });
});

describe("the device-state helper", () => {
  it("moves the profile, fires esim.updated once per change, and a first install makes a ready eSIM active", async () => {
    const { acct, orderId } = await soldEsim(NEVER_INSTALLED);
    expect((await call<RetrieveOrderUsageResponse>(`/v1/orders/${orderId}/usage`, { key: acct.key })).body.status).toBe("not_installed");
    const d = await moveProfile(acct.key, orderId, "downloaded");
    expect(d.body).toMatchObject({ profile_state: "downloaded", service_state: "ready", installed_at: null });
    const i = await moveProfile(acct.key, orderId, "enabled");
    expect(i.body).toMatchObject({ profile_state: "enabled", service_state: "active" });
    expect(i.body.installed_at).not.toBeNull();
    const same = await moveProfile(acct.key, orderId, "enabled");
    expect(same.body.updated_at).toBe(i.body.updated_at);
    const del = await moveProfile(acct.key, orderId, "deleted");
    expect(del.body).toMatchObject({ profile_state: "deleted", service_state: "active", installed_at: i.body.installed_at });
    const updates = (await esimEvents(acct.key)).map((e) => [e.data.object.previous_profile_state, e.data.object.profile_state]);
    expect(updates).toEqual([["released", "downloaded"], ["downloaded", "enabled"], ["enabled", "deleted"]]);
    // now installed, it uses data
    expect((await call<RetrieveOrderUsageResponse>(`/v1/orders/${orderId}/usage`, { key: acct.key })).body.status).toBe("active");
  });

  it("refuses unknown, a bad value, a final eSIM and a live key; leaves no trace", async () => {
    const { acct, orderId } = await soldEsim();
    expectError(await moveProfile(acct.key, orderId, "unknown"), 400, "parameter_invalid", "profile_state");
    expectError(await moveProfile(acct.key, orderId, "gone"), 400, "parameter_invalid", "profile_state");
    expectError(await call(`/v1/test_helpers/orders/${orderId}/esim`, { key: acct.key, body: {}, idem: key("p") }), 400, "parameter_missing", "profile_state");
    expect((await control(acct.key, orderId, "revoke", { reason: "done" })).status).toBe(200);
    expectError(await moveProfile(acct.key, orderId, "deleted"), 409, "invalid_state");
    const live = await issueKey(env, acct.id, "live");
    expectError(await call(`/v1/test_helpers/orders/${orderId}/esim`, { key: live.secret, body: { profile_state: "installed" }, idem: key("p") }), 403, "test_mode_only");
    expect((await esimEvents(acct.key)).map((e) => e.type)).toEqual(["esim.updated", "esim.revoked"]);
  });
});

describe("depleted and expired in the sandbox", () => {
  it("all data used makes it depleted, a top-up makes it active again, and the clock past validity expired", async () => {
    const { acct, orderId } = await soldEsim();
    const u = await call(`/v1/test_helpers/orders/${orderId}/usage`, { key: acct.key, body: { data_used_percent: 100 }, idem: key("u") });
    expect(u.status, u.text).toBe(200);
    expect((await esimOf(acct.key, orderId)).body).toMatchObject({ service_state: "depleted", actions: ["topup", "suspend", "revoke", "refund"].filter((a) => a !== "suspend") });
    const offers = await call<{ data: { id: string }[] }>(`/v1/orders/${orderId}/topup_offers`, { key: acct.key });
    expect(offers.status, offers.text).toBe(200);
    const q = await call<{ order_id: string }>("/v1/quotes", { key: acct.key, body: { offer_id: offers.body.data[0]!.id, payment_source: "wallet", esim_order_id: orderId }, idem: key("t") });
    expect(q.status, q.text).toBe(200);
    expect((await esimOf(acct.key, orderId)).body.service_state).toBe("active");
    await advance(acct.key, 3 * DAY);
    expect((await esimOf(acct.key, orderId)).body.service_state).toBe("active");
    await advance(acct.key, 8 * DAY);
    const expired = (await esimOf(acct.key, orderId)).body;
    expect(expired).toMatchObject({ service_state: "expired", actions: ["topup", "revoke"] });
    const states = (await esimEvents(acct.key)).filter((e) => e.type === "esim.updated").map((e) => e.data.object.service_state);
    expect(states).toEqual(["depleted", "active", "expired"]);
  });

  it("the clock past validity expires a suspended eSIM, and no usage event fires on the way", async () => {
    const { acct, orderId } = await soldEsim();
    expect((await control(acct.key, orderId, "suspend")).status).toBe(200);
    await advance(acct.key, 10 * DAY);
    expect((await esimOf(acct.key, orderId)).body).toMatchObject({ service_state: "expired", actions: ["topup", "revoke"] });
    expect([...(await events(acct.key, "esim.low_data")), ...(await events(acct.key, "esim.expiring"))]).toEqual([]);
  });
});

describe("restricted keys", () => {
  it("reading needs orders read, acting orders write", async () => {
    const { acct, orderId } = await soldEsim();
    const reader = await restrictedKey(acct.id, { orders: "read" });
    expect((await esimOf(reader, orderId)).status).toBe(200);
    expectError(await control(reader, orderId, "suspend"), 403, "permission_denied");
    expectError(await esimOf(await restrictedKey(acct.id, { wallet: "read" }), orderId), 403, "permission_denied");
    expect((await esimOf(acct.key, orderId)).body.service_state).toBe("active");
    const writer = await restrictedKey(acct.id, { orders: "write" });
    expect((await control(writer, orderId, "suspend")).status).toBe(200);
  });
});

/** The eSIM's states' migration, and the route attempts' right after it. */
const STATES = ACCOUNT_MIGRATIONS.findIndex((m) => m.includes("ADD COLUMN service_state"));
const ROUTE_ATTEMPTS = ACCOUNT_MIGRATIONS.findIndex((m) => m.includes("CREATE TABLE order_attempts"));
const PLANS_KEYED = ACCOUNT_MIGRATIONS.findIndex((m) => m.includes("CREATE TABLE esim_plans_v35"));

describe("an object made before the eSIM's states were kept", () => {
  it("is carried over: each eSIM starts where the sandbox would have put it, one bought before plans included", async () => {
    const { acct, orderId: installed } = await soldEsim();
    const never = (await buy(acct.key, NEVER_INSTALLED)).body.order_id!;
    const refunded = (await buy(acct.key, NEVER_INSTALLED)).body.order_id!;
    expect((await call<CreateRefundResponse>("/v1/refunds", { key: acct.key, body: { order_id: refunded, reason: "other" }, idem: key("re") })).body.status).toBe("succeeded");
    const legacy = (await buy(acct.key, (await catalog(acct.key)).esim.id)).body.order_id!;
    const before = (await esimOf(acct.key, installed)).body;
    // the object as the version before the states left it (migration 25): no state columns, no plan row for an eSIM
    // bought before plans were, and no route attempts (26) either; those two migrations then run again over it. The
    // migrations after them rebuild tables this cannot take apart again (but the plans' own, 35, which runs again too): an
    // object from before every one of them is carried over through all of them in turn by
    // test/live/route-attempts-upgrade.test.ts and test/money/carried-over.test.ts
    await runInDurableObject(accountStub(acct.id), (_instance, state) => {
      const sql = state.storage.sql;
      sql.exec("DROP TABLE order_attempts");
      sql.exec("ALTER TABLE quotes DROP COLUMN routes");
      sql.exec("ALTER TABLE orders DROP COLUMN routes");
      sql.exec("ALTER TABLE orders DROP COLUMN supplier_ref");
      sql.exec("DELETE FROM esim_plans WHERE order_id = ?", legacy);
      sql.exec("DROP INDEX esim_plans_topups");
      sql.exec("DROP INDEX esim_plans_iccid");
      sql.exec("DROP INDEX esim_plans_recheck");
      for (const c of ["esim_order_id", "profile_state", "service_state", "resume_state", "installed_at", "state_updated_at", "state_checked_at", "control_reason"]) {
        sql.exec(`ALTER TABLE esim_plans DROP COLUMN ${c}`);
      }
      sql.exec("ALTER TABLE brand DROP COLUMN notify_traveller");
      for (const m of ACCOUNT_MIGRATIONS.slice(STATES, ROUTE_ATTEMPTS + 1)) sql.exec(m);
      // and the plans' table rebuilt after them (keyed by quote), as the object has it today
      sql.exec(ACCOUNT_MIGRATIONS[PLANS_KEYED]!);
      expect(migrate(sql)).toBe(ACCOUNT_MIGRATIONS.length);
    });
    expect((await esimOf(acct.key, installed)).body).toEqual({ ...before, checked_at: expect.any(String) });
    expect((await esimOf(acct.key, never)).body).toMatchObject({ profile_state: "released", service_state: "ready", installed_at: null, actions: ["suspend", "revoke", "refund"] });
    expect((await esimOf(acct.key, refunded)).body).toMatchObject({ service_state: "cancelled", actions: [] });
    const old = await esimOf(acct.key, legacy);
    expect(old.status, old.text).toBe(200);
    expect(old.body).toMatchObject({ profile_state: "installed", service_state: "active" });
    // and the carried-over eSIMs take controls like new ones
    expect((await control(acct.key, legacy, "suspend")).body.service_state).toBe("suspended");
    expect((await control(acct.key, installed, "revoke", { reason: "carried over" })).body.service_state).toBe("revoked");
  });
});
