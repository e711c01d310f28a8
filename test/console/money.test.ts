// The console's money forms through the real app: credit terms per mode, the negotiated
// commission (a rate above the top tier the margins do not cover refused in the step's words),
// the payout switch and reconciling a late supplier success. Each form a finance operator sends
// writes exactly one audit entry naming them; the same form from support is 403 with nothing
// changed and no entry. An account's page shows a pending order with its next due time.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { call, newAccount } from "../support/api";
import { bankTransfer, buy, OFFER, wallet } from "../support/money";
import { formFields } from "../dashboard/helpers";
import { payoutsPaused } from "../../src/accounts/settings";
import { recordLateSuccess } from "../../src/providers/live/suppliers/late-successes";
import { signedInOperator, type TestOperator } from "./helpers";
import { expectAlert } from "../support/words";

async function entriesBy(op: TestOperator) {
  const { results } = await env.DB.prepare("SELECT * FROM audit_log WHERE actor = ? ORDER BY id").bind(op.id).all<{ action: string; actor: string; operator_id: string; target: string; after: string }>();
  return results;
}

/** Sends the form posting to `action` on `page` with `values` typed in. */
async function send(op: TestOperator, page: string, action: string, values: Record<string, string>) {
  const html = (await op.b.get(page)).html;
  return op.b.post(action, { ...formFields(html, action), ...values });
}

/** The same form as support would send it (the fields a finance page shows, support's own CSRF token). */
async function sendAs(op: TestOperator, action: string, values: Record<string, string>, page: string) {
  const csrf = await op.b.csrf(page);
  return op.b.post(action, { _csrf: csrf, ...values });
}

describe("console: credit terms and commission", () => {
  it("sets test credit terms with one audit entry; support is refused and nothing changes", async () => {
    const acct = await newAccount();
    const fin = await signedInOperator("finance");
    const sup = await signedInOperator("support");
    const page = `/admin/accounts/${acct.id}`;
    const action = `/admin/accounts/${acct.id}/credit`;

    const refused = await sendAs(sup, action, { mode: "test", overdraft_limit: "900.00", net_terms_days: "15" }, page);
    expect(refused.status).toBe(403);
    expect(refused.html).toContain("Your role (support) cannot do this");
    expect((await wallet(acct.key)).overdraft_limit.amount).toBe(0);
    expect(await entriesBy(sup)).toEqual([]);

    const res = await send(fin, page, action, { mode: "test", overdraft_limit: "250.00", net_terms_days: "30" });
    expect(res.status, res.html.slice(0, 500)).toBe(303);
    expect(res.location).toBe(`${page}?done=credit_test`);
    expect((await wallet(acct.key)).overdraft_limit.amount).toBe(25_000);
    const entries = await entriesBy(fin);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.operator_id).toBe(fin.id);
    const after = await fin.b.get(res.location!);
    expect(after.html).toContain("Test mode credit terms set.");
    // the account's page lists the entry among those about it
    const { id } = (await env.DB.prepare("SELECT id FROM audit_log WHERE actor = ?").bind(fin.id).first<{ id: string }>())!;
    expect(after.html).toContain(`data-audit="${id}"`);
  });

  it("refuses live credit terms before live access and a bad amount, in words, with nothing written", async () => {
    const acct = await newAccount();
    const fin = await signedInOperator("finance");
    const page = `/admin/accounts/${acct.id}`;
    const action = `/admin/accounts/${acct.id}/credit`;
    const live = await sendAs(fin, action, { mode: "live", overdraft_limit: "10.00", net_terms_days: "30" }, page);
    expect(live.status).toBe(409);
    const bad = await send(fin, page, action, { mode: "test", overdraft_limit: "lots", net_terms_days: "30" });
    expect(bad.status).toBe(400);
    expectAlert(bad.html, "Overdraft limit (USD): enter a USD amount such as 5000.00.");
    expect(await entriesBy(fin)).toEqual([]);
  });

  it("refuses a commission the margins do not cover in the step's words, sets one they do with one entry; support is refused", async () => {
    const acct = await newAccount();
    const fin = await signedInOperator("finance");
    const sup = await signedInOperator("support");
    const page = `/admin/accounts/${acct.id}`;
    const action = `/admin/accounts/${acct.id}/commission`;
    const commission = async () => (await env.DB.prepare("SELECT commission_bps FROM accounts WHERE id = ?").bind(acct.id).first<{ commission_bps: number | null }>())!.commission_bps;

    const tooHigh = await send(fin, page, action, { commission_bps: "9000" });
    expect(tooHigh.status).toBe(400);
    expect(expectAlert(tooHigh.html, /^Negotiated commission: 9000 basis points is above what the pricing margins cover \(at most \d+\)/)).toContain("Raise the margins first, on the Supply page.");
    expect(tooHigh.html).toContain('value="9000"');
    expect(await commission()).toBeNull();
    expect(await entriesBy(fin)).toEqual([]);

    expect((await sendAs(sup, action, { commission_bps: "1500" }, page)).status).toBe(403);
    expect(await commission()).toBeNull();
    expect(await entriesBy(sup)).toEqual([]);

    const ok = await send(fin, page, action, { commission_bps: "1800" });
    expect(ok.status).toBe(303);
    expect(await commission()).toBe(1800);
    expect(await entriesBy(fin)).toHaveLength(1);
    expect((await fin.b.get(page)).html).toContain('data-commission="1800"');
  });
});

describe("console: payouts and late supplier successes", () => {
  it("pauses and resumes payouts, one entry each; support is refused", async () => {
    const fin = await signedInOperator("finance");
    const sup = await signedInOperator("support");
    expect((await sendAs(sup, "/admin/money/payouts", { paused: "true" }, "/admin/money")).status).toBe(403);
    expect(await payoutsPaused(env)).toBe(false);
    expect(await entriesBy(sup)).toEqual([]);
    expect((await sup.b.get("/admin/money")).html).not.toContain('action="/admin/money/payouts"');

    const paused = await send(fin, "/admin/money", "/admin/money/payouts", {});
    expect(paused.status).toBe(303);
    expect(await payoutsPaused(env)).toBe(true);
    expect((await fin.b.get("/admin/money")).html).toContain('data-payouts="paused"');
    expect(await entriesBy(fin)).toHaveLength(1);
    const resumed = await send(fin, "/admin/money", "/admin/money/payouts", {});
    expect(resumed.status).toBe(303);
    expect(await payoutsPaused(env)).toBe(false);
    expect(await entriesBy(fin)).toHaveLength(2);
  });

  it("reconciles a late supplier success with one entry; support is refused", async () => {
    const orderId = `ord_late_${Date.now()}`;
    await recordLateSuccess(env, {
      orderId, accountId: "acct_late", mode: "live", supplier: "airalo", supplierReference: "ref-1", price: 1200,
      refundedAt: Date.now() - 60_000, foundAt: Date.now(), deliverable: { type: "esim_profile" },
    } as Parameters<typeof recordLateSuccess>[1]);
    const fin = await signedInOperator("finance");
    const sup = await signedInOperator("support");
    const action = `/admin/money/late-successes/${orderId}/reconcile`;
    expect((await sup.b.get("/admin/money")).html).toContain(`data-late="${orderId}"`);
    expect((await sendAs(sup, action, {}, "/admin/money")).status).toBe(403);
    const reconciled = async () => (await env.DB.prepare("SELECT reconciled_at FROM late_supplier_successes WHERE order_id = ?").bind(orderId).first<{ reconciled_at: number | null }>())!.reconciled_at;
    expect(await reconciled()).toBeNull();
    expect(await entriesBy(sup)).toEqual([]);

    const res = await send(fin, "/admin/money", action, {});
    expect(res.status).toBe(303);
    expect(await reconciled()).not.toBeNull();
    expect(await entriesBy(fin)).toHaveLength(1);
    expect((await fin.b.get("/admin/money")).html).not.toContain(`data-late="${orderId}"`);
  });
});

describe("console: work in flight", () => {
  it("shows a pending order with its next due time on the account's page", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 5_000);
    const q = await buy(acct.key, OFFER.stays);
    expect(q.status, q.text).toBe(200);
    const orderId = (q.body as { order_id: string }).order_id;
    const op = await signedInOperator("support");
    const page = await op.b.get(`/admin/accounts/${acct.id}`);
    const row = page.html.slice(page.html.indexOf(`data-work="${orderId}"`));
    expect(row.length).toBeLessThan(page.html.length);
    const cells = row.slice(0, row.indexOf("</tr>"));
    expect(cells).toContain("Pending");
    expect(cells).toMatch(/data-label="Next due">\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect((await call(`/v1/orders/${orderId}`, { key: acct.key })).status).toBe(200);
  });
});
