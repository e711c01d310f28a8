// Deposit addresses derived from watch-only extended public keys. The operator exports the
// account-level key (m/44'/60'/0' for EVM, m/44'/195'/0' for Tron); the worker derives the
// non-hardened children 0/i, so it can make addresses but never spend from them.
import { HDKey } from "@scure/bip32";
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { createBase58check } from "@scure/base";
import { toHex } from "../../lib/crypto";

export type AddressFamily = "evm" | "tron";

const base58check = createBase58check(sha256);

/** An EVM address with its EIP-55 mixed-case checksum. */
export function evmChecksumAddress(bytes20: Uint8Array): string {
  const hex = toHex(bytes20.slice(0, 20));
  const hash = toHex(keccak_256(new TextEncoder().encode(hex)));
  return "0x" + Array.from(hex, (c, i) => (parseInt(hash[i]!, 16) >= 8 ? c.toUpperCase() : c)).join("");
}

/** A Tron address: base58check of 0x41 followed by the 20 address bytes. */
export function tronAddress(bytes20: Uint8Array): string {
  const payload = new Uint8Array(21);
  payload[0] = 0x41;
  payload.set(bytes20.slice(0, 20), 1);
  return base58check.encode(payload);
}

/** The 20 bytes of a Tron address (for EVM-style topics and comparisons). */
export function tronAddressBytes(address: string): Uint8Array {
  const payload = base58check.decode(address);
  if (payload.length !== 21 || payload[0] !== 0x41) throw new RangeError(`not a Tron address: ${address}`);
  return payload.slice(1);
}

/** keccak256 of the uncompressed public key without its 0x04 prefix, last 20 bytes. */
function keyHash20(compressedPublicKey: Uint8Array): Uint8Array {
  const uncompressed = secp256k1.Point.fromBytes(compressedPublicKey).toBytes(false);
  return keccak_256(uncompressed.slice(1)).slice(12);
}

/** The address at external-chain index `index` under an account-level extended public key. */
export function deriveDepositAddress(family: AddressFamily, accountXpub: string, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= 2 ** 31) throw new RangeError(`bad address index ${index}`);
  const child = HDKey.fromExtendedKey(accountXpub).deriveChild(0).deriveChild(index);
  if (!child.publicKey) throw new Error("extended key has no public key");
  const bytes = keyHash20(child.publicKey);
  return family === "evm" ? evmChecksumAddress(bytes) : tronAddress(bytes);
}

/**
 * The BIP32 fingerprint of an account-level extended key (8 hex characters): names the key an
 * allocation was derived from, in D1 and on /health, without revealing the key.
 */
export function xpubFingerprint(xpub: string): string {
  return HDKey.fromExtendedKey(xpub).fingerprint.toString(16).padStart(8, "0");
}

/** Whether an extended key is public only (a private key must never be configured here). */
export function isWatchOnly(xpub: string): boolean {
  try {
    const key = HDKey.fromExtendedKey(xpub);
    return key.privateKey === null && key.publicKey !== null;
  } catch {
    return false;
  }
}
