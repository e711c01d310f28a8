// Each control of an eSIM raced against what else can change it at the same moment: a refund, a
// top-up, a usage event and the test clock, on the same eSIM, sent together through the real app.
// Whichever lands first, the other is judged by the rule against the state it finds: the answers
// agree with the final state and the events, and no money moves twice or for nothing.
import { describe, expect, it } from "vitest";
import { call, type Reply } from "../support/api";
import { events, expectLedgerConsistent, key, wallet } from "../support/money";
import { control, esimOf, NEVER_INSTALLED, soldEsim } from "../support/esim";
import type { CreateRefundResponse } from "../../src/routes/refunds/create";

const DAY = 86_400;
const ROUNDS = 3;

const refund = (apiKey: string, orderId: string) =>
  call<CreateRefundResponse>("/v1/refunds", { key: apiKey, body: { order_id: orderId, reason: "trip_cancelled" }, idem: key("re") });

/** Event types of the account, oldest first (esim, refund and usage events only). */
async function history(apiKey: string): Promise<string[]> {
  return (await events(apiKey))
    .filter((e) => /^(esim|refund)\./.test(e.type))
    .reverse()
    .map((e) => (e.type === "esim.updated" ? `esim.updated:${e.data.object.service_state}` : e.type));
}

const ok = (r: Reply) => r.status === 200;

describe("a control raced against a refund", () => {
  it("suspend and a refund of a never-installed eSIM: the refund always succeeds, once; a suspension that won shows before the cancellation", async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { acct, orderId, order } = await soldEsim(NEVER_INSTALLED);
      const before = (await wallet(acct.key)).balance.amount;
      const [s, r] = await Promise.all([control(acct.key, orderId, "suspend"), refund(acct.key, orderId)]);
      expect(r.status, r.text).toBe(200);
      expect(r.body.status).toBe("succeeded");
      expect((await wallet(acct.key)).balance.amount).toBe(before + order.price.amount);
      expect((await esimOf(acct.key, orderId)).body).toMatchObject({ service_state: "cancelled", actions: [] });
      const h = await history(acct.key);
      // the cancellation ends it; a suspension that won comes before it, once
      expect(h.slice(-2)).toEqual(["esim.updated:cancelled", "refund.succeeded"]);
      if (ok(s)) {
        expect(h.filter((t) => t !== "refund.created")).toEqual(["esim.updated:suspended", "esim.suspended", "esim.updated:cancelled", "refund.succeeded"]);
      } else {
        expect(s.status, s.text).toBe(409);
        expect(h).toEqual(["refund.created", "esim.updated:cancelled", "refund.succeeded"]);
      }
      await expectLedgerConsistent(acct.id);
    }
  });

  it("revoke and a refund: exactly one of them wins (a revoke waits for a pending refund), and money comes back only when the refund did", async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { acct, orderId, order } = await soldEsim(NEVER_INSTALLED);
      const before = (await wallet(acct.key)).balance.amount;
      const [v, r] = await Promise.all([control(acct.key, orderId, "revoke", { reason: "race" }), refund(acct.key, orderId)]);
      expect([ok(v), ok(r)].filter(Boolean), `${v.text} / ${r.text}`).toHaveLength(1);
      const esim = (await esimOf(acct.key, orderId)).body;
      if (ok(v)) {
        expect(r.body).toMatchObject({ error: { code: "order_not_refundable" } });
        expect(esim.service_state).toBe("revoked");
        expect((await wallet(acct.key)).balance.amount).toBe(before);
        expect(await history(acct.key)).toEqual(["esim.updated:revoked", "esim.revoked"]);
      } else {
        expect(v.body).toMatchObject({ error: { code: "esim_action_unavailable" } });
        expect(esim.service_state).toBe("cancelled");
        expect((await wallet(acct.key)).balance.amount).toBe(before + order.price.amount);
        expect(await history(acct.key)).toEqual(["refund.created", "esim.updated:cancelled", "refund.succeeded"]);
      }
      await expectLedgerConsistent(acct.id);
    }
  });
});

describe("a control raced against a top-up", () => {
  it("suspend and a top-up of the same eSIM: the top-up is bought before the suspension or refused esim_suspended, never paid for nothing", async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { acct, orderId } = await soldEsim();
      const offers = await call<{ data: { id: string; price: { amount: number } }[] }>(`/v1/orders/${orderId}/topup_offers`, { key: acct.key });
      const offer = offers.body.data[0]!;
      const before = (await wallet(acct.key)).balance.amount;
      const [s, t] = await Promise.all([
        control(acct.key, orderId, "suspend"),
        call<{ order_id: string }>("/v1/quotes", { key: acct.key, body: { offer_id: offer.id, payment_source: "wallet", esim_order_id: orderId }, idem: key("t") }),
      ]);
      expect(s.status, s.text).toBe(200);
      expect((await esimOf(acct.key, orderId)).body.service_state).toBe("suspended");
      if (ok(t)) {
        expect((await wallet(acct.key)).balance.amount).toBe(before - offer.price.amount);
        const topup = (await call<{ status: string; resolved_at: string }>(`/v1/orders/${t.body.order_id}`, { key: acct.key })).body;
        expect(topup.status).toBe("fulfilled");
        const suspended = (await events(acct.key, "esim.suspended"))[0]!;
        expect(Date.parse(topup.resolved_at) <= Date.parse(suspended.created_at)).toBe(true);
      } else {
        expect(t.body).toMatchObject({ error: { code: "esim_suspended", param: "esim_order_id" } });
        expect((await wallet(acct.key)).balance.amount).toBe(before);
      }
      await expectLedgerConsistent(acct.id);
    }
  });
});

describe("a control raced against a usage event", () => {
  it("suspend and the usage helper crossing 90 %: the alert fires before the suspension or not at all", async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { acct, orderId } = await soldEsim();
      const [s, u] = await Promise.all([
        control(acct.key, orderId, "suspend"),
        call(`/v1/test_helpers/orders/${orderId}/usage`, { key: acct.key, body: { data_used_percent: 95 }, idem: key("u") }),
      ]);
      expect(s.status, s.text).toBe(200);
      const alerts = await events(acct.key, "esim.low_data");
      const h = (await events(acct.key)).reverse().map((e) => e.type).filter((t) => t === "esim.low_data" || t === "esim.suspended");
      if (ok(u)) {
        expect(alerts.map((a) => a.data.object.threshold).sort()).toEqual(["75%", "90%"]);
        expect(h).toEqual(["esim.low_data", "esim.low_data", "esim.suspended"]);
      } else {
        expect(u.body).toMatchObject({ error: { code: "invalid_state" } });
        expect(h).toEqual(["esim.suspended"]);
      }
    }
  });
});

describe("a control raced against the test clock", () => {
  it("suspend and an advance past validity: the eSIM ends expired either way, and no usage event follows a suspension", async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { acct, orderId } = await soldEsim();
      const [s, c] = await Promise.all([
        control(acct.key, orderId, "suspend"),
        call("/v1/test_helpers/clock/advance", { key: acct.key, body: { seconds: 8 * DAY }, idem: key("clock") }),
      ]);
      expect(c.status, c.text).toBe(200);
      expect((await esimOf(acct.key, orderId)).body.service_state).toBe("expired");
      const h = (await events(acct.key)).reverse().map((e) => (e.type === "esim.updated" ? `updated:${e.data.object.service_state}` : e.type)).filter((t) => t.startsWith("esim.") || t.startsWith("updated"));
      if (ok(s)) {
        // suspended before the clock moved: its usage stopped, only the validity ran out
        expect(h).toEqual(["updated:suspended", "esim.suspended", "updated:expired"]);
      } else {
        expect(s.body).toMatchObject({ error: { code: "esim_action_unavailable" } });
        expect(h.at(-1)).toBe("updated:expired");
        expect(h).not.toContain("esim.suspended");
      }
    }
  });

  it("resume and an advance past validity: a resume that won shows before the expiry; one that lost is refused", async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { acct, orderId } = await soldEsim();
      expect((await control(acct.key, orderId, "suspend")).status).toBe(200);
      const [r, c] = await Promise.all([
        control(acct.key, orderId, "resume"),
        call("/v1/test_helpers/clock/advance", { key: acct.key, body: { seconds: 8 * DAY }, idem: key("clock") }),
      ]);
      expect(c.status, c.text).toBe(200);
      expect((await esimOf(acct.key, orderId)).body.service_state).toBe("expired");
      const resumed = await events(acct.key, "esim.resumed");
      if (ok(r)) expect(resumed).toHaveLength(1);
      else {
        expect(r.body).toMatchObject({ error: { code: "esim_action_unavailable" } });
        expect(resumed).toEqual([]);
      }
    }
  });
});
