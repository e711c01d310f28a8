// GET /v1/order_batches/{id}/orders.csv: one row per order, oldest first, RFC 4180 as a
// spreadsheet reads it, naming each order's product and its traveller's email as the item gave it; amounts as integer cents and as decimal strings; metadata as JSON, quoted
// where it holds commas and quotes; a cell a spreadsheet would run as a formula escaped.
import { describe, expect, it } from "vitest";
import { call, newAccount } from "../support/api";
import { parseCsv } from "../support/csv";
import { bankTransfer, catalog, listAll, OFFER } from "../support/money";
import type { ListOrderBatchOrdersResponse } from "../../src/routes/order-batches/list-orders";
import { BATCH_CSV_HEADER } from "../../src/routes/order-batches/orders-csv";
import { buyBatch, numberIn } from "./support";

describe("an order batch's CSV", () => {
  it("has a row per order with its codes and amounts, and escapes what a spreadsheet would run", async () => {
    const acct = await newAccount();
    const { esim, topup } = await catalog(acct.key);
    await bankTransfer(acct.key, 100_000);
    const number = numberIn(topup.coverage.countries[0]!);
    const metadata = { note: 'say "hi", then =HYPERLINK("http://evil")', ref: "=1+1" };
    const res = await buyBatch(acct.key, {
      items: [{ offer_id: esim.id, quantity: 2, metadata, customer: { email: "ana@example.com" } }, { offer_id: topup.id, destination: number }, { offer_id: OFFER.fails }],
    });
    expect(res.status, res.text).toBe(200);
    const csv = await call<string>(`/v1/order_batches/${res.body.id}/orders.csv`, { key: acct.key });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="${res.body.id}-orders.csv"`);
    expect(csv.text.endsWith("\r\n")).toBe(true);
    const [header, ...rows] = parseCsv(csv.text);
    expect(header).toEqual([...BATCH_CSV_HEADER]);
    expect(rows).toHaveLength(4);
    const at = (row: string[], column: (typeof BATCH_CSV_HEADER)[number]) => row[BATCH_CSV_HEADER.indexOf(column)]!;

    // oldest first: the order the items were bought in
    const orders = (await listAll<ListOrderBatchOrdersResponse>(acct.key, `/v1/order_batches/${res.body.id}/orders`)).reverse();
    expect(rows.map((r) => at(r, "order_id"))).toEqual(orders.map((o) => o.id));
    for (const [i, row] of rows.entries()) {
      const o = orders[i]!;
      expect(at(row, "offer_id")).toBe(o.offer_id);
      expect(at(row, "status")).toBe(o.status);
      expect(at(row, "price")).toBe(String(o.price.amount));
      expect(at(row, "price_decimal")).toBe((o.price.amount / 100).toFixed(2));
      expect(at(row, "currency")).toBe("USD");
      expect(at(row, "created_at")).toBe(o.created_at);
    }
    const [esimRow, , topupRow, failedRow] = rows;
    // each row names its product (the offer's name when bought) and the traveller's email the item gave
    expect(rows.map((r) => at(r, "offer_name"))).toEqual([esim.name, esim.name, topup.name, "Sandbox: order fails"]);
    expect(rows.map((r) => at(r, "email"))).toEqual(["ana@example.com", "ana@example.com", "", ""]);
    const d = orders[0]!.deliverable as { iccid: string; lpa: string; install_url: string };
    expect(at(esimRow!, "iccid")).toBe(d.iccid);
    expect(at(esimRow!, "lpa")).toBe(d.lpa);
    expect(at(esimRow!, "install_url")).toBe(d.install_url);
    expect(Number(at(esimRow!, "commission_earned"))).toBeGreaterThan(0);
    // the metadata's JSON comes back whole: its quotes and commas were quoted, not split
    expect(JSON.parse(at(esimRow!, "metadata"))).toEqual(metadata);
    // a number starting with + is a formula to a spreadsheet: written after an apostrophe
    expect(at(topupRow!, "destination")).toBe(`'${number}`);
    expect(at(topupRow!, "iccid")).toBe("");
    expect(at(failedRow!, "status")).toBe("failed");
    expect(at(failedRow!, "failure_reason").length).toBeGreaterThan(0);
    expect(at(failedRow!, "commission_earned")).toBe("");
    expect(JSON.parse(at(failedRow!, "metadata"))).toEqual({});
    // no cell of the file starts with a character a spreadsheet runs
    for (const row of rows) for (const cell of row) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});
