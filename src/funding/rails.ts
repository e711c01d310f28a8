// Which live funding rails are configured. A rail whose configuration is missing is off: its
// quotes answer payment_source_unavailable, funding destinations leave it out and /health
// says so. Base URLs and RPC URLs are vars; credentials and xpubs are secrets.
import type { Asset, Network } from "./destinations";
import { isWatchOnly, type AddressFamily } from "./chain/address";
import { lndConfigured, type LndConfig } from "../providers/live/lnd";

/** Everything the live rails read from the environment; all optional (missing means off). */
export interface RailsEnv {
  BASE_RPC_URL_LIVE?: string;
  BSC_RPC_URL_LIVE?: string;
  TRONGRID_BASE_URL_LIVE?: string;
  TRONGRID_API_KEY_LIVE?: string;
  DEPOSIT_EVM_XPUB_LIVE?: string;
  DEPOSIT_TRON_XPUB_LIVE?: string;
  BASE_USDC_CONTRACT?: string;
  BASE_USDT_CONTRACT?: string;
  BSC_USDC_CONTRACT?: string;
  BSC_USDT_CONTRACT?: string;
  TRON_USDT_CONTRACT?: string;
  CONFIRMATIONS_BASE?: string;
  CONFIRMATIONS_BEP20?: string;
  CHAIN_MAX_BLOCKS_PER_RUN?: string;
  INCREASE_BASE_URL_LIVE?: string;
  INCREASE_ACCOUNT_ID_LIVE?: string;
  INCREASE_API_KEY_LIVE?: string;
  INCREASE_WEBHOOK_SECRET_LIVE?: string;
  ECB_RATES_URL?: string;
}

export interface ChainRail {
  network: Network;
  family: AddressFamily;
  /** JSON-RPC URL (EVM) or TronGrid base URL (Tron) */
  url: string;
  apiKey?: string;
  xpub: string;
  /** token contract per accepted asset on this network */
  contracts: Partial<Record<Asset, string>>;
  /** confirmations before crediting; 0 for Tron, whose watcher reads only solidified blocks */
  confirmations: number;
}

export interface BankRail {
  baseUrl: string;
  accountId: string;
  apiKey: string;
  webhookSecret: string;
}

const set = (v: string | undefined): string | undefined => (v && v.trim() !== "" ? v.trim() : undefined);

function contracts(entries: [Asset, string | undefined][]): Partial<Record<Asset, string>> {
  return Object.fromEntries(entries.filter(([, c]) => set(c)).map(([a, c]) => [a, c!.trim()]));
}

function positive(v: string | undefined, fallback: number): number {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function rails(env: Env): RailsEnv {
  return env as unknown as RailsEnv;
}

/** The configured stablecoin networks, in display order. */
export function chainRails(env: Env): ChainRail[] {
  const e = rails(env);
  const evmXpub = set(e.DEPOSIT_EVM_XPUB_LIVE);
  const tronXpub = set(e.DEPOSIT_TRON_XPUB_LIVE);
  const out: ChainRail[] = [];
  const evm = (network: Network, url: string | undefined, c: Partial<Record<Asset, string>>, confirmations: number) => {
    if (url && evmXpub && isWatchOnly(evmXpub) && Object.keys(c).length > 0) out.push({ network, family: "evm", url, xpub: evmXpub, contracts: c, confirmations });
  };
  evm("base", set(e.BASE_RPC_URL_LIVE), contracts([["USDC", e.BASE_USDC_CONTRACT], ["USDT", e.BASE_USDT_CONTRACT]]), positive(e.CONFIRMATIONS_BASE, 12));
  evm("bep20", set(e.BSC_RPC_URL_LIVE), contracts([["USDC", e.BSC_USDC_CONTRACT], ["USDT", e.BSC_USDT_CONTRACT]]), positive(e.CONFIRMATIONS_BEP20, 15));
  // no USDC on Tron: its issuer stopped it, so there is no contract setting for it
  const tronUrl = set(e.TRONGRID_BASE_URL_LIVE);
  const tronUsdt = contracts([["USDT", e.TRON_USDT_CONTRACT]]);
  if (tronUrl && tronXpub && isWatchOnly(tronXpub) && tronUsdt.USDT) {
    out.push({ network: "trc20", family: "tron", url: tronUrl, apiKey: set(e.TRONGRID_API_KEY_LIVE), xpub: tronXpub, contracts: tronUsdt, confirmations: 0 });
  }
  return out;
}

export function chainRail(env: Env, network: Network): ChainRail | undefined {
  return chainRails(env).find((r) => r.network === network);
}

export function bankRail(env: Env): BankRail | null {
  const e = rails(env);
  const baseUrl = set(e.INCREASE_BASE_URL_LIVE);
  const accountId = set(e.INCREASE_ACCOUNT_ID_LIVE);
  const apiKey = set(e.INCREASE_API_KEY_LIVE);
  const webhookSecret = set(e.INCREASE_WEBHOOK_SECRET_LIVE);
  return baseUrl && accountId && apiKey && webhookSecret ? { baseUrl, accountId, apiKey, webhookSecret } : null;
}

export function ecbRatesUrl(env: Env): string | null {
  return set(rails(env).ECB_RATES_URL) ?? null;
}

/** Live Lightning is the LND adapter's to judge (its URL and macaroon). */
export function lightningConfigured(env: Env): boolean {
  return lndConfigured(env as unknown as LndConfig);
}

/** How many blocks one watcher run scans at most, so a run's work stays bounded. */
export function maxBlocksPerRun(env: Env): number {
  return positive(rails(env).CHAIN_MAX_BLOCKS_PER_RUN, 500);
}
