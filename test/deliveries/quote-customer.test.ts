// A quote's `customer`: once its order is fulfilled the eSIM is sent to that address exactly once,
// whichever way the quote was paid (wallet, bank transfer, Lightning, stablecoin: all settle
// through the account's object), however often the fulfilment is reported or the queue message
// is delivered; a purchase without a customer costs nothing more. Refusals name their field.
import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult, runInDurableObject, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { handleQueue } from "../../src/jobs/queue";
import { sendDelivery } from "../../src/jobs/esim-deliveries";
import { call, expectError, newAccount } from "../support/api";
import { accountStub, bankTransfer, buy, catalog, deposit, eventually, key, OFFER, sqlIn } from "../support/money";
import type { ListDeliveriesResponse } from "../../src/routes/deliveries/list";
import type { CreateQuoteResponse } from "../../src/routes/quotes/create";

const deliveriesOf = async (apiKey: string, orderId: string) =>
  (await call<ListDeliveriesResponse>(`/v1/orders/${orderId}/deliveries`, { key: apiKey })).body.data;

const sentOnce = (apiKey: string, orderId: string) =>
  eventually(() => deliveriesOf(apiKey, orderId), (d) => d.length === 1 && d[0]!.status !== "sending");

/** Delivers one fulfilment-queue message through the worker's consumer, as the queue would. */
async function deliverMessage(body: Record<string, unknown>, id: string) {
  const batch = createMessageBatch("pc-fulfilment", [{ id, timestamp: new Date(), attempts: 1, body }]);
  const ctx = createExecutionContext();
  await handleQueue(batch, env, ctx);
  await waitOnExecutionContext(ctx);
  return getQueueResult(batch, ctx);
}

/** The statements the account's object runs while `work` runs (as test/money/purchase-cost.test.ts counts them). */
async function statementsOf(accountId: string, work: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const swap = (record: boolean) =>
    runInDurableObject(accountStub(accountId), (instance) => {
      const inst = instance as unknown as { sql: SqlStorage; realSql?: SqlStorage };
      if (!record) {
        inst.sql = inst.realSql ?? inst.sql;
        return;
      }
      const real = (inst.realSql = inst.sql);
      inst.sql = new Proxy(real, {
        get: (target, prop) =>
          prop === "exec"
            ? (query: string, ...params: SqlStorageValue[]) => (seen.push(query.replace(/\s+/g, " ").trim()), target.exec(query, ...params))
            : Reflect.get(target, prop),
      });
    });
  await swap(true);
  try {
    await work();
  } finally {
    await swap(false);
  }
  return seen.filter((q) => !/request_logs/.test(q));
}

describe("a quote's customer", () => {
  it("costs a purchase without one nothing: the same statements, none of them about deliveries", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 100_000);
    expect((await buy(acct.key, esim.id)).status).toBe(200);
    const plain = await statementsOf(acct.id, async () => void expect((await buy(acct.key, esim.id)).status).toBe(200));
    expect(plain.filter((q) => /esim_deliveries|brand|customer FROM/.test(q))).toEqual([]);
    const withCustomer = await statementsOf(acct.id, async () => void expect((await buy(acct.key, esim.id, "wallet", { customer: { email: "c@example.com" } })).status).toBe(200));
    expect(withCustomer.some((q) => /^INSERT INTO esim_deliveries/.test(q))).toBe(true);
    expect(withCustomer.length).toBeGreaterThan(plain.length);
  });

  it("is sent the eSIM once a wallet purchase is fulfilled, in its language, and the quote shows it", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 100_000);
    const customer = { email: "traveller@example.com", language: "ja" };
    const q = await buy(acct.key, esim.id, "wallet", { customer });
    expect(q.status, q.text).toBe(200);
    expect(q.body.customer).toEqual(customer);
    const [d] = await sentOnce(acct.key, q.body.order_id!);
    expect(d).toMatchObject({ email: customer.email, language: "ja", status: "sent", origin: "quote", order_id: q.body.order_id });
    const [row] = await sqlIn<{ subject: string }>(acct.id, "SELECT subject FROM esim_deliveries WHERE id = ?", d!.id);
    expect(row!.subject).toBe("eSIMの準備ができました");
  });

  it("is sent the eSIM once whichever rail paid: bank transfer, stablecoin, Lightning, and a pending order completed later", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const customer = { email: "rails@example.com" };

    const bank = await buy(acct.key, esim.id, "bank_transfer", { customer });
    expect(bank.status, bank.text).toBe(200);
    expect(bank.body.status).toBe("awaiting_funds");
    await bankTransfer(acct.key, esim.price.amount);
    const paidByBank = await eventually(() => call<CreateQuoteResponse>(`/v1/quotes/${bank.body.id}`, { key: acct.key }), (r) => r.body.status === "fulfilled");
    expect(await sentOnce(acct.key, paidByBank.body.order_id!)).toHaveLength(1);

    const usdt = await buy(acct.key, esim.id, "usdt", { customer });
    expect(usdt.status, usdt.text).toBe(200);
    expect((await deposit(acct.key, { amount: esim.price.amount, asset: "USDT", network: "bep20" })).status).toBe(200);
    const paidByCoin = await eventually(() => call<CreateQuoteResponse>(`/v1/quotes/${usdt.body.id}`, { key: acct.key }), (r) => r.body.status === "fulfilled");
    expect(await sentOnce(acct.key, paidByCoin.body.order_id!)).toHaveLength(1);

    const ln = await buy(acct.key, esim.id, "lightning", { customer });
    expect(ln.status, ln.text).toBe(200);
    const invoiceId = (ln.body.payment.lightning as { invoice_id: string }).invoice_id;
    const paid = await call(`/v1/test_helpers/lightning_invoices/${invoiceId}/pay`, { key: acct.key, body: {}, idem: key("pay") });
    expect(paid.status, paid.text).toBe(200);
    const paidByLn = await eventually(() => call<CreateQuoteResponse>(`/v1/quotes/${ln.body.id}`, { key: acct.key }), (r) => r.body.status === "fulfilled");
    expect(await sentOnce(acct.key, paidByLn.body.order_id!)).toHaveLength(1);

    // an order the supplier answers later (here: the sandbox's pending fixture, completed by the helper)
    await bankTransfer(acct.key, 100_000);
    const later = await buy(acct.key, OFFER.stays, "wallet", { customer });
    expect(later.status, later.text).toBe(200);
    expect(await deliveriesOf(acct.key, later.body.order_id!)).toEqual([]);
    const done = await call(`/v1/test_helpers/orders/${later.body.order_id}/complete`, { key: acct.key, body: { outcome: "fulfilled" }, idem: key("done") });
    expect(done.status, done.text).toBe(200);
    expect(await sentOnce(acct.key, later.body.order_id!)).toHaveLength(1);
  });

  it("sends once however often the queue message is delivered or the send is run at once", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 100_000);
    const q = await buy(acct.key, esim.id, "wallet", { customer: { email: "twice@example.com" } });
    const [d] = await sentOnce(acct.key, q.body.order_id!);
    const account = { accountId: acct.id, mode: "test" as const };
    const msg = { delivery_id: d!.id, account_id: acct.id, mode: "test" };
    const runs = await Promise.all([sendDelivery(env, account, d!.id), sendDelivery(env, account, d!.id), deliverMessage(msg, "d-1"), deliverMessage(msg, "d-2")]);
    expect(runs[0]).toEqual(d);
    expect(runs[1]).toEqual(d);
    expect(runs[2].explicitAcks).toEqual(["d-1"]);
    const rows = await sqlIn<{ status: string; attempts: number; sent_at: number }>(acct.id, "SELECT status, attempts, sent_at FROM esim_deliveries");
    // one row, claimed and sent once: a finished delivery is never claimed again
    expect(rows).toEqual([{ status: "sent", attempts: 1, sent_at: Date.parse(d!.sent_at!) }]);
  });

  it("is one delivery per order by the table's own rule, even if the fulfilment step ran twice", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 100_000);
    const q = await buy(acct.key, esim.id, "wallet", { customer: { email: "index@example.com" } });
    await sentOnce(acct.key, q.body.order_id!);
    await expect(
      sqlIn(acct.id, "INSERT INTO esim_deliveries (id, order_id, email, language, status, origin, subject, html, text, created_at) VALUES ('dlv_x', ?, 'x@example.com', 'en', 'sending', 'quote', '', '', '', 0)", q.body.order_id!),
    ).rejects.toThrow(/UNIQUE/);
    // a second fulfilment report of the order changes nothing (settling is one-way)
    const again = await accountStub(acct.id).settleOrder({ accountId: acct.id, mode: "test" }, q.body.order_id!, {
      status: "fulfilled", transactionId: "again", deliverable: { type: "esim_profile", iccid: "1", lpa: "LPA:1$x$y" },
    } as never);
    expect(again).toEqual({ ok: true, value: false });
    expect(await deliveriesOf(acct.key, q.body.order_id!)).toHaveLength(1);
  });

  it("two fulfilments reported at once (the complete helper twice) make one delivery", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 100_000);
    const q = await buy(acct.key, OFFER.stays, "wallet", { customer: { email: "race@example.com" } });
    expect(q.status, q.text).toBe(200);
    const complete = () => call(`/v1/test_helpers/orders/${q.body.order_id}/complete`, { key: acct.key, body: { outcome: "fulfilled" }, idem: key("race") });
    const both = await Promise.all([complete(), complete()]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await sentOnce(acct.key, q.body.order_id!)).toHaveLength(1);
    expect(await sqlIn(acct.id, "SELECT id FROM esim_deliveries")).toHaveLength(1);
  });

  it("a claimed delivery whose sender died is finished by the alarm's hand-over", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 100_000);
    const q = await buy(acct.key, esim.id, "wallet", { customer: { email: "crash@example.com" } });
    const [d] = await sentOnce(acct.key, q.body.order_id!);
    // as if a sender had claimed it and died: 'sending', its lease and due time past
    await sqlIn(acct.id, "UPDATE esim_deliveries SET status = 'sending', sent_at = NULL, lease_until = 1, lease_owner = 'dead', due_at = 1 WHERE id = ?", d!.id);
    const stub = accountStub(acct.id);
    await stub.sweep();
    const [after] = await eventually(() => deliveriesOf(acct.key, q.body.order_id!), (x) => x[0]!.status === "sent");
    expect(after!.status).toBe("sent");
  });

  it("is refused for a top-up offer or a bad address, naming the field, with nothing stored or charged", async () => {
    const acct = await newAccount();
    const { esim, topup } = await catalog(acct.key);
    await bankTransfer(acct.key, 100_000);
    const number = ({ MX: "+525512345678", PH: "+639171234567", NG: "+2348031234567", IN: "+919812345678" } as Record<string, string>)[topup.coverage.countries[0]!];
    expectError(await buy(acct.key, topup.id, "wallet", { destination: number, customer: { email: "a@example.com" } }), 400, "parameter_invalid", "customer.email");
    expectError(await buy(acct.key, esim.id, "wallet", { customer: { email: "nope" } }), 400, "parameter_invalid", "customer.email");
    expectError(await buy(acct.key, esim.id, "wallet", { customer: {} }), 400, "parameter_missing", "customer.email");
    expectError(await buy(acct.key, esim.id, "wallet", { customer: { email: "a@example.com", language: "xx" } }), 400, "parameter_invalid", "customer.language");
    expectError(await buy(acct.key, esim.id, "wallet", { customer: { email: "a@example.com", name: "A" } }), 400, "parameter_unknown", "customer.name");
    expect(await sqlIn(acct.id, "SELECT id FROM quotes")).toEqual([]);
    expect(await sqlIn(acct.id, "SELECT id FROM esim_deliveries")).toEqual([]);
  });
});
