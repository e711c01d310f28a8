// The local EVM chain the live-rails tests watch: ganache on a fixed loopback port, two
// ERC-20 tokens (6 and 18 decimals) deployed by ganache's deterministic account 0, so their
// addresses are known before the chain starts (nonces 0 and 1).
import { getContractAddress } from "viem";

export const CHAIN_PORT = 8860;
export const CHAIN_URL = `http://127.0.0.1:${CHAIN_PORT}`;
export const DEPLOYER = "0x90F8bf6A479f320ead074411a4B0e7944Ea8c9C1";
export const DEPLOYER_KEY = "0x4f3edf983ac636a65a842ce7c78d9aa706d3b113bce9c46f30d7d21715b23b1d";
export const TOKEN_6 = getContractAddress({ from: DEPLOYER, nonce: 0n });
export const TOKEN_18 = getContractAddress({ from: DEPLOYER, nonce: 1n });
