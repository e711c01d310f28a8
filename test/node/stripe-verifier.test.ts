// The named check, in its synchronous form: the stripe package's
// webhooks.constructEvent (which needs Node's crypto, so it runs here) accepts our
// Service-Signature value and rejects tampering and stale timestamps.
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { signatureHeader } from "../../src/webhooks/signature";

const stripe = new Stripe("sk_test_placeholder");
const SECRET = "whsec_0123456789abcdefghijklmnopqrstuvwxyzABCDEF";
const BODY = JSON.stringify({ id: "evt_01JX0000000000000000000000", object: "event", type: "wallet.credited", data: { object: {} } });

describe("stripe.webhooks.constructEvent on our signatures", () => {
  it("accepts a fresh delivery", async () => {
    const header = await signatureHeader(SECRET, BODY, Math.floor(Date.now() / 1000));
    expect(stripe.webhooks.constructEvent(BODY, header, SECRET).id).toBe("evt_01JX0000000000000000000000");
  });

  it("rejects a tampered body, another secret, and a timestamp older than 300 s", async () => {
    const now = Math.floor(Date.now() / 1000);
    const header = await signatureHeader(SECRET, BODY, now);
    expect(() => stripe.webhooks.constructEvent(BODY.replace("credited", "debited"), header, SECRET)).toThrow(/signature/i);
    expect(() => stripe.webhooks.constructEvent(BODY, header, "whsec_other")).toThrow();
    const stale = await signatureHeader(SECRET, BODY, now - 301);
    expect(() => stripe.webhooks.constructEvent(BODY, stale, SECRET)).toThrow(/tolerance/i);
  });
});
