// GET /v1/order_batches/{batch_id}/orders.csv: one row per order of the batch, in the order they
// were bought, as RFC 4180 CSV (UTF-8, CRLF): what a travel agent hands on or a finance lead
// files. Each row names its product (the offer's name when it was bought) and the traveller's
// email the item gave (`customer.email`, as uploaded; empty when none). Amounts are given twice, as integer cents and as decimal strings (decimalCell: a number the
// service wrote, never escaped); metadata as JSON. A
// cell a spreadsheet would run as a formula is written escaped (lib/csv.ts), so opening the file
// never runs what a partner or a supplier typed.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { csvLine, decimalCell, type CsvCell } from "../../lib/csv";
import { centsToDecimal } from "../../domain/money";
import { unwrap } from "../../http/errors";
import { ownAccount, type OwnRef, type OwnStub } from "../own";
import { batchIdParam } from "./schemas";

export const BATCH_CSV_HEADER = [
  "order_id", "created_at", "status", "offer_id", "offer_name", "destination", "email", "iccid", "lpa", "install_url", "price", "price_decimal", "currency",
  "commission_earned", "commission_earned_decimal", "failure_reason", "resolved_at", "metadata",
] as const;

type ExportRow = {
  order: { id: string; created_at: string; status: string; offer_id: string; price: { amount: number; currency: string }; deliverable: Record<string, unknown> | null; failure_reason: string | null; resolved_at: string | null };
  offer_name: string;
  email: string | null;
  destination: string | null;
  earned: number | null;
  metadata: Record<string, string>;
};

const text = (v: unknown) => (typeof v === "string" ? v : null);

/** One order's row, in BATCH_CSV_HEADER's order. */
export function batchCsvFields({ order, offer_name, email, destination, earned, metadata }: ExportRow): CsvCell[] {
  const d = order.deliverable;
  return [
    order.id, order.created_at, order.status, order.offer_id, offer_name, destination, email, text(d?.iccid), text(d?.lpa), text(d?.install_url),
    order.price.amount, decimalCell(centsToDecimal(order.price.amount)), order.price.currency,
    earned, earned === null ? null : decimalCell(centsToDecimal(earned)), order.failure_reason, order.resolved_at, JSON.stringify(metadata),
  ];
}

export function registerOrderBatchCsv(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/order_batches/{batch_id}/orders.csv",
    tag: "Order batches",
    summary: "Download an order batch's orders as CSV (one row per order, oldest first)",
    security: "api_key",
    params: batchIdParam,
    response: z.string().openapi({ example: `${BATCH_CSV_HEADER.join(",")}\r\n` }),
    produces: "text/csv",
    errors: ["resource_not_found"],
    handler: (c, { params }) => batchCsvResponse(ownAccount(c), params.batch_id),
  });
}

/** The CSV download of one batch of the account (the API's and the dashboard's); an unknown batch throws resource_not_found. */
export async function batchCsvResponse(account: { stub: OwnStub; ref: OwnRef }, batchId: string): Promise<Response> {
  // the object's answer, typed here (RPC types a record of unknowns as unknown)
  const { batch, orders } = unwrap(await account.stub.orderBatchExport(account.ref, batchId)) as { batch: { id: string }; orders: ExportRow[] };
  let body = csvLine([...BATCH_CSV_HEADER]);
  for (const row of orders) body += csvLine(batchCsvFields(row));
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${batch.id}-orders.csv"`,
      "cache-control": "no-store",
    },
  });
}
