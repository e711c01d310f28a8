// Our BOLT11 invoices checked by an independent, widely used decoder (the `bolt11` package,
// which needs Node's crypto and so runs here rather than in workerd).
import bolt11 from "bolt11";
import { describe, expect, it } from "vitest";
import { nodePublicKeyHex, sandboxNodeKey } from "../../src/lib/bolt11";
import { SANDBOX_NODE_SEED, sandboxLightning } from "../../src/providers/sandbox/lightning";

import { satsFor } from "../../src/domain/lightning";

describe("sandbox Lightning invoices, decoded by the bolt11 package", () => {
  it.each([
    [2_500, 25_000],
    [1, 10],
    [123_456, 1_234_560],
  ])("an invoice for %i cents carries %i sats, our payment hash, description, expiry and a valid signature by the sandbox node", async (cents, sats) => {
    const now = Date.now();
    const minted = await sandboxLightning().createInvoice({ amountSats: satsFor(cents, "100000.00", "in"), description: "Partner Commerce wallet top-up", expirySeconds: 900, now });
    expect(minted.amountSats).toBe(sats);
    const decoded = bolt11.decode(minted.bolt11);
    expect(decoded.network?.bech32).toBe("tb");
    expect(decoded.satoshis).toBe(sats);
    expect(decoded.millisatoshis).toBe(String(sats * 1000));
    expect(decoded.timestamp).toBe(Math.floor(now / 1000));
    expect(decoded.timeExpireDate).toBe(Math.floor(now / 1000) + 900);
    const tag = (name: string) => decoded.tags.find((t) => t.tagName === name)?.data;
    expect(tag("payment_hash")).toBe(minted.paymentHash);
    expect(tag("description")).toBe("Partner Commerce wallet top-up");
    expect(String(tag("payment_secret"))).toMatch(/^[0-9a-f]{64}$/);
    // the decoder recovers the payee from the signature over its own hash of the invoice:
    // only a valid signature by the sandbox node yields the sandbox node's key
    expect(decoded.payeeNodeKey).toBe(nodePublicKeyHex(sandboxNodeKey(SANDBOX_NODE_SEED)));
  });

  it("is refused by the decoder once tampered with", async () => {
    const minted = await sandboxLightning().createInvoice({ amountSats: 25_000, description: "x", expirySeconds: 900, now: Date.now() });
    const i = minted.bolt11.length - 20;
    const flipped = minted.bolt11.slice(0, i) + (minted.bolt11[i] === "q" ? "p" : "q") + minted.bolt11.slice(i + 1);
    expect(() => bolt11.decode(flipped)).toThrow();
  });
});
