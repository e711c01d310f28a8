// Stablecoin deposits on a real local EVM chain: per-account addresses from the watch-only
// xpub, tokens of 6 and 18 decimals, detected at first sighting, credited once at the
// confirmation threshold (3 here), a reorganisation that drops a transfer, and two transfers
// in one transaction.
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { call } from "../support/api";
import { runInDurableObject } from "cloudflare:test";
import { accountStub, events, expectLedgerConsistent, runCron, wallet } from "../support/money";
import { HDKey } from "@scure/bip32";
import { deriveDepositAddress, xpubFingerprint } from "../../src/funding/chain/address";
import { admin } from "../support/api";
import { watchChains } from "../../src/jobs/chain-watch";
import { TOKEN_18, TOKEN_6 } from "./chain";
import { fakes, installFakes } from "./fakes";
import { chain, liveAccount, mine, transfer, transferTwice } from "./support";
import type { CreateQuoteResponse } from "../../src/routes/quotes/create";
import type { RetrieveQuoteResponse } from "../../src/routes/quotes/retrieve";
import type { RetrieveHealthResponse } from "../../src/routes/system";
import type { ListFundingDestinationsResponse } from "../../src/routes/wallet/list-funding-destinations";

beforeEach(() => {
  installFakes();
  fakes.chain.lag = 0;
});
afterEach(() => vi.restoreAllMocks());

const e = env as unknown as { DEPOSIT_EVM_XPUB_LIVE: string; DEPOSIT_TRON_XPUB_LIVE: string };
const watch = () => watchChains(env, Date.now());

async function evmAddressOf(apiKey: string): Promise<string> {
  const dests = (await call<ListFundingDestinationsResponse>("/v1/wallet/funding_destinations", { key: apiKey })).body.data;
  return dests.find((d) => d.type === "crypto_address" && d.network === "base")!.address!;
}

async function liveWallet(apiKey: string) {
  return wallet(apiKey);
}

describe("stablecoin deposits on a local chain", () => {
  it("gives each account its own addresses, from indexes allocated once, only on configured networks", async () => {
    const a = await liveAccount();
    const b = await liveAccount();
    const destsA = (await call<ListFundingDestinationsResponse>("/v1/wallet/funding_destinations", { key: a.live })).body.data;
    const again = (await call<ListFundingDestinationsResponse>("/v1/wallet/funding_destinations", { key: a.live })).body.data;
    expect(again).toEqual(destsA);
    const crypto = destsA.filter((d) => d.type === "crypto_address").map((d) => `${d.asset}:${d.network}`);
    // BEP20 has no RPC URL here, and Tron takes no USDC
    expect(crypto.sort()).toEqual(["USDC:base", "USDT:base", "USDT:trc20"]);
    const rows = await env.DB.prepare("SELECT account_id, family, idx, address FROM deposit_addresses WHERE account_id IN (?, ?) ORDER BY family, idx")
      .bind(a.id, b.id).all<{ account_id: string; family: "evm" | "tron"; idx: number; address: string }>();
    await evmAddressOf(b.live);
    const all = await env.DB.prepare("SELECT account_id, family, idx, address FROM deposit_addresses WHERE account_id IN (?, ?)")
      .bind(a.id, b.id).all<{ account_id: string; family: "evm" | "tron"; idx: number; address: string }>();
    for (const r of all.results) {
      const xpub = r.family === "evm" ? e.DEPOSIT_EVM_XPUB_LIVE : e.DEPOSIT_TRON_XPUB_LIVE;
      expect(r.address).toBe(deriveDepositAddress(r.family, xpub, r.idx));
    }
    expect(rows.results.filter((r) => r.family === "evm")).toHaveLength(1);
    const evm = all.results.filter((r) => r.family === "evm");
    expect(new Set(evm.map((r) => r.idx)).size).toBe(2);
    expect(destsA.find((d) => d.network === "base")!.address).toBe(evm.find((r) => r.account_id === a.id)!.address);
    expect(destsA.find((d) => d.network === "trc20")!.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  });

  it("detects at first sighting, credits once at the threshold, reads decimals from the contract, ignores dust", async () => {
    const acct = await liveAccount();
    const to = await evmAddressOf(acct.live);
    await watch(); // the cursor starts at the current head
    // ganache mines each transaction into its own block: dust, then USDT, then USDC
    await transfer(TOKEN_6, to, 9_999n); // under a cent: ignored
    await transfer(TOKEN_18, to, 5_500_000_000_000_000_000n); // 5.5 USDT (18 decimals): 2 confirmations
    await transfer(TOKEN_6, to, 12_345_678n); // 12.345678 USDC (6 decimals): 1 confirmation

    await watch();
    let w = await liveWallet(acct.live);
    expect(w.balance.amount).toBe(0);
    expect(w.pending_credit.amount).toBe(1234 + 550);
    const detected = await events(acct.live, "deposit.detected");
    expect(detected).toHaveLength(2);
    expect(detected.map((d) => d.data.object).sort((x, y) => x.amount.amount - y.amount.amount)).toMatchObject([
      { status: "detected", asset: "USDT", network: "base", raw_amount: "5.500000000000000000", amount: { amount: 550 } },
      { status: "detected", asset: "USDC", network: "base", raw_amount: "12.345678", amount: { amount: 1234 } },
    ]);
    const decimals = await env.DB.prepare("SELECT contract, decimals FROM token_decimals WHERE network = 'base' ORDER BY decimals").all();
    expect(decimals.results).toEqual([{ contract: TOKEN_6.toLowerCase(), decimals: 6 }, { contract: TOKEN_18.toLowerCase(), decimals: 18 }]);

    // one more block: the USDT transfer reaches 3 confirmations, the USDC one has 2
    await mine(1);
    await watch();
    w = await liveWallet(acct.live);
    expect(w.balance.amount).toBe(550);
    expect(w.pending_credit.amount).toBe(1234);
    await mine(1);
    await runCron(); // the minute cron runs the watcher
    await watch(); // and running again changes nothing
    w = await liveWallet(acct.live);
    expect(w.balance.amount).toBe(1784);
    expect(w.pending_credit.amount).toBe(0);
    expect(await events(acct.live, "deposit.confirmed")).toHaveLength(2);
    expect(await events(acct.live, "wallet.credited")).toHaveLength(2);
    await expectLedgerConsistent(acct.id, "live");
  });

  it("drops a transfer that a reorganisation removes before its threshold (deposit.failed), and credits nothing", async () => {
    const acct = await liveAccount();
    const to = await evmAddressOf(acct.live);
    await watch();
    const snapshot = await chain<string>("evm_snapshot");
    await transfer(TOKEN_6, to, 7_000_000n);
    await watch();
    expect((await liveWallet(acct.live)).pending_credit.amount).toBe(700);

    await chain("evm_revert", [snapshot]);
    await mine(5);
    await watch();
    await watch();
    const w = await liveWallet(acct.live);
    expect(w.balance.amount).toBe(0);
    expect(w.pending_credit.amount).toBe(0);
    const failed = await events(acct.live, "deposit.failed");
    expect(failed).toHaveLength(1);
    expect(failed[0]!.data.object).toMatchObject({ status: "failed", amount: { amount: 700 } });
    expect(await events(acct.live, "deposit.confirmed")).toHaveLength(0);
  });

  it("credits a transfer to an allocated address whose network was never indexed (switched on after the address was handed out)", async () => {
    const acct = await liveAccount();
    const to = await evmAddressOf(acct.live);
    await env.DB.prepare("DELETE FROM reference_index WHERE kind = 'deposit_address' AND value = ?").bind(`base:${to.toLowerCase()}`).run();
    await watch();
    await transfer(TOKEN_6, to, 7_000_000n);
    await watch();
    expect((await liveWallet(acct.live)).pending_credit.amount).toBe(700);
    await mine(2);
    await watch();
    const w = await liveWallet(acct.live);
    expect(w.balance.amount).toBe(700);
    expect(w.pending_credit.amount).toBe(0);
    const row = await env.DB.prepare("SELECT status FROM chain_transfers WHERE network = 'base' AND lower(to_address) = ?").bind(to.toLowerCase()).first<{ status: string }>();
    expect(row?.status).toBe("credited");
    await expectLedgerConsistent(acct.id, "live");
  });

  it("credits two transfers in one transaction as two deposits", async () => {
    const acct = await liveAccount();
    const to = await evmAddressOf(acct.live);
    await watch();
    const hash = await transferTwice(TOKEN_6, to, 1_000_000n, to, 2_000_000n);
    await mine(3);
    await watch();
    const rows = await runInDurableObject(accountStub(acct.id, "live"), (_i, state) =>
      state.storage.sql.exec<{ tx_hash: string; log_index: number; amount: number; status: string }>(
        "SELECT tx_hash, log_index, amount, status FROM deposits ORDER BY log_index",
      ).toArray(),
    );
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.tx_hash === hash.toLowerCase() && r.status === "credited")).toBe(true);
    expect(rows.map((r) => r.amount)).toEqual([100, 200]);
    expect(rows[0]!.log_index).not.toBe(rows[1]!.log_index);
    expect((await liveWallet(acct.live)).balance.amount).toBe(300);
  });
});

describe("the watcher's work per run", () => {
  it("scans at most CHAIN_MAX_BLOCKS_PER_RUN (50 here) blocks per run and catches up over runs", async () => {
    const acct = await liveAccount();
    const to = await evmAddressOf(acct.live);
    await watch();
    const cursor = async () => (await env.DB.prepare("SELECT next_block FROM chain_cursors WHERE network = 'base'").first<{ next_block: number }>())!.next_block;
    const start = await cursor();
    await mine(120);
    await transfer(TOKEN_6, to, 3_000_000n);
    await mine(3);
    await watch();
    expect((await cursor()) - start).toBe(50);
    expect((await liveWallet(acct.live)).balance.amount).toBe(0);
    await watch();
    expect((await cursor()) - start).toBe(100);
    await watch();
    expect((await liveWallet(acct.live)).balance.amount).toBe(300);
  });
});

describe("a provider whose log queries reach a node behind the head", () => {
  it("does not move the cursor past blocks the logs did not cover, so a deposit in them is credited once the node catches up", async () => {
    const acct = await liveAccount();
    const to = await evmAddressOf(acct.live);
    await watch();
    const cursor = async () => (await env.DB.prepare("SELECT next_block FROM chain_cursors WHERE network = 'base'").first<{ next_block: number }>())!.next_block;
    const start = await cursor();
    await transfer(TOKEN_6, to, 4_000_000n);
    await mine(4);
    // the log queries reach a node 5 blocks behind: it has not seen the transfer's block
    fakes.chain.lag = 5;
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
    await watch();
    await watch();
    const during = await cursor();
    expect((await liveWallet(acct.live)).pending_credit.amount).toBe(0);
    // the node catches up: the deposit is credited
    fakes.chain.lag = 0;
    await watch();
    const w = await liveWallet(acct.live);
    expect(w.balance.amount).toBe(400);
    expect(await events(acct.live, "deposit.confirmed")).toHaveLength(1);
    await expectLedgerConsistent(acct.id, "live");
    // while the node lagged, the cursor stayed and each run said why
    expect(during).toBe(start);
    expect(warnings.mock.calls.filter((c) => String(c[0]).includes("chain logs node behind the head"))).toHaveLength(2);
    expect(await cursor()).toBeGreaterThan(start);
  });
});

describe("a change of the watch-only keys", () => {
  // another wallet's account-level keys (watch-only), as an operator configures after a key change
  const other = HDKey.fromMasterSeed(new Uint8Array(64).fill(7));
  const keyB = { evm: other.derive("m/44'/60'/0'").publicExtendedKey, tron: other.derive("m/44'/195'/0'").publicExtendedKey };

  /** Runs `fn` with the configured keys switched to B, for the app and the watchers alike. */
  async function underKeyB<T>(fn: () => Promise<T>): Promise<T> {
    const before = { evm: e.DEPOSIT_EVM_XPUB_LIVE, tron: e.DEPOSIT_TRON_XPUB_LIVE };
    e.DEPOSIT_EVM_XPUB_LIVE = keyB.evm;
    e.DEPOSIT_TRON_XPUB_LIVE = keyB.tron;
    try {
      return await fn();
    } finally {
      e.DEPOSIT_EVM_XPUB_LIVE = before.evm;
      e.DEPOSIT_TRON_XPUB_LIVE = before.tron;
    }
  }

  it("keeps watching and crediting every address handed out under the old key; new destinations come from the new key; an open quote keeps its address", async () => {
    await env.DB.prepare(
      `INSERT OR IGNORE INTO offers (id, seq, category, name, coverage_type, countries, data_amount, data_unit, data_unlimited, validity_days,
         price_cents, cost_cents, requires_destination, status, modes, supplier_sku, created_at)
       VALUES ('off_live_rails_quote', 990002, 'esim', 'Live 1 GB', 'country', '["US"]', 1, 'GB', 0, 7, 500, 300, 0, 'active', 'live', 'live-1gb', ?)`,
    ).bind(Date.now()).run();
    const keyA = e.DEPOSIT_EVM_XPUB_LIVE;
    const acct = await liveAccount();
    const oldAddress = await evmAddressOf(acct.live);
    const quote = (await call<CreateQuoteResponse>("/v1/quotes", { key: acct.live, body: { offer_id: "off_live_rails_quote", payment_source: "usdc" }, idem: `q-rot-${acct.id}` })).body;
    expect(quote.payment!.destinations.map((d) => d.address)).toEqual([oldAddress]);
    await watch();

    await underKeyB(async () => {
      // the account is shown a new address from the new key; the old one stays its own
      const newAddress = await evmAddressOf(acct.live);
      expect(newAddress).not.toBe(oldAddress);
      const rows = (await env.DB.prepare("SELECT xpub_fingerprint, idx, address FROM deposit_addresses WHERE account_id = ? AND family = 'evm'")
        .bind(acct.id).all<{ xpub_fingerprint: string; idx: number; address: string }>()).results;
      expect(rows).toHaveLength(2);
      expect(rows.find((r) => r.address === oldAddress)?.xpub_fingerprint).toBe(xpubFingerprint(keyA));
      const added = rows.find((r) => r.address === newAddress)!;
      expect(added.xpub_fingerprint).toBe(xpubFingerprint(keyB.evm));
      expect(newAddress).toBe(deriveDepositAddress("evm", keyB.evm, added.idx));
      // the open quote still shows the address it was created with
      const again = (await call<RetrieveQuoteResponse>(`/v1/quotes/${quote.id}`, { key: acct.live })).body;
      expect(again.payment!.destinations.map((d) => d.address)).toEqual([oldAddress]);

      // a partner paying the old address is credited, and so is one paying the new address
      await transfer(TOKEN_6, oldAddress, 6_000_000n);
      await transfer(TOKEN_6, newAddress, 1_000_000n);
      await mine(3);
      await watch();
      const w = await liveWallet(acct.live);
      expect(w.balance.amount).toBe(700);
      expect(await events(acct.live, "deposit.confirmed")).toHaveLength(2);
      await expectLedgerConsistent(acct.id, "live");

      // operators see that addresses of two keys are in use
      const keys = (await admin<RetrieveHealthResponse>("/health")).body.rails!.deposit_keys;
      expect(keys.evm.configured).toBe(xpubFingerprint(keyB.evm));
      expect(keys.evm.multiple).toBe(true);
      expect(keys.evm.in_use.map((k) => k.configured).sort()).toEqual([false, true]);
      expect(keys.evm.in_use.find((k) => k.configured)!.addresses).toBeGreaterThanOrEqual(1);
    });
    // back on the first key the account's first address is shown again, not a third
    expect(await evmAddressOf(acct.live)).toBe(oldAddress);
  });
  it("matches allocations made before keys were recorded to the configured key, keeping their address", async () => {
    const acct = await liveAccount();
    const address = await evmAddressOf(acct.live);
    await env.DB.prepare("UPDATE deposit_addresses SET xpub_fingerprint = '' WHERE account_id = ?").bind(acct.id).run();
    await watch();
    const row = await env.DB.prepare("SELECT xpub_fingerprint, address FROM deposit_addresses WHERE account_id = ? AND family = 'evm'").bind(acct.id).first();
    expect(row).toEqual({ xpub_fingerprint: xpubFingerprint(e.DEPOSIT_EVM_XPUB_LIVE), address });
    expect(await evmAddressOf(acct.live)).toBe(address);
  });
});

describe("live quotes on the configured rails", () => {
  it("show the account's own addresses for the asset's networks (no USDC on Tron) and its bank account number", async () => {
    await env.DB.prepare(
      `INSERT OR IGNORE INTO offers (id, seq, category, name, coverage_type, countries, data_amount, data_unit, data_unlimited, validity_days,
         price_cents, cost_cents, requires_destination, status, modes, supplier_sku, created_at)
       VALUES ('off_live_rails_quote', 990002, 'esim', 'Live 1 GB', 'country', '["US"]', 1, 'GB', 0, 7, 500, 300, 0, 'active', 'live', 'live-1gb', ?)`,
    ).bind(Date.now()).run();
    const acct = await liveAccount();
    const dests = (await call<ListFundingDestinationsResponse>("/v1/wallet/funding_destinations", { key: acct.live })).body.data;
    const quote = async (source: string) =>
      (await call<CreateQuoteResponse>("/v1/quotes", { key: acct.live, body: { offer_id: "off_live_rails_quote", payment_source: source }, idem: `q-${source}-${acct.id}` })).body;
    const usdc = await quote("usdc");
    expect(usdc.status).toBe("awaiting_funds");
    expect(usdc.payment.destinations).toEqual(dests.filter((d) => d.asset === "USDC"));
    expect(usdc.payment.destinations.map((d) => d.network)).toEqual(["base"]);
    const usdt = await quote("usdt");
    expect(usdt.payment.destinations.map((d) => d.network).sort()).toEqual(["base", "trc20"]);
    const bank = await quote("bank_transfer");
    expect(bank.payment.destinations).toEqual(dests.filter((d) => d.type === "bank_account"));
    // BEP20 has no RPC URL in this configuration: off, never a 500
    expect(dests.some((d) => d.network === "bep20")).toBe(false);
  });

  it("allocates one address index per account even when first uses race", async () => {
    const acct = await liveAccount();
    const lists = await Promise.all(Array.from({ length: 5 }, () => call<ListFundingDestinationsResponse>("/v1/wallet/funding_destinations", { key: acct.live })));
    const addresses = new Set(lists.map((l) => l.body.data.find((d) => d.network === "base")!.address));
    expect(addresses.size).toBe(1);
    const rows = await env.DB.prepare("SELECT family, COUNT(*) AS n FROM deposit_addresses WHERE account_id = ? GROUP BY family ORDER BY family").bind(acct.id).all();
    expect(rows.results).toEqual([{ family: "evm", n: 1 }, { family: "tron", n: 1 }]);
  });
});
