// The EVM watcher (Base, BEP20): eth_getLogs for Transfer(address,address,uint256) logs of
// the configured token contracts to our addresses. Each run scans at most a capped range
// from the cursor; the cursor only passes blocks that have their confirmations, so every
// not-yet-final block is scanned again and a transfer that vanished (a reorganisation) is seen
// to be gone. Logs count only from a node shown to hold the scanned range's last block: a
// node behind the head answers for the blocks it has, and the cursor must not pass the rest.
import { fetchJson } from "../../lib/outbound";
import type { Asset } from "../destinations";
import { allocatedAddresses } from "../deposit-addresses";
import { maxBlocksPerRun, type ChainRail } from "../rails";
import {
  pendingTransfers, readCursor, sighted, storeDecimals, storedDecimals, vanished, writeCursor, type SeenTransfer,
} from "./transfers";

const TRANSFER_TOPIC = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";
const DECIMALS_CALL = "0x313ce567"; // decimals()
// providers cap the size of OR-lists in a filter
const ADDRESSES_PER_FILTER = 200;

interface RpcLog {
  address: string;
  topics: string[];
  data: string;
  blockNumber: string;
  transactionHash: string;
  logIndex: string;
  removed?: boolean;
}

export async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const res = await fetchJson<{ result?: T; error?: { code: number; message: string } }>(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  if (res.error) throw new Error(`${method}: ${res.error.message}`);
  return res.result as T;
}

/**
 * Several calls in one JSON-RPC batch: one request, so one node answers them all (a provider's
 * load balancer may send separate requests to nodes at different heights).
 */
export async function rpcBatch(url: string, calls: [method: string, params: unknown[]][]): Promise<unknown[]> {
  const res = await fetchJson<{ id: number; result?: unknown; error?: { code: number; message: string } }[]>(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(calls.map(([method, params], id) => ({ jsonrpc: "2.0", id, method, params }))),
  });
  if (!Array.isArray(res)) throw new Error("the node did not answer the batch as a batch");
  const byId = new Map(res.map((r) => [r.id, r]));
  return calls.map(([method], id) => {
    const r = byId.get(id);
    if (!r) throw new Error(`${method}: no answer in the batch`);
    if (r.error) throw new Error(`${method}: ${r.error.message}`);
    return r.result;
  });
}

const hex = (n: number) => "0x" + n.toString(16);

/** The token's decimals as its contract reports them (read once, then kept in D1). */
export async function evmTokenDecimals(env: Env, rail: ChainRail, contract: string, now: number): Promise<number> {
  const stored = await storedDecimals(env, rail.network, contract);
  if (stored !== null) return stored;
  const word = await rpc<string>(rail.url, "eth_call", [{ to: contract, data: DECIMALS_CALL }, "latest"]);
  const decimals = Number(BigInt(word));
  await storeDecimals(env, rail.network, contract, decimals, now);
  return decimals;
}

export async function watchEvm(env: Env, rail: ChainRail, now: number): Promise<{ from: number; to: number; logs: number }> {
  const head = Number(BigInt(await rpc<string>(rail.url, "eth_blockNumber", [])));
  const window = maxBlocksPerRun(env);
  const from = (await readCursor(env, rail.network)) ?? Math.max(0, head - window + 1);
  const to = Math.min(head, from + window - 1);
  const assets = new Map<string, Asset>(Object.entries(rail.contracts).map(([asset, c]) => [c!.toLowerCase(), asset as Asset]));
  const decimals = new Map<string, number>();
  for (const c of assets.keys()) decimals.set(c, await evmTokenDecimals(env, rail, c, now));
  const ours = new Map((await allocatedAddresses(env, "evm", "live")).map((a) => [a.toLowerCase(), a]));

  const logs: RpcLog[] = [];
  const topics = [...ours.keys()].map((a) => "0x" + a.slice(2).padStart(64, "0"));
  // the block `to` as the node that gave the head knows it; each logs query is batched behind a
  // read of the same block, so the node answering it is shown to hold that block (on the same
  // chain) before it lists the logs up to it
  const anchor = to >= from && topics.length > 0 ? await rpc<{ hash: string } | null>(rail.url, "eth_getBlockByNumber", [hex(to), false]) : null;
  for (let i = 0; to >= from && i < topics.length; i += ADDRESSES_PER_FILTER) {
    const [block, found] = await rpcBatch(rail.url, [
      ["eth_getBlockByNumber", [hex(to), false]],
      ["eth_getLogs", [{ fromBlock: hex(from), toBlock: hex(to), address: [...assets.keys()], topics: [TRANSFER_TOPIC, null, topics.slice(i, i + ADDRESSES_PER_FILTER)] }]],
    ]) as [{ hash: string } | null, RpcLog[]];
    if (!anchor || !block || block.hash !== anchor.hash) {
      // a node behind the head (or on another branch) lists no logs for blocks it lacks: nothing
      // of this run is taken, the cursor stays, and the next run asks again
      console.warn(JSON.stringify({
        msg: "chain logs node behind the head", network: rail.network, from, to, head, expected: anchor?.hash ?? null, answered: block?.hash ?? null,
      }));
      return { from, to: from - 1, logs: 0 };
    }
    logs.push(...found);
  }

  const seen = new Set<string>();
  for (const log of logs) {
    // a log flagged removed belongs to a block that was reorganised away
    if (log.removed || log.topics[0] !== TRANSFER_TOPIC || log.topics.length < 3) continue;
    const contract = log.address.toLowerCase();
    const asset = assets.get(contract);
    const to20 = "0x" + log.topics[2]!.slice(-40).toLowerCase();
    const address = ours.get(to20);
    if (!asset || !address) continue;
    const t: SeenTransfer = {
      network: rail.network,
      txHash: log.transactionHash.toLowerCase(),
      logIndex: Number(BigInt(log.logIndex)),
      blockNumber: Number(BigInt(log.blockNumber)),
      contract,
      asset,
      decimals: decimals.get(contract)!,
      to: address,
      raw: BigInt(log.data === "0x" ? 0 : log.data),
    };
    seen.add(`${t.txHash}:${t.logIndex}`);
    await sighted(env, t, head - t.blockNumber + 1 >= rail.confirmations, now);
  }

  // a transfer detected in a block this run re-scanned (or beyond the head) that is no longer there
  for (const p of await pendingTransfers(env, rail.network)) {
    const inRange = p.block_number >= from && (p.block_number <= to || p.block_number > head);
    if (!inRange || seen.has(`${p.tx_hash}:${p.log_index}`)) continue;
    const asset = assets.get(p.contract);
    if (!asset) continue;
    await vanished(env, {
      network: rail.network, txHash: p.tx_hash, logIndex: p.log_index, blockNumber: p.block_number, contract: p.contract,
      asset, decimals: decimals.get(p.contract)!, to: p.to_address, raw: BigInt(p.raw_value),
    }, now);
  }

  // only blocks with their confirmations are behind the cursor
  const next = Math.max(from, Math.min(to, head - rail.confirmations + 1) + 1);
  await writeCursor(env, rail.network, next, now);
  return { from, to, logs: logs.length };
}
