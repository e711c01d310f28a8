import { describe, expect, it } from "vitest";
import { admin, call, expectError, newAccount } from "../support/api";
import type { ListEventsResponse } from "../../src/routes/events/list";
import type { RetrieveWalletResponse } from "../../src/routes/wallet/retrieve";
import type { SetCreditResponse } from "../../src/routes/admin/accounts/set-credit";

describe("POST /admin/v1/accounts/{id}/credit", () => {
  it("sets overdraft and net terms in the named mode, beyond the sandbox cap, emitting credit.updated", async () => {
    const acct = await newAccount();
    const res = await admin<SetCreditResponse>(`/admin/v1/accounts/${acct.id}/credit`, {
      body: { mode: "test", overdraft_limit: { amount: 2_500_000, currency: "USD" }, net_terms_days: 45 },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.credit).toEqual({ overdraft_limit: { amount: 2_500_000, currency: "USD" }, net_terms_days: 45, status: "active" });
    const wallet = (await call<RetrieveWalletResponse>("/v1/wallet", { key: acct.key })).body;
    expect(wallet.overdraft_limit.amount).toBe(2_500_000);
    const events = (await call<ListEventsResponse>("/v1/events?type=credit.updated", { key: acct.key })).body.data;
    expect(events).toHaveLength(1);
    expect(events[0]!.data.object).toMatchObject({ object: "account", id: acct.id, livemode: false });
  });

  it("refuses live credit before live access, unknown accounts and bad input", async () => {
    const acct = await newAccount();
    const body = { mode: "live", overdraft_limit: { amount: 100, currency: "USD" } };
    expectError(await admin(`/admin/v1/accounts/${acct.id}/credit`, { body }), 409, "invalid_state");
    expectError(await admin(`/admin/v1/accounts/acct_01M80XS6D4E5YTES7Z15787P96/credit`, { body: { ...body, mode: "test" } }), 404, "resource_not_found");
    expectError(await admin(`/admin/v1/accounts/${acct.id}/credit`, { body: { overdraft_limit: { amount: 1, currency: "USD" } } }), 400, "parameter_missing", "mode");
    expectError(await admin(`/admin/v1/accounts/${acct.id}/credit`, { body: { mode: "test", overdraft_limit: { amount: 1, currency: "EUR" } } }), 400, "parameter_invalid", "overdraft_limit.currency");
    expectError(await call(`/admin/v1/accounts/${acct.id}/credit`, { key: acct.key, body }), 401, "invalid_api_key");
  });
});
