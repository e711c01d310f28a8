// The console's Refunds page and the Goodwill refund form through the real app: the queue shows
// each pending refund with its account, order, amount, reason, origin, eSIM status and supplier's
// refund id; finance approves and rejects from the page through the same audited step as
// /admin/v1 (one entry naming the operator), and refunds a top-up as goodwill from the account's
// page. Support sees the same queue without controls and the sentence saying who may, and its
// forged forms are 403 with nothing changed and no entry.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { call, newAccount } from "../support/api";
import { bankTransfer, buy, catalog, eventually, key, wallet } from "../support/money";
import { formFields } from "../dashboard/helpers";
import type { CreateRefundResponse } from "../../src/routes/refunds/create";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import { signedInOperator, type TestOperator } from "./helpers";
import { expectAlert } from "../support/words";

async function entriesBy(op: TestOperator) {
  const { results } = await env.DB.prepare("SELECT action, target, operator_id, account_id, after FROM audit_log WHERE actor = ? ORDER BY id")
    .bind(op.id)
    .all<{ action: string; target: string; operator_id: string; account_id: string; after: string }>();
  return results;
}

async function settled(apiKey: string, orderId: string | null | undefined) {
  return eventually(async () => (await call<RetrieveOrderResponse>(`/v1/orders/${orderId}`, { key: apiKey })).body, (o) => o.status !== "pending");
}

/** An account with $100, a fulfilled sandbox eSIM order and the partner's pending refund of it, in the queue. */
async function pendingRefund() {
  const acct = await newAccount();
  const { esim } = await catalog(acct.key);
  await bankTransfer(acct.key, 10_000);
  const q = await buy(acct.key, esim.id);
  const order = await settled(acct.key, q.body.order_id);
  const made = await call<CreateRefundResponse>("/v1/refunds", { key: acct.key, body: { order_id: order.id, reason: "device_incompatible" }, idem: key("refund") });
  expect(made.body.status, made.text).toBe("pending");
  await eventually(
    () => env.DB.prepare("SELECT 1 AS one FROM refund_queue WHERE refund_id = ?").bind(made.body.id).first(),
    (row) => row !== null,
  );
  return { acct, order, refund: made.body };
}

const refundStatus = async (apiKey: string, id: string) => (await call<CreateRefundResponse>(`/v1/refunds/${id}`, { key: apiKey })).body.status;

describe("console: the Refunds queue", () => {
  it("finance approves from the page: the money moves once, one entry names the operator", async () => {
    const { acct, order, refund } = await pendingRefund();
    const fin = await signedInOperator("finance");
    const page = await fin.b.get("/admin/refunds");
    expect(page.status).toBe(200);
    expect(page.html).toContain('<a href="/admin/refunds">Refunds</a>');
    expect(page.html).toContain(`data-refund="${refund.id}"`);
    expect(page.html).toContain(acct.id);
    expect(page.html).toContain(order.id);
    expect(page.html).toContain("Device incompatible");
    expect(page.html).toContain("Partner");
    expect(page.html).toContain("Not read");
    expect(page.html).toContain("None yet");
    const action = `/admin/refunds/${refund.id}/approve`;
    const before = (await wallet(acct.key)).balance.amount;

    const res = await fin.b.post(action, formFields(page.html, action));
    expect(res.status, res.html.slice(0, 300)).toBe(303);
    expect(res.location).toBe("/admin/refunds?done=approved");
    expect((await wallet(acct.key)).balance.amount).toBe(before + order.price.amount);
    expect(await refundStatus(acct.key, refund.id)).toBe("succeeded");
    const entries = await entriesBy(fin);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "refund.approve", target: refund.id, operator_id: fin.id, account_id: acct.id });

    const after = await fin.b.get(res.location!);
    expect(after.html).toContain("Refund approved");
    expect(after.html).not.toContain(`data-refund="${refund.id}"`);
    // the same form again (a second tab): refused in words, nothing more moves, no entry
    const again = await fin.b.post(action, formFields(page.html, action));
    expect(again.status).toBe(409);
    expect(again.html).toContain("already succeeded");
    expect((await wallet(acct.key)).balance.amount).toBe(before + order.price.amount);
    expect(await entriesBy(fin)).toHaveLength(1);
  });

  it("finance rejects with a reason; without one nothing changes", async () => {
    const { acct, refund } = await pendingRefund();
    const fin = await signedInOperator("finance");
    const page = await fin.b.get("/admin/refunds");
    const action = `/admin/refunds/${refund.id}/reject`;
    const html = page.html;
    expect(html).toMatch(new RegExp(`<label>\\s*Reason for rejecting\\s*<textarea name="reason"[^>]*aria-describedby="reject-${refund.id}-hint"`));
    const before = (await wallet(acct.key)).balance.amount;

    const empty = await fin.b.post(action, { ...formFields(html, action), reason: "  " });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain("reason must not be empty");
    expect(await refundStatus(acct.key, refund.id)).toBe("pending");
    expect(await entriesBy(fin)).toEqual([]);

    const res = await fin.b.post(action, { ...formFields(html, action), reason: "The supplier declined it." });
    expect(res.status).toBe(303);
    expect(res.location).toBe("/admin/refunds?done=rejected");
    expect(await refundStatus(acct.key, refund.id)).toBe("rejected");
    expect((await wallet(acct.key)).balance.amount).toBe(before);
    const entries = await entriesBy(fin);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "refund.reject", target: refund.id });
    expect(JSON.parse(entries[0]!.after)).toMatchObject({ failure_reason: "rejected_by_operator", reason: "The supplier declined it." });
  });

  it("support sees the queue without controls; a forged form is 403 with nothing changed", async () => {
    const { acct, refund } = await pendingRefund();
    const sup = await signedInOperator("support");
    const page = await sup.b.get("/admin/refunds");
    expect(page.status).toBe(200);
    expect(page.html).toContain(`data-refund="${refund.id}"`);
    expect(page.html).not.toContain(`/admin/refunds/${refund.id}/approve`);
    expect(page.html).not.toContain(`/admin/refunds/${refund.id}/reject`);
    expect(page.html).toContain("Your role (support) cannot do this; it is for admin, finance.");
    const before = (await wallet(acct.key)).balance.amount;

    const csrf = await sup.b.csrf("/admin/refunds");
    const approve = await sup.b.post(`/admin/refunds/${refund.id}/approve`, { _csrf: csrf });
    expect(approve.status).toBe(403);
    expect(approve.html).toContain("Your role (support) cannot do this");
    const reject = await sup.b.post(`/admin/refunds/${refund.id}/reject`, { _csrf: csrf, reason: "forged" });
    expect(reject.status).toBe(403);
    expect(await refundStatus(acct.key, refund.id)).toBe("pending");
    expect((await wallet(acct.key)).balance.amount).toBe(before);
    expect(await entriesBy(sup)).toEqual([]);
  });
});

describe("console: goodwill refunds", () => {
  it("finance refunds a top-up from the account's page; support sees no form and its forged one is 403", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 10_000);
    const { topup } = await catalog(acct.key);
    const number = ({ MX: "+525512345678", PH: "+639171234567", NG: "+2348031234567", IN: "+919812345678" } as Record<string, string>)[topup.coverage.countries[0]!];
    const q = await buy(acct.key, topup.id, "wallet", { destination: number });
    const order = await settled(acct.key, q.body.order_id);
    expect(order.status).toBe("fulfilled");
    const pagePath = `/admin/accounts/${acct.id}`;
    const action = `/admin/accounts/${acct.id}/refunds`;

    const sup = await signedInOperator("support");
    const supPage = await sup.b.get(pagePath);
    expect(supPage.html).toContain('data-goodwill="test"');
    expect(supPage.html).not.toContain(`action="${action}"`);
    const forged = await sup.b.post(action, { _csrf: await sup.b.csrf(pagePath), mode: "test", order_id: order.id, reason: "other" });
    expect(forged.status).toBe(403);
    expect(forged.html).toContain("Your role (support) cannot do this");
    expect((await call<RetrieveOrderResponse>(`/v1/orders/${order.id}`, { key: acct.key })).body.refund).toBeNull();
    expect(await entriesBy(sup)).toEqual([]);

    const fin = await signedInOperator("finance");
    const html = (await fin.b.get(pagePath)).html;
    expect(html).toMatch(/<label>\s*Order\s*<input name="order_id"[^>]*aria-describedby="goodwill-test-order-hint"/);
    const before = (await wallet(acct.key)).balance.amount;
    const unknown = await fin.b.post(action, { ...formFields(html, action), order_id: "ord_01JC0000000000000000000000", reason: "other" });
    expect(unknown.status).toBe(404);
    expectAlert(unknown.html, "Order: this account has no such order in this mode");
    expect(await entriesBy(fin)).toEqual([]);

    const res = await fin.b.post(action, { ...formFields(html, action), order_id: order.id, reason: "other", note: "Sent to the wrong number." });
    expect(res.status, res.html.slice(0, 300)).toBe(303);
    expect(res.location).toBe(`${pagePath}?done=refund_test`);
    expect((await wallet(acct.key)).balance.amount).toBe(before + order.price.amount);
    const refund = (await call<RetrieveOrderResponse>(`/v1/orders/${order.id}`, { key: acct.key })).body.refund;
    expect(refund?.status).toBe("succeeded");
    const entries = await entriesBy(fin);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "refund.create", target: refund!.id, account_id: acct.id });
    expect(JSON.parse(entries[0]!.after)).toMatchObject({ order_id: order.id, note: "Sent to the wrong number.", origin: "operator" });
    expect((await fin.b.get(res.location!)).html).toContain("Goodwill refund made");
  });
});
