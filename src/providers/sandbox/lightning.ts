// The sandbox Lightning node: real BOLT11 invoices on the testnet prefix, signed with a
// fixed sandbox node key, so any standard decoder accepts them. Nothing is ever paid to it.
import { encodeInvoice, sandboxNodeKey } from "../../lib/bolt11";
import { toHex } from "../../lib/crypto";
import type { LightningNode } from "../types";

export const SANDBOX_NODE_SEED = "partner-commerce sandbox lightning node";

/** Sandbox invoices are paid through the test helpers' signed webhook, never looked up. */
export function sandboxLightning(): LightningNode {
  return {
    configured: true,
    async lookupInvoice() {
      return null;
    },
    async listSettledInvoices() {
      return [];
    },
    async cancelInvoice() {},
    async createInvoice({ amountSats, description, expirySeconds, now }) {
      const paymentHash = crypto.getRandomValues(new Uint8Array(32));
      const bolt11 = encodeInvoice(
        {
          network: "testnet",
          amountMsat: BigInt(amountSats) * 1000n,
          paymentHash,
          paymentSecret: crypto.getRandomValues(new Uint8Array(32)),
          timestamp: Math.floor(now / 1000),
          expirySeconds,
          description,
        },
        sandboxNodeKey(SANDBOX_NODE_SEED),
      );
      return { bolt11, paymentHash: toHex(paymentHash), amountSats, expiresAt: now + expirySeconds * 1000 };
    },
  };
}
