// The eSIM on the dashboard's order page: the status line that reads the truth, the eSIM's two
// states in words, the controls its `actions` allows as buttons (owners and developers only; the
// API's own step under the form's key), revoke behind its reason and "no money comes back"
// confirmation (and, live, a fresh second factor), no QR code or install links once revoked or
// refunded, the refund's and the eSIM's events in the order's events table, and Orders filtered by
// eSIM state.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { call } from "../support/api";
import { bankTransfer, buy, catalog, key as idemKey } from "../support/money";
import { buyEsim } from "../support/esim";
import { controlFromForm, REVOKE_CONFIRM_WORDS } from "../../src/pages/dashboard/esim-actions";
import type { RetrieveEsimResponse } from "../../src/routes/orders/retrieve-esim";
import type { Current } from "../../src/pages/session";
import { formFields, partner } from "./helpers";

const setRole = (accountId: string, role: string) => env.DB.prepare("UPDATE memberships SET role = ? WHERE account_id = ?").bind(role, accountId).run();
const esimPath = (orderId: string, control: string) => `/dashboard/orders/${orderId}/esim/${control}`;
const orderIds = (html: string) => [...html.matchAll(/data-order="([^"]+)"/g)].map((m) => m[1]);

async function withEsim(offerId?: string) {
  const p = await partner();
  return { ...p, order: (await buyEsim(p.key, offerId)).order };
}

const esimOf = async (key: string, orderId: string) => (await call<RetrieveEsimResponse>(`/v1/orders/${orderId}/esim`, { key })).body;

describe("the eSIM on the order page", () => {
  it("shows the states in words and the allowed controls; Suspend and Resume run the API's step once per form", async () => {
    const { b, key, order } = await withEsim();
    const page = await b.get(`/dashboard/orders/${order.id}`);
    expect(page.html).toContain('data-status-line="fulfilled"');
    expect(page.html).toContain("On the traveller&#39;s phone");
    expect(page.html).toMatch(/installed since \d{1,2} \w+ \d{4}/);
    expect(page.html).toContain('data-service-state="active"');
    expect(page.html).toContain(`action="${esimPath(order.id, "suspend")}"`);
    expect(page.html).toContain(`action="${esimPath(order.id, "revoke")}"`);
    expect(page.html).not.toContain(`action="${esimPath(order.id, "resume")}"`);
    expect(page.html).toContain(REVOKE_CONFIRM_WORDS);

    const fields = { ...formFields(page.html, esimPath(order.id, "suspend")), reason: "lost phone" };
    const sent = await b.post(esimPath(order.id, "suspend"), fields);
    expect(sent.status, sent.html.slice(0, 400)).toBe(303);
    // the same form again: replayed, not a second suspension (which the rule would refuse)
    expect((await b.post(esimPath(order.id, "suspend"), fields)).status).toBe(303);
    expect((await esimOf(key, order.id)).service_state).toBe("suspended");

    const suspended = await b.get(`/dashboard/orders/${order.id}`);
    expect(suspended.html).toContain('data-status-line="suspended"');
    expect(suspended.html).toContain("Suspended");
    expect(suspended.html).toContain(`action="${esimPath(order.id, "resume")}"`);
    expect(suspended.html).not.toContain(`action="${esimPath(order.id, "suspend")}"`);
    // the events table lists the eSIM's events beside the order's own
    expect(suspended.html).toContain("<code>esim.suspended</code>");
    expect(suspended.html).toContain("<code>esim.updated</code>");

    const resumed = await b.post(esimPath(order.id, "resume"), formFields(suspended.html, esimPath(order.id, "resume")));
    expect(resumed.status).toBe(303);
    expect((await esimOf(key, order.id)).service_state).toBe("active");
  });

  it("Revoke needs its reason and the no-money-back box; once revoked the page says Deactivated and shows no QR code or install link", async () => {
    const { b, key, order } = await withEsim();
    const page = await b.get(`/dashboard/orders/${order.id}`);
    expect(page.html).toContain('class="qr"');
    // the checkbox as the form has it, unticked (a browser sends nothing for it)
    const { confirm: _box, ...fields } = formFields(page.html, esimPath(order.id, "revoke"));
    const unconfirmed = await b.post(esimPath(order.id, "revoke"), { ...fields, reason: "abuse" });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.html).toContain("tick it to revoke the eSIM");
    const noReason = await b.post(esimPath(order.id, "revoke"), { ...fields, confirm: "yes" });
    expect(noReason.status).toBe(400);
    expect((await esimOf(key, order.id)).service_state).toBe("active");

    const done = await b.post(esimPath(order.id, "revoke"), { ...fields, reason: "abuse", confirm: "yes" });
    expect(done.status, done.html.slice(0, 400)).toBe(303);
    const revoked = await b.get(`/dashboard/orders/${order.id}`);
    expect(revoked.html).toContain('data-status-line="deactivated"');
    expect(revoked.html).toContain("Deactivated");
    expect(revoked.html).not.toContain('class="qr"');
    expect(revoked.html).not.toContain("esimsetup.apple.com");
    expect(revoked.html).not.toContain("/install/");
    expect(revoked.html).toContain('data-install="gone"');
    expect(revoked.html).not.toContain(`action="${esimPath(order.id, "suspend")}"`);
    // and no refund is offered for it (the refund step would refuse it anyway)
    expect(revoked.html).toContain("<code>esim.revoked</code>");
  });

  it("a refunded eSIM reads Refunded, shows no QR code, and the refund's events are in the table", async () => {
    const { b, key, order } = await withEsim("off_test_never_installed");
    const page = await b.get(`/dashboard/orders/${order.id}`);
    expect(page.html).toContain("not installed yet");
    const refund = await call("/v1/refunds", { key, body: { order_id: order.id, reason: "trip_cancelled" }, idem: idemKey("re") });
    expect(refund.status, refund.text).toBe(200);
    const after = await b.get(`/dashboard/orders/${order.id}`);
    expect(after.html).toContain('data-status-line="refunded"');
    expect(after.html).not.toContain('class="qr"');
    expect(after.html).toContain("<code>refund.created</code>");
    expect(after.html).toContain("<code>refund.succeeded</code>");
  });

  it("Refund pending is the status line while a refund waits", async () => {
    const { b, key, order } = await withEsim();
    expect((await call("/v1/refunds", { key, body: { order_id: order.id, reason: "trip_cancelled" }, idem: idemKey("re") })).status).toBe(200);
    expect((await b.get(`/dashboard/orders/${order.id}`)).html).toContain('data-status-line="refund_pending"');
  });

  it("finance and viewers see the states but no buttons, and their posts are 403 with nothing changed", async () => {
    const { b, key, accountId, order } = await withEsim();
    const fields = formFields((await b.get(`/dashboard/orders/${order.id}`)).html, esimPath(order.id, "suspend"));
    for (const role of ["finance", "viewer"]) {
      await setRole(accountId, role);
      const page = await b.get(`/dashboard/orders/${order.id}`);
      expect(page.html).toContain('data-service-state="active"');
      expect(page.html).not.toContain(`action="${esimPath(order.id, "suspend")}"`);
      expect((await b.post(esimPath(order.id, "suspend"), fields)).status).toBe(403);
    }
    expect((await esimOf(key, order.id)).service_state).toBe("active");
    await setRole(accountId, "developer");
    expect((await b.post(esimPath(order.id, "suspend"), fields)).status).toBe(303);
  });

  it("a live revoke needs a second factor confirmed in the last 10 minutes, asked before anything is called", async () => {
    const me = {
      account: { id: "acct_x", name: "X", role: "owner" }, mode: "live", user: { emailVerifiedAt: 1, totpEnabledAt: 1 }, session: { secondFactorAt: null },
    } as unknown as Current;
    await expect(controlFromForm(env, me, "ord_x", "revoke", { reason: "lost", confirm: "yes" })).rejects.toThrow(/two-factor code/);
  });
});

describe("Orders filtered by eSIM state", () => {
  it("lists the eSIMs not installed yet, installed, or suspended", async () => {
    const p = await partner();
    await bankTransfer(p.key, 20_000);
    const { esim } = await catalog(p.key);
    const buyOne = async (offer: string) => (await buy(p.key, offer)).body.order_id!;
    const installed = await buyOne(esim.id);
    const fresh = await buyOne("off_test_never_installed");
    const paused = await buyOne(esim.id);
    expect((await call(`/v1/orders/${paused}/esim/suspend`, { key: p.key, body: {}, idem: idemKey("s") })).status).toBe(200);
    const list = async (state: string) => orderIds((await p.b.get(`/dashboard/orders?esim_state=${state}`)).html);
    expect(await list("not_installed")).toEqual([fresh]);
    expect(await list("installed")).toEqual([paused, installed]);
    expect(await list("suspended")).toEqual([paused]);
    const bad = await p.b.get("/dashboard/orders?esim_state=lost");
    expect(bad.status).toBe(400);
  });
});
