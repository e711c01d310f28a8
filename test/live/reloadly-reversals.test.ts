// Top-ups Reloadly reversed after the fact, at the adapter, against the local fake: a top-up
// first SUCCESSFUL that the transactions report later shows REFUNDED is listed once, with our
// reference, for the range of top-up dates asked; the report is read to its last page (it filters
// by date, never by status), and a page that cannot be read fails the whole list.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_REPORT_PAGES, REPORT_PAGE_SIZE, reportDate, reversalOf } from "../../src/providers/live/suppliers/reloadly";
import { reloadlyClient } from "../../src/providers/live/suppliers/supplier";
import { installFakes } from "../fakes/install";
import { type FakeReloadly, reloadlyDate } from "../fakes/reloadly";

afterEach(() => vi.restoreAllMocks());

const client = () => reloadlyClient(env)!;
let n = 0;
const ref = () => `ord_RELOADLYREVERSAL${Date.now()}${++n}`;
const topup = (reference: string) =>
  client().purchase({ reference, operatorId: 1001, amountCents: 1000, destination: "+525512345678", country: "MX", createdAt: Date.now() });

/** A report row as Reloadly shows one, made `at` (ms) with `status`. */
function row(reloadly: FakeReloadly, id: number, at: number, status: string, customIdentifier: string | null = `ord_ROW${id}`) {
  reloadly.transactions.push({ transactionId: id, status, customIdentifier, operatorId: 1001, operatorName: "Telcel Mexico", transactionDate: reloadlyDate(at), balanceInfo: null });
}

const HOUR = 3_600_000;

describe("Reloadly reversals", () => {
  it("a top-up first SUCCESSFUL and later REFUNDED is listed with our reference; the others are not", async () => {
    const { reloadly } = await installFakes();
    const t0 = Date.now();
    const [kept, reversed] = [ref(), ref()];
    expect((await topup(kept)).status).toBe("fulfilled");
    const out = await topup(reversed);
    expect(out.status).toBe("fulfilled");
    const range = { from: t0 - HOUR, to: Date.now() + HOUR };
    expect(await client().reversedTopups(range)).toEqual([]);
    const balance = reloadly.balance;
    const tx = reloadly.reverse(out.transactionId!);
    expect(tx.status).toBe("REFUNDED");
    expect(reloadly.balance).toBeGreaterThan(balance);
    expect(await client().reversedTopups(range)).toEqual([{ transactionId: out.transactionId, customIdentifier: reversed }]);
    // the report is asked for the range's top-up dates, in its own format, from page 1
    expect(reloadly.reportReads.at(-1)).toEqual({ page: 1, size: REPORT_PAGE_SIZE, startDate: reportDate(range.from), endDate: reportDate(range.to) });
  });

  it("reads every page of the range, and lists each reversal once", async () => {
    const { reloadly } = await installFakes();
    const t0 = Date.parse("2026-11-01T00:00:00Z");
    const refunded: string[] = [];
    for (let i = 0; i < 2 * REPORT_PAGE_SIZE + 50; i++) {
      const status = i % 7 === 0 ? "REFUNDED" : i % 11 === 0 ? "FAILED" : "SUCCESSFUL";
      row(reloadly, 70_000 + i, t0 + i * 60_000, status);
      if (status === "REFUNDED") refunded.push(String(70_000 + i));
    }
    const found = await client().reversedTopups({ from: t0, to: t0 + 10 * 24 * HOUR });
    expect(found.map((r) => r.transactionId).sort()).toEqual(refunded.sort());
    expect(found.every((r) => r.customIdentifier === `ord_ROW${r.transactionId}`)).toBe(true);
    expect(reloadly.reportReads.map((r) => r.page)).toEqual([1, 2, 3]);
  });

  it("only the range asked: top-ups made before or after it are not read", async () => {
    const { reloadly } = await installFakes();
    const day = Date.parse("2026-11-10T00:00:00Z");
    row(reloadly, 1, day - 1_000, "REFUNDED");
    row(reloadly, 2, day, "REFUNDED");
    row(reloadly, 3, day + 24 * HOUR - 1_000, "REFUNDED");
    row(reloadly, 4, day + 24 * HOUR + 1_000, "REFUNDED");
    const found = await client().reversedTopups({ from: day, to: day + 24 * HOUR });
    expect(found.map((r) => r.transactionId).sort()).toEqual(["2", "3"]);
  });

  it("a transaction without our reference is listed with none, for the caller to pass over", async () => {
    const { reloadly } = await installFakes();
    const at = Date.parse("2026-11-12T08:00:00Z");
    row(reloadly, 9, at, "REFUNDED", null);
    expect(await client().reversedTopups({ from: at - HOUR, to: at + HOUR })).toEqual([{ transactionId: "9", customIdentifier: null }]);
  });

  it("a page that cannot be read fails the whole list, after the usual read retries", async () => {
    const { reloadly, calls } = await installFakes();
    const t0 = Date.parse("2026-11-01T00:00:00Z");
    for (let i = 0; i < REPORT_PAGE_SIZE + 1; i++) row(reloadly, 80_000 + i, t0 + i * 1_000, "REFUNDED");
    const unavailable = { timeStamp: "2026-11-23 03:00:00", message: "Service unavailable", path: "/topups/reports/transactions", errorCode: null, infoLink: null, details: [] };
    // page 1 is read; page 2 answers 503 to the first try and both retries
    reloadly.reportFaults.push(null, ...Array.from({ length: 3 }, () => ({ kind: "status" as const, status: 503, body: unavailable })));
    await expect(client().reversedTopups({ from: t0, to: t0 + 24 * HOUR })).rejects.toThrow(/503/);
    expect(calls.filter((c) => c.url.includes("/topups/reports/transactions"))).toHaveLength(4);
    expect(reloadly.reportReads.map((r) => r.page)).toEqual([1]);
  });

  it("a range the wrong way round is refused before anything is asked", async () => {
    const { calls } = await installFakes();
    await expect(client().reversedTopups({ from: 2, to: 1 })).rejects.toBeInstanceOf(RangeError);
    expect(calls).toHaveLength(0);
  });

  it("the row rule: only REFUNDED rows are reversals", () => {
    expect(reversalOf({ transactionId: 5, status: "REFUNDED", customIdentifier: "ord_A" })).toEqual({ transactionId: "5", customIdentifier: "ord_A" });
    expect(reversalOf({ transactionId: 5, status: "refunded", customIdentifier: "" })).toEqual({ transactionId: "5", customIdentifier: null });
    for (const status of ["SUCCESSFUL", "PROCESSING", "FAILED", undefined]) expect(reversalOf({ transactionId: 5, status, customIdentifier: "ord_A" })).toBeNull();
    expect(reversalOf({ status: "REFUNDED" })).toBeNull();
    expect(reportDate(Date.parse("2026-11-12T08:09:10.999Z"))).toBe("2026-11-12 08:09:10");
    expect(MAX_REPORT_PAGES).toBeGreaterThan(1);
  });
});
