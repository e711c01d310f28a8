// What the chain watchers share: turning a token transfer into a deposit event, and the D1
// record of each transfer they follow, so a run that repeats changes nothing.
import { unitsToDecimal } from "../../domain/money";
import type { Asset, Network } from "../destinations";
import { addressKey } from "../destinations";
import { deliverToAccount } from "../ingest";
import { indexReference } from "../reference-index";

export interface SeenTransfer {
  network: Network;
  txHash: string;
  logIndex: number;
  blockNumber: number;
  contract: string;
  asset: Asset;
  decimals: number;
  to: string;
  raw: bigint;
}

type Stage = "detected" | "confirmed" | "dropped";

/** 1 token = 1 USD, truncated to cents. */
export function usdCents(raw: bigint, decimals: number): bigint {
  return (raw * 100n) / 10n ** BigInt(decimals);
}

const provider = (network: Network) => `chain:${network}`;

/**
 * Hands one stage of a transfer to the account that owns the address. The watcher only follows
 * allocated addresses, so an address missing from the reference index for this network (it was
 * handed out before the network was switched on) is indexed from its allocation and the stage
 * delivered again; a transfer nobody owns throws, and is recorded by no run until it is owned.
 */
async function deliver(env: Env, t: SeenTransfer, stage: Stage, now: number) {
  const first = await deliverOnce(env, t, stage, now);
  if (first.ignored !== "unknown reference") return first;
  const evm = t.network !== "trc20";
  const owner = await env.DB.prepare(
    `SELECT account_id FROM deposit_addresses WHERE family = ? AND mode = 'live' AND ${evm ? "lower(address) = lower(?)" : "address = ?"}`,
  ).bind(evm ? "evm" : "tron", t.to).first<{ account_id: string }>();
  if (!owner) throw new Error(`a ${t.network} transfer to ${t.to} matches no allocated deposit address`);
  await indexReference(env, "deposit_address", addressKey(t.network, t.to), owner.account_id, "live", now);
  const again = await deliverOnce(env, t, stage, now);
  if (again.ignored === "unknown reference") throw new Error(`a ${t.network} transfer to ${t.to} could not be delivered`);
  return again;
}

/**
 * The transfer's provider event id. An EVM log index is unique within its transaction; a TRC20
 * index is a position among the transaction's transfers to one address, so the address is
 * part of the id.
 */
function transferId(t: SeenTransfer): string {
  return t.network === "trc20" ? `${t.network}:${t.txHash}:${t.to}:${t.logIndex}` : `${t.network}:${t.txHash}:${t.logIndex}`;
}

function deliverOnce(env: Env, t: SeenTransfer, stage: Stage, now: number) {
  // the detected and dropped stages carry the block: a transfer dropped by a reorganisation
  // and mined again later is a new sighting, not a replay of the old one
  const eventId = `${transferId(t)}:${stage}${stage === "confirmed" ? "" : `:${t.blockNumber}`}`;
  const kind = stage === "detected" ? "crypto.detected" : stage === "confirmed" ? "crypto.confirmed" : "crypto.dropped";
  return deliverToAccount(env, provider(t.network), "live", eventId, "deposit_address", addressKey(t.network, t.to), {
    kind,
    asset: t.asset,
    network: t.network,
    address: t.to,
    amount: Number(usdCents(t.raw, t.decimals)),
    rawAmount: unitsToDecimal(t.raw, t.decimals),
    txHash: t.txHash,
    logIndex: t.logIndex,
    received: { amount: unitsToDecimal(t.raw, t.decimals), currency: t.asset, rate: "1.00" },
  }, now);
}

interface TransferRow {
  tx_hash: string;
  log_index: number;
  block_number: number;
  contract: string;
  to_address: string;
  raw_value: string;
  status: "detected" | "credited" | "dropped" | "ignored";
}

async function record(env: Env, t: SeenTransfer, status: TransferRow["status"], now: number) {
  await env.DB.prepare(
    `INSERT INTO chain_transfers (network, tx_hash, log_index, block_number, contract, to_address, raw_value, status, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (network, tx_hash, to_address, log_index) DO UPDATE SET block_number = excluded.block_number, status = excluded.status, updated_at = excluded.updated_at`,
  ).bind(t.network, t.txHash, t.logIndex, t.blockNumber, t.contract, t.to, t.raw.toString(), status, now).run();
}

/**
 * One sighting of a transfer with its current confirmations: `detected` the first time,
 * `credited` once it has `needed` confirmations. Amounts below one cent are ignored.
 */
export async function sighted(env: Env, t: SeenTransfer, final: boolean, now: number): Promise<void> {
  const row = await env.DB.prepare(
    "SELECT status, block_number, contract, raw_value FROM chain_transfers WHERE network = ? AND tx_hash = ? AND to_address = ? AND log_index = ?",
  ).bind(t.network, t.txHash, t.to, t.logIndex).first<{ status: TransferRow["status"]; block_number: number; contract: string; raw_value: string }>();
  if (row && (row.contract !== t.contract || row.raw_value !== t.raw.toString())) {
    // two different transfers under one identity (a listing that changed its order): neither
    // is credited again nor overwritten; an operator compares the transaction with the deposits
    console.error(JSON.stringify({
      msg: "chain transfer identity collision", network: t.network, tx_hash: t.txHash, to: t.to, log_index: t.logIndex,
      recorded: { contract: row.contract, raw_value: row.raw_value, status: row.status }, seen: { contract: t.contract, raw_value: t.raw.toString() },
    }));
    return;
  }
  if (row?.status === "credited" || row?.status === "ignored") return;
  if (usdCents(t.raw, t.decimals) < 1n) {
    await record(env, t, "ignored", now);
    return;
  }
  if (!row || row.status === "dropped" || row.block_number !== t.blockNumber) await deliver(env, t, "detected", now);
  if (final) await deliver(env, t, "confirmed", now);
  await record(env, t, final ? "credited" : "detected", now);
}

/** Transfers detected but not yet final, with their sighting details. */
export async function pendingTransfers(env: Env, network: Network): Promise<TransferRow[]> {
  const { results } = await env.DB.prepare("SELECT * FROM chain_transfers WHERE network = ? AND status = 'detected'").bind(network).all<TransferRow>();
  return results;
}

/** A detected transfer that is no longer on the chain: its deposit fails (deposit.failed). */
export async function vanished(env: Env, t: SeenTransfer, now: number): Promise<void> {
  await deliver(env, t, "dropped", now);
  await record(env, t, "dropped", now);
}

export async function readCursor(env: Env, network: Network): Promise<number | null> {
  const row = await env.DB.prepare("SELECT next_block FROM chain_cursors WHERE network = ?").bind(network).first<{ next_block: number }>();
  return row?.next_block ?? null;
}

export async function writeCursor(env: Env, network: Network, next: number, now: number): Promise<void> {
  await env.DB.prepare(
    "INSERT INTO chain_cursors (network, next_block, updated_at) VALUES (?, ?, ?) ON CONFLICT (network) DO UPDATE SET next_block = excluded.next_block, updated_at = excluded.updated_at",
  ).bind(network, next, now).run();
}

export async function storedDecimals(env: Env, network: Network, contract: string): Promise<number | null> {
  const row = await env.DB.prepare("SELECT decimals FROM token_decimals WHERE network = ? AND contract = ?").bind(network, contract).first<{ decimals: number }>();
  return row?.decimals ?? null;
}

export async function storeDecimals(env: Env, network: Network, contract: string, decimals: number, now: number): Promise<void> {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 36) throw new Error(`implausible decimals ${decimals} for ${contract} on ${network}`);
  await env.DB.prepare("INSERT OR REPLACE INTO token_decimals (network, contract, decimals, read_at) VALUES (?, ?, ?, ?)").bind(network, contract, decimals, now).run();
}
