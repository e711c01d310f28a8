// Airalo refund requests and eSIM status reads at the adapter, against the local fake that
// answers POST /v2/refund as Airalo's published reference does: a request goes out only while
// AIRALO_REFUNDS is on, with Airalo's reason value, at most 5 ICCIDs and once per call; a 202 is
// "requested", a 422 "refused" (naming the ICCIDs at fault), and a 429, 5xx or timeout is thrown
// as RefundRetryLater so the caller sends it again later.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { REFUND_REASONS } from "../../src/domain/refunds";
import { AiraloClient, RefundRetryLater, RefundsUnavailable, refundAnswerOf } from "../../src/providers/live/suppliers/airalo";
import {
  AIRALO_REFUND_REASONS,
  AIRALO_REFUND_SPACING_MS,
  DEFAULT_OTHERS_NOTES,
  airaloRefundBody,
  airaloRefundReason,
} from "../../src/providers/live/suppliers/airalo-refund-request";
import { airaloConfig, airaloRefundsOn, supplierEnv } from "../../src/providers/live/suppliers/config";
import { globalFetch } from "../../src/providers/live/suppliers/http";
import { airaloClient } from "../../src/providers/live/suppliers/supplier";
import { FAKE_REFUND_REASONS, type FakeAiralo } from "../fakes/airalo";
import { AIRALO_ORIGIN, installFakes } from "../fakes/install";

afterEach(() => vi.restoreAllMocks());

/** The adapter as configured for the tests, with AIRALO_REFUNDS switched on (or as configured). */
const client = (refunds = true) => new AiraloClient(env, { ...airaloConfig(supplierEnv(env))!, refunds }, globalFetch);
let n = 0;
const ref = () => `ord_AIRALOREFUND${Date.now()}${++n}`;

/** Buys an eSIM at the fake and answers its ICCID. */
async function soldIccid(): Promise<string> {
  const out = await client().purchase(ref(), "change-7days-1gb");
  if (out.status !== "fulfilled") throw new Error(`not fulfilled: ${out.status}`);
  return String(out.deliverable.iccid);
}

const refundPosts = (calls: { method: string; url: string }[]) => calls.filter((c) => c.method === "POST" && c.url === `${AIRALO_ORIGIN}/v2/refund`);

/** Moves the fake's clock on by `ms`. */
function advance(airalo: FakeAiralo, ms: number) {
  const base = airalo.now();
  const at = Date.now();
  airalo.now = () => base + ms + (Date.now() - at);
}

describe("AIRALO_REFUNDS", () => {
  it("is off unless it reads on, and off is what the worker is configured with", () => {
    expect(airaloRefundsOn({})).toBe(false);
    expect(airaloRefundsOn({ AIRALO_REFUNDS: "off" })).toBe(false);
    expect(airaloRefundsOn({ AIRALO_REFUNDS: "yes" })).toBe(false);
    expect(airaloRefundsOn({ AIRALO_REFUNDS: "on" })).toBe(true);
    expect(airaloRefundsOn({ AIRALO_REFUNDS: " ON " })).toBe(true);
    expect((env as unknown as { AIRALO_REFUNDS?: string }).AIRALO_REFUNDS).toBe("off");
    expect(airaloConfig(supplierEnv(env))!.refunds).toBe(false);
  });

  it("while off, a refund request asks nothing of Airalo", async () => {
    const { airalo, calls } = await installFakes();
    const iccid = await soldIccid();
    const before = calls.length;
    await expect(airaloClient(env)!.requestRefund({ iccids: [iccid], reason: "trip_cancelled" })).rejects.toBeInstanceOf(RefundsUnavailable);
    expect(calls.length).toBe(before);
    expect(airalo.refundRequests).toHaveLength(0);
  });
});

describe("our refund reasons at Airalo", () => {
  it("each of ours becomes a value of the reference's list", () => {
    expect([...AIRALO_REFUND_REASONS]).toEqual(FAKE_REFUND_REASONS);
    expect(Object.fromEntries(REFUND_REASONS.map((r) => [r, airaloRefundReason(r)]))).toEqual({
      trip_cancelled: "TRIP_CANCELLATION",
      device_incompatible: "INCOMPATIBLE_DEVICE",
      installation_failed: "INSTALLATION_FAILURE",
      duplicate: "WRONG_PURCHASE",
      other: "OTHERS",
    });
  });

  it("the body: distinct ICCIDs, notes cut to 255 and never missing for OTHERS; an impossible request throws before sending", () => {
    expect(airaloRefundBody({ iccids: ["8985200026300009601", " 8985200026300009601 "], reason: "duplicate" })).toEqual({
      iccids: ["8985200026300009601"],
      reason: "WRONG_PURCHASE",
    });
    expect(airaloRefundBody({ iccids: ["8985200026300009601"], reason: "other" }).notes).toBe(DEFAULT_OTHERS_NOTES);
    expect(airaloRefundBody({ iccids: ["8985200026300009601"], reason: "other", notes: "  " }).notes).toBe(DEFAULT_OTHERS_NOTES);
    expect(Array.from(airaloRefundBody({ iccids: ["8985200026300009601"], reason: "trip_cancelled", notes: "é".repeat(300) }).notes!)).toHaveLength(255);
    expect(airaloRefundBody({ iccids: ["8985200026300009601"], reason: "trip_cancelled", email: "ops@example.com" }).email).toBe("ops@example.com");
    const six = Array.from({ length: 6 }, (_, i) => `898520002630000960${i}`);
    expect(() => airaloRefundBody({ iccids: six, reason: "other" })).toThrow(RangeError);
    expect(() => airaloRefundBody({ iccids: [], reason: "other" })).toThrow(RangeError);
    expect(() => airaloRefundBody({ iccids: ["ord_123"], reason: "other" })).toThrow(RangeError);
    expect(() => airaloRefundBody({ iccids: ["8985200026300009601"], reason: "other", email: "not an address" })).toThrow(RangeError);
  });
});

describe("Airalo refund requests", () => {
  it("202: requested under Airalo's refund id, sent once as JSON with the token and Airalo's reason", async () => {
    const { airalo, calls } = await installFakes();
    const iccid = await soldIccid();
    const answer = await client().requestRefund({ iccids: [iccid], reason: "trip_cancelled", notes: "re_123 for ord_456" });
    expect(answer).toEqual({ status: "requested", supplierRefundId: airalo.refundRequests[0]!.refundId });
    expect(refundPosts(calls)).toHaveLength(1);
    expect(airalo.refundRequests).toEqual([
      expect.objectContaining({ iccids: [iccid], reason: "TRIP_CANCELLATION", notes: "re_123 for ord_456", email: undefined, status: 202, contentType: "application/json" }),
    ]);
  });

  it("up to 5 ICCIDs in one request; more throws before anything is sent", async () => {
    const { airalo, calls } = await installFakes();
    const iccids: string[] = [];
    for (let i = 0; i < 6; i++) iccids.push(await soldIccid());
    await expect(client().requestRefund({ iccids, reason: "duplicate" })).rejects.toBeInstanceOf(RangeError);
    expect(refundPosts(calls)).toHaveLength(0);
    const answer = await client().requestRefund({ iccids: iccids.slice(0, 5), reason: "duplicate" });
    expect(answer.status).toBe("requested");
    expect(airalo.refundRequests[0]!.iccids).toEqual(iccids.slice(0, 5));
  });

  it("429 inside the refund window: RefundRetryLater with Airalo's wait, nothing settled; after the window it is taken", async () => {
    const { airalo } = await installFakes();
    const [a, b] = [await soldIccid(), await soldIccid()];
    expect((await client().requestRefund({ iccids: [a], reason: "installation_failed" })).status).toBe("requested");
    advance(airalo, 60_000);
    const err = await client().requestRefund({ iccids: [b], reason: "installation_failed" }).catch((e) => e);
    expect(err).toBeInstanceOf(RefundRetryLater);
    expect(err.maybeApplied).toBe(false);
    expect(err.retryAfterMs).toBe(4 * 60_000);
    // sent once, not retried inside the call
    expect(airalo.refundRequests.map((r) => r.status)).toEqual([202, 429]);
    advance(airalo, 4 * 60_000);
    expect((await client().requestRefund({ iccids: [b], reason: "installation_failed" })).status).toBe("requested");
  });

  it("the fake's window is the test's to set, and a 429 without Retry-After waits the 5-minute spacing", async () => {
    const { airalo } = await installFakes();
    const iccid = await soldIccid();
    airalo.refundWindowMs = 1_000;
    expect((await client().requestRefund({ iccids: [iccid], reason: "other" })).status).toBe("requested");
    advance(airalo, 1_001);
    expect((await client().requestRefund({ iccids: [iccid], reason: "other" })).status).toBe("requested");
    airalo.refundLimit = 100;
    airalo.refundFaults.push({ kind: "status", status: 429, body: { message: "Too Many Attempts." } });
    const err = await client().requestRefund({ iccids: [iccid], reason: "other" }).catch((e) => e);
    expect(err).toBeInstanceOf(RefundRetryLater);
    expect(err.retryAfterMs).toBe(AIRALO_REFUND_SPACING_MS);
  });

  it("ICCIDs that are not ours, or that Airalo will not refund: refused, naming them", async () => {
    const { airalo } = await installFakes();
    const [mine, spent] = [await soldIccid(), await soldIccid()];
    airalo.refundLimit = 100;
    const stranger = "8944000000000000001";
    const foreign = await client().requestRefund({ iccids: [mine, stranger], reason: "device_incompatible" });
    expect(foreign).toEqual({ status: "refused", reason: `The following ICCIDs do not belong to your company: ${stranger}`, iccids: [stranger] });
    airalo.refundIneligible.add(spent);
    const ineligible = await client().requestRefund({ iccids: [mine, spent], reason: "device_incompatible" });
    expect(ineligible).toMatchObject({ status: "refused", iccids: [spent] });
    expect(airalo.refundRequests.map((r) => r.status)).toEqual([422, 422]);
  });

  it("a 422 validation answer is a refusal in Airalo's words; a refusal naming no ICCID names all of them", async () => {
    const { airalo } = await installFakes();
    const iccid = await soldIccid();
    airalo.refundLimit = 100;
    airalo.refundFaults.push({ kind: "status", status: 422, body: { data: { reason: "The selected reason is invalid." }, meta: { message: "the parameter is invalid" } } });
    expect(await client().requestRefund({ iccids: [iccid], reason: "other" })).toEqual({ status: "refused", reason: "The selected reason is invalid.", iccids: [iccid] });
    airalo.refundFaults.push({ kind: "status", status: 404, body: { data: [], meta: { message: "messages.resource_not_found" } } });
    expect(await client().requestRefund({ iccids: [iccid], reason: "other" })).toEqual({ status: "refused", reason: "messages.resource_not_found", iccids: [iccid] });
  });

  it("5xx, Airalo's code 53 and a timeout are RefundRetryLater, each sent once; 401/403 say the refund API is not ours", async () => {
    const { airalo } = await installFakes();
    const iccid = await soldIccid();
    airalo.refundLimit = 100;
    airalo.refundFaults.push({ kind: "status", status: 503, body: { message: "Service Unavailable" } });
    const e503 = await client().requestRefund({ iccids: [iccid], reason: "other" }).catch((e) => e);
    expect(e503).toBeInstanceOf(RefundRetryLater);
    expect(e503.maybeApplied).toBe(true);
    airalo.refundFaults.push({ kind: "code", code: 53 });
    const e53 = await client().requestRefund({ iccids: [iccid], reason: "other" }).catch((e) => e);
    expect(e53).toBeInstanceOf(RefundRetryLater);
    expect(e53.maybeApplied).toBe(false);
    // taken at Airalo, but the answer never arrives: the caller learns it may have been applied
    airalo.refundFaults.push({ kind: "hang-after-create" });
    const hung = await client().requestRefund({ iccids: [iccid], reason: "other" }).catch((e) => e);
    expect(hung).toBeInstanceOf(RefundRetryLater);
    expect(hung.maybeApplied).toBe(true);
    expect(airalo.refundRequests.at(-1)!.refundId).not.toBeNull();
    airalo.refundFaults.push({ kind: "status", status: 403, body: { data: [], meta: { message: "This action is unauthorized." } } });
    await expect(client().requestRefund({ iccids: [iccid], reason: "other" })).rejects.toBeInstanceOf(RefundsUnavailable);
    expect(airalo.refundRequests).toHaveLength(4);
  });

  it("the answer rules, whatever the transport", () => {
    const at = (status: number, retryAfterMs: number | null = null) => ({ status, retryAfterMs });
    expect(refundAnswerOf(at(202), { data: { refund_id: 12345, created_at: "2024-10-12 09:30" } }, ["1234567"])).toEqual({ status: "requested", supplierRefundId: "12345" });
    expect(() => refundAnswerOf(at(202), { data: [] }, ["1234567"])).toThrow(RefundRetryLater);
    expect(() => refundAnswerOf(at(401), {}, ["1234567"])).toThrow(RefundsUnavailable);
    expect(() => refundAnswerOf(at(408), {}, ["1234567"])).toThrow(RefundRetryLater);
    expect(() => refundAnswerOf(at(500), {}, ["1234567"])).toThrow(RefundRetryLater);
    const thrown = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e;
      }
      return null;
    };
    const limited = thrown(() => refundAnswerOf(at(429, 30_000), { message: "Too Many Attempts." }, ["1234567"]));
    expect(limited).toBeInstanceOf(RefundRetryLater);
    expect((limited as RefundRetryLater).retryAfterMs).toBe(30_000);
    expect(refundAnswerOf(at(422), { data: [], meta: { message: "The iccids field is required." } }, ["1234567", "7654321"])).toEqual({
      status: "refused",
      reason: "The iccids field is required.",
      iccids: ["1234567", "7654321"],
    });
    expect(refundAnswerOf(at(400), { code: 43, reason: "Bad request." }, ["1234567"])).toMatchObject({ status: "refused", reason: "Bad request." });
  });
});

describe("Airalo eSIM status", () => {
  it("reads Airalo's own status word, unchanged, past our usage cache; an unknown ICCID is null", async () => {
    const { airalo } = await installFakes();
    const iccid = await soldIccid();
    airalo.usageOf.set(iccid, { remaining: 1024, total: 1024, expired_at: "2026-12-30 03:00:00", status: "NOT_ACTIVE" });
    expect(await client().esimStatus(iccid)).toBe("NOT_ACTIVE");
    expect(await client().esimStatus("8944000000000000001")).toBeNull();
  });

  it("a status Airalo will not give now (its per-ICCID limit) is thrown, not guessed", async () => {
    const { airalo } = await installFakes();
    const iccid = await soldIccid();
    airalo.usageOf.set(iccid, { remaining: 0, total: 1024, expired_at: "2026-12-30 03:00:00", status: "FINISHED" });
    expect(await client().esimStatus(iccid)).toBe("FINISHED");
    await expect(client().esimStatus(iccid)).rejects.toThrow(/429/);
    advance(airalo, 15 * 60_000);
    expect(await client().esimStatus(iccid)).toBe("FINISHED");
  });
});
