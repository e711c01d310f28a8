// The funding test helpers under concurrency: twenty calls of the pay helper on one Lightning
// invoice, or of the confirm helper on one detected deposit, each under its own Idempotency-Key,
// through the real app. The money moves once, and only the call that moved it answers 200;
// every other is refused as the interface says (409 invoice_not_pending, deposit_already_credited).
import { describe, expect, it } from "vitest";
import { call, errorOf, newAccount, type Reply } from "../support/api";
import { deposit, events, expectLedgerConsistent, key, listAll, wallet } from "../support/money";
import type { ConfirmDepositResponse } from "../../src/routes/test-helpers/confirm-deposit";
import type { PayLightningInvoiceResponse } from "../../src/routes/test-helpers/pay-lightning-invoice";
import type { CreateLightningInvoiceResponse } from "../../src/routes/wallet/create-lightning-invoice";
import type { ListDepositsResponse } from "../../src/routes/wallet/list-deposits";

const N = 20;

function tally<T>(replies: Reply<T>[], code: string): Reply<T>[] {
  const ok = replies.filter((r) => r.status === 200);
  const refused = replies.filter((r) => r.status !== 200);
  for (const r of refused) {
    expect(r.status).toBe(409);
    expect(errorOf(r).code).toBe(code);
  }
  return ok;
}

describe("funding helpers called concurrently", () => {
  it(`pays one Lightning invoice once: of ${N} concurrent pay calls exactly one answers 200`, async () => {
    const acct = await newAccount();
    const inv = (await call<CreateLightningInvoiceResponse>("/v1/wallet/lightning_invoices", { key: acct.key, body: { amount: 2500 }, idem: key("lni") })).body;
    const replies = await Promise.all(
      Array.from({ length: N }, (_, i) => call<PayLightningInvoiceResponse>(`/v1/test_helpers/lightning_invoices/${inv.id}/pay`, { method: "POST", key: acct.key, idem: key(`pay${i}`) })),
    );
    const ok = tally(replies, "invoice_not_pending");
    expect(ok).toHaveLength(1);
    expect(ok[0]!.body).toMatchObject({ object: "deposit", rail: "lightning", status: "credited", amount: { amount: 2500 } });
    expect((await wallet(acct.key)).balance.amount).toBe(2500);
    expect(await listAll<ListDepositsResponse>(acct.key, "/v1/wallet/deposits")).toHaveLength(1);
    expect(await events(acct.key, "wallet.credited")).toHaveLength(1);
    await expectLedgerConsistent(acct.id);
  });

  it(`confirms one detected deposit once: of ${N} concurrent confirm calls exactly one answers 200`, async () => {
    const acct = await newAccount();
    const detected = (await deposit(acct.key, { amount: 4000, asset: "USDT", network: "base", status: "detected" })).body;
    const replies = await Promise.all(
      Array.from({ length: N }, (_, i) => call<ConfirmDepositResponse>(`/v1/test_helpers/deposits/${detected.id}/confirm`, { method: "POST", key: acct.key, idem: key(`confirm${i}`) })),
    );
    const ok = tally(replies, "deposit_already_credited");
    expect(ok).toHaveLength(1);
    expect(ok[0]!.body).toMatchObject({ id: detected.id, status: "credited" });
    expect((await wallet(acct.key)).balance.amount).toBe(4000);
    expect(await events(acct.key, "wallet.credited")).toHaveLength(1);
    await expectLedgerConsistent(acct.id);
  });
});
