// A new account with a live key and USD 500.00 in its live wallet, credited the way a bank
// transfer reaches a live account (the provider event), for the tests of live suppliers.
import { env } from "cloudflare:workers";
import { issueKey } from "../../src/accounts/keys";
import { newAccount } from "./api";
import { key } from "./money";

export async function fundedLiveAccount(cents = 50_000): Promise<{ id: string; live: string }> {
  const acct = await newAccount();
  const live = (await issueKey(env, acct.id, "live")).secret!;
  const ref = { accountId: acct.id, mode: "live" as const };
  const transferId = `tr_${key()}`;
  const amount = (cents / 100).toFixed(2);
  await env.ACCOUNT.getByName(`${acct.id}:live`).applyProviderEvent(ref, "bank", transferId, {
    kind: "bank.received", reference: `REF${transferId}`, amount: cents, transferId, received: { amount, currency: "USD", rate: "1.00" },
  });
  return { id: acct.id, live };
}
