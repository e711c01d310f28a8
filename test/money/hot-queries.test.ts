// The reads every request or every alarm makes inside an account's object must stay cheap however
// many quotes and orders the account has bought: each is answered from an index, never by
// scanning the table.
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { WINDOW_MS } from "../../src/domain/commission";
import { DEBIT_NEWLY_OVERDUE } from "../../src/account-object/credit";
import { QUOTE_LAPSED } from "../../src/account-object/quotes";
import { newAccount } from "../support/api";

async function plans(queries: [string, ...SqlStorageValue[]][]): Promise<string[]> {
  const acct = await newAccount();
  const stub = env.ACCOUNT.getByName(`${acct.id}:test`);
  await stub.wallet({ accountId: acct.id, mode: "test" });
  return runInDurableObject(stub, (_i, state) =>
    queries.map(([q, ...params]) =>
      state.storage.sql.exec<{ detail: string }>(`EXPLAIN QUERY PLAN ${q}`, ...params).toArray().map((r) => r.detail).join(" | "),
    ),
  );
}

describe("the reads made on every request and every alarm", () => {
  it("use an index, not a scan of quotes, orders or deposits", async () => {
    const now = Date.now();
    const [lapsed, waiting, overdueOrders, nextDue, volume, debits, refundedDays, refundedPart, toppedUp, pendingCredit] = await plans([
      [`SELECT 1 FROM quotes WHERE ${QUOTE_LAPSED}`, now],
      ["SELECT id, price, created_at FROM quotes WHERE status = 'awaiting_funds' AND expires_at > ?", now],
      ["SELECT id FROM orders WHERE status = 'pending' AND due_at <= ? AND supplier_lease_until <= ? ORDER BY due_at LIMIT 100", now, now],
      ["SELECT MIN(MAX(due_at, supplier_lease_until)) FROM orders WHERE status = 'pending'"],
      ["SELECT volume_to FROM orders INDEXED BY orders_volume WHERE status = 'fulfilled' AND resolved_at <= ? ORDER BY resolved_at DESC, volume_to DESC LIMIT 1", now - WINDOW_MS],
      [`SELECT 1 FROM overdraft_debits WHERE ${DEBIT_NEWLY_OVERDUE}`, now],
      // the refunded part of the 30-day volume: whole days, then a part-day's refunded orders (revenue.ts REFUNDED_IN)
      ["SELECT SUM(amount) FROM refunded_volume WHERE day > ? AND day <= ?", 1, 31],
      ["SELECT SUM(price) FROM orders INDEXED BY orders_refunded WHERE refund_status = 'succeeded' AND resolved_at > ? AND resolved_at < ?", now - WINDOW_MS, now],
      // a partner's refund asks whether the eSIM was topped up
      ["SELECT 1 AS one FROM orders INDEXED BY orders_topups WHERE esim_order_id = ? AND status IN ('fulfilled', 'pending') LIMIT 1", "ord_x"],
      // the wallet's pending credit (credit.ts walletView)
      ["SELECT SUM(amount) AS total FROM deposits WHERE status = 'detected'"],
    ]);
    expect(lapsed).toMatch(/USING (COVERING )?INDEX quotes_awaiting/);
    expect(waiting).toMatch(/USING (COVERING )?INDEX quotes_awaiting/);
    expect(overdueOrders).toMatch(/USING (COVERING )?INDEX orders_by_status_id \(status=\?\)/);
    expect(nextDue).toMatch(/USING (COVERING )?INDEX orders_by_status_id \(status=\?\)/);
    // the running total at the window's start: one seek (revenue.ts)
    expect(volume).toMatch(/USING COVERING INDEX orders_volume \(resolved_at<\?\)/);
    expect(volume).not.toMatch(/TEMP B-TREE/);
    expect(debits).toMatch(/USING (COVERING )?INDEX overdraft_debits_open/);
    expect(refundedDays).toMatch(/SEARCH refunded_volume USING INTEGER PRIMARY KEY \(rowid>\? AND rowid<\?\)/);
    expect(refundedPart).toMatch(/SEARCH orders USING COVERING INDEX orders_refunded \(resolved_at>\? AND resolved_at<\?\)/);
    expect(toppedUp).toMatch(/SEARCH orders USING INDEX orders_topups \(esim_order_id=\?\)/);
    expect(pendingCredit).toMatch(/SCAN deposits USING COVERING INDEX deposits_detected/);
  });
});
