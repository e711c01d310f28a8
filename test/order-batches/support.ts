// Helpers for the order batch tests: making a batch, and counting what an account's object holds.
import { call, type Reply } from "../support/api";
import { key, sqlIn } from "../support/money";
import type { CreateOrderBatchResponse } from "../../src/routes/order-batches/create";

/** POST /v1/order_batches paid from the wallet; pass ErrorBody as `T` where it is meant to be refused. */
/** `idem` null: sent without an Idempotency-Key. */
export function buyBatch<T = CreateOrderBatchResponse>(apiKey: string, body: Record<string, unknown>, idem: string | null = key("batch")): Promise<Reply<T>> {
  return call<T>("/v1/order_batches", { key: apiKey, body: { payment_source: "wallet", ...body }, ...(idem === null ? {} : { idem }) });
}

/** How many quotes, orders, ledger lines, batches and events the account's test object holds. */
export async function holdings(accountId: string) {
  const count = async (table: string) => (await sqlIn<{ n: number }>(accountId, `SELECT COUNT(*) AS n FROM ${table}`))[0]!.n;
  return {
    quotes: await count("quotes"),
    orders: await count("orders"),
    ledger: await count("ledger_entries"),
    batches: await count("order_batches"),
    events: await count("events"),
  };
}

/** A top-up number in the offer's first country. */
export function numberIn(country: string): string {
  return ({ MX: "+525512345678", PH: "+639171234567", NG: "+2348031234567", IN: "+919812345678" } as Record<string, string>)[country]!;
}
