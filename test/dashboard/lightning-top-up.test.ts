// The Wallet page's Lightning top-up: the form mints through the step behind
// POST /v1/wallet/lightning_invoices (the invoice the API then reads), a double submit of one
// rendered form shows the one invoice it minted, the invoice page carries the BOLT11 as a QR code
// and says its status in words, the sandbox button pays it once however often it is pressed, and
// a role without `wallet.manage` changes nothing.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { call } from "../support/api";
import { key as idemKey } from "../support/money";
import type { RetrieveLightningInvoiceResponse } from "../../src/routes/wallet/retrieve-lightning-invoice";
import type { ListDepositsResponse } from "../../src/routes/wallet/list-deposits";
import type { RetrieveWalletResponse } from "../../src/routes/wallet/retrieve";
import { formFields, partner } from "./helpers";

const TOP_UP = "/dashboard/wallet/lightning";
const invoiceIdIn = (location: string | null) => /\/dashboard\/wallet\/lightning\/(lni_[0-9A-Z]{26})$/.exec(location ?? "")?.[1];
const deposits = async (key: string) => (await call<ListDepositsResponse>("/v1/wallet/deposits?limit=100", { key })).body.data;
const balance = async (key: string) => (await call<RetrieveWalletResponse>("/v1/wallet", { key })).body.balance.amount;

describe("Lightning top-up from the wallet page", () => {
  it("mints the API's invoice once per rendered form and shows it as a QR code with its status", async () => {
    const { b, key } = await partner();
    const form: Record<string, string> = { ...formFields((await b.get("/dashboard/wallet")).html, TOP_UP), amount: "25.00" };
    expect(form.idempotency_key).toMatch(/^dash_/);

    const one = await b.post(TOP_UP, form);
    const again = await b.post(TOP_UP, form);
    expect(one.status, one.html.slice(0, 400)).toBe(303);
    const id = invoiceIdIn(one.location);
    expect(id).toBeDefined();
    expect(invoiceIdIn(again.location)).toBe(id);

    const api = await call<RetrieveLightningInvoiceResponse>(`/v1/wallet/lightning_invoices/${id}`, { key });
    expect(api.status).toBe(200);
    expect(api.body).toMatchObject({ status: "pending", amount: { amount: 2500, currency: "USD" }, quote_id: null });

    const page = await b.get(`${TOP_UP}/${id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`data-bolt11="${api.body.bolt11}"`);
    expect(page.html).toMatch(/data-bolt11="[^"]+"><svg/);
    expect(page.html).toContain("Waiting for payment");
    expect(page.html).toContain(`data-poll="${TOP_UP}/${id}/status.json"`);
    expect((await b.get(`${TOP_UP}/${id}/status.json`)).html).toBe(JSON.stringify({ id, status: "pending" }));

    // the same key with another amount is refused as the API refuses a reused key
    expect((await b.post(TOP_UP, { ...form, amount: "30.00" })).status).toBe(422);
    const bad = await b.post(TOP_UP, { ...form, idempotency_key: "dash_bad_amount", amount: "0" });
    expect(bad.status).toBe(400);
  });

  it("the sandbox button pays the invoice once, the page then says paid and stops asking", async () => {
    const { b, key } = await partner();
    const created = await b.post(TOP_UP, { ...formFields((await b.get("/dashboard/wallet")).html, TOP_UP), amount: "12.00" });
    const id = invoiceIdIn(created.location)!;
    const pay = formFields((await b.get(`${TOP_UP}/${id}`)).html, `${TOP_UP}/${id}/pay`);
    const both = await Promise.all([b.post(`${TOP_UP}/${id}/pay`, pay), b.post(`${TOP_UP}/${id}/pay`, pay)]);
    for (const r of both) expect([303, 409]).toContain(r.status);
    expect((await b.post(`${TOP_UP}/${id}/pay`, pay)).status).toBe(303);
    expect(await deposits(key)).toMatchObject([{ rail: "lightning", status: "credited", amount: { amount: 1200 } }]);
    expect(await balance(key)).toBe(1200);

    const page = await b.get(`${TOP_UP}/${id}`);
    expect(page.html).toContain('data-status="paid"');
    expect(page.html).toContain("USD 12.00 credited to the wallet");
    expect(page.html).not.toContain("data-poll");
    expect((await b.get(`${TOP_UP}/${id}/status.json`)).html).toBe(JSON.stringify({ id, status: "paid" }));

    // paying again from a freshly rendered form is the API's invoice_not_pending, nothing moves
    const late = await b.post(`${TOP_UP}/${id}/pay`, { ...pay, idempotency_key: "dash_second_payment" });
    expect(late.status).toBe(409);
    expect(await balance(key)).toBe(1200);
  });

  it("an invoice paid through the API shows as paid on its page", async () => {
    const { b, key } = await partner();
    const id = invoiceIdIn((await b.post(TOP_UP, { ...formFields((await b.get("/dashboard/wallet")).html, TOP_UP), amount: "3.00" })).location)!;
    const paid = await call(`/v1/test_helpers/lightning_invoices/${id}/pay`, { key, body: {}, idem: idemKey("pay") });
    expect(paid.status).toBe(200);
    expect((await b.get(`${TOP_UP}/${id}/status.json`)).html).toContain('"paid"');
  });

  it("a viewer sees the wallet without the form and their post changes nothing; another account's invoice is 404", async () => {
    const { b, key, accountId } = await partner();
    const form = { ...formFields((await b.get("/dashboard/wallet")).html, TOP_UP), amount: "10.00" };
    await env.DB.prepare("UPDATE memberships SET role = 'viewer' WHERE account_id = ?").bind(accountId).run();
    const page = await b.get("/dashboard/wallet");
    expect(page.html).not.toContain("Create Lightning invoice");
    expect(page.html).toContain("can see the wallet but not create top-up invoices");
    expect((await b.post(TOP_UP, form)).status).toBe(403);

    const other = await partner();
    const id = invoiceIdIn((await other.b.post(TOP_UP, { ...formFields((await other.b.get("/dashboard/wallet")).html, TOP_UP), amount: "1.00" })).location)!;
    expect((await b.get(`${TOP_UP}/${id}`)).status).toBe(404);
    expect(await deposits(key)).toEqual([]);
  });
});
