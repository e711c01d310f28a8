// The Tron watcher (TRC20 USDT) through TronGrid (research §4): per deposit address,
// `GET /v1/accounts/{address}/transactions/trc20?only_confirmed=true`, which lists only
// transfers in solidified blocks, so each one is final when first seen. The cursor is a
// block timestamp; each run looks back an overlap past it (repeats are de-duplicated).
import { fetchJson } from "../../lib/outbound";
import { allocatedAddresses } from "../deposit-addresses";
import type { ChainRail } from "../rails";
import { readCursor, sighted, storeDecimals, storedDecimals, writeCursor } from "./transfers";

interface Trc20Transfer {
  transaction_id: string;
  token_info: { address: string; decimals: number; symbol?: string };
  block_timestamp: number;
  from: string;
  to: string;
  type: string;
  value: string;
}

interface Trc20Page {
  data: Trc20Transfer[];
  success: boolean;
  meta?: { fingerprint?: string };
}

// solidification takes about a minute; ten minutes of overlap covers a late listing
const OVERLAP_MS = 10 * 60 * 1000;
const PAGES_PER_ADDRESS = 5;

function headers(rail: ChainRail): Record<string, string> {
  return { accept: "application/json", ...(rail.apiKey ? { "TRON-PRO-API-KEY": rail.apiKey } : {}) };
}

const base = (rail: ChainRail) => rail.url.replace(/\/+$/, "");

/** decimals() as the contract answers it (triggerconstantcontract), kept in D1 once read. */
export async function tronTokenDecimals(env: Env, rail: ChainRail, contract: string, now: number): Promise<number> {
  const stored = await storedDecimals(env, rail.network, contract);
  if (stored !== null) return stored;
  const res = await fetchJson<{ constant_result?: string[]; result?: { result?: boolean } }>(`${base(rail)}/wallet/triggerconstantcontract`, {
    method: "POST",
    headers: { ...headers(rail), "content-type": "application/json" },
    body: JSON.stringify({ owner_address: contract, contract_address: contract, function_selector: "decimals()", visible: true }),
  });
  const word = res.constant_result?.[0];
  if (!res.result?.result || !word) throw new Error(`TronGrid: no decimals() answer for ${contract}`);
  const decimals = Number(BigInt("0x" + word));
  await storeDecimals(env, rail.network, contract, decimals, now);
  return decimals;
}

export async function watchTron(env: Env, rail: ChainRail, now: number): Promise<{ transfers: number }> {
  const contract = rail.contracts.USDT!;
  const decimals = await tronTokenDecimals(env, rail, contract, now);
  const since = Math.max(0, ((await readCursor(env, rail.network)) ?? now) - OVERLAP_MS);
  let count = 0;
  for (const address of await allocatedAddresses(env, "tron", "live")) {
    let fingerprint: string | undefined;
    // TronGrid names no log index: transfers of one transaction to this address are told apart
    // by their order in the address's listing, counted across pages (a transaction's transfers
    // may straddle two), and the address is part of the identity (transfers.ts), since another
    // address paid by the same transaction counts from 0 as well
    const order = new Map<string, number>();
    for (let page = 0; page < PAGES_PER_ADDRESS; page++) {
      const q = new URLSearchParams({ only_confirmed: "true", only_to: "true", contract_address: contract, limit: "200", min_timestamp: String(since) });
      if (fingerprint) q.set("fingerprint", fingerprint);
      const res = await fetchJson<Trc20Page>(`${base(rail)}/v1/accounts/${address}/transactions/trc20?${q}`, { headers: headers(rail) });
      for (const item of res.data ?? []) {
        const logIndex = order.get(item.transaction_id) ?? 0;
        order.set(item.transaction_id, logIndex + 1);
        if (item.type !== "Transfer" || item.to !== address || item.token_info?.address !== contract) continue;
        count += 1;
        await sighted(env, {
          network: rail.network,
          txHash: item.transaction_id.toLowerCase(),
          logIndex,
          blockNumber: item.block_timestamp,
          contract,
          asset: "USDT",
          decimals,
          to: address,
          raw: BigInt(item.value),
        }, true, now);
      }
      fingerprint = res.meta?.fingerprint;
      if (!fingerprint) break;
    }
  }
  await writeCursor(env, rail.network, now, now);
  return { transfers: count };
}
