// Helpers for money tests: funding through the sandbox, waiting for background work, and
// the ledger invariant every scenario must keep.
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { call, type Reply } from "./api";

let n = 0;
export const key = (label = "k") => `${label}-${Date.now()}-${++n}`;

export async function bankTransfer(apiKey: string, amount: number): Promise<Reply> {
  const res = await call("/v1/test_helpers/bank_transfers", { key: apiKey, body: { amount }, idem: key("bank") });
  expect(res.status, res.text).toBe(200);
  return res;
}

export async function buy(apiKey: string, offerId: string, source = "wallet", extra: Record<string, unknown> = {}): Promise<Reply> {
  return call("/v1/quotes", { key: apiKey, body: { offer_id: offerId, payment_source: source, ...extra }, idem: key("quote") });
}

export async function wallet(apiKey: string) {
  const res = await call("/v1/wallet", { key: apiKey });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** Polls until `check` passes (background queue work takes about a second locally). */
export async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean, timeoutMs = 8000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await read();
    if (check(v)) return v;
    if (Date.now() - start > timeoutMs) throw new Error(`condition not met in ${timeoutMs} ms: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function events(apiKey: string, type?: string): Promise<any[]> {
  const out: any[] = [];
  let cursor: string | undefined;
  do {
    const q = new URLSearchParams({ limit: "100", ...(type ? { type } : {}), ...(cursor ? { cursor } : {}) });
    const res = await call(`/v1/events?${q}`, { key: apiKey });
    expect(res.status, res.text).toBe(200);
    out.push(...res.body.data);
    cursor = res.body.next_cursor ?? undefined;
  } while (cursor);
  return out;
}

/**
 * The invariant: each balance equals the sum of its ledger lines, and every line's
 * balance_after chains from the one before it.
 */
export async function expectLedgerConsistent(accountId: string, mode: "test" | "live" = "test"): Promise<void> {
  const audit = await env.ACCOUNT.getByName(`${accountId}:${mode}`).audit();
  for (const balance of ["wallet", "revenue"] as const) {
    let running = 0;
    for (const line of audit.ledger.filter((l) => l.balance === balance)) {
      running += line.type === "credit" ? line.amount : -line.amount;
      expect(line.balance_after, `${balance} line ${line.id}`).toBe(running);
    }
    expect(audit.balances[balance], `${balance} balance`).toBe(running);
  }
}

export const OFFER = {
  stays: "off_test_stays_pending",
  fails: "off_test_fails",
};

/** A cheap active eSIM offer and a top-up offer from the sandbox catalog. */
export async function catalog(apiKey: string): Promise<{ esim: any; esims: any[]; topup: any; withdrawn: string }> {
  const res = await call("/v1/offers?limit=100", { key: apiKey });
  const all = res.body.data as any[];
  const esims = all.filter((o) => o.category === "esim" && !o.id.startsWith("off_test_")).sort((a, b) => a.price.amount - b.price.amount);
  return {
    esim: esims[0],
    esims,
    topup: all.find((o) => o.category === "mobile_topup"),
    withdrawn: "off_01JGYCC380SANDBXCATA000009",
  };
}
