// TRC20 USDT through a TronGrid fake answering as its published reference does: only
// solidified transfers are listed, so each is credited at first sighting, once.
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { call } from "../support/api";
import { events, wallet } from "../support/money";
import { watchChains } from "../../src/jobs/chain-watch";
import { fakes, installFakes, type Trc20Item } from "./fakes";
import { liveAccount } from "./support";
import type { ListFundingDestinationsResponse } from "../../src/routes/wallet/list-funding-destinations";

beforeEach(() => {
  installFakes();
});
afterEach(() => vi.restoreAllMocks());

const USDT = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
const token = (address: string) => ({ symbol: "USDT", address, decimals: 6, name: "Tether USD" });
let n = 0;
function item(to: string, value: string, contract = USDT): Trc20Item {
  return {
    transaction_id: (++n).toString(16).padStart(64, "a"),
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
