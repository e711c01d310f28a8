// The Airalo adapter against the local fake that answers as Airalo's published reference does.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { airaloClient } from "../../src/providers/live/suppliers/supplier";
import { forgetTokensInIsolate } from "../../src/providers/live/suppliers/tokens";
import { AIRALO_ERRORS } from "../fakes/airalo";
import { installFakes } from "../fakes/install";

afterEach(() => vi.restoreAllMocks());

const client = () => airaloClient(env)!;
let n = 0;
const ref = () => `ord_AIRALOCONTRACT${Date.now()}${++n}`;

describe("Airalo adapter", () => {
  it("gets a token once and shares it across calls, isolates and concurrent callers", async () => {
    const { airalo, calls } = await installFakes();
    await Promise.all([client().balance(), client().balance(), client().balance()]);
    expect(airalo.tokenRequests).toBe(1);
    const tokenCall = calls.find((c) => c.url.endsWith("/v2/token"))!;
    expect(tokenCall.method).toBe("POST");
    // another isolate has nothing in memory: it reads the token from D1 instead of asking again
    forgetTokensInIsolate();
    await client().balance();
    expect(airalo.tokenRequests).toBe(1);
  });

  it("waits for another isolate's refresh instead of asking for a token too", async () => {
    const { airalo } = await installFakes();
    await client().balance();
    const issued = [...airalo.tokens][0]!;
    forgetTokensInIsolate();
    // another isolate holds the refresh lease and has not written its token yet
    await env.DB.prepare("UPDATE supplier_tokens SET token = NULL, expires_at = 0, refresh_lease_until = ? WHERE supplier = 'airalo'").bind(Date.now() + 10_000).run();
    const waiting = client().balance();
    await new Promise((r) => setTimeout(r, 300));
    await env.DB.prepare("UPDATE supplier_tokens SET token = ?, expires_at = ?, refresh_lease_until = 0 WHERE supplier = 'airalo'").bind(issued, Date.now() + 86_400_000).run();
    expect((await waiting).cents).toBe(250_050);
    expect(airalo.tokenRequests).toBe(1);
  });

  it("refreshes a token shortly before it expires, and once after a 401", async () => {
    const { airalo } = await installFakes();
    await client().balance();
    forgetTokensInIsolate();
    await env.DB.prepare("UPDATE supplier_tokens SET expires_at = ? WHERE supplier = 'airalo'").bind(Date.now() + 60_000).run();
    await client().balance();
    expect(airalo.tokenRequests).toBe(2);
    airalo.tokens.clear(); // Airalo revoked it
    expect((await client().balance()).cents).toBe(250_050);
    expect(airalo.tokenRequests).toBe(3);
  });

  it("reads every catalog page of both types; net price is the cost, rounded up to the cent", async () => {
    const { airalo, calls } = await installFakes();
    // more local items than one page of 1000 holds
    for (let i = 0; i < 1000; i++) {
      airalo.catalog.push({ slug: `c${i}`, country_code: "FR", title: `France ${i}`, type: "local", countries: ["FR"], packages: [{ id: `fr-${i}`, title: "1 GB", net_price: 1.001, amount: 1024, day: 7 }] });
    }
    const pkgs = await client().packages();
    expect(pkgs.length).toBe(4 + 1000);
    expect(calls.filter((c) => c.url.includes("/v2/packages")).map((c) => new URL(c.url).searchParams.get("page") + ":" + new URL(c.url).searchParams.get("filter[type]"))).toEqual(["1:local", "2:local", "1:global"]);
    expect(pkgs.find((p) => p.packageId === "fr-1")!.costCents).toBe(101);
    expect(pkgs.find((p) => p.packageId === "mexico-500mb-3days")).toMatchObject({ costCents: 255, dataMb: 500, days: 3, coverage: "country", countries: ["MX"] });
    expect(pkgs.find((p) => p.packageId === "discover-unlimited-10days")).toMatchObject({ coverage: "global", unlimited: true, countries: ["FR", "MX", "US"] });
  });

  it("buys with our reference in description and maps the sim to the deliverable", async () => {
    const { airalo } = await installFakes();
    const r = ref();
    const out = await client().purchase(r, "change-7days-1gb");
    expect(airalo.orders).toHaveLength(1);
    expect(airalo.orders[0]!.description).toBe(r);
    expect(airalo.signedOrders).toBe(1);
    const sim = airalo.orders[0]!.sims[0]!;
    expect(out).toEqual({
      status: "fulfilled",
      transactionId: String(airalo.orders[0]!.id),
      deliverable: { type: "esim_profile", iccid: sim.iccid, lpa: sim.qrcode, activation_code: sim.matching_id, smdp_address: "RSP-3088.IDEMIA.IO", confirmation_code: null },
      // Airalo reports no device state; a sim just delivered is not in use yet
      esim: { profileState: "unknown", serviceState: "ready" },
    });
    // asked again (a redelivered job): found by reference, not bought twice
    expect(await client().purchase(r, "change-7days-1gb")).toEqual(out);
    expect(airalo.orders).toHaveLength(1);
  });

  it("maps every documented error code", async () => {
    const { airalo } = await installFakes();
    // a refusal; our credit (11) or our signature (14): a refusal that may be asked again; Airalo's
    // "unexpected" (53): looked up like a timeout, and not there
    const expected: Record<number, Record<string, unknown>> = {
      11: { status: "failed", retry: "balance" }, 13: { status: "failed" }, 14: { status: "failed", retry: "unreached" }, 23: { status: "failed" }, 33: { status: "failed" },
      34: { status: "failed" }, 43: { status: "failed" }, 53: { status: "pending", absent: true }, 73: { status: "failed" },
    };
    expect(Object.keys(expected).map(Number)).toEqual(Object.keys(AIRALO_ERRORS).map(Number));
    for (const [code, out] of Object.entries(expected)) {
      airalo.orderFaults.push({ kind: "code", code: Number(code) });
      const got = await client().purchase(ref(), "change-7days-1gb");
      expect(got, `code ${code}`).toMatchObject(out);
      if (got.status === "failed" && !("retry" in out)) expect(got.retry, `code ${code}`).toBeUndefined();
    }
    // a validation error is a refusal
    airalo.orderFaults.push({ kind: "status", status: 422, body: { data: { package_id: "The selected package id is invalid." }, meta: { message: "the parameter is invalid" } } });
    expect((await client().purchase(ref(), "nope")).status).toBe("failed");
    expect(airalo.orders).toHaveLength(0);
  });

  it("on 429 or 5xx looks the order up instead of buying blindly: not there, nothing was bought", async () => {
    const { airalo } = await installFakes();
    for (const fault of [
      { kind: "status" as const, status: 429, body: { message: "Too Many Attempts." }, headers: { "retry-after": "1" } },
      { kind: "status" as const, status: 503, body: { message: "Service Unavailable" } },
    ]) {
      airalo.orderFaults.push(fault);
      const before = airalo.orderPosts;
      expect(await client().purchase(ref(), "change-7days-1gb")).toEqual({ status: "pending", transactionId: null, absent: true });
      expect(airalo.orderPosts - before).toBe(1);
    }
    // the look-up failing too leaves it unknown: pending, not absent
    airalo.orderFaults.push({ kind: "status", status: 503, body: { message: "Service Unavailable" } });
    airalo.orderListFaults.push(null, { kind: "status", status: 500, body: { message: "Server Error" } }, { kind: "status", status: 500, body: {} }, { kind: "status", status: 500, body: {} });
    expect(await client().purchase(ref(), "change-7days-1gb")).toEqual({ status: "pending", transactionId: null });
  });

  it("a hang past the timeout is cut; the look-up finds the order it placed: bought exactly once", async () => {
    const { airalo } = await installFakes();
    const r = ref();
    airalo.orderFaults.push({ kind: "hang-after-create" });
    const out = await client().purchase(r, "change-30days-5gb");
    expect(out.status).toBe("fulfilled");
    expect(airalo.orders.filter((o) => o.description === r)).toHaveLength(1);
  });

  it("a hang that placed nothing stays pending; the next run looks up, then buys once", async () => {
    const { airalo } = await installFakes();
    const r = ref();
    airalo.orderFaults.push({ kind: "hang" });
    expect((await client().purchase(r, "change-30days-5gb")).status).toBe("pending");
    expect(airalo.orders).toHaveLength(0);
    expect((await client().purchase(r, "change-30days-5gb")).status).toBe("fulfilled");
    expect(airalo.orders).toHaveLength(1);
  });

  it("retries reads on 429 with Retry-After and on 5xx; gives up on a hang", async () => {
    const { airalo } = await installFakes();
    await client().balance(); // token first
    airalo.readFaults.push({ kind: "status", status: 429, body: { message: "Too Many Attempts." }, headers: { "retry-after": "1" } });
    airalo.readFaults.push({ kind: "status", status: 502, body: { message: "Bad Gateway" } });
    expect((await client().balance()).cents).toBe(250_050);
    airalo.readFaults.push({ kind: "hang" });
    await expect(client().balance()).rejects.toThrow();
  });

  it("reads usage (and Airalo's own 15-minute limit answers 429)", async () => {
    const { airalo } = await installFakes();
    const out = await client().purchase(ref(), "change-7days-1gb");
    const iccid = (out as any).deliverable.iccid;
    expect(await client().usage(iccid)).toEqual({ status: "active", data_total_mb: 1024, data_remaining_mb: 812, unlimited: false, expires_at: "2026-12-23T03:00:00.000Z" });
    await expect(client().usage(iccid)).rejects.toThrow(/429/);
    expect(airalo.usageReads.size).toBe(1);
  });
});

describe("Airalo top-ups of a sold eSIM", () => {
  /** The fakes with two top-up packages for the United States item, and an eSIM of it already bought. */
  async function withSoldEsim() {
    const fakes = await installFakes();
    fakes.airalo.catalog[0]!.packages.push(
      { id: "change-7days-1gb-topup", title: "1 GB - 7 Days", net_price: 4, amount: 1024, day: 7, type: "topup" },
      { id: "change-30days-3gb-topup", title: "3 GB - 30 Days", net_price: 8, amount: 3072, day: 30, type: "topup" },
    );
    const sold = await client().purchase(ref(), "change-7days-1gb");
    if (sold.status !== "fulfilled") throw new Error("the eSIM was not bought");
    return { ...fakes, iccid: String(sold.deliverable.iccid) };
  }

  it("reads the catalog's top-up packages, and lists the ones an ICCID takes (none for one Airalo does not know)", async () => {
    const { iccid, calls } = await withSoldEsim();
    const pkgs = await client().packages();
    expect(pkgs.filter((p) => p.topup).map((p) => p.packageId)).toEqual(["change-7days-1gb-topup", "change-30days-3gb-topup"]);
    expect(calls.filter((c) => c.url.includes("/v2/packages")).every((c) => new URL(c.url).searchParams.get("include") === "topup")).toBe(true);
    expect(await client().topups(iccid)).toEqual(["change-7days-1gb-topup", "change-30days-3gb-topup"]);
    expect(await client().topups("8999000000000000001")).toEqual([]);
  });

  it("tops up with our reference in description, posted as the published multipart form, and maps the answer to an esim_topup", async () => {
    const { airalo, iccid, calls } = await withSoldEsim();
    const r = ref();
    const out = await client().purchaseTopup(r, "change-30days-3gb-topup", iccid);
    const placed = airalo.orders.filter((o) => o.description === r);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ package_id: "change-30days-3gb-topup", topupOf: iccid });
    const post = calls.find((c) => c.method === "POST" && c.url.endsWith("/v2/orders/topups"))!;
    expect(post).toBeDefined();
    expect(out).toEqual({
      status: "fulfilled",
      transactionId: String(placed[0]!.id),
      deliverable: { type: "esim_topup", iccid, data: { amount: 3, unit: "GB", unlimited: false }, validity_days: 30 },
    });
  });

  it("a hang after Airalo placed the top-up is cut, and the look-up by our reference finds it: topped up exactly once", async () => {
    const { airalo, iccid } = await withSoldEsim();
    const r = ref();
    airalo.topupFaults.push({ kind: "hang-after-create" });
    const out = await client().purchaseTopup(r, "change-7days-1gb-topup", iccid);
    expect(out).toMatchObject({ status: "fulfilled", deliverable: { type: "esim_topup", iccid, data: { amount: 1, unit: "GB", unlimited: false }, validity_days: 7 } });
    // a retry (the next run) looks up first and finds it too: never a second top-up
    expect((await client().purchaseTopup(r, "change-7days-1gb-topup", iccid)).status).toBe("fulfilled");
    expect(airalo.orders.filter((o) => o.description === r)).toHaveLength(1);
    expect(airalo.topupPosts).toBe(1);
  });

  it("a hang that placed nothing stays pending; the next run looks up, then tops up once", async () => {
    const { airalo, iccid } = await withSoldEsim();
    const r = ref();
    airalo.topupFaults.push({ kind: "hang" });
    expect(await client().purchaseTopup(r, "change-7days-1gb-topup", iccid)).toEqual({ status: "pending", transactionId: null, absent: true });
    expect(airalo.orders.filter((o) => o.description === r)).toHaveLength(0);
    expect((await client().purchaseTopup(r, "change-7days-1gb-topup", iccid)).status).toBe("fulfilled");
    expect(airalo.orders.filter((o) => o.description === r)).toHaveLength(1);
  });

  it("maps Airalo's refusals: a top-up disabled by the operator or a package the eSIM cannot take fails; our credit is a refusal to ask again later", async () => {
    const { airalo, iccid } = await withSoldEsim();
    airalo.topupFaults.push({ kind: "code", code: 23 });
    expect(await client().purchaseTopup(ref(), "change-7days-1gb-topup", iccid)).toEqual({
      status: "failed", reason: "supplier: the package has been disabled by the operator", transactionId: null,
    });
    expect(await client().purchaseTopup(ref(), "mexico-500mb-3days", iccid)).toEqual({ status: "failed", reason: "supplier: the package is invalid or out of stock", transactionId: null });
    airalo.topupFaults.push({ kind: "code", code: 11 });
    expect(await client().purchaseTopup(ref(), "change-7days-1gb-topup", iccid)).toEqual({
      status: "failed", reason: "supplier: our balance with the supplier is too low", transactionId: null, retry: "balance",
    });
    airalo.topupFaults.push({ kind: "status", status: 503, body: { message: "Service Unavailable" } });
    expect(await client().purchaseTopup(ref(), "change-7days-1gb-topup", iccid)).toEqual({ status: "pending", transactionId: null, absent: true });
  });
});
