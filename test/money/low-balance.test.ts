import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { issueKey } from "../../src/accounts/keys";
import type { SetWalletAlertsResponse } from "../../src/routes/wallet/set-alerts";
import { call, expectError, newAccount } from "../support/api";
import { OFFER, bankTransfer, buy, catalog, events, expectLedgerConsistent, storedEvents, wallet } from "../support/money";
import type { CreateQuoteResponse } from "../../src/routes/quotes/create";

const usd = (amount: number) => ({ amount, currency: "USD" });
const setAlerts = (apiKey: string, body: unknown) => call<SetWalletAlertsResponse>("/v1/wallet/alerts", { method: "PUT", key: apiKey, body });

describe("PUT /v1/wallet/alerts", () => {
  it("sets the low balance threshold, reads it back on GET /v1/wallet, and clears it with null", async () => {
    const acct = await newAccount();
    expect((await wallet(acct.key)).alerts).toEqual({ low_balance: null });
    const set = await setAlerts(acct.key, { low_balance: usd(2500) });
    expect(set.status, set.text).toBe(200);
    expect(set.body).toMatchObject({ object: "wallet", livemode: false, alerts: { low_balance: usd(2500) } });
    expect((await wallet(acct.key)).alerts).toEqual({ low_balance: usd(2500) });
    const cleared = await setAlerts(acct.key, { low_balance: null });
    expect(cleared.status, cleared.text).toBe(200);
    expect((await wallet(acct.key)).alerts).toEqual({ low_balance: null });
  });

  it("refuses bad input with 400 and the field at fault, storing nothing", async () => {
    const acct = await newAccount();
    expect((await setAlerts(acct.key, { low_balance: usd(700) })).status).toBe(200);
    expectError(await setAlerts(acct.key, { low_balance: usd(-1) }), 400, "parameter_invalid", "low_balance.amount");
    expectError(await setAlerts(acct.key, { low_balance: usd(0) }), 400, "parameter_invalid", "low_balance.amount");
    expectError(await setAlerts(acct.key, { low_balance: usd(1.5) }), 400, "parameter_invalid", "low_balance.amount");
    expectError(await setAlerts(acct.key, { low_balance: { amount: 100, currency: "EUR" } }), 400, "parameter_invalid", "low_balance.currency");
    expectError(await setAlerts(acct.key, { low_balance: "100" }), 400, "parameter_invalid", "low_balance");
    expectError(await setAlerts(acct.key, { low_balance: usd(100), overdraft: true }), 400, "parameter_unknown");
    expectError(await setAlerts(acct.key, { low_balance: { ...usd(100), note: "x" } }), 400, "parameter_unknown");
    expectError(await setAlerts(acct.key, {}), 400, "parameter_missing", "low_balance");
    expect((await wallet(acct.key)).alerts).toEqual({ low_balance: usd(700) });
  });

  it("keeps test and live thresholds apart", async () => {
    const acct = await newAccount();
    const live = (await issueKey(env, acct.id, "live")).secret!;
    expect((await setAlerts(acct.key, { low_balance: usd(1000) })).status).toBe(200);
    const liveWallet = await wallet(live);
    expect(liveWallet.livemode).toBe(true);
    expect(liveWallet.alerts).toEqual({ low_balance: null });
    const setLive = await setAlerts(live, { low_balance: usd(5000) });
    expect(setLive.status, setLive.text).toBe(200);
    expect(setLive.body).toMatchObject({ livemode: true, alerts: { low_balance: usd(5000) } });
    expect((await wallet(acct.key)).alerts).toEqual({ low_balance: usd(1000) });
  });
});

describe("wallet.balance_low", () => {
  it("fires once when a purchase takes the available balance below the threshold, and again only after a credit lifted it back", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const p = esim.price.amount;
    await bankTransfer(acct.key, 5 * p);
    const threshold = 3 * p + 1;
    expect((await setAlerts(acct.key, { low_balance: usd(threshold) })).status).toBe(200);

    expect((await buy(acct.key, esim.id)).status).toBe(200); // 4p: above
    expect(await events(acct.key, "wallet.balance_low")).toHaveLength(0);
    expect((await buy(acct.key, esim.id)).status).toBe(200); // 3p: crosses
    let low = await events(acct.key, "wallet.balance_low");
    expect(low).toHaveLength(1);
    expect(low[0]!.data.object).toMatchObject({
      object: "wallet", livemode: false, balance: usd(3 * p), available: usd(3 * p), alerts: { low_balance: usd(threshold) },
    });

    // further debits below the threshold stay quiet, and so does a credit that leaves it below
    expect((await buy(acct.key, esim.id)).status).toBe(200); // 2p
    await bankTransfer(acct.key, p); // 3p: still below
    expect((await buy(acct.key, esim.id)).status).toBe(200); // 2p
    expect(await events(acct.key, "wallet.balance_low")).toHaveLength(1);

    // a credit lifting it back re-arms the alert; the next crossing fires again
    await bankTransfer(acct.key, 3 * p); // 5p
    expect((await buy(acct.key, esim.id)).status).toBe(200); // 4p: above
    expect(await events(acct.key, "wallet.balance_low")).toHaveLength(1);
    expect((await buy(acct.key, esim.id)).status).toBe(200); // 3p: crosses again
    low = await events(acct.key, "wallet.balance_low");
    expect(low).toHaveLength(2);
    expect(low[0]!.data.object.balance).toEqual(usd(3 * p));
    await expectLedgerConsistent(acct.id);
  });

  it("counts unused overdraft as available", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const p = esim.price.amount;
    expect((await call("/v1/test_helpers/credit", { key: acct.key, body: { overdraft_limit: usd(2 * p) } })).status).toBe(200);
    await bankTransfer(acct.key, p);
    // available 3p (p of balance, 2p of overdraft); the threshold is 2p
    expect((await setAlerts(acct.key, { low_balance: usd(2 * p) })).status).toBe(200);
    expect((await buy(acct.key, esim.id)).status).toBe(200); // balance 0, available 2p: not below
    expect(await events(acct.key, "wallet.balance_low")).toHaveLength(0);
    expect((await buy(acct.key, esim.id)).status).toBe(200); // balance -p, available p: below
    const low = await events(acct.key, "wallet.balance_low");
    expect(low).toHaveLength(1);
    expect(low[0]!.data.object).toMatchObject({ balance: usd(-p), available: usd(p), overdraft_used: usd(p) });
  });

  it("a concurrent burst of purchases fires it once", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const p = esim.price.amount;
    await bankTransfer(acct.key, 6 * p);
    expect((await setAlerts(acct.key, { low_balance: usd(4 * p + 1) })).status).toBe(200);
    const replies = await Promise.all([...Array(5).keys()].map(() => buy(acct.key, esim.id)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await wallet(acct.key)).balance).toEqual(usd(p));
    expect(await storedEvents(acct.id, "wallet.balance_low")).toHaveLength(1);
  });

  it("judges where a step leaves the wallet: a purchase refunded in its own step announces nothing", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 10_000);
    // the sandbox's failing offer is debited and refunded in the purchase's own step
    const failing = await buy<CreateQuoteResponse>(acct.key, OFFER.fails);
    expect(failing.status, failing.text).toBe(200);
    const price = failing.body.price.amount;
    expect((await wallet(acct.key)).balance).toEqual(usd(10_000));
    expect((await setAlerts(acct.key, { low_balance: usd(10_000 - price + 1) })).status).toBe(200);
    expect((await buy(acct.key, OFFER.fails)).status).toBe(200);
    expect((await wallet(acct.key)).balance).toEqual(usd(10_000));
    expect(await storedEvents(acct.id, "wallet.balance_low")).toHaveLength(0);
    // and it stays armed: a real crossing still fires
    const { esim } = await catalog(acct.key);
    expect((await setAlerts(acct.key, { low_balance: usd(10_000 - esim.price.amount + 1) })).status).toBe(200);
    expect((await buy(acct.key, esim.id)).status).toBe(200);
    expect(await storedEvents(acct.id, "wallet.balance_low")).toHaveLength(1);
  });

  it("does not fire for a threshold set while the wallet is already below it", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const p = esim.price.amount;
    await bankTransfer(acct.key, 2 * p);
    expect((await setAlerts(acct.key, { low_balance: usd(10 * p) })).status).toBe(200);
    expect((await buy(acct.key, esim.id)).status).toBe(200);
    expect(await events(acct.key, "wallet.balance_low")).toHaveLength(0);
  });
});
