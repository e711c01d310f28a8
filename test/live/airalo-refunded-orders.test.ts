// Orders Airalo reports refunded, at the adapter, against the local fake: an order the fake marks
// refunded is listed once with its sims' ICCIDs and our reference, for the creation days of the
// range asked (`filter[order_status]=refunded`, `filter[created_at]=Y-m-d - Y-m-d`,
// `include=sims,status`); the list is read to its last page, and a page that cannot be read fails
// the whole list.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_REFUNDED_PAGES, REFUNDED_PAGE_SIZE, airaloDay } from "../../src/providers/live/suppliers/airalo";
import { airaloClient } from "../../src/providers/live/suppliers/supplier";
import { installFakes } from "../fakes/install";

afterEach(() => vi.restoreAllMocks());

const client = () => airaloClient(env)!;
const DAY = 86_400_000;
let n = 0;
const iccid = () => `8985200026${String(Date.now() % 1e6).padStart(6, "0")}${String(++n).padStart(3, "0")}`;

describe("Airalo refunded orders", () => {
  it("an order the supplier refunded is listed with its ICCIDs and our reference; a completed one is not", async () => {
    const { airalo } = await installFakes();
    const t0 = Date.now();
    const kept = (await client().purchase("ord_AIRALOKEPT" + t0, "change-30days-5gb"));
    const bought = (await client().purchase("ord_AIRALOREFUNDED" + t0, "change-30days-5gb"));
    expect([kept.status, bought.status]).toEqual(["fulfilled", "fulfilled"]);
    const range = { from: t0 - DAY, to: t0 + DAY };
    expect(await client().refundedOrders(range)).toEqual([]);
    const order = airalo.refundOrder({ id: bought.transactionId! });
    expect(await client().refundedOrders(range)).toEqual([
      { orderId: String(order.id), iccids: [String(order.sims[0]!.iccid)], reference: "ord_AIRALOREFUNDED" + t0 },
    ]);
    expect(airalo.orderListReads.at(-1)).toEqual({
      "filter[order_status]": "refunded", "filter[created_at]": `${airaloDay(range.from)} - ${airaloDay(range.to)}`,
      include: "sims,status", limit: String(REFUNDED_PAGE_SIZE), page: "1",
    });
  });

  it("reads every page, only the days of the range, and lists an order not placed by us with no reference", async () => {
    const { airalo } = await installFakes();
    const day = Date.parse("2026-11-10T00:00:00Z");
    const inRange: string[] = [];
    for (let i = 0; i < 2 * REFUNDED_PAGE_SIZE + 7; i++) {
      const o = airalo.addOrder({ iccid: iccid(), at: day + i * 60_000, refunded: i % 3 !== 0, description: i % 5 === 0 ? "bought by hand" : `ord_PAGE${i}` });
      if (i % 3 !== 0) inRange.push(String(o.id));
    }
    airalo.addOrder({ iccid: iccid(), at: day - 1_000, refunded: true });
    airalo.addOrder({ iccid: iccid(), at: day + DAY + 1_000, refunded: true });
    const found = await client().refundedOrders({ from: day, to: day + DAY - 1 });
    expect(found.map((o) => o.orderId).sort()).toEqual(inRange.sort());
    expect(found.filter((o) => o.reference === null).length).toBeGreaterThan(0);
    expect(found.every((o) => o.iccids.length === 1)).toBe(true);
    // only this test's days: a reader still running from an earlier file of the runtime asks for today's
    expect(airalo.orderListReads.filter((r) => r["filter[created_at]"]?.startsWith("2026-11-10")).map((r) => r.page)).toEqual(["1", "2"]);
  });

  it("a page that cannot be read fails the whole list, after the usual read retries", async () => {
    const { airalo, calls } = await installFakes();
    const day = Date.parse("2026-11-12T00:00:00Z");
    for (let i = 0; i < REFUNDED_PAGE_SIZE + 1; i++) airalo.addOrder({ iccid: iccid(), at: day + i * 1_000, refunded: true });
    // page 1 is answered; page 2 answers 503 to the first try and both retries (faults and reads
    // counted for this test's days only: a reader still running from an earlier file of the
    // runtime asks for today's, and must not take them)
    const days = `${airaloDay(day)} - ${airaloDay(day + DAY - 1)}`;
    airalo.orderListFaultsFor = days;
    airalo.orderListFaults.push(null, ...Array.from({ length: 3 }, () => ({ kind: "status" as const, status: 503, body: { message: "Service Unavailable" } })));
    await expect(client().refundedOrders({ from: day, to: day + DAY - 1 })).rejects.toThrow(/503/);
    const ours = (u: string) => u.includes("/v2/orders?") && new URL(u).searchParams.get("filter[created_at]") === days;
    expect(calls.filter((c) => ours(c.url))).toHaveLength(4);
    expect(airalo.orderListReads.filter((r) => r["filter[created_at]"] === days).map((r) => r.page)).toEqual(["1"]);
    expect(MAX_REFUNDED_PAGES).toBeGreaterThan(1);
  });

  it("a range the wrong way round is refused before anything is asked", async () => {
    const { calls } = await installFakes();
    await expect(client().refundedOrders({ from: 2, to: 1 })).rejects.toBeInstanceOf(RangeError);
    expect(calls).toHaveLength(0);
  });
});
