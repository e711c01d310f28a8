// TRC20 USDT through a TronGrid fake answering as its published reference does: only
// solidified transfers are listed, so each is credited at first sighting, once.
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { call } from "../support/api";
import { events, expectLedgerConsistent, wallet } from "../support/money";
import { watchChains } from "../../src/jobs/chain-watch";
import { fakes, installFakes, type Trc20Item } from "./fakes";
import { liveAccount } from "./support";
import type { ListFundingDestinationsResponse } from "../../src/routes/wallet/list-funding-destinations";
import type { ListDepositsResponse } from "../../src/routes/wallet/list-deposits";

beforeEach(() => {
  installFakes();
  fakes.tron.pageSize = 200;
});
afterEach(() => vi.restoreAllMocks());

const USDT = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
const token = (address: string) => ({ symbol: "USDT", address, decimals: 6, name: "Tether USD" });
let n = 0;
function item(to: string, value: string, contract = USDT, tx = (++n).toString(16).padStart(64, "a")): Trc20Item {
  return {
    transaction_id: tx,
    token_info: token(contract),
    block_timestamp: Date.now() - 60_000,
    from: "TXhSL3nNuJLdJgbxhBwUFLWuKYvCoDWqDZ",
    to,
    type: "Transfer",
    value,
  };
}

describe("TRC20 deposits through TronGrid", () => {
  it("credits a solidified USDT transfer once, reading decimals from the contract and ignoring dust and other tokens", async () => {
    const acct = await liveAccount();
    const dests = (await call<ListFundingDestinationsResponse>("/v1/wallet/funding_destinations", { key: acct.live })).body.data;
    const address = dests.find((d) => d.network === "trc20")!.address as string;
    fakes.tron.transfers.push(
      item(address, "25000000"), // 25 USDT
      item(address, "9999"), // under a cent
      item(address, "40000000", "TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj"), // not a configured contract
    );
    await watchChains(env, Date.now());
    await watchChains(env, Date.now());
    const w = await wallet(acct.live);
    expect(w.balance.amount).toBe(2500);
    expect(w.pending_credit.amount).toBe(0);
    expect(await events(acct.live, "deposit.detected")).toHaveLength(1);
    const confirmed = await events(acct.live, "deposit.confirmed");
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]!.data.object).toMatchObject({ asset: "USDT", network: "trc20", raw_amount: "25.000000", reference: address });
    expect(fakes.tron.requests.some((r) => r.startsWith("/wallet/triggerconstantcontract"))).toBe(true);
    expect(fakes.tron.requests.some((r) => r.includes(`/v1/accounts/${address}/transactions/trc20?only_confirmed=true`))).toBe(true);
    const row = await env.DB.prepare("SELECT decimals FROM token_decimals WHERE network = 'trc20'").first<{ decimals: number }>();
    expect(row?.decimals).toBe(6);
  });
});

async function tronAddressOf(apiKey: string): Promise<string> {
  const dests = (await call<ListFundingDestinationsResponse>("/v1/wallet/funding_destinations", { key: apiKey })).body.data;
  return dests.find((d) => d.network === "trc20")!.address!;
}

const depositsOf = async (apiKey: string) => (await call<ListDepositsResponse>("/v1/wallet/deposits", { key: apiKey })).body.data;

describe("the identity of a TRC20 transfer", () => {
  it("credits both partners paid by one multi-send transaction", async () => {
    const a = await liveAccount();
    const b = await liveAccount();
    const [to1, to2] = [await tronAddressOf(a.live), await tronAddressOf(b.live)];
    const tx = (++n).toString(16).padStart(64, "b");
    fakes.tron.transfers.push(item(to1, "10000000", USDT, tx), item(to2, "20000000", USDT, tx));
    await watchChains(env, Date.now());
    await watchChains(env, Date.now());
    expect((await wallet(a.live)).balance.amount).toBe(1000);
    expect((await wallet(b.live)).balance.amount).toBe(2000);
    for (const [acct, to, amount] of [[a, to1, 1000], [b, to2, 2000]] as const) {
      const deps = await depositsOf(acct.live);
      expect(deps).toHaveLength(1);
      expect(deps[0]).toMatchObject({ status: "credited", tx_hash: tx, log_index: 0, reference: to, amount: { amount } });
      await expectLedgerConsistent(acct.id, "live");
    }
  });

  it("credits two transfers of one transaction to one address when the listing splits them across pages", async () => {
    const acct = await liveAccount();
    const to = await tronAddressOf(acct.live);
    const tx = (++n).toString(16).padStart(64, "c");
    // one transaction's transfers share its block, so its timestamp: built a millisecond
    // apart, the listing (newest first) would swap them
    const [first, second] = [item(to, "3000000", USDT, tx), item(to, "4000000", USDT, tx)];
    second.block_timestamp = first.block_timestamp;
    fakes.tron.transfers.push(first, second);
    fakes.tron.pageSize = 1;
    await watchChains(env, Date.now());
    await watchChains(env, Date.now());
    expect(fakes.tron.requests.some((r) => r.startsWith(`/v1/accounts/${to}/`) && r.includes("fingerprint="))).toBe(true);
    expect((await wallet(acct.live)).balance.amount).toBe(700);
    const deps = await depositsOf(acct.live);
    expect(deps.map((d) => [d.log_index, d.amount.amount]).sort()).toEqual([[0, 300], [1, 400]]);
    await expectLedgerConsistent(acct.id, "live");
  });

  it("logs two different transfers seen under one identity and credits neither twice", async () => {
    const acct = await liveAccount();
    const to = await tronAddressOf(acct.live);
    const tx = (++n).toString(16).padStart(64, "d");
    fakes.tron.transfers.push(item(to, "5000000", USDT, tx));
    await watchChains(env, Date.now());
    // the listing now names another amount at the same position of the same transaction
    fakes.tron.transfers.find((t) => t.transaction_id === tx)!.value = "6000000";
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await watchChains(env, Date.now());
    const logged = errors.mock.calls.map((c) => String(c[0])).filter((l) => l.includes("chain transfer identity collision"));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ network: "trc20", tx_hash: tx, to, log_index: 0, recorded: { raw_value: "5000000" }, seen: { raw_value: "6000000" } });
    expect((await wallet(acct.live)).balance.amount).toBe(500);
  });
});
