import { env } from "cloudflare:workers";
import { issueKey } from "../../src/accounts/keys";
import { newAccount } from "../support/api";
import { CHAIN_URL, DEPLOYER } from "./chain";

export async function liveAccount() {
  const acct = await newAccount();
  const live = await issueKey(env, acct.id, "live");
  return { ...acct, live: live.secret! };
}

export async function chain<T = any>(method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(CHAIN_URL, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }) });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

const word = (v: string | bigint) => (typeof v === "bigint" ? v.toString(16) : v.replace(/^0x/, "").toLowerCase()).padStart(64, "0");

/** Sends a token call from the deployer (ganache mines it into its own block) and returns the tx hash. */
export async function tokenCall(token: string, data: string): Promise<string> {
  const hash = await chain<string>("eth_sendTransaction", [{ from: DEPLOYER, to: token, data, gas: "0x30000" }]);
  const receipt = await chain<{ status: string }>("eth_getTransactionReceipt", [hash]);
  if (receipt.status !== "0x1") throw new Error(`token call failed: ${hash}`);
  return hash;
}

export const transfer = (token: string, to: string, raw: bigint) => tokenCall(token, "0xa9059cbb" + word(to) + word(raw));

/** transferTwice(a, va, b, vb): two Transfer logs in one transaction. */
export const transferTwice = (token: string, a: string, va: bigint, b: string, vb: bigint) =>
  tokenCall(token, "0x" + selector("transferTwice(address,uint256,address,uint256)") + word(a) + word(va) + word(b) + word(vb));

import { keccak_256 } from "@noble/hashes/sha3.js";
import { toHex } from "../../src/lib/crypto";
function selector(sig: string): string {
  return toHex(keccak_256(new TextEncoder().encode(sig))).slice(0, 8);
}

export async function mine(blocks: number): Promise<void> {
  for (let i = 0; i < blocks; i++) await chain("evm_mine");
}
