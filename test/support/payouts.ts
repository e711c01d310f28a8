// A pending payout whose queue message the test holds itself: commission is earned in the
// sandbox, the payout is requested inside the account object and its outbox row taken away,
// so no background consumer races the job under test.
import { env, runInDurableObject } from "cloudflare:test";
import { openPayout } from "../../src/account-object/payouts";
import { writeCommission } from "../../src/accounts/store";
import { call, newAccount } from "./api";
import { bankTransfer, buy, catalog, eventually } from "./money";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import type { SetPayoutAddressResponse } from "../../src/routes/revenue/set-payout-address";

export async function pendingPayout(address: string) {
  const acct = await newAccount();
  await allPriceAsCommission(acct.id);
  const { esim } = await catalog(acct.key);
  await bankTransfer(acct.key, esim.price.amount);
  const q = (await buy(acct.key, esim.id)).body;
  await eventually(async () => (await call<RetrieveOrderResponse>(`/v1/orders/${q.order_id}`, { key: acct.key })).body, (o) => o.status === "fulfilled");
  await call<SetPayoutAddressResponse>("/v1/revenue/payout_address", { method: "PUT", key: acct.key, body: { lightning_address: address } });
  const stub = env.ACCOUNT.getByName(`${acct.id}:test`);
  const payoutId = await runInDurableObject(stub, (_i, state) =>
    state.storage.transactionSync(() => {
      const p = openPayout({ sql: state.storage.sql, now: Date.now(), livemode: false }, undefined);
      state.storage.sql.exec("DELETE FROM outbox WHERE queue = 'payouts'");
      return p.id;
    }),
  );
  return {
    acct,
    stub,
    ref: { accountId: acct.id, mode: "test" as const },
    amount: esim.price.amount,
    payoutId,
    msg: { payout_id: payoutId, account_id: acct.id, mode: "test" as const },
  };
}

/**
 * A 100% negotiated rate, so earnings equal the price. The operator route refuses it (every
 * sale would lose money), so it is set in the accounts store directly, as the route does once
 * its guard passes.
 */
export async function allPriceAsCommission(accountId: string): Promise<void> {
  await writeCommission(env, accountId, 10_000);
}
