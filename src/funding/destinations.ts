// Where a partner sends money to fund the wallet: one bank account with a reference that
// identifies the account, and a deposit address per stablecoin and network. Stable per
// account and mode: derived, not stored, so every worker computes the same ones.
import { sha256 } from "@noble/hashes/sha2.js";
import { evmChecksumAddress, tronAddress } from "./chain/address";
import type { Mode } from "../http/context";

export const ASSETS = ["USDT", "USDC"] as const;
export const NETWORKS = ["base", "bep20", "trc20"] as const;
export type Asset = (typeof ASSETS)[number];
export type Network = (typeof NETWORKS)[number];

/** Token decimals on each network (raw amounts are shown with these). */
export const ASSET_DECIMALS: Record<Asset, Record<Network, number>> = {
  USDT: { base: 6, bep20: 18, trc20: 6 },
  USDC: { base: 6, bep20: 18, trc20: 6 },
};

/** USDC on Tron was discontinued by its issuer, so live mode does not accept it. */
export function acceptedNetworks(asset: Asset, mode: Mode): Network[] {
  return NETWORKS.filter((n) => mode === "test" || !(asset === "USDC" && n === "trc20"));
}

export interface BankAccountDestination {
  id: string;
  object: "funding_destination";
  type: "bank_account";
  bank_name: string;
  account_number: string;
  routing_number: string;
  account_name: string;
  reference: string;
}

export interface CryptoDestination {
  id: string;
  object: "funding_destination";
  type: "crypto_address";
  asset: Asset;
  network: Network;
  address: string;
}

export type FundingDestination = BankAccountDestination | CryptoDestination;

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

function seed(accountId: string, mode: Mode, what: string): Uint8Array {
  return sha256(new TextEncoder().encode(`funding:${mode}:${accountId}:${what}`));
}

function crockford(bytes: Uint8Array, length: number): string {
  return Array.from(bytes.slice(0, length), (b) => CROCKFORD[b % 32]).join("");
}

function digits(bytes: Uint8Array, length: number): string {
  return Array.from(bytes.slice(0, length), (b) => String(b % 10)).join("");
}

export function bankReference(accountId: string, mode: Mode): string {
  return "PC" + crockford(seed(accountId, mode, "bank-reference"), 10);
}

/** A destination's id: stable per account, mode and rail. */
export function destinationId(accountId: string, mode: Mode, what: string): string {
  return "fd_" + crockford(seed(accountId, mode, what === "bank" ? "bank" : `id:${what}`), 26);
}

/**
 * The sandbox's destinations (test mode). Live destinations come from the configured rails
 * (live-destinations.ts): a made-up live address would lose real money, so live gets none here.
 */
export function fundingDestinations(accountId: string, mode: Mode): FundingDestination[] {
  if (mode === "live") return [];
  const bank: BankAccountDestination = {
    id: destinationId(accountId, mode, "bank"),
    object: "funding_destination",
    type: "bank_account",
    bank_name: mode === "test" ? "Sandbox Bank, N.A." : "Partner Commerce Settlement Bank",
    account_number: digits(seed(accountId, mode, "bank-account"), 12),
    routing_number: "021000021",
    account_name: "Partner Commerce Inc.",
    reference: bankReference(accountId, mode),
  };
  const crypto: CryptoDestination[] = [];
  for (const asset of ASSETS) {
    for (const network of acceptedNetworks(asset, mode)) {
      const s = seed(accountId, mode, `${asset}:${network}`);
      crypto.push({
        id: destinationId(accountId, mode, `${asset}:${network}`),
        object: "funding_destination",
        type: "crypto_address",
        asset,
        network,
        address: network === "trc20" ? tronAddress(s) : evmChecksumAddress(s),
      });
    }
  }
  return [bank, ...crypto];
}

/** The index key under which a deposit address is found (EVM addresses are case-insensitive). */
export function addressKey(network: string, address: string): string {
  return `${network}:${network === "trc20" ? address : address.toLowerCase()}`;
}
