// The Reloadly adapter against the local fake that answers as Reloadly's published reference does.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reloadlyClient } from "../../src/providers/live/suppliers/supplier";
import { RELOADLY_ERRORS } from "../fakes/reloadly";
import { installFakes } from "../fakes/install";

afterEach(() => vi.restoreAllMocks());

const client = () => reloadlyClient(env)!;
let n = 0;
const ref = () => `ord_RELOADLYCONTRACT${Date.now()}${++n}`;
const topup = (reference: string, extra: Partial<{ operatorId: number; amountCents: number; destination: string }> = {}) =>
  client().purchase({ reference, operatorId: 1001, amountCents: 1000, destination: "+525512345678", country: "MX", createdAt: Date.now(), ...extra });

describe("Reloadly adapter", () => {
  it("gets a token from the auth host for the configured audience, once", async () => {
    const { reloadly, calls } = await installFakes();
    await Promise.all([client().balance(), client().balance()]);
    expect(reloadly.tokenRequests).toBe(1);
    expect(calls[0]).toEqual({ method: "POST", url: "https://auth.reloadly.fake.test/oauth/token" });
    expect(await client().balance()).toEqual({ cents: 8025, currency: "USD" });
  });

  it("refreshes after INVALID_TOKEN / TOKEN_EXPIRED", async () => {
    const { reloadly } = await installFakes();
    await client().balance();
    reloadly.tokens.clear();
    await client().balance();
    expect(reloadly.tokenRequests).toBe(2);
  });

  it("lists operators by country and detects a number's operator", async () => {
    await installFakes();
    const ops = await client().operators("MX");
    expect(ops.map((o) => [o.operatorId, o.commissionBps, o.fixedCents, o.minCents, o.maxCents])).toEqual([
      [1001, 450, null, 100, 1200],
      [1002, 600, [500, 2000], null, null],
    ]);
    expect((await client().detect("+523312345678", "MX"))?.operatorId).toBe(1002);
    expect(await client().detect("+529912345678", "MX")).toBeNull();
    expect(await client().operators("FR")).toEqual([]);
  });

  it("tops up with our reference as customIdentifier and returns the receipt", async () => {
    const { reloadly } = await installFakes();
    const r = ref();
    const out = await topup(r);
    const tx = reloadly.transactions[0]!;
    expect(tx.customIdentifier).toBe(r);
    expect(tx.recipientPhone).toBe("525512345678");
    expect(out).toEqual({
      status: "fulfilled",
      transactionId: String(tx.transactionId),
      deliverable: { type: "topup_receipt", destination: "+52******5678", operator: "Telcel Mexico", delivered_amount: "172", delivered_currency: "MXN", supplier_reference: String(tx.transactionId) },
    });
  });

  it("maps every documented error code", async () => {
    const { reloadly } = await installFakes();
    const failed = ["COUNTRY_NOT_SUPPORTED", "INVALID_RECIPIENT_PHONE", "INVALID_PHONE_NUMBER", "COULD_NOT_AUTO_DETECT_OPERATOR", "INVALID_AMOUNT_FOR_OPERATOR",
      "OPERATOR_UNAVAILABLE_OR_CURRENTLY_INACTIVE", "TOPUP_TRANSACTION_FAILED", "MAX_DAILY_TRANSACTION_COUNT_REACHED", "MAX_DAILY_TRANSACTION_AMOUNT_REACHED"];
    for (const code of RELOADLY_ERRORS) {
      // token errors: covered by the refresh test and the one below
      if (code === "INVALID_TOKEN" || code === "TOKEN_EXPIRED" || code === "INVALID_CREDENTIALS") continue;
      reloadly.topupFaults.push({ kind: "code", code });
      const out = await topup(ref());
      expect(out.status, code).toBe(failed.includes(code) ? "failed" : "pending");
    }
    expect(reloadly.transactions).toHaveLength(0);
  });

  it("wrong credentials (INVALID_CREDENTIALS at the token endpoint) leave a top-up pending, not failed", async () => {
    const { reloadly } = await installFakes();
    reloadly.clientSecret = "rotated";
    await expect(topup(ref())).rejects.toThrow(/401 INVALID_CREDENTIALS/);
    expect(reloadly.topupPosts).toBe(0);
  });

  it("a duplicate reference is looked up, not bought again", async () => {
    const { reloadly } = await installFakes();
    const r = ref();
    await topup(r);
    // the job lost the answer and the look-up missed it (report lag): the POST says the reference is used
    reloadly.topupFaults.push({ kind: "code", code: "CUSTOM_IDENTIFIER_ALREADY_USED" });
    const out = await topup(r);
    expect(out.status).toBe("fulfilled");
    expect(reloadly.transactions).toHaveLength(1);
  });

  it("a hang past the timeout is cut; the look-up finds the top-up: bought exactly once", async () => {
    const { reloadly } = await installFakes();
    const r = ref();
    reloadly.topupFaults.push({ kind: "hang-after-create" });
    expect((await topup(r)).status).toBe("fulfilled");
    expect(reloadly.transactions.filter((t) => t.customIdentifier === r)).toHaveLength(1);
  });

  it("429 and 5xx leave the top-up pending after a look-up", async () => {
    const { reloadly } = await installFakes();
    reloadly.topupFaults.push({ kind: "status", status: 429, body: { message: "Too many requests" }, headers: { "retry-after": "1" } });
    expect((await topup(ref())).status).toBe("pending");
    reloadly.topupFaults.push({ kind: "status", status: 500, body: { message: "Internal error" } });
    expect((await topup(ref())).status).toBe("pending");
    expect(reloadly.topupPosts).toBe(2);
  });
});
