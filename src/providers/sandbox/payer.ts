// The sandbox payout sender: resolves and pays without any network. Addresses whose name
// starts with "fail" fail, as the decisions promise; every other one succeeds.
import { sha256 } from "@noble/hashes/sha2.js";
import { encodeInvoice, sandboxNodeKey } from "../../lib/bolt11";
import { toHex } from "../../lib/crypto";
import { parseLightningAddress } from "../../lib/lightning-address";
import { PayoutFailure } from "../payout-failure";
import type { LightningPayer } from "../types";

const RECIPIENT_SEED = "partner-commerce sandbox payout recipient";

export const sandboxPayer: LightningPayer = {
  configured: true,
  async resolveInvoice(address, amountMsat) {
    // no network here, so a local-development loopback address is as good as any
    const parsed = parseLightningAddress(address, { allowLoopback: true });
    if (!parsed.ok) throw new PayoutFailure("invalid_lightning_address", `not a usable Lightning address: ${parsed.reason}`);
    if (parsed.name.startsWith("fail")) throw new PayoutFailure("lnurl_refused", "sandbox: the recipient's wallet refused the payment");
    const metadata = JSON.stringify([["text/identifier", address]]);
    const paymentHash = sha256(new TextEncoder().encode(`sandbox-payout:${address}:${amountMsat}:${crypto.randomUUID()}`));
    const bolt11 = encodeInvoice(
      {
        network: "testnet",
        amountMsat,
        paymentHash,
        paymentSecret: crypto.getRandomValues(new Uint8Array(32)),
        timestamp: Math.floor(Date.now() / 1000),
        expirySeconds: 600,
        descriptionHash: sha256(new TextEncoder().encode(metadata)),
      },
      sandboxNodeKey(RECIPIENT_SEED),
    );
    return { bolt11, paymentHash: toHex(paymentHash) };
  },
  async payInvoice() {
    return { status: "succeeded", feeSats: 0 };
  },
  async paymentStatus() {
    return { status: "succeeded", feeSats: 0 };
  },
};
