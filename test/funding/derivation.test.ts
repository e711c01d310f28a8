// Deposit addresses come out exactly as wallets derive them: BIP32 test vector 1 for the
// public derivation, and published BIP44 addresses for Ethereum and Tron.
import { describe, expect, it } from "vitest";
import { HDKey } from "@scure/bip32";
import { pbkdf2 } from "@noble/hashes/pbkdf2.js";
import { sha512 } from "@noble/hashes/sha2.js";
import { hex } from "@scure/base";
import { deriveDepositAddress, isWatchOnly } from "../../src/funding/chain/address";

// BIP39: seed = PBKDF2-HMAC-SHA512(mnemonic, "mnemonic" + passphrase, 2048 rounds, 64 bytes)
const mnemonicSeed = (mnemonic: string, passphrase = "") =>
  pbkdf2(sha512, mnemonic, "mnemonic" + passphrase, { c: 2048, dkLen: 64 });
const ABANDON = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about";
const accountXpub = (seed: Uint8Array, coin: number) => HDKey.fromMasterSeed(seed).derive(`m/44'/${coin}'/0'`).publicExtendedKey;

describe("deposit address derivation", () => {
  it("derives public children as BIP32 test vector 1 says (m/0' xpub -> m/0'/1)", () => {
    const m0h = "xpub68Gmy5EdvgibQVfPdqkBBCHxA5htiqg55crXYuXoQRKfDBFA1WEjWgP6LHhwBZeNK1VTsfTFUHCdrfp1bgwQ9xv5ski8PX9rL2dZXvgGDnw";
    expect(HDKey.fromExtendedKey(m0h).deriveChild(1).publicExtendedKey).toBe(
      "xpub6ASuArnXKPbfEwhqN6e3mwBcDTgzisQN1wXN9BJcM47sSikHjJf3UFHKkNAWbWMiGj7Wf5uMash7SyYq527Hqck2AxYysAA7xmALppuCkwQ",
    );
  });

  it("gives the well-known addresses of the 'abandon … about' mnemonic at index 0", () => {
    const seed = mnemonicSeed(ABANDON);
    expect(deriveDepositAddress("evm", accountXpub(seed, 60), 0)).toBe("0x9858EfFD232B4033E47d90003D41EC34EcaEda94");
    expect(deriveDepositAddress("tron", accountXpub(seed, 195), 0)).toBe("TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH");
  });

  it("matches a published BIP44 generator's Ethereum and Tron addresses at indexes 0 and 1", () => {
    // the seed of that generator's test suite (mnemonic with passphrase)
    const seed = hex.decode("09a0a3b58d10bbc456254f1915c2627d8f0e9968922505b39dbb08f6a5dc9dafdee40cff16aa488add7ee4e2ec6eaf40425d3f2aea81c18c2c314d58885e923a");
    expect(deriveDepositAddress("evm", accountXpub(seed, 60), 0)).toBe("0xAf5CBF39d271197b1453aD839876De9e54dBc4Ef");
    expect(deriveDepositAddress("evm", accountXpub(seed, 60), 1)).toBe("0x171Fccc0634834F57d3E0dAdA0fa547042f4fd21");
    expect(deriveDepositAddress("tron", accountXpub(seed, 195), 0)).toBe("TKP2mZrYNKdrXJi38vxQsAykfo1YoWjxpR");
    expect(deriveDepositAddress("tron", accountXpub(seed, 195), 1)).toBe("TEj3nZiTniYrQQPDmjMuTF58cgJ2x2AT3P");
  });

  it("accepts only public extended keys", () => {
    const root = HDKey.fromMasterSeed(mnemonicSeed(ABANDON)).derive("m/44'/60'/0'");
    expect(isWatchOnly(root.publicExtendedKey)).toBe(true);
    expect(isWatchOnly(root.privateExtendedKey)).toBe(false);
    expect(isWatchOnly("xpub-garbage")).toBe(false);
  });
});
