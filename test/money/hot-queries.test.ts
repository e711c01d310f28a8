// The reads every request or every alarm makes inside an account's object must stay cheap however
// many quotes and orders the account has bought: each is answered from an index, never by
// scanning the table.
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { WINDOW_MS } from "../../src/domain/commission";
import { DEBIT_NEWLY_OVERDUE } from "../../src/account-object/credit";
import { QUOTE_LAPSED } from "../../src/account-object/quotes";
import { NAMED_BY_SUPPLIERS, PLAN_OF_ORDER, PLANS_OF_ESIM } from "../../src/account-object/esim-state";
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

describe("the reads of an eSIM's plans (keyed by their quote, no index of order ids)", () => {
  it("find an order's plan through its quote, an eSIM's top-ups and the live re-read sweep's eSIMs through partial indexes", async () => {
    const [ofOrder, ofEsim, recheck, byIccid] = await plans([
      [`SELECT * FROM esim_plans WHERE ${PLAN_OF_ORDER} AND profile_state IS NOT NULL`, "ord_x"],
      [`SELECT * FROM esim_plans WHERE ${PLANS_OF_ESIM}`, "ord_x"],
      [`SELECT p.quote_id FROM esim_plans p JOIN orders o ON o.id = p.order_id
        WHERE p.service_state IN ('ready', 'active', 'suspended', 'depleted') AND p.state_checked_at <= ? ORDER BY p.state_checked_at LIMIT 20`, 1],
      [`SELECT order_id FROM esim_plans WHERE iccid = ? AND ${NAMED_BY_SUPPLIERS} ORDER BY starts_at DESC LIMIT 1`, "89"],
    ]);
    expect(ofOrder).toMatch(/SEARCH esim_plans USING PRIMARY KEY \(quote_id=\?\)/);
    expect(ofOrder).toMatch(/SEARCH orders USING PRIMARY KEY \(id=\?\)/);
    expect(ofOrder).not.toMatch(/SCAN/);
    expect(ofEsim).toMatch(/SEARCH esim_plans USING PRIMARY KEY \(quote_id=\?\)/);
    expect(ofEsim).toMatch(/SEARCH esim_plans USING INDEX esim_plans_topups \(esim_order_id=\?\)/);
    expect(ofEsim).not.toMatch(/SCAN/);
    expect(recheck).toMatch(/SEARCH p USING INDEX esim_plans_recheck \(state_checked_at<\?\)/);
    expect(recheck).not.toMatch(/TEMP B-TREE/);
    expect(byIccid).toMatch(/SEARCH esim_plans USING INDEX esim_plans_iccid \(iccid=\?\)/);
  });
});
