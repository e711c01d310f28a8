// The report run API: every rule of the request refused with its param, the run's shape, read
// and list, the file (its columns per report type, amounts in cents and as decimals, formula
// escaping) and 409 report_not_ready / 410 report_expired around it.
import { describe, expect, it } from "vitest";
import { call, errorOf, expectError, newAccount } from "../support/api";
import { bankTransfer, buy, catalog, eventually, sqlIn, storedEvents } from "../support/money";
import { REPORT_COLUMNS } from "../../src/account-object/report-runs";
import { askRun, finished, iso, readRun, records, report } from "./support";

const DAY = 24 * 60 * 60 * 1000;

describe("POST /v1/reporting/report_runs refuses", () => {
  it("each rule, naming its field", async () => {
    const acct = await newAccount();
    const now = Date.now();
    const ok = { report_type: "wallet.ledger", interval_start: iso(now - DAY), interval_end: iso(now - 1000) };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...ok, report_type: "wallet.everything" }, "parameter_invalid", "report_type"],
      [{ interval_start: ok.interval_start, interval_end: ok.interval_end }, "parameter_missing", "report_type"],
      [{ report_type: ok.report_type, interval_end: ok.interval_end }, "parameter_missing", "interval_start"],
      [{ ...ok, interval_start: "yesterday" }, "parameter_invalid", "interval_start"],
      [{ ...ok, interval_start: 1700000000 }, "parameter_invalid", "interval_start"],
      [{ ...ok, interval_end: "2026-13-01T00:00:00Z" }, "parameter_invalid", "interval_end"],
      // start after end, equal, the end in the future, more than 366 days
      [{ ...ok, interval_start: ok.interval_end, interval_end: ok.interval_start }, "parameter_invalid", "interval_end"],
      [{ ...ok, interval_start: ok.interval_end }, "parameter_invalid", "interval_end"],
      [{ ...ok, interval_end: iso(now + 60 * 60 * 1000) }, "parameter_invalid", "interval_end"],
      [{ ...ok, interval_start: iso(now - 367 * DAY) }, "parameter_invalid", "interval_start"],
    ];
    for (const [body, code, param] of cases) {
      const res = await askRun(acct.key, body);
      expectError(res, 400, code, param);
    }
    expectError(await askRun(acct.key, { ...ok, extra: 1 }), 400, "parameter_unknown");
    // nothing was stored by any refusal
    expect(await sqlIn(acct.id, "SELECT id FROM report_runs")).toEqual([]);
    // exactly 366 days is allowed
    const longest = await askRun(acct.key, { ...ok, interval_start: iso(now - 1000 - 366 * DAY) });
    expect(longest.status, longest.text).toBe(200);
  });

  it("needs an Idempotency-Key, and a replay answers the same run", async () => {
    const acct = await newAccount();
    const body = { report_type: "revenue.entries", interval_start: "2026-01-01", interval_end: iso(Date.now() - 1000) };
    expect((await call("/v1/reporting/report_runs", { key: acct.key, body })).status).toBe(400);
    const first = await askRun(acct.key, body, "same-key");
    const again = await askRun(acct.key, body, "same-key");
    expect(again.text).toBe(first.text);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await sqlIn(acct.id, "SELECT id FROM report_runs")).toHaveLength(1);
  });
});

describe("a report run", () => {
  it("is pending, then succeeded with its result, read and listed; its event fires once", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 5000);
    const start = Date.now() - 60_000;
    const res = await askRun(acct.key, { report_type: "wallet.ledger", interval_start: iso(start), interval_end: iso(Date.now()) });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      object: "report_run", report_type: "wallet.ledger", interval_start: iso(start), status: "pending", result: null, error: null, succeeded_at: null,
    });
    expect(res.body.id).toMatch(/^rr_[0-9A-HJKMNP-TV-Z]{26}$/);
    const run = await finished(acct.key, res.body.id);
    expect(run.status).toBe("succeeded");
    expect(run.result!.rows).toBe(1);
    expect(Date.parse(run.result!.expires_at) - Date.parse(run.succeeded_at!)).toBe(7 * DAY);
    const file = await call(`/v1/reporting/report_runs/${run.id}/file`, { key: acct.key });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("content-disposition")).toContain("attachment;");
    expect(new TextEncoder().encode(file.text).length).toBe(run.result!.bytes);
    const list = await call<{ data: { id: string }[] }>("/v1/reporting/report_runs", { key: acct.key });
    expect(list.body.data.map((r) => r.id)).toEqual([run.id]);
    const events = await storedEvents(acct.id, "report_run.succeeded");
    expect(events).toHaveLength(1);
    expect(events[0].data.object).toEqual(run);
    // another account, or the other mode, does not find it
    const other = await newAccount();
    expectError(await call(`/v1/reporting/report_runs/${run.id}`, { key: other.key }), 404, "resource_not_found");
    expectError(await call(`/v1/reporting/report_runs/${run.id}/file`, { key: other.key }), 404, "resource_not_found");
  });

  it("has no file before it succeeded (409 report_not_ready) nor after its expiry (410 report_expired)", async () => {
    const acct = await newAccount();
    await call("/v1/wallet", { key: acct.key });
    const now = Date.now();
    // a run still pending, with no message on its way
    await sqlIn(acct.id, "INSERT INTO report_runs (id, report_type, interval_start, interval_end, status, created_at, due_at) VALUES ('rr_01JH8X4M6P8R0T2V4X6Z8B0D2F', 'wallet.ledger', ?, ?, 'pending', ?, ?)", now - DAY, now - 1, now, now + DAY);
    const pending = await call("/v1/reporting/report_runs/rr_01JH8X4M6P8R0T2V4X6Z8B0D2F/file", { key: acct.key });
    expectError(pending, 409, "report_not_ready");
    await sqlIn(acct.id, "UPDATE report_runs SET status = 'failed', error = 'x' WHERE id = 'rr_01JH8X4M6P8R0T2V4X6Z8B0D2F'");
    expectError(await call("/v1/reporting/report_runs/rr_01JH8X4M6P8R0T2V4X6Z8B0D2F/file", { key: acct.key }), 409, "report_not_ready");
    const { run } = await report(acct.key, "wallet.ledger", iso(now - DAY), iso(now));
    await sqlIn(acct.id, "UPDATE report_runs SET expires_at = ? WHERE id = ?", Date.now() - 1, run.id);
    const gone = await call(`/v1/reporting/report_runs/${run.id}/file`, { key: acct.key });
    expectError(gone, 410, "report_expired");
    expect(errorOf(gone).message).toContain("expired");
    // the run itself stays readable
    expect((await readRun(acct.key, run.id)).status).toBe("succeeded");
  });
});

describe("the reports' columns", () => {
  it("wallet.ledger, orders.itemized and revenue.entries: one row per item, oldest first, cents and decimals", async () => {
    const acct = await newAccount();
    const start = Date.now() - 1000;
    await bankTransfer(acct.key, 100_000);
    const { esim, topup } = await catalog(acct.key);
    const a = await buy<{ order_id: string }>(acct.key, esim.id, "wallet", { metadata: { booking: "=HYPERLINK(\"http://x\")", "@who": "+1" } });
    expect(a.status, a.text).toBe(200);
    const number = ({ MX: "+525512345678", PH: "+639171234567", NG: "+2348031234567", IN: "+919812345678" } as Record<string, string>)[topup.coverage.countries[0]!]!;
    const b = await buy<{ order_id: string }>(acct.key, topup.id, "wallet", { destination: number });
    expect(b.status, b.text).toBe(200);
    const end = iso(Date.now() + 5);
    await new Promise((r) => setTimeout(r, 10));

    const ledger = await report(acct.key, "wallet.ledger", iso(start), end);
    expect(ledger.rows[0]).toEqual([...REPORT_COLUMNS["wallet.ledger"]]);
    const lines = records(ledger.rows);
    expect(ledger.run.result!.rows).toBe(lines.length);
    expect(lines.map((l) => [l.source, l.type])).toEqual([["deposit", "credit"], ["quote", "debit"], ["quote", "debit"]]);
    expect(lines[0]).toMatchObject({ amount: "100000", amount_decimal: "1000.00", currency: "USD", balance_after: "100000", balance_after_decimal: "1000.00" });
    expect(lines[0]!.deposit_id).toMatch(/^dep_/);
    expect(lines[1]!.order_id).toBe(a.body.order_id);
    expect(lines.map((l) => l.created_at)).toEqual([...lines.map((l) => l.created_at)].sort());
    expect(ledger.text.endsWith("\r\n")).toBe(true);

    const orders = await report(acct.key, "orders.itemized", iso(start), end);
    expect(orders.rows[0]).toEqual([...REPORT_COLUMNS["orders.itemized"]]);
    const [o1, o2] = records(orders.rows);
    expect(o1).toMatchObject({
      order_id: a.body.order_id, status: "fulfilled", offer_id: esim.id, offer_name: esim.name, category: "esim",
      price: String(esim.price.amount), currency: "USD", refund_status: "", refunded_amount: "0", refunded_amount_decimal: "0.00", batch_id: "",
    });
    expect(Number(o1!.commission_earned)).toBe(Math.floor((esim.price.amount * Number(o1!.commission_rate_bps)) / 10000));
    expect(o1!.price_decimal).toBe((esim.price.amount / 100).toFixed(2));
    expect(JSON.parse(o1!.metadata!)).toEqual({ booking: "=HYPERLINK(\"http://x\")", "@who": "+1" });
    // a cell a spreadsheet would run as a formula starts with an apostrophe
    expect(o2).toMatchObject({ order_id: b.body.order_id, category: "mobile_topup", destination: `'${number}` });

    const revenue = await report(acct.key, "revenue.entries", iso(start), end);
    expect(revenue.rows[0]).toEqual([...REPORT_COLUMNS["revenue.entries"]]);
    const entries = records(revenue.rows);
    expect(entries.map((e) => [e.kind, e.order_id])).toEqual([["earned", a.body.order_id], ["earned", b.body.order_id]]);
    expect(entries[0]!.id).toMatch(/^rve_/);
    expect(entries[1]!.balance_after).toBe(String(Number(entries[0]!.amount) + Number(entries[1]!.amount)));
  });

  it("orders.itemized reconciles with the Revenue Centre: commission_earned less commission_reversed is lifetime_earned less reversed", async () => {
    const acct = await newAccount();
    const start = Date.now() - 1000;
    await bankTransfer(acct.key, 100_000);
    const { esims } = await catalog(acct.key);
    const ids: string[] = [];
    for (const offer of [esims[0]!, esims[1]!, esims[2]!]) {
      const q = await buy<{ order_id: string }>(acct.key, offer.id);
      ids.push(q.body.order_id);
    }
    await eventually(async () => (await sqlIn(acct.id, "SELECT id FROM orders WHERE status = 'fulfilled'")).length, (n) => n === 3);
    // one refund whose commission was moved to the wallet first (the wallet pays its reversal),
    // one paid by the Revenue Centre, one order kept
    await call("/v1/revenue/transfers", { key: acct.key, body: {}, idem: `tr-${ids[0]}` });
    for (const [i, id] of [ids[0]!, ids[1]!].entries()) {
      const made = await call<{ id: string }>("/v1/refunds", { key: acct.key, body: { order_id: id, reason: "other" }, idem: `re-${id}` });
      const done = await call(`/v1/test_helpers/refunds/${made.body.id}/resolve`, { key: acct.key, body: { outcome: "succeeded" }, idem: `rs-${id}` });
      expect(done.status, `${i}: ${done.text}`).toBe(200);
    }
    const orders = records((await report(acct.key, "orders.itemized", iso(start), iso(Date.now()))).rows);
    expect(orders.map((o) => o.order_id)).toEqual(ids);
    const refunds = (await call<{ data: { order_id: string; commission_reversed: { amount: number } }[] }>("/v1/refunds", { key: acct.key })).body.data;
    for (const o of orders) {
      const r = refunds.find((x) => x.order_id === o.order_id);
      expect(Number(o.commission_reversed), o.order_id).toBe(r ? r.commission_reversed.amount : 0);
      expect(o.commission_reversed_decimal).toBe((Number(o.commission_reversed) / 100).toFixed(2));
    }
    expect(Number(orders[0]!.commission_reversed)).toBe(Number(orders[0]!.commission_earned));
    const sum = (col: string) => orders.reduce((n, o) => n + Number(o[col]), 0);
    const revenue = (await call<{ lifetime_earned: { amount: number }; reversed: { amount: number } }>("/v1/revenue", { key: acct.key })).body;
    expect(sum("commission_earned") - sum("commission_reversed")).toBe(revenue.lifetime_earned.amount - revenue.reversed.amount);
    expect(sum("commission_reversed")).toBe(revenue.reversed.amount);
  });

  it("leaves out what was created outside the interval", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 1000);
    const between = Date.now();
    await new Promise((r) => setTimeout(r, 5));
    await bankTransfer(acct.key, 2000);
    const { rows: before } = await report(acct.key, "wallet.ledger", iso(between - DAY), iso(between));
    const { rows: after } = await report(acct.key, "wallet.ledger", iso(between), iso(Date.now()));
    expect(records(before).map((r) => r.amount)).toEqual(["1000"]);
    expect(records(after).map((r) => r.amount)).toEqual(["2000"]);
  });
});
