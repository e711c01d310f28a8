// A stablecoin transfer is identified by (network, tx hash, log index), and a confirmation
// credits only what was detected: same amount, address and asset.
import { describe, expect, it } from "vitest";
import { newAccount } from "../support/api";
import { events, expectLedgerConsistent, sqlIn, wallet } from "../support/money";
import { fundingDestinations } from "../../src/funding/destinations";
import { deliverSandboxEvent, sandboxTxHash, stablecoinEvent } from "../../src/funding/sandbox/provider-events";

async function transfer(accountId: string, txHash: string, logIndex: number, amountCents: number, confirmed: boolean) {
  return stablecoinEvent(env(), accountId, { asset: "USDT", network: "base", amountCents, txHash, confirmed, logIndex });
}

import { env as workerEnv } from "cloudflare:workers";
const env = () => workerEnv as Env;

describe("deposit identity", () => {
  it("keeps two transfers in one transaction apart by their log index and credits both", async () => {
    const acct = await newAccount();
    const tx = await sandboxTxHash("base", `two-in-one-${acct.id}`);
    await deliverSandboxEvent(env(), await transfer(acct.id, tx, 3, 1500, true));
    await deliverSandboxEvent(env(), await transfer(acct.id, tx, 7, 2500, true));
    const rows = await sqlIn<{ log_index: number; amount: number; status: string }>(
      acct.id, "SELECT log_index, amount, status FROM deposits ORDER BY log_index",
    );
    expect(rows).toEqual([
      { log_index: 3, amount: 1500, status: "credited" },
      { log_index: 7, amount: 2500, status: "credited" },
    ]);
    expect((await wallet(acct.key)).balance.amount).toBe(4000);
    await expectLedgerConsistent(acct.id);
  });

  it("refuses a confirmation whose amount, address or asset differs from the detected transfer, and credits nothing", async () => {
    const acct = await newAccount();
    const tx = await sandboxTxHash("base", `mismatch-${acct.id}`);
    const detected = await transfer(acct.id, tx, 0, 1000, false);
    await deliverSandboxEvent(env(), detected);

    const bigger = await transfer(acct.id, tx, 0, 900000, true);
    const r1 = await deliverSandboxEvent(env(), { ...bigger, id: "evt-bigger" });
    expect(r1.ignored).toMatch(/does not match/);

    const asset = await transfer(acct.id, tx, 0, 1000, true);
    const r2 = await deliverSandboxEvent(env(), { ...asset, id: "evt-asset", data: { ...asset.data, asset: "USDC" } } as any);
    expect(r2.ignored).toMatch(/does not match/);

    // the account's own USDC address on Base also routes here, but it is not where this transfer went
    const usdcBase = fundingDestinations(acct.id, "test").find((d) => d.type === "crypto_address" && d.asset === "USDC" && d.network === "base")!;
    const moved = await transfer(acct.id, tx, 0, 1000, true);
    const r3 = await deliverSandboxEvent(env(), { ...moved, id: "evt-address", data: { ...moved.data, address: (usdcBase as any).address } });
    expect(r3.ignored).toMatch(/does not match/);

    const w = await wallet(acct.key);
    expect(w.balance.amount).toBe(0);
    expect(w.pending_credit.amount).toBe(1000);
    expect(await events(acct.key, "deposit.confirmed")).toHaveLength(0);

    // the matching confirmation still credits, once
    const ok = await transfer(acct.id, tx, 0, 1000, true);
    expect((await deliverSandboxEvent(env(), ok)).deposit?.status).toBe("credited");
    expect((await deliverSandboxEvent(env(), { ...ok, id: "evt-again" })).deposit?.status).toBe("credited");
    expect((await wallet(acct.key)).balance.amount).toBe(1000);
    await expectLedgerConsistent(acct.id);
  });
});
