// The eSIM Access adapter against the local fake that answers as the research's fact sheet says
// eSIM Access does (test/fakes/esimaccess.ts): signed requests, both envelope shapes, exact money,
// the service-wide pace, orders keyed by transactionId (and every way an order's answer can go
// wrong), the profile's later calls, and the circuit its calls feed.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { balanceCents, costCents, envelopeOf, esimAccessReading, esimAccessStatusNote, packageOf, profileDeliverable, purchaseError, signedHeaders, splitActivationCode } from "../../src/providers/live/suppliers/esimaccess-protocol";
import { esimAccessClient } from "../../src/providers/live/suppliers/supplier";
import { circuitReports, forgetCircuitsInIsolate } from "../../src/providers/live/suppliers/circuit";
import { installFakes, useEsimAccess } from "../fakes/install";

let restore: (() => void) | null = null;
afterEach(() => {
  vi.restoreAllMocks();
  restore?.();
  restore = null;
});

async function setUp(extra: Record<string, string> = {}) {
  const fakes = await installFakes();
  restore = useEsimAccess(extra);
  return fakes;
}

const client = (deadline?: number) => esimAccessClient(env, undefined, deadline)!;
let n = 0;
const txn = () => `ord_EACONTRACT${Date.now()}${++n}-1`;

describe("eSIM Access protocol rules", () => {
  it("signs with HMAC-SHA256 of timestamp, request id, access code and body, lower-case hex (the research's worked example)", async () => {
    const h = await signedHeaders({ accessCode: "11111", secretKey: "1111" }, '{"imsi":"326543826"}', 1628670421, "4ce9d9cdac9e4e17b3a2c66c358c1ce2");
    expect(h["RT-Signature"]).toMatch(/^7eb765e2[0-9a-f]{50}1d0835$/);
    expect(h).toMatchObject({ "RT-AccessCode": "11111", "RT-Timestamp": "1628670421", "RT-RequestID": "4ce9d9cdac9e4e17b3a2c66c358c1ce2" });
  });

  it("reads both documented envelope shapes", () => {
    expect(envelopeOf({ success: true, errorCode: "0", errorMsg: null, obj: { balance: 1 } })).toEqual({ ok: true, obj: { balance: 1 } });
    expect(envelopeOf({ success: "true", errorCode: null, errorMessage: "", obj: { a: 1 } })).toEqual({ ok: true, obj: { a: 1 } });
    expect(envelopeOf({ success: false, errorCode: "200011", errorMsg: "insufficient stock" })).toEqual({ ok: false, code: "200011", message: "insufficient stock" });
    expect(envelopeOf({ success: "false", errorCode: 200007, errorMessage: "insufficient balance" })).toEqual({ ok: false, code: "200007", message: "insufficient balance" });
    expect(envelopeOf({ success: false })).toEqual({ ok: false, code: "unknown", message: "" });
    expect(envelopeOf("<html>")).toBeNull();
    expect(envelopeOf({ message: "Bad Gateway" })).toBeNull();
  });

  it("reads smdpStatus and esimStatus as the eSIM's two states, both spellings of revoked, and nothing for a provisioning or unknown value", () => {
    expect(esimAccessReading({ smdpStatus: "RELEASED", esimStatus: "GOT_RESOURCE" })).toEqual({ profileState: "released", serviceState: "ready" });
    expect(esimAccessReading({ smdpStatus: "INSTALLATION", esimStatus: "IN_USE" })).toEqual({ profileState: "installed", serviceState: "active" });
    expect(esimAccessReading({ smdpStatus: "ENABLED", esimStatus: "USED_UP" })).toEqual({ profileState: "enabled", serviceState: "depleted" });
    expect(esimAccessReading({ smdpStatus: "DISABLED", esimStatus: "SUSPENDED" })).toEqual({ profileState: "disabled", serviceState: "suspended" });
    expect(esimAccessReading({ smdpStatus: "DELETED", esimStatus: "UNUSED_EXPIRED" })).toEqual({ profileState: "deleted", serviceState: "expired" });
    expect(esimAccessReading({ smdpStatus: "DOWNLOAD", esimStatus: "USED_EXPIRED" })).toEqual({ profileState: "downloaded", serviceState: "expired" });
    expect(esimAccessReading({ esimStatus: "REVOKED" }).serviceState).toBe("revoked");
    expect(esimAccessReading({ esimStatus: "revoke" }).serviceState).toBe("revoked");
    expect(esimAccessReading({ esimStatus: "CANCEL" }).serviceState).toBe("cancelled");
    expect(esimAccessReading({ smdpStatus: "SOMETHING", esimStatus: "GETTING_RESOURCE" })).toEqual({ profileState: null, serviceState: null });
    expect(esimAccessReading(null)).toEqual({ profileState: null, serviceState: null });
    expect(esimAccessStatusNote({ smdpStatus: "ENABLED", esimStatus: "IN_USE" })).toBe("IN_USE / ENABLED");
    expect(esimAccessStatusNote({})).toBeNull();
  });

  it("converts USD × 10,000 exactly: a cost rounds up to the cent, a balance down", () => {
    expect(costCents(42_500)).toBe(425);
    expect(costCents(42_501)).toBe(426);
    expect(costCents(42_599)).toBe(426);
    expect(costCents("10000")).toBe(100);
    expect(costCents(1)).toBe(1);
    expect(costCents(0)).toBe(0);
    expect(balanceCents(123_456_789)).toBe(1_234_567);
    expect(balanceCents(99)).toBe(0);
    expect(() => costCents(4.25)).toThrow();
    expect(() => costCents("4.25")).toThrow();
    expect(() => costCents(null)).toThrow();
  });

  it("maps error codes to what a purchase makes of them; an unknown code is ambiguous", () => {
    expect(purchaseError("200011")).toEqual({ kind: "refused", reason: "out of stock" });
    expect(purchaseError("310243").kind).toBe("refused");
    expect(purchaseError("200005")).toEqual({ kind: "refused", reason: "the package's price changed" });
    expect(purchaseError("200007")).toEqual({ kind: "balance" });
    expect(purchaseError("101003").kind).toBe("unreached");
    expect(purchaseError("000001").kind).toBe("ambiguous");
    expect(purchaseError("900001").kind).toBe("ambiguous");
    // a repeated transactionId's answer (UNCONFIRMED): looked up, never taken for a "no"
    expect(purchaseError("200008").kind).toBe("ambiguous");
  });

  it("splits the activation code into the deliverable; no profile without one", () => {
    expect(splitActivationCode("LPA:1$rsp-eu.redteamobile.com$0A1B2C")).toEqual({ smdp: "rsp-eu.redteamobile.com", matchingId: "0A1B2C" });
    expect(splitActivationCode("rsp-eu.redteamobile.com")).toBeNull();
    expect(profileDeliverable({ iccid: "8986", ac: "LPA:1$rsp.example$ABC" })).toEqual({
      type: "esim_profile", iccid: "8986", lpa: "LPA:1$rsp.example$ABC", activation_code: "ABC", smdp_address: "rsp.example", confirmation_code: null,
    });
    expect(profileDeliverable({ iccid: "8986", ac: "" })).toBeNull();
  });

  it("sells total-data day plans only: a daily plan or a month-counted one is not a package we sell", () => {
    const base = { packageCode: "X", name: "X", price: 10_000, volume: 1_073_741_824, duration: 7, durationUnit: "DAY", location: "US" };
    expect(packageOf(base, false)).toMatchObject({ packageCode: "X", dataMb: 1024, days: 7, costCents: 100, price: 10_000, countries: ["US"] });
    expect(packageOf({ ...base, dataType: 2 }, false)).toBeNull();
    expect(packageOf({ ...base, durationUnit: "MONTH" }, false)).toBeNull();
    expect(packageOf({ ...base, location: "fr, de,DE" }, false)?.countries).toEqual(["DE", "FR"]);
    expect(packageOf({ ...base, price: 1.5 }, false)).toBeNull();
  });
});

describe("eSIM Access adapter", () => {
  it("signs every request, which the fake checks; a wrong secret is refused before anything is read", async () => {
    const { esimaccess } = await setUp();
    expect(await client().balance()).toEqual({ cents: 50_000, currency: "USD" });
    expect(esimaccess.requests.every((r) => r.signed)).toBe(true);
    esimaccess.secretKey = "rotated";
    await expect(client().balance()).rejects.toThrow(/code 101003/);
  });

  it("reads the BASE and TOPUP packages, skipping the daily plan", async () => {
    await setUp();
    const { packages, read } = await client().packages();
    expect(read).toBe(5);
    expect(packages.map((p) => [p.packageCode, p.topup, p.dataMb, p.days, p.costCents])).toEqual([
      ["CKH491", false, 1024, 7, 425],
      ["CKH530", false, 5120, 30, 1188],
      ["PEU310", false, 3072, 15, 610],
      ["TOPUP_CKH491", true, 1024, 7, 400],
    ]);
  });

  it("buys under the transactionId with the package's price, and delivers the profile once allocated", async () => {
    const { esimaccess } = await setUp();
    const t = txn();
    const out = await client().purchase({ transactionId: t, packageCode: "CKH491", price: 42_500, since: Date.now(), firstSend: true });
    expect(out).toMatchObject({ status: "fulfilled", transactionId: expect.stringMatching(/^B\d+$/), supplierRef: expect.stringMatching(/^\d+$/), esim: { profileState: "released", serviceState: "ready" } });
    // the partner reads the esimTranNo, never the orderNo
    if (out.status === "fulfilled") expect(out.partnerRef).toBe(out.supplierRef);
    const profile = [...esimaccess.profiles.values()].find((p) => p.transactionId === t)!;
    expect(out.status === "fulfilled" && out.deliverable).toEqual({
      type: "esim_profile", iccid: profile.iccid, lpa: profile.ac, activation_code: profile.ac.split("$")[2], smdp_address: "rsp-eu.redteamobile.com", confirmation_code: null,
    });
    const order = esimaccess.requests.find((r) => r.path === "esim/order")!;
    expect(order.body).toEqual({ transactionId: t, amount: 42_500, packageInfoList: [{ packageCode: "CKH491", count: 1, price: 42_500 }] });
    expect(esimaccess.balance).toBe(5_000_000 - 42_500);
  });

  it("leaves a profile still being allocated pending under its orderNo, and finds it by that orderNo later", async () => {
    const { esimaccess } = await setUp();
    esimaccess.allocationMs = 60_000;
    const t = txn();
    // little time left in the run: no allocation polls
    const first = await client(Date.now() + 3_000).purchase({ transactionId: t, packageCode: "CKH491", price: 42_500, since: Date.now(), firstSend: true });
    expect(first).toEqual({ status: "pending", transactionId: expect.stringMatching(/^B/), partnerRef: null });
    esimaccess.clockOffsetMs = 61_000;
    const later = await client().purchase({ transactionId: t, packageCode: "CKH491", price: 42_500, since: Date.now(), orderNo: first.transactionId });
    expect(later.status).toBe("fulfilled");
    expect(esimaccess.orderPosts).toBe(1);
  });

  it("says a definite no for sold out, unknown package and a changed price; for our low balance and a refused connection a no that may be asked again", async () => {
    const { esimaccess } = await setUp();
    esimaccess.soldOut.add("CKH491");
    expect(await client().purchase({ transactionId: txn(), packageCode: "CKH491", price: 42_500, since: Date.now(), firstSend: true })).toEqual({ status: "failed", reason: "supplier: out of stock", transactionId: null });
    expect(await client().purchase({ transactionId: txn(), packageCode: "NOPE", since: Date.now(), firstSend: true })).toMatchObject({ status: "failed", reason: "supplier: the package is unknown" });
    expect(await client().purchase({ transactionId: txn(), packageCode: "CKH530", price: 100_000, since: Date.now(), firstSend: true })).toMatchObject({ status: "failed", reason: "supplier: the package's price changed" });
    esimaccess.balance = 1_000;
    expect(await client().purchase({ transactionId: txn(), packageCode: "CKH530", price: 118_765, since: Date.now(), firstSend: true })).toMatchObject({ status: "failed", retry: "balance" });
    esimaccess.orderFaults.push({ kind: "refuse-connection" });
    expect(await client().purchase({ transactionId: txn(), packageCode: "CKH530", since: Date.now(), firstSend: true })).toMatchObject({ status: "failed", retry: "unreached" });
    expect(esimaccess.orders.size).toBe(0);
  });

  it("after a timeout looks the transactionId up: found, it is the answer; not there, nothing was bought", async () => {
    const { esimaccess } = await setUp();
    const bought = txn();
    esimaccess.orderFaults.push({ kind: "hang-after-create" });
    expect(await client().purchase({ transactionId: bought, packageCode: "CKH491", price: 42_500, since: Date.now(), firstSend: true })).toMatchObject({ status: "fulfilled" });
    const lost = txn();
    esimaccess.orderFaults.push({ kind: "hang" });
    expect(await client().purchase({ transactionId: lost, packageCode: "CKH491", price: 42_500, since: Date.now(), firstSend: true })).toEqual({ status: "pending", transactionId: null, absent: true });
    // the look-up read the window by time, and matched the transactionId
    const lookups = esimaccess.requests.filter((r) => r.path === "esim/query" && r.body.startTime);
    expect(lookups.length).toBeGreaterThanOrEqual(2);
    expect(esimaccess.orders.size).toBe(1);
  });

  it("after a 5xx whose look-up fails too, the fate stays unknown: pending, never absent", async () => {
    const { esimaccess } = await setUp();
    esimaccess.fiveXX = 10;
    const out = await client(Date.now() + 20_000).purchase({ transactionId: txn(), packageCode: "CKH491", price: 42_500, since: Date.now(), firstSend: true });
    expect(out).toEqual({ status: "pending", transactionId: null });
  });

  it("a repeat of an attempt never buys a second eSIM, under either reading of a repeated transactionId", async () => {
    for (const reading of ["same", "error"] as const) {
      const { esimaccess } = await setUp();
      esimaccess.repeatedTransaction = reading;
      // the profile is allocated later than any look-up here reads (a window lists allocated profiles only)
      esimaccess.allocationMs = 30_000;
      const t = txn();
      esimaccess.orderFaults.push({ kind: "hang-after-create" });
      // the answer never came and the look-up cannot see it yet: nothing found
      expect(await client(Date.now() + 3_000).purchase({ transactionId: t, packageCode: "CKH491", price: 42_500, since: Date.now(), firstSend: true })).toEqual({ status: "pending", transactionId: null, absent: true });
      // the attempt asked again sends the same transactionId: eSIM Access answers the original
      // order ("same"), or refuses the repeat ("error": ambiguous, so looked up: still not listed)
      const again = await client(Date.now() + 3_000).purchase({ transactionId: t, packageCode: "CKH491", price: 42_500, since: Date.now() });
      expect(again).toEqual(reading === "same" ? { status: "pending", transactionId: esimaccess.orders.get(t)!.orderNo, partnerRef: null } : { status: "pending", transactionId: null, absent: true });
      expect(esimaccess.orders.size).toBe(1);
      expect(esimaccess.orderPosts).toBe(2);
      restore?.();
      vi.restoreAllMocks();
    }
  });

  it("keeps the service-wide pace: no more than 8 requests arrive in any second, from callers acting at once", async () => {
    const { esimaccess } = await setUp();
    await Promise.all(Array.from({ length: 20 }, () => client().balance()));
    expect(esimaccess.throttled).toBe(0);
    const at = esimaccess.requests.map((r) => r.at).sort((a, b) => a - b);
    expect(at).toHaveLength(20);
    for (let i = 8; i < at.length; i++) expect(at[i]! - at[i - 8]!).toBeGreaterThanOrEqual(1000);
  });

  it("cancels an unused profile (its price back to our balance) and refuses once installed; suspends, resumes, revokes, tops up and reads usage by esimTranNo", async () => {
    const { esimaccess } = await setUp();
    const a = await client().purchase({ transactionId: txn(), packageCode: "CKH491", price: 42_500, since: Date.now(), firstSend: true });
    const b = await client().purchase({ transactionId: txn(), packageCode: "CKH491", price: 42_500, since: Date.now(), firstSend: true });
    if (a.status !== "fulfilled" || b.status !== "fulfilled") throw new Error("not bought");
    const before = esimaccess.balance;
    expect(await client().cancel(a.supplierRef!)).toMatchObject({ ok: true });
    expect(esimaccess.balance).toBe(before + 42_500);
    esimaccess.smdpEvent(b.supplierRef!, "INSTALLATION");
    expect(await client().cancel(b.supplierRef!)).toMatchObject({ ok: false, code: "200002" });
    expect(await client().suspend(b.supplierRef!)).toMatchObject({ ok: true });
    expect(esimaccess.profiles.get(b.supplierRef!)!.esimStatus).toBe("SUSPENDED");
    expect(await client().unsuspend(b.supplierRef!)).toMatchObject({ ok: true });
    expect(esimaccess.profiles.get(b.supplierRef!)!.esimStatus).toBe("IN_USE");
    esimaccess.useData(b.supplierRef!, 0.25);
    const usage = await client().esimUsage(b.supplierRef!);
    expect(usage).toMatchObject({ status: "active", data_total_mb: 1024, data_remaining_mb: 768, unlimited: false, expires_at: expect.any(String) });
    expect(await client().topupPackages(b.deliverable.iccid as string)).toEqual(["TOPUP_CKH491"]);
    const deliverable = { type: "esim_topup", iccid: b.deliverable.iccid, data: { amount: 1, unit: "GB", unlimited: false }, validity_days: 7 };
    const topupTxn = txn();
    const topup = await client().topup({ esimTranNo: b.supplierRef!, packageCode: "TOPUP_CKH491", transactionId: topupTxn, deliverable, firstSend: true });
    expect(topup).toEqual({ status: "fulfilled", deliverable, transactionId: topupTxn, supplierRef: b.supplierRef, partnerRef: null });
    expect(esimaccess.profiles.get(b.supplierRef!)!.totalVolume).toBe(2 * 1_073_741_824);
    // a repeat (its answer lost) looks the top-up up among the eSIM's packages and adds nothing more
    expect(await client().topup({ esimTranNo: b.supplierRef!, packageCode: "TOPUP_CKH491", transactionId: topupTxn, deliverable })).toEqual(topup);
    expect(esimaccess.requests.filter((r) => r.path === "esim/topup")).toHaveLength(1);
    expect(await client().topupLookup(b.supplierRef!, `${topupTxn}x`)).toBe("absent");
    expect(await client().revoke(b.supplierRef!)).toMatchObject({ ok: true });
    expect(esimaccess.profiles.get(b.supplierRef!)!.esimStatus).toBe("REVOKED");
    expect(await client().topupPackages(b.deliverable.iccid as string)).toEqual([]);
    // an eSIM past its validity (or revoked) takes none: a definite no, nothing added
    expect(await client().topup({ esimTranNo: b.supplierRef!, packageCode: "TOPUP_CKH491", transactionId: txn(), deliverable, firstSend: true }))
      .toEqual({ status: "failed", reason: "supplier: the eSIM takes no top-up now", transactionId: null });
    expect(esimaccess.profiles.get(b.supplierRef!)!.totalVolume).toBe(2 * 1_073_741_824);
  });

  it("feeds the supplier's circuit: five failed calls within two minutes open it (one alert), a success closes it (one alert)", async () => {
    const { esimaccess } = await setUp();
    const alerts: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void (String(line).includes('"level":"alert"') && alerts.push(String(line))));
    esimaccess.fiveXX = 1000;
    for (let i = 0; i < 3; i++) {
      const c = client();
      await c.balance().catch(() => null);
      await c.balance().catch(() => null);
      await c.flush();
    }
    forgetCircuitsInIsolate();
    const open = (await circuitReports(env, ["esimaccess"])).get("esimaccess")!;
    expect(open).toMatchObject({ state: "open", last_error: expect.stringContaining("HTTP 502"), failures_last_hour: 6, calls_last_hour: 6 });
    esimaccess.fiveXX = 0;
    const c = client();
    await c.balance();
    await c.flush();
    expect((await circuitReports(env, ["esimaccess"])).get("esimaccess")).toMatchObject({ state: "closed", calls_last_hour: 7, failures_last_hour: 6 });
    expect(alerts.map((l) => JSON.parse(l).msg)).toEqual(["supplier circuit opened", "supplier circuit closed"]);
  });
});
