// Starts a real local EVM chain (ganache) for the live-rails tests, compiles a small ERC-20
// with solc and deploys it twice (6 and 18 decimals). Stopped when the tests end.
import ganache from "ganache";
import solc from "solc";
import { createWalletClient, http, publicActions } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { CHAIN_PORT, CHAIN_URL, DEPLOYER_KEY, TOKEN_18, TOKEN_6 } from "./chain";

const SOURCE = `
// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;
contract Token {
  uint8 public decimals;
  mapping(address => uint256) public balanceOf;
  event Transfer(address indexed from, address indexed to, uint256 value);
  constructor(uint8 d, uint256 supply) { decimals = d; balanceOf[msg.sender] = supply; emit Transfer(address(0), msg.sender, supply); }
  function transfer(address to, uint256 value) external returns (bool) {
    balanceOf[msg.sender] -= value; balanceOf[to] += value; emit Transfer(msg.sender, to, value); return true;
  }
  // two transfers in one transaction: two logs with one hash
  function transferTwice(address a, uint256 va, address b, uint256 vb) external {
    balanceOf[msg.sender] -= va + vb; balanceOf[a] += va; balanceOf[b] += vb;
    emit Transfer(msg.sender, a, va); emit Transfer(msg.sender, b, vb);
  }
}`;

function compile() {
  const out = JSON.parse(solc.compile(JSON.stringify({
    language: "Solidity",
    sources: { "Token.sol": { content: SOURCE } },
    // ganache 7.9 rejects the opcodes of newer targets
    settings: { evmVersion: "paris", outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } } },
  })));
  const errors = (out.errors ?? []).filter((e: any) => e.severity === "error");
  if (errors.length) throw new Error(errors.map((e: any) => e.formattedMessage).join("\n"));
  const c = out.contracts["Token.sol"].Token;
  return { abi: c.abi, bytecode: ("0x" + c.evm.bytecode.object) as `0x${string}` };
}

export default async function setup() {
  const server = ganache.server({ logging: { quiet: true }, wallet: { deterministic: true }, chain: { chainId: 1337 } } as any);
  await server.listen(CHAIN_PORT, "127.0.0.1");
  const client = createWalletClient({ account: privateKeyToAccount(DEPLOYER_KEY), transport: http(CHAIN_URL) }).extend(publicActions);
  const chain = { id: 1337, name: "local", nativeCurrency: { name: "ETH", symbol: "ETH", decimals: 18 }, rpcUrls: { default: { http: [CHAIN_URL] } } };
  const { abi, bytecode } = compile();
  for (const [decimals, expected] of [[6, TOKEN_6], [18, TOKEN_18]] as const) {
    const hash = await client.deployContract({ abi, bytecode, args: [decimals, 10n ** 30n], chain });
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (receipt.contractAddress?.toLowerCase() !== expected.toLowerCase()) throw new Error(`token deployed at ${receipt.contractAddress}, expected ${expected}`);
  }
  return async () => {
    await server.close();
  };
}
