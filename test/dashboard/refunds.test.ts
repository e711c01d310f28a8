// Refunds in the dashboard: the order page's Request refund runs POST /v1/refunds' own step under
// the form's key (one refund however often the form is sent), owners and finance only (anyone
// else's post is 403 with nothing stored), refusals in the API's words and status, the refund's
// state in words on the order page; the Orders list filtered by refund state in the account
// object; the wallet ledger (page and CSV) and the monthly revenue statement with a refund and its
// commission reversal as lines of their own.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { call } from "../support/api";
import { bankTransfer, buy, catalog, eventually, key as idemKey, sqlIn, wallet } from "../support/money";
import { parseCsv } from "../support/csv";
import { money } from "../../src/pages/format";
import { REFUSAL_MESSAGES } from "../../src/domain/refunds";
import type { ListRefundsResponse } from "../../src/routes/refunds/list";
import type { CreateRefundResponse } from "../../src/routes/refunds/create";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import type { RetrieveRevenueResponse } from "../../src/routes/revenue/retrieve";
import type { ListWalletLedgerResponse } from "../../src/routes/wallet/list-ledger";
import { formFields, partner } from "./helpers";
import { expectAlert } from "../support/words";

type Refund = CreateRefundResponse;
const DAY = 86_400;
const CONFIRM = "I understand the eSIM stops working once refunded";
const PHONES: Record<string, string> = { MX: "+525512345678", PH: "+639171234567", NG: "+2348031234567", IN: "+919812345678", US: "+14155550123", GB: "+447700900123", CO: "+573001234567" };

const refundPath = (orderId: string) => `/dashboard/orders/${orderId}/refund`;
const refunds = async (key: string) => (await call<ListRefundsResponse>("/v1/refunds?limit=100", { key })).body.data;
const refundEvents = async (accountId: string) => (await sqlIn<{ type: string }>(accountId, "SELECT type FROM events WHERE type LIKE 'refund.%' ORDER BY id")).map((e) => e.type);
const revenue = async (key: string) => (await call<RetrieveRevenueResponse>("/v1/revenue", { key })).body;
const resolve = (key: string, refundId: string, outcome: "succeeded" | "rejected") =>
  call<Refund>(`/v1/test_helpers/refunds/${refundId}/resolve`, { key, body: { outcome }, idem: idemKey("resolve") });
const setRole = (accountId: string, role: string) => env.DB.prepare("UPDATE memberships SET role = ? WHERE account_id = ?").bind(role, accountId).run();
const orderIds = (html: string) => [...html.matchAll(/data-order="([^"]+)"/g)].map((m) => m[1]);

async function fulfilled(key: string, orderId: string | null | undefined) {
  return eventually(async () => (await call<RetrieveOrderResponse>(`/v1/orders/${orderId}`, { key })).body, (o) => o.status !== "pending");
}

/** A signed-up partner with $200 and `n` fulfilled sandbox eSIM orders (the cheapest eSIM), newest last. */
async function withEsims(n = 1) {
  const p = await partner();
  const { esim } = await catalog(p.key);
  await bankTransfer(p.key, 20_000);
  const orders: RetrieveOrderResponse[] = [];
  for (let i = 0; i < n; i++) {
    const q = await buy(p.key, esim.id);
    expect(q.status, q.text).toBe(200);
    const o = await fulfilled(p.key, q.body.order_id);
    expect(o.status).toBe("fulfilled");
    orders.push(o);
  }
  return { ...p, orders, order: orders[0]! };
}

/** The order page's Request refund form, filled in as a person would: a reason and the confirmation ticked. */
async function refundForm(b: { get: (p: string) => Promise<{ html: string }> }, orderId: string, reason = "trip_cancelled"): Promise<Record<string, string>> {
  const page = await b.get(`/dashboard/orders/${orderId}`);
  return { ...formFields(page.html, refundPath(orderId)), reason, confirm: "yes" };
}

describe("Request refund on the order page", () => {
  it("an owner's request waits pending; resolved by the helper, the page shows Refunded with the amounts", async () => {
    const { b, key, accountId, order } = await withEsims();
    const earned = (await revenue(key)).balance.amount;
    expect(earned).toBeGreaterThan(0);
    const page = await b.get(`/dashboard/orders/${order.id}`);
    expect(page.html).toContain(`action="${refundPath(order.id)}"`);
    expect(page.html).toContain(CONFIRM);
    for (const words of ["Trip cancelled", "Device incompatible", "Installation failed", "Duplicate order", "Other"]) expect(page.html).toContain(words);
    const fields: Record<string, string> = { ...formFields(page.html, refundPath(order.id)), reason: "trip_cancelled", confirm: "yes" };
    expect(fields.idempotency_key).toMatch(/^dash_/);

    const sent = await b.post(refundPath(order.id), fields);
    expect(sent.status, sent.html.slice(0, 400)).toBe(303);
    expect(sent.location).toBe(`/dashboard/orders/${order.id}`);
    const [refund] = await refunds(key);
    expect(refund).toMatchObject({ order_id: order.id, status: "pending", reason: "trip_cancelled", origin: "partner" });

    const pending = await b.get(`/dashboard/orders/${order.id}`);
    expect(pending.html).toContain('data-refund="pending"');
    expect(pending.html).toContain("Pending: waiting on the supplier");
    expect(pending.html).toContain(`<code>${refund!.id}</code>`);
    expect(pending.html).toContain("Trip cancelled");
    expect(pending.html).not.toContain(`action="${refundPath(order.id)}"`);

    expect((await resolve(key, refund!.id, "succeeded")).status).toBe(200);
    const done = (await b.get(`/dashboard/orders/${order.id}`)).html;
    const resolvedAt = (await call<Refund>(`/v1/refunds/${refund!.id}`, { key })).body.resolved_at!;
    expect(done).toContain('data-refund="succeeded"');
    expect(done).toContain(`Refunded on ${resolvedAt.slice(0, 16).replace("T", " ")} UTC`);
    expect(done).toContain(`data-refund-figure="wallet_credit">${money(order.price)}<`);
    expect(done).toContain(`data-refund-figure="commission_reversed">${money({ amount: earned, currency: "USD" })}<`);
    expect(done).toContain(`<code>${refund!.id}</code>`);
    expect(await refundEvents(accountId)).toEqual(["refund.created", "refund.succeeded"]);
  });

  it("the same rendered form sent twice makes one refund; sent for another order it is refused as a reused key", async () => {
    const { b, key, accountId, orders } = await withEsims(2);
    const fields = await refundForm(b, orders[0]!.id);
    const one = await b.post(refundPath(orders[0]!.id), fields);
    const again = await b.post(refundPath(orders[0]!.id), fields);
    expect([one.status, again.status]).toEqual([303, 303]);
    expect(again.location).toBe(one.location);
    expect((await refunds(key)).length).toBe(1);
    expect(await refundEvents(accountId)).toEqual(["refund.created"]);

    // its key bound to another order's request is the API's reused-key refusal, and stores nothing
    const moved = await b.post(refundPath(orders[1]!.id), fields);
    expect(moved.status).toBe(422);
    expect((await refunds(key)).map((r) => r.order_id)).toEqual([orders[0]!.id]);
  });

  it("finance may; a viewer or a developer sees no form and their post is 403 with nothing stored", async () => {
    const { b, key, accountId, orders } = await withEsims(2);
    const fields = await refundForm(b, orders[0]!.id);
    const before = (await wallet(key)).balance.amount;
    for (const role of ["viewer", "developer"]) {
      await setRole(accountId, role);
      const page = await b.get(`/dashboard/orders/${orders[0]!.id}`);
      expect(page.status).toBe(200);
      expect(page.html).not.toContain(`action="${refundPath(orders[0]!.id)}"`);
      expect(page.html).toContain(`Your role (${role}) can see the order but not request a refund.`);
      const sent = await b.post(refundPath(orders[0]!.id), fields);
      expect(sent.status, role).toBe(403);
      expect(sent.html).toContain(`Your role (${role}) cannot request refunds.`);
      expect(await refunds(key)).toEqual([]);
      expect(await refundEvents(accountId)).toEqual([]);
    }
    expect((await wallet(key)).balance.amount).toBe(before);

    await setRole(accountId, "finance");
    const sent = await b.post(refundPath(orders[1]!.id), await refundForm(b, orders[1]!.id, "duplicate"));
    expect(sent.status).toBe(303);
    expect(await refunds(key)).toMatchObject([{ order_id: orders[1]!.id, reason: "duplicate", status: "pending" }]);
  });

  it("a refusal is the API's words and status on the order page, and stores nothing", async () => {
    const { b, key, accountId, order } = await withEsims();
    const fields = await refundForm(b, order.id);

    // without the confirmation, or without a reason, nothing is asked of the step
    const unconfirmed = await b.post(refundPath(order.id), { ...fields, confirm: "" });
    expect(unconfirmed.status).toBe(400);
    expectAlert(unconfirmed.html, `Confirmation: tick "${CONFIRM}" to request the refund. Nothing was done.`);
    const noReason = await b.post(refundPath(order.id), { ...fields, reason: "" });
    expect(noReason.status).toBe(400);
    expectAlert(noReason.html, "Reason: choose why the refund is asked for.");

    // the eSIM's validity (7 days) has ended on the account's clock: the step refuses, the page says so
    expect((await call("/v1/test_helpers/clock/advance", { key, body: { seconds: 8 * DAY }, idem: idemKey("clock") })).status).toBe(200);
    const expired = await b.post(refundPath(order.id), fields);
    expect(expired.status).toBe(409);
    expect(expired.html).toContain(REFUSAL_MESSAGES.esim_expired.replace(/'/g, "&#39;"));
    expect(expired.html).toContain(`<code>${order.id}</code>`);
    expect(await refunds(key)).toEqual([]);
    expect(await refundEvents(accountId)).toEqual([]);
  });

  it("offers the form only on a fulfilled eSIM order without a refund", async () => {
    const { b, key, order } = await withEsims();
    const { topup } = await catalog(key);
    const country = topup.coverage.countries.find((c) => PHONES[c])!;
    const t = await buy(key, topup.id, "wallet", { destination: PHONES[country] });
    expect(t.status, t.text).toBe(200);
    await fulfilled(key, t.body.order_id);
    const topupPage = await b.get(`/dashboard/orders/${t.body.order_id}`);
    expect(topupPage.html).not.toContain("/refund\"");
    expect(topupPage.html).not.toContain('id="refund"');
    expect((await b.get(`/dashboard/orders/${order.id}`)).html).toContain(`action="${refundPath(order.id)}"`);
  });
});

describe("the Orders list by refund state", () => {
  it("filters none, pending, refunded and rejected in the account object and shows each order's refund state", async () => {
    const { b, key, orders } = await withEsims(4);
    const [none, pending, refunded, rejected] = orders.map((o) => o.id);
    const ask = async (orderId: string) => (await call<Refund>("/v1/refunds", { key, body: { order_id: orderId, reason: "other" }, idem: idemKey("re") })).body;
    await ask(pending!);
    expect((await resolve(key, (await ask(refunded!)).id, "succeeded")).status).toBe(200);
    expect((await resolve(key, (await ask(rejected!)).id, "rejected")).status).toBe(200);

    const list = (await b.get("/dashboard/orders")).html;
    expect(orderIds(list)).toEqual([rejected, refunded, pending, none]);
    const state = (id: string) => new RegExp(`data-order="${id}"[\\s\\S]*?data-refund-state="([a-z]+)">([^<]+)<`).exec(list)?.slice(1);
    expect(state(none!)).toEqual(["none", "None"]);
    expect(state(pending!)).toEqual(["pending", "Pending"]);
    expect(state(refunded!)).toEqual(["succeeded", "Refunded"]);
    expect(state(rejected!)).toEqual(["rejected", "Rejected"]);

    expect(orderIds((await b.get("/dashboard/orders?refund_status=none")).html)).toEqual([none]);
    expect(orderIds((await b.get("/dashboard/orders?refund_status=pending")).html)).toEqual([pending]);
    expect(orderIds((await b.get("/dashboard/orders?refund_status=succeeded")).html)).toEqual([refunded]);
    expect(orderIds((await b.get("/dashboard/orders?refund_status=rejected")).html)).toEqual([rejected]);
    expect(orderIds((await b.get("/dashboard/orders?refund_status=none&status=pending")).html)).toEqual([]);
    expect((await b.get("/dashboard/orders?refund_status=none")).html).toMatch(/<option value="none" selected="">None<\/option>/);
    const bad = await b.get("/dashboard/orders?refund_status=done");
    expect(bad.status).toBe(400);
    expectAlert(bad.html, "Refund: choose one of the listed refund states.");
  });
});

describe("refunds in the money views", () => {
  it("the wallet ledger's page and CSV show the refund and the commission reversed from the wallet as lines of their own", async () => {
    const { b, key, order } = await withEsims();
    const earned = (await revenue(key)).balance.amount;
    // the commission is moved to the wallet first, so its reversal is taken from the wallet
    expect((await call("/v1/revenue/transfers", { key, body: {}, idem: idemKey("tr") })).status).toBe(200);
    expect((await b.post(refundPath(order.id), await refundForm(b, order.id))).status).toBe(303);
    const [refund] = await refunds(key);
    expect((await resolve(key, refund!.id, "succeeded")).status).toBe(200);
    const lines = (await call<ListWalletLedgerResponse>("/v1/wallet/ledger?limit=100", { key })).body.data;
    const refundLine = lines.find((l) => l.source === "refund")!;
    const reversal = lines.find((l) => l.source === "commission_reversal")!;
    expect(refundLine).toMatchObject({ type: "credit", amount: order.price });
    expect(reversal).toMatchObject({ type: "debit", amount: { amount: earned } });

    const page = (await b.get("/dashboard/wallet")).html;
    const row = (id: string) => new RegExp(`<tr data-ledger="${id}">([\\s\\S]*?)</tr>`).exec(page)?.[1] ?? "";
    expect(row(refundLine.id)).toContain(`Refund ${refund!.id} of order ${order.id}`);
    expect(row(refundLine.id)).toContain('data-source="refund">Refund of an order<');
    expect(row(refundLine.id)).toContain(`+${money(order.price)}`);
    expect(row(reversal.id)).toContain(`Commission on order ${order.id} reversed`);
    expect(row(reversal.id)).toContain('data-source="commission_reversal">Commission reversed<');
    expect(row(reversal.id)).toContain(`−${money({ amount: earned, currency: "USD" })}`);

    const [, ...csv] = parseCsv((await b.get("/dashboard/wallet/ledger.csv")).html);
    const csvRow = (id: string) => csv.find((r) => r[0] === id);
    expect(csvRow(refundLine.id)).toEqual([refundLine.id, "ledger_entry", "credit", "refund", String(order.price.amount), "USD", String(refundLine.balance_after.amount), refundLine.description, refundLine.created_at]);
    expect(csvRow(reversal.id)).toEqual([reversal.id, "ledger_entry", "debit", "commission_reversal", String(earned), "USD", String(reversal.balance_after.amount), reversal.description, reversal.created_at]);
  });

  it("the monthly revenue statement shows the commission reversed as a line of its own, and still balances", async () => {
    const { b, key, order } = await withEsims();
    const earned = (await revenue(key)).balance.amount;
    expect((await b.post(refundPath(order.id), await refundForm(b, order.id))).status).toBe(303);
    const [refund] = await refunds(key);
    expect((await resolve(key, refund!.id, "succeeded")).status).toBe(200);

    const month = new Date().toISOString().slice(0, 7);
    const res = await b.get(`/dashboard/revenue/statement.csv?month=${month}`);
    expect(res.status).toBe(200);
    const [, ...rows] = parseCsv(res.html);
    const entries = rows.filter((r) => r[1] === "entry");
    expect(entries.map((r) => [r[3], r[4], r[7]])).toEqual([
      ["earned", order.id, String(earned)],
      ["commission_reversed", order.id, String(-earned)],
    ]);
    expect(rows[rows.length - 1]!.slice(1, 2).concat(rows[rows.length - 1]![9]!)).toEqual(["closing_balance", "0"]);
  });
});
